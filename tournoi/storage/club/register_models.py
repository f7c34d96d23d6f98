"""The tables of a club's register of players: each person once, and the pairs they played in.

Kept on the organiser's laptop only, for registration to suggest names as they
are typed; each person can be deleted from it (README: the register and the GDPR).
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import Index, UniqueConstraint, text
from sqlalchemy.orm import registry
from sqlmodel import Field, SQLModel

from tournoi.storage.club.models import UNVALIDATED


class RegisterTable(SQLModel, registry=registry()):
    """The base of the register's tables: a metadata of their own."""


class RegisterPlayer(RegisterTable, table=True):
    model_config = UNVALIDATED
    __tablename__ = "register_player"
    __table_args__ = (
        Index(
            "ux_register_player_licence",
            "licence",
            unique=True,
            sqlite_where=text("licence IS NOT NULL"),
        ),
    )

    id: int | None = Field(default=None, primary_key=True)
    first_name: str
    surname: str
    folded: str = Field(index=True)
    """« prénom nom » without accents, case or hyphens: how the person is found by name."""
    club: str | None = None
    licence: str | None = None
    seen_at: datetime
    """The last time the person was registered or imported."""


class RegisterTeam(RegisterTable, table=True):
    """Two players who played together: the partner is filled in when one of them is chosen."""

    model_config = UNVALIDATED
    __tablename__ = "register_team"
    __table_args__ = (UniqueConstraint("first_id", "second_id"),)

    id: int | None = Field(default=None, primary_key=True)
    first_id: int = Field(foreign_key="register_player.id", ondelete="CASCADE", index=True)
    second_id: int = Field(foreign_key="register_player.id", ondelete="CASCADE", index=True)
    """The pair's ids in increasing order: a pair is stored once whoever came first."""
    seen_at: datetime
