"""Guards of every answer and every write: the answers' headers, writes only from the pages.

A page of another site that knows a table's link could post a donne blindly
(a form sends ``text/plain`` with no preflight). A write is accepted only as
``application/json``, which another site cannot send without a preflight this
server never grants, and only when the browser says it comes from this server's
own pages: its ``Origin`` is the address asked (``Host``) and its
``Sec-Fetch-Site``, when sent, is ``same-origin``. A client that is not a
browser sends neither header: it could forge them anyway, the link's secret is
what holds it.
"""

from __future__ import annotations

from typing import Final

from starlette.datastructures import Headers, MutableHeaders
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from tournoi.web.limits import refuse

NO_STORE: Final = {
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "no-referrer",  # the secret in the address goes nowhere else
    "Content-Security-Policy": (
        "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'; "
        "base-uri 'none'; form-action 'none'; object-src 'none'"
    ),
}
"""The headers of every answer: nothing kept in a cache, sniffed, framed by another page, or
loaded from elsewhere."""
SHIPPED: Final = ("/static/", "/favicon.ico")
"""The files shipped with the package: checked again (``no-cache``) rather than never kept."""

NOT_JSON: Final = "Demande refusée : la page de la table envoie du JSON (application/json)."
ELSEWHERE: Final = (
    "Demande refusée : elle ne vient pas de la page de la table servie par cet ordinateur."
)
_READS: Final = frozenset({"GET", "HEAD"})


class AnswerHeaders:
    """Adds :data:`NO_STORE`'s headers to every answer, refusals and static files included."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        shipped = str(scope["path"]).startswith(SHIPPED)

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                for name, value in NO_STORE.items():
                    headers[name] = value
                if shipped:
                    headers["Cache-Control"] = "no-cache"
            await send(message)

        await self.app(scope, receive, with_headers)


class SameOrigin:
    """Refuses a write that is not JSON (415) or not from this server's own pages (403)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and scope["method"] not in _READS:
            headers = Headers(scope=scope)
            if _foreign(headers):
                await refuse(send, 403, ELSEWHERE, {})
                return
            if not _json(headers):
                await refuse(send, 415, NOT_JSON, {})
                return
        await self.app(scope, receive, send)


def _json(headers: Headers) -> bool:
    kind = headers.get("content-type", "").split(";", 1)[0].strip().lower()
    return kind == "application/json"


def _foreign(headers: Headers) -> bool:
    """Whether a browser says the request comes from a page of another site."""
    fetched = headers.get("sec-fetch-site")
    if fetched is not None and fetched != "same-origin":
        return True
    origin = headers.get("origin")
    if origin is None:
        return False
    host = headers.get("host")
    return host is None or origin.lower() != f"http://{host}".lower()  # served in plain HTTP
