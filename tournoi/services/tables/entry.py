"""The score sheet kept on a phone at the table: read, preview, record, correct, sign.

Every function takes the link's secret (:mod:`~tournoi.services.tables.links`):
a secret that opens nothing gives a :class:`LinkError`, the same for a
wrong, a revoked or a closed round's secret, so that the answer says nothing
of which. Writes go through :mod:`~tournoi.services.scores` at the version
of the sheet the phone shows, so that two phones (or a phone and the desk)
on one sheet never write over each other: the second is refused with the
name of who changed the sheet. Each write carries the identifier the page
made for it: one sent twice (a retry after a lost answer) is recorded once.
A write is the desk's own (:mod:`~tournoi.services.scores.partie_write`),
made with what the link opened, in the transaction that read it.
"""

from __future__ import annotations

import re
import threading
from contextlib import nullcontext
from dataclasses import dataclass, replace
from typing import Final

from sqlalchemy import bindparam
from sqlalchemy import select as sa_select
from sqlmodel import Session

from engine import Donne, PerTeam, Rules, Team
from tournoi.services import settings as settings_service
from tournoi.services.cache import owned
from tournoi.services.errors import ConflictError, NotFoundError, StateError
from tournoi.services.scores import SheetView, records
from tournoi.services.scores.claim import RoundClosedError
from tournoi.services.scores.knockout import partie_settings, seed_verdict
from tournoi.services.scores.partie_write import Change, FromPhone, PartieWrite, write_in
from tournoi.services.scores.phone_refusals import refusal
from tournoi.services.scores.preview import Place, Placement, Preview, implied_points, preview_donne
from tournoi.services.scores.sheet_changes import (
    AddDonne,
    CorrectDonne,
    DeleteDonne,
    SignSheet,
    StopOnTime,
)
from tournoi.services.scores.signatures import signatures
from tournoi.services.scores.view import donne_rows, ending_of, view_of
from tournoi.services.settings import TournamentSettings
from tournoi.services.tables.links import SECRET_SHAPE, Access, opened
from tournoi.services.tables.sheet_cache import Built, Looked, SheetMemo, fresh, look
from tournoi.storage import Database, models

SUBMISSION_SHAPE: Final = re.compile(r"[A-Za-z0-9_-]{8,64}")


class LinkError(NotFoundError):
    """A secret that opens no sheet: wrong, revoked, or of a closed round."""

    def __init__(self) -> None:
        super().__init__(
            "Ce lien n'ouvre aucune feuille : il est inexact, a été révoqué par l'arbitre, "
            "ou son tour est clos (le tour suivant est tiré). Demandez le lien de votre "
            "table à la table d'arbitrage."
        )


class DeskOnlyError(StateError):
    """What the desk alone decides, sent by a phone: an arbiter's decision, a renonce."""


DECISION_AT_DESK: Final = (
    "Une décision de l'arbitre se saisit à la table d'arbitrage : le téléphone "
    "n'enregistre que les donnes jouées."
)
RENONCE_AT_DESK: Final = (
    "Une renonce est constatée par l'arbitre : elle se saisit à la table d'arbitrage, "
    "pas sur le téléphone."
)


def check_played(donne: Donne) -> None:
    """Refuse (:class:`DeskOnlyError`) a donne the players may not record themselves."""
    if donne.is_decision or donne.reason is not None:
        raise DeskOnlyError(DECISION_AT_DESK, field="decision")
    if donne.renonce is not None:
        raise DeskOnlyError(RENONCE_AT_DESK, field="renonce", paragraph="§8.4")


@dataclass(frozen=True, slots=True, kw_only=True)
class PhoneSheet:
    """A table's sheet as its phone shows it."""

    sheet: SheetView
    players: PerTeam[tuple[str, ...]]
    rules: Rules
    locked: bool
    signed: PerTeam[bool]
    minutes: int | None = None
    """The duration of a partie when the concours is played on time (« partie au temps »):
    the phone then offers to mark the partie stopped at the bell."""
    pairs: bool = False
    """A mêlée's table: its sides are pairs, each player in ``players`` by his number."""

    @property
    def refusal(self) -> str | None:
        """Why the phone cannot write now, in French; ``None`` when it can."""
        sheet = self.sheet
        forfeit, both = sheet.forfeit is not None, self.signed.a and self.signed.b
        return refusal(sheet.table, self.locked, sheet.state, forfeit=forfeit, signed=both)


