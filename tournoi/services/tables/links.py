"""The links that open one table's sheet on a phone: a secret per table of a drawn round.

A link is ``/table/<secret>``: 144 random bits (:func:`secrets.token_urlsafe`),
bound to one partie, that is to one table of one round. It opens that sheet
only while its round is the last one drawn: once the next round is drawn the
round is closed to the phones, and its links open nothing. The desk can
revoke a link (a new secret replaces it at once, the old one opens nothing)
and lock a table (its phone then reads the sheet, writes nothing).

The secret is kept as it is, not hashed: the desk shows and prints the link
again at any time (the window, the score sheets, the table plan), which a
hash would not allow; and whoever can read the tournament file can already
change every score in it, so the secret adds nothing to protect there. The
secret protects the sheets from the other phones of the hall.
"""

from __future__ import annotations

import re
import secrets
from dataclasses import dataclass
from typing import Final

from sqlalchemy import update
from sqlmodel import Session, col, func, select

from tournoi.services import audit
from tournoi.services.errors import NotFoundError
from tournoi.services.scores.phone_identity import phone_author
from tournoi.services.scores.view import find_partie
from tournoi.storage import Database, models

SECRET_BYTES: Final = 18
"""144 random bits, 24 characters in a link."""
SECRET_SHAPE: Final = re.compile(r"[A-Za-z0-9_-]{24}")


@dataclass(frozen=True, slots=True, kw_only=True)
class TableLink:
    """One table's link, as the desk shows and prints it."""

    round: int
    table: int
    secret: str
    locked: bool

    @property
    def path(self) -> str:
        """The link without the server's address: ``/table/<secret>``."""
        return f"/table/{self.secret}"


def issue_links(db: Database, *, round_number: int, who: str) -> list[TableLink]:
    """Every table's link of a drawn round, by table; the missing ones are made now."""
    with db.session() as session:
        parties = _parties(session, round_number)
        links = {link.partie_id: link for link in _links(session, parties)}
        made = []
        for partie in parties:
            assert partie.id is not None
            if partie.id not in links:
                links[partie.id] = _new_link(session, partie.id)
                made.append(partie.table_number)
        if made:
            audit.record(
                session, who=who, action="partie.links", round_id=parties[0].round_id,
                message=f"Tour {round_number} : liens des téléphones créés pour "
                f"{len(made)} table{'s' if len(made) > 1 else ''}.",
            )  # fmt: skip
        return links_of(session, round_number)


def links_of(session: Session, round_number: int) -> list[TableLink]:
    """The links a round's tables have, by table."""
    parties = _parties(session, round_number)
    by_partie = {link.partie_id: link for link in _links(session, parties)}
    return [
        _view(round_number, partie.table_number, by_partie[partie.id])
        for partie in parties
        if partie.id in by_partie
    ]


def table_urls(db: Database, *, round_number: int, base_url: str, who: str) -> dict[int, str]:
    """Each table's full link (``base_url`` is the server's, e.g. ``http://192.168.1.20:8000``).

    For the documents that print it as a QR code: the score sheets and the table plan.
    """
    base = base_url.rstrip("/")
    links = issue_links(db, round_number=round_number, who=who)
    return {link.table: base + link.path for link in links}


def revoke_link(db: Database, *, round_number: int, table: int, who: str) -> TableLink:
    """Revoke a table's link: the old secret opens nothing from now on, a new one replaces it."""
    with db.session() as session:
        link = _link_of(session, round_number, table)
        link.secret = secrets.token_urlsafe(SECRET_BYTES)
        session.add(link)
        audit.record(
            session, who=who, action="partie.link_revoke", partie_id=link.partie_id,
            message=f"Tour {round_number}, table {table} : lien du téléphone révoqué, "
            "un nouveau le remplace.",
        )  # fmt: skip
        return _view(round_number, table, link)


