"""The teams as a draw sees them, checked, and who has met whom."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from tournoi.services.pairing.errors import DuplicateTeamError, EntrantError, FixedTableError

Met = Mapping[int, Mapping[int, int]]
"""Who met whom: ``met[x][y]`` is the round in which teams x and y met (either direction)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Entrant:
    """A team as the draw sees it.

    ``rank`` is its place in the current standings, 1 the best; ex aequo teams
    share a rank and keep the order they are given in. ``byes`` counts the
    times it has already been exempt. ``clubs`` are its players' clubs: a
    draw that avoids two teams of one club pairs two teams sharing one only
    when nothing else can be done.

    >>> Entrant(number=7, rank=3, fixed_table=1)
    Entrant(number=7, rank=3, fixed_table=1, byes=0)
    >>> Entrant(number=7, rank=0)
    Traceback (most recent call last):
    ...
    tournoi.services.pairing.errors.EntrantError: Équipe 7 : rang 0 au classement, or le premier rang est 1.
    """

    number: int
    rank: int
    fixed_table: int | None = None
    byes: int = 0
    clubs: frozenset[str] = field(default=frozenset(), repr=False)

    def __post_init__(self) -> None:
        if self.number < 1:
            raise EntrantError(
                "number",
                f"Numéro d'équipe {self.number} : les équipes sont numérotées à partir de 1.",
            )
        if self.rank < 1:
            raise EntrantError(
                "rank",
                f"Équipe {self.number} : rang {self.rank} au classement, or le premier rang est 1.",
            )
        if self.fixed_table is not None and self.fixed_table < 1:
            raise EntrantError(
                "fixed_table",
                f"Équipe {self.number} : table attitrée {self.fixed_table}, "
                "or les tables sont numérotées à partir de 1.",
            )
        if self.byes < 0:
            raise EntrantError(
                "byes", f"Équipe {self.number} : {self.byes} exemptions, un nombre négatif."
            )


def checked_standings(entrants: Sequence[Entrant]) -> list[Entrant]:
    """The entrants checked, best first; ex aequo teams keep their given order."""
    check_unique([team.number for team in entrants], "entrants")
    holders: dict[int, int] = {}
    for team in entrants:
        if team.fixed_table is None:
            continue
        if team.fixed_table in holders:
            raise FixedTableError(
                "fixed_table",
                f"Les équipes {holders[team.fixed_table]} et {team.number} ont la même table "
                f"attitrée ({team.fixed_table}) : une table ne reçoit qu'une partie par tour.",
            )
        holders[team.fixed_table] = team.number
    return sorted(entrants, key=lambda team: team.rank)


def check_unique(numbers: Sequence[int], field: str) -> None:
    seen: set[int] = set()
    for number in numbers:
        if number in seen:
            raise DuplicateTeamError(field, f"L'équipe {number} figure deux fois dans le tirage.")
        seen.add(number)


def met_positions(field: Sequence[Entrant], met: Met) -> list[set[int]]:
    """For each team of ``field``, the positions in ``field`` of the teams it has met."""
    position = {team.number: k for k, team in enumerate(field)}
    met_by: list[set[int]] = [set() for _ in field]
    for k, team in enumerate(field):
        for other in met.get(team.number, {}):
            o = position.get(other)
            if o is not None and o != k:
                met_by[k].add(o)
                met_by[o].add(k)
    return met_by


def club_positions(field: Sequence[Entrant]) -> list[set[int]]:
    """For each team of ``field``, the positions of the other teams sharing a club with it."""
    members: dict[str, set[int]] = {}
    for k, team in enumerate(field):
        for club in team.clubs:
            members.setdefault(club.casefold(), set()).add(k)
    shared: list[set[int]] = [set() for _ in field]
    for group in members.values():
        for k in group:
            shared[k] |= group - {k}
    return shared


def shared_club(a: Entrant, b: Entrant) -> str | None:
    """The club two teams share, if any (the first in alphabetical order)."""
    theirs = {club.casefold(): club for club in b.clubs}
    common = sorted(club for club in a.clubs if club.casefold() in theirs)
    return common[0] if common else None


def met_round(met: Met, x: int, y: int) -> int | None:
    round_met = met.get(x, {}).get(y)
    return met.get(y, {}).get(x) if round_met is None else round_met
