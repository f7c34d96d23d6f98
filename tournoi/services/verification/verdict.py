"""What checking a partie against its paper sheet gives: the verdict and its suspects."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from engine import PerTeam
from tournoi.services.errors import ServiceError


class Explains(StrEnum):
    """How much of the difference a correction accounts for."""

    BOTH = "both"
    """Both totals become the paper's."""
    A = "A"
    """Team A's total becomes the paper's; team B's still differs."""
    B = "B"
    """Team B's total becomes the paper's; team A's still differs."""


@dataclass(frozen=True, slots=True)
class Suspect:
    """One correction that would give the paper's totals.

    ``donne`` counts from 1; it is ``None`` for a correction of the whole
    sheet (rounding). ``reason`` says, in French, what would change;
    ``correction`` only the mistake (« si une belote était comptée à l'équipe
    A »), the same words for the same mistake on any donne. A correction not
    ``likely`` is a figure of the points read wrong, listed after the usual
    slips that explain as much.
    """

    donne: int | None
    reason: str
    explains: Explains
    correction: str
    likely: bool = True


@dataclass(frozen=True, slots=True)
class Verification:
    """The paper totals compared with the computed ones.

    ``difference`` is paper minus computed. ``suspects`` come explanations of
    both totals first, then by donne. ``running_totals`` are the computed
    totals after each donne, for re-adding the sheet line by line.
    """

    computed: PerTeam[int]
    paper: PerTeam[int]
    matches: bool
    difference: PerTeam[int]
    message: str
    suspects: tuple[Suspect, ...]
    running_totals: tuple[PerTeam[int], ...]
    beside_sheet: str = ""
    """The message for a screen that shows the sheet beside it: the running totals pointed to
    (its Total columns), not listed again, so that it reads whole in a narrow panel."""

    @property
    def on_screen(self) -> str:
        """:attr:`beside_sheet`, or the message when it says nothing longer."""
        return self.beside_sheet or self.message


class PaperTotalsError(ServiceError):
    """A total typed from the paper sheet that no sheet can hold."""
