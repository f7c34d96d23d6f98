"""The names the head schema puts in a SQLite file: tables, ``table.column``, indexes, triggers.

What a file at the head revision holds whole, and a file truly at an older
revision lacks in part (:func:`tournoi.storage.opening_checks.look_read_only`).
"""

from __future__ import annotations

from functools import cache

from tournoi.storage.damage import model_tables
from tournoi.storage.stamps import SQLITE_TRIGGERS


@cache
def head_names() -> frozenset[str]:
    """Every table, column, index and trigger the models and the migrations give a new file."""
    names: set[str] = set(SQLITE_TRIGGERS)
    for table in model_tables():
        names.add(table.name)
        names.update(f"{table.name}.{column.name}" for column in table.columns)
        names.update(str(index.name) for index in table.indexes if index.name)
    return frozenset(names)
