"""The address where the concours's results are published: the club's site.

Once the results' site is uploaded (``tournoi publish``), the public page of
the phones and the projector offer its QR code, so that the players find the
results again the next day. A tournament never published keeps an empty text.

Revision ID: 0016
Revises: 0015
Create Date: 2026-11-29 09:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0016"
down_revision: str | None = "0015"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("tournament") as batch:
        batch.add_column(sa.Column("published_url", sa.String(), nullable=False, server_default=""))


def downgrade() -> None:
    with op.batch_alter_table("tournament") as batch:
        batch.drop_column("published_url")
