"""A challenge file: its rules, the concours added and their final standings per team and player.

Revision ID: c0001
Revises:
Create Date: 2026-11-29 09:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "c0001"
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "challenge",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("rule", sa.String(), nullable=False),
        sa.Column("ranked", sa.String(), nullable=False),
        sa.Column("best", sa.Integer(), nullable=True),
        sa.Column("min_concours", sa.Integer(), nullable=False),
        sa.Column("win_points", sa.Integer(), nullable=False),
        sa.Column("bye_points", sa.Integer(), nullable=False),
        sa.Column("bye_marks", sa.Integer(), nullable=False),
        sa.Column("placing", sa.String(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
    )
    op.create_table(
        "concours",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("identity", sa.String(), nullable=False, unique=True),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("day", sa.Date(), nullable=True),
        sa.Column("place", sa.String(), nullable=False),
        sa.Column("file_name", sa.String(), nullable=False),
        sa.Column("rounds", sa.Integer(), nullable=False),
        sa.Column("added_at", sa.DateTime(), nullable=False),
    )
    op.create_table(
        "concours_team",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "concours_id",
            sa.Integer(),
            sa.ForeignKey("concours.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("rank", sa.Integer(), nullable=False),
        sa.Column("withdrawn", sa.Boolean(), nullable=False),
        sa.Column("wins", sa.Integer(), nullable=False),
        sa.Column("byes", sa.Integer(), nullable=False),
        sa.Column("marks", sa.Integer(), nullable=False),
        sa.Column("table_marks", sa.Integer(), nullable=False),
    )
    op.create_index("ix_concours_team_concours_id", "concours_team", ["concours_id"])
    op.create_table(
        "concours_player",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "team_id",
            sa.Integer(),
            sa.ForeignKey("concours_team.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("first_name", sa.String(), nullable=False),
        sa.Column("surname", sa.String(), nullable=False),
        sa.Column("club", sa.String(), nullable=True),
        sa.Column("licence", sa.String(), nullable=True),
    )
    op.create_index("ix_concours_player_team_id", "concours_player", ["team_id"])


def downgrade() -> None:
    op.drop_table("concours_player")
    op.drop_table("concours_team")
    op.drop_table("concours")
    op.drop_table("challenge")
