"""The garbage collector paused while a draw makes its objects, and left as it was after."""

from __future__ import annotations

import gc
import threading
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from tests.conftest import WHO
from tournoi.services import draws
from tournoi.services.draws import DrawMethod, drawing
from tournoi.services.draws.collector import collector_paused
from tournoi.services.errors import StateError
from tournoi.storage import Database

Make = Callable[..., Database]


@pytest.fixture
def seen(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """Whether the collector ran, as the pairing of each draw found it."""
    found: list[bool] = []
    pairing = drawing.swiss_draw

    def noting(**options: Any) -> Any:
        found.append(gc.isenabled())
        return pairing(**options)

    monkeypatch.setattr(drawing, "swiss_draw", noting)
    return found


@pytest.fixture
def collector_off() -> Iterator[None]:
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def test_the_collector_is_paused_during_a_draw_and_runs_after(
    tournament: Make, seen: list[bool]
) -> None:
    db = tournament(teams=5)
    assert gc.isenabled()

    draws.draw_round(db, method=DrawMethod.SWISS, who=WHO)
    draws.redraw_round(db, round_number=1, method=DrawMethod.SWISS, withdraw=[5], who=WHO)

    assert seen == [False, False]
    assert gc.isenabled()


def test_a_refused_draw_leaves_the_collector_running(tournament: Make) -> None:
    db = tournament(teams=4, rounds=1)
    draws.draw_round(db, method=DrawMethod.SWISS, who=WHO)

    with pytest.raises(StateError):
        draws.draw_round(db, method=DrawMethod.SWISS, who=WHO)

    assert gc.isenabled()


@pytest.mark.usefixtures("collector_off")
def test_a_collector_paused_by_the_program_stays_paused(tournament: Make, seen: list[bool]) -> None:
    db = tournament(teams=4)

    draws.draw_round(db, method=DrawMethod.SWISS, who=WHO)

    assert seen == [False]
    assert not gc.isenabled()


def test_two_pauses_at_once_end_with_the_last() -> None:
    first_in, second_done = threading.Event(), threading.Event()
    during: list[bool] = []

    def first() -> None:
        with collector_paused():
            first_in.set()
            second_done.wait(timeout=10)
            during.append(gc.isenabled())

    thread = threading.Thread(target=first)
    thread.start()
    first_in.wait(timeout=10)
    with collector_paused():
        during.append(gc.isenabled())
    second_done.set()
    thread.join(timeout=10)

    assert during == [False, False]
    assert gc.isenabled()
