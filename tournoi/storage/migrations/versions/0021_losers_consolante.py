"""A consolante of the final bracket's first stage's losers: a team may then hold a seed in
both brackets, so a team is unique within a bracket (a unique index) rather than across them.

The table is laid anew and its rows copied, the same way on SQLite (which
cannot drop an unnamed constraint in place) and PostgreSQL (whose sequence of
ids then goes on past the rows copied).

Revision ID: 0021
Revises: 0020
Create Date: 2026-11-29 14:55:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
import sqlmodel.sql.sqltypes
from alembic import op

revision: str = "0021"
down_revision: str | None = "0020"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_COLUMNS = "id, bracket, seed, team_id"


def upgrade() -> None:
    _lay_anew(team_unique=False)
    op.create_index("ux_bracket_seed_team", "bracket_seed", ["bracket", "team_id"], unique=True)


def downgrade() -> None:
    # A schema of before holds one seed a team: the losers' consolante is not kept.
    op.execute(
        "DELETE FROM bracket_seed WHERE bracket = 'consolante' AND team_id IN "
        "(SELECT team_id FROM bracket_seed WHERE bracket = 'finale')"
    )
    op.drop_index("ux_bracket_seed_team", table_name="bracket_seed")
    _lay_anew(team_unique=True)


def _lay_anew(*, team_unique: bool) -> None:
    op.create_table(
        "bracket_seed_new",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("bracket", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("seed", sa.Integer(), nullable=False),
        sa.Column(
            "team_id",
            sa.Integer(),
            sa.ForeignKey("team.id", ondelete="CASCADE"),
            nullable=False,
            unique=team_unique,
        ),
        sa.UniqueConstraint("bracket", "seed"),
    )
    op.execute(f"INSERT INTO bracket_seed_new ({_COLUMNS}) SELECT {_COLUMNS} FROM bracket_seed")
    op.drop_table("bracket_seed")
    op.rename_table("bracket_seed_new", "bracket_seed")
    if op.get_bind().dialect.name == "postgresql":
        op.execute(
            "SELECT setval(pg_get_serial_sequence('bracket_seed', 'id'), "
            "COALESCE(MAX(id), 0) + 1, false) FROM bracket_seed"
        )
