"""Where a phone's write spends its time on a SQLite file: the hall's server, profiled.

    .venv/bin/python benchmarks/web_hall.py --profile [other options]

The phones' writes to a file pass one at a time (``table_entry._ONE_WRITER``):
this server times each write's wait for that turn apart from the time it holds
it, and profiles (:mod:`cProfile`) what the holder does, from its ``BEGIN
IMMEDIATE`` to its commit. Only the thread holding the turn is profiled, so the
reads answered meanwhile in other threads show only as the holder's waits.
"""

from __future__ import annotations

import cProfile
import io
import pstats
import statistics
import threading
import time
from multiprocessing.connection import Connection
from multiprocessing.synchronize import Event as EventType
from types import TracebackType

from benchmarks.web_tables import serve
from tournoi.services.tables import entry as table_entry


class TimedTurn:
    """The writers' lock, timed: the wait for it and the hold, each write apart."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.profile = cProfile.Profile()
        self.waits: list[float] = []
        self.holds: list[float] = []
        self._taken = 0.0

    def __enter__(self) -> None:
        asked = time.perf_counter()
        self.lock.acquire()
        self._taken = time.perf_counter()
        self.waits.append(self._taken - asked)
        self.profile.enable()

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        _tb: TracebackType | None,
    ) -> None:
        self.profile.disable()
        self.holds.append(time.perf_counter() - self._taken)
        self.lock.release()

    def report(self) -> str:
        lines = [
            _line("waited for the turn", self.waits),
            _line("held the turn (profiled)", self.holds),
            f"turn held {sum(self.holds):.1f} s in all",
        ]
        text = io.StringIO()
        pstats.Stats(self.profile, stream=text).sort_stats("cumulative").print_stats(40)
        return "\n".join(lines) + "\n" + text.getvalue()


def _line(name: str, seconds: list[float]) -> str:
    ms = sorted(1000 * s for s in seconds)
    if not ms:
        return f"{name}: never"
    p95 = ms[min(len(ms) - 1, int(0.95 * len(ms)))]
    return f"{name}: {len(ms)} writes, median {statistics.median(ms):.1f} ms, 95% {p95:.1f} ms, max {ms[-1]:.1f} ms"


def serve_profiled(location: str, port: Connection, stop: EventType) -> None:
    """:func:`~benchmarks.web_tables.serve`, its phones' writes timed and profiled; the report
    printed once it stopped."""
    turn = TimedTurn()
    table_entry._ONE_WRITER = turn  # type: ignore[misc,assignment]  # the one lock swapped for a timed one
    serve(location, port, stop)
    print(turn.report(), flush=True)
