"""The documents that rank the teams are not written from results the donnes do not give."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from engine import Donne, Rules, Team, Trump
from tests.conftest import new_tournament
from tournoi.exports import documents
from tournoi.exports.documents import Document
from tournoi.services import scores
from tournoi.services.draws import DrawMethod
from tournoi.services.integrity import IntegrityError
from tournoi.storage import Database

WINS = [  # contrée in 300: the table's team A wins 400–10
    Donne(taker=Team.A, contract=100, trump=Trump.COEUR, points=162, capot=Team.A),
    Donne(taker=Team.A, contract=80, trump=Trump.PIQUE, points=152),
]


@pytest.fixture
def tampered(tmp_path: Path) -> Database:
    """Table 1's second donne given 999 points with a SQLite tool, after it was recorded."""
    path = tmp_path / "concours.tournoi"
    db = new_tournament(path, teams=4, rules=Rules(target=300), draw=DrawMethod.ROTATION)
    for donne in WINS:
        scores.record_donne(db, round_number=1, table=1, donne=donne, who="arbitre")
    db.close()
    with sqlite3.connect(path) as connection:
        connection.execute(
            "UPDATE donne SET points = 999 WHERE number = 2 AND partie_id = "
            "(SELECT id FROM partie WHERE table_number = 1)"
        )
    connection.close()
    return Database.open(path)


@pytest.mark.parametrize(
    ("name", "what"),
    [("classement.pdf", Document.STANDINGS), ("palmares.pdf", Document.PALMARES),
     ("tournoi.xlsx", Document.STANDINGS)],
)  # fmt: skip
def test_the_ranking_documents_are_refused_naming_the_table(
    tampered: Database, tmp_path: Path, name: str, what: Document
) -> None:
    out = tmp_path / name
    with pytest.raises(IntegrityError) as refused:
        documents.export(tampered, path=out, what=what)
    assert str(refused.value) == (
        "Export refusé : les résultats enregistrés ne correspondent pas aux donnes "
        "(table 1 du tour 1). Vérifiez le fichier (Tournoi › Vérifier l'intégrité du fichier) "
        "et corrigez les donnes de ces tables avant d'imprimer ou d'exporter le classement."
    )
    assert not out.exists()
    tampered.close()


def test_the_table_plan_is_still_printed(tampered: Database, tmp_path: Path) -> None:
    """Where the teams sit does not depend on the results: the round goes on."""
    out = tmp_path / "plan.pdf"
    assert documents.export(tampered, path=out, what=Document.TABLES).startswith("Plan")
    assert out.read_bytes().startswith(b"%PDF")
    tampered.close()
