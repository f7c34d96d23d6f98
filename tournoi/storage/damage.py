"""A damaged or tampered tournament refused when it is opened, with what is wrong, in French.

The application only writes values its own types can read back; a file
changed by another program (a SQLite tool, a disk that failed) may hold a
draw method ``hasard``, a team without players or lack a whole table, and
every page, export or draw reading it would fail with a traceback. Opening
such a file raises :class:`DamagedFile`, naming the table, the row, the column
and the value. These checks are a few queries on the small tables (about a
millisecond on a 1000-team file). The parties, results and donnes, the big
tables, are checked as they are read (:class:`tournoi.storage.domains.Checked`):
:func:`locate` then finds the row. Whether the results agree with the donnes
is the services' check (``tournoi.services.integrity``), which needs the
engine; the window runs it when it opens a file.
"""

from __future__ import annotations

from typing import Final

from sqlalchemy import Connection, Table, TextClause, select, text
from sqlmodel import SQLModel

from engine.words import count
from tournoi.storage import models
from tournoi.storage.domains import DOMAINS, expected
from tournoi.storage.errors import DamagedFile

AT_OPEN: Final = frozenset({"round", "settings"})
"""The tables whose values are scanned at each opening: a row per round, one for the settings.

The parties, results and donnes are thousands of rows in a big tournament:
their values are checked as they are read instead (a few ms of each opening
saved; every service reads them through their columns' checked type).
"""


def check(connection: Connection, location: str) -> None:
    """Refuse a file with a missing table or column, a team without its players, or a value
    of a round or of the settings that the application never writes."""
    _check_structure(connection, location)
    _check_domains(connection, location)
    _check_players(connection, location)


def locate(connection: Connection, location: str, damage: DamagedFile) -> DamagedFile:
    """``damage``, found as a value was read, with the file and the first row holding it."""
    assert damage.column is not None  # a column's type found it
    table = SQLModel.metadata.tables[damage.table]
    row = connection.execute(
        select(table.c.id).where(table.c[damage.column] == damage.value).limit(1)
    ).scalar()
    return damage.located(location, row)


def _tables() -> list[Table]:
    return [table for table in SQLModel.metadata.sorted_tables if table.name in _MODEL_TABLES]


_MODEL_TABLES: Final = frozenset(
    str(model.__tablename__)
    for model in vars(models).values()
    if isinstance(model, type) and issubclass(model, SQLModel) and hasattr(model, "__table__")
)
"""The tables of :mod:`models` (a test's own tables may share the metadata)."""


def _check_structure(connection: Connection, location: str) -> None:
    """Every table and column the schema has is in the file (``PRAGMA table_info`` on SQLite)."""
    present = _columns(connection)
    for table in _tables():
        if table.name not in present:
            raise DamagedFile(
                location=location, table=table.name, problem=f"la table « {table.name} » manque"
            )
        for column in table.columns:
            if column.name not in present[table.name]:
                raise DamagedFile(
                    location=location,
                    table=table.name,
                    column=column.name,
                    problem=f"la colonne « {column.name} » de la table « {table.name} » manque",
                )


def _columns(connection: Connection) -> dict[str, set[str]]:
    """The file's tables and their columns, in one query."""
    if connection.dialect.name == "sqlite":
        query = text(
            "SELECT m.name, p.name FROM sqlite_master AS m, pragma_table_info(m.name) AS p "
            "WHERE m.type = 'table'"
        )
    else:
        query = text(
            "SELECT table_name, column_name FROM information_schema.columns "
            "WHERE table_schema = current_schema()"
        )
    present: dict[str, set[str]] = {}
    for table, column in connection.execute(query):
        present.setdefault(table, set()).add(column)
    return present


def _check_domains(connection: Connection, location: str) -> None:
    """One query per small table: the first row with a value outside its column's domain."""
    for name, (columns, query) in _DOMAIN_QUERIES.items():
        first = connection.execute(query).first()
        if first is None:
            continue
        for column, value in zip(columns, first[1:], strict=True):
            if value is not None and value not in DOMAINS[name, column]:
                raise DamagedFile(
                    location=location,
                    table=name,
                    row=first[0],
                    column=column,
                    value=value,
                    expected=expected(name, column),
                )


def _domain_queries() -> dict[str, tuple[list[str], TextClause]]:
    """Plain SQL, written once: each opening makes a new engine, which would compile a
    statement built with SQLAlchemy's expressions again (tens of ms); the values are the
    application's own words, quoted here."""
    columns: dict[str, list[str]] = {}
    for name, column in DOMAINS:
        if name in AT_OPEN:
            columns.setdefault(name, []).append(column)
    queries = {}
    for name, names in columns.items():
        outside = " OR ".join(
            f"({column} IS NOT NULL AND {column} NOT IN "
            f"({', '.join(_quoted(value) for value in sorted(DOMAINS[name, column]))}))"
            for column in names
        )
        query = f'SELECT id, {", ".join(names)} FROM "{name}" WHERE {outside} LIMIT 1'
        queries[name] = (names, text(query))
    return queries


def _quoted(value: str) -> str:
    return "'" + value.replace("'", "''") + "'"


_DOMAIN_QUERIES: Final = _domain_queries()


def _check_players(connection: Connection, location: str) -> None:
    """A team has its two players (positions 1 and 2): every list and sheet names them.

    Two counts first (a team has one player per position at most: they are equal only when
    every team has both); the team at fault is looked for only when they differ.
    """
    teams = connection.execute(text("SELECT count(*) FROM team")).scalar()
    players = connection.execute(
        text(
            "SELECT count(*) FROM player AS p JOIN team AS t ON t.id = p.team_id "
            "WHERE p.position IN (1, 2)"
        )
    ).scalar()
    if players == 2 * (teams or 0):
        return
    row = connection.execute(
        text(
            "SELECT t.id, t.number, count(p.id) FROM team AS t "
            "LEFT JOIN player AS p ON p.team_id = t.id AND p.position IN (1, 2) "
            "GROUP BY t.id, t.number HAVING count(p.id) <> 2 LIMIT 1"
        )
    ).first()
    if row is not None:
        row_id, number, players = row
        raise DamagedFile(
            location=location,
            table="team",
            row=row_id,
            column="player",
            value=players,
            problem=f"dans la table « team », ligne {row_id}, l'équipe {number} a "
            f"{count(players, 'joueur')} au lieu de deux (table « player »)",
        )
