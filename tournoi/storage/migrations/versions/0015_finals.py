"""Finals after the qualifying rounds: the phase, each bracket's seeds, each partie's place;
and the partie au temps: its duration, a partie stopped on time (« arrêtée au temps »).

Revision ID: 0015
Revises: 0014
Create Date: 2026-11-29 09:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
import sqlmodel.sql.sqltypes
from alembic import op

revision: str = "0015"
down_revision: str | None = "0014"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "final_phase",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("qualified", sa.Integer(), nullable=False),
        sa.Column("consolante", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("after_round", sa.Integer(), nullable=False),
    )
    op.create_table(
        "bracket_seed",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("bracket", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("seed", sa.Integer(), nullable=False),
        sa.Column(
            "team_id",
            sa.Integer(),
            sa.ForeignKey("team.id", ondelete="CASCADE"),
            nullable=False,
            unique=True,
        ),
        sa.UniqueConstraint("bracket", "seed"),
    )
    op.create_table(
        "bracket_partie",
        sa.Column(
            "partie_id",
            sa.Integer(),
            sa.ForeignKey("partie.id", ondelete="CASCADE"),
            primary_key=True,
        ),
        sa.Column("bracket", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("stage", sa.Integer(), nullable=False),
        sa.Column("slot", sa.Integer(), nullable=False),
    )
    # Added in place, not by copying the tables: the partie's stamp triggers (0012) stay.
    op.add_column(
        "partie",
        sa.Column("ended", sqlmodel.sql.sqltypes.AutoString(), nullable=False, server_default=""),
    )
    op.add_column("settings", sa.Column("partie_minutes", sa.Integer(), nullable=True))


def downgrade() -> None:
    op.drop_column("settings", "partie_minutes")
    op.drop_column("partie", "ended")
    op.drop_table("bracket_partie")
    op.drop_table("bracket_seed")
    op.drop_table("final_phase")
