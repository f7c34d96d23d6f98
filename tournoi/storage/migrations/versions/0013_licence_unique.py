"""A licence number belongs to one player of the tournament, whichever station registers it.

Registration reads the licences already stored, then writes: two stations
registering the same licence at the same instant both passed that check. The
unique index refuses the second one, as the team numbers' index does (« un
autre poste a enregistré la même chose au même instant »). Players without a
licence (``NULL``) are not concerned.

A file may already hold a licence twice (stored that way before this index).
Refusing to open it would lock the organiser out of the tournament in the hall
for a slip of typing; dropping a player is out of the question. The first
player registered keeps the licence; each other one's is emptied, and the
audit trail says which licence was taken from whom and whose it stays, so
that the journal shows it and the arbiter types the right one again. An empty
text is no licence: it becomes ``NULL`` (the application never stores one).

Revision ID: 0013
Revises: 0012
Create Date: 2026-11-29 03:30:00
"""

import json
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Final

import sqlalchemy as sa
from alembic import op

revision: str = "0013"
down_revision: str | None = "0012"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

INDEX: Final = "ux_player_licence"
_PLAYER = sa.table(
    "player",
    sa.column("id", sa.Integer),
    sa.column("team_id", sa.Integer),
    sa.column("first_name", sa.String),
    sa.column("surname", sa.String),
    sa.column("licence", sa.String),
)
_TEAM = sa.table("team", sa.column("id", sa.Integer), sa.column("number", sa.Integer))
_AUDIT = sa.table(
    "audit_event",
    sa.column("at", sa.DateTime),
    sa.column("who", sa.String),
    sa.column("action", sa.String),
    sa.column("team_id", sa.Integer),
    sa.column("before", sa.String),
    sa.column("after", sa.String),
    sa.column("message", sa.String),
)


def upgrade() -> None:
    connection = op.get_bind()
    connection.execute(sa.update(_PLAYER).where(_PLAYER.c.licence == "").values(licence=None))
    _untwin(connection)
    op.create_index(
        INDEX, "player", ["licence"], unique=True,
        sqlite_where=sa.text("licence IS NOT NULL"),
        postgresql_where=sa.text("licence IS NOT NULL"),
    )  # fmt: skip


def _untwin(connection: sa.Connection) -> None:
    """Each licence stored twice or more: kept by its first player, emptied for the others."""
    player, team = _PLAYER.c, _TEAM.c
    twice = (
        sa.select(player.licence)
        .where(player.licence.is_not(None))
        .group_by(player.licence)
        .having(sa.func.count() > 1)
    )
    rows = connection.execute(
        sa.select(player.id, player.team_id, player.first_name, player.surname, player.licence,
                  team.number)
        .join(_TEAM, team.id == player.team_id)
        .where(player.licence.in_(twice))
        .order_by(player.licence, player.id)
    ).all()  # fmt: skip
    keeper: dict[str, str] = {}
    for player_id, team_id, first_name, surname, licence, number in rows:
        name = f"{first_name} {surname}".strip()
        if licence not in keeper:
            keeper[licence] = f"{name} (équipe {number})"
            continue
        connection.execute(sa.update(_PLAYER).where(player.id == player_id).values(licence=None))
        connection.execute(
            sa.insert(_AUDIT).values(
                at=datetime.now(UTC), who="mise à jour du fichier", action="player.licence",
                team_id=team_id, before=json.dumps({"licence": licence}),
                after=json.dumps({"licence": None}),
                message=f"Licence {licence} retirée à {name} (équipe {number}) : elle était "
                f"aussi celle de {keeper[licence]}. Saisissez la bonne licence de ce joueur.",
            )
        )  # fmt: skip


def downgrade() -> None:
    op.drop_index(INDEX, table_name="player")
