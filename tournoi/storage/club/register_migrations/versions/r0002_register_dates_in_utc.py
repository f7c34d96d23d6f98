"""The register's dates with their time zone on PostgreSQL, as the models declare them.

SQLite keeps a date as text whatever its column says; PostgreSQL's ``timestamp``
without time zone would turn the UTC instant the application writes into the
server's local time, read back as UTC: hours off wherever the server is not on
UTC. No register was on a server before this revision: the dates there are UTC.

Revision ID: r0002
Revises: r0001
Create Date: 2026-11-29 11:45:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "r0002"
down_revision: str | None = "r0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

TABLES = ("register_player", "register_team")


def upgrade() -> None:
    if op.get_bind().dialect.name != "postgresql":
        return
    for table in TABLES:
        op.alter_column(
            table,
            "seen_at",
            type_=sa.DateTime(timezone=True),
            existing_type=sa.DateTime(),
            existing_nullable=False,
            postgresql_using="seen_at AT TIME ZONE 'UTC'",
        )


def downgrade() -> None:
    if op.get_bind().dialect.name != "postgresql":
        return
    for table in TABLES:
        op.alter_column(
            table,
            "seen_at",
            type_=sa.DateTime(),
            existing_type=sa.DateTime(timezone=True),
            existing_nullable=False,
            postgresql_using="seen_at AT TIME ZONE 'UTC'",
        )
