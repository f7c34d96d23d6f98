"""The score sheet kept on a phone at the table: read, preview, record, correct, sign.

Every function takes the link's secret (:mod:`~tournoi.services.table_links`):
a secret that opens nothing gives a :class:`LinkError`, the same for a
wrong, a revoked or a closed round's secret, so that the answer says nothing
of which. Writes go through :mod:`~tournoi.services.scores` at the version
of the sheet the phone shows, so that two phones (or a phone and the desk)
on one sheet never write over each other: the second is refused with the
name of who changed the sheet. Each write carries the identifier the page
made for it: one sent twice (a retry after a lost answer) is recorded once.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Callable
from contextlib import nullcontext
from dataclasses import dataclass, replace
from typing import Final

from sqlmodel import Session

from engine import Donne, PerTeam, Rules, Team
from tournoi.services import audit, records, scores
from tournoi.services import settings as settings_service
from tournoi.services.cache import owned
from tournoi.services.cache.sheets import Built, Looked, SheetMemo, fresh, look
from tournoi.services.errors import ConflictError, NotFoundError, StateError
from tournoi.services.preview import Place, Placement, Preview, implied_points, preview_donne
from tournoi.services.scores import PartieState, SheetView
from tournoi.services.scores.recording import (
    RoundClosedError,
    _changed_elsewhere,
    check_unlocked,
    keep_submission,
    take,
)
from tournoi.services.scores.signatures import BOTH_SIGNED, fingerprint, held, holding, signatures
from tournoi.services.scores.view import (
    donne_rows,
    view_of,
)
from tournoi.services.table_links import (
    SECRET_SHAPE,
    Access,
    opened,
)
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
DESK_LINE: Final = (
    "La dernière donne de la feuille a été décidée par l'arbitre : elle ne se change "
    "qu'à la table d'arbitrage."
)


def check_played(donne: Donne) -> None:
    """Refuse (:class:`DeskOnlyError`) a donne the players may not record themselves."""
    if donne.is_decision or donne.reason is not None:
        raise DeskOnlyError(DECISION_AT_DESK, field="decision")
    if donne.renonce is not None:
        raise DeskOnlyError(RENONCE_AT_DESK, field="renonce", paragraph="§8.4")


def _desks(donne: Donne) -> bool:
    return donne.is_decision or donne.reason is not None or donne.renonce is not None


@dataclass(frozen=True, slots=True, kw_only=True)
class PhoneSheet:
    """A table's sheet as its phone shows it."""

    sheet: SheetView
    players: PerTeam[tuple[str, ...]]
    rules: Rules
    locked: bool
    signed: PerTeam[bool]

    @property
    def refusal(self) -> str | None:
        """Why the phone cannot write now, in French; ``None`` when it can."""
        sheet = self.sheet
        forfeit, both = sheet.forfeit is not None, self.signed.a and self.signed.b
        return refusal(sheet.table, self.locked, sheet.state, forfeit=forfeit, signed=both)


def refusal(
    table: int, locked: bool, state: PartieState, *, forfeit: bool, signed: bool = False
) -> str | None:
    """Why a table's phone cannot write, in French; ``None`` when it can."""
    if locked:
        return (
            f"La table {table} est verrouillée par l'arbitre : le téléphone ne fait "
            "plus que lire la feuille."
        )
    if state is PartieState.VALIDATED:
        return (
            f"La partie de la table {table} est validée par l'arbitre : elle ne se "
            "change plus qu'à la table d'arbitrage."
        )
    if forfeit:
        return f"La table {table} est déclarée forfait : la feuille ne se remplit pas."
    return BOTH_SIGNED if signed else None


def open_sheet(db: Database, *, secret: str, memo: SheetMemo | None = None) -> PhoneSheet:
    """The sheet a secret opens; ``memo``: the sheets built before, served again while their
    partie is unchanged (:mod:`~tournoi.services.cache.sheets`), the database's own by default."""
    memo = memo or owned(db, SheetMemo)
    with db.session() as session:
        looked = _looked(session, secret)
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
    return PhoneSheet(
        sheet=fresh(built, looked), players=looked.players, rules=built.settings.rules,
        locked=looked.access.locked, signed=built.signed,
    )  # fmt: skip


@dataclass(frozen=True, slots=True, kw_only=True)
class SheetPreview:
    """What a donne would give, and the version of the sheet that says so."""

    preview: Preview
    version: int
    """A version other than the phone's: the sheet changed meanwhile, the phone reads it again."""


