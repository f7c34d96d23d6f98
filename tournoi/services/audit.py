"""The audit trail: every change to the tournament, who made it and when, before and after."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlmodel import Session, col, select

from tournoi.files.text import Text, checked_text
from tournoi.storage import models


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
    """Add one event to the trail, in the caller's transaction."""
    session.add(
        models.AuditEvent(
            at=now(),
            who=checked_text(who, Text.STATION),
            action=action,
            message=message,
            round_id=round_id,
            partie_id=partie_id,
            team_id=team_id,
            before=None if before is None else json.dumps(before, ensure_ascii=False),
            after=None if after is None else json.dumps(after, ensure_ascii=False),
        )
    )


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
