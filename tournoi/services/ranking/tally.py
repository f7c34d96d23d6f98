"""One team's counts as the results are read, and its line of the standings."""

from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Final

from tournoi.services.ranking.criteria import RankingSettings
from tournoi.services.ranking.results import Outcome, ResultRow, TeamEntry


@dataclass(frozen=True, slots=True, kw_only=True)
class StandingRow:
    """One line of the standings; ``ex_aequo`` when it shares its rank."""

    rank: int
    number: int
    name: str
    played: int
    won: int
    drawn: int
    lost: int
    byes: int
    forfeits_won: int
    forfeits_lost: int
    points_for: int
    points_against: int
    goal_average: int
    ranking_points: int
    buchholz: int
    ex_aequo: bool
    withdrawn: bool


_COUNTS: Final = MappingProxyType(
    {
        Outcome.WIN: (1, 0, 0, 0, 0, 0),
        Outcome.DRAW: (0, 1, 0, 0, 0, 0),
        Outcome.LOSS: (0, 0, 1, 0, 0, 0),
        Outcome.BYE: (0, 0, 0, 1, 0, 0),
        Outcome.FORFEIT_WIN: (1, 0, 0, 0, 1, 0),
        Outcome.FORFEIT_LOSS: (0, 0, 1, 0, 0, 1),
    }
)
"""What each outcome adds to won, drawn, lost, byes, forfeits won and lost (a bye may count
as won too, as the organiser chose): a look-up per result, tens of thousands late on."""

_AT_TABLE: Final = frozenset(outcome for outcome in Outcome if outcome.at_table)


@dataclass(slots=True)
class Tally:
    """One team's running counts while the results are read."""

    played: int = 0
    won: int = 0
    drawn: int = 0
    lost: int = 0
    byes: int = 0
    forfeits_won: int = 0
    forfeits_lost: int = 0
    points_for: int = 0
    points_against: int = 0
    ranking_points: int = 0
    buchholz: int = 0
    opponents: list[int] = field(default_factory=list)
    meetings: list[ResultRow] = field(default_factory=list)

    def add(self, row: ResultRow, settings: RankingSettings) -> None:
        outcome = row.outcome
        self.played += 1
        self.points_for += row.marks_for
        self.points_against += row.marks_against
        self.ranking_points += settings.points.of(outcome)
        won, drawn, lost, bye, forfeit_won, forfeit_lost = _COUNTS[outcome]
        self.won += won + (bye if settings.bye_counts_as_win else 0)
        self.drawn += drawn
        self.lost += lost
        self.byes += bye
        self.forfeits_won += forfeit_won
        self.forfeits_lost += forfeit_lost
        if row.opponent is not None:
            self.meetings.append(row)
            if outcome in _AT_TABLE:
                self.opponents.append(row.opponent)

    def row(self, *, rank: int, entry: TeamEntry, ex_aequo: bool) -> StandingRow:
        return StandingRow(
            rank=rank,
            number=entry.number,
            name=entry.name,
            played=self.played,
            won=self.won,
            drawn=self.drawn,
            lost=self.lost,
            byes=self.byes,
            forfeits_won=self.forfeits_won,
            forfeits_lost=self.forfeits_lost,
            points_for=self.points_for,
            points_against=self.points_against,
            goal_average=self.points_for - self.points_against,
            ranking_points=self.ranking_points,
            buchholz=self.buchholz,
            ex_aequo=ex_aequo,
            withdrawn=entry.withdrawn,
        )
