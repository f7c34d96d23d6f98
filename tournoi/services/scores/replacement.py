"""A whole sheet brought in over the one a table holds: never silently in place of another's work.

The command line imports a sheet (or a partie's two totals) in one go, while
other stations may have typed that table's partie donne by donne. A sheet
holding donnes (totals) is replaced only when asked to, after a backup copy
of the file, and the caller is told whose sheet it was (the last author in
that partie's audit trail). The replacement is written at the version the
sheet was read at, as the window writes: a station that changes it in
between is never written over either.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine import Donne, PerTeam, UserError
from engine.jsonio import sheet_from_json
from tournoi.services import audit
from tournoi.services.errors import ConflictError
from tournoi.services.scores.sheet_files import export_sheet, import_sheet
from tournoi.services.scores.totals_entry import record_totals
from tournoi.services.scores.view import Recorded, donne_rows, find_partie, recorded_totals
from tournoi.services.tournament import backups
from tournoi.storage import Database


@dataclass(frozen=True, slots=True, kw_only=True)
class HeldSheet:
    """What a table's sheet holds, read before it is replaced."""

    round: int
    table: int
    donnes: int
    totals: PerTeam[int] | None
    """The final totals recorded alone (« totaux seulement »), if any."""
    version: int
    author: str | None
    """Who last changed the partie, as the audit trail has it (declared by that station)."""
    document: dict[str, Any]
    """The sheet in the engine's JSON format: what the replacement takes away."""

    @property
    def in_words(self) -> str:
        """« la feuille du tour 1, table 2 (12 donnes, saisies par Alice) »"""
        held = [f"{self.donnes} donne{'s' if self.donnes > 1 else ''}"] if self.donnes else []
        if self.totals is not None:
            held.append(f"totaux {self.totals.a} – {self.totals.b}")
        typed = "saisis" if self.totals is not None else "saisie" + "s" * (self.donnes > 1)
        by = f", {typed} par {self.author}" if self.author else ""
        where = f"la feuille du tour {self.round}, table {self.table}"
        return f"{where} ({' et '.join(held)}{by})"


@dataclass(frozen=True, slots=True, kw_only=True)
class Replacement:
    recorded: Recorded
    replaced: HeldSheet | None
    """The sheet taken away, when it held donnes."""
    backup: Path | None
    """The copy of the file made first; ``None`` on a database server (its administrator's)."""


class SheetHeldError(ConflictError):
    """A sheet that holds donnes, replaced only when asked to."""

    def __init__(self, held: HeldSheet) -> None:
        super().__init__(
            f"{held.in_words[:1].upper()}{held.in_words[1:]} n'est pas vide : "
            "elle n'est pas remplacée sans demande expresse.",
            field="sheet",
        )
        self.held = held


def held_sheet(db: Database, *, round_number: int, table: int) -> HeldSheet:
    """What the sheet at ``table`` holds now, and its version."""
    with db.session() as session:
        partie = find_partie(session, round_number, table)
        assert partie.id is not None
        trail = audit.entries(session, partie_id=partie.id)
        donnes = len(donne_rows(session, partie))
        totals = recorded_totals(partie)
        version = partie.version
    return HeldSheet(
        round=round_number,
        table=table,
        donnes=donnes,
        totals=totals,
        version=version,
        author=trail[-1].who if trail else None,
        document=export_sheet(db, round_number=round_number, table=table),
    )


def replace_sheet(
    db: Database,
    *,
    round_number: int,
    table: int,
    document: Any,
    who: str,
    replace: bool = False,
) -> Replacement:
    """Import ``document`` as the sheet at ``table``; one holding donnes only with ``replace``.

    Refused with :class:`SheetHeldError` when the sheet holds other donnes
    and ``replace`` is false (the same donnes again replace nothing: a
    script may run twice); with :class:`ConflictError` when another station
    changed it after it was read here.
    """
    return _write_over(
        db, round_number, table, replace=replace,
        free=lambda held: not held.donnes or _donnes(held.document) == _donnes(document),
        write=lambda version, backed_up: import_sheet(
            db, round_number=round_number, table=table, document=document, who=who,
            version=version, backed_up=backed_up,
        ),
    )  # fmt: skip


def replace_totals(
    db: Database,
    *,
    round_number: int,
    table: int,
    totals: PerTeam[int],
    who: str,
    replace: bool = False,
    on_time: bool | None = None,
) -> Replacement:
    """Record the two totals of the partie at ``table``; over other recorded totals only with
    ``replace`` (a sheet with donnes refuses totals alone anyway); ``on_time``: a partie
    stopped on time, or not (``None``: as the partie says)."""
    return _write_over(
        db, round_number, table, replace=replace,
        free=lambda held: held.totals is None or bool(held.donnes),
        write=lambda version, backed_up: record_totals(
            db, round_number=round_number, table=table, totals=totals, who=who,
            version=version, backed_up=backed_up, on_time=on_time,
        ),
    )  # fmt: skip


def _write_over(
    db: Database,
    round_number: int,
    table: int,
    *,
    replace: bool,
    free: Callable[[HeldSheet], bool],
    write: Callable[[int, bool], Recorded],
) -> Replacement:
    """``write`` at the version the sheet was read at, told whether a backup was made first.

    Over a ``free`` sheet, nothing else to do; over a held one, refused
    unless ``replace``, and then the backup made first.
    """
    held = held_sheet(db, round_number=round_number, table=table)
    if free(held):
        return Replacement(recorded=write(held.version, False), replaced=None, backup=None)
    if not replace:
        raise SheetHeldError(held)
    copy = _backup(db, round_number, table)
    recorded = write(held.version, copy is not None)
    return Replacement(recorded=recorded, replaced=held, backup=copy)


def _donnes(document: Any) -> list[Donne] | None:
    """The donnes of a sheet document; ``None`` for one the engine refuses (the import says why)."""
    if isinstance(document, dict):
        document = {key: value for key, value in document.items() if key != "rules"}
    try:
        return list(sheet_from_json(document)[1])
    except UserError:
        return None


def _backup(db: Database, round_number: int, table: int) -> Path | None:
    """A copy of the file before the sheet is replaced; none on a server (its administrator's)."""
    if backups.unavailable(db) is not None:
        return None
    return backups.make_backup(db, f"correction tour {round_number} table {table}").path
