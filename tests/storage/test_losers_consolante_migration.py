"""Migration 0021: a team may hold a seed in both brackets. A file or a server's database of
before, its finals under way, opens with its seeds kept, and then takes a consolante of the
quarter-finals' losers, whose seeds follow the rows copied."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlmodel import select

from engine import PerTeam
from tests.conftest import downgrade, new_tournament
from tournoi.services import draws, scores
from tournoi.services.draws import DrawMethod
from tournoi.services.draws.finals_seeding import start_finals
from tournoi.services.finals import Bracket, Consolante, finals_state
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.storage import Database, models

DESK = "Table de marque"


def play(db: Database, round_number: int) -> None:
    """Team A (the better seed, in the finals) wins every table of the round."""
    for table in draws.round_view(db, round_number=round_number).tables:
        scores.record_totals(
            db, round_number=round_number, table=table.table, totals=PerTeam(2000, 900), who=DESK
        )


def seeds(db: Database) -> list[tuple[str, int, int]]:
    with db.session() as session:
        rows = session.exec(select(models.BracketSeed)).all()
        return sorted((row.bracket, row.seed, row.team_id) for row in rows)


@pytest.fixture(params=["sqlite", "postgresql"])
def location(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A tournament of before the change: 16 teams, one round played, a final of 8 drawn with
    the consolante of the next 8 (a team in one bracket only, as then)."""
    if request.param == "postgresql":
        where: str = request.getfixturevalue("postgres_url")
    else:
        where = str(tmp_path / "ancien.tournoi")
    db = new_tournament(where, teams=16, draw=DrawMethod.SWISS, who=DESK)
    play(db, 1)
    start_finals(db, qualified=8, consolante=Consolante.NEXT, who=DESK)
    downgrade(db, "0020")
    db.close()
    yield where


def test_the_seeds_of_before_are_kept_and_a_losers_consolante_then_stored(
    location: str,
) -> None:
    db = tournaments.open_tournament(location)  # migrated as it opens
    try:
        before = seeds(db)
        assert len(before) == 16
        state = finals_state(db)
        assert state is not None and [len(b.seeds) for b in state.brackets] == [8, 8]

        draws.cancel_draw(db, round_number=2, who=DESK)
        start_finals(db, qualified=8, consolante=Consolante.LOSERS, who=DESK)
        play(db, 2)
        draws.draw_round(db, method=DrawMethod.SWISS, who=DESK)

        state = finals_state(db)
        assert state is not None
        main, consolante = state.bracket(Bracket.FINALE), state.bracket(Bracket.CONSOLANTE)
        assert main is not None and consolante is not None
        # Seeds 1 to 4 won their quarters as team A: the losers are seeds 5 to 8, in that order.
        assert consolante.seeds == main.seeds[4:]
        assert len(seeds(db)) == 12
    finally:
        db.close()


def test_going_back_drops_the_losers_consolante_that_the_schema_of_before_cannot_hold(
    tmp_path: Path,
) -> None:
    db = new_tournament(tmp_path / "perdants.tournoi", teams=8, draw=DrawMethod.SWISS, who=DESK)
    try:
        play(db, 1)
        start_finals(db, qualified=4, consolante=Consolante.LOSERS, who=DESK)
        play(db, 2)
        draws.draw_round(db, method=DrawMethod.SWISS, who=DESK)
        assert [bracket for bracket, _seed, _team in seeds(db)].count("consolante") == 2

        downgrade(db, "0020")

        assert [bracket for bracket, _seed, _team in seeds(db)] == ["finale"] * 4
    finally:
        db.close()
