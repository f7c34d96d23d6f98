"""Recording donnes: the next one, a correction, a forgotten one inserted, one removed.

Every change to the donnes of a partie takes the same path
(:func:`change_donnes`): the partie is taken for the transaction at the
version the arbiter saw, the new sheet is built and scored by the functions
the preview uses (:mod:`tournoi.services.preview`), then written with its
state, its result and its audit event. A change to a finished partie first
makes a backup copy of the file.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import Enum
from functools import cache
from typing import Final

from sqlalchemy import Update, bindparam, insert, update
from sqlalchemy import select as sa_select
from sqlalchemy.sql.dml import ReturningInsert
from sqlmodel import Session, col, select

from engine import Donne, Partie
from engine.jsonio import donne_to_json
from engine.partie import Ending as Stopped
from tournoi.services import audit, records, results
from tournoi.services import settings as settings_service
from tournoi.services.errors import ConflictError, NotFoundError, StateError
from tournoi.services.knockout import partie_settings
from tournoi.services.preview import Place, Placement, placed, score_sheet
from tournoi.services.scores.final_totals import Ending, ending
from tournoi.services.scores.signatures import void
from tournoi.services.scores.view import (
    PartieState,
    Recorded,
    donne_rows,
    ending_of,
    find_partie,
    recorded_totals,
    view_of,
)
from tournoi.services.settings import EntryMode
from tournoi.services.standings import order_before
from tournoi.services.table_links import phone_author
from tournoi.storage import Database, models


class Keep(Enum):
    """What a sheet written whole keeps of the partie as it was."""

    ENDING = "ending"
    """Stopped on time or not, as the partie says."""


def record_donne(
    db: Database,
    *,
    round_number: int,
    table: int,
    donne: Donne,
    who: str,
    version: int | None = None,
    submission: str | None = None,
    partie_id: int | None = None,
    secret: str | None = None,
) -> Recorded:
    """Add the next donne of the sheet.

    ``submission``: the identifier a phone's page made for this write, kept in the same
    transaction (:mod:`~tournoi.services.table_entry`), so that a retry is answered, not
    written again; ``partie_id`` and ``secret``: the partie the phone's link opened and the
    link, the write refused once the partie is gone (a round drawn again has other parties
    at the same tables) or the link opens it no more; the same for :func:`correct_donne` and
    :func:`delete_donne`.
    """

    return change_donnes(
        db, round_number, table, lambda donnes: placed(donnes, donne, Place()), who=who, version=version, action="donne.add",
        message=lambda n: f"Donne {n} saisie.", submission=submission, partie_id=partie_id,
        secret=secret,
    )  # fmt: skip


def correct_donne(
    db: Database,
    *,
    round_number: int,
    table: int,
    number: int,
    donne: Donne,
    who: str,
    version: int | None = None,
    submission: str | None = None,
    partie_id: int | None = None,
    secret: str | None = None,
) -> Recorded:
    """Replace donne ``number`` (from 1); the following donnes are scored again."""
    return change_donnes(
        db, round_number, table, _placing(donne, Place(Placement.CORRECT, number)), who=who,
        version=version, action="donne.correct", message=lambda _n: f"Donne {number} corrigée.",
        submission=submission, partie_id=partie_id,
        secret=secret,
    )  # fmt: skip


def insert_donne(
    db: Database,
    *,
    round_number: int,
    table: int,
    number: int,
    donne: Donne,
    who: str,
    version: int | None = None,
) -> Recorded:
    """Insert a forgotten donne before donne ``number``; the following ones move down."""
    return change_donnes(
        db, round_number, table, _placing(donne, Place(Placement.INSERT, number)), who=who,
        version=version, action="donne.insert",
        message=lambda _n: f"Donne insérée avant la donne {number}.",
    )  # fmt: skip


def delete_donne(
    db: Database,
    *,
    round_number: int,
    table: int,
    number: int,
    who: str,
    version: int | None = None,
    submission: str | None = None,
    partie_id: int | None = None,
    secret: str | None = None,
) -> Recorded:
    """Remove donne ``number``; the following ones move up."""

    def remove(donnes: list[Donne]) -> list[Donne]:
        _check_number(donnes, number)
        return [*donnes[: number - 1], *donnes[number:]]

    return change_donnes(
        db, round_number, table, remove, who=who, version=version, action="donne.delete",
        message=lambda _n: f"Donne {number} supprimée.", submission=submission,
        partie_id=partie_id, secret=secret,
    )  # fmt: skip


def change_donnes(
    db: Database,
    round_number: int,
    table: int,
    edit: Callable[[list[Donne]], list[Donne]],
    *,
    who: str,
    version: int | None,
    action: str,
    message: Callable[[int], str],
    submission: str | None = None,
    partie_id: int | None = None,
    secret: str | None = None,
    backed_up: bool = False,
    ended: Stopped | Keep | None = Keep.ENDING,
) -> Recorded:
    """``backed_up``: the caller has just made the copy of the file that a change to a finished
    partie makes first (a sheet replaced whole: one copy, not two); ``ended``: how the new sheet
    ended (stopped on time, or ``None`` by its rules), by default as the partie says."""
    with db.session() as session:
        partie = take(session, round_number, table, who=who, version=version, partie_id=partie_id)
        if not isinstance(ended, Keep):
            partie.ended = "" if ended is None else ended.value
        if submission is not None:  # the write and what makes its retry an answer: one commit
            keep_submission(session, submission, partie, round_number, secret=secret)
        settings = partie_settings(session, partie, settings_service.load(session))
        check_unlocked(partie, table)
        check_not_forfeited(partie, table)
        rows = donne_rows(session, partie)
        recorded = recorded_totals(partie)
        if settings.entry is EntryMode.TOTALS and recorded is None and not rows:
            raise StateError(
                f"Ce tournoi se saisit par les totaux : enregistrez d'abord les deux totaux de "
                f"la table {table} (par exemple « 2070 1290 »), les donnes peuvent suivre."
            )
        before = [records.to_engine(row) for row in rows]
        after = [records.as_stored(donne) for donne in edit(list(before))]
        # Only a donne typed alone gets the engine's bare error; a sheet's names its donne.
        scored = score_sheet(
            settings.rules, after, appended=action == "donne.add", ended=ending_of(partie)
        )
        signatures = void(partie, before=before, after=after)
        was_finished = PartieState(partie.state) is PartieState.FINISHED
        if was_finished and db.path is not None and not backed_up:
            db.backup(f"correction tour {round_number} table {table}")
        _write_rows(session, partie, rows=rows, donnes=after, scored=scored, who=who)
        end = ending(scored, recorded)
        set_state(session, partie, state_of(end, donnes=len(after)))
        results.store_partie_result(
            session, partie=partie, totals=end.totals, over=end.over, winner=end.winner,
            settings=settings,
        )  # fmt: skip
        audit.record(
            session, who=who, action=action, round_id=partie.round_id, partie_id=partie.id,
            message=f"Tour {round_number}, table {table} : {message(len(after))}{signatures}",
            before=[donne_to_json(d) for d in before], after=[donne_to_json(d) for d in after],
        )  # fmt: skip
        warnings = later_draws(session, round_number) if was_finished else ()
        return Recorded(view_of(session, partie, settings, scored=scored), warnings)


def _write_rows(
    session: Session,
    partie: models.Partie,
    *,
    rows: list[models.Donne],
    donnes: list[Donne],
    scored: Partie,
    who: str,
) -> None:
    now = audit.now()
    for row in rows[len(donnes) :]:
        session.delete(row)
    session.flush()
    for index, (donne, score) in enumerate(zip(donnes, scored.scores, strict=True)):
        if index < len(rows):
            row = rows[index]
            if records.to_engine(row) != donne:
                row.entered_at, row.entered_by = now, who
        else:
            assert partie.id is not None
            row = models.Donne(
                partie_id=partie.id, number=index + 1, entered_at=now, entered_by=who
            )
        records.fill(row, donne)
        row.marks_a, row.marks_b = score.marks.a, score.marks.b
        session.add(row)


def state_of(end: Ending, *, donnes: int) -> PartieState:
    """The state of a partie that ends (or not) this way with ``donnes`` entered."""
    if end.over:
        return PartieState.FINISHED
    return PartieState.IN_PROGRESS if donnes else PartieState.NOT_STARTED


def set_state(session: Session, partie: models.Partie, state: PartieState) -> None:
    partie.state = state.value
    session.add(partie)


def take(
    session: Session,
    round_number: int,
    table: int,
    *,
    who: str,
    version: int | None,
    partie_id: int | None = None,
) -> models.Partie:
    """The partie a change is about to write, taken for this transaction.

    Its version moves on first thing, from ``version`` (the one the arbiter
    saw) when given: a station working on an outdated sheet is refused with
    the name of who changed it, never written over them. On a database server
    the row is also locked until the commit; on SQLite the update makes this
    transaction the file's one writer. Either way what is read next is the
    current state, which no one else can change before this change commits.
    The partie is found, moved and read back in one statement (``RETURNING``);
    only a refused claim reads it again, to say why. ``partie_id``: that partie only (a
    phone's link opens one), refused as not found once it is deleted.
    """
    claim = _claim(versioned=version is not None, by_id=partie_id is not None)
    values = {"round": round_number, "table": table, "version": version, "at": audit.now()}
    if partie_id is not None:  # not "id": an update takes a column's name for a new value
        values["claimed"] = partie_id
    moved: models.Partie | None = session.execute(
        claim, {**values, "who": who}
    ).scalar_one_or_none()
    if moved is None:
        if partie_id is not None and session.get(models.Partie, partie_id) is None:
            raise NotFoundError(
                f"La table {table} du tour {round_number} n'est plus celle qui a été tirée."
            )
        raise _changed_elsewhere(find_partie(session, round_number, table))
    return moved


@cache
def _claim(*, versioned: bool, by_id: bool) -> Update:
    """:func:`take`'s statement, made once: making it took longer than running it."""
    at = (
        bindparam("claimed")
        if by_id
        else select(models.Partie.id)
        .join(models.Round, col(models.Round.id) == col(models.Partie.round_id))
        .where(
            col(models.Round.number) == bindparam("round"),
            col(models.Partie.table_number) == bindparam("table"),
        )
        .scalar_subquery()
    )
    claim = update(models.Partie).where(col(models.Partie.id) == at)
    if versioned:
        claim = claim.where(col(models.Partie.version) == bindparam("version"))
    return (
        claim.values(
            version=models.Partie.version + 1,
            updated_at=bindparam("at"),
            updated_by=bindparam("who"),
        )
        .returning(models.Partie)
        # The row as moved, even over a copy of it the transaction read before.
        .execution_options(synchronize_session=False, populate_existing=True)
    )


def keep_submission(
    session: Session,
    submission: str,
    partie: models.Partie,
    round_number: int,
    *,
    secret: str | None = None,
) -> None:
    """Keep a phone's submission identifier with its write, while the partie's round is the last
    one drawn and, given its ``secret``, while the phone's link still opens that partie; the
    phone's write is refused otherwise.

    The check is the insert's own condition, after :func:`take` has claimed the partie: a
    phone's write makes no statement more for it. A draw locks the parties of the round it
    closes before it checks them (:func:`lock_parties`), so that either the phone's write
    commits first and the draw sees it, or the draw commits first and this insert sees the
    new round (each statement on a server sees the last commits; SQLite has one writer). The
    link matters when the round was drawn again: SQLite gives the new partie at the same
    table the id of the deleted one, but not its link.
    """
    assert partie.id is not None
    values = {"id": submission, "partie": partie.id, "at": audit.now(), "round": round_number}
    if secret is not None:
        values["secret"] = secret
    kept = session.execute(_keep(linked=secret is not None), values)
    if kept.scalar_one_or_none() is None:
        raise RoundClosedError(round_number)


_SUBMISSION: Final = models.PhoneSubmission.__table__  # type: ignore[attr-defined]


@cache
def _keep(*, linked: bool) -> ReturningInsert[tuple[str]]:
    """:func:`keep_submission`'s statement, made once (every phone's write runs it)."""
    link, round_row = models.TableLink, models.Round
    closed = sa_select(col(round_row.id)).where(col(round_row.number) > bindparam("round"))
    values = sa_select(
        bindparam("id", type_=_SUBMISSION.c.id.type),
        bindparam("partie", type_=_SUBMISSION.c.partie_id.type),
        bindparam("at", type_=_SUBMISSION.c.at.type),
    ).where(~closed.exists())
    if linked:
        opens = sa_select(col(link.id)).where(
            col(link.partie_id) == bindparam("partie"), col(link.secret) == bindparam("secret")
        )
        values = values.where(opens.exists())
    return (
        insert(_SUBMISSION)
        .from_select(["id", "partie_id", "at"], values)
        .returning(_SUBMISSION.c.id)
    )


class RoundClosedError(StateError):
    """A phone's write refused: the next round is drawn, its round is closed to the phones."""

    def __init__(self, round_number: int) -> None:
        super().__init__(
            f"Le tour {round_number} est clos (le tour suivant est tiré) : la feuille ne se "
            "change plus depuis le téléphone."
        )


def lock_parties(session: Session, round_id: int | None) -> None:
    """Lock the parties of round ``round_id`` until the transaction ends, before a check of them
    that a write rests on (a draw over a finished round, a round cancelled or changed before
    any result).

    On a database server, a phone's write to one of them (:func:`take`) then waits for this
    transaction's commit, or this lock for the phone's: the check sees the phone's donne,
    or the phone's write sees what this transaction changed (a version, a closed round).
    These rows rather than the round's own row: every phone's write already locks its partie,
    and no statement more is asked of it. On SQLite the transaction holds the file's write
    lock from its start (``checked_write``), and this is a plain read.
    """
    partie = models.Partie
    session.execute(
        sa_select(col(partie.id))
        .where(col(partie.round_id) == round_id)
        .order_by(col(partie.id))  # in one order for every station: no two wait for each other
        .with_for_update(of=partie, key_share=True)
    ).all()


class SheetChangedError(ConflictError):
    """A change refused: the sheet changed since the version it was made on.

    ``by`` is who changed it (a station's name, or a phone's :func:`phone_author`); the
    message is the desk's, which shows the sheet again at once. The phones' server says it
    in the players' words (:func:`~tournoi.services.table_links.changed_for_phones`).
    """

    def __init__(self, *, table: int, by: str) -> None:
        self.table, self.by = table, by
        super().__init__(
            f"La feuille de la table {table} a été modifiée entre-temps"
            + (f" par {_named(by, table)}" if by else "")
            + " : votre changement n'est pas fait ; relisez la feuille et refaites-le si besoin."
        )


def _named(by: str, table: int) -> str:
    return f"la {by}" if by == phone_author(table) else by


def _changed_elsewhere(partie: models.Partie) -> SheetChangedError:
    return SheetChangedError(table=partie.table_number, by=partie.updated_by)


def check_unlocked(partie: models.Partie, table: int) -> None:
    if PartieState(partie.state) is PartieState.VALIDATED:
        raise StateError(
            f"La partie de la table {table} est validée par l'arbitre : "
            "déverrouillez-la avant de la modifier."
        )


def check_not_forfeited(partie: models.Partie, table: int) -> None:
    """A forfeited table has no donnes to write: the forfeit is cancelled first."""
    if partie.forfeit_team_id is not None:
        raise StateError(f"La table {table} est déclarée forfait : annulez d'abord le forfait.")


def _placing(donne: Donne, place: Place) -> Callable[[list[Donne]], list[Donne]]:
    """The change that puts ``donne`` at ``place``, once the sheet is seen to have a donne
    ``place.number`` (corrected, or inserted before)."""

    def change(donnes: list[Donne]) -> list[Donne]:
        _check_number(donnes, place.number)
        return placed(donnes, donne, place)

    return change


def _check_number(donnes: Sequence[Donne], number: int) -> None:
    if not 1 <= number <= len(donnes):
        raise NotFoundError(f"Il n'y a pas de donne {number} : la feuille en compte {len(donnes)}.")


def later_draws(session: Session, round_number: int) -> tuple[str, ...]:
    """Later rounds drawn on standings that this correction has changed."""
    warnings = []
    later = session.exec(
        select(models.Round)
        .where(models.Round.number > round_number)
        .order_by(col(models.Round.number))
    )
    for round_row in later:
        basis = round_row.standings_basis.split(",")
        # Teams registered or removed since that draw do not make its standings different.
        order = [n for n in map(str, order_before(session, round_row.number)) if n in basis]
        if round_row.standings_basis and order != [n for n in basis if n in order]:
            warnings.append(
                f"Le tour {round_row.number} a été tiré sur un classement qui n'est plus le "
                "même après cette correction : son tirage aurait pu être différent."
            )
    return tuple(warnings)
