"""The standings (classement): the teams ranked on the organiser's criteria.

Pure Python: the tournament's service loads the results, one
:class:`ResultRow` per team and per round (the marks of a bye or a forfeit
already decided by the organiser's options), and calls
:func:`compute_standings`.

>>> teams = [TeamEntry(number=1, name="Les As"), TeamEntry(number=2, name="Belote 21"),
...          TeamEntry(number=3, name="Carreau")]
>>> results = [
...     ResultRow(round=1, team=1, opponent=2, marks_for=1000, marks_against=620, outcome=Outcome.WIN),
...     ResultRow(round=1, team=2, opponent=1, marks_for=620, marks_against=1000, outcome=Outcome.LOSS),
...     ResultRow(round=1, team=3, opponent=None, marks_for=500, marks_against=0, outcome=Outcome.BYE),
... ]
>>> for row in compute_standings(teams=teams, results=results):
...     print(row.rank, row.number, row.name, row.played, row.won, row.points_for, row.points_against)
1 1 Les As 1 1 1000 620
2 3 Carreau 1 1 500 0
3 2 Belote 21 1 0 620 1000

What the columns count:

- ``played``: the rounds the team has a result in, parties at a table, byes
  and forfeits alike, so that ``won <= played``; ``byes``,
  ``forfeits_won`` and ``forfeits_lost`` tell them apart.
- ``won``: parties won, forfeits won, and byes when
  ``RankingSettings.bye_counts_as_win``; ``drawn``; ``lost`` (forfeits
  lost included). A bye that does not count as a win is neither won nor lost.
- ``points_for`` / ``points_against``: every mark, a bye's and a forfeit's
  included, as given.
- ``buchholz``: the ``won`` of every opponent met at a table (a bye or a
  forfeit adds nothing), once per partie.
- Withdrawn teams keep their results and their rank, and are flagged.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from itertools import groupby
from types import MappingProxyType
from typing import Final

from tournoi.services.errors import ServiceError


class RankingError(ServiceError):
    """Base of every refusal of the standings: ``field`` names the offending input."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field


class CriteriaError(RankingError):
    """Ranking criteria missing, unknown, repeated, or head-to-head first."""


class RankingPointsError(RankingError):
    """A scale of ranking points that is negative or rewards the worse result."""


class TeamError(RankingError):
    """A team number that is not positive or is registered twice."""


class ResultError(RankingError):
    """A result that names an unknown team, or disagrees with its opponent's."""


class Outcome(StrEnum):
    """What one round gave one team."""

    WIN = "win"
    LOSS = "loss"
    DRAW = "draw"
    BYE = "bye"
    FORFEIT_WIN = "forfeit_win"
    FORFEIT_LOSS = "forfeit_loss"

    @property
    def french(self) -> str:
        return _OUTCOME_FRENCH[self]

    @property
    def at_table(self) -> bool:
        """Whether the partie was played: neither a bye nor a forfeit."""
        return self in (Outcome.WIN, Outcome.LOSS, Outcome.DRAW)


_OUTCOME_FRENCH: Final = MappingProxyType(
    {
        Outcome.WIN: "gagnée",
        Outcome.LOSS: "perdue",
        Outcome.DRAW: "nulle",
        Outcome.BYE: "exempt",
        Outcome.FORFEIT_WIN: "gagnée par forfait",
        Outcome.FORFEIT_LOSS: "perdue par forfait",
    }
)

# The outcome the opponent's row of the same partie must show.
_MIRROR: Final = MappingProxyType(
    {
        Outcome.WIN: Outcome.LOSS,
        Outcome.LOSS: Outcome.WIN,
        Outcome.DRAW: Outcome.DRAW,
        Outcome.FORFEIT_WIN: Outcome.FORFEIT_LOSS,
        Outcome.FORFEIT_LOSS: Outcome.FORFEIT_WIN,
    }
)


