"""A hall on a Saturday afternoon, through the phones' server (« Saisie aux tables »).

    .venv/bin/python benchmarks/web_hall.py [--tables 100] [--phones 1] [--donnes 8]
        [--speed 1] [--public 50] [--processes N] [--postgres | --postgres-only] [--profile]

Creates a tournament of ``2 × --tables`` teams whose parties are played in
``--donnes`` donnes, draws round 1, and starts the phones' server (uvicorn, as
``python -m tournoi serve`` does) in a process of its own. Then the hall:

- the players arrive over ``ARRIVAL`` seconds; each table's ``--phones`` phones
  load the page (the HTML and its modules) and read the sheet; one of them types
  each donne: a preview at each choice the player makes (three, a second or two
  apart), then the send, a donne every 60 to 120 s; every phone reads its sheet
  again every 5 s, as the page does while it is shown (``POLL`` in
  ``static/server.js``), naming the tag of its last answer, which the server
  answers « unchanged » (304) while the sheet is;
- ``--public`` other phones read the public page (« Où est ma table ? » and the
  standings) every 10 s, naming their last answer's tag as well;
- the end of the partie: once every table is one donne from its end, every
  table sends its last donne and both signatures within the same 30 s (with one
  phone a table, the same phone signs for both teams).

``--speed K`` runs every wait K times faster (the surge's 30 s as well): more
requests a second than a hall, never fewer. The phones send what the page
sends: JSON, with the page's ``Origin``. Reported: the median, 95th
percentile and maximum of each kind of request (page, module, read, preview,
donne, signature, public), for the pace of the partie and for the surge
apart; the requests that failed (no answer: counted by kind and error, then
tried again as the page does); the server's processor time per donne; how late
the phones' own event loop ran (the times above include it); and every table's
sheet checked: its donnes each once, and both signatures.

The phones (:mod:`benchmarks.web_hall_phones`) run in ``--processes`` processes
of their own, one per 100 phones by default, each table's phones in one, each
phone from its own address: one process's event loop could not keep up with 450
phones on a loaded machine, and its lateness counted as the server's. They share
one TLS context: each ``httpx`` client otherwise builds its own (some 50 ms of
processor time, on the event loop), and 450 phones built in the same instant
held the loop for 35 s or more, longer than a connection's timeout on a loaded
machine: that, not the server, stopped the 4-phone hall.
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import os
import statistics
import sys
import tempfile
import time
from collections import Counter, defaultdict
from dataclasses import dataclass
from multiprocessing import Queue
from multiprocessing.synchronize import Barrier as BarrierType
from pathlib import Path
from queue import Empty

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.timing import summary
from benchmarks.web_hall_phones import Hall, Seen, public_reader, table
from benchmarks.web_hall_profile import serve_profiled
from benchmarks.web_tables import check_recorded, serve
from engine import Rules
from tests.postgres import drop_database, new_database, throwaway_server
from tournoi.services import draws
from tournoi.services.draws import DrawMethod
from tournoi.services.settings import ByeMarks, ByeScoring, TournamentSettings
from tournoi.services.tables import desk as table_desk
from tournoi.services.tables import links as table_links
from tournoi.services.teams import registration as teams
from tournoi.services.teams.info import PlayerInfo
from tournoi.services.tournament import lifecycle as tournaments


def prepare(location: str, tables: int, donnes: int) -> dict[int, str]:
    """The tournament in parties of ``donnes`` donnes, round 1 drawn; each table's secret."""
    settings = TournamentSettings(
        rules=Rules(target=None, donnes=donnes), rounds=3, bye=ByeScoring(mode=ByeMarks.FIXED)
    )
    db = tournaments.create_tournament(location, name="Salle d'essai", settings=settings, who="x")
    for n in range(1, 2 * tables + 1):
        players = [PlayerInfo("Ana", f"Nom{n}"), PlayerInfo("Bo", f"Autre{n}")]
        teams.add_team(db, players=players, who="x")
    draws.draw_round(db, method=DrawMethod.ROTATION, who="x")
    links = table_links.issue_links(db, round_number=1, who="x")
    db.close()
    return {link.table: link.secret for link in links}


@dataclass(frozen=True, slots=True, kw_only=True)
class Share:
    """One process's share of the phones: its tables and its readers of the public page."""

    base: str
    speed: float
    secrets: dict[int, str]
    phones: int
    donnes: int
    public: range


def phones_process(
    share: Share, everywhere: BarrierType, finished: BarrierType, out: Queue[Seen]
) -> None:
    """The phones of ``share``, until every process's tables are done; what they saw put in
    ``out``."""
    hall = Hall(share.base, share.speed, tables=len(share.secrets), everywhere=everywhere)
    asyncio.run(_share_of_hall(hall, share, finished))
    out.put(hall.seen())


async def _share_of_hall(hall: Hall, share: Share, finished: BarrierType) -> None:
    watch = asyncio.create_task(hall.watch_loop())
    readers = [asyncio.create_task(public_reader(hall, n)) for n in share.public]
    await asyncio.gather(
        *(table(hall, t, s, share.phones, share.donnes) for t, s in share.secrets.items())
    )
    await asyncio.to_thread(finished.wait)  # the public page is read until the whole hall signed
    hall.done.set()
    await asyncio.gather(*readers, watch)


