"""A 1000-team, 10-round tournament: the draw, score entry, standings, every export, opening.

    .venv/bin/python benchmarks/tournament_1000.py [--teams 1000] [--rounds 10] [--repeat 5]
        [--tables 20] [--seed 1] [--file PATH] [--json PATH]

Builds through the services 1000 teams and rounds 1 to 9 drawn Swiss and
played, each partie a random valid sheet (contrée to 1000 points) imported
whole. This takes a while, so the file is kept in ``--file`` and reused while
it holds that tournament. Then, on a copy, times with the services:

- the Swiss draw of round 10 (``draws.draw_round``: standings, pairing, the
  backup copy made before every draw, storing), cancelled between runs;
- round 10 drawn, on its first ``--tables`` tables, each donne recorded
  (``scores.record_donne``) and the standings computed again
  (``standings.standings``), as the window does on Enter; the donne that ends
  a partie, and stores its result, is timed apart; the other tables are then
  imported whole, which completes the tournament;
- the standings alone, read and ranked in full from the results of every
  round (``standings.standings`` gives its last result again while nothing
  it depends on has changed: this is the work when something has);
- every document of ``documents.export``: standings, table plan, blank and
  filled score sheets of round 10, team list (PDF), the workbook (XLSX);
- opening the file: ``tournaments.open_tournament`` (``Database.open``, the
  schema's revision checked) and ``tournament_info``.

Prints the machine, then the figures as a Markdown table; ``--json`` also
writes them to a file. The window's time to usable on the same file is
``ui_startup.py --file PATH``.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import shutil
import sys
import tempfile
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from big_tournament import tournament_file
from timing import Timing, load_average, machine, table

from engine import Donne, Rules
from tests.factories import random_sheet, sheet_document
from tests.ui.conftest import WHO
from tournoi.exports.documents import Document, export
from tournoi.services import draws, scores
from tournoi.services.draws import DrawMethod
from tournoi.services.standings import current as standings
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.storage import Database

DOCUMENTS = [
    ("standings PDF", Document.STANDINGS, "classement.pdf"),
    ("table plan PDF, round {round}", Document.TABLES, "plan.pdf"),
    ("blank score sheets PDF, round {round}", Document.BLANK_SHEETS, "vierges.pdf"),
    ("filled score sheets PDF, round {round}", Document.SHEETS, "remplies.pdf"),
    ("team list PDF", Document.TEAMS, "equipes.pdf"),
    ("workbook XLSX", Document.STANDINGS, "tournoi.xlsx"),  # .xlsx: the whole workbook
]


def time_draw(db: Database, number: int, repeat: int) -> Timing:
    """Draw round ``number`` Swiss ``repeat`` times, cancelling between runs; it stays drawn."""
    timing = Timing(f"Swiss draw of round {number}")
    for run in range(repeat):
        view = timing.time(lambda: draws.draw_round(db, method=DrawMethod.SWISS, who=WHO))
        if run < repeat - 1:
            draws.cancel_draw(db, round_number=number, who=WHO)
    bye = "" if view.bye is None else ", 1 bye"
    timing.detail = f"{len(view.tables)} tables{bye}, backup copy included"
    return timing


def time_entry(
    db: Database, number: int, tables: int, rules: Rules, rng: random.Random
) -> list[Timing]:
    """Play round ``number``: donne by donne on ``tables`` tables, then whole sheets."""
    going_on = Timing("donne recorded -> standings (partie goes on)")
    ending = Timing("last donne recorded -> result stored -> standings")
    view = draws.round_view(db, round_number=number)
    for table_view in view.tables[:tables]:
        sheet = random_sheet(rng, rules)
        for index, donne in enumerate(sheet, start=1):
            timing = ending if index == len(sheet) else going_on
            timing.time(partial(_record, db, number, table_view.table, donne))
    for table_view in view.tables[tables:]:
        document = sheet_document(random_sheet(rng, rules))
        scores.import_sheet(
            db, round_number=number, table=table_view.table, document=document, who=WHO
        )
    assert draws.round_view(db, round_number=number).is_complete
    going_on.detail = ending.detail = f"{tables} tables of round {number}"
    return [going_on, ending]


def _record(db: Database, number: int, table: int, donne: Donne) -> None:
    scores.record_donne(db, round_number=number, table=table, donne=donne, who=WHO)
    standings.standings(db)


def time_standings(db: Database, repeat: int, rounds: int) -> Timing:
    """Read and ranked every time: ``standings.standings`` would give its last result again."""
    timing = Timing("standings computed in full")

    def compute() -> list[standings.StandingRow]:
        with db.session() as session:
            return standings.standings_before(session, None)

    for _ in range(repeat):
        rows = timing.time(compute)
    timing.detail = f"{len(rows)} teams, {rounds} rounds of results"
    return timing


def time_exports(db: Database, folder: Path, number: int, repeat: int) -> list[Timing]:
    timings = []
    for name, what, file_name in DOCUMENTS:
        timing = Timing(name.format(round=number))
        path = folder / file_name
        for _ in range(repeat):
            message = timing.time(partial(export, db, path=path, what=what, round_number=number))
        made = re.search(r"\d+ (pages?|donnes)", message)
        timing.detail = f"{made.group() if made else message}, {path.stat().st_size / 1e6:.1f} MB"
        timings.append(timing)
    return timings


def time_opening(path: Path, repeat: int) -> Timing:
    timing = Timing("opening the file (open_tournament + tournament_info)")
    for _ in range(repeat):
        db = timing.time(lambda: _open(path))
        db.close()
    timing.detail = f"{path.stat().st_size / 1e6:.1f} MB file"
    return timing


def _open(path: Path) -> Database:
    db = tournaments.open_tournament(path)
    tournaments.tournament_info(db)
    return db


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--teams", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=10, help="the last one is drawn and timed")
    parser.add_argument("--repeat", type=int, default=5, help="runs of each measure (5)")
    parser.add_argument("--tables", type=int, default=20, help="tables entered donne by donne")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--file",
        type=Path,
        default=Path(tempfile.gettempdir()) / "tournament_1000.tournoi",
        help="where the tournament before its last round is kept (built if absent)",
    )
    parser.add_argument("--json", type=Path, help="also write the figures to this JSON file")
    args = parser.parse_args()
    last = args.rounds
    source = tournament_file(
        args.file, args.teams, drawn=last - 1, played=last - 1, planned=last, seed=args.seed
    )
    described = machine()
    for key, value in described.items():
        print(f"{key}: {value}")

    with tempfile.TemporaryDirectory() as folder:
        work = Path(shutil.copy(source, folder))
        db = tournaments.open_tournament(work)
        try:
            rules = tournaments.get_settings(db).rules
            timings = [time_draw(db, last, args.repeat)]
            timings += time_entry(db, last, args.tables, rules, random.Random(args.seed))
            timings.append(time_standings(db, args.repeat, last))
            timings += time_exports(db, Path(folder), last, args.repeat)
        finally:
            db.close()
        timings.append(time_opening(work, args.repeat))

    print(f"\n{args.teams} teams, {last} rounds, {args.repeat} runs of each measure:\n")
    print(table(timings))
    print(f"\nload average at the end: {load_average()}")
    if args.json:
        figures = {
            "command": " ".join(sys.argv),
            "machine": described,
            "measures": [t.as_json() for t in timings],
        }
        args.json.write_text(json.dumps(figures, indent=2, ensure_ascii=False) + "\n")
        print(f"\nwritten: {args.json}")


if __name__ == "__main__":
    main()
