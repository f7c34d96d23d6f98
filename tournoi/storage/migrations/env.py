"""Alembic environment: migrates the connection the application hands over, or a URL."""

from alembic import context
from sqlalchemy import Connection, create_engine
from sqlmodel import SQLModel

import tournoi.storage.models  # noqa: F401  (registers the tables)

target_metadata = SQLModel.metadata


def run_migrations() -> None:
    connection = context.config.attributes.get("connection")
    if connection is None:
        url = context.config.get_main_option("sqlalchemy.url")
        assert url, "no connection and no sqlalchemy.url"
        with create_engine(url).connect() as own:
            _run(own)
            own.commit()
    else:
        _run(connection)


def _run(connection: Connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        render_as_batch=True,  # SQLite cannot ALTER COLUMN
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


run_migrations()
