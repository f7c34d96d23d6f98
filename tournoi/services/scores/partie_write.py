"""One write of a partie, whoever makes it: the desk, a table's phone, the command line.

A write is a typed request (:class:`PartieWrite`): where (the round and the
table, and for a phone what its link opened), who, at which version of the
sheet, and the change (:data:`Change`): a donne added, corrected, inserted
or removed, the whole sheet replaced, the partie stopped on time, a team's
signature (:mod:`~tournoi.services.scores.sheet_changes`); its totals
recorded alone (:mod:`~tournoi.services.scores.totals_change`); the
arbiter's paper totals, validation, unlock or forfeit
(:mod:`~tournoi.services.scores.decisions`). :func:`write` makes it in one
transaction that holds the write lock before anything it rests on is read
(on SQLite the claim of the partie, or the phone's ``checked_write``; on a
database server the claim locks the partie's row): the partie is claimed at
the version the writer saw, and read back with whether it is of the finals
(:func:`~tournoi.services.scores.claim.take`), the phone's submission kept
with it, then the settings and the donnes are read once each
(:class:`~tournoi.services.scores.claimed.Claimed`), and the change made.
The answer (:class:`~tournoi.services.scores.claimed.Written`) is the sheet
the write left, built from its own scores: nothing is read again. A change
to a finished partie first makes a backup copy of the file.

A partie of the finals is scored under the knockout rules
(:func:`~tournoi.services.scores.knockout.settings_for`). A phone's write meets the
players' refusals before the desk's
(:mod:`~tournoi.services.scores.phone_refusals`).
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlmodel import Session

from tournoi.services import settings as settings_service
from tournoi.services.scores import records
from tournoi.services.scores.claim import SheetChangedError, Taken, keep_submission, take
from tournoi.services.scores.claimed import Claimed, Written
from tournoi.services.scores.decisions import (
    UNLOCKING,
    CheckPaper,
    Decision,
    Forfeit,
    Unlock,
    Validate,
    check_paper,
    forfeit,
    unlock,
    validate,
)
from tournoi.services.scores.knockout import settings_for
from tournoi.services.scores.partie_state import check_unlocked
from tournoi.services.scores.phone_refusals import refuse_phone
from tournoi.services.scores.phone_stop import refuse_phone_stop
from tournoi.services.scores.sheet_changes import (
    CorrectDonne,
    DeleteDonne,
    SheetChange,
    SignSheet,
    StopOnTime,
    change_donnes,
    sign,
    stop_on_time,
)
from tournoi.services.scores.stored_donnes import read_donnes
from tournoi.services.scores.totals_change import RecordTotals, set_totals
from tournoi.services.scores.view import Around, donne_rows
from tournoi.services.settings import TournamentSettings
from tournoi.storage import Database, models

Change = SheetChange | RecordTotals | Decision
"""Every change of a partie."""


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
    """One write of the partie at ``table`` of round ``round``."""

    round: int
    table: int
    who: str
    change: Change
    version: int | None = None
    """The version of the sheet the writer saw; ``None``: whatever it is now."""
    phone: FromPhone | None = None
    settings: TournamentSettings | None = None
    """The settings as the caller read them in this transaction; ``None``: read here."""


def write(db: Database, *, request: PartieWrite) -> Written:
    """Make ``request`` in a transaction of its own, whose first statement is the claim of the
    partie: on SQLite it makes the transaction the file's writer before anything is read."""
    with db.session() as session:
        return write_in(session, db, request)


def write_in(session: Session, db: Database, request: PartieWrite) -> Written:
    """Make ``request`` in the caller's transaction, which holds the write lock (``db`` makes
    the backup copy before a finished partie changes)."""
    taken = _taken(session, request)
    partie = taken.partie
    assert partie.id is not None
    stored = read_donnes(session, partie.id)
    phone = request.phone
    if phone is not None:
        donnes = [row.donne for row in stored]
        refuse_phone(request.table, phone.locked, partie, donnes, names_last=_names_last(request))
        keep_submission(session, phone.submission, partie, request.round, secret=phone.secret)
    settings = request.settings or settings_service.load(session)
    claimed = Claimed(
        session=session, db=db, round=request.round, table=request.table, who=request.who,
        partie=partie, settings=settings_for(settings, knockout=taken.knockout), stored=stored,
        around=None if phone is None else phone.around,
    )  # fmt: skip
    if not isinstance(request.change, UNLOCKING):
        check_unlocked(partie, request.table)
    if phone is not None and isinstance(request.change, StopOnTime):
        refuse_phone_stop(claimed)
    return _made(claimed, request.change)


def _made(claimed: Claimed, change: Change) -> Written:
    match change:
        case SignSheet(team=team):
            return sign(claimed, team)
        case StopOnTime(on_time=on_time):
            return stop_on_time(claimed, on_time)
        case RecordTotals():
            return set_totals(claimed, change)
        case CheckPaper(paper=paper):
            return check_paper(claimed, paper)
        case Validate():
            return validate(claimed)
        case Unlock(reason=reason):
            return unlock(claimed, reason)
        case Forfeit():
            return forfeit(claimed, change)
        case _:
            return change_donnes(claimed, change)


def _taken(session: Session, request: PartieWrite) -> Taken:
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


def _names_last(request: PartieWrite) -> bool:
    """Whether ``request`` is a phone's correction or deletion: it names the last donne."""
    return isinstance(request.change, CorrectDonne | DeleteDonne)
