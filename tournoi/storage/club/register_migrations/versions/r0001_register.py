"""A club's register: its players, each once (a licence at most once), and their pairs.

Revision ID: r0001
Revises:
Create Date: 2026-11-29 10:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "r0001"
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "register_player",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("first_name", sa.String(), nullable=False),
        sa.Column("surname", sa.String(), nullable=False),
        sa.Column("folded", sa.String(), nullable=False),
        sa.Column("club", sa.String(), nullable=True),
        sa.Column("licence", sa.String(), nullable=True),
        sa.Column("seen_at", sa.DateTime(), nullable=False),
    )
    op.create_index("ix_register_player_folded", "register_player", ["folded"])
    op.create_index(
        "ux_register_player_licence",
        "register_player",
        ["licence"],
        unique=True,
        sqlite_where=sa.text("licence IS NOT NULL"),
    )
    op.create_table(
        "register_team",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "first_id",
            sa.Integer(),
            sa.ForeignKey("register_player.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column(
            "second_id",
            sa.Integer(),
            sa.ForeignKey("register_player.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("seen_at", sa.DateTime(), nullable=False),
        sa.UniqueConstraint("first_id", "second_id"),
    )
    op.create_index("ix_register_team_first_id", "register_team", ["first_id"])
    op.create_index("ix_register_team_second_id", "register_team", ["second_id"])


def downgrade() -> None:
    op.drop_table("register_team")
    op.drop_table("register_player")
