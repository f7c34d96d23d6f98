"""Check-in at the door: each team pointed present, and its entry fee paid.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-25 12:05:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0002"
down_revision: str | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("team") as batch:
        batch.add_column(
            sa.Column("checked_in", sa.Boolean(), nullable=False, server_default=sa.false())
        )
        batch.add_column(sa.Column("paid", sa.Boolean(), nullable=False, server_default=sa.false()))


def downgrade() -> None:
    with op.batch_alter_table("team") as batch:
        batch.drop_column("paid")
        batch.drop_column("checked_in")
