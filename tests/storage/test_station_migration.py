"""Migration 0018: every event of the trail names the station that wrote it. A file or a server's
database of before keeps its events, with no station, and two stations of one name writing on it
afterwards are told apart."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import inspect
from sqlmodel import col, select

from engine import Donne, Team, Trump
from tests.conftest import downgrade, new_tournament
from tournoi.services import scores
from tournoi.services.draws import DrawMethod
from tournoi.services.tournament import activity
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.storage import Database, models

DESK = "Table de marque"
A80 = Donne(taker=Team.A, contract=80, trump=Trump.PIQUE, points=117)


@pytest.fixture(params=["sqlite", "postgresql"])
def location(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A tournament of before the column: four teams, round 1 drawn, one donne on table 1."""
    if request.param == "postgresql":
        where: str = request.getfixturevalue("postgres_url")
    else:
        where = str(tmp_path / "ancien.tournoi")
    db = new_tournament(where, teams=4, draw=DrawMethod.ROTATION, who=DESK)
    scores.record_donne(db, round_number=1, table=1, donne=A80, who=DESK)
    downgrade(db, "0017")
    with db.session() as session:
        columns = {c["name"] for c in inspect(session.connection()).get_columns("audit_event")}
    assert "station" not in columns and "who" in columns
    db.close()
    yield where


def trail(db: Database) -> list[tuple[str, str | None]]:
    with db.session() as session:
        rows = session.exec(
            select(models.AuditEvent.who, models.AuditEvent.station).order_by(
                col(models.AuditEvent.id)
            )
        ).all()
    return list(rows)


def test_the_trail_of_before_opens_and_two_stations_of_one_name_are_told_apart(
    location: str,
) -> None:
    north = tournaments.open_tournament(location)  # migrated as it opens
    south = tournaments.open_tournament(location)
    try:
        before = trail(north)
        assert len(before) >= 6 and before[-1] == (DESK, None)  # the events of before, kept
        assert {station for _, station in before} == {None}
        assert north.station != south.station
        watcher = activity.start(north, station=north.station)

        scores.record_donne(north, round_number=1, table=1, donne=A80, who=DESK)
        scores.record_donne(south, round_number=1, table=2, donne=A80, who=DESK)

        assert trail(north)[len(before) :] == [(DESK, north.station), (DESK, south.station)]
        news = activity.news(north, watcher)
        assert [(event.who, event.message) for event in news] == [
            (DESK, "Tour 1, table 2 : Donne 1 saisie.")
        ]
        assert activity.news(north, watcher) == []
    finally:
        north.close()
        south.close()
