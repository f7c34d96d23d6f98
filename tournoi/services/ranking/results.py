"""What the standings are computed from: the teams, and what each round gave each of them."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType
from typing import Final

from tournoi.services.ranking.errors import ResultError, TeamError


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
    tournoi.services.ranking.errors.ResultError: Tour 2 : l'équipe n° 4 est exempte, elle n'a pas d'adversaire (n° 7).
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
