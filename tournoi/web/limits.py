"""Guards in front of every route: requests of a bounded size, bursts from one address slowed."""

from __future__ import annotations

import json
import threading
import time
from dataclasses import dataclass, field
from typing import Final

from starlette.requests import ClientDisconnect
from starlette.types import ASGIApp, Message, Receive, Scope, Send

MAX_BODY: Final = 16_384
"""A donne is some 300 bytes of JSON: 16 Ko leaves room and refuses anything else."""


async def refuse(send: Send, status: int, message: str, headers: dict[str, str]) -> None:
    """Answer ``status`` with ``{"error": message}`` and nothing else of the request read."""
    body = json.dumps({"error": message}, ensure_ascii=False).encode()
    raw = [(b"content-type", b"application/json; charset=utf-8"),
           (b"content-length", str(len(body)).encode())]  # fmt: skip
    raw += [(k.encode(), v.encode()) for k, v in headers.items()]
    await send({"type": "http.response.start", "status": status, "headers": raw})
    await send({"type": "http.response.body", "body": body})


TOO_LARGE: Final = "Demande trop volumineuse : une donne tient en quelques centaines d'octets."
TOO_FAST: Final = "Trop de demandes à la fois depuis cet appareil : patientez une seconde."


class BodyLimit:
    """Refuses a request body over :data:`MAX_BODY` bytes (413), announced or streamed.

    A phone that leaves the Wi-Fi while it sends a body is no fault of the server: the
    request ends there, with nothing to answer and no traceback in the log."""

    def __init__(self, app: ASGIApp, limit: int = MAX_BODY) -> None:
        self.app, self.limit = app, limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = dict(scope["headers"])
        announced = headers.get(b"content-length", b"0")
        if not announced.isdigit() or int(announced) > self.limit:
            await refuse(send, 413, TOO_LARGE, {})
            return
        seen = 0

        async def bounded() -> Message:
            nonlocal seen
            message = await receive()
            seen += len(message.get("body", b""))
            if seen > self.limit:
                raise _TooLargeError
            return message

        try:
            await self.app(scope, bounded, send)
        except _TooLargeError:
            await refuse(send, 413, TOO_LARGE, {})
        except ClientDisconnect:
            return


class _TooLargeError(Exception):
    """The body went beyond the limit while it was read."""


@dataclass(slots=True)
class _Bucket:
    tokens: float
    at: float


@dataclass(slots=True)
class Buckets:
    """A token bucket per address: ``burst`` requests at once, then ``rate`` a second."""

    burst: float = 30.0
    rate: float = 10.0
    _buckets: dict[str, _Bucket] = field(default_factory=dict)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def take(self, address: str) -> bool:
        """Whether ``address`` may make one more request now."""
        now = time.monotonic()
        with self._lock:
            if len(self._buckets) > 10_000:  # a flood of addresses: forget the full buckets
                self._buckets = {
                    a: b for a, b in self._buckets.items() if now - b.at < self.burst / self.rate
                }
            bucket = self._buckets.setdefault(address, _Bucket(self.burst, now))
            bucket.tokens = min(self.burst, bucket.tokens + (now - bucket.at) * self.rate)
            bucket.at = now
            if bucket.tokens < 1:
                return False
            bucket.tokens -= 1
            return True


SHIPPED: Final = ("/static/", "/favicon.ico", "/table/sw.js")
"""The files shipped in the package: a page's first load asks them all at once (and its
service worker again), more than a bucket's burst; they read no database, so they are not
counted (the connections' caps still hold)."""


class RateLimit:
    """Answers 429 (with ``Retry-After``) to an address that goes beyond its bucket."""

    def __init__(self, app: ASGIApp, buckets: Buckets) -> None:
        self.app, self.buckets = app, buckets

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and not scope["path"].startswith(SHIPPED):
            client = scope.get("client")
            if not self.buckets.take(client[0] if client else "?"):
                await refuse(send, 429, TOO_FAST, {"retry-after": "1"})
                return
        await self.app(scope, receive, send)
