"""The connections the phones' server keeps: capped, each request given a few seconds to arrive.

uvicorn waits for a request's headers as long as the client keeps the connection
open: a device of the hall that opens hundreds of connections and never finishes
them (« slowloris ») would hold every socket of the laptop and stop every table.
Here each request must arrive whole (headers and body) within :attr:`Doors.deadline`
seconds of its first byte, or of the connection's opening; an address holds at
most :attr:`Doors.per_address` connections and the server :attr:`Doors.total`;
a connection beyond an address's share is closed as soon as it is accepted. When
the server is full, a newcomer takes the place of a connection of the address
that holds the most, one that waits for a request: the devices of many
addresses cannot shut a phone out. The refusals are logged once in a while, not
once each.

Each accepted connection also sends its answers at once (``TCP_NODELAY``):
without it, an answer that follows another on a kept-alive connection waits
for the phone's acknowledgement, some 40 ms.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import socket
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, ClassVar, Final, Protocol

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol

LOG: Final = logging.getLogger("tournoi.web")
HALL: Final = 2000
"""Connections a hall may need at once: 100 tables with four phones each, every phone's page
polling its sheet with one or two connections kept alive, the public page's readers, and a
page's first load opening several."""
RESERVED: Final = 100
"""Descriptors left to the rest of the program: the tournament's file, its journal, the log."""


def connection_cap(wanted: int = HALL, reserved: int = RESERVED) -> int:
    """How many connections the server may hold: ``wanted``, within the file descriptors
    the system gives the program, whose ceiling is raised first where the system lets it.

    Linux often gives a program 1,024 descriptors, raised on request up to its hard limit;
    Windows serves through IOCP (asyncio's proactor), without such a limit.
    """
    if sys.platform == "win32":
        return wanted
    import resource  # noqa: PLC0415 - POSIX only

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    needed = wanted + reserved
    if soft != resource.RLIM_INFINITY and soft < needed:
        raised = needed if hard == resource.RLIM_INFINITY else min(hard, needed)
        with contextlib.suppress(ValueError, OSError):  # refused: the cap follows what it gives
            resource.setrlimit(resource.RLIMIT_NOFILE, (raised, hard))
        soft = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
    if soft == resource.RLIM_INFINITY:
        return wanted
    return max(min(wanted, soft - reserved), 16)


class Door(Protocol):
    """A connection as :class:`Doors` sees it."""

    def waiting(self) -> bool:
        """Whether it waits for a request: nothing is being answered on it."""

    def evict(self) -> None:
        """Close it, for a newcomer."""


@dataclass(slots=True, kw_only=True)
class Doors:
    """The connections held, by address, and their limits; one per server."""

    deadline: float = 5.0
    """Seconds a request has to arrive whole: a phone sends one in a few milliseconds."""
    per_address: int = 64
    """A browser opens six connections to a server at most."""
    total: int = field(default_factory=connection_cap)
    """The connections held by the whole server: a hall's worth (:data:`HALL`)."""
    report_every: float = 10.0
    """Seconds between two lines of the log about refused connections."""
    held: Counter[str] = field(default_factory=Counter)
    refused: int = 0
    reported: float = float("-inf")
    _open: dict[str, list[Door]] = field(default_factory=dict)

    def enter(self, address: str, door: Door) -> bool:
        """Whether ``door``, from ``address``, may be kept; if so, it is counted."""
        if self.held[address] >= self.per_address or (
            self.held.total() >= self.total and not self._make_room(address)
        ):
            self._refuse(address)
            return False
        self.held[address] += 1
        self._open.setdefault(address, []).append(door)
        return True

    def leave(self, address: str, door: Door) -> None:
        self.held[address] -= 1
        self._open[address].remove(door)
        if self.held[address] <= 0:
            del self.held[address], self._open[address]

    def _make_room(self, newcomer: str) -> bool:
        """Close a waiting connection of the address that holds the most, if not ``newcomer``."""
        greediest = max(self.held, key=self.held.__getitem__)
        if greediest == newcomer or self.held[greediest] <= self.held[newcomer] + 1:
            return False
        for door in self._open[greediest]:
            if door.waiting():
                self.leave(greediest, door)
                door.evict()
                return True
        return False

    def _refuse(self, address: str) -> None:
        self.refused += 1
        now = time.monotonic()
        if now - self.reported >= self.report_every:
            self.reported = now
            LOG.warning(
                "Connexions refusées : %d depuis le dernier message (la dernière de %s, "
                "qui en tient %d ; %d tenues en tout).",
                self.refused, address, self.held[address], self.held.total(),
            )  # fmt: skip
            self.refused = 0


class GuardedProtocol(H11Protocol):
    """uvicorn's HTTP/1.1 protocol, with :class:`Doors` at its entrance."""

    doors: ClassVar[Doors]
    _address: str | None = None
    _deadline: asyncio.TimerHandle | None = None

    @classmethod
    def over(cls, doors: Doors) -> type[GuardedProtocol]:
        """The protocol class of a server whose connections ``doors`` counts."""
        return type("Guarded", (cls,), {"doors": doors})

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        peer: Any = transport.get_extra_info("peername")
        address = str(peer[0]) if peer else "?"
        if not self.doors.enter(address, self):
            transport.abort()
            return
        self._address = address
        raw: Any = transport.get_extra_info("socket")
        if raw is not None and raw.family in (socket.AF_INET, socket.AF_INET6):
            raw.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        super().connection_made(transport)
        self._arm()

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        if self._address is not None:
            self.doors.leave(self._address, self)
            self._address = None
        if self.transport is not None:  # refused at the door: uvicorn never saw it
            super().connection_lost(exc)

    def waiting(self) -> bool:
        idle = self.cycle is None or self.cycle.response_complete
        return idle and self.conn.their_state in (h11.IDLE, h11.SEND_BODY)

    def evict(self) -> None:
        self._address = None  # no longer counted: :meth:`Doors.leave` is done
        self.transport.abort()

    def data_received(self, data: bytes) -> None:
        super().data_received(data)
        if self.conn.their_state in (h11.IDLE, h11.SEND_BODY):
            self._arm()  # a request under way: it has the deadline to arrive whole
        else:
            self._disarm()

    def on_response_complete(self) -> None:
        super().on_response_complete()
        if self.conn.their_state in (h11.IDLE, h11.SEND_BODY) and self.conn.trailing_data[0]:
            self._arm()  # the start of the next request came with this one

    def _arm(self) -> None:
        if self._deadline is None:
            self._deadline = self.loop.call_later(self.doors.deadline, self._too_slow)

    def _disarm(self) -> None:
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None

    def _too_slow(self) -> None:
        self._deadline = None
        if self.conn.their_state in (h11.IDLE, h11.SEND_BODY):  # still not whole
            self.transport.abort()


class Sparing(logging.Filter):
    """Lets through at most ``burst`` records of one message every ``every`` seconds: a device
    that sends malformed requests in a loop does not fill the disk with the log."""

    def __init__(self, burst: int = 5, every: float = 10.0) -> None:
        super().__init__()
        self.burst, self.every = burst, every
        self._seen: dict[str, tuple[float, int]] = {}

    def filter(self, record: logging.LogRecord) -> bool:
        now, message = time.monotonic(), str(record.msg)
        began, count = self._seen.get(message, (now, 0))
        if now - began >= self.every:
            began, count = now, 0
        if len(self._seen) > 1000:
            self._seen.clear()
        self._seen[message] = (began, count + 1)
        return count < self.burst
