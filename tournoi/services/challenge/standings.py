"""The challenge's standings: each one's concours scored by the rules, the best kept, ranked.

Ranked on the points, then the marks, then the parties won, over the
concours that count; those still tied share their rank. Each tie is
explained on its line: what separated the tied, or that nothing did.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from itertools import groupby
from typing import Final

from engine.words import count
from tournoi.services.challenge.people import People, PersonKey, identify
from tournoi.services.challenge.rules import ChallengeRules, Ranked, Rule
from tournoi.services.challenge.snapshot import ConcoursSnapshot, PlayerLine, TeamLine


@dataclass(frozen=True, slots=True, kw_only=True)
class ConcoursScore:
    """What one concours brought to one person (or pair)."""

    number: int
    """The concours' number in the challenge, in the order they were played (from 1)."""
    concours: str
    team: int
    """The number of the person's team in that concours."""
    points: int
    marks: int
    wins: int
    rank: int
    counted: bool = True
    """``False``: beyond the best concours retained."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ChallengeRow:
    """A line of the challenge's standings; ``rank`` is ``None`` for one not ranked yet."""

    rank: int | None
    name: str
    licence: str
    club: str
    concours: int
    """The concours played."""
    counted: int
    """The concours that count (the best ones when the rules retain only some)."""
    points: int
    marks: int
    wins: int
    ex_aequo: bool = False
    tie: str = ""
    """Why this line is placed as it is among those with its points."""
    note: str = ""
    """Not ranked yet, or a name that several people share."""
    scores: tuple[ConcoursScore, ...] = field(default=())


@dataclass(slots=True)
class _Person:
    name: str
    licence: str
    club: str
    scores: dict[int, ConcoursScore] = field(default_factory=dict)
    note: str = ""


def challenge_standings(
    rules: ChallengeRules, concours: Sequence[ConcoursSnapshot]
) -> tuple[ChallengeRow, ...]:
    """Every person (or pair) who played a concours of ``concours`` (oldest first), best first;
    those with fewer concours than the rules ask follow, without a rank."""
    people = identify(p for c in concours for team in c.teams for p in team.players)
    persons: dict[tuple[PersonKey, ...], _Person] = {}
    for index, snapshot in enumerate(concours):
        for team in snapshot.teams:
            score = _score(rules, index + 1, snapshot.name, team)
            for key, members in _entries(rules, people, team):
                person = persons.setdefault(key, _Person(name="", licence="", club=""))
                _refresh(person, members, people)
                held = person.scores.get(index)
                if held is None or _order(score) < _order(held):
                    person.scores[index] = score
    rows = [_row(rules, person) for person in persons.values()]
    ranked = sorted((r for r in rows if r.rank is not None), key=_sort_key)
    unranked = sorted((r for r in rows if r.rank is None), key=_sort_key)
    return (*_ranked(ranked), *unranked)


def _entries(
    rules: ChallengeRules, people: People, team: TeamLine
) -> list[tuple[tuple[PersonKey, ...], tuple[PlayerLine, ...]]]:
    if rules.ranked is Ranked.TEAM:
        members = tuple(sorted(team.players, key=lambda p: _sorted_key(people, p)))
        return [(tuple(people.key(p) for p in members), members)]
    return [((people.key(player),), (player,)) for player in team.players]


def _sorted_key(people: People, player: PlayerLine) -> tuple[str, str]:
    key = people.key(player)
    return key.kind, key.value


def _refresh(person: _Person, members: tuple[PlayerLine, ...], people: People) -> None:
    """The names, licences and clubs as the latest concours wrote them."""
    person.name = " et ".join(p.full_name for p in members)
    person.licence = " / ".join(p.licence for p in members if p.licence)
    person.club = " / ".join(dict.fromkeys(p.club for p in members if p.club)) or person.club
    warnings = [people.warning(p) for p in members if people.warning(p)]
    person.note = warnings[0] if warnings else person.note


def _score(rules: ChallengeRules, number: int, concours: str, team: TeamLine) -> ConcoursScore:
    points, marks = _SCORING[rules.rule](rules, team)
    return ConcoursScore(
        number=number,
        concours=concours,
        team=team.number,
        points=points,
        marks=marks,
        wins=team.wins,
        rank=team.rank,
    )


