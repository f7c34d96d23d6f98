"""The phones' server under a device that opens connections and never finishes them.

    .venv/bin/python benchmarks/web_flood.py [--seconds 25] [--connections 1100] [--addresses 3]

An attacker on the hall's Wi-Fi keeps ``--connections`` unfinished requests open
from ``--addresses`` addresses (opening new ones as the server closes them) for
``--seconds``; each second a page is asked from another address. Printed: the
connections the server holds, how long the page took, and how much the server
logged. Targets: the page answers within 3 s throughout; the log stays small.
"""

from __future__ import annotations

import argparse
import io
import logging
import socket
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.timing import summary
from engine import Rules
from tournoi.services import draws
from tournoi.services.draws import DrawMethod
from tournoi.services.settings import TournamentSettings
from tournoi.services.teams import registration as teams
from tournoi.services.teams.info import PlayerInfo
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.web.server import Server

HALF = b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n"


def still_open(held: list[socket.socket]) -> list[socket.socket]:
    """The attacker's sockets the server has not closed."""
    alive = []
    for attacker in held:
        attacker.setblocking(False)
        try:
            ended = attacker.recv(16) == b""
        except BlockingIOError:
            ended = False
        except OSError:
            ended = True
        if ended:
            attacker.close()
        else:
            alive.append(attacker)
    return alive


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=25)
    parser.add_argument("--connections", type=int, default=1100)
    parser.add_argument("--addresses", type=int, default=3)
    args = parser.parse_args()
    log = io.StringIO()
    for name in ("tournoi.web", "uvicorn.error", "asyncio"):
        logging.getLogger(name).addHandler(logging.StreamHandler(log))
    with tempfile.TemporaryDirectory() as folder:
        settings = TournamentSettings(rules=Rules(target=1000), rounds=3)
        location = str(Path(folder) / "flood.tournoi")
        db = tournaments.create_tournament(location, name="Banc", settings=settings, who="x")
        for n in range(1, 5):
            teams.add_team(db, players=[PlayerInfo("Ana", f"Nom{n}"), PlayerInfo("Bo", f"Autre{n}")], who="x")  # fmt: skip
        draws.draw_round(db, method=DrawMethod.ROTATION, who="x")
        pages: list[float] = []
        held: list[socket.socket] = []
        with Server(db, host="127.0.0.1", port=0) as server:
            began = time.monotonic()
            while time.monotonic() - began < args.seconds:
                for index in range(args.connections - len(held)):
                    source = f"127.0.0.{2 + index % args.addresses}"
                    try:
                        attacker = socket.create_connection(
                            ("127.0.0.1", server.port), timeout=2, source_address=(source, 0)
                        )
                        attacker.sendall(HALF)
                        held.append(attacker)
                    except OSError:
                        pass  # refused at once: the attacker tries again next second
                asked = time.perf_counter()
                url = f"http://127.0.0.1:{server.port}/api/public"
                with urllib.request.urlopen(url, timeout=30) as page:
                    page.read()
                pages.append(time.perf_counter() - asked)
                held = still_open(held)
                print(
                    f"{time.monotonic() - began:5.1f} s: the server holds "
                    f"{server.doors.held.total()}, page {pages[-1] * 1000:.0f} ms, "
                    f"log {len(log.getvalue())} bytes",
                    flush=True,
                )
                time.sleep(1)
            for attacker in held:
                attacker.close()
        db.close()
    print(summary("the page under the flood", pages))
    print(f"log: {len(log.getvalue())} bytes")


if __name__ == "__main__":
    main()
