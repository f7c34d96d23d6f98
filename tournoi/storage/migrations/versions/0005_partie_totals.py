"""Partie totals: a partie's two final totals recorded alone, and how the organiser wants parties entered.

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-25 12:20:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0005"
down_revision: str | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("partie") as batch:
        batch.add_column(sa.Column("totals_a", sa.Integer(), nullable=True))
        batch.add_column(sa.Column("totals_b", sa.Integer(), nullable=True))
    with op.batch_alter_table("settings") as batch:
        batch.add_column(
            sa.Column("entry_mode", sa.String(), nullable=False, server_default="either")
        )


def downgrade() -> None:
    with op.batch_alter_table("settings") as batch:
        batch.drop_column("entry_mode")
    with op.batch_alter_table("partie") as batch:
        batch.drop_column("totals_b")
        batch.drop_column("totals_a")
