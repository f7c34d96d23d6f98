"""Recording a donne with the standings that follow it, at 100, 1000 and 5000 teams.

    .venv/bin/python benchmarks/standings_growth.py [--sizes 100 1000 5000] [--rounds 4]
        [--tables 10] [--seed 1] [--folder DIR]

For each size, a tournament with rounds 1 to ``--rounds - 1`` drawn Swiss and
played (random valid sheets, imported whole) and the last round drawn, built
once through the services and kept in ``--folder`` (``standings-<size>.tournoi``).
On a copy, the standings are asked once (as the window has them open), then
on the first ``--tables`` tables of the last round each donne is recorded
(``scores.record_donne``) and the standings asked again
(``standings.standings``), as the window does on Enter. A donne in the middle
of a partie changes no result; the donne that ends a partie stores one and is
timed apart. Prints the medians per size, in elapsed time and in this
process's CPU time (less disturbed by other programs on the machine), and
the ratios of the largest size to the smallest (goals: at most 2 for a donne
mid-partie, 3 for the donne that ends a partie).
"""

from __future__ import annotations

import argparse
import random
import shutil
import sys
import tempfile
import time
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from big_tournament import tournament_file
from timing import Timing, duration, load_average, machine

from engine import Donne
from tests.factories import random_sheet
from tests.ui.conftest import WHO
from tournoi.services import draws, scores
from tournoi.services.standings import current as standings
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.storage import Database

GOALS = {"mid-partie": 2.0, "ends a partie": 3.0}


def measure(source: Path, tables: int, seed: int) -> tuple[Timing, Timing, Timing, Timing]:
    """On a copy of ``source``: each donne of ``tables`` tables recorded, then the standings.

    Elapsed times, then the same donnes in this process's CPU time.
    """
    going_on, ending = Timing("mid-partie"), Timing("ends a partie")
    going_on_cpu, ending_cpu = Timing("mid-partie, CPU"), Timing("ends a partie, CPU")
    with tempfile.TemporaryDirectory() as folder:
        db = tournaments.open_tournament(Path(shutil.copy(source, folder)))
        try:
            rules = tournaments.get_settings(db).rules
            number = draws.last_round(db)
            standings.standings(db)  # the window shows them from the start
            rng = random.Random(seed)
            view = draws.round_view(db, round_number=number)
            for table_view in view.tables[:tables]:
                sheet = random_sheet(rng, rules)
                for index, donne in enumerate(sheet, start=1):
                    last = index == len(sheet)
                    cpu = time.process_time()
                    (ending if last else going_on).time(
                        partial(_record, db, number, table_view.table, donne)
                    )
                    (ending_cpu if last else going_on_cpu).seconds.append(time.process_time() - cpu)
        finally:
            db.close()
    return going_on, ending, going_on_cpu, ending_cpu


def _record(db: Database, number: int, table: int, donne: Donne) -> None:
    scores.record_donne(db, round_number=number, table=table, donne=donne, who=WHO)
    standings.standings(db)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[100, 1000, 5000])
    parser.add_argument("--rounds", type=int, default=4, help="the last one is drawn, not played")
    parser.add_argument("--tables", type=int, default=10, help="tables entered donne by donne")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--folder", type=Path, default=Path(tempfile.gettempdir()))
    args = parser.parse_args()
    last = args.rounds
    sources = {
        size: tournament_file(
            args.folder / f"standings-{size}.tournoi",
            size,
            drawn=last,
            played=last - 1,
            planned=last,
            seed=args.seed,
        )
        for size in args.sizes
    }
    for key, value in machine().items():
        print(f"{key}: {value}")
    measured = {size: measure(source, args.tables, args.seed) for size, source in sources.items()}

    print(f"\n{last - 1} rounds played, round {last} entered on {args.tables} tables:\n")
    print("| teams | time | mid-partie: median | max | ends a partie: median | max |")
    print("|--:|---|--:|--:|--:|--:|")
    for offset, kind in ((0, "elapsed"), (2, "CPU")):
        for size, timings in measured.items():
            going_on, ending = timings[offset], timings[offset + 1]
            print(
                f"| {size} | {kind} | {duration(going_on.median)} | {duration(going_on.worst)} "
                f"| {duration(ending.median)} | {duration(ending.worst)} |"
            )
    smallest, largest = min(measured), max(measured)
    print()
    for offset, kind in ((0, "elapsed"), (2, "CPU")):
        for index, (name, goal) in enumerate(GOALS.items()):
            ratio = (
                measured[largest][offset + index].median / measured[smallest][offset + index].median
            )
            verdict = "met" if ratio <= goal else "MISSED"
            print(
                f"{name}, {kind}: {largest} / {smallest} teams = {ratio:.2f} "
                f"(goal at most {goal:g}: {verdict})"
            )
    print(f"\nload average at the end: {load_average()}")


if __name__ == "__main__":
    main()
