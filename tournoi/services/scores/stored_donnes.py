"""A partie's donne rows as a write reads and writes them: plain values, one statement each way.

Every write of a partie reads its donnes once and, for a donne, writes one
row; the phones send them by the hundred in a hall. Read as plain columns
and written with SQLAlchemy Core (statements made once), they skip the ORM's
objects and its unit of work, which cost more than the rest of the write
(docs/benchmarks.md, « The partie-write unit »). The transaction and its
durability are the caller's, as for any other statement.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from functools import cache
from typing import Any, Final

from sqlalchemy import Delete, Insert, Select, Update, bindparam, delete, insert, select, update
from sqlmodel import Session

from engine import Donne, DonneScore, PerTeam
from tournoi.services.scores import records
from tournoi.storage import models

_DONNE: Final = models.Donne.__table__  # type: ignore[attr-defined]


@dataclass(frozen=True, slots=True, kw_only=True)
class StoredDonne:
    """A donne row of the partie: its id, its marks as stored, its donne."""

    id: int
    marks: PerTeam[int]
    donne: Donne


def read_donnes(session: Session, partie_id: int) -> list[StoredDonne]:
    """The donnes of partie ``partie_id``, in their order on the sheet."""
    return [
        StoredDonne(id=row[0], marks=PerTeam(row[1], row[2]), donne=records.from_columns(row[3:]))
        for row in session.execute(_read(), {"partie": partie_id})
    ]


def write_donnes(
    session: Session,
    partie_id: int,
    *,
    stored: Sequence[StoredDonne],
    donnes: Sequence[Donne],
    scores: Sequence[DonneScore],
    at: datetime,
    who: str,
) -> None:
    """Make the rows ``stored`` hold ``donnes`` with the marks of ``scores``: the rows past the
    new last one deleted, a changed donne's row updated with who entered it and when, a row
    whose marks alone moved updated with its marks, the rest left alone, new rows inserted."""
    gone = [row.id for row in stored[len(donnes) :]]
    if gone:
        session.execute(_delete(), [{"row": row} for row in gone])
    changed: list[dict[str, object]] = []
    remarked: list[dict[str, object]] = []
    added: list[dict[str, object]] = []
    for index, (donne, score) in enumerate(zip(donnes, scores, strict=True)):
        marks: dict[str, object] = {"marks_a": score.marks.a, "marks_b": score.marks.b}
        if index >= len(stored):
            added.append(
                {"partie_id": partie_id, "number": index + 1, "entered_at": at, "entered_by": who}
                | records.columns_of(donne)
                | marks
            )
        elif stored[index].donne != donne:
            values = records.columns_of(donne) | marks
            changed.append({"row": stored[index].id, "entered_at": at, "entered_by": who} | values)
        elif stored[index].marks != score.marks:
            remarked.append({"row": stored[index].id} | marks)
    # Each statement's SET is the columns its parameters name (the same for every row).
    for rows in (changed, remarked):
        if rows:
            session.execute(_update(), rows)
    if added:
        session.execute(_insert(), added)


@cache
def _read() -> Select[Any]:
    columns = [_DONNE.c[name] for name in ("id", "marks_a", "marks_b", *records.COLUMNS)]
    return (
        select(*columns).where(_DONNE.c.partie_id == bindparam("partie")).order_by(_DONNE.c.number)
    )


@cache
def _delete() -> Delete:
    return delete(_DONNE).where(_DONNE.c.id == bindparam("row"))


@cache
def _update() -> Update:
    return update(_DONNE).where(_DONNE.c.id == bindparam("row"))


@cache
def _insert() -> Insert:
    return insert(_DONNE)