def _marks(_rules: ChallengeRules, team: TeamLine) -> tuple[int, int]:
    return team.marks, team.marks


def _wins(rules: ChallengeRules, team: TeamLine) -> tuple[int, int]:
    points = rules.win_points * team.wins + rules.bye_points * team.byes
    return points, team.table_marks + rules.bye_marks * team.byes


def _placing(rules: ChallengeRules, team: TeamLine) -> tuple[int, int]:
    return rules.placing_points(team.rank), team.marks


_SCORING: Final[dict[Rule, Callable[[ChallengeRules, TeamLine], tuple[int, int]]]] = {
    Rule.MARKS: _marks,
    Rule.WINS: _wins,
    Rule.PLACING: _placing,
}


def _order(score: ConcoursScore) -> tuple[int, int, int]:
    return -score.points, -score.marks, -score.wins


def _row(rules: ChallengeRules, person: _Person) -> ChallengeRow:
    played = [person.scores[index] for index in sorted(person.scores)]
    best = sorted(range(len(played)), key=lambda i: _order(played[i]))
    kept = set(best if rules.best is None else best[: rules.best])
    scores = tuple(
        score if i in kept else replace(score, counted=False) for i, score in enumerate(played)
    )
    counted = [score for score in scores if score.counted]
    ranked = len(played) >= rules.min_concours
    note = person.note
    if not ranked:
        missing = (
            f"Non classé : {count(len(played), 'concours joué', 'concours joués')} sur les "
            f"{rules.min_concours} demandés."
        )
        note = f"{missing} {note}".strip()
    return ChallengeRow(
        rank=0 if ranked else None,
        name=person.name,
        licence=person.licence,
        club=person.club,
        concours=len(played),
        counted=len(counted),
        points=sum(score.points for score in counted),
        marks=sum(score.marks for score in counted),
        wins=sum(score.wins for score in counted),
        note=note,
        scores=scores,
    )


def _sort_key(row: ChallengeRow) -> tuple[int, int, int, str]:
    return -row.points, -row.marks, -row.wins, row.name.casefold()


def _ranked(rows: list[ChallengeRow]) -> list[ChallengeRow]:
    """The ranks (1, 2, 2, 4), each tie among equal points explained."""
    tied = Counter(_sort_key(row)[:3] for row in rows)
    ranked: list[ChallengeRow] = []
    rank, previous = 0, None
    for _points, same_points in groupby(rows, key=lambda r: r.points):
        group = list(same_points)
        for row in group:
            standing = _sort_key(row)[:3]
            if standing != previous:
                rank, previous = len(ranked) + 1, standing
            ranked.append(
                replace(row, rank=rank, ex_aequo=tied[standing] > 1, tie=_tie(row, group))
            )
    return ranked


def _tie(row: ChallengeRow, group: list[ChallengeRow]) -> str:
    """Why ``row`` stands where it does among ``group``, the lines with its points."""
    others = [other for other in group if other is not row]
    if not others:
        return ""
    same_marks = [other for other in others if other.marks == row.marks]
    if not same_marks:
        return (
            f"À égalité de points avec {_names(others)} : départagé par le total des marques "
            f"({row.marks})."
        )
    same_wins = [other for other in same_marks if other.wins == row.wins]
    if not same_wins:
        return (
            f"À égalité de points et de marques avec {_names(same_marks)} : départagé par les "
            f"parties gagnées ({row.wins})."
        )
    if all(_partners(row, other) for other in same_wins):
        return f"Ex aequo avec {_names(same_wins)}, de la même équipe à chaque concours."
    return (
        f"Ex aequo avec {_names(same_wins)} : mêmes points, mêmes marques, mêmes parties gagnées."
    )


def _partners(row: ChallengeRow, other: ChallengeRow) -> bool:
    """Whether the two played every concours in the same team (players ranked apart)."""
    teams = [(score.number, score.team) for score in row.scores]
    return teams == [(score.number, score.team) for score in other.scores]


def _names(rows: list[ChallengeRow]) -> str:
    shown = [row.name for row in rows[:3]]
    if len(rows) > 3:
        shown.append(count(len(rows) - 3, "autre"))
    return ", ".join(shown[:-1]) + (" et " if len(shown) > 1 else "") + shown[-1]
