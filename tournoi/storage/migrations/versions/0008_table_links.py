"""Entry at the tables: each table's link for a phone, the phones' submissions, the signatures.

Revision ID: 0008
Revises: 0005
Create Date: 2026-11-25 12:20:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
import sqlmodel.sql.sqltypes
from alembic import op

revision: str = "0008"
down_revision: str | None = "0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "table_link",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "partie_id",
            sa.Integer(),
            sa.ForeignKey("partie.id", ondelete="CASCADE"),
            nullable=False,
            unique=True,
        ),
        sa.Column("secret", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("locked", sa.Boolean(), nullable=False, server_default=sa.false()),
        sa.Column("created_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
    )
    op.create_index("ix_table_link_secret", "table_link", ["secret"], unique=True)
    op.create_table(
        "phone_submission",
        sa.Column("id", sqlmodel.sql.sqltypes.AutoString(length=64), primary_key=True),
        sa.Column(
            "partie_id",
            sa.Integer(),
            sa.ForeignKey("partie.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
    )
    op.create_index("ix_phone_submission_partie_id", "phone_submission", ["partie_id"])
    with op.batch_alter_table("partie") as batch:
        batch.add_column(
            sa.Column(
                "signed_a", sqlmodel.sql.sqltypes.AutoString(), nullable=False, server_default=""
            )
        )
        batch.add_column(
            sa.Column(
                "signed_b", sqlmodel.sql.sqltypes.AutoString(), nullable=False, server_default=""
            )
        )


def downgrade() -> None:
    with op.batch_alter_table("partie") as batch:
        batch.drop_column("signed_b")
        batch.drop_column("signed_a")
    op.drop_index("ix_phone_submission_partie_id", table_name="phone_submission")
    op.drop_table("phone_submission")
    op.drop_index("ix_table_link_secret", table_name="table_link")
    op.drop_table("table_link")
