"""The changes of a sheet's donnes, of how it ended, and a team's signature on it.

Each is made on a partie claimed by the partie-write unit
(:class:`~tournoi.services.scores.claimed.Claimed`): the donnes once changed
are checked and scored by the functions the preview uses
(:mod:`tournoi.services.scores.preview`), then the donnes, the partie's state, its
results, their stamp and the audit event written; the answer is the sheet
left, built from its own scores. A partie stopped on time (« arrêtée au
temps », :class:`StopOnTime`) ends after its last donne whatever the change
(:func:`~tournoi.services.scores.view.ending_of`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import Enum
from typing import Final

from engine import Donne, Ending, PerTeam, Team
from engine.jsonio import donne_to_json
from engine.words import count
from tournoi.services import audit
from tournoi.services.errors import NotFoundError, StateError
from tournoi.services.scores import records
from tournoi.services.scores.claimed import Claimed, Written
from tournoi.services.scores.final_totals import ending
from tournoi.services.scores.partie_state import check_not_forfeited
from tournoi.services.scores.phone_stop import refuse_empty_stop
from tournoi.services.scores.preview import Place, Placement, moved_bell, placed, score_sheet
from tournoi.services.scores.signatures import fingerprint, holding, void
from tournoi.services.scores.stored_donnes import write_donnes
from tournoi.services.scores.view import ending_of, mark_on_time, recorded_totals
from tournoi.services.settings import EntryMode


@dataclass(frozen=True, slots=True, kw_only=True)
class AddDonne:
    """The next donne of the sheet."""

    donne: Donne


@dataclass(frozen=True, slots=True, kw_only=True)
class CorrectDonne:
    """Donne ``number`` (from 1) replaced; the following ones scored again."""

    donne: Donne
    number: int | None = None
    """``None``: the last donne of the sheet, as a phone names it."""


@dataclass(frozen=True, slots=True, kw_only=True)
class InsertDonne:
    """A forgotten donne put before donne ``number``; the following ones move down."""

    donne: Donne
    number: int


@dataclass(frozen=True, slots=True, kw_only=True)
class DeleteDonne:
    """Donne ``number`` removed; the following ones move up."""

    number: int | None = None
    """``None``: the last donne of the sheet, as a phone names it."""


class Keep(Enum):
    """What a sheet written whole keeps of the partie as it was."""

    ENDING = "ending"
    """Stopped on time or not, as the partie says."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ReplaceSheet:
    """Every donne of the sheet replaced by ``donnes`` (a sheet imported whole)."""

    donnes: tuple[Donne, ...]
    backed_up: bool = False
    """The caller has just made the copy of the file that a change to a finished partie makes
    first: one copy, not two."""
    ended: Ending | Keep | None = Keep.ENDING
    """How the new sheet ended: stopped on time, or ``None`` by its rules; by default as the
    partie says."""


@dataclass(frozen=True, slots=True, kw_only=True)
class StopOnTime:
    """The partie was stopped on time after its last donne entered (``on_time``), or it was not
    after all (« arrêtée au temps »): its result follows, the donnes unchanged."""

    on_time: bool


@dataclass(frozen=True, slots=True, kw_only=True)
class SignSheet:
    """Team ``team`` confirms the result of the finished partie, as it signs the paper sheet."""

    team: Team


DonneChange = AddDonne | CorrectDonne | InsertDonne | DeleteDonne | ReplaceSheet
"""A change of the sheet's donnes."""

SheetChange = DonneChange | StopOnTime | SignSheet


def change_donnes(claimed: Claimed, change: DonneChange) -> Written:
    """The donnes changed by ``change``, scored, written with the partie's result."""
    partie, before = claimed.partie, claimed.donnes
    change = _numbered(change, len(before))
    if isinstance(change, ReplaceSheet):
        on_time = ending_of(partie) if isinstance(change.ended, Keep) else change.ended
        mark_on_time(partie, on_time=on_time is not None, donnes=len(change.donnes))
    else:
        partie.bell_after = _bell_moved(change, partie.bell_after)
    check_not_forfeited(partie, claimed.table)
    recorded = recorded_totals(partie)
    if claimed.settings.entry is EntryMode.TOTALS and recorded is None and not before:
        raise StateError(
            f"Ce tournoi se saisit par les totaux : enregistrez d'abord les deux totaux de "
            f"la table {claimed.table} (par exemple « 2070 1290 »), les donnes peuvent suivre."
        )
    after = [records.as_stored(donne) for donne in _edited(change, before)]
    # Only a donne typed alone gets the engine's bare error; a sheet's names its donne.
    scored = score_sheet(
        claimed.settings.rules, after, appended=isinstance(change, AddDonne),
        ended=ending_of(partie), bell=partie.bell_after,
    )  # fmt: skip
    signatures = void(partie, before=before, after=after)
    finished = claimed.finished_copied(backed_up=_backed_up(change))
    assert partie.id is not None
    write_donnes(
        claimed.session, partie.id, stored=claimed.stored, donnes=after, scores=scored.scores,
        at=audit.now(), who=claimed.who,
    )  # fmt: skip
    claimed.store(ending(scored, recorded), donnes=len(after))
    claimed.record(
        action=_ACTIONS[type(change)],
        message=f"{claimed.place} : {_said(change, len(after))}{signatures}",
        before=[donne_to_json(d) for d in before], after=[donne_to_json(d) for d in after],
    )  # fmt: skip
    return claimed.answer(scored, finished=finished)