class Criterion(StrEnum):
    """One criterion of the standings; the organiser lists them in order.

    >>> Criterion.GOAL_AVERAGE.french
    'Goal-average'
    """

    WINS = "wins"
    RANKING_POINTS = "ranking_points"
    MARKS = "marks"
    GOAL_AVERAGE = "goal_average"
    MARKS_AGAINST = "marks_against"
    HEAD_TO_HEAD = "head_to_head"
    BUCHHOLZ = "buchholz"

    @property
    def french(self) -> str:
        return _CRITERION_TEXT[self][0]

    @property
    def explanation(self) -> str:
        return _CRITERION_TEXT[self][1]


_CRITERION_TEXT: Final = MappingProxyType(
    {
        Criterion.WINS: (
            "Parties gagnées",
            "Nombre de parties gagnées, forfaits gagnés compris, et exemptions si "
            "l'organisateur les compte comme des victoires.",
        ),
        Criterion.RANKING_POINTS: (
            "Points de classement",
            "Somme des points du barème de l'organisateur pour chaque victoire, nul, "
            "défaite, exemption et forfait.",
        ),
        Criterion.MARKS: (
            "Total des marques",
            "Somme des marques obtenues, exemptions et forfaits compris.",
        ),
        Criterion.GOAL_AVERAGE: (
            "Goal-average",
            "Marques obtenues moins marques concédées.",
        ),
        Criterion.MARKS_AGAINST: (
            "Marques concédées",
            "Total des marques concédées aux adversaires : moins il y en a, mieux c'est.",
        ),
        Criterion.HEAD_TO_HEAD: (
            "Confrontation directe",
            "Entre équipes encore à égalité qui se sont toutes rencontrées, les seules "
            "parties jouées entre elles : victoires (ou points de classement), puis écart "
            "de marques.",
        ),
        Criterion.BUCHHOLZ: (
            "Buchholz (victoires des adversaires)",
            "Somme des parties gagnées par chacun des adversaires rencontrés à table.",
        ),
    }
)


def validate_criteria(criteria: Iterable[str]) -> tuple[Criterion, ...]:
    """The criteria, checked, as :class:`Criterion` (names are accepted, as stored).

    At least one, each once, head-to-head never first (it only separates
    teams already tied). Parties won and ranking points may both be listed:
    the second separates teams the first leaves tied.

    >>> validate_criteria(["wins", "head_to_head", "marks"])
    (<Criterion.WINS: 'wins'>, <Criterion.HEAD_TO_HEAD: 'head_to_head'>, <Criterion.MARKS: 'marks'>)
    >>> validate_criteria(["wins", "marks", "wins"])
    Traceback (most recent call last):
    ...
    tournoi.services.ranking.CriteriaError: Critères de classement : « Parties gagnées » figure deux fois.
    """
    checked: list[Criterion] = []
    for name in criteria:
        try:
            criterion = Criterion(name)
        except ValueError:
            raise CriteriaError(
                "criteria", f"Critère de classement inconnu : « {name} »."
            ) from None
        if criterion in checked:
            raise CriteriaError(
                "criteria", f"Critères de classement : « {criterion.french} » figure deux fois."
            )
        checked.append(criterion)
    if not checked:
        raise CriteriaError("criteria", "Le classement demande au moins un critère.")
    if checked[0] is Criterion.HEAD_TO_HEAD:
        raise CriteriaError(
            "criteria",
            "La confrontation directe ne peut pas être le premier critère : "
            "elle départage des équipes déjà à égalité.",
        )
    return tuple(checked)


# The outcomes of the scale, each named as its field, in French as the messages say them.
_SCALE: Final = MappingProxyType(
    {
        Outcome.WIN: "une victoire",
        Outcome.DRAW: "un nul",
        Outcome.LOSS: "une défaite",
        Outcome.BYE: "une exemption",
        Outcome.FORFEIT_LOSS: "une défaite par forfait",
    }
)
# What a scale must not reward more than the one before.
_WORSE_THAN: Final = (
    (Outcome.WIN, Outcome.DRAW),
    (Outcome.DRAW, Outcome.LOSS),
    (Outcome.LOSS, Outcome.FORFEIT_LOSS),
    (Outcome.WIN, Outcome.BYE),
)


