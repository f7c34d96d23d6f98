"""The tables of a challenge file: its rules, and each concours added as it ended.

A concours is kept as a snapshot of its final standings, per team with its
players, so that the challenge is ranked again (a concours removed, a rule
changed) without the tournament files, which may have moved or gone.
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Final

from sqlalchemy.orm import registry
from sqlmodel import Field, SQLModel
from sqlmodel._compat import SQLModelConfig

UNVALIDATED: Final = SQLModelConfig(defer_build=True)


class ClubTable(SQLModel, registry=registry()):
    """The base of the club's tables: a metadata of their own, never a tournament's."""


class Challenge(ClubTable, table=True):
    """The challenge's name and rules: one row per file."""

    model_config = UNVALIDATED
    __tablename__ = "challenge"

    id: int | None = Field(default=None, primary_key=True)
    name: str
    rule: str
    """``marks``, ``wins`` or ``placing``."""
    ranked: str = "player"
    """``player`` (each player on his own, even when played in pairs) or ``team``."""
    best: int | None = None
    """Only the best ``best`` concours of each one count; ``None``: all of them."""
    min_concours: int = 1
    """The concours one must have played to be ranked."""
    win_points: int = 4
    bye_points: int = 3
    bye_marks: int = 1000
    placing: str = ""
    """The points of each place, in order, comma-separated (``25,20,16``)."""
    created_at: datetime


class Concours(ClubTable, table=True):
    """A finished concours added to the challenge."""

    model_config = UNVALIDATED
    __tablename__ = "concours"

    id: int | None = Field(default=None, primary_key=True)
    identity: str = Field(unique=True)
    """The tournament's own identity (its creation's instant and name), whatever its file's name."""
    name: str
    day: date | None = None
    place: str = ""
    file_name: str = ""
    """The file's name when it was added, to tell the organiser which one it was."""
    rounds: int
    added_at: datetime


class ConcoursTeam(ClubTable, table=True):
    """One team's line of a concours' final standings, and what the rules count of it."""

    model_config = UNVALIDATED
    __tablename__ = "concours_team"

    id: int | None = Field(default=None, primary_key=True)
    concours_id: int = Field(foreign_key="concours.id", ondelete="CASCADE", index=True)
    number: int
    name: str
    rank: int
    withdrawn: bool = False
    wins: int
    """Parties won, at the table or by forfeit."""
    byes: int
    marks: int
    """Every mark, the byes' included as the tournament counted them."""
    table_marks: int
    """The marks of the parties played (byes left out)."""


class ConcoursPlayer(ClubTable, table=True):
    model_config = UNVALIDATED
    __tablename__ = "concours_player"

    id: int | None = Field(default=None, primary_key=True)
    team_id: int = Field(foreign_key="concours_team.id", ondelete="CASCADE", index=True)
    position: int
    first_name: str
    surname: str
    club: str | None = None
    licence: str | None = None
