"""Speed of reading a team list from a workbook (XLSX), honest and hostile.

    .venv/bin/python benchmarks/team_xlsx_speed.py [--teams 1000] [--repeat 3]

Two workbooks of ``--teams`` teams written by openpyxl: one as saved, one
whose ``<dimension ref>`` is rewritten to the whole sheet (``A1:XFD1048576``,
what a damaged or hand-made file may declare). Each is read with
``read_team_xlsx`` ``--repeat`` times; the best time is kept and given in
rows read per second. Goal: the declared size changes neither what is read
nor how fast (within a factor of 2), and 10,000 teams read in under
10 seconds.

Then the hostile workbook is imported into a new tournament through the
service (``import_teams``, as the window's worker thread and ``teams import``
call it): rows registered per second, reading included.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.conftest import new_tournament
from tests.files.sized_workbooks import team_rows, with_dimension, workbook_bytes
from tournoi.files.team_file import read_team_xlsx
from tournoi.services.teams.file_import import import_teams

WHOLE_SHEET = "A1:XFD1048576"


def best(data: bytes, repeat: int, limit: float) -> tuple[float, int]:
    """The best time of ``repeat`` reads, and the teams read; one read at most if over ``limit`` s."""
    times = []
    read = 0
    for _ in range(repeat):
        start = time.perf_counter()
        read = len(read_team_xlsx(data))
        times.append(time.perf_counter() - start)
        if times[-1] > limit:
            break
    return min(times), read


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--teams", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--limit", type=float, default=60.0, help="seconds a single read may take")
    args = parser.parse_args()
    honest = workbook_bytes(team_rows(args.teams, club="BC"))
    hostile = with_dimension(honest, WHOLE_SHEET)
    with tempfile.TemporaryDirectory() as folder:
        for label, data in (("as saved", honest), (f"declaring {WHOLE_SHEET}", hostile)):
            seconds, read = best(data, args.repeat, args.limit)
            print(
                f"{label}: {len(data) / 1000:.0f} Ko, {read} of {args.teams} teams in {seconds:.3f} s, "
                f"{(args.teams + 1) / seconds:,.0f} rows/s ({seconds / (args.teams + 1) * 1000:.3f} ms a row)"
            )
        tracemalloc.start()
        read_team_xlsx(hostile)
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        print(f"memory at most while reading the hostile workbook: {peak / 1e6:.1f} Mo")
        sheet = Path(folder) / "equipes.xlsx"
        sheet.write_bytes(hostile)
        db = new_tournament(Path(folder) / "concours.tournoi", teams=0)
        start = time.perf_counter()
        added = len(import_teams(db, path=sheet, who="banc d'essai"))
        seconds = time.perf_counter() - start
        db.close()
        print(
            f"imported through the service: {added} teams in {seconds:.2f} s, "
            f"{added / seconds:,.0f} rows/s ({seconds / added * 1000:.2f} ms a team)"
        )


if __name__ == "__main__":
    main()
