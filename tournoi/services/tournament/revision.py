"""Whether anyone committed anything to the tournament since the last look, read cheaply.

A window asks a few times a second, on its own thread, so the answer must cost
next to nothing when nothing changed, and be exact for every writer: this
window's own sessions, the phones' server, the command line, another window
or station on the same file or server.

SQLite: ``PRAGMA data_version`` on a connection of the watcher's own, which
never writes. SQLite gives that connection a different number whenever any
other connection committed, in this process or another, and the same number
otherwise; it is read from the file's shared memory, without a transaction
and without reading a table (a few microseconds). Triggers renewing a row
would cost every write, and a tool writing the file with its own SQL would
still be missed if it dropped them.

PostgreSQL has no such number. There the audit trail is the revision: every
change writes one event in its own transaction (:mod:`tournoi.services.tournament.activity`),
so it becomes visible exactly when its event does, and asking for events
unseen is itself one count over the events' index. :meth:`RevisionWatch.read`
gives ``None``: "ask the trail", off the window's thread, as a server may be
slow to answer.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from tournoi.storage import Database


class RevisionWatch:
    """The revision of one open tournament, for one watcher."""

    def __init__(self, db: Database) -> None:
        self._connection = None if db.path is None else _watching_connection(db.path)

    def read(self) -> int | None:
        """A number that differs from the last one read when someone committed since;
        ``None`` on a database server (see the module's note).

        A file that cannot be read any more gives ``None`` as well: the trail's
        reading then says why, in French.
        """
        if self._connection is None:
            return None
        try:
            row = self._connection.execute("PRAGMA data_version").fetchone()
        except sqlite3.Error:
            return None
        return int(row[0])

    def close(self) -> None:
        if self._connection is not None:
            self._connection.close()
            self._connection = None


def _watching_connection(path: Path) -> sqlite3.Connection:
    """Read-only, so that it never holds a lock a writer waits for; not ``immutable``, which
    would tell SQLite that the file never changes."""
    return sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, check_same_thread=False)