def sign(claimed: Claimed, team: Team) -> Written:
    """Team ``team`` signs the finished partie: its signature holds the donnes as they are."""
    partie = claimed.partie
    scored = claimed.scored()
    written = claimed.answer(scored)
    if not written.sheet.over:
        raise StateError(
            "La partie n'est pas finie : chaque équipe signe la feuille à la fin de la partie."
        )
    donnes = list(scored.donnes)
    signed = fingerprint(donnes)
    if team is Team.A:
        partie.signed_a = signed
    else:
        partie.signed_b = signed
    claimed.session.add(partie)
    ref, totals = written.sheet.teams[team], written.sheet.totals
    claimed.record(
        action="partie.sign", message=f"{claimed.place} : l'équipe {ref.number} « {ref.name} » "
        f"signe la feuille, {totals.a} à {totals.b}.",
    )  # fmt: skip
    return replace(written, signed=holding(PerTeam(partie.signed_a, partie.signed_b), donnes))


def stop_on_time(claimed: Claimed, on_time: bool) -> Written:
    """The partie stopped on time after its last donne (``on_time``), or not after all; a sheet
    with nothing entered is refused (:class:`~.phone_stop.NothingToStopError`)."""
    partie = claimed.partie
    check_not_forfeited(partie, claimed.table)
    if on_time:
        refuse_empty_stop(claimed)
    mark_on_time(partie, on_time=on_time, donnes=len(claimed.stored))
    scored = claimed.scored()
    finished = claimed.finished_copied()
    claimed.store(ending(scored, recorded_totals(partie)), donnes=len(claimed.stored))
    said = "arrêtée au temps" if on_time else "plus arrêtée au temps"
    claimed.record(
        action="partie.on_time", message=f"{claimed.place} : {said}.",
        before={"ended": "" if on_time else "time"}, after={"ended": partie.ended},
    )  # fmt: skip
    return claimed.answer(scored, finished=finished)


def _numbered(change: DonneChange, donnes: int) -> DonneChange:
    """The change with the last donne's number where it names the last of ``donnes``."""
    if isinstance(change, CorrectDonne | DeleteDonne) and change.number is None:
        if donnes == 0:
            raise StateError("La feuille n'a encore aucune donne.")
        return replace(change, number=donnes)
    return change


_ACTIONS: Final[dict[type, str]] = {
    AddDonne: "donne.add",
    CorrectDonne: "donne.correct",
    InsertDonne: "donne.insert",
    DeleteDonne: "donne.delete",
    ReplaceSheet: "sheet.import",
}


def _said(change: DonneChange, donnes: int) -> str:
    """The audit event's words for ``change``, once the sheet holds ``donnes``."""
    match change:
        case AddDonne():
            return f"Donne {donnes} saisie."
        case CorrectDonne(number=number):
            return f"Donne {number} corrigée."
        case InsertDonne(number=number):
            return f"Donne insérée avant la donne {number}."
        case DeleteDonne(number=number):
            return f"Donne {number} supprimée."
        case _:
            return f"Feuille importée : {count(donnes, 'donne')}."


def _edited(change: DonneChange, donnes: list[Donne]) -> list[Donne]:
    """The donnes once ``change`` is made; a donne it names that the sheet lacks is refused."""
    match change:
        case AddDonne(donne=donne):
            return placed(donnes, donne, Place())
        case CorrectDonne(donne=donne, number=number) if number is not None:
            _check_number(donnes, number)
            return placed(donnes, donne, Place(Placement.CORRECT, number))
        case InsertDonne(donne=donne, number=number):
            _check_number(donnes, number)
            return placed(donnes, donne, Place(Placement.INSERT, number))
        case DeleteDonne(number=number) if number is not None:
            _check_number(donnes, number)
            return [*donnes[: number - 1], *donnes[number:]]
        case ReplaceSheet(donnes=replacing):
            return list(replacing)
    raise AssertionError(change)  # numbered before


def _bell_moved(change: DonneChange, bell: int | None) -> int | None:
    """The bell of a partie stopped on time once ``change`` is made: a donne inserted or
    removed before it moves it."""
    match change:
        case InsertDonne(number=number):
            return moved_bell(bell, inserted=number)
        case DeleteDonne(number=number):
            return moved_bell(bell, deleted=number)
    return bell


def _backed_up(change: DonneChange) -> bool:
    return isinstance(change, ReplaceSheet) and change.backed_up


def _check_number(donnes: Sequence[Donne], number: int) -> None:
    if not 1 <= number <= len(donnes):
        raise NotFoundError(f"Il n'y a pas de donne {number} : la feuille en compte {len(donnes)}.")
