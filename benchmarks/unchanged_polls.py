"""What a poll that finds nothing changed costs the phones' server: a sheet, the public page.

    .venv/bin/python benchmarks/unchanged_polls.py [--tables 100] [--rounds 20] [--passes 3]

Creates a tournament of ``2 × --tables`` teams, round 1 drawn, three donnes
recorded at every other table, and serves it (uvicorn in a process of its own,
as ``tournoi serve`` does). Then each table's phone (an address of its own)
reads its sheet ``--rounds`` times, and as many phones read the public page,
two ways in turn: as the page read before (no tag: the whole answer each time)
and as it reads now (``If-None-Match`` with the tag of its last answer: « not
modified », 304, while nothing changed). Reported: the server's processor time
per request of each kind and way (its whole process, the HTTP stack included),
and, in this process, the public page's answer built anew (what each read of
it cost before it was kept). Each way is run ``--passes`` times, alternating.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import statistics
import sys
import tempfile
import time
from multiprocessing.connection import Connection
from multiprocessing.synchronize import Event as EventType
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import httpx2 as httpx
from starlette.responses import JSONResponse

from benchmarks.web_hall import prepare
from benchmarks.web_tables import DONNES
from tournoi.services import scores
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.web import app as web_app
from tournoi.web.server import Server


def serve(location: str, line: Connection, stop: EventType) -> None:
    """The server over the tournament; its port sent once it answers, then its processor time
    each time it is asked, until told to stop."""
    db = tournaments.open_tournament(location)
    server = Server(db, host="127.0.0.1", port=0)
    server.start()
    line.send(server.port)
    while not stop.is_set():
        if line.poll(0.05):
            line.recv()
            line.send(time.process_time())
    server.stop()
    db.close()


def played(location: str, tables: int) -> None:
    """Three donnes at every other table: sheets of different lengths, standings unchanged."""
    db = tournaments.open_tournament(location)
    for table in range(1, tables + 1, 2):
        for donne in DONNES[:3]:
            scores.record_donne(db, round_number=1, table=table, donne=donne, who="x")
    db.close()


class Phones:
    """One phone per table, each of its own address, each keeping the tag of its last answer."""

    def __init__(self, base: str, secrets: dict[int, str]) -> None:
        self.clients = {
            table: httpx.Client(
                base_url=base,
                transport=httpx.HTTPTransport(
                    local_address=f"127.0.{table // 250 + 1}.{table % 250 + 1}"
                ),
            )
            for table in secrets
        }
        self.secrets = secrets
        self.tags: dict[tuple[int, str], str] = {}

    def read(self, table: int, path: str, *, tagged: bool) -> None:
        held = self.tags.get((table, path)) if tagged else None
        headers = {"If-None-Match": held} if held else {}
        try:
            answer = self.clients[table].get(path, headers=headers)
        except httpx.TransportError:  # the server closed the kept connection as it was used
            answer = self.clients[table].get(path, headers=headers)
        assert answer.status_code in {200, 304}, answer.text
        if answer.status_code == 200 and "etag" in answer.headers:  # none before the tags
            self.tags[(table, path)] = answer.headers["etag"]

    def close(self) -> None:
        for client in self.clients.values():
            client.close()


def measure(phones: Phones, line: Connection, rounds: int, kind: str, *, tagged: bool) -> float:
    """The server's processor time per read of ``kind`` (``sheet`` or ``public``), in ms."""
    for table, secret in phones.secrets.items():  # each phone's first read, its tag kept
        phones.read(table, _path(kind, secret), tagged=True)
    line.send("?")
    began: float = line.recv()
    for _ in range(rounds):
        for table, secret in phones.secrets.items():
            phones.read(table, _path(kind, secret), tagged=tagged)
    line.send("?")
    ended: float = line.recv()
    return 1000 * (ended - began) / (rounds * len(phones.secrets))


def _path(kind: str, secret: str) -> str:
    return f"/api/table/{secret}" if kind == "sheet" else "/api/public"


def built_anew(location: str, times: int) -> float:
    """The public page's answer built from the database, as every read did before, in ms of
    this process's processor time."""
    db = tournaments.open_tournament(location)
    JSONResponse(web_app._public(db))
    began = time.process_time()
    for _ in range(times):
        JSONResponse(web_app._public(db))
    spent = time.process_time() - began
    db.close()
    return 1000 * spent / times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tables", type=int, default=100)
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--passes", type=int, default=3)
    args = parser.parse_args()
    print(
        f"{args.tables} tables, {args.rounds} reads a phone, load average {os.getloadavg()[0]:.1f}"
    )
    with tempfile.TemporaryDirectory() as folder:
        location = str(Path(folder) / "salle.tournoi")
        secrets = prepare(location, args.tables, 8)
        played(location, args.tables)
        context = multiprocessing.get_context("spawn")
        stop = context.Event()
        line, theirs = context.Pipe()
        server = context.Process(target=serve, args=(location, theirs, stop), daemon=True)
        server.start()
        phones = Phones(f"http://127.0.0.1:{line.recv()}", secrets)
        figures: dict[str, list[float]] = {}
        for _ in range(args.passes):
            for kind in ("sheet", "public"):
                for tagged in (False, True):
                    way = f"{kind:6} {'with its tag (304)' if tagged else 'whole (no tag)    '}"
                    figures.setdefault(way, []).append(
                        measure(phones, line, args.rounds, kind, tagged=tagged)
                    )
        phones.close()
        stop.set()
        server.join()
        figures["public built anew, in process     "] = [
            built_anew(location, args.rounds) for _ in range(args.passes)
        ]
    for way, spent in figures.items():
        passes = " ".join(f"{ms:.2f}" for ms in spent)
        print(f"  {way}: {statistics.median(spent):6.2f} ms a read (passes: {passes})")
    print(f"load average {os.getloadavg()[0]:.1f} at the end")


if __name__ == "__main__":
    main()
