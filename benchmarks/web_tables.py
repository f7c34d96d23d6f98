"""Every table's phones entering their sheets at once through the server (« Saisie aux tables »).

    .venv/bin/python benchmarks/web_tables.py [--tables 100] [--phones 4] [--donnes 12]
        [--pace SECONDS] [--postgres | --postgres-only] [--floor]

Creates a tournament of ``2 × --tables`` teams in parties of ``--donnes``
donnes, draws round 1 and starts the phones' server (uvicorn, as
``python -m tournoi serve`` does) in a process of its own, as on the
organiser's laptop. Then every table's ``--phones`` phones, each from an
address of its own (127.0.x.y, as each phone has its own on the hall's
Wi-Fi), type the table's donnes at once, as fast as the server answers:
each phone reads the sheet, sends the next donne at the version it read,
and on a refusal (another phone of the table was first) reads it again. One
successful send in ten is sent a second time with the same submission
identifier, as a phone does that lost the answer. Reported: the time of each
recorded donne's request (median, 95th percentile, maximum), the refusals,
and that every table holds its donnes exactly once. With ``--postgres``, the
same on a throwaway PostgreSQL server (``tests/postgres.py``); with
``--postgres-only``, on that server alone.

With ``--floor``, the same phones send the same requests to a minimal
Starlette application served by uvicorn with the server's own settings
(``tournoi.web.server.uvicorn_config``), which answers each from memory with
the sheet's JSON as the real server gives it (the same sizes), without a
database, a thread or a guard: what this machine and this HTTP stack reach at
all with that many phones at once.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import os
import random
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from multiprocessing.synchronize import Event as EventType
from pathlib import Path
from typing import Any

import httpx2 as httpx
import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.timing import summary
from engine import Donne, Rules, Team, Trump
from engine.jsonio import donne_to_json
from tests.postgres import drop_database, new_database, throwaway_server
from tournoi.services import draws, scores
from tournoi.services.draws import DrawMethod
from tournoi.services.settings import TournamentSettings
from tournoi.services.tables import entry as table_entry
from tournoi.services.tables import links as table_links
from tournoi.services.teams import registration as teams
from tournoi.services.teams.info import PlayerInfo
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.web.same_origin import NO_STORE as HEADERS
from tournoi.web.server import Server, bind, uvicorn_config
from tournoi.web.views import sheet_json

DONNES = [
    Donne(taker=Team.A, contract=80, trump=Trump.PIQUE, points=117),
    Donne(taker=Team.B, contract=90, trump=Trump.COEUR, points=101),
    Donne(taker=Team.A, contract=100, trump=Trump.TREFLE, points=60),
    Donne(taker=Team.B, contract=80, trump=Trump.CARREAU, points=130),
]


def prepare(location: str, tables: int, donnes: int) -> dict[int, str]:
    """The tournament, round 1 drawn; each table's secret."""
    settings = TournamentSettings(rules=Rules(target=5000), rounds=3)  # never over in 12 donnes
    db = tournaments.create_tournament(location, name="Banc d'essai", settings=settings, who="x")
    for n in range(1, 2 * tables + 1):
        teams.add_team(db, players=[PlayerInfo("Ana", f"Nom{n}"), PlayerInfo("Bo", f"Autre{n}")], who="x")  # fmt: skip
    draws.draw_round(db, method=DrawMethod.ROTATION, who="x")
    links = table_links.issue_links(db, round_number=1, who="x")
    db.close()
    return {link.table: link.secret for link in links}


def serve(location: str, port: Connection, stop: EventType) -> None:
    """The organiser's laptop: the server over the tournament, until told to stop; the port
    it got is sent back once it answers, its processor time once it stopped."""
    db = tournaments.open_tournament(location)
    server = Server(db, host="127.0.0.1", port=0)
    server.start()
    started = time.process_time()
    port.send(server.port)
    stop.wait()
    server.stop()
    db.close()
    port.send(time.process_time() - started)


