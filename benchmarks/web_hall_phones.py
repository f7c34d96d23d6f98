"""The phones of :mod:`benchmarks.web_hall`: what each does, as the pages do, and what it saw.

One :class:`Hall` per process of phones: the times of every kind of request,
the refusals, the requests left unanswered, and how late its own event loop ran.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import re
import ssl
import time
from collections import defaultdict
from dataclasses import dataclass
from multiprocessing.synchronize import Barrier as BarrierType
from typing import Any

import httpx2 as httpx

from benchmarks.web_tables import DONNES
from engine.jsonio import donne_to_json

SURGE = 30.0
"""Seconds within which every table sends its last donne and signs."""
POLL = 5.0
"""Seconds between two reads of a sheet by a page left shown (``static/server.js``)."""
ARRIVAL = 60.0
"""Seconds over which the players reach their tables and open the page, once the round is
called."""
RETRY = 3.0
"""Seconds before a page tries again a request that got no answer (``static/outbox.js``)."""
TRIES = 20
"""Tries without an answer after which the benchmark stops: the server is gone, not slow."""
TLS = ssl.create_default_context()
"""Never used on plain HTTP, but built by every client that is not given one."""
MODULE = re.compile(r'(?:src|href)="(/static/[^"]+)"|from "\./([^"]+)"')


@dataclass(frozen=True, slots=True, kw_only=True)
class Seen:
    """What a process of phones saw, sent back to the benchmark."""

    times: dict[tuple[str, str], list[float]]
    refused: dict[str, int]
    failed: dict[str, int]
    lag: list[float]


class Hall:
    """What every phone saw: each kind of request's times, at the pace and in the surge."""

    def __init__(self, base: str, speed: float, *, tables: int, everywhere: BarrierType) -> None:
        self.base, self.speed = base, speed
        self.times: dict[tuple[str, str], list[float]] = defaultdict(list)
        self.refused: dict[str, int] = defaultdict(int)
        self.failed: dict[str, int] = defaultdict(int)
        """Requests that got no answer, by kind and error."""
        self.lag: list[float] = []
        """How late the phones' event loop woke, every 100 ms: time that is not the server's."""
        self.surging = False
        self.done = asyncio.Event()
        self._here = asyncio.Barrier(tables)
        """This process's tables wait at it once their partie is one donne from its end…"""
        self._everywhere = everywhere
        """… then every process of phones, at this one."""
        self._surge = asyncio.Event()

    async def surge_together(self) -> None:
        """Wait until every table of the hall is one donne from its end."""
        if await self._here.wait() == 0:
            await asyncio.to_thread(self._everywhere.wait)
            self.surging = True
            self._surge.set()
        await self._surge.wait()

    def seen(self) -> Seen:
        return Seen(
            times=dict(self.times), refused=dict(self.refused), failed=dict(self.failed),
            lag=self.lag,
        )  # fmt: skip

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
        if answer.status_code not in {200, 304}:  # 304: unchanged since the tag the page holds
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
    for _ in range(TRIES):
        try:
            await _load_page(hall, client, path)
            return
        except NoAnswerError:
            await hall.wait(RETRY)
    raise AssertionError(f"{path} : aucune réponse en {TRIES} essais")


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
            await hall.surge_together()
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
    conflicts = unanswered = 0
    while conflicts < 5 and unanswered < TRIES:
        try:
            version = (await hall.request(client, "read", "GET", api)).json()["version"]
            answer = await hall.request(
                client, label, "POST", f"{api}/{kind}",
                json={**body, "submission": submission, "version": version},
            )  # fmt: skip
        except NoAnswerError:
            unanswered += 1
            await hall.wait(RETRY)
            continue
        if answer.status_code != 409:
            return
        conflicts += 1
    raise AssertionError(f"{api}: {label} refusé {conflicts} fois, sans réponse {unanswered} fois")


async def watcher(hall: Hall, client: httpx.AsyncClient, secret: str, rng: random.Random) -> None:
    """A page left shown: its sheet read again every ``POLL`` seconds until the partie is signed."""
    await hall.wait(rng.uniform(0, POLL))
    tag = Tag()
    while not hall.done.is_set():
        with contextlib.suppress(NoAnswerError):  # counted; the page reads again at its next turn
            await tag.read(hall, client, "read", f"/api/table/{secret}")
        await hall.wait(POLL)


class Tag:
    """The tag of the answer a page read last, named in its next read as the page names it
    (``If-None-Match``): the server answers « unchanged » (304) while it is the same."""

    def __init__(self) -> None:
        self.held: str | None = None

    async def read(self, hall: Hall, client: httpx.AsyncClient, kind: str, url: str) -> None:
        headers = {} if self.held is None else {"If-None-Match": self.held}
        answer = await hall.request(client, kind, "GET", url, headers=headers)
        if answer.status_code == 200:
            self.held = answer.headers.get("etag")


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
        tag = Tag()
        while not hall.done.is_set():
            with contextlib.suppress(NoAnswerError):  # counted; read again at the next turn
                await tag.read(hall, client, "public", "/api/public")
            await hall.wait(10)
