"""What a donne would give at a place in a sheet, before it is recorded.

The entry screen asks :func:`preview_donne` at every key typed: where Enter
would put the donne (:class:`Place`), whether the engine takes it, and if so
its marks, the running totals and whether the partie ends there. The answer
comes from :func:`placed` and :func:`score_sheet`, the very functions that
build and check the sheet a recording writes (:mod:`tournoi.services.scores`),
so that the preview never says what the write would refuse.

>>> from engine import Rules, Team, Trump
>>> donne = Donne(taker=Team.A, contract=80, trump=Trump.PIQUE, points=117)
>>> seen = preview_donne(rules=Rules(target=300), donnes=(), donne=donne, place=Place())
>>> seen.verdict, seen.number, seen.marks, seen.ends
(<Verdict.OK: 'ok'>, 1, PerTeam(a=120, b=50), False)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from engine import (
    Donne,
    Ending,
    EngineError,
    Partie,
    PerTeam,
    Rules,
    SheetError,
    Team,
    Trump,
    capot_made_points,
    score_donne,
)

INCOMPLETE_FIELDS: Final = ("trump", "points", "contract")
"""Fields whose absence means « not typed yet » rather than « wrong »."""
NO_MARKS: Final = PerTeam(0, 0)


class Placement(StrEnum):
    """Where a donne goes in the sheet: after the last one, instead of one, or before one."""

    NEW = "new"
    CORRECT = "correct"
    INSERT = "insert"


@dataclass(frozen=True, slots=True)
class Place:
    """A donne's place: the next one (``NEW``), or ``number`` (from 1) corrected or inserted before."""

    mode: Placement = Placement.NEW
    number: int = 0

    def index(self, donnes: Sequence[Donne]) -> int:
        """The index (from 0) the donne takes in the sheet."""
        return len(donnes) if self.mode is Placement.NEW else self.number - 1


def placed(donnes: Sequence[Donne], donne: Donne, place: Place) -> list[Donne]:
    """The sheet's donnes once ``donne`` is put at ``place``."""
    number = place.number
    if place.mode is Placement.CORRECT:
        return [*donnes[: number - 1], donne, *donnes[number:]]
    if place.mode is Placement.INSERT:
        return [*donnes[: number - 1], donne, *donnes[number - 1 :]]
    return [*donnes, donne]


def score_sheet(
    rules: Rules, donnes: Sequence[Donne], *, appended: bool, ended: Ending | None = None
) -> Partie:
    """The engine's partie; a refused last donne raises its own error, others a SheetError.

    ``ended``: the partie was stopped on time: the sheet's donnes are all it played, it
    ends after the last one (or the one after, while the totals are equal).
    """
    if appended:
        partie = Partie(rules, donnes[:-1])
        partie.add(donnes[-1])
        if ended is not None:
            partie.stop_on_time()
        return partie
    return Partie(rules, donnes, ended=ended)


class Verdict(StrEnum):
    """What the engine says of a donne at its place."""

    OK = "ok"
    INCOMPLETE = "incomplete"
    """A field still missing (``field``): not typed yet rather than wrong."""
    REFUSED = "refused"


@dataclass(frozen=True, slots=True, kw_only=True)
class Preview:
    """What a donne would give at its place: the verdict, and when it is taken, its score."""

    verdict: Verdict
    number: int
    """The donne's number in the sheet (from 1)."""
    message: str = ""
    """The engine's French refusal, ending with its § (``INCOMPLETE`` or ``REFUSED``)."""
    field: str | None = None
    paragraph: str | None = None
    made: bool | None = None
    litige: bool = False
    marks: PerTeam[int] = NO_MARKS
    totals: PerTeam[int] = NO_MARKS
    """The running totals after this donne."""
    ends: bool = False
    """The partie ends on this donne."""
    winner: Team | None = None
    """The partie's winner when it ends here (``None``: a draw)."""


def preview_donne(*, rules: Rules, donnes: Sequence[Donne], donne: Donne, place: Place) -> Preview:
    """What ``donne`` gives put at ``place`` among ``donnes`` (the sheet as it is), under ``rules``."""
    index = place.index(donnes)
    number = index + 1
    try:
        # The donne alone first: its own refusal names the field still missing.
        score_donne(donne, rules)
        partie = score_sheet(
            rules, placed(donnes, donne, place), appended=place.mode is Placement.NEW
        )
    except SheetError as error:
        message = error.message if error.donne == number else str(error)
        return Preview(verdict=Verdict.REFUSED, number=number, message=message, field=error.field)
    except EngineError as error:
        missing = error.field in INCOMPLETE_FIELDS and getattr(donne, error.field) is None
        return Preview(
            verdict=Verdict.INCOMPLETE if missing else Verdict.REFUSED,
            number=number,
            message=error.message,
            field=error.field,
            paragraph=error.paragraph,
        )
    score = partie.scores[index]
    return Preview(
        verdict=Verdict.OK,
        number=number,
        made=score.made,
        litige=score.litige,
        marks=score.marks,
        totals=partie.running_totals[index],
        ends=partie.ended_after == number,
        winner=partie.winner,
    )


def implied_points(*, rules: Rules, taker: Team, capot: Team, trump: Trump) -> int:
    """The takers' card points that a capot says without writing them: all of them, or none.

    >>> implied_points(rules=Rules(target=300), taker=Team.A, capot=Team.B, trump=Trump.COEUR)
    0
    """
    return capot_made_points(taker, capot, trump, contree=rules.is_contree)
