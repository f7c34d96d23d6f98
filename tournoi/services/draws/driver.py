"""Rows read and written through the database's driver as it takes and gives them.

A draw at five thousand teams reads some thirty thousand rows and writes
two and a half thousand. Through SQLAlchemy each row read is an object
around the driver's tuple and each row written a round of its parameters'
processing: twice the work for Python's collector, and half the writing's
time. Only for columns whose values need no conversion (numbers, texts),
which is checked.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import ColumnDefault, Dialect, Select, Table, bindparam, insert
from sqlmodel import Session


def plain_rows(session: Session, query: Select[Any]) -> Sequence[Any]:
    """The rows of a select of plain columns, a tuple each, as the driver gives them.

    The query's parameters must be numbers (they are written in its text).
    Pending changes are flushed first, as the ORM would.
    """
    session.flush()
    connection = session.connection()
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

    The other columns take the model's default (or NULL), as through SQLAlchemy.
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
