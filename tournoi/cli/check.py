"""``check``: whether the stored results are those the donnes give (the « intégrité »)."""

from __future__ import annotations

import argparse
from typing import Any

from tournoi.cli import Refused
from tournoi.cli.connection import open_tournament
from tournoi.services.integrity import soundness


def check(options: argparse.Namespace) -> dict[str, Any] | Refused:
    """The report as JSON; exit status 1 when it finds anything, with its sentences."""
    db = open_tournament(options.file)
    try:
        report = soundness.check(db)
    finally:
        db.close()
    output = {
        "sound": report.sound,
        "parties": report.parties,
        "donnes": report.donnes,
        "findings": [
            {
                "round": finding.round,
                "table": finding.table,
                "stored": finding.stored,
                "expected": finding.expected,
                "message": finding.message,
                "paragraph": finding.paragraph,
            }
            for finding in report.findings
        ],
    }
    if report.sound:
        return output
    return Refused(output=output, message=soundness.report_text(report))
