"""A hall on a Saturday afternoon, through the phones' server (« Saisie aux tables »).

    .venv/bin/python benchmarks/web_hall.py [--tables 100] [--phones 1] [--donnes 8]
        [--speed 1] [--public 50] [--postgres | --postgres-only]

Creates a tournament of ``2 × --tables`` teams whose parties are played in
``--donnes`` donnes, draws round 1, and starts the phones' server (uvicorn, as
``python -m tournoi serve`` does) in a process of its own. Then the hall:

- the players arrive over ``ARRIVAL`` seconds; each table's ``--phones`` phones
  load the page (the HTML and its modules) and read the sheet; one of them types
  each donne: a preview at each choice the player makes (three, a second or two
  apart), then the send, a donne every 60 to 120 s; every phone reads its sheet
  again every 5 s, as the page does while it is shown (``POLL`` in
  ``static/server.js``);
- ``--public`` other phones read the public page (« Où est ma table ? » and the
  standings) every 10 s;
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

The phones share one TLS context: each ``httpx`` client otherwise builds its
own (some 50 ms of processor time, on the event loop), and 450 phones built in
the same instant held the loop for 35 s or more, longer than a connection's
timeout on a loaded machine: that, not the server, stopped the 4-phone hall.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import multiprocessing
import os
import random
import re
import ssl
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

import httpx2 as httpx

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.timing import summary
from benchmarks.web_hall_profile import serve_profiled
from benchmarks.web_tables import DONNES, check_recorded, serve
from engine import Rules
from engine.jsonio import donne_to_json
from tests.postgres import drop_database, new_database, throwaway_server
from tournoi.services import draws, table_desk, table_links, teams, tournaments
from tournoi.services.draws import DrawMethod
from tournoi.services.settings import ByeMarks, ByeScoring, TournamentSettings
from tournoi.services.team_info import PlayerInfo

SURGE = 30.0
"""Seconds within which every table sends its last donne and signs."""
POLL = 5.0
"""Seconds between two reads of a sheet by a page left shown (``static/server.js``)."""
ARRIVAL = 60.0
"""Seconds over which the players reach their tables and open the page, once the round is
called."""
RETRY = 3.0
"""Seconds before a page tries again a request that got no answer (``static/outbox.js``)."""
TLS = ssl.create_default_context()
"""Never used on plain HTTP, but built by every client that is not given one."""
MODULE = re.compile(r'(?:src|href)="(/static/[^"]+)"|from "\./([^"]+)"')


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


class Hall:
    """What every phone saw: each kind of request's times, at the pace and in the surge."""

    def __init__(self, base: str, speed: float) -> None:
        self.base, self.speed = base, speed
        self.times: dict[tuple[str, str], list[float]] = defaultdict(list)
        self.refused: dict[str, int] = defaultdict(int)
        self.failed: dict[str, int] = defaultdict(int)
        """Requests that got no answer, by kind and error."""
        self.lag: list[float] = []
        """How late the phones' event loop woke, every 100 ms: time that is not the server's."""
        self.surging = False
        self.done = asyncio.Event()
        self.surge: asyncio.Barrier | None = None
        """Every table waits at it once its partie is one donne from its end."""

    async def wait(self, seconds: float) -> None:
        await asyncio.sleep(seconds / self.speed)

    async def request(
        self, client: httpx.AsyncClient, kind: str, method: str, url: str, **options: Any
    ) -> httpx.Response:
        """One request timed under its kind; sent again on a fresh connection when the server
        closed the kept one at that instant, as a browser does."""
        began = time.perf_counter()
        try:
            try:
                answer = await client.request(method, url, **options)
            except httpx.RemoteProtocolError:
                answer = await client.request(method, url, **options)
        except httpx.TransportError as error:
            self.failed[f"{kind} {type(error).__name__}"] += 1
            raise NoAnswerError from error
        self.times[(kind, "surge" if self.surging else "pace")].append(time.perf_counter() - began)
        if answer.status_code != 200:
            self.refused[f"{kind} {answer.status_code}"] += 1
        return answer

    def client(self, index: int) -> httpx.AsyncClient:
        """A phone of its own address on the hall's network, sending what the page sends: at
        most six connections to the server, as a browser."""
        address = f"127.0.{index // 250 + 1}.{index % 250 + 1}"
        limits = httpx.Limits(max_connections=6, keepalive_expiry=4)
        transport = httpx.AsyncHTTPTransport(local_address=address, limits=limits, verify=TLS)
        headers = {"Origin": self.base, "Sec-Fetch-Site": "same-origin"}
        return httpx.AsyncClient(
            base_url=self.base, transport=transport, timeout=60, headers=headers
        )

    async def watch_loop(self) -> None:
        """Note how late the event loop wakes from a 100 ms sleep, until the hall is done."""
        while not self.done.is_set():
            began = time.perf_counter()
            await asyncio.sleep(0.1)
            self.lag.append(time.perf_counter() - began - 0.1)


class NoAnswerError(Exception):
    """A request that got no answer (counted in :attr:`Hall.failed`)."""


async def load_page(hall: Hall, client: httpx.AsyncClient, path: str) -> None:
    """The page and its modules; loaded again a few seconds later when a request got no answer,
    as the player would."""
    while True:
        try:
            await _load_page(hall, client, path)
            return
        except NoAnswerError:
            await hall.wait(RETRY)