def lock_table(db: Database, *, round_number: int, table: int, locked: bool, who: str) -> TableLink:
    """Lock a table (its phone reads the sheet, writes nothing), or unlock it."""
    with db.session() as session:
        link = _link_of(session, round_number, table)
        link.locked = locked
        session.add(link)
        audit.record(
            session, who=who, action="partie.phone_lock" if locked else "partie.phone_unlock",
            partie_id=link.partie_id,
            message=f"Tour {round_number}, table {table} : téléphone "
            + ("verrouillé (lecture seule)." if locked else "déverrouillé."),
            before={"locked": not locked}, after={"locked": locked},
        )  # fmt: skip
        return _view(round_number, table, link)


@dataclass(frozen=True, slots=True, kw_only=True)
class Access:
    """What a secret opens: one table of the round being played."""

    round: int
    table: int
    locked: bool
    partie_id: int

    @property
    def author(self) -> str:
        return phone_author(self.table)


def access(db: Database, *, secret: str) -> Access | None:
    """The table a secret opens; ``None`` for a wrong, revoked or closed round's secret."""
    if not SECRET_SHAPE.fullmatch(secret):
        return None
    with db.session() as session:
        return access_in(session, secret)


def access_in(session: Session, secret: str) -> Access | None:
    """:func:`access` in the caller's transaction."""
    found = opened(session, secret)
    return None if found is None else found[0]


def opened(session: Session, secret: str) -> tuple[Access, models.Partie] | None:
    """:func:`access_in` and the partie, read whole in the same query (every phone's request
    makes it, and most then read the partie)."""
    last = select(func.max(models.Round.number)).scalar_subquery()
    found = session.exec(
        select(models.TableLink.locked, models.Partie, models.Round.number)
        .join(models.Partie, col(models.Partie.id) == col(models.TableLink.partie_id))
        .join(models.Round, col(models.Round.id) == col(models.Partie.round_id))
        .where(models.TableLink.secret == secret, models.Round.number == last)
    ).first()
    if found is None:
        return None
    locked, partie, round_number = found
    assert partie.id is not None
    access = Access(
        round=round_number, table=partie.table_number, locked=locked, partie_id=partie.id
    )
    return access, partie


def _parties(session: Session, round_number: int) -> list[models.Partie]:
    parties = list(
        session.exec(
            select(models.Partie)
            .join(models.Round, col(models.Round.id) == col(models.Partie.round_id))
            .where(models.Round.number == round_number)
            .order_by(col(models.Partie.table_number))
        )
    )
    if not parties:
        raise NotFoundError(f"Le tour {round_number} n'est pas tiré : il n'a pas encore de tables.")
    return parties


def _links(session: Session, parties: list[models.Partie]) -> list[models.TableLink]:
    ids = [partie.id for partie in parties]
    return list(
        session.exec(select(models.TableLink).where(col(models.TableLink.partie_id).in_(ids)))
    )


def _new_link(session: Session, partie_id: int) -> models.TableLink:
    link = models.TableLink(
        partie_id=partie_id, secret=secrets.token_urlsafe(SECRET_BYTES), created_at=audit.now()
    )
    session.add(link)
    return link


def _link_of(session: Session, round_number: int, table: int) -> models.TableLink:
    """The table's link, about to be revoked or locked: its partie's version moves on first.

    A phone's write is made at the version of the sheet it showed
    (:func:`~tournoi.services.scores.claim.take`): one sent before the
    lock or the revocation and arriving after it is then refused, instead of
    landing through a link that no longer opens the sheet for writing. On a
    database server the update also waits for a phone's write in progress.
    Who wrote the sheet last stays as it was: the desk shows it, and the
    desk wrote no donne.
    """
    partie = find_partie(session, round_number, table)
    assert partie.id is not None
    session.execute(
        update(models.Partie)
        .where(col(models.Partie.id) == partie.id)
        .values(version=models.Partie.version + 1)
        .execution_options(synchronize_session=False)
    )
    link = session.exec(
        select(models.TableLink).where(models.TableLink.partie_id == partie.id)
    ).first()
    return link if link is not None else _new_link(session, partie.id)


def _view(round_number: int, table: int, link: models.TableLink) -> TableLink:
    return TableLink(round=round_number, table=table, secret=link.secret, locked=link.locked)
