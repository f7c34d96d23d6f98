"""The « Table » field of the score entry screen: a table number, a team number, or part of a name.

What the arbiter types to reach a sheet; no Qt, so that it is tested as plain text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from engine import UserError


class TableQueryError(UserError):
    """An empty « Table » field."""

    def __init__(self, message: str) -> None:
        super().__init__(message, field="table")


class Lookup(StrEnum):
    """What the field asks for."""

    TABLE = "table"
    TEAM = "team"
    NAME = "name"


@dataclass(frozen=True, slots=True)
class TableQuery:
    """What the « Table » field asks for: a table number, a team number, or part of a name."""

    kind: Lookup
    number: int = 0
    text: str = ""


_NUMBER: Final = re.compile(r"[0-9]+")
_TEAM_NUMBER: Final = re.compile(r"(?:e|é|eq|éq|equipe|équipe)\.?\s*([0-9]+)")


def parse_table_query(text: str) -> TableQuery:
    """``12`` is table 12, ``e12`` or ``équipe 12`` team 12, anything else part of a team's name.

    >>> parse_table_query(" 7 "), parse_table_query("Équipe 12").number
    (TableQuery(kind=<Lookup.TABLE: 'table'>, number=7, text=''), 12)
    >>> parse_table_query("dubois").kind
    <Lookup.NAME: 'name'>
    """
    words = " ".join(text.split())
    if not words:
        raise TableQueryError("Tapez un numéro de table, « e12 » pour l'équipe 12, ou un nom.")
    if _NUMBER.fullmatch(words):
        return TableQuery(Lookup.TABLE, int(words))
    team = _TEAM_NUMBER.fullmatch(words.casefold())
    if team:
        return TableQuery(Lookup.TEAM, int(team.group(1)))
    return TableQuery(Lookup.NAME, text=words)
