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
    PartieOverError,
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


class AfterTheBellError(PartieOverError):
    """A donne after the end of a partie stopped on time (« arrêtée au temps »)."""

    def __init__(self, ended_after: int) -> None:
        super().__init__(
            None,
            f"La partie est arrêtée au temps et finie après la donne {ended_after} : on n'y "
            "ajoute plus de donne. Si la donne en cours à la sonnerie manque, retirez d'abord "
            "« arrêtée au temps » (table d'arbitrage), saisissez-la, puis marquez de nouveau "
            "la partie arrêtée au temps.",
        )
        self.ended_after = ended_after


def score_sheet(
    rules: Rules,
    donnes: Sequence[Donne],
    *,
    appended: bool,
    ended: Ending | None = None,
    bell: int | None = None,
) -> Partie:
    """The engine's partie; a refused last donne raises its own error, others a SheetError.

    ``ended``: the partie was stopped on time after donne ``bell``, the one in play at the
    bell (``None``: after the sheet's last). It ends there, or at the next donne that makes
    the totals differ while they are equal; a donne after its end is refused
    (:class:`AfterTheBellError`).

    >>> from engine import Trump
    >>> one = Donne(taker=Team.A, contract=80, trump=Trump.PIQUE, points=117)
    >>> score_sheet(Rules(target=2000), [one, one], appended=True, ended=Ending.TIME, bell=1)
    Traceback (most recent call last):
    ...
    tournoi.services.scores.preview.AfterTheBellError: La partie est arrêtée au temps et finie après la donne 1 : on n'y ajoute plus de donne. Si la donne en cours à la sonnerie manque, retirez d'abord « arrêtée au temps » (table d'arbitrage), saisissez-la, puis marquez de nouveau la partie arrêtée au temps.
    """
    count = len(donnes)
    stop = None if ended is None else count if bell is None else min(bell, count)
    first = count - 1 if appended else count
    first = first if stop is None else min(first, stop)
    partie = Partie(rules, donnes[:first])
    if stop == first:
        partie.stop_on_time()
    for index in range(first, count):
        try:
            partie.add(donnes[index])
        except EngineError as error:
            refused = error
            if isinstance(error, PartieOverError) and partie.ended is Ending.TIME:
                assert partie.ended_after is not None
                refused = AfterTheBellError(partie.ended_after)
            if appended and index == count - 1:
                raise refused from None
            raise SheetError(index + 1, refused) from error
        if stop == index + 1:
            partie.stop_on_time()
    return partie


def moved_bell(
    bell: int | None, *, inserted: int | None = None, deleted: int | None = None
) -> int | None:
    """Where the bell falls once a donne is put before donne ``inserted`` or donne ``deleted``
    removed: a donne played before the bell moves it with the donnes it holds.

    >>> moved_bell(5, inserted=2), moved_bell(5, deleted=6), moved_bell(1, deleted=1)
    (6, 5, None)
    """
    if bell is None:
        return None
    if inserted is not None and inserted <= bell:
        bell += 1
    if deleted is not None and deleted <= bell:
        bell -= 1
    return bell or None


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


def preview_donne(
    *,
    rules: Rules,
    donnes: Sequence[Donne],
    donne: Donne,
    place: Place,
    ended: Ending | None = None,
    bell: int | None = None,
) -> Preview:
    """What ``donne`` gives put at ``place`` among ``donnes`` (the sheet as it is), under the
    partie's ``rules`` (a partie of the finals': the knockout rules), stopped on time after
    donne ``bell`` when ``ended`` says so, as the record scores it."""
    index = place.index(donnes)
    number = index + 1
    if place.mode is Placement.INSERT:
        bell = moved_bell(bell, inserted=place.number)
    try:
        # The donne alone first: its own refusal names the field still missing.
        score_donne(donne, rules)
        partie = score_sheet(
            rules,
            placed(donnes, donne, place),
            appended=place.mode is Placement.NEW,
            ended=ended,
            bell=bell,
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
