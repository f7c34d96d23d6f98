"""A phone's requests one after another on one kept-alive connection, with TCP_NODELAY and without.

    .venv/bin/python benchmarks/web_keepalive.py [--sequences N]

Target: a sequence of 12 requests on one connection, median under 10 ms. The
requests read a table's sheet (``GET /api/table/{secret}``), which the server
answers from memory: what is left is the network's own delay. uvicorn writes an
answer's headers and its body in two sends; without ``TCP_NODELAY`` the second
waits for the first's acknowledgement, which the client delays some 40 ms (Nagle
and delayed ACK). ``--nagle`` lines: the same server with the option cleared on
each connection, as before.
"""

from __future__ import annotations

import argparse
import http.client
import socket
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

import uvicorn

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.timing import summary
from engine import Rules
from tournoi.services import draws
from tournoi.services.draws import DrawMethod
from tournoi.services.settings import TournamentSettings
from tournoi.services.tables import links as table_links
from tournoi.services.teams import registration as teams
from tournoi.services.teams.info import PlayerInfo
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.storage import Database
from tournoi.web.app import create_app
from tournoi.web.connections import Doors, GuardedProtocol
from tournoi.web.limits import Buckets
from tournoi.web.server import bind, uvicorn_config

REQUESTS = 12


class _Nagle(GuardedProtocol):
    """The protocol as it was: answers wait for the client's acknowledgement."""

    def connection_made(self, transport: Any) -> None:
        super().connection_made(transport)
        raw = transport.get_extra_info("socket")
        if raw is not None:
            raw.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 0)


def sequences(port: int, path: str, count: int) -> tuple[list[float], list[float]]:
    """``count`` sequences of :data:`REQUESTS` requests each on its own connection: the
    durations of all of them, and of those that follow another on the same connection."""
    every: list[float] = []
    following: list[float] = []
    for _ in range(count):
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        try:
            for index in range(REQUESTS):
                began = time.perf_counter()
                connection.request("GET", path)
                answer = connection.getresponse()
                answer.read()
                took = time.perf_counter() - began
                assert answer.status == 200, answer.status
                every.append(took)
                if index:
                    following.append(took)
        finally:
            connection.close()
    return every, following


def measured(
    db: Database, path: str, count: int, *, nagle: bool
) -> tuple[list[float], list[float]]:
    """:func:`sequences` against the phones' server as :mod:`tournoi.web.server` makes it (with
    ``nagle``, its connections' option cleared); no request slowed by the rate limit."""
    listener = bind("127.0.0.1", 0)
    config = uvicorn_config(create_app(db, buckets=Buckets(burst=10_000, rate=10_000)))
    if nagle:
        config.http = _Nagle.over(Doors())
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [listener]}, daemon=True)
    thread.start()
    while not server.started:
        time.sleep(0.01)
    try:
        return sequences(listener.getsockname()[1], path, count)
    finally:
        server.should_exit = True
        thread.join()
        listener.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sequences", type=int, default=30)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        location = str(Path(folder) / "keepalive.tournoi")
        settings = TournamentSettings(rules=Rules(target=1000), rounds=3)
        db = tournaments.create_tournament(
            location, name="Banc d'essai", settings=settings, who="x"
        )
        for n in range(1, 5):
            teams.add_team(db, players=[PlayerInfo("Ana", f"Nom{n}"), PlayerInfo("Bo", f"Autre{n}")], who="x")  # fmt: skip
        draws.draw_round(db, method=DrawMethod.ROTATION, who="x")
        secret = table_links.issue_links(db, round_number=1, who="x")[0].secret
        path = f"/api/table/{secret}"
        for name, nagle in (("TCP_NODELAY", False), ("--nagle", True)):
            every, following = measured(db, path, args.sequences, nagle=nagle)
            print(summary(f"{name}, {REQUESTS} requests on one connection", every))
            print(summary(f"{name}, the requests after the first", following))
        db.close()


if __name__ == "__main__":
    main()
