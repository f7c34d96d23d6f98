"""``enter``: a table's whole sheet (the engine's JSON), or its two totals alone.

A sheet that already holds donnes (typed at another station, or by an
earlier command), or totals when totals are entered, is replaced only with
``--replace``: a backup copy of the file is made first, and standard error
and the JSON output say whose sheet was replaced.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any, Final

from engine import PerTeam, UserError
from engine.errors import os_reason
from engine.jsonio import NotJsonError, parse_json
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
from tournoi.services.tournaments import Database

_MAX_SHEET_BYTES: Final = 10_000_000
"""A sheet of a thousand donnes is 150 Ko: a file of more than 10 Mo is not a sheet."""


def enter(options: argparse.Namespace) -> dict[str, Any]:
    if (options.sheet is None) == (options.totals is None):
        raise UsageError(
            "enter : donnez soit la feuille (SHEET.json, ou -), soit ses deux totaux (--totals A B)."
        )
    document = None if options.sheet is None else _read_sheet(options.sheet)
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
        )  # fmt: skip
    return replace_sheet(
        db, round_number=options.round, table=options.table,
        document=document, who=who(options), replace=options.replace,
    )  # fmt: skip


def _read_sheet(name: str) -> object:
    try:
        if name == "-":
            raw = sys.stdin.buffer.read(_MAX_SHEET_BYTES + 1)
        else:
            with Path(name).open("rb") as file:
                raw = file.read(_MAX_SHEET_BYTES + 1)
    except OSError as error:
        raise UsageError(f"Impossible de lire « {name} » : {os_reason(error)}.") from None
    if len(raw) > _MAX_SHEET_BYTES:
        raise UsageError(
            f"« {name} » fait plus de {_MAX_SHEET_BYTES // 1_000_000} Mo : "
            "ce n'est pas une feuille de marque."
        )
    try:
        return parse_json(raw)
    except NotJsonError as error:
        raise UsageError(f"« {name} » n'est pas un document JSON : {error}.") from None


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
    }
