"""The organiser's options for the standings: the criteria in order, the scale of ranking points."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import StrEnum
from types import MappingProxyType
from typing import Final

from tournoi.services.ranking.errors import CriteriaError, RankingPointsError
from tournoi.services.ranking.results import Outcome


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
    tournoi.services.ranking.errors.CriteriaError: Critères de classement : « Parties gagnées » figure deux fois.
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
    tournoi.services.ranking.errors.RankingPointsError: Barème de classement : un nul (3 points) ne peut pas rapporter plus qu'une victoire (2 points).
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
    tournoi.services.ranking.errors.CriteriaError: Critères de classement : « Total des marques » figure deux fois.
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
