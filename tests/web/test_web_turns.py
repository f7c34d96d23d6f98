"""A phone's write to a tournament file runs with no read beside it; reads wait one write at most."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager

import pytest
from starlette.testclient import TestClient

from tests.conftest import WHO
from tournoi.services import table_links
from tournoi.services.draws import DrawMethod
from tournoi.storage import Database
from tournoi.web.app import create_app
from tournoi.web.turns import FREE, WriteAlone


def until(condition: Callable[[], bool]) -> None:
    """Wait for ``condition``, which another thread makes true, and fail if it never does."""
    deadline = time.monotonic() + 10
    while not condition():
        assert time.monotonic() < deadline, "jamais atteint"
        time.sleep(0.001)


class Actor:
    """A thread that takes a turn, notes when it holds it, and keeps it until let go."""

    def __init__(
        self, name: str, turn: Callable[[], AbstractContextManager[None]], log: list[str]
    ) -> None:
        self.name, self.log = name, log
        self.holds = threading.Event()
        self.go = threading.Event()

        def run() -> None:
            with turn():
                log.append(name)
                self.holds.set()
                self.go.wait()

        self.thread = threading.Thread(target=run, daemon=True)
        self.thread.start()

    def end(self) -> None:
        self.go.set()
        self.thread.join()


@pytest.fixture
def log() -> list[str]:
    return []


@pytest.fixture
def turns() -> Iterator[WriteAlone]:
    yield WriteAlone()


def test_reads_run_together(turns: WriteAlone, log: list[str]) -> None:
    first, second = Actor("read 1", turns.read, log), Actor("read 2", turns.read, log)
    until(lambda: first.holds.is_set() and second.holds.is_set())
    first.end()
    second.end()


def test_a_write_waits_for_the_reads_under_way(turns: WriteAlone, log: list[str]) -> None:
    read = Actor("read", turns.read, log)
    read.holds.wait()
    write = Actor("write", turns.write, log)
    until(lambda: turns._writers == 1)
    assert not write.holds.is_set()
    read.end()
    write.holds.wait()
    write.end()
    assert log == ["read", "write"]


def test_a_read_waits_for_the_write_under_way(turns: WriteAlone, log: list[str]) -> None:
    write = Actor("write", turns.write, log)
    write.holds.wait()
    read = Actor("read", turns.read, log)
    until(lambda: turns._waiting == 1)
    assert not read.holds.is_set()
    write.end()
    read.holds.wait()
    read.end()
    assert log == ["write", "read"]


def test_writes_run_one_at_a_time(turns: WriteAlone, log: list[str]) -> None:
    first = Actor("write 1", turns.write, log)
    first.holds.wait()
    second = Actor("write 2", turns.write, log)
    until(lambda: turns._writers == 1)
    first.end()
    second.holds.wait()
    second.end()
    assert log == ["write 1", "write 2"]


def test_a_read_waits_for_one_write_then_goes_before_the_next(
    turns: WriteAlone, log: list[str]
) -> None:
    """Writes queued back to back (every table at the end of a partie) leave the reads a turn
    between each two, and a read that arrives while a write waits does not pass it."""
    first = Actor("write 1", turns.write, log)
    first.holds.wait()
    second = Actor("write 2", turns.write, log)
    until(lambda: turns._writers == 1)
    read = Actor("read", turns.read, log)
    until(lambda: turns._waiting == 1)
    first.end()
    read.holds.wait()
    assert not second.holds.is_set()
    read.end()
    second.holds.wait()
    later = Actor("later read", turns.read, log)
    until(lambda: turns._waiting == 1)
    second.end()
    later.holds.wait()
    later.end()
    assert log == ["write 1", "read", "write 2", "later read"]


def test_no_turns_let_everything_run_at_once(log: list[str]) -> None:
    write = Actor("write", FREE.write, log)
    read = Actor("read", FREE.read, log)
    other = Actor("write 2", FREE.write, log)
    until(lambda: write.holds.is_set() and read.holds.is_set() and other.holds.is_set())
    for actor in (write, read, other):
        actor.end()


def test_a_phone_s_read_of_a_file_waits_for_the_write_under_way(
    tournament: Callable[..., Database],
) -> None:
    db = tournament(teams=4, draw=DrawMethod.ROTATION)
    secret = table_links.issue_links(db, round_number=1, who=WHO)[0].secret
    app = create_app(db)
    turns = app.state.served.turns
    assert isinstance(turns, WriteAlone)
    answers: list[int] = []
    with TestClient(app) as client:
        with turns.write():
            reader = threading.Thread(
                target=lambda: answers.append(client.get(f"/api/table/{secret}").status_code)
            )
            reader.start()
            until(lambda: turns._waiting == 1)
            assert answers == []
        reader.join()
    assert answers == [200]
