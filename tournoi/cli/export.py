"""``export``: one document as PDF, or the whole tournament as a workbook."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from engine import UserError
from tournoi.cli.connection import open_tournament
from tournoi.exports import documents


def export(options: argparse.Namespace) -> dict[str, Any]:
    out = Path(options.out)
    if out.is_file() and not options.force:
        raise UserError(f"« {out} » existe déjà : il n'est pas remplacé sans --force.", field="out")
    db = open_tournament(options.file)
    try:
        message = documents.export(
            db, path=out, what=documents.Document(options.what), round_number=options.round
        )
    finally:
        db.close()
    return {"written": str(out), "message": message}
