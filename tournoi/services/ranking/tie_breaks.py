"""Ranking the teams on the criteria in turn, head-to-head as a mini-league among the tied."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from itertools import groupby
from types import MappingProxyType
from typing import Final

from tournoi.services.ranking.criteria import Criterion, RankingPoints, RankingSettings
from tournoi.services.ranking.results import Outcome
from tournoi.services.ranking.tally import Tally

# Each criterion but head-to-head as a score, the higher the better.
_SCORES: Final[Mapping[Criterion, Callable[[Tally], int]]] = MappingProxyType(
    {
        Criterion.WINS: lambda tally: tally.won,
        Criterion.RANKING_POINTS: lambda tally: tally.ranking_points,
        Criterion.MARKS: lambda tally: tally.points_for,
        Criterion.GOAL_AVERAGE: lambda tally: tally.points_for - tally.points_against,
        Criterion.MARKS_AGAINST: lambda tally: -tally.points_against,
        Criterion.BUCHHOLZ: lambda tally: tally.buchholz,
    }
)


def ranked_groups(tallies: Mapping[int, Tally], settings: RankingSettings) -> list[list[int]]:
    """The team numbers, best first, in groups tied on every criterion.

    The criteria between two head-to-heads are applied at once, as one key
    of their scores in order: the same as one after the other among the teams
    each leaves tied, in one sort instead of one per criterion.
    """
    groups = [sorted(tallies)]
    for run in _runs(settings.criteria):
        if run == (Criterion.HEAD_TO_HEAD,):
            points = settings.head_to_head_points
            groups = [part for group in groups for part in _head_to_head(group, tallies, points)]
        else:
            scores = [_SCORES[criterion] for criterion in run]
            keys = {
                number: tuple(score(tally) for score in scores) for number, tally in tallies.items()
            }
            groups = [part for group in groups for part in _split(group, keys.__getitem__)]
    return groups


def _runs(criteria: tuple[Criterion, ...]) -> list[tuple[Criterion, ...]]:
    """The criteria in runs of plain scores, each head-to-head a run of its own.

    >>> _runs((Criterion.WINS, Criterion.MARKS, Criterion.HEAD_TO_HEAD, Criterion.BUCHHOLZ))
    [(<Criterion.WINS: 'wins'>, <Criterion.MARKS: 'marks'>), (<Criterion.HEAD_TO_HEAD: 'head_to_head'>,), (<Criterion.BUCHHOLZ: 'buchholz'>,)]
    """
    runs: list[tuple[Criterion, ...]] = []
    for criterion in criteria:
        if criterion is Criterion.HEAD_TO_HEAD or not runs or runs[-1] == (Criterion.HEAD_TO_HEAD,):
            runs.append((criterion,))
        else:
            runs[-1] = (*runs[-1], criterion)
    return runs


def _split(group: list[int], key: Callable[[int], tuple[int, ...]]) -> list[list[int]]:
    """``group`` in runs of equal ``key``, the highest first, each run in its former order."""
    if len(group) < 2:
        return [group]
    ordered = sorted(group, key=key, reverse=True)
    return [list(run) for _, run in groupby(ordered, key=key)]


def _head_to_head(
    group: list[int], tallies: Mapping[int, Tally], points: RankingPoints | None
) -> list[list[int]]:
    members = frozenset(group)
    if len(group) < 2 or not _all_met(members, tallies):
        return [group]
    league = {number: _mini_league(tallies[number], members, points) for number in group}
    parts = _split(group, league.__getitem__)
    if len(parts) == 1:
        return [group]
    # The usual sports way: the teams it leaves tied are compared again among themselves.
    return [piece for part in parts for piece in _head_to_head(part, tallies, points)]


def _all_met(members: frozenset[int], tallies: Mapping[int, Tally]) -> bool:
    return all(
        {row.opponent for row in tallies[number].meetings} >= members - {number}
        for number in members
    )


def _mini_league(
    tally: Tally, members: frozenset[int], points: RankingPoints | None
) -> tuple[int, int]:
    """Wins (or ranking points) and marks difference in the parties against ``members``."""
    result = difference = 0
    for row in tally.meetings:
        if row.opponent in members:
            if points is not None:
                result += points.of(row.outcome)
            elif row.outcome in (Outcome.WIN, Outcome.FORFEIT_WIN):
                result += 1
            difference += row.marks_for - row.marks_against
    return result, difference
