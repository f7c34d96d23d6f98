"""The round's clock as the phones read it: the time left at the server's now, the bell's instant
and its minute in the hall's time, paused or rung; only what a player needs."""

from __future__ import annotations

import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest
from starlette.testclient import TestClient

from tests.conftest import WHO
from tests.web.test_web_app import secret
from tests.web.test_web_on_time import Maker, timed
from tournoi.services import audit
from tournoi.services import round_clock as clock
from tournoi.services.draws import DrawMethod
from tournoi.storage import Database
from tournoi.web.app import create_app

START = datetime(2026, 11, 29, 14, 0, tzinfo=UTC)  # 15 h 00 in the hall (Paris, winter time)


@pytest.fixture
def hall(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[datetime]]:
    """The laptop in Paris's time zone; the server's now, moved on by the test."""
    now = [START]
    monkeypatch.setenv("TZ", "Europe/Paris")
    time.tzset()
    monkeypatch.setattr(audit, "now", lambda: now[0])
    yield now
    monkeypatch.undo()
    time.tzset()


@pytest.fixture
def db(tournament: Maker) -> Database:
    """Four teams, round 1 drawn, parties of 45 minutes."""
    return timed(tournament(teams=4, draw=DrawMethod.ROTATION), 45)


@pytest.fixture
def client(db: Database) -> Iterator[TestClient]:
    with TestClient(create_app(db)) as client:
        yield client


def read(client: TestClient, db: Database) -> dict[str, object] | None:
    """The table's clock, checked to be the public page's too."""
    answer = client.get(f"/api/table/{secret(db)}/clock")
    assert answer.status_code == 200, answer.text
    found = answer.json()["clock"]
    assert client.get("/api/clock").json()["clock"] == found
    assert "clock" not in client.get("/api/public").json()  # kept apart: the page is kept
    assert found is None or isinstance(found, dict)
    return found


def test_the_phones_read_the_time_left_and_the_bells_minute(
    client: TestClient, db: Database, hall: list[datetime]
) -> None:
    assert read(client, db) is None  # at zero: nothing to show
    clock.start(db, who=WHO, now=START)
    hall[0] = START + timedelta(minutes=10)
    assert read(client, db) == {
        "round": 1,
        "running": True,
        "rung": False,
        "left": 2100.0,
        "now": "2026-11-29T14:10:00+00:00",
        "bell_at": "2026-11-29T14:45:00+00:00",
        "bell": "15 h 45",
    }

    clock.pause(db, who=WHO, now=START + timedelta(minutes=20))
    hall[0] = START + timedelta(minutes=30)
    paused = read(client, db)
    assert paused is not None
    assert (paused["running"], paused["left"], paused["bell"], paused["bell_at"]) == (
        False, 1500.0, None, None,
    )  # fmt: skip

    clock.resume(db, who=WHO, now=START + timedelta(minutes=30))  # rings at 15 h 55
    hall[0] = START + timedelta(minutes=56)
    rung = read(client, db)
    assert rung is not None
    assert (rung["running"], rung["rung"], rung["left"], rung["bell"]) == (True, True, 0.0, None)
    assert rung["bell_at"] == "2026-11-29T14:55:00+00:00"


def test_a_link_that_opens_nothing_reads_no_clock(client: TestClient, db: Database) -> None:
    clock.start(db, who=WHO, seconds=600)
    answer = client.get("/api/table/" + "x" * 24 + "/clock")
    assert answer.status_code == 404
    assert answer.json()["error"].startswith("Ce lien n'ouvre aucune feuille")
