"""The round's clock kept in the tournament: started, paused, resumed, given a new duration and
reset by any station, each in the trail; its refusals in French."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from tests.conftest import WHO, new_tournament
from tournoi.services import audit
from tournoi.services import round_clock as clock
from tournoi.services.draws import DrawMethod
from tournoi.services.round_clock import ClockState
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.storage import Database

NINE = datetime(2026, 11, 29, 14, 0, tzinfo=UTC)


def at(minutes: float) -> datetime:
    return NINE + timedelta(minutes=minutes)


@pytest.fixture
def db(tmp_path: Path) -> Database:
    """Four teams, round 1 drawn, parties au temps of 45 minutes."""
    opened = new_tournament(tmp_path / "chrono.tournoi", draw=DrawMethod.ROTATION)
    settings = replace(tournaments.get_settings(opened), partie_minutes=45)
    tournaments.update_settings(opened, settings=settings, who=WHO)
    return opened


def trail(db: Database) -> list[tuple[str, str, str]]:
    with db.session() as session:
        return [
            (entry.who, entry.action, entry.message)
            for entry in audit.entries(session)
            if entry.action.startswith("clock.")
        ]


def test_started_paused_resumed_and_reset_each_in_the_trail(db: Database) -> None:
    assert clock.read(db) is None
    started = clock.start(db, who="Table de marque", now=at(0))
    assert started == ClockState(round=1, seconds=2700, spent=0.0, started_at=NINE)
    assert clock.read(db) == started and started.bell_at == at(45)

    paused = clock.pause(db, who="Arbitre", now=at(10))
    assert paused == ClockState(round=1, seconds=2700, spent=600.0, started_at=None)
    assert paused.left(at(30)) == 35 * 60  # paused: the time left holds
    resumed = clock.resume(db, who="Arbitre", now=at(20))
    assert resumed.bell_at == at(55) and resumed.left(at(54)) == 60
    assert clock.read(db) == resumed

    clock.reset(db, who="Table de marque")
    assert clock.read(db) is None
    assert trail(db) == [
        ("Table de marque", "clock.start", "Chrono du tour 1 démarré."),
        ("Arbitre", "clock.pause", "Chrono du tour 1 mis en pause (35:00 restantes)."),
        ("Arbitre", "clock.resume", "Chrono du tour 1 relancé."),
        ("Table de marque", "clock.reset", "Chrono du tour 1 remis à zéro."),
    ]


def test_a_second_start_keeps_the_first_and_writes_nothing(db: Database) -> None:
    first = clock.start(db, who="Nord", now=at(0))
    assert clock.start(db, who="Sud", seconds=60, now=at(3)) == first
    assert clock.pause(db, who="Sud", now=at(5)) is not None
    assert clock.pause(db, who="Sud", now=at(6)) == clock.read(db)  # paused already
    clock.reset(db, who="Nord")
    clock.reset(db, who="Sud")  # at zero already
    assert [action for _who, action, _message in trail(db)] == [
        "clock.start", "clock.pause", "clock.reset",
    ]  # fmt: skip


def test_a_new_duration_moves_the_bell(db: Database) -> None:
    assert clock.retime(db, seconds=3000, who=WHO) is None  # at zero: nothing to give time to
    clock.start(db, who=WHO, seconds=30 * 60, now=at(0))
    moved = clock.retime(db, seconds=50 * 60, who=WHO, now=at(40))
    assert moved is not None and moved.bell_at == at(50) and not moved.rung(at(49))
    assert trail(db)[-1][2] == "Chrono du tour 1 porté de 30 à 50 min."


def test_the_refusals_say_what_is_missing(tmp_path: Path) -> None:
    undrawn = new_tournament(tmp_path / "sans-tour.tournoi")
    with pytest.raises(clock.NoRoundError, match="Aucun tour n'est tiré"):
        clock.start(undrawn, who=WHO, seconds=2700)
    aux_points = new_tournament(tmp_path / "aux-points.tournoi", draw=DrawMethod.ROTATION)
    with pytest.raises(clock.NoDurationError, match="Aucune durée de partie n'est fixée"):
        clock.start(aux_points, who=WHO)
    with pytest.raises(clock.NoDurationError, match="Durée du chrono de 0 s"):
        clock.start(aux_points, who=WHO, seconds=0)
    with pytest.raises(clock.NotStartedError, match="Le chrono est à zéro"):
        clock.resume(aux_points, who=WHO)
    assert clock.read(aux_points) is None and trail(aux_points) == []

    clock.start(aux_points, who=WHO, seconds=60, now=at(0))
    clock.pause(aux_points, who=WHO, now=at(2))  # stopped after the bell
    with pytest.raises(clock.TimeUpError, match="Temps écoulé : remettez le chrono à zéro"):
        clock.resume(aux_points, who=WHO, now=at(3))


def test_a_reader_behind_the_start_counts_the_whole_duration() -> None:
    running = ClockState(round=3, seconds=600, spent=0.0, started_at=at(0))
    assert running.left(at(-1)) == 600 and not running.rung(at(9.9)) and running.rung(at(10))
