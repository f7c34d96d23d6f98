"""The journal of changes: the audit trail told in French, newest first, for the arbiter.

« Qui a changé la donne 3 de la table 7, et quand ? » Each event keeps the
sentence its service wrote (« Tour 2, table 7 : donne 3 corrigée. ») and the
state before and after; the journal shows the round and the table in their own
columns, so the sentence loses its « Tour 2, table 7 : », and the donnes'
changes are written in the entry line's shorthand, as under a printed sheet
(:mod:`~tournoi.services.scores.sheet_files`).

A 1000-team tournament holds tens of thousands of events: they are read a page
at a time, filtered by the database.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Final

from sqlalchemy import func, or_
from sqlalchemy.orm import aliased
from sqlmodel import col, select

from engine import EngineError
from engine.jsonio import donne_from_json
from engine.notation import format_donne
from tournoi.services.scores.sheet_files import with_change
from tournoi.storage import Database, models

PAGE: Final = 500
"""Events read at a time: a screenful many times over, a few milliseconds to read."""


@dataclass(frozen=True, slots=True, kw_only=True)
class JournalLine:
    """One change, as the journal shows it."""

    id: int
    at: datetime
    who: str
    action: str
    round_number: int | None
    table: int | None
    sentence: str


@dataclass(frozen=True, slots=True, kw_only=True)
class JournalFilter:
    """Which changes to show; ``None`` or empty: all of them. ``text`` is looked for, without
    regard to case, in the author and in what the service wrote (not in the donnes'
    shorthand)."""

    round_number: int | None = None
    table: int | None = None
    who: str | None = None
    text: str = ""


@dataclass(frozen=True, slots=True, kw_only=True)
class JournalPage:
    lines: tuple[JournalLine, ...]
    total: int
    """How many changes the filter keeps, all pages together."""


def journal(
    db: Database, *, where: JournalFilter | None = None, offset: int = 0, limit: int = PAGE
) -> JournalPage:
    """The changes ``where`` keeps, newest first, ``limit`` of them from ``offset``."""
    event, partie = models.AuditEvent, aliased(models.Partie)
    round_ = aliased(models.Round)
    round_id = func.coalesce(col(event.round_id), partie.round_id)
    joined = (
        select(event, round_.number, partie.table_number)
        .outerjoin(partie, col(event.partie_id) == partie.id)
        .outerjoin(round_, round_id == round_.id)
    )
    conditions = _conditions(where or JournalFilter(), round_, partie)
    query = joined.where(*conditions).order_by(col(event.id).desc()).offset(offset).limit(limit)
    counted = (
        select(func.count())
        .select_from(event)
        .outerjoin(partie, col(event.partie_id) == partie.id)
        .outerjoin(round_, round_id == round_.id)
        .where(*conditions)
    )
    with db.session() as session:
        lines = tuple(_line(*row) for row in session.exec(query))
        total = session.exec(counted).one()
    return JournalPage(lines=lines, total=total)


def authors(db: Database) -> list[str]:
    """Everyone who changed something, by name: the journal's author filter."""
    who = col(models.AuditEvent.who)
    with db.session() as session:
        return list(session.exec(select(who).distinct().order_by(who)))


def _conditions(where: JournalFilter, round_: Any, partie: Any) -> list[Any]:
    event = models.AuditEvent
    conditions: list[Any] = []
    if where.round_number is not None:
        conditions.append(round_.number == where.round_number)
    if where.table is not None:
        conditions.append(partie.table_number == where.table)
    if where.who:
        conditions.append(col(event.who) == where.who)
    text = where.text.strip()
    if text:
        # SQLite lowers only ASCII letters: « équipe » also looks for « Équipe », as a
        # sentence begins.
        lowered, capital = _escaped(text.lower()), _escaped(text[:1].upper() + text[1:])
        conditions.append(
            or_(
                *(
                    func.lower(column).like(f"%{lowered}%", escape="\\")
                    for column in (col(event.message), col(event.who))
                ),
                col(event.message).like(f"%{capital}%", escape="\\"),
            )
        )
    return conditions