def open_sheet(db: Database, *, secret: str, memo: SheetMemo | None = None) -> PhoneSheet:
    """The sheet a secret opens; ``memo``: the sheets built before, served again while their
    partie is unchanged (:mod:`~tournoi.services.tables.sheet_cache`), the database's own by default."""
    sheet = read_sheet(db, secret=secret, memo=memo).sheet
    assert sheet is not None  # no tag named, the sheet is always given
    return sheet


@dataclass(frozen=True, slots=True, kw_only=True)
class SheetRead:
    """A phone's read of its sheet: the sheet, unless it is the one the phone holds."""

    tag: str | None
    """The sheet's tag (:attr:`~tournoi.services.tables.sheet_cache.Looked.tag`); ``None``
    when the stamps cannot be trusted."""
    sheet: PhoneSheet | None
    """``None``: the sheet is the one of the tag the phone named, unchanged."""


def read_sheet(
    db: Database, *, secret: str, held: str | None = None, memo: SheetMemo | None = None
) -> SheetRead:
    """The sheet a secret opens, or nothing but its tag when it is still ``held``, the tag of
    the sheet the phone shows: a page polling a sheet nobody changed costs one query, and
    neither the sheet nor its answer is built. A wrong, revoked or closed link is refused
    (:class:`LinkError`) whatever the phone holds."""
    memo = memo or owned(db, SheetMemo)
    with db.session() as session:
        looked = _looked(session, secret)
        tag = looked.tag
        if held is not None and held == tag:
            return SheetRead(tag=tag, sheet=None)
        built = memo.sheet(looked)
        if built is None:
            settings = memo.settings(session, looked)
            partie = _partie(session, looked.access)
            sheet = view_of(session, partie, settings)
            built = Built(
                stamp=partie.stamp, settings=settings, sheet=sheet,
                signed=signatures(partie, sheet),
            )  # fmt: skip
            if looked.stamp is not None:
                memo.keep(looked.access.partie_id, built)
    phone = PhoneSheet(
        sheet=fresh(built, looked), players=looked.players, rules=built.settings.rules,
        locked=looked.access.locked, signed=built.signed,
        minutes=built.settings.partie_minutes, pairs=looked.pairs,
    )  # fmt: skip
    return SheetRead(tag=tag, sheet=phone)


@dataclass(frozen=True, slots=True, kw_only=True)
class SheetPreview:
    """What a donne would give, and the version of the sheet that says so."""

    preview: Preview
    version: int
    """A version other than the phone's: the sheet changed meanwhile, the phone reads it again."""
    tie: str | None = None
    """The donne ends a partie of the finals equal, its better seed through (the organiser's
    tie-break): « Égalité : l'équipe 3 (tête de série 2) passe au tour suivant »."""


def preview(db: Database, *, secret: str, donne: Donne, correcting: bool = False) -> SheetPreview:
    """What ``donne`` would give as the next donne, or instead of the last one."""
    check_played(donne)
    with db.session() as session:
        _, partie = _opened(session, secret)
        # The partie's own rules and end, as the write scores it: a partie of the finals
        # cannot end equal, one stopped on time ends at the bell.
        settings = settings_service.load(session)
        rules = partie_settings(session, partie, settings).rules
        donnes = [records.to_engine(row) for row in donne_rows(session, partie)]
        tie = seed_verdict(session, partie, settings)
    place = Place(Placement.CORRECT, len(donnes)) if correcting and donnes else Place()
    seen = preview_donne(
        rules=rules, donnes=donnes, donne=completed(rules, donne), place=place,
        ended=ending_of(partie), bell=partie.bell_after,
    )  # fmt: skip
    ends_equal = seen.ends and seen.winner is None
    return SheetPreview(preview=seen, version=partie.version, tie=tie if ends_equal else None)


