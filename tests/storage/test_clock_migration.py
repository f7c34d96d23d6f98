"""Migration 0020: the round's clock is kept in the tournament. A file or a server's database of
before opens with the clock at zero, and two stations opened on it then share one clock."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from sqlalchemy import inspect

from tests.conftest import downgrade, new_tournament
from tournoi.services import round_clock as clock
from tournoi.services.draws import DrawMethod
from tournoi.services.round_clock import ClockState
from tournoi.services.tournament import lifecycle as tournaments

DESK = "Table de marque"
NINE = datetime(2026, 11, 29, 14, 0, tzinfo=UTC)


@pytest.fixture(params=["sqlite", "postgresql"])
def location(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A tournament of before the table: four teams, round 1 drawn."""
    if request.param == "postgresql":
        where: str = request.getfixturevalue("postgres_url")
    else:
        where = str(tmp_path / "ancien.tournoi")
    db = new_tournament(where, teams=4, draw=DrawMethod.ROTATION, who=DESK)
    downgrade(db, "0018")
    with db.session() as session:
        assert "round_clock" not in inspect(session.connection()).get_table_names()
    db.close()
    yield where


def test_the_file_of_before_opens_at_zero_and_its_stations_share_one_clock(location: str) -> None:
    north = tournaments.open_tournament(location)  # migrated as it opens
    south = tournaments.open_tournament(location)
    try:
        assert clock.read(north) is None and clock.read(south) is None
        started = clock.start(north, who=DESK, seconds=45 * 60, now=NINE)
        assert clock.read(south) == started
        assert started == ClockState(round=1, seconds=2700, spent=0.0, started_at=NINE)
        paused = clock.pause(south, who="Arbitre", now=NINE.replace(minute=10))
        assert clock.read(north) == paused and paused is not None and paused.spent == 600
    finally:
        north.close()
        south.close()
