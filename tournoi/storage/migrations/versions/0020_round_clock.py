"""The round's clock, kept in the tournament: every station and the phones show the same one.

Which round it counts, its duration, the time counted before the run in
progress and when that run began (UTC). A file from before has no clock
started: it opens with the clock at zero.

Revision ID: 0020
Revises: 0019
Create Date: 2026-11-29 14:30:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
import sqlmodel.sql.sqltypes
from alembic import op

revision: str = "0020"
down_revision: str | None = "0019"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "round_clock",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("round_number", sa.Integer(), nullable=False),
        sa.Column("seconds", sa.Integer(), nullable=False),
        sa.Column("spent", sa.Float(), nullable=False),
        sa.Column("started_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=True),
    )


def downgrade() -> None:
    op.drop_table("round_clock")