def completed(rules: Rules, donne: Donne) -> Donne:
    """The donne with the points a capot says when they are not typed: all of them, or none."""
    if donne.points is not None or None in (donne.capot, donne.taker, donne.trump):
        return donne
    assert donne.capot is not None and donne.taker is not None and donne.trump is not None
    points = implied_points(rules=rules, taker=donne.taker, capot=donne.capot, trump=donne.trump)
    return replace(donne, points=points)


def record(
    db: Database,
    *,
    secret: str,
    submission: str,
    donne: Donne,
    version: int,
    memo: SheetMemo | None = None,
) -> PhoneSheet:
    """Record the next donne, typed on the phone that showed the sheet at ``version``."""
    check_played(donne)
    change = AddDonne(donne=donne)
    return _write(
        db, secret=secret, submission=submission, version=version, change=change, memo=memo
    )


def correct_last(
    db: Database,
    *,
    secret: str,
    submission: str,
    donne: Donne,
    version: int,
    memo: SheetMemo | None = None,
) -> PhoneSheet:
    """Replace the last donne of the sheet shown at ``version``."""
    check_played(donne)
    change = CorrectDonne(donne=donne)
    return _write(
        db, secret=secret, submission=submission, version=version, change=change, memo=memo
    )


def delete_last(
    db: Database, *, secret: str, submission: str, version: int, memo: SheetMemo | None = None
) -> PhoneSheet:
    """Remove the last donne of the sheet shown at ``version``."""
    change = DeleteDonne()
    return _write(
        db, secret=secret, submission=submission, version=version, change=change, memo=memo
    )


def sign(
    db: Database,
    *,
    secret: str,
    submission: str,
    team: Team,
    version: int,
    memo: SheetMemo | None = None,
) -> PhoneSheet:
    """Team ``team`` confirms the result of the finished partie, as it signs the paper sheet."""
    change = SignSheet(team=team)
    return _write(
        db, secret=secret, submission=submission, version=version, change=change, memo=memo
    )


def stop_on_time(
    db: Database, *, secret: str, submission: str, version: int, memo: SheetMemo | None = None
) -> PhoneSheet:
    """The bell rang and the donne in play at it is the sheet's last: the partie ends there
    (« arrêtée au temps »), the higher total wins. The phones mark it only in a concours
    played on time; taking the mark back is the desk's."""
    return _write(
        db, secret=secret, submission=submission, version=version,
        change=StopOnTime(on_time=True), memo=memo,
    )  # fmt: skip


_ONE_WRITER: Final = threading.Lock()
"""The phones' writes to a SQLite file, one at a time: SQLite gives up on a writer that has
waited longer than its busy timeout (5 s), which every table sending at once would exceed;
here they queue instead."""


def _write(
    db: Database,
    *,
    secret: str,
    submission: str,
    version: int,
    change: Change,
    memo: SheetMemo | None,
) -> PhoneSheet:
    """Make one write of a phone, once for each identifier the page made.

    One transaction holding the write lock reads what the link opens (its
    table, players, settings: :func:`~tournoi.services.tables.sheet_cache.look`), then
    makes the write (:mod:`~tournoi.services.scores.partie_write`), which keeps
    the identifier with it: a retry finds it and gets the sheet as it is for
    answer. The answer is the sheet the write left, with the players read
    before it in the same transaction: nothing is read again. ``memo``: the
    settings already read (:class:`~tournoi.services.tables.sheet_cache.SheetMemo`).
    """
    if not SUBMISSION_SHAPE.fullmatch(submission):
        raise StateError("Envoi sans identifiant valable : rechargez la page.")
    memo = memo or owned(db, SheetMemo)
    try:
        with (
            _ONE_WRITER if db.path is not None else nullcontext(),
            db.session(checked_write=True) as session,
        ):
            looked = _looked(session, secret, submission)
            settings = memo.settings(session, looked)
            if looked.kept:
                return _as_it_is(session, looked, settings)
            written = write_in(
                session, db, _request(looked, settings, submission, version, change, secret)
            )
    except (RoundClosedError, NotFoundError):
        # The next round was drawn, or this one's draw cancelled, since the link was read.
        raise LinkError from None
    except ConflictError as conflict:
        if db.path is not None:  # the identifier was looked for under the file's write lock
            raise
        return _kept_meanwhile(db, secret, submission, memo, conflict)
    return PhoneSheet(
        sheet=written.sheet, players=looked.players, rules=settings.rules,
        locked=looked.access.locked, signed=written.signed, minutes=settings.partie_minutes,
        pairs=looked.pairs,
    )  # fmt: skip


