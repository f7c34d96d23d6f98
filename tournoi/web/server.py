"""Serving the application on the laptop's network addresses, in a thread, until stopped.

Every connection goes through :class:`~tournoi.web.connections.Doors`: capped in
number, each request given a few seconds to arrive, its answers sent at once.
"""

from __future__ import annotations

import errno
import logging
import socket
import threading
from contextlib import closing
from typing import Final

import uvicorn
from starlette.types import ASGIApp

from engine import UserError
from engine.errors import os_reason
from tournoi.services.tournament.lifecycle import Database
from tournoi.web.app import create_app
from tournoi.web.connections import Doors, GuardedProtocol, Sparing
from tournoi.web.limits import Buckets

DEFAULT_PORT: Final = 8000
EVERYWHERE: Final = "0.0.0.0"
"""Every IPv4 address of the laptop: the phones reach it on the hall's network."""
LOOPBACK: Final = "127.0.0.1"
"""This laptop alone: a test, or a screen on the laptop itself."""


class ServerError(UserError):
    """The server cannot start: the port is taken, or not allowed."""


def local_addresses() -> list[str]:
    """This computer's IPv4 addresses on its networks, the one towards the outside first.

    No packet is sent: connecting a UDP socket only picks the interface.
    """
    found: list[str] = []
    with closing(socket.socket(socket.AF_INET, socket.SOCK_DGRAM)) as probe:
        try:
            probe.connect(("192.0.2.1", 9))  # TEST-NET-1: never routed anywhere
            found.append(probe.getsockname()[0])
        except OSError:
            pass  # no network at all: the names below, or the loopback
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
    except OSError:
        infos = []
    for info in infos:
        address = str(info[4][0])
        if address not in found and not address.startswith("127."):
            found.append(address)
    return [a for a in found if not a.startswith("127.")] or ["127.0.0.1"]


def first_url(port: int = DEFAULT_PORT) -> str:
    """Where the phones will reach a server started on every address of this laptop: what
    the printed QR codes give before the server runs."""
    return f"http://{local_addresses()[0]}:{port}"


class Server:
    """The application over ``db``, served by uvicorn in a thread of its own."""

    def __init__(
        self,
        db: Database,
        *,
        host: str = EVERYWHERE,
        port: int = DEFAULT_PORT,
        buckets: Buckets | None = None,
        doors: Doors | None = None,
    ) -> None:
        self.host = host
        self._socket = bind(host, port)
        self.port: int = self._socket.getsockname()[1]
        """The port listened on: the one asked for, or the one the system gave for port 0."""
        self.doors = doors or Doors()
        config = uvicorn_config(create_app(db, buckets=buckets), doors=self.doors)
        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(
            target=self._server.run, kwargs={"sockets": [self._socket]}, daemon=True
        )

    @property
    def urls(self) -> list[str]:
        """The addresses to give the phones: ``http://192.168.1.20:8000``…"""
        hosts = local_addresses() if self.host == EVERYWHERE else [self.host]
        return [f"http://{host}:{self.port}" for host in hosts]

    @property
    def url(self) -> str:
        return self.urls[0]

    def start(self) -> None:
        """Serve from now on; returns once the server answers."""
        self._thread.start()
        while not self._server.started and self._thread.is_alive():
            self._thread.join(0.01)

    def stop(self) -> None:
        """Stop serving: the port is closed when this returns."""
        self._server.should_exit = True
        if self._thread.is_alive():
            self._thread.join()
        self._socket.close()

    def __enter__(self) -> Server:
        self.start()
        return self

    def __exit__(self, *_exc: object) -> None:
        self.stop()

    def serve_forever(self) -> None:
        """Serve in the calling thread until interrupted (Ctrl+C)."""
        self._server.run(sockets=[self._socket])
        self._socket.close()


def uvicorn_config(app: ASGIApp, *, doors: Doors | None = None) -> uvicorn.Config:
    """How uvicorn serves ``app``: the same for the tournament's pages and for the benchmark's
    canned answers (``benchmarks/web_tables.py --floor``)."""
    config = uvicorn.Config(
        app,
        http=GuardedProtocol.over(doors or Doors()),
        log_level="warning",
        access_log=False,  # the log would keep every table's secret
        timeout_graceful_shutdown=2,
    )
    for name in ("uvicorn.error", "asyncio"):  # the first set up by the configuration just made
        spare(logging.getLogger(name))
    return config


def spare(logger: logging.Logger) -> None:
    """Give ``logger`` a :class:`Sparing` filter, once."""
    if not any(isinstance(kept, Sparing) for kept in logger.filters):
        logger.addFilter(Sparing())


def bind(host: str, port: int) -> socket.socket:
    """The listening socket; port 0 takes a port the system knows to be free.

    Made as TCP by name: asyncio sets ``TCP_NODELAY`` only on the connections of such a socket
    (:mod:`~tournoi.web.connections` sets it again on each).
    """
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        listener.bind((host, port))
    except OSError as error:
        listener.close()
        if error.errno == errno.EADDRNOTAVAIL:
            raise ServerError(
                f"L'adresse {host} n'est pas une adresse de cet ordinateur : servez sur toutes "
                f"ses adresses ({EVERYWHERE}) ou sur une de celles-ci : "
                f"{', '.join(local_addresses())}."
            ) from None
        raise ServerError(
            f"Le port {port} n'est pas libre sur cet ordinateur ({os_reason(error)}) : "
            "choisissez-en un autre."
        ) from None
    listener.listen(128)
    listener.set_inheritable(True)
    return listener
