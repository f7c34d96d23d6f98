"""Export speed: every blank score sheet of a 250-table round as one PDF, without and with QR codes.

    .venv/bin/python benchmarks/export_speed.py [--teams 500]

Builds a tournament of 500 teams with round 1 drawn, then times
``write_score_sheets`` on all its tables: as printed for paper only, then
with each table's QR code for the phones (the links made before the timing).
Target: under 5 seconds each.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.ui.conftest import WHO, make_tournament
from tournoi.exports.pdf import SheetBlank, write_score_sheets
from tournoi.services import draws
from tournoi.services.tables import links as table_links
from tournoi.services.teams import registration as teams
from tournoi.services.tournament import lifecycle as tournaments

BASE_URL = "http://192.168.1.20:8000"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--teams", type=int, default=500)
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        db = make_tournament(Path(folder) / "bench.tournoi", count=options.teams)
        try:
            info = tournaments.tournament_info(db)
            settings = tournaments.get_settings(db)
            round_view = draws.round_view(db, round_number=1)
            registered = teams.list_teams(db)
            links = table_links.table_urls(db, round_number=1, base_url=BASE_URL, who=WHO)
        finally:
            db.close()
        for label, given in (("paper only", None), ("with QR codes", links)):
            start = time.perf_counter()
            sheets = SheetBlank.of_round(round_view, registered, links=given)
            pages = write_score_sheets(
                Path(folder) / "feuilles.pdf",
                info=info,
                settings=settings,
                sheets=sheets,
                filled=False,
            )
            elapsed = time.perf_counter() - start
            print(
                f"{len(sheets)} blank score sheets, {label}, {pages} pages: {elapsed:.2f} s "
                f"(target < 5 s; load {os.getloadavg()[0]:.1f})"
            )


if __name__ == "__main__":
    main()