def canned_sheets(location: str, secret: str, donnes: int) -> list[dict[str, Any]]:
    """Table 1's sheet as the server answers it after 0, 1… ``donnes`` donnes (then emptied)."""
    db = tournaments.open_tournament(location)
    sheets = [sheet_json(table_entry.open_sheet(db, secret=secret))]
    for n in range(donnes):
        scores.record_donne(db, round_number=1, table=1, donne=DONNES[n % len(DONNES)], who="x")
        sheets.append(sheet_json(table_entry.open_sheet(db, secret=secret)))
    for n in range(donnes, 0, -1):
        scores.delete_donne(db, round_number=1, table=1, number=n, who="x")
    db.close()
    return [{**sheet, "version": count} for count, sheet in enumerate(sheets)]


def floor_app(sheets: list[dict[str, Any]]) -> Starlette:
    """The same routes answered from memory: each table's count of donnes is its version, a
    submission seen before gets the sheet as it is, a send behind the version a 409."""
    counts: dict[str, int] = {}
    seen: set[str] = set()

    async def read(request: Request) -> Response:
        return JSONResponse(sheets[counts.get(request.path_params["secret"], 0)], headers=HEADERS)

    async def write(request: Request) -> Response:
        secret, body = request.path_params["secret"], json.loads(await request.body())
        count = counts.get(secret, 0)
        if body["submission"] not in seen:
            if body["version"] != count:
                return JSONResponse({"error": "La feuille a été modifiée."}, 409, headers=HEADERS)
            seen.add(body["submission"])
            count = counts[secret] = count + 1
        return JSONResponse(sheets[count], headers=HEADERS)

    routes = [
        Route("/api/table/{secret}", read),
        Route("/api/table/{secret}/donnes", write, methods=["POST"]),
    ]
    return Starlette(routes=routes)


def serve_floor(sheets: list[dict[str, Any]], port: Connection, stop: EventType) -> None:
    """The floor: uvicorn with the server's settings, canned answers, until told to stop."""
    listener = bind("127.0.0.1", 0)
    server = uvicorn.Server(uvicorn_config(floor_app(sheets)))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [listener]}, daemon=True)
    thread.start()
    while not server.started:
        thread.join(0.01)
    started = time.process_time()
    port.send(listener.getsockname()[1])
    stop.wait()
    server.should_exit = True
    thread.join()
    port.send(time.process_time() - started)


@dataclass
class Tally:
    recorded: list[float] = field(default_factory=list)
    conflicts: int = 0
    retries: int = 0
    slowed: int = 0
    sent: int = 0
    closed: int = 0
    """Requests sent again on a connection the server closed as they were sent."""


async def send(
    client: httpx.AsyncClient, tally: Tally, method: str, url: str, **options: Any
) -> httpx.Response:
    """One request, sent again on a fresh connection when the server closed the one it went on
    at that instant (its keep-alive ended; on a loaded machine the phones' own clock can be
    late by more than the second of margin below), as a browser does."""
    try:
        return await client.request(method, url, **options)
    except httpx.RemoteProtocolError:
        tally.closed += 1
        return await client.request(method, url, **options)


async def phone(
    base: str, secret: str, index: int, sheet: list[dict[str, Any]], tally: Tally, *, pace: float
) -> None:
    """One phone of a table: the next donne at the version read, until the sheet is full.

    With ``pace``, it waits a random time of up to twice that many seconds before each donne,
    as a table playing does; without, it sends as fast as the server answers.
    """
    rng = random.Random(index)
    address = f"127.0.{index // 250 + 1}.{index % 250 + 1}"
    # Plain HTTP, as in the hall: no certificates to load for each of the hundreds of phones.
    # A connection idle for 4 s is not used again: the server closes its own after 5 s, and a
    # donne sent at that instant would meet a closed connection (a browser sends it again).
    limits = httpx.Limits(keepalive_expiry=4)
    transport = httpx.AsyncHTTPTransport(local_address=address, verify=False, limits=limits)
    async with httpx.AsyncClient(base_url=base, transport=transport, timeout=60) as client:
        api = f"/api/table/{secret}"
        count = 0
        while True:
            read = await send(client, tally, "GET", api)
            if read.status_code == 429:
                tally.slowed += 1
                await asyncio.sleep(1)
                continue
            current = read.json()
            if len(current["lines"]) == len(sheet):
                return
            if pace:
                await asyncio.sleep(rng.uniform(0, 2 * pace))
            count += 1
            body = {
                "submission": f"p{index}-{count:04}-benchmark",
                "version": current["version"],
                "donne": sheet[len(current["lines"])],
            }
            began = time.perf_counter()
            answer = await send(client, tally, "POST", api + "/donnes", json=body)
            took = time.perf_counter() - began
            tally.sent += 1
            if answer.status_code == 200:
                tally.recorded.append(took)
                if count % 10 == 0:  # the answer was lost: the page sends the same again
                    again = await send(client, tally, "POST", api + "/donnes", json=body)
                    assert again.status_code == 200, again.text
                    tally.retries += 1
            elif answer.status_code == 409:
                tally.conflicts += 1
            elif answer.status_code == 429:
                tally.slowed += 1
                await asyncio.sleep(1)
            else:
                raise AssertionError(f"{answer.status_code} {answer.text}")


