"""Export speed: every blank score sheet of a 250-table round as one PDF.

    .venv/bin/python benchmarks/export_speed.py [--teams 500]

Builds a tournament of 500 teams with round 1 drawn, then times
``write_score_sheets`` on all its tables. Target: under 5 seconds.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.ui.conftest import make_tournament
from tournoi.exports.pdf import SheetBlank, write_score_sheets
from tournoi.services import draws, teams, tournaments


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
            start = time.perf_counter()
            sheets = SheetBlank.of_round(round_view, registered)
            pages = write_score_sheets(
                Path(folder) / "feuilles.pdf",
                info=info,
                settings=settings,
                sheets=sheets,
                filled=False,
            )
            elapsed = time.perf_counter() - start
        finally:
            db.close()
    print(f"{len(sheets)} blank score sheets, {pages} pages: {elapsed:.2f} s (target < 5 s)")


if __name__ == "__main__":
    main()
