"""One write of a partie's sheet, whoever makes it: the desk, a table's phone, the command line.

A write is a typed request (:class:`PartieWrite`): where (the round and the
table, and for a phone what its link opened), who, at which version of the
sheet, and the change (:data:`Change`: a donne added, corrected, inserted or
removed, the whole sheet replaced, a team's signature). :func:`write` makes
it in one transaction that holds the write lock before anything it rests on
is read (on SQLite the claim of the partie, or the phone's ``checked_write``;
on a database server the claim locks the partie's row): the partie is
claimed at the version the writer saw
(:func:`~tournoi.services.scores.recording.take`), the phone's submission
kept with it, then the settings, the donnes and the results are read once
each, the change checked and scored by the functions the preview uses
(:mod:`tournoi.services.scores.preview`), and the donnes, the partie's state, its
results, their stamp and the audit event written. The answer
(:class:`Written`) is the sheet the write left, built from its own scores:
nothing is read again. A change to a finished partie first makes a backup
copy of the file.

A partie of the finals is scored under the knockout rules
(:func:`~tournoi.services.scores.knockout.partie_settings`), and a partie stopped on
time (« arrêtée au temps », :class:`StopOnTime`) ends after its last donne
whatever the change (:func:`~tournoi.services.scores.view.ending_of`).

A phone's write meets the players' refusals before the desk's
(:mod:`~tournoi.services.scores.phone_refusals`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import Enum
from typing import Final

from sqlmodel import Session

from engine import Donne, Ending, Partie, PerTeam, Team
from engine.jsonio import donne_to_json
from engine.words import count
from tournoi.services import audit
from tournoi.services import settings as settings_service
from tournoi.services.errors import NotFoundError, StateError
from tournoi.services.scores import records
from tournoi.services.scores.final_totals import ending
from tournoi.services.scores.knockout import partie_settings
from tournoi.services.scores.phone_refusals import refuse_phone
from tournoi.services.scores.preview import Place, Placement, placed, score_sheet
from tournoi.services.scores.recording import (
    SheetChangedError,
    check_not_forfeited,
    check_unlocked,
    keep_submission,
    later_draws,
    set_state,
    state_of,
    take,
)
from tournoi.services.scores.signatures import fingerprint, holding, void
from tournoi.services.scores.view import (
    Around,
    PartieState,
    Recorded,
    SheetView,
    donne_rows,
    ending_of,
    recorded_totals,
    score_rows,
    view_of,
)
from tournoi.services.settings import EntryMode, TournamentSettings
from tournoi.services.standings import results
from tournoi.storage import Database, models


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


Change = AddDonne | CorrectDonne | InsertDonne | DeleteDonne | ReplaceSheet | SignSheet | StopOnTime


@dataclass(frozen=True, slots=True, kw_only=True)
class FromPhone:
    """What a phone's write carries besides the change, read by the phones' service in the
    write's own transaction."""

    secret: str
    """The link: the write is refused once it opens the partie no more."""
    submission: str
    """The page's identifier for this write, kept with it: a retry is answered, not written."""
    partie_id: int
    """The partie the link opened: refused once it is gone (its round drawn again)."""
    locked: bool
    around: Around
    """The partie's round and teams, as the link's read gave them."""


@dataclass(frozen=True, slots=True, kw_only=True)
class PartieWrite:
    """One write of the sheet at ``table`` of round ``round``."""

    round: int
    table: int
    who: str
    change: Change
    version: int | None = None
    """The version of the sheet the writer saw; ``None``: whatever it is now."""
    phone: FromPhone | None = None
    settings: TournamentSettings | None = None
    """The settings as the caller read them in this transaction; ``None``: read here."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Written:
    """The sheet a write left, and what its writer shows with it."""

    sheet: SheetView
    warnings: tuple[str, ...] = ()
    """Later rounds drawn on standings that this change has changed."""
    signed: PerTeam[bool]
    """Which teams' signatures hold on the sheet's donnes now."""

    @property
    def recorded(self) -> Recorded:
        return Recorded(self.sheet, self.warnings)


def write(db: Database, *, request: PartieWrite) -> Written:
    """Make ``request`` in a transaction of its own, whose first statement is the claim of the
    partie: on SQLite it makes the transaction the file's writer before anything is read."""
    with db.session() as session:
        return write_in(session, db, request)


