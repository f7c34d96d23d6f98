"""``export``: one document as PDF, or the whole tournament as a workbook."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from engine import UserError
from tournoi.cli.connection import open_tournament
from tournoi.cli.station import who
from tournoi.exports import documents


def export(options: argparse.Namespace) -> dict[str, Any]:
    out = Path(options.out)
    if _taken(out) and not options.force:
        raise UserError(f"« {out} » existe déjà : il n'est pas remplacé sans --force.", field="out")
    db = open_tournament(options.file)
    try:
        message = documents.export(
            db,
            path=out,
            what=documents.Document(options.what),
            round_number=options.round,
            phones=_phones(options),
        )
    finally:
        db.close()
    return {"written": str(out), "message": message}


def _phones(options: argparse.Namespace) -> documents.Phones | None:
    """``--phones [URL]``: the server the QR codes lead to, this laptop's by default."""
    if options.phones is None:
        return None
    base_url = options.phones.rstrip("/")
    if not base_url:
        # The server's module (and uvicorn) load only when codes are printed.
        from tournoi.web.server import first_url  # noqa: PLC0415

        base_url = first_url()
    if not base_url.startswith(("http://", "https://")):
        raise UserError(
            f"--phones : adresse « {base_url} » invalide : elle commence par http:// "
            "(http://192.168.1.20:8000).",
            field="phones",
        )
    return documents.Phones(base_url=base_url, who=who(options))


def _taken(out: Path) -> bool:
    """A file, or a folder that holds something (a site exported before): not replaced unasked."""
    if out.is_dir():
        return any(out.iterdir())
    return out.is_file()
