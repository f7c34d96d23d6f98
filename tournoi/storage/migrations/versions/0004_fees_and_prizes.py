"""Entry fee (amount and basis) in the settings, and the prize list (« lots »).

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-25 12:30:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
import sqlmodel.sql.sqltypes
from alembic import op

revision: str = "0004"
down_revision: str | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("settings") as batch:
        batch.add_column(sa.Column("fee_cents", sa.Integer(), nullable=False, server_default="0"))
        batch.add_column(
            sa.Column(
                "fee_basis",
                sqlmodel.sql.sqltypes.AutoString(),
                nullable=False,
                server_default="team",
            )
        )
    op.create_table(
        "prize",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("first_rank", sa.Integer(), nullable=True),
        sa.Column("last_rank", sa.Integer(), nullable=True),
        sa.Column("amount_cents", sa.Integer(), nullable=True),
        sa.Column("item", sqlmodel.sql.sqltypes.AutoString(), nullable=False, server_default=""),
        sa.Column("special", sqlmodel.sql.sqltypes.AutoString(), nullable=False, server_default=""),
        sa.Column(
            "filter_kind", sqlmodel.sql.sqltypes.AutoString(), nullable=False, server_default=""
        ),
        sa.Column(
            "filter_value", sqlmodel.sql.sqltypes.AutoString(), nullable=False, server_default=""
        ),
        sa.PrimaryKeyConstraint("id"),
    )


def downgrade() -> None:
    op.drop_table("prize")
    with op.batch_alter_table("settings") as batch:
        batch.drop_column("fee_basis")
        batch.drop_column("fee_cents")