@dataclass(frozen=True, slots=True, kw_only=True)
class RankingPoints:
    """The organiser's scale of ranking points, per outcome.

    The defaults are the usual 4 / 3 / 2 for a win / draw / loss, 4 for a bye.
    A forfeit won scores as a win; a forfeit lost scores nothing by default,
    less than a partie played and lost. The bye's points do not depend on
    ``RankingSettings.bye_counts_as_win``, which only concerns parties won.
    A scale never rewards an outcome more than a better one.

    >>> RankingPoints().of(Outcome.DRAW), RankingPoints(win=3, draw=1, loss=0, bye=3).of(Outcome.FORFEIT_WIN)
    (3, 3)
    >>> RankingPoints(win=2, draw=3)
    Traceback (most recent call last):
    ...
    tournoi.services.ranking.RankingPointsError: Barème de classement : un nul (3 points) ne peut pas rapporter plus qu'une victoire (2 points).
    """

    win: int = 4
    draw: int = 3
    loss: int = 2
    bye: int = 4
    forfeit_loss: int = 0

    def __post_init__(self) -> None:
        for outcome, label in _SCALE.items():
            if self.of(outcome) < 0:
                raise RankingPointsError(
                    outcome.value,
                    f"Barème de classement : {label} ne peut pas rapporter "
                    f"{self.of(outcome)} points, il en faut 0 ou plus.",
                )
        for better, worse in _WORSE_THAN:
            if self.of(worse) > self.of(better):
                raise RankingPointsError(
                    worse.value,
                    f"Barème de classement : {_SCALE[worse]} ({self.of(worse)} points) "
                    f"ne peut pas rapporter plus qu'{_SCALE[better]} ({self.of(better)} points).",
                )

    def of(self, outcome: Outcome) -> int:
        """The points ``outcome`` gives."""
        match outcome:
            case Outcome.WIN | Outcome.FORFEIT_WIN:
                return self.win
            case Outcome.DRAW:
                return self.draw
            case Outcome.LOSS:
                return self.loss
            case Outcome.BYE:
                return self.bye
            case Outcome.FORFEIT_LOSS:
                return self.forfeit_loss


@dataclass(frozen=True, slots=True, kw_only=True)
class RankingSettings:
    """The organiser's options for the standings.

    ``criteria`` are applied in order, each one only among the teams still
    tied on the ones before; :func:`validate_criteria` checks them.

    >>> RankingSettings().criteria
    (<Criterion.WINS: 'wins'>, <Criterion.MARKS: 'marks'>, <Criterion.GOAL_AVERAGE: 'goal_average'>)
    >>> RankingSettings(criteria=(Criterion.MARKS, Criterion.MARKS))
    Traceback (most recent call last):
    ...
    tournoi.services.ranking.CriteriaError: Critères de classement : « Total des marques » figure deux fois.
    """

    criteria: tuple[Criterion, ...] = (Criterion.WINS, Criterion.MARKS, Criterion.GOAL_AVERAGE)
    points: RankingPoints = field(default_factory=RankingPoints)
    bye_counts_as_win: bool = True

    def __post_init__(self) -> None:
        object.__setattr__(self, "criteria", validate_criteria(self.criteria))

    @property
    def head_to_head_points(self) -> RankingPoints | None:
        """The scale head-to-head counts, or ``None`` when it counts parties won.

        It is scored like the standings: in ranking points when they come
        before parties won in the criteria, in parties won otherwise.

        >>> RankingSettings(criteria=(Criterion.RANKING_POINTS, Criterion.WINS)).head_to_head_points
        RankingPoints(win=4, draw=3, loss=2, bye=4, forfeit_loss=0)
        """
        for criterion in self.criteria:
            if criterion is Criterion.RANKING_POINTS:
                return self.points
            if criterion is Criterion.WINS:
                return None
        return None


DEFAULT_SETTINGS: Final = RankingSettings()
"""Parties won, then total marks, then goal-average; a bye counts as a win."""


@dataclass(frozen=True, slots=True, kw_only=True)
class TeamEntry:
    """A registered team, withdrawn (« forfait général ») or not."""

    number: int
    name: str
    withdrawn: bool = False

    def __post_init__(self) -> None:
        if self.number < 1:
            raise TeamError("number", f"Numéro d'équipe {self.number} : il doit être positif.")


