"""Turns between the phones' reads and writes on a tournament file: a write runs alone.

The phones' writes to a SQLite file pass one at a time
(:mod:`~tournoi.services.table_entry`), so that every table's write waits for
the one running. That write goes into SQLite some fifteen times (each statement,
the commit) and must take Python's interpreter lock back each time, behind every
thread answering a read meanwhile: with a few dozen reads under way, a write
that takes 25 ms alone took 60 to 120 ms, and at the end of a partie, when
every table sends its last donne and signs, the writes queued for seconds.

Here a write waits for the reads under way to end, then runs with no read
beside it; a read that arrives while a write waits or runs goes after that
write, and before the next one (« phase-fair »): a read waits for one write at
most, a write for the reads already under way and the writes before it. On a
database server the writes of different tables run at once, and the database's
work is in its own process: there the turns are not taken (:data:`FREE`).
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager, nullcontext
from typing import Final, Protocol


class Turns(Protocol):
    """Who runs when: reads together, a write alone, or everyone at once."""

    def read(self) -> AbstractContextManager[None]:
        """Held while a read is answered."""

    def write(self) -> AbstractContextManager[None]:
        """Held while a write is made."""


class _Free:
    def read(self) -> AbstractContextManager[None]:
        return nullcontext()

    def write(self) -> AbstractContextManager[None]:
        return nullcontext()


FREE: Final[Turns] = _Free()
"""No turns: reads and writes run as they come (a database server)."""


class WriteAlone:
    """Reads together, each write alone, in phases: see the module."""

    def __init__(self) -> None:
        self._changed = threading.Condition()
        self._reading = 0
        self._writing = False
        self._writers = 0
        """Writes waiting for their turn."""
        self._waiting = 0
        """Reads waiting for a write to end."""
        self._admitted = 0
        """Reads that waited for the last write to end and go before the next one."""
        self._written = 0
        """Writes ended so far."""

    @contextmanager
    def read(self) -> Iterator[None]:
        with self._changed:
            if self._writing or self._writers:
                self._wait_for_a_write()
            self._reading += 1
        try:
            yield
        finally:
            with self._changed:
                self._reading -= 1
                if not self._reading:
                    self._changed.notify_all()

    def _wait_for_a_write(self) -> None:
        seen = self._written
        self._waiting += 1
        try:
            self._changed.wait_for(
                lambda: not self._writing and (not self._writers or self._written != seen)
            )
        finally:
            self._waiting -= 1
        if self._written != seen:
            self._admitted -= 1

    @contextmanager
    def write(self) -> Iterator[None]:
        with self._changed:
            self._writers += 1
            try:
                self._changed.wait_for(
                    lambda: not (self._writing or self._reading or self._admitted)
                )
            finally:
                self._writers -= 1
            self._writing = True
        try:
            yield
        finally:
            with self._changed:
                self._writing = False
                self._written += 1
                self._admitted = self._waiting
                self._changed.notify_all()
