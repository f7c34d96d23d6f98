"""``enter``: a table's whole sheet (the engine's JSON), or its two totals alone; ``--on-time``
for a partie stopped on time (« arrêtée au temps »), alone for the sheet already entered.

A sheet that already holds donnes (typed at another station, or by an
earlier command), or totals when totals are entered, is replaced only with
``--replace``: a backup copy of the file is made first, and standard error
and the JSON output say whose sheet was replaced.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from engine import PerTeam, UserError
from tournoi.cli.connection import open_tournament
from tournoi.cli.parser import UsageError
from tournoi.cli.station import who
from tournoi.services import scores
from tournoi.services.scores.replacement import (
    Replacement,
    SheetHeldError,
    replace_sheet,
    replace_totals,
)
from tournoi.services.scores.sheet_files import SheetFileError, read_sheet, read_sheet_file
from tournoi.services.tournament.lifecycle import Database


def enter(options: argparse.Namespace) -> dict[str, Any]:
    if options.sheet is None and options.totals is None and options.on_time:
        return _stop_on_time(options)
    if (options.sheet is None) == (options.totals is None):
        raise UsageError(
            "enter : donnez soit la feuille (SHEET.json, ou -), soit ses deux totaux (--totals A B)."
        )
    document = None if options.sheet is None else _read_sheet(options.sheet)
    if options.on_time and isinstance(document, dict):
        document = {**document, "ended": "time"}
    db = open_tournament(options.file)
    try:
        replacement = _enter_into(db, options, document)
    except SheetHeldError as error:
        raise UserError(
            f"{error.message} Ajoutez --replace pour la remplacer (une copie de sauvegarde du "
            "fichier est faite avant).",
            field=error.field,
        ) from None
    finally:
        db.close()
    entered = _entered(replacement.recorded)
    replaced = _replaced(replacement)
    return entered if replaced is None else {**entered, "replaced": replaced}


def _enter_into(db: Database, options: argparse.Namespace, document: object) -> Replacement:
    if options.totals is not None:
        return replace_totals(
            db, round_number=options.round, table=options.table,
            totals=PerTeam(*options.totals), who=who(options), replace=options.replace,
            on_time=options.on_time or None,
        )  # fmt: skip
    return replace_sheet(
        db, round_number=options.round, table=options.table,
        document=document, who=who(options), replace=options.replace,
    )  # fmt: skip


def _stop_on_time(options: argparse.Namespace) -> dict[str, Any]:
    """The sheet already entered, stopped on time after its last donne."""
    db = open_tournament(options.file)
    try:
        recorded = scores.stop_on_time(
            db, round_number=options.round, table=options.table, on_time=True, who=who(options)
        )
    finally:
        db.close()
    return _entered(recorded)


def _read_sheet(name: str) -> object:
    """The sheet's document, read as the window reads it; a file refused is a usage error."""
    try:
        if name == "-":
            return read_sheet(sys.stdin.buffer, name="-")
        return read_sheet_file(Path(name))
    except SheetFileError as error:
        raise UsageError(str(error)) from None


def _replaced(replacement: Replacement) -> dict[str, Any] | None:
    """What was replaced, said on standard error and given in the output (the old sheet too:
    on a database server, the only copy of it)."""
    held = replacement.replaced
    if held is None:
        return None
    where = (
        f"copie de sauvegarde : {replacement.backup}"
        if replacement.backup is not None
        else "pas de copie sur un serveur : l'ancienne feuille est dans la sortie (replaced.sheet)"
    )
    sys.stderr.write(f"Remplacée : {held.in_words} ; {where}.\n")
    return {
        "donnes": held.donnes,
        "totals": None if held.totals is None else {"A": held.totals.a, "B": held.totals.b},
        "by": held.author,
        "backup": None if replacement.backup is None else str(replacement.backup),
        "sheet": held.document,
    }


def _entered(change: scores.Recorded) -> dict[str, Any]:
    sheet = change.sheet
    for warning in change.warnings:
        sys.stderr.write(f"Attention : {warning}\n")
    return {
        "round": sheet.round,
        "table": sheet.table,
        "donnes": len(sheet.lines),
        "totals": {"A": sheet.totals.a, "B": sheet.totals.b},
        "totals_only": sheet.by_totals,
        "state": sheet.state.value,
        "result": sheet.result,
        **({"ended": "time"} if sheet.on_time else {}),
    }