@dataclass(frozen=True, slots=True, kw_only=True)
class ResultRow:
    """What one round gave one team: a partie, a bye or a forfeit.

    ``opponent`` is ``None`` for a bye and only then. The opponent's row of
    the same round must mirror this one.

    >>> ResultRow(round=2, team=4, opponent=7, marks_for=500, marks_against=0, outcome=Outcome.BYE)
    Traceback (most recent call last):
    ...
    tournoi.services.ranking.ResultError: Tour 2 : l'équipe n° 4 est exempte, elle n'a pas d'adversaire (n° 7).
    """

    round: int
    team: int
    opponent: int | None
    marks_for: int
    marks_against: int
    outcome: Outcome

    def __post_init__(self) -> None:
        if (
            self.round >= 1
            and self.marks_for >= 0
            and self.marks_against >= 0
            and ((self.outcome is Outcome.BYE) == (self.opponent is None))
            and self.opponent != self.team
        ):
            return  # the usual case, checked at once: ten thousand rows late in a big tournament
        where = f"Tour {self.round} : l'équipe n° {self.team}"
        if self.round < 1:
            raise ResultError("round", f"Numéro de tour {self.round} : il doit être positif.")
        for name, marks in (("marks_for", self.marks_for), ("marks_against", self.marks_against)):
            if marks < 0:
                raise ResultError(name, f"{where} a des marques négatives ({marks}).")
        if self.outcome is Outcome.BYE and self.opponent is not None:
            raise ResultError(
                "opponent", f"{where} est exempte, elle n'a pas d'adversaire (n° {self.opponent})."
            )
        if self.outcome is not Outcome.BYE and self.opponent is None:
            raise ResultError(
                "opponent", f"{where} a une partie {self.outcome.french} sans adversaire."
            )
        if self.opponent == self.team:
            raise ResultError("opponent", f"{where} ne peut pas jouer contre elle-même.")

    def mirrors(self, other: ResultRow) -> bool:
        """Whether ``other`` is the opponent's side of the same partie."""
        return (
            other.round == self.round
            and other.team == self.opponent
            and other.opponent == self.team
            and other.outcome is _MIRROR[self.outcome]
            and (other.marks_for, other.marks_against) == (self.marks_against, self.marks_for)
        )


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


def compute_standings(
    *,
    teams: Sequence[TeamEntry],
    results: Iterable[ResultRow],
    settings: RankingSettings = DEFAULT_SETTINGS,
) -> list[StandingRow]:
    """Every team of ``teams``, best first, ranked on ``settings.criteria``.

    Teams tied on every criterion share a rank (1, 2, 2, 4) and are listed by
    number. Head-to-head, among a group of tied teams that all met, counts
    only their parties against each other (a mini-league: wins, or ranking
    points, then the marks difference) and is applied again to the teams it
    leaves tied; when they did not all meet, they stay tied.

    >>> compute_standings(teams=[TeamEntry(number=5, name="Trèfle")], results=[])[0].rank
    1
    >>> compute_standings(teams=[TeamEntry(number=5, name="Trèfle")], results=[
    ...     ResultRow(round=1, team=5, opponent=6, marks_for=0, marks_against=0, outcome=Outcome.DRAW)])
    Traceback (most recent call last):
    ...
    tournoi.services.ranking.ResultError: Tour 1 : l'équipe n° 6 n'est pas inscrite.
    """
    entries = _index_teams(teams)
    tallies = {number: _Tally() for number in entries}
    for row in _checked(results, entries):
        tallies[row.team].add(row, settings)
    for tally in tallies.values():
        tally.buchholz = sum(tallies[opponent].won for opponent in tally.opponents)
    standings: list[StandingRow] = []
    for group in _ranked_groups(tallies, settings):
        rank = len(standings) + 1
        standings.extend(
            tallies[number].row(rank=rank, entry=entries[number], ex_aequo=len(group) > 1)
            for number in sorted(group)
        )
    return standings


def _index_teams(teams: Sequence[TeamEntry]) -> dict[int, TeamEntry]:
    entries: dict[int, TeamEntry] = {}
    for entry in teams:
        if entry.number in entries:
            raise TeamError("number", f"L'équipe n° {entry.number} est inscrite deux fois.")
        entries[entry.number] = entry
    return entries


