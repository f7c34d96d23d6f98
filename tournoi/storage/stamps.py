"""Whether the partie stamps of a database can be trusted: their triggers are all there.

Migration 0012 gives each partie a ``stamp`` that triggers renew whenever
its row, its donnes or its result rows change, whoever writes them. A SQLite
tool can drop a trigger, and a later migration rebuilding a table would lose
its own: without them, a partie's stamp no longer says it is unchanged, and
the integrity check must score everything (:func:`kept`).
"""

from __future__ import annotations

from typing import Final

from sqlalchemy import Connection, text

SQLITE_TRIGGERS: Final = frozenset(
    f"{table}_stamp_{event}"
    for table, events in (
        ("partie", ("insert", "update")),
        ("donne", ("insert", "update", "delete")),
        ("result", ("insert", "update", "delete")),
    )
    for event in events
)
POSTGRESQL_TRIGGERS: Final = frozenset({"partie_stamp", "donne_stamp", "result_stamp"})

_SQLITE: Final = text("SELECT name FROM sqlite_master WHERE type = 'trigger'")
_POSTGRESQL: Final = text(
    "SELECT t.tgname FROM pg_trigger AS t JOIN pg_class AS c ON c.oid = t.tgrelid "
    "JOIN pg_namespace AS n ON n.oid = c.relnamespace "
    "WHERE n.nspname = current_schema() AND NOT t.tgisinternal AND t.tgenabled <> 'D'"
)


def kept(connection: Connection) -> bool:
    """Whether every trigger that renews the stamps is in the database (and enabled)."""
    sqlite = connection.dialect.name == "sqlite"
    present = set(connection.execute(_SQLITE if sqlite else _POSTGRESQL).scalars())
    return (SQLITE_TRIGGERS if sqlite else POSTGRESQL_TRIGGERS) <= present
