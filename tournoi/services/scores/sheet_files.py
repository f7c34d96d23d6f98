"""A whole sheet in and out: the engine's JSON document, and the corrections printed under it."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO, Final

from engine import Donne, EngineError, PerTeam, Rules, UserError
from engine.errors import os_reason
from engine.jsonio import (
    NotJsonError,
    donne_from_json,
    ending_from_json,
    parse_json,
    rules_from_json,
    sheet_from_json,
    sheet_to_json,
)
from engine.notation import format_donne
from tournoi.services import audit
from tournoi.services import settings as settings_service
from tournoi.services.errors import ServiceError
from tournoi.services.scores import records
from tournoi.services.scores.knockout import partie_settings
from tournoi.services.scores.partie_state import check_not_forfeited, check_unlocked
from tournoi.services.scores.partie_write import PartieWrite, write
from tournoi.services.scores.preview import score_sheet
from tournoi.services.scores.sheet_changes import ReplaceSheet
from tournoi.services.scores.view import Recorded, donne_rows, ending_of, find_partie
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

    Its ``rules`` key, if present, is ignored: the tournament's rules apply;
    ``"ended": "time"`` says the partie was stopped on time (« arrêtée au temps »).
    ``backed_up``: the caller has just made a copy of the file (:class:`ReplaceSheet`).
    """
    change = ReplaceSheet(
        donnes=tuple(_donnes(document)), backed_up=backed_up, ended=ending_from_json(document)
    )
    request = PartieWrite(round=round_number, table=table, who=who, change=change, version=version)
    return write(db, request=request).recorded


MAX_SHEET_BYTES: Final = 10_000_000
"""A sheet of a thousand donnes is 150 Ko: a file of more than 10 Mo is not a sheet."""


class SheetFileError(ServiceError):
    """A sheet file that cannot be read, or is not a JSON document; the message names it."""

    def __init__(self, message: str) -> None:
        super().__init__(message, field="file")


def read_sheet_file(path: Path) -> Any:
    """The JSON document of a sheet file: the one reader of the window and the command line.

    Read no further than :data:`MAX_SHEET_BYTES` (``/dev/zero`` never ends);
    UTF-8 with or without a byte order mark (Windows' Notepad writes one);
    whatever else it holds is refused in French, naming the file.
    """
    try:
        with path.open("rb") as file:
            return read_sheet(file, name=path.name)
    except OSError as error:
        raise SheetFileError(f"Impossible de lire « {path} » : {os_reason(error)}.") from None


def read_sheet(source: BinaryIO, *, name: str) -> Any:
    """The JSON document of an open file (the command line's ``-`` is standard input)."""
    raw = source.read(MAX_SHEET_BYTES + 1)
    if len(raw) > MAX_SHEET_BYTES:
        raise SheetFileError(
            f"« {name} » fait plus de {MAX_SHEET_BYTES // 1_000_000} Mo : "
            "ce n'est pas une feuille de marque."
        )
    if not raw.strip():
        raise SheetFileError(f"« {name} » est vide : ce n'est pas une feuille de marque.")
    try:
        return parse_json(raw)
    except NotJsonError as error:
        raise SheetFileError(f"« {name} » n'est pas un document JSON : {error}.") from None


@dataclass(frozen=True, slots=True, kw_only=True)
class SheetImport:
    """What a sheet document would put at a table, read before it replaces the sheet there."""

    donnes: int
    totals: PerTeam[int]
    """The totals its donnes give under the tournament's rules."""
    replaced: int
    """The donnes the sheet holds now, that the import takes away."""
    other_rules: bool
    """The document names rules other than the tournament's (they are ignored)."""


def preview_import(db: Database, *, round_number: int, table: int, document: Any) -> SheetImport:
    """What :func:`import_sheet` would do with ``document``, written nowhere.

    Refused as the import itself would be: a validated partie, a forfeit, a
    document that is not a sheet, a donne the engine refuses (with its §).
    """
    donnes = _donnes(document)
    with db.session() as session:
        partie = find_partie(session, round_number, table)
        rules = partie_settings(session, partie, settings_service.load(session)).rules
        check_unlocked(partie, table)
        check_not_forfeited(partie, table)
        replaced = len(donne_rows(session, partie))
    scored = score_sheet(rules, donnes, appended=False, ended=ending_from_json(document))
    return SheetImport(
        donnes=len(donnes),
        totals=scored.totals,
        replaced=replaced,
        other_rules=_other_rules(document, rules),
    )


def _donnes(document: Any) -> list[Donne]:
    if isinstance(document, dict):
        document = {key: value for key, value in document.items() if key != "rules"}
    return list(sheet_from_json(document)[1])


def _other_rules(document: Any, rules: Rules) -> bool:
    """Whether ``document`` names rules, and not these: unreadable rules differ too."""
    named = document.get("rules") if isinstance(document, dict) else None
    if named is None:
        return False
    try:
        return rules_from_json(named) != rules
    except UserError:
        return True


def export_sheet(db: Database, *, round_number: int, table: int) -> dict[str, Any]:
    """The sheet in the engine's JSON format, with the tournament's rules."""
    with db.session() as session:
        partie = find_partie(session, round_number, table)
        rules = partie_settings(session, partie, settings_service.load(session)).rules
        donnes = [records.to_engine(row) for row in donne_rows(session, partie)]
        ended = ending_of(partie)
    document = sheet_to_json(rules, donnes)
    return document if ended is None else {**document, "ended": ended.value}


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
                what = with_change(what, entry.before, entry.after)
            lines.append(f"{when}, {entry.who} : {what[:1].lower()}{what[1:]}")
        return tuple(lines)


def with_change(message: str, before: Any, after: Any) -> str:
    """« Donne 1 corrigée : A c 92 b n20 devient A c 92 b n50. », from the sheets around it.

    The arbiter reading a printed sheet sees what was written before and what
    stands now; a trail it cannot read (an older file) leaves the message as is.
    The change goes with the first sentence, before what may follow it (the
    signatures a correction voids).
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
    first, then, rest = message.partition(". ")
    return f"{first.rstrip('.')} : {old} devient {new}." + (f" {rest}" if then else "")
