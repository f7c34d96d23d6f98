"""A whole sheet in and out: the engine's JSON document, and the corrections printed under it."""

from __future__ import annotations

from typing import Any

from engine import EngineError
from engine.jsonio import donne_from_json, sheet_from_json, sheet_to_json
from engine.notation import format_donne
from tournoi.services import audit, records
from tournoi.services import settings as settings_service
from tournoi.services.scores.recording import change_donnes
from tournoi.services.scores.view import Recorded, donne_rows, find_partie
from tournoi.storage import Database


def import_sheet(
    db: Database,
    *,
    round_number: int,
    table: int,
    document: Any,
    who: str,
    version: int | None = None,
    backed_up: bool = False,
) -> Recorded:
    """Replace the whole sheet by a document in the engine's JSON format.

    Its ``rules`` key, if present, is ignored: the tournament's rules apply.
    ``backed_up``: the caller has just made a copy of the file (:func:`change_donnes`).
    """
    if isinstance(document, dict):
        document = {key: value for key, value in document.items() if key != "rules"}
    _rules, donnes = sheet_from_json(document)

    return change_donnes(
        db, round_number, table, lambda _old: list(donnes), who=who, version=version,
        backed_up=backed_up, action="sheet.import", message=lambda n: f"Feuille importée : {n} donne{'s' if n > 1 else ''}.",
    )  # fmt: skip


def export_sheet(db: Database, *, round_number: int, table: int) -> dict[str, Any]:
    """The sheet in the engine's JSON format, with the tournament's rules."""
    with db.session() as session:
        rules = settings_service.load(session).rules
        partie = find_partie(session, round_number, table)
        donnes = [records.to_engine(row) for row in donne_rows(session, partie)]
    return sheet_to_json(rules, donnes)


CORRECTIONS = ("donne.correct", "donne.insert", "donne.delete", "sheet.import", "partie.unlock")
"""The audit actions that change a sheet after its donnes were first written."""


def corrections(db: Database, *, round_number: int, table: int) -> tuple[str, ...]:
    """The corrections of a sheet, oldest first, as printed under a filled score sheet.

    « 21/11 16 h 42, Alice : donne 3 corrigée. » An import that replaced an
    empty sheet is its first entry, not a correction.
    """
    with db.session() as session:
        partie = find_partie(session, round_number, table)
        lines = []
        for entry in audit.entries(session, partie_id=partie.id):
            if entry.action not in CORRECTIONS:
                continue
            if entry.action == "sheet.import" and not entry.before:
                continue
            at = entry.at.astimezone()
            when = f"{at.day:02}/{at.month:02} {at.hour} h {at.minute:02}"
            what = entry.message.split(" : ", 1)[-1]
            if entry.action == "donne.correct":
                what = _with_change(what, entry.before, entry.after)
            lines.append(f"{when}, {entry.who} : {what[:1].lower()}{what[1:]}")
        return tuple(lines)


def _with_change(message: str, before: Any, after: Any) -> str:
    """« Donne 1 corrigée : A c 92 b n20 devient A c 92 b n50. », from the sheets around it.

    The arbiter reading a printed sheet sees what was written before and what
    stands now; a trail it cannot read (an older file) leaves the message as is.
    """
    if not (isinstance(before, list) and isinstance(after, list)) or len(before) != len(after):
        return message
    try:
        changed = [
            (format_donne(donne_from_json(old)), format_donne(donne_from_json(new)))
            for old, new in zip(before, after, strict=True)
            if old != new
        ]
    except EngineError:
        return message
    if len(changed) != 1:
        return message
    old, new = changed[0]
    return f"{message.rstrip('.')} : {old} devient {new}."
