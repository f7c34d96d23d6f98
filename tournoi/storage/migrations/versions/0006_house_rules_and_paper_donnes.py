"""House rules and paper donnes: the règles de la maison of the settings, and what an arbiter copies.

The settings' rounding becomes its step (10, 5 or 0) so that the house rule
« arrondi à 5 près » survives; each house rule is a column, off by default,
so a file of an older version opens with the FFB rules it was played with.
A donne keeps its annonce points, its renonce and an arbiter's decision.

Revision ID: 0006
Revises: 0008
Create Date: 2026-11-25 13:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0006"
down_revision: str | None = "0008"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_FLAGS = (
    "must_undertrump",
    "always_overtrump",
    "belote_imprenable",
    "contract_on_card_points",
    "defence_capot_keeps_annonces",
    "clockwise",
)


def upgrade() -> None:
    with op.batch_alter_table("settings") as batch:
        batch.alter_column(
            "rounding",
            existing_type=sa.Boolean(),
            type_=sa.Integer(),
            existing_nullable=False,
            postgresql_using="CASE WHEN rounding THEN 10 ELSE 0 END",
        )
        for name in _FLAGS:
            batch.add_column(sa.Column(name, sa.Boolean(), nullable=False, server_default="0"))
        batch.add_column(
            sa.Column("equal_totals", sa.String(), nullable=False, server_default="litige")
        )
        batch.add_column(
            sa.Column("both_over_target", sa.String(), nullable=False, server_default="higher_wins")
        )
    # A stored True was « to the ten » (SQLite keeps the 1 of the boolean).
    op.execute("UPDATE settings SET rounding = 10 WHERE rounding = 1")
    with op.batch_alter_table("donne") as batch:
        for name in ("annonce_points_a", "annonce_points_b"):
            batch.add_column(sa.Column(name, sa.Integer(), nullable=False, server_default="0"))
        batch.add_column(sa.Column("renonce", sa.String(), nullable=True))
        batch.add_column(sa.Column("decision_a", sa.Integer(), nullable=True))
        batch.add_column(sa.Column("decision_b", sa.Integer(), nullable=True))
        batch.add_column(sa.Column("reason", sa.String(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("donne") as batch:
        for name in ("reason", "decision_b", "decision_a", "renonce"):
            batch.drop_column(name)
        batch.drop_column("annonce_points_b")
        batch.drop_column("annonce_points_a")
    op.execute("UPDATE settings SET rounding = 1 WHERE rounding <> 0")
    with op.batch_alter_table("settings") as batch:
        batch.drop_column("both_over_target")
        batch.drop_column("equal_totals")
        for name in reversed(_FLAGS):
            batch.drop_column(name)
        batch.alter_column(
            "rounding",
            existing_type=sa.Integer(),
            type_=sa.Boolean(),
            existing_nullable=False,
            postgresql_using="rounding <> 0",
        )
