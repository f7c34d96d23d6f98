"""Which station writes: an identifier drawn at random, written in every event of the audit trail.

A window tells its own events from everyone else's by it. The name a station
gives cannot (two desks both « Table de marque »), nor can the instant an event
was written (another station commits during this one's action). Each handle
(:class:`~tournoi.storage.Database`) draws one when it opens: a second window,
the command line, the phones' server of another process each write under their
own. One handle may serve two writers in one process, the desk's window and the
phones' server it runs: the desk's actions then write under an identifier of
the window's own (:func:`writing_as`), on the thread that carries them out,
and the phones' requests, on the server's threads, under the handle's.

>>> len(drawn()), drawn() != drawn()
(16, True)
"""

from __future__ import annotations

import secrets
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Final

SESSION_KEY: Final = "station"
"""Where a session's ``info`` holds the station it writes for (read by the audit trail)."""

_writing: ContextVar[tuple[object, str] | None] = ContextVar("writing_as", default=None)
"""The handle and the station the current thread writes for, inside :func:`writing_as`."""


def drawn() -> str:
    """A new station identifier: 64 random bits, so that two stations never draw the same."""
    return secrets.token_hex(8)


@contextmanager
def writing_as(handle: object, station: str) -> Iterator[None]:
    """Within the block, the sessions this thread opens on ``handle`` write for ``station``.

    Only this thread's (a context variable): a thread of the phones' server writing
    meanwhile through the same handle keeps the handle's own station.
    """
    token = _writing.set((handle, station))
    try:
        yield
    finally:
        _writing.reset(token)


def current(handle: object, own: str) -> str:
    """The station a session opened now on ``handle`` writes for: ``own`` (the handle's),
    unless this thread is inside :func:`writing_as` for that handle."""
    writing = _writing.get()
    if writing is not None and writing[0] is handle:
        return writing[1]
    return own
