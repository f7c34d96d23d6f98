"""How a partie of the finals with equal totals is decided (« départage »), chosen when the
finals are set up: one more donne while the totals are equal (the FFB's end of a partie, the
only rule before this column), or the better seed of the qualifying rounds goes through.

Revision ID: 0019
Revises: 0018
Create Date: 2026-11-29 14:10:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
import sqlmodel.sql.sqltypes
from alembic import op

revision: str = "0019"
down_revision: str | None = "0018"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # Added in place: a file of before keeps the FFB's one more donne, its only rule then.
    op.add_column(
        "settings",
        sa.Column(
            "knockout_tie",
            sqlmodel.sql.sqltypes.AutoString(),
            nullable=False,
            server_default="extra_donne",
        ),
    )


def downgrade() -> None:
    op.drop_column("settings", "knockout_tie")
