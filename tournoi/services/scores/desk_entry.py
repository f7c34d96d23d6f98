"""The desk's writes of donnes, one at a time: each a request to the partie-write unit.

The window's entry screen, its undo and redo, and the scripts name a donne by
its number on the sheet at a table; each function here is one
:class:`~tournoi.services.scores.partie_write.PartieWrite`, made at
``version`` (the sheet as the station last saw it) when given, so that a
station never writes over another's change.
"""

from __future__ import annotations

from engine import Donne
from tournoi.services.scores.partie_write import Change, PartieWrite, write
from tournoi.services.scores.sheet_changes import (
    AddDonne,
    CorrectDonne,
    DeleteDonne,
    InsertDonne,
    StopOnTime,
)
from tournoi.services.scores.view import Recorded
from tournoi.storage import Database


def record_donne(
    db: Database,
    *,
    round_number: int,
    table: int,
    donne: Donne,
    who: str,
    version: int | None = None,
) -> Recorded:
    """Add the next donne of the sheet."""
    return _written(db, round_number, table, AddDonne(donne=donne), who=who, version=version)


def correct_donne(
    db: Database,
    *,
    round_number: int,
    table: int,
    number: int,
    donne: Donne,
    who: str,
    version: int | None = None,
) -> Recorded:
    """Replace donne ``number`` (from 1); the following donnes are scored again."""
    change = CorrectDonne(donne=donne, number=number)
    return _written(db, round_number, table, change, who=who, version=version)


def insert_donne(
    db: Database,
    *,
    round_number: int,
    table: int,
    number: int,
    donne: Donne,
    who: str,
    version: int | None = None,
) -> Recorded:
    """Insert a forgotten donne before donne ``number``; the following ones move down."""
    change = InsertDonne(donne=donne, number=number)
    return _written(db, round_number, table, change, who=who, version=version)


def delete_donne(
    db: Database,
    *,
    round_number: int,
    table: int,
    number: int,
    who: str,
    version: int | None = None,
) -> Recorded:
    """Remove donne ``number``; the following ones move up."""
    change = DeleteDonne(number=number)
    return _written(db, round_number, table, change, who=who, version=version)


def stop_on_time(
    db: Database,
    *,
    round_number: int,
    table: int,
    on_time: bool,
    who: str,
    version: int | None = None,
) -> Recorded:
    """Say that the partie at ``table`` was stopped on time after its last donne entered
    (``on_time``), or that it was not after all; its result follows (§10.4: the higher total
    wins at the bell, equal totals play one more donne)."""
    change = StopOnTime(on_time=on_time)
    return _written(db, round_number, table, change, who=who, version=version)


def _written(
    db: Database, round_number: int, table: int, change: Change, *, who: str, version: int | None
) -> Recorded:
    request = PartieWrite(round=round_number, table=table, who=who, change=change, version=version)
    return write(db, request=request).recorded
