"""The standings' revision: what tells a station its standings are still those of the database.

The tournament row counts every change of results (``standings_revision``)
and names, with a token renewed on every other change of what the standings
depend on (teams, a cancelled round, settings), the history they belong to
(``standings_epoch``). A partie, and a round for its bye, keep the revision
at which their results last changed, so that standings can be brought up to
date from those parties alone. A file of an older version starts at 0 and its
first standings are computed in full.

Revision ID: 0010
Revises: 0006
Create Date: 2026-11-25 14:40:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0010"
down_revision: str | None = "0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("tournament") as batch:
        batch.add_column(
            sa.Column("standings_revision", sa.Integer(), nullable=False, server_default="0")
        )
        batch.add_column(
            sa.Column("standings_epoch", sa.String(), nullable=False, server_default="")
        )
    with op.batch_alter_table("round") as batch:
        batch.add_column(
            sa.Column("result_revision", sa.Integer(), nullable=False, server_default="0")
        )
    with op.batch_alter_table("partie") as batch:
        batch.add_column(
            sa.Column("result_revision", sa.Integer(), nullable=False, server_default="0")
        )
    op.create_index("ix_partie_result_revision", "partie", ["result_revision"])
    op.create_index("ix_result_partie_id", "result", ["partie_id"])


def downgrade() -> None:
    op.drop_index("ix_result_partie_id", table_name="result")
    op.drop_index("ix_partie_result_revision", table_name="partie")
    with op.batch_alter_table("partie") as batch:
        batch.drop_column("result_revision")
    with op.batch_alter_table("round") as batch:
        batch.drop_column("result_revision")
    with op.batch_alter_table("tournament") as batch:
        batch.drop_column("standings_epoch")
        batch.drop_column("standings_revision")