def preview(db: Database, *, secret: str, donne: Donne, correcting: bool = False) -> SheetPreview:
    """What ``donne`` would give as the next donne, or instead of the last one."""
    check_played(donne)
    with db.session() as session:
        _, partie = _opened(session, secret)
        rules = settings_service.load(session).rules
        donnes = [records.to_engine(row) for row in donne_rows(session, partie)]
    place = Place(Placement.CORRECT, len(donnes)) if correcting and donnes else Place()
    seen = preview_donne(rules=rules, donnes=donnes, donne=completed(rules, donne), place=place)
    return SheetPreview(preview=seen, version=partie.version)


def completed(rules: Rules, donne: Donne) -> Donne:
    """The donne with the points a capot says when they are not typed: all of them, or none."""
    if donne.points is not None or None in (donne.capot, donne.taker, donne.trump):
        return donne
    assert donne.capot is not None and donne.taker is not None and donne.trump is not None
    points = implied_points(rules=rules, taker=donne.taker, capot=donne.capot, trump=donne.trump)
    return replace(donne, points=points)


@dataclass(frozen=True, slots=True, kw_only=True)
class _Before:
    """What a phone's write needs before it is made, read in one short transaction."""

    found: Access
    rules: Rules
    count: int | None
    """How many donnes the sheet has, read only for the writes that name the last donne."""
    signed: PerTeam[str | None]
    """The signatures kept (:func:`fingerprint`): a write at the phone's version keeps them."""
    players: PerTeam[tuple[str, ...]]


Write = Callable[[_Before, str], tuple[SheetView, PerTeam[str | None]]]
"""A phone's write, given what was read before and the submission identifier (kept in the
write's own transaction): the sheet it leaves and the signatures it keeps."""


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

    def write(before: _Before, submission: str) -> tuple[SheetView, PerTeam[str | None]]:
        found = before.found
        recorded = scores.record_donne(
            db, round_number=found.round, table=found.table, donne=completed(before.rules, donne),
            who=found.author, version=version, submission=submission,
            partie_id=found.partie_id, secret=secret,
        )  # fmt: skip
        return recorded.sheet, before.signed

    return _submit(db, secret, submission, version, write, memo=memo)


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

    def write(before: _Before, submission: str) -> tuple[SheetView, PerTeam[str | None]]:
        found = before.found
        recorded = scores.correct_donne(
            db, round_number=found.round, table=found.table, number=_last(before.count),
            donne=completed(before.rules, donne), who=found.author, version=version,
            submission=submission, partie_id=found.partie_id, secret=secret,
        )  # fmt: skip
        return recorded.sheet, before.signed

    return _submit(db, secret, submission, version, write, memo=memo, counting=True)


def delete_last(
    db: Database, *, secret: str, submission: str, version: int, memo: SheetMemo | None = None
) -> PhoneSheet:
    """Remove the last donne of the sheet shown at ``version``."""

    def write(before: _Before, submission: str) -> tuple[SheetView, PerTeam[str | None]]:
        found = before.found
        recorded = scores.delete_donne(
            db, round_number=found.round, table=found.table, number=_last(before.count),
            who=found.author, version=version, submission=submission,
            partie_id=found.partie_id, secret=secret,
        )  # fmt: skip
        return recorded.sheet, before.signed

    return _submit(db, secret, submission, version, write, memo=memo, counting=True)


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
    return _submit(
        db, secret, submission, version,
        lambda before, kept: _sign(db, before, team, version, kept, secret), memo=memo,
    )  # fmt: skip


def _sign(  # noqa: PLR0917 (one call site)
    db: Database, before: _Before, team: Team, version: int, submission: str, secret: str
) -> tuple[SheetView, PerTeam[str | None]]:
    found = before.found
    with db.session() as session:
        partie = take(
            session, found.round, found.table, who=found.author, version=version,
            partie_id=found.partie_id,
        )  # fmt: skip
        keep_submission(session, submission, partie, found.round, secret=secret)
        settings = settings_service.load(session)
        check_unlocked(partie, found.table)
        sheet = view_of(session, partie, settings)
        if not sheet.over:
            raise StateError(
                "La partie n'est pas finie : chaque équipe signe la feuille à la fin de la partie."
            )
        signed = fingerprint([line.donne for line in sheet.lines])
        if team is Team.A:
            partie.signed_a = signed
        else:
            partie.signed_b = signed
        session.add(partie)
        ref = sheet.teams[team]
        audit.record(
            session, who=found.author, action="partie.sign", round_id=partie.round_id,
            partie_id=partie.id, message=f"Tour {found.round}, table {found.table} : l'équipe "
            f"{ref.number} « {ref.name} » signe la feuille, {sheet.totals.a} à {sheet.totals.b}.",
        )  # fmt: skip
        return sheet, PerTeam(partie.signed_a, partie.signed_b)