def whole_hall(base: str, secrets: dict[int, str], args: argparse.Namespace) -> Seen:
    """The hall's phones spread over ``args.processes`` processes (each table's phones in one),
    as many addresses as phones; what they all saw."""
    count = min(args.processes, len(secrets))
    context = multiprocessing.get_context("spawn")
    everywhere, finished, out = context.Barrier(count), context.Barrier(count), context.Queue()
    processes = []
    for n in range(count):
        share = Share(
            base=base, speed=args.speed, phones=args.phones, donnes=args.donnes,
            secrets={t: s for t, s in secrets.items() if t % count == n},
            public=range(n, args.public, count),
        )  # fmt: skip
        processes.append(
            context.Process(target=phones_process, args=(share, everywhere, finished, out))
        )
    for process in processes:
        process.start()
    seen: list[Seen] = []
    while len(seen) < count:
        try:
            seen.append(out.get(timeout=5))
        except Empty:
            if any(p.exitcode not in (None, 0) for p in processes):
                everywhere.abort()
                finished.abort()
                raise SystemExit("Un processus de téléphones a échoué : voir plus haut.") from None
    for process in processes:
        process.join()
    return _together(seen)


def _together(seen: list[Seen]) -> Seen:
    times: dict[tuple[str, str], list[float]] = defaultdict(list)
    refused: Counter[str] = Counter()
    failed: Counter[str] = Counter()
    for one in seen:
        for key, durations in one.times.items():
            times[key] += durations
        refused.update(one.refused)
        failed.update(one.failed)
    lag = [late for one in seen for late in one.lag]
    return Seen(times=dict(times), refused=dict(refused), failed=dict(failed), lag=lag)


def run(label: str, location: str, args: argparse.Namespace) -> None:
    secrets = prepare(location, args.tables, args.donnes)
    context = multiprocessing.get_context("spawn")
    stop = context.Event()
    port, sent = context.Pipe(duplex=False)
    target = serve_profiled if args.profile else serve
    server = context.Process(target=target, args=(location, sent, stop), daemon=True)
    server.start()
    began = time.perf_counter()
    hall = whole_hall(f"http://127.0.0.1:{port.recv()}", secrets, args)
    wall = time.perf_counter() - began
    stop.set()
    served = port.recv()
    server.join()
    check_signed(location, secrets, args.donnes)
    recorded = args.tables * args.donnes
    print(f"{label}: {wall:.0f} s; every table's {args.donnes} donnes once and both signatures")
    for (kind, phase), seconds in sorted(hall.times.items(), key=_order):
        print(f"  {summary(f'{kind} ({phase})', seconds)}")
    refused = ", ".join(f"{n} {kind}" for kind, n in sorted(hall.refused.items())) or "none"
    failed = ", ".join(f"{n} {kind}" for kind, n in sorted(hall.failed.items())) or "none"
    lag = sorted(1000 * s for s in hall.lag)
    print(
        f"  failed requests (no answer, tried again): {failed}; the phones' event loop late by "
        f"{statistics.median(lag):.1f} ms median, {lag[int(0.95 * len(lag))]:.1f} ms 95%, "
        f"{lag[-1]:.0f} ms at worst"
    )
    print(
        f"  refused answers: {refused}; the server's processor time {served:.1f} s, "
        f"{1000 * served / recorded:.1f} ms a donne (all requests counted); "
        f"load average {os.getloadavg()[0]:.1f} at the end"
    )


KINDS = ("page", "module", "read", "preview", "donne", "signature", "public")


def _order(item: tuple[tuple[str, str], list[float]]) -> tuple[int, str]:
    (kind, phase), _ = item
    return KINDS.index(kind), phase


def check_signed(location: str, secrets: dict[int, str], donnes: int) -> None:
    """Every table holds its donnes, each once (:func:`check_recorded`), and both signatures."""
    check_recorded(location, secrets, donnes)
    db = tournaments.open_tournament(location)
    entries = table_desk.table_entries(db, round_number=1)
    unsigned = [n for n, entry in entries.items() if not (entry.signed.a and entry.signed.b)]
    assert not unsigned, f"tables sans les deux signatures : {unsigned}"
    db.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tables", type=int, default=100)
    parser.add_argument("--phones", type=int, default=1)
    parser.add_argument("--donnes", type=int, default=8)
    parser.add_argument("--public", type=int, default=50)
    parser.add_argument("--speed", type=float, default=1.0, help="waits K times shorter")
    parser.add_argument(
        "--processes", type=int, default=0, help="processes of phones (default: one per 100)"
    )
    parser.add_argument("--postgres", action="store_true")
    parser.add_argument("--postgres-only", action="store_true")
    parser.add_argument(
        "--profile", action="store_true", help="time and profile the writes to a file"
    )
    args = parser.parse_args()
    args.processes = args.processes or max(
        1, round((args.tables * args.phones + args.public) / 100)
    )
    print(
        f"{args.tables} tables × {args.phones} phones, {args.donnes} donnes a partie, "
        f"{args.public} public pages, speed ×{args.speed:g}, {args.processes} processes of phones, "
        f"load average {os.getloadavg()[0]:.1f}"
    )
    if not args.postgres_only:
        with tempfile.TemporaryDirectory() as folder:
            run("SQLite file", str(Path(folder) / "salle.tournoi"), args)
    if args.postgres or args.postgres_only:
        with throwaway_server() as server:
            url = new_database(server)
            run("PostgreSQL", url, args)
            drop_database(url)


if __name__ == "__main__":
    main()
