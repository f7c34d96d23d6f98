"""Alembic environment of the registers of players: migrates the connection the application hands over."""

from alembic import context
from sqlalchemy import Connection

from tournoi.storage.club.register_models import RegisterTable

target_metadata = RegisterTable.metadata


def run_migrations() -> None:
    connection: Connection = context.config.attributes["connection"]
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        render_as_batch=True,  # SQLite cannot ALTER COLUMN
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


run_migrations()