_ONE_WRITER: Final = threading.Lock()
"""The phones' writes to a SQLite file, one at a time: SQLite gives up on a writer that has
waited longer than its busy timeout (5 s), which every table sending at once would exceed;
here they queue instead."""


def _submit(
    db: Database,
    secret: str,
    submission: str,
    version: int,
    write: Write,
    *,
    memo: SheetMemo | None,
    counting: bool = False,
) -> PhoneSheet:
    """Make one write of a phone, once for each identifier the page made.

    The write keeps the identifier in its own transaction: a retry finds it
    and gets the sheet as it is for answer. The answer is the sheet the write
    left, with what was read just before (players, signatures): nothing is
    read again after the write, which is what keeps a burst of phones short.
    A phone behind the sheet's version is refused before it waits for its
    turn to write (the write would refuse it too, later). ``counting``: the
    sheet's donnes are counted, for a write that names the last one. ``memo``:
    the settings already read (:class:`~tournoi.services.cache.sheets.SheetMemo`).
    """
    if not SUBMISSION_SHAPE.fullmatch(submission):
        raise StateError("Envoi sans identifiant valable : rechargez la page.")
    memo = memo or owned(db, SheetMemo)
    with db.session() as session:
        looked = _looked(session, secret)
        found = looked.access
        settings = memo.settings(session, looked)
        partie = _partie(session, found)
        if session.get(models.PhoneSubmission, submission) is not None:
            return _phone_sheet(found, partie, view_of(session, partie, settings),
                                settings.rules, looked.players)  # fmt: skip
        forfeit = partie.forfeit_team_id is not None
        both = held(session, partie)
        refused = refusal(found.table, found.locked, PartieState(partie.state), forfeit=forfeit,
                          signed=both.a and both.b)  # fmt: skip
        behind = partie.version != version
        rows = donne_rows(session, partie) if counting else None
        if refused is None and rows and _desks(records.to_engine(rows[-1])):
            refused = DESK_LINE  # a phone neither corrects nor deletes an arbiter's line
        before = _Before(
            found=found, rules=settings.rules, count=None if rows is None else len(rows),
            signed=PerTeam(partie.signed_a, partie.signed_b), players=looked.players,
        )  # fmt: skip
    if refused is not None:
        raise StateError(refused)
    if behind:
        raise _changed_elsewhere(partie)
    with _ONE_WRITER if db.path is not None else nullcontext():
        try:
            sheet, signed = write(before, submission)
        except (RoundClosedError, NotFoundError):
            # The next round was drawn, or this one's draw cancelled, since the link was read.
            raise LinkError from None
        except ConflictError:
            with db.session() as session:
                if session.get(models.PhoneSubmission, submission) is None:
                    raise
                partie = _partie(session, found)
                settings = settings_service.load(session)
                sheet = view_of(session, partie, settings)
                return _phone_sheet(found, partie, sheet, settings.rules, before.players)
    return PhoneSheet(
        sheet=sheet, players=before.players, rules=before.rules, locked=found.locked,
        signed=holding(signed, [line.donne for line in sheet.lines]),
    )  # fmt: skip


def _looked(session: Session, secret: str) -> Looked:
    looked = look(session, secret) if SECRET_SHAPE.fullmatch(secret) else None
    if looked is None:
        raise LinkError
    return looked


def _opened(session: Session, secret: str) -> tuple[Access, models.Partie]:
    found = opened(session, secret) if SECRET_SHAPE.fullmatch(secret) else None
    if found is None:
        raise LinkError
    return found


def _last(count: int | None) -> int:
    assert count is not None  # read by the writes that call this
    if count == 0:
        raise StateError("La feuille n'a encore aucune donne.")
    return count


def _partie(session: Session, found: Access) -> models.Partie:
    partie = session.get(models.Partie, found.partie_id)
    if partie is None:  # its round's draw cancelled since the link was read: each read sees
        raise LinkError  # the last commits, on SQLite as on a server
    return partie


def _phone_sheet(
    found: Access,
    partie: models.Partie,
    sheet: SheetView,
    rules: Rules,
    players: PerTeam[tuple[str, ...]],
) -> PhoneSheet:
    return PhoneSheet(
        sheet=sheet, players=players, rules=rules, locked=found.locked,
        signed=signatures(partie, sheet),
    )  # fmt: skip
