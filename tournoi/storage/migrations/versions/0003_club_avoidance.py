"""The organiser's option to keep two teams of one club apart in the draws.

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-25 12:40:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("settings") as batch:
        batch.add_column(
            sa.Column("avoid_same_club", sa.Boolean(), nullable=False, server_default=sa.false())
        )


def downgrade() -> None:
    with op.batch_alter_table("settings") as batch:
        batch.drop_column("avoid_same_club")
