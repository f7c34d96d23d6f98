"""A partie claimed for a write, at the version its writer saw.

Every change of a partie starts here, and every one is made by the partie-write
unit (:mod:`~tournoi.services.scores.partie_write`): its donnes, whoever
enters them, its totals, the arbiter's decisions. The partie is claimed for
the transaction (:func:`take`), a phone's submission kept with the write
(:func:`keep_submission`); a write made on an outdated sheet is refused with
the name of who changed it (:class:`SheetChangedError`), a phone's once its
round is closed (:class:`RoundClosedError`). A draw that rests on a round's
parties locks them the same way (:func:`lock_parties`).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Final

from sqlalchemy import Update, bindparam, exists, insert, update
from sqlalchemy import select as sa_select
from sqlalchemy.sql.dml import ReturningInsert
from sqlmodel import Session, col, select

from tournoi.services import audit
from tournoi.services.errors import ConflictError, NotFoundError, StateError
from tournoi.services.scores.phone_identity import phone_author
from tournoi.services.scores.view import find_partie
from tournoi.storage import models


@dataclass(frozen=True, slots=True, kw_only=True)
class Taken:
    """A partie claimed for this transaction, as its claim read it back."""

    partie: models.Partie
    knockout: bool
    """A partie of the finals: it is scored under the knockout rules
    (:func:`~tournoi.services.scores.knockout.settings_for`)."""


def take(
    session: Session,
    round_number: int,
    table: int,
    *,
    who: str,
    version: int | None,
    partie_id: int | None = None,
) -> Taken:
    """The partie a change is about to write, taken for this transaction.

    Its version moves on first thing, from ``version`` (the one the arbiter
    saw) when given: a station working on an outdated sheet is refused with
    the name of who changed it, never written over them. On a database server
    the row is also locked until the commit; on SQLite the update makes this
    transaction the file's one writer. Either way what is read next is the
    current state, which no one else can change before this change commits.
    The partie is found, moved and read back in one statement (``RETURNING``),
    with whether it is of the finals; only a refused claim reads it again, to say why. ``partie_id``: that partie only (a
    phone's link opens one), refused as not found once it is deleted.
    """
    claim = _claim(versioned=version is not None, by_id=partie_id is not None)
    values = {"round": round_number, "table": table, "version": version, "at": audit.now()}
    if partie_id is not None:  # not "id": an update takes a column's name for a new value
        values["claimed"] = partie_id
    moved = session.execute(claim, {**values, "who": who}).one_or_none()
    if moved is None:
        if partie_id is not None and session.get(models.Partie, partie_id) is None:
            raise NotFoundError(
                f"La table {table} du tour {round_number} n'est plus celle qui a été tirée."
            )
        raise changed_elsewhere(find_partie(session, round_number, table))
    partie, knockout = moved
    return Taken(partie=partie, knockout=knockout)


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
    knockout = exists().where(col(models.BracketPartie.partie_id) == col(models.Partie.id))
    return (
        claim.values(
            version=models.Partie.version + 1,
            updated_at=bindparam("at"),
            updated_by=bindparam("who"),
        )
        .returning(models.Partie, knockout.label("knockout"))
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
    in the players' words (:func:`~tournoi.services.scores.phone_identity.changed_for_phones`).
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


def changed_elsewhere(partie: models.Partie) -> SheetChangedError:
    """The refusal of a write made on ``partie`` as it was before its last change."""
    return SheetChangedError(table=partie.table_number, by=partie.updated_by)
