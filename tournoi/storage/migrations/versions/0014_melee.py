"""The concours à la mêlée: the format, the players registered alone, each pair's seats.

A mêlée's players are rows of ``melee_player``; each round's draw makes its
pairs ``team`` rows whose two ``player`` rows point to the players seated
there (``player.melee_player_id``). A file made before holds doublettes only.

Revision ID: 0014
Revises: 0013
Create Date: 2026-11-29 09:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
import sqlmodel.sql.sqltypes
from alembic import op

revision: str = "0014"
down_revision: str | None = "0013"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    text = sqlmodel.sql.sqltypes.AutoString
    op.create_table(
        "melee_player",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("first_name", text(), nullable=False),
        sa.Column("surname", text(), nullable=False),
        sa.Column("club", text(), nullable=True),
        sa.Column("licence", text(), nullable=True),
        sa.Column("first_round", sa.Integer(), nullable=False),
        sa.Column("withdrawn_after", sa.Integer(), nullable=True),
        sa.Column("checked_in", sa.Boolean(), nullable=False),
        sa.Column("paid", sa.Boolean(), nullable=False),
        sa.Column("created_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
    )
    op.create_index("ix_melee_player_number", "melee_player", ["number"], unique=True)
    op.create_index(
        "ux_melee_player_licence",
        "melee_player",
        ["licence"],
        unique=True,
        sqlite_where=sa.text("licence IS NOT NULL"),
        postgresql_where=sa.text("licence IS NOT NULL"),
    )
    with op.batch_alter_table("player") as batch:
        batch.add_column(sa.Column("melee_player_id", sa.Integer(), nullable=True))
        batch.create_foreign_key(
            "fk_player_melee_player_id",
            "melee_player",
            ["melee_player_id"],
            ["id"],
            ondelete="CASCADE",
        )
        batch.create_index("ix_player_melee_player_id", ["melee_player_id"])
    with op.batch_alter_table("settings") as batch:
        batch.add_column(sa.Column("format", text(), nullable=False, server_default="doublettes"))


def downgrade() -> None:
    with op.batch_alter_table("settings") as batch:
        batch.drop_column("format")
    with op.batch_alter_table("player") as batch:
        batch.drop_index("ix_player_melee_player_id")
        batch.drop_constraint("fk_player_melee_player_id", type_="foreignkey")
        batch.drop_column("melee_player_id")
    op.drop_index("ux_melee_player_licence", table_name="melee_player")
    op.drop_index("ix_melee_player_number", table_name="melee_player")
    op.drop_table("melee_player")
