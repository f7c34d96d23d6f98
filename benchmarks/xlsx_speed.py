"""Speed of the tournament's workbook (XLSX) with 100,000 donnes.

    .venv/bin/python benchmarks/xlsx_speed.py [--donnes 100000] [--teams 1000] [--seed 1] [--repeat 2]

Builds the tournament in a temporary SQLite file by direct inserts through
the storage models: teams and players, then rounds of random pairings whose
parties are random valid sheets (``tests.factories.random_sheet``) scored by
the engine, each donne stored with its marks and each partie with its two
results, until the number of donnes is reached (entering them through the
services would take many minutes). Then times ``export_data.workbook_data``
plus ``xlsx.write_workbook``. Target: under 10 seconds.

Then, side by side in the same run, ``xlsx.write_workbook`` against openpyxl
alone: a bare write-only loop appending the same cells (the same values,
sheets, rows and header styles, the rows made beforehand). Each is timed
``--repeat`` times, alternately, and the best of each is kept, on the clock
and in CPU time (steadier when other work shares the machine). Target: our
writer within 1.2 times the bare loop's CPU time.

openpyxl serialises with lxml when it is installed, in pure Python otherwise:
the line printed says which, as it changes the time by about a quarter.
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import openpyxl
from openpyxl import Workbook
from openpyxl.cell import WriteOnlyCell
from openpyxl.styles import Alignment, Border, Font, PatternFill, Side
from openpyxl.utils import get_column_letter
from sqlalchemy import insert
from sqlmodel import Session, col, select

from engine import Partie, Rules, Team
from tests.factories import random_sheet
from tournoi.exports.xlsx import workbook_sheets, write_workbook
from tournoi.services import audit
from tournoi.services.publication.export_data import WorkbookData, workbook_data
from tournoi.services.scores import records
from tournoi.services.settings import TournamentSettings
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.storage import Database, models

RULES = Rules(target=1000)
WHO = "banc d'essai"
GOAL = 1.2
"""Our writer's time over the bare loop's, at most."""


def build(path: Path, *, donnes: int, teams: int, rng: random.Random) -> Database:
    rounds = donnes // (teams // 2 * 5) + 2
    settings = TournamentSettings(rules=RULES, rounds=rounds)
    db = tournaments.create_tournament(path, name="Grand concours", settings=settings,
                                       day=date(2026, 11, 11), place="Parc des expositions",
                                       who=WHO)  # fmt: skip
    with db.session() as session:
        ids = _insert_teams(session, teams)
        left, number = donnes, 1
        while left > 0:
            left -= _insert_round(session, number, ids, left, rng)
            number += 1
    return db


def _insert_teams(session: Session, count: int) -> list[int]:
    now = audit.now()
    session.execute(insert(models.Team), [
        {"number": n, "name": f"Nom{n}a – Nom{n}b", "created_at": now} for n in range(1, count + 1)
    ])  # fmt: skip
    ids = list(session.exec(select(models.Team.id).order_by(col(models.Team.number))))
    session.execute(insert(models.Player), [
        {"team_id": team_id, "position": position, "first_name": f"Prénom{team_id}",
         "surname": f"Nom{team_id}{'ab'[position - 1]}", "club": "Belote Club"}
        for team_id in ids for position in (1, 2)
    ])  # fmt: skip
    return [team_id for team_id in ids if team_id is not None]


def _insert_round(
    session: Session, number: int, ids: list[int], left: int, rng: random.Random
) -> int:
    """A round of random pairings, its sheets cut short when ``left`` donnes are stored."""
    round_row = models.Round(number=number, method="random", seed=number, drawn_at=audit.now())
    session.add(round_row)
    session.flush()
    order = rng.sample(ids, len(ids))
    donne_rows: list[dict[str, Any]] = []
    result_rows: list[dict[str, Any]] = []
    for table, (a, b) in enumerate(zip(order[::2], order[1::2], strict=True), start=1):
        if left <= len(donne_rows):
            break
        sheet = random_sheet(rng, RULES)[: left - len(donne_rows)]
        scored = Partie(RULES, sheet)
        partie = models.Partie(round_id=round_row.id, table_number=table, team_a_id=a,
                               team_b_id=b, state="finished" if scored.is_over else "in_progress")  # fmt: skip
        session.add(partie)
        session.flush()
        for index, (donne, score) in enumerate(zip(sheet, scored.scores, strict=True), start=1):
            row = models.Donne(partie_id=partie.id, number=index, entered_at=audit.now())
            records.fill(row, donne)
            row.marks_a, row.marks_b = score.marks.a, score.marks.b
            donne_rows.append(row.model_dump(exclude={"id"}))
        if scored.is_over:
            result_rows += _results(round_row.id, partie.id, a, b, scored)
    session.execute(insert(models.Donne), donne_rows)
    if result_rows:
        session.execute(insert(models.Result), result_rows)
    return len(donne_rows)


def _results(
    round_id: int | None, partie_id: int | None, a: int, b: int, scored: Partie
) -> list[dict[str, Any]]:
    totals = scored.totals
    rows = []
    for team, me, them in ((Team.A, a, b), (Team.B, b, a)):
        outcome = "draw" if scored.winner is None else "win" if scored.winner is team else "loss"
        rows.append({"round_id": round_id, "team_id": me, "opponent_id": them,
                     "partie_id": partie_id, "marks_for": totals[team],
                     "marks_against": totals[team.other], "outcome": outcome})  # fmt: skip
    return rows


def timed(write: Callable[[], None]) -> tuple[float, float]:
    """The seconds ``write`` took: on the clock, and of this process's CPU (steadier on a
    machine that other work shares)."""
    gc.collect()
    wall, cpu = time.perf_counter(), time.process_time()
    write()
    return time.perf_counter() - wall, time.process_time() - cpu


def write_ours(path: Path, data: WorkbookData) -> None:
    write_workbook(path, info=data.info, settings=data.settings, standings=data.standings,
                   teams=data.teams, rounds=data.rounds, donnes=data.donnes)  # fmt: skip


Ready = list[tuple[str, list[str], list[Any]]]
"""Each sheet's title, headers and rows, made before the bare loop is timed."""


