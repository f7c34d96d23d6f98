"""The one owner of what is kept of an open tournament: a :class:`TournamentCache` per handle.

Each kind of cache is a class built with no argument (:class:`~.standings.StandingsCache`,
:class:`~.integrity.IntegrityCache`, :class:`~tournoi.services.tables.sheet_cache.SheetMemo`); :func:`owned` gives the
one of a database handle, made at its first use. Two handles (two files open at once, or two
stations on one file) never share one. The handle's :meth:`~tournoi.storage.Database.on_release`
drops them all when it is closed or its file replaced by a copy.
"""

from __future__ import annotations

import threading
import weakref
from functools import partial
from typing import TypeVar, cast
from weakref import WeakKeyDictionary

from tournoi.storage import Database

Kind = TypeVar("Kind")


class TournamentCache:
    """Everything kept of one open tournament, one object per kind of cache."""

    def __init__(self) -> None:
        self._kept: dict[type, object] = {}
        self._lock = threading.Lock()

    def get(self, kind: type[Kind]) -> Kind:
        """The cache of ``kind``, made empty at its first use."""
        with self._lock:
            found = self._kept.get(kind)
            if found is None:
                found = self._kept[kind] = kind()
            return cast(Kind, found)


_owners: WeakKeyDictionary[Database, TournamentCache] = WeakKeyDictionary()
_lock = threading.Lock()
"""The window, its worker threads and the phones' server ask for the same handle's at once."""


def cache_of(db: Database) -> TournamentCache:
    """What is kept of the tournament open through ``db``; made at the first call."""
    with _lock:
        owner = _owners.get(db)
        if owner is None:
            owner = _owners[db] = TournamentCache()
            # Weakly: the handle's own list of callbacks must not keep it alive.
            db.on_release(partial(_drop, weakref.ref(db)))
        return owner


def owned(db: Database, kind: type[Kind]) -> Kind:
    """The cache of ``kind`` of the tournament open through ``db``."""
    return cache_of(db).get(kind)


def _drop(handle: weakref.ref[Database]) -> None:
    db = handle()
    if db is not None:
        with _lock:
            _owners.pop(db, None)
