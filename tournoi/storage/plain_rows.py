"""Rows read and written as plain columns, without the ORM's work on each row.

A draw at five thousand teams reads some thirty thousand rows and writes two
and a half thousand; the standings and the integrity check read every result
and every donne. Through the ORM each row read is an object made of its
columns, and through SQLAlchemy's rows each value is still converted by its
column's type. Three ways, from the most converted to the least:

- :func:`typed_rows`: SQLAlchemy's rows, each value converted (a boolean, a
  checked text). For any select of columns.
- :func:`driver_rows`: the driver's own tuples. Only for columns whose values
  need no conversion (numbers, plain texts), which is checked; twice as light
  for Python's collector, and what a check that finds nothing changed can afford.
- :func:`insert_rows`: the driver given every row to write at once.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import (
    ColumnDefault,
    Connection,
    Dialect,
    Executable,
    Select,
    Table,
    bindparam,
    insert,
)
from sqlmodel import Session, SQLModel


def table_of(model: type[SQLModel]) -> Table:
    """A model's table: a select of its columns reads rows, not the model's objects."""
    table: Table = model.__table__  # type: ignore[attr-defined]
    return table


def typed_rows(session: Session, query: Executable) -> Sequence[Sequence[Any]]:
    """The rows of a select of columns, each value converted by its column's type.

    For columns a driver gives otherwise (SQLite's booleans are numbers) and
    the few rows of a round or a team. Pending changes are flushed first, as
    the ORM would before a query.
    """
    session.flush()
    return session.connection().execute(query).all()  # fetched at once, not row by row


def driver_rows(source: Session | Connection, query: Select[Any]) -> Sequence[tuple[Any, ...]]:
    """The rows of a select of plain columns, a tuple each, as the driver gives them.

    For thousands of rows of numbers and texts (a big draw's field, the
    stamps of every partie). The query's parameters must be numbers or texts:
    they are written in its text. Pending changes of a session are flushed
    first, as the ORM would.
    """
    if isinstance(source, Session):
        source.flush()
        connection = source.connection()
    else:
        connection = source
    dialect = connection.dialect
    assert all(
        column.type.dialect_impl(dialect).result_processor(dialect, None) is None
        for column in query.selected_columns
    ), "a column read as the driver gives it needs no conversion"
    sql = str(query.compile(dialect=dialect, compile_kwargs={"literal_binds": True}))
    result = connection.exec_driver_sql(sql)
    try:
        return result.cursor.fetchall()
    finally:
        result.close()


def insert_rows(
    session: Session, table: Table, columns: Sequence[str], rows: Sequence[tuple[Any, ...]]
) -> None:
    """``rows``, the values of ``columns``, into ``table``: the driver given them all at once.

    For the thousands of parties of a draw. The other columns take the
    model's default (or NULL), as through SQLAlchemy; the columns written
    need no conversion, which is checked.
    """
    if not rows:
        return
    defaults = {
        column.name: column.default.arg
        for column in table.columns
        if column.name not in columns
        and isinstance(column.default, ColumnDefault)
        and column.default.is_scalar
    }
    names = [*columns, *defaults]
    connection = session.connection()
    dialect = connection.dialect
    assert not _converted(table, names, dialect), "a column written as is needs no conversion"
    compiled = (
        insert(table)
        .values({name: bindparam(name) for name in names})
        .inline()
        .compile(dialect=dialect)
    )
    rest = tuple(defaults.values())
    if compiled.positiontup is None:
        connection.exec_driver_sql(
            compiled.string, [dict(zip(names, row + rest, strict=True)) for row in rows]
        )
    else:
        assert compiled.positiontup == names, "the values in the order of the columns"
        connection.exec_driver_sql(compiled.string, [row + rest for row in rows])


def _converted(table: Table, names: Sequence[str], dialect: Dialect) -> list[str]:
    return [
        name
        for name in names
        if table.columns[name].type.dialect_impl(dialect).bind_processor(dialect) is not None
    ]
