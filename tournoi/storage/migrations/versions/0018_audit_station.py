"""The station that wrote each event of the audit trail: an identifier drawn at each opening.

Two stations may bear one name (two desks both « Table de marque »), and the
desk writes beside the phones' server it runs, through one handle: a window
tells its own events from everyone else's by this identifier, not by the name
nor by when the events were written. The events of a file of before have none:
they are everyone else's.

Revision ID: 0018
Revises: 0017
Create Date: 2026-11-29 12:30:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0018"
down_revision: str | None = "0017"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # Added in place (nullable, no default): the trail's rows are not copied.
    op.add_column("audit_event", sa.Column("station", sa.String(), nullable=True))


def downgrade() -> None:
    op.drop_column("audit_event", "station")