def _escaped(text: str) -> str:
    """``text`` matched as written: its ``%`` and ``_`` are not wildcards."""
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def _line(event: models.AuditEvent, round_number: int | None, table: int | None) -> JournalLine:
    assert event.id is not None
    before = None if event.before is None else json.loads(event.before)
    after = None if event.after is None else json.loads(event.after)
    told = _without_place(event.message, round_number, table)
    words = _WORDS.get(event.action)
    if words is not None:
        # The donne's words go with the first sentence; what follows (« Signatures des
        # équipes A et B effacées : … ») stays after them.
        first, then, rest = told.partition(". ")
        told = words(f"{first}." if then else first, before, after) + (f" {rest}" if then else "")
    return JournalLine(
        id=event.id,
        at=event.at,
        who=event.who,
        action=event.action,
        round_number=round_number,
        table=table,
        sentence=told,
    )


def _without_place(message: str, round_number: int | None, table: int | None) -> str:
    """The sentence without the « Tour 2, table 7 : » the journal shows in its columns."""
    for place in (f"Tour {round_number}, table {table} : ", f"Tour {round_number} : "):
        if round_number is not None and message.startswith(place):
            rest = message.removeprefix(place)
            return rest[:1].upper() + rest[1:]
    return message


def _added(told: str, _before: Any, after: Any) -> str:
    """« Donne 3 saisie : A c 92 b n20. »: the donne is the sheet's last."""
    return _with_donne(told, after[-1] if isinstance(after, list) and after else None)


def _inserted(told: str, before: Any, after: Any) -> str:
    """« Donne insérée avant la donne 2 : A c 92 b n20. »"""
    index = _first_change(before, after)
    return _with_donne(told, None if index is None else after[index])


def _deleted(told: str, before: Any, after: Any) -> str:
    """« Donne 2 supprimée : A c 92 b n20. »"""
    index = _first_change(after, before)
    return _with_donne(told, None if index is None else before[index])


def _first_change(shorter: Any, longer: Any) -> int | None:
    """Where ``longer`` has one donne more than ``shorter``; ``None`` for a trail not read."""
    if not (isinstance(shorter, list) and isinstance(longer, list)):
        return None
    if len(longer) != len(shorter) + 1:
        return None
    return next(
        (i for i, (old, new) in enumerate(zip(shorter, longer, strict=False)) if old != new),
        len(shorter),
    )


def _with_donne(told: str, donne: Any) -> str:
    if donne is None:
        return told
    try:
        shorthand = format_donne(donne_from_json(donne))
    except (EngineError, TypeError, KeyError):
        return told
    return f"{told.rstrip('.')} : {shorthand}."


def _validated(told: str, _before: Any, after: Any) -> str:
    """« Partie validée malgré l'écart : feuille 2070 – 1290, calcul 2090 – 1270. »"""
    if not isinstance(after, dict) or "paper" not in after or "computed" not in after:
        return told
    (paper_a, paper_b), (computed_a, computed_b) = after["paper"], after["computed"]
    return (
        f"Partie validée malgré l'écart : feuille {paper_a} – {paper_b}, "
        f"calcul {computed_a} – {computed_b}."
    )


def _unlocked(told: str, _before: Any, after: Any) -> str:
    """« Partie déverrouillée : réclamation de l'équipe 12. »"""
    reason = after.get("reason", "") if isinstance(after, dict) else ""
    if not reason:
        return told
    return f"Partie déverrouillée : {reason.rstrip('.')}."


_WORDS: Final[dict[str, Callable[[str, Any, Any], str]]] = {
    "donne.add": _added,
    "donne.correct": with_change,  # « Donne 1 corrigée : A c 92 b n20 devient A c 92 b n50. »
    "donne.insert": _inserted,
    "donne.delete": _deleted,
    "partie.validate": _validated,
    "partie.unlock": _unlocked,
}
"""The actions whose words the journal builds from before and after; the others are told
by the sentence their service wrote (« Tour 3 tiré (système suisse) : 48 tables. »)."""
