"""The first schema: tournament, settings, teams and players, rounds, parties, donnes,
results, audit events.

Revision ID: 0001
Revises:
Create Date: 2026-11-21 04:00:14.944016
"""

from collections.abc import Sequence

import sqlalchemy as sa
import sqlmodel.sql.sqltypes
from alembic import op

revision: str = "0001"
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "team",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("name", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("fixed_table", sa.Integer(), nullable=True),
        sa.Column("first_round", sa.Integer(), nullable=False),
        sa.Column("withdrawn_after", sa.Integer(), nullable=True),
        sa.Column("created_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id"),
    )
    with op.batch_alter_table("team", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_team_number"), ["number"], unique=True)

    op.create_table(
        "tournament",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("day", sa.Date(), nullable=True),
        sa.Column("place", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("organiser", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("arbiter", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("created_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_table(
        "player",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("team_id", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("first_name", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("surname", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("club", sqlmodel.sql.sqltypes.AutoString(), nullable=True),
        sa.Column("licence", sqlmodel.sql.sqltypes.AutoString(), nullable=True),
        sa.ForeignKeyConstraint(["team_id"], ["team.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("team_id", "position"),
    )
    with op.batch_alter_table("player", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_player_team_id"), ["team_id"], unique=False)

    op.create_table(
        "round",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("method", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("seed", sa.Integer(), nullable=True),
        sa.Column("bye_team_id", sa.Integer(), nullable=True),
        sa.Column("bye_note", sqlmodel.sql.sqltypes.AutoString(), nullable=True),
        sa.Column("standings_basis", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("drawn_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["bye_team_id"],
            ["team.id"],
        ),
        sa.PrimaryKeyConstraint("id"),
    )
    with op.batch_alter_table("round", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_round_number"), ["number"], unique=True)

    op.create_table(
        "settings",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("preset", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("variant", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("counting", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("rounding", sa.Boolean(), nullable=False),
        sa.Column("sans_atout_tout_atout", sa.Boolean(), nullable=False),
        sa.Column("contre_reduced", sa.Boolean(), nullable=False),
        sa.Column("annonces", sa.Boolean(), nullable=False),
        sa.Column("target", sa.Integer(), nullable=True),
        sa.Column("donnes", sa.Integer(), nullable=True),
        sa.Column("tie", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("rounds", sa.Integer(), nullable=False),
        sa.Column("ranking_criteria", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("points_win", sa.Integer(), nullable=False),
        sa.Column("points_draw", sa.Integer(), nullable=False),
        sa.Column("points_loss", sa.Integer(), nullable=False),
        sa.Column("points_bye", sa.Integer(), nullable=False),
        sa.Column("bye_marks_mode", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("bye_marks", sa.Integer(), nullable=False),
        sa.Column("bye_counts_as_win", sa.Boolean(), nullable=False),
        sa.ForeignKeyConstraint(["tournament_id"], ["tournament.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("tournament_id"),
    )
    op.create_table(
        "partie",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("round_id", sa.Integer(), nullable=False),
        sa.Column("table_number", sa.Integer(), nullable=False),
        sa.Column("team_a_id", sa.Integer(), nullable=False),
        sa.Column("team_b_id", sa.Integer(), nullable=False),
        sa.Column("note", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("state", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("paper_a", sa.Integer(), nullable=True),
        sa.Column("paper_b", sa.Integer(), nullable=True),
        sa.Column("forfeit_team_id", sa.Integer(), nullable=True),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("updated_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=True),
        sa.Column("updated_by", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.ForeignKeyConstraint(
            ["forfeit_team_id"],
            ["team.id"],
        ),
        sa.ForeignKeyConstraint(["round_id"], ["round.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(
            ["team_a_id"],
            ["team.id"],
        ),
        sa.ForeignKeyConstraint(
            ["team_b_id"],
            ["team.id"],
        ),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("round_id", "table_number"),
    )
    with op.batch_alter_table("partie", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_partie_round_id"), ["round_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_partie_team_a_id"), ["team_a_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_partie_team_b_id"), ["team_b_id"], unique=False)

    op.create_table(
        "audit_event",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.Column("who", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("action", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("round_id", sa.Integer(), nullable=True),
        sa.Column("partie_id", sa.Integer(), nullable=True),
        sa.Column("team_id", sa.Integer(), nullable=True),
        sa.Column("before", sqlmodel.sql.sqltypes.AutoString(), nullable=True),
        sa.Column("after", sqlmodel.sql.sqltypes.AutoString(), nullable=True),
        sa.Column("message", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.ForeignKeyConstraint(["partie_id"], ["partie.id"], ondelete="SET NULL"),
        sa.ForeignKeyConstraint(["round_id"], ["round.id"], ondelete="SET NULL"),
        sa.ForeignKeyConstraint(["team_id"], ["team.id"], ondelete="SET NULL"),
        sa.PrimaryKeyConstraint("id"),
    )
    with op.batch_alter_table("audit_event", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_audit_event_at"), ["at"], unique=False)

    op.create_table(
        "donne",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("partie_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("taker", sqlmodel.sql.sqltypes.AutoString(), nullable=True),
        sa.Column("trump", sqlmodel.sql.sqltypes.AutoString(), nullable=True),
        sa.Column("points", sa.Integer(), nullable=True),
        sa.Column("contract", sa.Integer(), nullable=True),
        sa.Column("contract_capot", sa.Boolean(), nullable=False),
        sa.Column("coinche", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("capot", sqlmodel.sql.sqltypes.AutoString(), nullable=True),
        sa.Column("belote_a", sa.Integer(), nullable=False),
        sa.Column("belote_b", sa.Integer(), nullable=False),
        sa.Column("annonces", sqlmodel.sql.sqltypes.AutoString(), nullable=True),
        sa.Column("marks_a", sa.Integer(), nullable=False),
        sa.Column("marks_b", sa.Integer(), nullable=False),
        sa.Column("entered_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.Column("entered_by", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.ForeignKeyConstraint(["partie_id"], ["partie.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("partie_id", "number"),
    )
    with op.batch_alter_table("donne", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_donne_partie_id"), ["partie_id"], unique=False)

    op.create_table(
        "result",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("round_id", sa.Integer(), nullable=False),
        sa.Column("team_id", sa.Integer(), nullable=False),
        sa.Column("opponent_id", sa.Integer(), nullable=True),
        sa.Column("partie_id", sa.Integer(), nullable=True),
        sa.Column("marks_for", sa.Integer(), nullable=False),
        sa.Column("marks_against", sa.Integer(), nullable=False),
        sa.Column("outcome", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.ForeignKeyConstraint(
            ["opponent_id"],
            ["team.id"],
        ),
        sa.ForeignKeyConstraint(["partie_id"], ["partie.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["round_id"], ["round.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(
            ["team_id"],
            ["team.id"],
        ),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("round_id", "team_id"),
    )
    with op.batch_alter_table("result", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_result_round_id"), ["round_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_result_team_id"), ["team_id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("result", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_result_team_id"))
        batch_op.drop_index(batch_op.f("ix_result_round_id"))

    op.drop_table("result")
    with op.batch_alter_table("donne", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_donne_partie_id"))

    op.drop_table("donne")
    with op.batch_alter_table("audit_event", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_audit_event_at"))

    op.drop_table("audit_event")
    with op.batch_alter_table("partie", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_partie_team_b_id"))
        batch_op.drop_index(batch_op.f("ix_partie_team_a_id"))
        batch_op.drop_index(batch_op.f("ix_partie_round_id"))

    op.drop_table("partie")
    op.drop_table("settings")
    with op.batch_alter_table("round", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_round_number"))

    op.drop_table("round")
    with op.batch_alter_table("player", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_player_team_id"))

    op.drop_table("player")
    op.drop_table("tournament")
    with op.batch_alter_table("team", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_team_number"))

    op.drop_table("team")