def ready(data: WorkbookData) -> Ready:
    sheets = workbook_sheets(info=data.info, settings=data.settings, standings=data.standings,
                             teams=data.teams, rounds=data.rounds, donnes=data.donnes)  # fmt: skip
    return [
        (sheet.title, list(sheet.headers), [list(row) for row in sheet.rows]) for sheet in sheets
    ]


def write_bare(path: Path, sheets: Ready) -> None:
    """openpyxl alone: a write-only loop over the same cells, with the same header styles."""
    font, fill = Font(bold=True, color="FFFFFF"), PatternFill("solid", fgColor="1F4E78")
    alignment = Alignment(horizontal="center", vertical="center", wrap_text=True)
    border = Border(bottom=Side(style="thin", color="000000"))
    workbook = Workbook(write_only=True)
    for title, headers, rows in sheets:
        worksheet = workbook.create_sheet(title)
        for index in range(1, len(headers) + 1):
            worksheet.column_dimensions[get_column_letter(index)].width = 14
        worksheet.freeze_panes = "A2"
        worksheet.auto_filter.ref = f"A1:{get_column_letter(len(headers))}{len(rows) + 1}"
        header = []
        for text in headers:
            cell = WriteOnlyCell(worksheet, value=text)
            cell.font, cell.fill, cell.alignment, cell.border = font, fill, alignment, border
            header.append(cell)
        worksheet.append(header)
        for row in rows:
            worksheet.append(row)
    workbook.save(path)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--donnes", type=int, default=100_000)
    parser.add_argument("--teams", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=2, help="runs of each writer (2)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        started = time.perf_counter()
        db = build(Path(folder) / "grand.tournoi", donnes=args.donnes, teams=args.teams,
                   rng=random.Random(args.seed))  # fmt: skip
        print(f"Tournoi construit en {time.perf_counter() - started:.1f} s.")
        started = time.perf_counter()
        data = workbook_data(db)
        read = time.perf_counter() - started
        db.close()
        target = Path(folder) / "grand.xlsx"
        first = timed(lambda: write_ours(target, data))
        total = read + first[0]
        size = target.stat().st_size / 1e6
        print(f"{len(data.donnes)} donnes, {sum(len(r.tables) for r in data.rounds)} parties, "
              f"{len(data.teams)} équipes : lecture {read:.2f} s, écriture "
              f"{first[0]:.2f} s, total {total:.2f} s ({size:.1f} Mo), "
              f"{'lxml' if openpyxl.LXML else 'sans lxml'}. Objectif : < 10 s.")  # fmt: skip
        sheets = ready(data)
        ours, bare = [first], []
        for run in range(args.repeat):
            bare.append(timed(lambda: write_bare(Path(folder) / "nu.xlsx", sheets)))
            if run:
                ours.append(timed(lambda: write_ours(target, data)))
        best = [min(times) for times in zip(*ours, strict=True)]
        best_bare = [min(times) for times in zip(*bare, strict=True)]
        ratio = best[1] / best_bare[1]
        print(f"Même classeur, côte à côte ({len(ours)} + {len(bare)} écritures, la meilleure de "
              f"chaque) : le nôtre {best[0]:.2f} s ({best[1]:.2f} s de calcul), openpyxl seul "
              f"{best_bare[0]:.2f} s ({best_bare[1]:.2f} s de calcul) ; rapport des temps de "
              f"calcul {ratio:.2f}, à l'horloge {best[0] / best_bare[0]:.2f} (objectif : "
              f"≤ {GOAL}). Charge : {' '.join(f'{load:.1f}' for load in os.getloadavg())}.")  # fmt: skip
        sys.exit(0 if total < 10 and ratio <= GOAL else 1)


if __name__ == "__main__":
    main()
