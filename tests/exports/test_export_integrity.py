"""The documents that rank the teams are not written from results the donnes do not give."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import tamper
from tournoi.exports import documents
from tournoi.exports.documents import Document
from tournoi.services.integrity.soundness import IntegrityError
from tournoi.storage import Database


@pytest.fixture
def tampered(played: Path) -> Database:
    """Table 1's second donne given 999 points with a SQLite tool, after it was recorded."""
    tamper(
        played,
        "UPDATE donne SET points = 999 WHERE number = 2 AND partie_id = "
        "(SELECT id FROM partie WHERE table_number = 1)",
    )
    return Database.open(played)


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
