"""A challenge's club: the organiser its concours must have; empty in a challenge made before.

Revision ID: c0002
Revises: c0001
Create Date: 2026-11-29 10:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "c0002"
down_revision: str | None = "c0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("challenge") as table:
        table.add_column(sa.Column("club", sa.String(), nullable=False, server_default=""))


def downgrade() -> None:
    with op.batch_alter_table("challenge") as table:
        table.drop_column("club")