async def _load_page(hall: Hall, client: httpx.AsyncClient, path: str) -> None:
    """The page and every module it imports, as the browser fetches them once."""
    page = await hall.request(client, "page", "GET", path)
    pending, fetched = _modules(page.text), set()
    while pending:
        module = pending.pop()
        if module in fetched:
            continue
        fetched.add(module)
        answer = await hall.request(client, "module", "GET", module)
        if module.endswith(".js"):
            pending += _modules(answer.text)


def _modules(text: str) -> list[str]:
    return [first or f"/static/{second}" for first, second in MODULE.findall(text)]


async def typist(
    hall: Hall, client: httpx.AsyncClient, secret: str, rng: random.Random, donnes: int
) -> None:
    """The phone that types the table's donnes: previews, then the send, at a table's pace;
    the last donne and both signatures in the surge."""
    api = f"/api/table/{secret}"
    for number in range(donnes):
        if number == donnes - 1:
            assert hall.surge is not None
            if await hall.surge.wait() == 0:
                hall.surging = True
            await hall.wait(rng.uniform(0, SURGE - 15))
        else:
            await hall.wait(rng.uniform(60, 120) - 6)
        donne = donne_to_json(DONNES[number % len(DONNES)])
        for _ in range(3):  # the taker, the contract, the points: a verdict at each
            await hall.wait(rng.uniform(1, 2))
            await hall.request(client, "preview", "POST", api + "/preview", json={"donne": donne})
        await send(hall, client, api, "donnes", {"donne": donne}, n=number)
    for team in "AB":
        await hall.wait(rng.uniform(1, 4))
        await send(hall, client, api, "sign", {"team": team}, n=donnes + ord(team))


async def send(
    hall: Hall, client: httpx.AsyncClient, api: str, kind: str, body: dict[str, Any], *, n: int
) -> None:
    """A write at the version the phone read last; read again and sent again when another
    phone of the table was first (409), or a few seconds later under the same submission when
    a request got no answer, as the page's outbox does."""
    label = "donne" if kind == "donnes" else "signature"
    submission = f"{api.rsplit('/', 1)[-1][:12]}-{kind}-{n:03}"
    conflicts = 0
    while conflicts < 5:
        try:
            version = (await hall.request(client, "read", "GET", api)).json()["version"]
            answer = await hall.request(
                client, label, "POST", f"{api}/{kind}",
                json={**body, "submission": submission, "version": version},
            )  # fmt: skip
        except NoAnswerError:
            await hall.wait(RETRY)
            continue
        if answer.status_code != 409:
            return
        conflicts += 1
    raise AssertionError(f"{api}: {label} refusé cinq fois")


async def watcher(hall: Hall, client: httpx.AsyncClient, secret: str, rng: random.Random) -> None:
    """A page left shown: its sheet read again every ``POLL`` seconds until the partie is signed."""
    await hall.wait(rng.uniform(0, POLL))
    while not hall.done.is_set():
        with contextlib.suppress(NoAnswerError):  # counted; the page reads again at its next turn
            await hall.request(client, "read", "GET", f"/api/table/{secret}")
        await hall.wait(POLL)


async def table(hall: Hall, index: int, secret: str, phones: int, donnes: int) -> None:
    rng = random.Random(index)
    await hall.wait(rng.uniform(0, ARRIVAL))
    clients = [hall.client(index * phones + p) for p in range(phones)]
    try:
        for client in clients:
            await load_page(hall, client, f"/table/{secret}")
            with contextlib.suppress(NoAnswerError):  # counted; the page's poll reads it soon
                await hall.request(client, "read", "GET", f"/api/table/{secret}")
        watchers = [asyncio.create_task(watcher(hall, c, secret, rng)) for c in clients]
        await typist(hall, clients[0], secret, rng, donnes)
        for task in watchers:
            task.cancel()
    finally:
        for client in clients:
            await client.aclose()


async def public_reader(hall: Hall, index: int) -> None:
    rng = random.Random(60_000 + index)
    await hall.wait(rng.uniform(0, ARRIVAL))
    async with hall.client(60_000 + index) as client:
        await load_page(hall, client, "/")
        while not hall.done.is_set():
            with contextlib.suppress(NoAnswerError):  # counted; read again at the next turn
                await hall.request(client, "public", "GET", "/api/public")
            await hall.wait(10)


async def whole_hall(
    hall: Hall, secrets: dict[int, str], phones: int, donnes: int, public: int
) -> None:
    hall.surge = asyncio.Barrier(len(secrets))
    watch = asyncio.create_task(hall.watch_loop())
    readers = [asyncio.create_task(public_reader(hall, n)) for n in range(public)]
    await asyncio.gather(*(table(hall, t, s, phones, donnes) for t, s in secrets.items()))
    hall.done.set()
    await asyncio.gather(*readers, watch)


def run(label: str, location: str, args: argparse.Namespace) -> None:
    secrets = prepare(location, args.tables, args.donnes)
    context = multiprocessing.get_context("spawn")
    stop = context.Event()
    port, sent = context.Pipe(duplex=False)
    target = serve_profiled if args.profile else serve
    server = context.Process(target=target, args=(location, sent, stop), daemon=True)
    server.start()
    hall = Hall(f"http://127.0.0.1:{port.recv()}", args.speed)
    began = time.perf_counter()
    asyncio.run(whole_hall(hall, secrets, args.phones, args.donnes, args.public))
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
    parser.add_argument("--postgres", action="store_true")
    parser.add_argument("--postgres-only", action="store_true")
    parser.add_argument(
        "--profile", action="store_true", help="time and profile the writes to a file"
    )
    args = parser.parse_args()
    print(
        f"{args.tables} tables × {args.phones} phones, {args.donnes} donnes a partie, "
        f"{args.public} public pages, speed ×{args.speed:g}, "
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