def _request(  # noqa: PLR0917 (one call site)
    looked: Looked,
    settings: TournamentSettings,
    submission: str,
    version: int,
    change: Change,
    secret: str,
) -> PartieWrite:
    found = looked.access
    phone = FromPhone(
        secret=secret, submission=submission, partie_id=found.partie_id, locked=found.locked,
        around=(looked.round, looked.teams),
    )  # fmt: skip
    return PartieWrite(
        round=found.round, table=found.table, who=found.author, version=version,
        change=_completed(settings.rules, change), phone=phone, settings=settings,
    )  # fmt: skip


def _completed(rules: Rules, change: Change) -> Change:
    """The change with the points a capot says filled in, when its donne leaves them out."""
    if isinstance(change, AddDonne | CorrectDonne):
        return replace(change, donne=completed(rules, change.donne))
    return change


def _kept_meanwhile(
    db: Database, secret: str, submission: str, memo: SheetMemo, conflict: ConflictError
) -> PhoneSheet:
    """The sheet as it is, when the same identifier was kept by another request meanwhile (the
    page's retry racing its first send on a database server); ``conflict`` otherwise."""
    with db.session() as session:
        if not _kept(session, submission):
            raise conflict
        looked = _looked(session, secret)
        return _as_it_is(session, looked, memo.settings(session, looked))


def _as_it_is(session: Session, looked: Looked, settings: TournamentSettings) -> PhoneSheet:
    partie = _partie(session, looked.access)
    sheet = view_of(session, partie, settings, around=(looked.round, looked.teams))
    return PhoneSheet(
        sheet=sheet, players=looked.players, rules=settings.rules, locked=looked.access.locked,
        signed=signatures(partie, sheet), minutes=settings.partie_minutes, pairs=looked.pairs,
    )  # fmt: skip


def _kept(session: Session, submission: str) -> bool:
    """Whether a write with identifier ``submission`` is kept: asked again after a conflict
    on a database server, when the page's retry raced its first send (a write asks it in
    the link's query, :func:`~tournoi.services.tables.sheet_cache.look`)."""
    return session.execute(_KEPT, {"id": submission}).first() is not None


_SUBMISSION: Final = models.PhoneSubmission.__table__  # type: ignore[attr-defined]
_KEPT: Final = sa_select(_SUBMISSION.c.id).where(_SUBMISSION.c.id == bindparam("id"))


def _looked(session: Session, secret: str, submission: str | None = None) -> Looked:
    """What ``secret`` opens; with a write's ``submission``, whether it is kept already."""
    found = SECRET_SHAPE.fullmatch(secret)
    looked = look(session, secret, submission=submission) if found else None
    if looked is None:
        raise LinkError
    return looked


def _opened(session: Session, secret: str) -> tuple[Access, models.Partie]:
    found = opened(session, secret) if SECRET_SHAPE.fullmatch(secret) else None
    if found is None:
        raise LinkError
    return found


def _partie(session: Session, found: Access) -> models.Partie:
    partie = session.get(models.Partie, found.partie_id)
    if partie is None:  # its round's draw cancelled since the link was read: each read sees
        raise LinkError  # the last commits, on SQLite as on a server
    return partie
