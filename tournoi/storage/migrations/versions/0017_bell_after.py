"""The bell's instant of a partie stopped on time: the donnes its sheet held when marked.

A partie marked « arrêtée au temps » ends after the donne in play at the bell:
a donne added later is refused, not counted. A file from before keeps, for
each partie so marked, the donnes it holds: what it counted until now.

Revision ID: 0017
Revises: 0016
Create Date: 2026-11-29 11:30:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0017"
down_revision: str | None = "0016"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # Added in place, not by copying the table: the partie's stamp triggers (0012) stay.
    op.add_column("partie", sa.Column("bell_after", sa.Integer(), nullable=True))
    op.execute(
        "UPDATE partie SET bell_after = "
        "(SELECT count(*) FROM donne WHERE donne.partie_id = partie.id) "
        "WHERE ended = 'time' "
        "AND EXISTS (SELECT 1 FROM donne WHERE donne.partie_id = partie.id)"
    )


def downgrade() -> None:
    op.drop_column("partie", "bell_after")
