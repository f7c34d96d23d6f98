"""Several arbiter stations entering donnes at once on one PostgreSQL server.

    .venv/bin/python benchmarks/stations.py [--stations 1 2 4 8] [--teams 64] [--seed 3]

Starts a PostgreSQL server of its own (Debian's ``postgresql`` package, as
``./run test`` installs it) on 127.0.0.1, creates a tournament of ``--teams``
teams and draws round 1; then, for each number of stations, that many
processes, each with its own connections as on its own laptop, type every
donne of their own tables at once, as fast as they can. Reported: the time
each ``record_donne`` took (median, 95th percentile, maximum), how many
donnes a second the server took in all, and that none was lost. The same on
a SQLite file with one station gives the reference. Goal: stations never
wait for each other for long (the 95th percentile with 8 stations stays in
the same order as with one).
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import sys
import tempfile
import time
from multiprocessing.queues import Queue
from multiprocessing.synchronize import Barrier
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.timing import summary
from engine import Donne, Rules
from tests.factories import random_sheet
from tests.postgres import drop_database, new_database, throwaway_server
from tournoi.services import draws, scores
from tournoi.services.draws import DrawMethod
from tournoi.services.settings import TournamentSettings
from tournoi.services.teams import registration as teams
from tournoi.services.teams.info import PlayerInfo
from tournoi.services.tournament import lifecycle as tournaments

RULES = Rules(target=2000)


def prepare(location: str, team_count: int) -> None:
    settings = TournamentSettings(rules=RULES, rounds=3)
    db = tournaments.create_tournament(location, name="Banc d'essai", settings=settings, who="x")
    for n in range(1, team_count + 1):
        players = [PlayerInfo("Ana", f"Nom{n}"), PlayerInfo("Bo", f"Autre{n}")]
        teams.add_team(db, players=players, who="x")
    draws.draw_round(db, method=DrawMethod.SWISS, who="x")
    db.close()


def station(
    location: str, index: int, tables: dict[int, list[Donne]], start: Barrier, out: Queue
) -> None:
    """One station, in its own process: types every donne of its tables, times each record."""
    db = tournaments.open_tournament(location)
    durations = []
    start.wait()
    for table, donnes in tables.items():
        for donne in donnes:
            began = time.perf_counter()
            scores.record_donne(
                db, round_number=1, table=table, donne=donne, who=f"poste {index + 1}"
            )
            durations.append(time.perf_counter() - began)
    db.close()
    out.put(durations)


def enter(
    location: str, stations: int, sheets: dict[int, list[Donne]]
) -> tuple[list[float], float]:
    """Every station types its share of the tables at once; each record's duration, the wall time."""
    context = multiprocessing.get_context("fork")
    start, out = context.Barrier(stations + 1), context.Queue()
    shares = [
        {table: sheets[table] for table in list(sheets)[index::stations]}
        for index in range(stations)
    ]
    processes = [
        context.Process(target=station, args=(location, index, shares[index], start, out))
        for index in range(stations)
    ]
    for process in processes:
        process.start()
    start.wait()
    began = time.perf_counter()
    durations = [d for _ in processes for d in out.get()]
    wall = time.perf_counter() - began
    for process in processes:
        process.join()
    db = tournaments.open_tournament(location)
    for table, donnes in sheets.items():
        stored = scores.sheet(db, round_number=1, table=table).lines
        assert [line.donne for line in stored] == donnes, f"table {table}: donnes perdues"
    db.close()
    return durations, wall


def report(label: str, durations: list[float], wall: float) -> None:
    print(f"{summary(label, durations)}; {len(durations) / wall:.0f} donnes/s in all")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--stations", type=int, nargs="+", default=[1, 2, 4, 8])
    parser.add_argument("--teams", type=int, default=64)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    sheets = {table: random_sheet(rng, RULES) for table in range(1, args.teams // 2 + 1)}
    total = sum(len(donnes) for donnes in sheets.values())
    print(f"{len(sheets)} tables, {total} donnes per run, contrée to {RULES.target}")

    with tempfile.TemporaryDirectory() as folder:
        file = str(Path(folder) / "reference.tournoi")
        prepare(file, args.teams)
        report("SQLite file, 1 station", *enter(file, 1, sheets))

    with throwaway_server() as server:
        for count in args.stations:
            url = new_database(server)
            prepare(url, args.teams)
            report(
                f"PostgreSQL, {count} station{'s' if count > 1 else ''}", *enter(url, count, sheets)
            )
            drop_database(url)


if __name__ == "__main__":
    main()