def write_in(session: Session, db: Database, request: PartieWrite) -> Written:
    """Make ``request`` in the caller's transaction, which holds the write lock (``db`` makes
    the backup copy before a finished partie changes)."""
    partie = _claimed(session, request)
    rows = donne_rows(session, partie)
    before = [records.to_engine(row) for row in rows]
    phone = request.phone
    if phone is not None:
        refuse_phone(request.table, phone.locked, partie, before, names_last=_names_last(request))
        keep_submission(session, phone.submission, partie, request.round, secret=phone.secret)
    # A partie of the finals cannot end equal: its rules are the knockout's.
    settings = partie_settings(session, partie, request.settings or settings_service.load(session))
    check_unlocked(partie, request.table)
    if isinstance(request.change, SignSheet):
        return _sign(session, request, request.change.team, partie, settings, rows)
    if isinstance(request.change, StopOnTime):
        return _stop_on_time(session, db, request, request.change.on_time, partie, settings, rows)
    return _change_donnes(session, db, request, partie, settings, rows, before)


def _claimed(session: Session, request: PartieWrite) -> models.Partie:
    phone = request.phone
    try:
        return take(
            session, request.round, request.table, who=request.who, version=request.version,
            partie_id=None if phone is None else phone.partie_id,
        )  # fmt: skip
    except SheetChangedError:
        # A phone behind the sheet is told first what keeps it from writing at all.
        partie = None if phone is None else session.get(models.Partie, phone.partie_id)
        if phone is not None and partie is not None:
            donnes = [records.to_engine(row) for row in donne_rows(session, partie)]
            refuse_phone(
                request.table, phone.locked, partie, donnes, names_last=_names_last(request)
            )
        raise


def _change_donnes(  # noqa: PLR0917 (one call site)
    session: Session,
    db: Database,
    request: PartieWrite,
    partie: models.Partie,
    settings: TournamentSettings,
    rows: list[models.Donne],
    before: list[Donne],
) -> Written:
    change = _numbered(request.change, len(before))
    if isinstance(change, ReplaceSheet) and not isinstance(change.ended, Keep):
        partie.ended = "" if change.ended is None else change.ended.value
    check_not_forfeited(partie, request.table)
    recorded = recorded_totals(partie)
    if settings.entry is EntryMode.TOTALS and recorded is None and not rows:
        raise StateError(
            f"Ce tournoi se saisit par les totaux : enregistrez d'abord les deux totaux de "
            f"la table {request.table} (par exemple « 2070 1290 »), les donnes peuvent suivre."
        )
    after = [records.as_stored(donne) for donne in _edited(change, before)]
    # Only a donne typed alone gets the engine's bare error; a sheet's names its donne.
    scored = score_sheet(
        settings.rules, after, appended=isinstance(change, AddDonne), ended=ending_of(partie)
    )
    signatures = void(partie, before=before, after=after)
    was_finished = PartieState(partie.state) is PartieState.FINISHED
    if was_finished and db.path is not None and not _backed_up(change):
        db.backup(f"correction tour {request.round} table {request.table}")
    _write_rows(
        session, partie, rows=rows, stored=before, donnes=after, scored=scored, who=request.who
    )
    end = ending(scored, recorded)
    set_state(session, partie, state_of(end, donnes=len(after)))
    results.store_partie_result(
        session, partie=partie, totals=end.totals, over=end.over, winner=end.winner,
        settings=settings,
    )  # fmt: skip
    audit.record(
        session, who=request.who, action=_ACTIONS[type(change)], round_id=partie.round_id,
        partie_id=partie.id,
        message=f"Tour {request.round}, table {request.table} : {_said(change, len(after))}"
        f"{signatures}",
        before=[donne_to_json(d) for d in before], after=[donne_to_json(d) for d in after],
    )  # fmt: skip
    warnings = later_draws(session, request.round) if was_finished else ()
    around = None if request.phone is None else request.phone.around
    sheet = view_of(session, partie, settings, scored=scored, around=around)
    signed = holding(PerTeam(partie.signed_a, partie.signed_b), after)
    return Written(sheet=sheet, warnings=warnings, signed=signed)