def _checked(results: Iterable[ResultRow], entries: Mapping[int, TeamEntry]) -> list[ResultRow]:
    """The rows, once each team is known, in a round at most once, and mirrored."""
    by_round_team: dict[tuple[int, int], ResultRow] = {}
    for row in results:
        for name, number in (("team", row.team), ("opponent", row.opponent)):
            if number is not None and number not in entries:
                raise ResultError(
                    name, f"Tour {row.round} : l'équipe n° {number} n'est pas inscrite."
                )
        if (row.round, row.team) in by_round_team:
            raise ResultError(
                "team", f"Tour {row.round} : l'équipe n° {row.team} a deux résultats."
            )
        by_round_team[row.round, row.team] = row
    for row in by_round_team.values():
        if row.opponent is None:
            continue
        other = by_round_team.get((row.round, row.opponent))
        if other is None or not row.mirrors(other):
            raise ResultError(
                "opponent",
                f"Tour {row.round} : le résultat de l'équipe n° {row.team} contre l'équipe "
                f"n° {row.opponent} ({row.outcome.french}, {row.marks_for} à "
                f"{row.marks_against}) n'a pas son pendant chez l'adversaire.",
            )
    return list(by_round_team.values())


@dataclass(slots=True)
class _Tally:
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
        self.played += 1
        self.points_for += row.marks_for
        self.points_against += row.marks_against
        self.ranking_points += settings.points.of(row.outcome)
        match row.outcome:
            case Outcome.WIN:
                self.won += 1
            case Outcome.DRAW:
                self.drawn += 1
            case Outcome.LOSS:
                self.lost += 1
            case Outcome.BYE:
                self.byes += 1
                if settings.bye_counts_as_win:
                    self.won += 1
            case Outcome.FORFEIT_WIN:
                self.forfeits_won += 1
                self.won += 1
            case Outcome.FORFEIT_LOSS:
                self.forfeits_lost += 1
                self.lost += 1
        if row.opponent is not None:
            self.meetings.append(row)
            if row.outcome.at_table:
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


# Each criterion but head-to-head as a score, the higher the better.
_SCORES: Final[Mapping[Criterion, Callable[[_Tally], int]]] = MappingProxyType(
    {
        Criterion.WINS: lambda tally: tally.won,
        Criterion.RANKING_POINTS: lambda tally: tally.ranking_points,
        Criterion.MARKS: lambda tally: tally.points_for,
        Criterion.GOAL_AVERAGE: lambda tally: tally.points_for - tally.points_against,
        Criterion.MARKS_AGAINST: lambda tally: -tally.points_against,
        Criterion.BUCHHOLZ: lambda tally: tally.buchholz,
    }
)


def _ranked_groups(tallies: Mapping[int, _Tally], settings: RankingSettings) -> list[list[int]]:
    """The team numbers, best first, in groups tied on every criterion."""
    groups = [sorted(tallies)]
    for criterion in settings.criteria:
        if criterion is Criterion.HEAD_TO_HEAD:
            points = settings.head_to_head_points
            groups = [part for group in groups for part in _head_to_head(group, tallies, points)]
        else:
            score = _SCORES[criterion]
            keys = {number: (score(tally),) for number, tally in tallies.items()}
            groups = [part for group in groups for part in _split(group, keys.__getitem__)]
    return groups


def _split(group: list[int], key: Callable[[int], tuple[int, ...]]) -> list[list[int]]:
    """``group`` in runs of equal ``key``, the highest first, each run in its former order."""
    if len(group) < 2:
        return [group]
    ordered = sorted(group, key=key, reverse=True)
    return [list(run) for _, run in groupby(ordered, key=key)]


def _head_to_head(
    group: list[int], tallies: Mapping[int, _Tally], points: RankingPoints | None
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


def _all_met(members: frozenset[int], tallies: Mapping[int, _Tally]) -> bool:
    return all(
        {row.opponent for row in tallies[number].meetings} >= members - {number}
        for number in members
    )


def _mini_league(
    tally: _Tally, members: frozenset[int], points: RankingPoints | None
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