async def all_phones(
    base: str, secrets: dict[int, str], phones: int, donnes: int, pace: float
) -> Tally:
    tally = Tally()
    sheet = [donne_to_json(DONNES[n % len(DONNES)]) for n in range(donnes)]
    await asyncio.gather(*(
        phone(base, secret, (table - 1) * phones + p, sheet, tally, pace=pace)
        for table, secret in secrets.items()
        for p in range(phones)
    ))  # fmt: skip
    return tally


def run(label: str, location: str, args: argparse.Namespace) -> None:
    secrets = prepare(location, args.tables, args.donnes)
    context = multiprocessing.get_context("spawn")
    stop = context.Event()
    port, sent = context.Pipe(duplex=False)
    if args.floor:
        canned = canned_sheets(location, secrets[1], args.donnes)
        server = context.Process(target=serve_floor, args=(canned, sent, stop), daemon=True)
    else:
        server = context.Process(target=serve, args=(location, sent, stop), daemon=True)
    server.start()
    base = f"http://127.0.0.1:{port.recv()}"
    began, phones_began = time.perf_counter(), time.process_time()
    tally = asyncio.run(all_phones(base, secrets, args.phones, args.donnes, args.pace))
    wall, phones = time.perf_counter() - began, time.process_time() - phones_began
    stop.set()
    served = port.recv()
    server.join()
    if not args.floor:
        check_recorded(location, secrets, args.donnes)
    print(
        f"{summary(label, tally.recorded)}; {len(tally.recorded) / wall:.0f} donnes/s in all, "
        f"{wall:.1f} s; {tally.sent} sends, {tally.conflicts} refused as another phone was "
        f"first, {tally.retries} sent twice and recorded once, {tally.slowed} slowed, "
        f"{tally.closed} sent again on a closed connection; processor time: the server "
        f"{served:.1f} s ({1000 * served / len(tally.recorded):.1f} ms a donne), the phones "
        f"{phones:.1f} s, load average {os.getloadavg()[0]:.1f} at the end"
    )


def check_recorded(location: str, secrets: dict[int, str], donnes: int) -> None:
    """Every table holds its donnes, each once."""
    db = tournaments.open_tournament(location)
    expected = [DONNES[n % len(DONNES)] for n in range(donnes)]
    for table in secrets:
        stored = [line.donne for line in scores.sheet(db, round_number=1, table=table).lines]
        assert stored == expected, f"table {table}: {len(stored)} donnes au lieu de {donnes}"
    db.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tables", type=int, default=100)
    parser.add_argument("--phones", type=int, default=4)
    parser.add_argument("--donnes", type=int, default=12)
    parser.add_argument("--pace", type=float, default=0.0, help="mean seconds between donnes")
    parser.add_argument("--postgres", action="store_true")
    parser.add_argument("--postgres-only", action="store_true")
    parser.add_argument("--floor", action="store_true", help="canned answers, no database")
    args = parser.parse_args()
    print(
        f"{args.tables} tables × {args.phones} phones, {args.donnes} donnes per table, "
        + (f"a donne every {args.pace:g} s or so" if args.pace else "as fast as answered")
        + f", load average {os.getloadavg()[0]:.1f}"
    )
    if not args.postgres_only:
        with tempfile.TemporaryDirectory() as folder:
            label = "Floor (canned)" if args.floor else "SQLite file"
            run(label, str(Path(folder) / "tables.tournoi"), args)
    if args.postgres or args.postgres_only:
        with throwaway_server() as server:
            url = new_database(server)
            run("PostgreSQL", url, args)
            drop_database(url)


if __name__ == "__main__":
    main()
