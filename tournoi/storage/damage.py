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
is the services' check (``tournoi.services.integrity.soundness``), which needs the
engine; the window runs it when it opens a file.
"""

from __future__ import annotations

from datetime import datetime
from typing import Final

from sqlalchemy import Connection, Table, TextClause, select, text
from sqlmodel import SQLModel

from engine.words import count
from tournoi.storage import models
from tournoi.storage.domains import DOMAINS, MAX_TEAM_NUMBER, NOT_A_TIME, TIMES, expected
from tournoi.storage.errors import DamagedFile

AT_OPEN: Final = frozenset({"round", "settings"})
"""The tables whose values are scanned at each opening: a row per round, one for the settings.

The parties, results and donnes are thousands of rows in a big tournament:
their values are checked as they are read instead (a few ms of each opening
saved; every service reads them through their columns' checked type).
"""


_TIMES_AT_OPEN: Final = frozenset({"tournament", "round"})
"""The tables whose dates are scanned at each opening: one row, one per round."""


def check(connection: Connection, location: str) -> None:
    """Refuse a file with a missing table or column, a team without its players, or a value
    of a round or of the settings that the application never writes."""
    _check_structure(connection, location)
    _check_domains(connection, location)
    _check_players(connection, location)
    _check_numbers(connection, location)
    _check_times(connection, location, _TIMES_AT_OPEN)


def check_rows(connection: Connection, location: str) -> None:
    """What :func:`check` leaves to the reading of the bigger tables, scanned whole: every
    date and time of the teams, parties, donnes, phones' writes and journal (for the
    integrity check, which the window runs on each file it opens)."""
    _check_times(connection, location, frozenset(table for table, _column in TIMES))


def locate(connection: Connection, location: str, damage: DamagedFile) -> DamagedFile:
    """``damage``, found as a value was read, with the file and the first row holding it."""
    assert damage.column is not None  # a column's type found it
    table = SQLModel.metadata.tables[damage.table]
    row = connection.execute(
        select(table.c.id).where(table.c[damage.column] == damage.value).limit(1)
    ).scalar()
    return damage.located(location, row)


def model_tables() -> list[Table]:
    """The tables of the models, whatever else shares their metadata (a test's own)."""
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
    for table in model_tables():
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
    every team has both); the team at fault is looked for only when they differ. A mêlée's
    round may leave one player over alone in its exempt group: a team of one registered mêlée
    player seated at no partie is sound.
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
            "GROUP BY t.id, t.number HAVING count(p.id) <> 2 "
            "AND NOT (count(p.id) = 1 AND max(p.melee_player_id) IS NOT NULL AND NOT EXISTS "
            "(SELECT 1 FROM partie AS g WHERE t.id IN (g.team_a_id, g.team_b_id))) LIMIT 1"
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


def _check_numbers(connection: Connection, location: str) -> None:
    """Teams numbered from 1 to MAX_TEAM_NUMBER, rounds from 1 to their count.

    A team numbered -3 or a round 1 renumbered 7 are read without error, and
    every list, draw and standings would then show them as they are.
    """
    team = connection.execute(_BAD_TEAM_NUMBER).first()
    if team is not None:
        raise DamagedFile(
            location=location, table="team", row=team[0], column="number", value=team[1],
            expected=f"au lieu d'un numéro d'équipe de 1 à {MAX_TEAM_NUMBER}",
        )  # fmt: skip
    round_row = connection.execute(_BAD_ROUND_NUMBER).first()
    if round_row is not None:
        row, number, rounds = round_row
        numbered = (
            "alors que le tournoi a un seul tour, le tour 1"
            if rounds == 1
            else f"alors que les {rounds} tours du tournoi sont numérotés de 1 à {rounds}"
        )
        raise DamagedFile(
            location=location, table="round", row=row, column="number", value=number,
            expected=numbered,
        )  # fmt: skip


_BAD_TEAM_NUMBER: Final = text(
    f"SELECT id, number FROM team WHERE number < 1 OR number > {MAX_TEAM_NUMBER} "
    "ORDER BY id LIMIT 1"
)
_BAD_ROUND_NUMBER: Final = text(
    "SELECT id, number, (SELECT count(*) FROM round) FROM round "
    "WHERE number < 1 OR number > (SELECT count(*) FROM round) ORDER BY id LIMIT 1"
)


def _check_times(connection: Connection, location: str, tables: frozenset[str]) -> None:
    """The first date and time of ``tables`` that the driver cannot read back.

    SQLite keeps them as text (``2026-11-29 14:05:09.123456``), which another
    program may replace by anything; read as the driver reads them
    (``datetime.fromisoformat``), in Python: three times quicker than SQLite's
    date functions on every row. A database server keeps only timestamps.
    """
    if connection.dialect.name != "sqlite":
        return
    # The driver's own cursor: SQLAlchemy's rows cost twice the reading for 20,000 donnes.
    driver = connection.connection.dbapi_connection
    assert driver is not None
    for table, column in TIMES:
        if table not in tables:
            continue
        for row, value in driver.execute(_TIMES_READ[table, column]):
            try:
                datetime.fromisoformat(value)
            except (TypeError, ValueError):
                raise DamagedFile(
                    location=location,
                    table=table,
                    row=row,
                    column=column,
                    value=value,
                    expected=NOT_A_TIME,
                ) from None


_TIMES_READ: Final = {
    (table, column): f'SELECT id, {column} FROM "{table}" WHERE {column} IS NOT NULL ORDER BY id'
    for table, column in TIMES
}