def _sign(  # noqa: PLR0917 (one call site)
    session: Session,
    request: PartieWrite,
    team: Team,
    partie: models.Partie,
    settings: TournamentSettings,
    rows: list[models.Donne],
) -> Written:
    around = None if request.phone is None else request.phone.around
    scored = score_rows(settings.rules, rows, ending_of(partie))
    sheet = view_of(session, partie, settings, scored=scored, around=around)
    donnes = list(scored.donnes)
    if not sheet.over:
        raise StateError(
            "La partie n'est pas finie : chaque équipe signe la feuille à la fin de la partie."
        )
    signed = fingerprint(donnes)
    if team is Team.A:
        partie.signed_a = signed
    else:
        partie.signed_b = signed
    session.add(partie)
    ref = sheet.teams[team]
    audit.record(
        session, who=request.who, action="partie.sign", round_id=partie.round_id,
        partie_id=partie.id, message=f"Tour {request.round}, table {request.table} : l'équipe "
        f"{ref.number} « {ref.name} » signe la feuille, {sheet.totals.a} à {sheet.totals.b}.",
    )  # fmt: skip
    return Written(sheet=sheet, signed=holding(PerTeam(partie.signed_a, partie.signed_b), donnes))


def _stop_on_time(  # noqa: PLR0917 (one call site)
    session: Session,
    db: Database,
    request: PartieWrite,
    on_time: bool,
    partie: models.Partie,
    settings: TournamentSettings,
    rows: list[models.Donne],
) -> Written:
    check_not_forfeited(partie, request.table)
    partie.ended = Ending.TIME.value if on_time else ""
    scored = score_rows(settings.rules, rows, ending_of(partie))
    end = ending(scored, recorded_totals(partie))
    was_finished = PartieState(partie.state) is PartieState.FINISHED
    if was_finished and db.path is not None:
        db.backup(f"correction tour {request.round} table {request.table}")
    set_state(session, partie, state_of(end, donnes=len(rows)))
    results.store_partie_result(
        session, partie=partie, totals=end.totals, over=end.over, winner=end.winner,
        settings=settings,
    )  # fmt: skip
    said = "arrêtée au temps" if on_time else "plus arrêtée au temps"
    audit.record(
        session, who=request.who, action="partie.on_time", round_id=partie.round_id,
        partie_id=partie.id, message=f"Tour {request.round}, table {request.table} : {said}.",
        before={"ended": "" if on_time else "time"}, after={"ended": partie.ended},
    )  # fmt: skip
    warnings = later_draws(session, request.round) if was_finished else ()
    around = None if request.phone is None else request.phone.around
    sheet = view_of(session, partie, settings, scored=scored, around=around)
    donnes = list(scored.donnes)
    signed = holding(PerTeam(partie.signed_a, partie.signed_b), donnes)
    return Written(sheet=sheet, warnings=warnings, signed=signed)


def _names_last(request: PartieWrite) -> bool:
    """Whether ``request`` is a phone's correction or deletion: it names the last donne."""
    return isinstance(request.change, CorrectDonne | DeleteDonne)


def _numbered(change: Change, donnes: int) -> Change:
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


def _said(change: Change, donnes: int) -> str:
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


def _edited(change: Change, donnes: list[Donne]) -> list[Donne]:
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
    raise AssertionError(change)  # numbered and signatures are made before


def _backed_up(change: Change) -> bool:
    return isinstance(change, ReplaceSheet) and change.backed_up


def _check_number(donnes: Sequence[Donne], number: int) -> None:
    if not 1 <= number <= len(donnes):
        raise NotFoundError(f"Il n'y a pas de donne {number} : la feuille en compte {len(donnes)}.")


def _write_rows(
    session: Session,
    partie: models.Partie,
    *,
    rows: list[models.Donne],
    stored: list[Donne],
    donnes: list[Donne],
    scored: Partie,
    who: str,
) -> None:
    """Make ``rows`` (holding ``stored``) hold ``donnes`` with their marks."""
    now = audit.now()
    for row in rows[len(donnes) :]:
        session.delete(row)
    session.flush()
    for index, (donne, score) in enumerate(zip(donnes, scored.scores, strict=True)):
        if index < len(rows):
            row = rows[index]
            marks = (score.marks.a, score.marks.b)
            if stored[index] == donne:
                if (row.marks_a, row.marks_b) == marks:
                    continue  # most rows of a sheet: setting them again costs more than the rest
            else:
                row.entered_at, row.entered_by = now, who
        else:
            assert partie.id is not None
            row = models.Donne(
                partie_id=partie.id, number=index + 1, entered_at=now, entered_by=who
            )
        records.fill(row, donne)
        row.marks_a, row.marks_b = score.marks.a, score.marks.b
        session.add(row)
