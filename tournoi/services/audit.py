"""The audit trail: every change to the tournament, who made it and when, before and after."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, Final, TypeVar

from sqlalchemy import insert
from sqlmodel import Session, SQLModel, col, select

from tournoi.files.text import Text, checked_text
from tournoi.storage import models
from tournoi.storage.station import SESSION_KEY

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

Snapshot = TypeVar("Snapshot", bound="DataclassInstance")


_INSERT: Final = insert(models.AuditEvent.__table__)  # type: ignore[attr-defined]


def now() -> datetime:
    return datetime.now(UTC)


def record(
    session: Session,
    *,
    who: str,
    action: str,
    message: str,
    round_id: int | None = None,
    partie_id: int | None = None,
    team_id: int | None = None,
    before: Any = None,
    after: Any = None,
) -> None:
    """Add one event to the trail, in the caller's transaction, under the station the session
    writes for (:mod:`tournoi.storage.station`): the name ``who`` is what people read, the
    station what tells one writer's events from another's.

    Inserted at once, without an ORM object: every write of a donne adds one, and the
    object and its flush cost more than the statement (docs/benchmarks.md, « The partie-write
    unit »). The rows it names are flushed already: their ids are given.
    """
    values = {
        "at": now(),
        "who": checked_text(who, Text.STATION),
        "station": session.info.get(SESSION_KEY),
        "action": action,
        "message": message,
        "round_id": round_id,
        "partie_id": partie_id,
        "team_id": team_id,
        "before": None if before is None else json.dumps(before, ensure_ascii=False),
        "after": None if after is None else json.dumps(after, ensure_ascii=False),
    }
    session.execute(_INSERT, values)


def change(
    session: Session,
    row: SQLModel,
    apply: Callable[[], object],
    *,
    read: Callable[[], Snapshot],
    who: str,
    action: str,
    message: Callable[[Snapshot], str],
    team_id: int | None = None,
) -> Snapshot:
    """Apply a change to ``row`` found by the caller, in the caller's transaction, and record it:
    what ``read`` gives before and after (written out, the flush first), and the ``message``
    told by what it gives after. Returns that."""
    before = read()
    apply()
    session.add(row)
    session.flush()
    after = read()
    record(
        session, who=who, action=action, message=message(after), team_id=team_id,
        before=asdict(before), after=asdict(after),
    )  # fmt: skip
    return after


@dataclass(frozen=True, slots=True)
class AuditEntry:
    at: datetime
    who: str
    action: str
    message: str
    before: Any
    after: Any


def entries(session: Session, *, partie_id: int | None = None) -> list[AuditEntry]:
    """The trail, oldest first; only one partie's events when ``partie_id`` is given."""
    query = select(models.AuditEvent).order_by(col(models.AuditEvent.id))
    if partie_id is not None:
        query = query.where(models.AuditEvent.partie_id == partie_id)
    return [
        AuditEntry(
            at=event.at,
            who=event.who,
            action=event.action,
            message=event.message,
            before=None if event.before is None else json.loads(event.before),
            after=None if event.after is None else json.loads(event.after),
        )
        for event in session.exec(query)
    ]
