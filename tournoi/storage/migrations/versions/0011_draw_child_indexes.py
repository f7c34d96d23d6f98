"""Indexes on the rows that point at a round's parties, so that cancelling a draw stays quick.

Deleting a round deletes its parties, and for each partie the database
looks for the results it cascades to and the audit events it lets go of
(``SET NULL``). The results' index came with 0010; without one on the audit's columns, each of the thousands of
parties of a big field read the whole ``result`` and ``audit_event`` tables:
twenty seconds to cancel a 5000-team round, a fifth of a second with them.

Revision ID: 0011
Revises: 0010
Create Date: 2026-11-25 15:00:00
"""

from collections.abc import Sequence

from alembic import op

revision: str = "0011"
down_revision: str | None = "0010"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_INDEXES = (
    ("ix_audit_event_partie_id", "audit_event", "partie_id"),
    ("ix_audit_event_round_id", "audit_event", "round_id"),
)


def upgrade() -> None:
    for name, table, column in _INDEXES:
        op.create_index(name, table, [column])


def downgrade() -> None:
    for name, table, _column in reversed(_INDEXES):
        op.drop_index(name, table_name=table)
