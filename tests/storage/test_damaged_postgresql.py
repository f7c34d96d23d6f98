"""A tournament on a PostgreSQL server changed by another program: the same refusals as a file."""

from __future__ import annotations

import pytest
from sqlalchemy import create_engine, text

from engine import Donne, Rules, Team, Trump
from tests.conftest import new_tournament
from tournoi.services import draws, scores
from tournoi.services.draws import DrawMethod
from tournoi.services.integrity import soundness as integrity
from tournoi.services.integrity.soundness import IntegrityError
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.storage import DamagedFile

WHO = "station 2"
A_WINS = [
    Donne(taker=Team.A, contract=100, trump=Trump.COEUR, points=162, capot=Team.A),
    Donne(taker=Team.A, contract=80, trump=Trump.PIQUE, points=152),
]


def change(url: str, statement: str) -> None:
    engine = create_engine(url)
    with engine.begin() as connection:
        connection.execute(text(statement))
    engine.dispose()


def test_a_tampered_server_database_is_refused_and_checked(postgres_url: str) -> None:
    db = new_tournament(postgres_url, teams=4, rules=Rules(target=300), draw=DrawMethod.ROTATION)
    for donne in A_WINS:
        scores.record_donne(db, round_number=1, table=1, donne=donne, who=WHO)
    db.close()

    change(
        postgres_url,
        "UPDATE result SET outcome = CASE outcome WHEN 'win' THEN 'loss' ELSE 'win' END, "
        "marks_for = marks_against, marks_against = marks_for",
    )
    db = tournaments.open_tournament(postgres_url)
    (finding,) = integrity.check(db).findings
    assert finding.place == "table 1 du tour 1"
    assert "ne correspond pas aux donnes" in finding.message
    with pytest.raises(IntegrityError, match=r"\(table 1 du tour 1\)"):
        draws.draw_round(db, method=DrawMethod.SWISS, who=WHO)
    db.close()

    change(postgres_url, "UPDATE partie SET state = 'bogus' WHERE table_number = 2")
    db = tournaments.open_tournament(postgres_url)
    with pytest.raises(DamagedFile) as refused:
        integrity.check(db)
    assert (refused.value.table, refused.value.column, refused.value.value) == (
        "partie",
        "state",
        "bogus",
    )
    assert "fichier endommagé : dans la table « partie », ligne" in str(refused.value)
    db.close()

    change(postgres_url, "UPDATE round SET method = 'hasard'")
    with pytest.raises(DamagedFile, match="la colonne « method » vaut « hasard »"):
        tournaments.open_tournament(postgres_url)
    change(postgres_url, "UPDATE round SET method = 'rotation'")

    change(postgres_url, "UPDATE partie SET state = 'not_started' WHERE table_number = 2")
    change(postgres_url, "UPDATE donne SET trump = 'xyz' WHERE number = 1")
    db = tournaments.open_tournament(postgres_url)
    with pytest.raises(DamagedFile, match="la colonne « trump » vaut « xyz »"):
        scores.sheet(db, round_number=1, table=1)
    db.close()
