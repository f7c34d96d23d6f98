"""Migration 0019: the finals' tie-break chosen by the organiser. A file or a server's database
of before, its finals drawn, opens with the FFB's one more donne (its only rule then), and the
choice is kept once made."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import inspect

from engine import PerTeam
from tests.conftest import downgrade, new_tournament
from tournoi.services import draws, scores
from tournoi.services.draws import DrawMethod
from tournoi.services.draws.finals_seeding import start_finals
from tournoi.services.finals import Consolante
from tournoi.services.finals.tie_break import set_tie_break, tie_break
from tournoi.services.settings import KnockoutTie
from tournoi.services.tournament import lifecycle as tournaments

DESK = "Table de marque"


@pytest.fixture(params=["sqlite", "postgresql"])
def location(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A tournament of before the column: eight teams, one round played, the finals drawn."""
    if request.param == "postgresql":
        where: str = request.getfixturevalue("postgres_url")
    else:
        where = str(tmp_path / "ancien.tournoi")
    db = new_tournament(where, teams=8, draw=DrawMethod.SWISS, who=DESK)
    for table in draws.round_view(db, round_number=1).tables:
        scores.record_totals(
            db, round_number=1, table=table.table, totals=PerTeam(2000, 900), who=DESK
        )
    start_finals(db, qualified=4, consolante=Consolante.NONE, who=DESK)
    downgrade(db, "0018")
    with db.session() as session:
        columns = {c["name"] for c in inspect(session.connection()).get_columns("settings")}
    assert "knockout_tie" not in columns and "partie_minutes" in columns
    db.close()
    yield where


def test_the_finals_of_before_keep_the_ffb_tie_break_and_a_choice_is_kept(
    location: str,
) -> None:
    db = tournaments.open_tournament(location)  # migrated as it opens
    try:
        assert tie_break(db) is KnockoutTie.EXTRA_DONNE
        assert draws.round_view(db, round_number=2).tables[0].note.endswith("(§10.4).")
        set_tie_break(db, chosen=KnockoutTie.BETTER_SEED, who=DESK)
    finally:
        db.close()
    again = tournaments.open_tournament(location)
    try:
        assert tie_break(again) is KnockoutTie.BETTER_SEED
    finally:
        again.close()
