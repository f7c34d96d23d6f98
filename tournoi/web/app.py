"""The web application: each table's page and its JSON, the public page, the static files.

Routes (``{secret}`` is the table's link, :mod:`tournoi.services.tables.links`):

- ``GET /``: the public page, « Où est ma table ? », the round's clock and the live standings;
  ``GET /api/public``: what it shows, as JSON (its clock apart: ``GET /api/clock``, the round's
  clock while it counts the last round drawn); ``GET /published.svg``: the QR code of the
  results' site once it is published (``tournoi publish``), 404 before;
- ``GET /table/{secret}``: the table's page on the phone;
  ``GET /table/sw.js``: its service worker (the page opens again without network), served
  beside the pages so that it may answer for them;
  ``GET /api/table/{secret}``: its sheet;
  ``GET /api/table/{secret}/clock``: the round's clock while it counts the table's round
  (``{"clock": null}`` otherwise), which the page counts down by itself;
  ``POST /api/table/{secret}/preview``: what a donne would give, before it is sent;
  ``POST /api/table/{secret}/donnes``, ``…/correct-last``, ``…/delete-last``, ``…/sign``,
  ``…/on-time`` (« arrêtée au temps », in a concours played on time):
  the writes, each with the page's submission identifier and the sheet's version;
- ``GET /static/…``: the pages' script and style, shipped in the package;
  ``GET /favicon.ico``: the pages' icon.

A sheet and the public page are answered with their tag (``ETag``); a read naming the tag
of the answer the page holds (``If-None-Match``) gets « not modified » (304) while it is the
same, without the answer being built. Nothing else of the file system is reached. Refusals are JSON ``{"error": …}``
in French: 404 for a link that opens nothing, 409 for a sheet changed
meanwhile, 422 for a donne or a request the rules refuse, 403 for a table
that cannot be written to now, for what the desk alone decides (an arbiter's
decision, a renonce: :mod:`tournoi.web.bodies`) and for a write from another
site (:mod:`tournoi.web.same_origin`), 415 for a write that is not JSON.
"""

from __future__ import annotations

import mimetypes
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final, ParamSpec

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from engine import UserError
from tournoi.services import audit, draws, round_clock
from tournoi.services.cache import owned
from tournoi.services.cache.public_page import PublicPage
from tournoi.services.draws.melee_views import melee_round
from tournoi.services.errors import ConflictError, NotFoundError, StateError
from tournoi.services.publication import address as publication
from tournoi.services.publication.shown_standings import shown_standings
from tournoi.services.scores.claim import SheetChangedError
from tournoi.services.scores.phone_identity import changed_for_phones
from tournoi.services.tables import entry as table_entry
from tournoi.services.tables import links as table_links
from tournoi.services.tables.entry import LinkError, PhoneSheet
from tournoi.services.teams import players as melee_players
from tournoi.services.teams import registration as teams
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.services.tournament.lifecycle import Database
from tournoi.web.bodies import read_donne, read_preview, read_sign, read_write
from tournoi.web.codes import qr_svg
from tournoi.web.limits import BodyLimit, Buckets, RateLimit
from tournoi.web.melee_seats import player_seats_json
from tournoi.web.same_origin import AnswerHeaders, SameOrigin
from tournoi.web.views import clock_json, preview_json, seat_json, sheet_json, standing_json

STATIC: Final = Path(__file__).resolve().parent / "static"
# The phone page's modules load only as JavaScript (and the answers say nosniff): a Windows
# registry may map ``.js`` to text/plain, which the stdlib's guess would then follow.
mimetypes.add_type("text/javascript", ".js")

Work = ParamSpec("Work")


@dataclass(frozen=True, slots=True, kw_only=True)
class Served:
    """What the routes serve: the open tournament. The phones' sheets kept while unchanged are
    the database handle's own (:mod:`~tournoi.services.tables.sheet_cache`): a copy restored drops
    them with the handle's other caches."""

    db: Database


def create_app(db: Database, *, buckets: Buckets | None = None) -> Starlette:
    """The application over the open tournament ``db``."""
    routes = [
        Route("/", public_page),
        Route("/favicon.ico", favicon),
        Route("/api/public", public),
        Route("/api/clock", public_clock),
        Route("/published.svg", published_code),
        Route("/table/sw.js", worker),
        Route("/table/{secret}", table_page),
        Route("/api/table/{secret}", sheet),
        Route("/api/table/{secret}/clock", table_clock),
        Route("/api/table/{secret}/preview", preview, methods=["POST"]),
        Route("/api/table/{secret}/donnes", record, methods=["POST"]),
        Route("/api/table/{secret}/correct-last", correct_last, methods=["POST"]),
        Route("/api/table/{secret}/delete-last", delete_last, methods=["POST"]),
        Route("/api/table/{secret}/sign", sign, methods=["POST"]),
        Route("/api/table/{secret}/on-time", on_time, methods=["POST"]),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ]
    middleware = [
        Middleware(AnswerHeaders),
        Middleware(RateLimit, buckets=buckets or Buckets()),
        Middleware(SameOrigin),
        Middleware(BodyLimit),
    ]
    app = Starlette(
        routes=routes, middleware=middleware, exception_handlers={HTTPException: _elsewhere}
    )
    app.state.served = Served(db=db)
    return app


async def public_page(_request: Request) -> Response:
    return FileResponse(STATIC / "public.html")


async def favicon(_request: Request) -> Response:
    return FileResponse(STATIC / "favicon.ico")


async def worker(_request: Request) -> Response:
    return FileResponse(STATIC / "sw.js", media_type="text/javascript")


async def published_code(request: Request) -> Response:
    """The QR code of the results' site, once it is published."""
    url = await run_in_threadpool(publication.published_url, _served(request).db)
    if url is None:
        return JSONResponse({"error": "Les résultats ne sont pas encore publiés."}, status_code=404)
    return Response(qr_svg(url), media_type="image/svg+xml")


async def table_page(request: Request) -> Response:
    """The table's page; a page saying so for a link that opens nothing."""
    found = await run_in_threadpool(
        table_links.access, _served(request).db, secret=_secret(request)
    )
    if found is None:
        return FileResponse(STATIC / "lien-inconnu.html", 404)
    return FileResponse(STATIC / "table.html")


async def public(request: Request) -> Response:
    return await _answer(_public_page, _served(request).db, _held(request))


async def public_clock(request: Request) -> Response:
    """The round's clock for the public page, read apart from it: the page is kept until what it
    shows changes, the clock counts on."""
    return await _answer(_public_clock, _served(request).db)


async def sheet(request: Request) -> Response:
    """The table's sheet; nothing but its tag when it is the one the page holds (the page
    polls it every few seconds, and most polls find it unchanged)."""
    return await _answer(_sheet, _served(request), _secret(request), _held(request))


async def table_clock(request: Request) -> Response:
    return await _answer(_table_clock, _served(request), _secret(request))


async def preview(request: Request) -> Response:
    return await _answer(_preview, _served(request), _secret(request), await request.body())


async def record(request: Request) -> Response:
    return await _phone_write(request, _record, typed=True)


async def correct_last(request: Request) -> Response:
    return await _phone_write(request, _correct_last, typed=True)


async def delete_last(request: Request) -> Response:
    return await _phone_write(request, _delete_last, typed=False)


async def sign(request: Request) -> Response:
    return await _phone_write(request, _sign, typed=False)


async def on_time(request: Request) -> Response:
    return await _phone_write(request, _on_time, typed=False)


def _served(request: Request) -> Served:
    served = request.app.state.served
    assert isinstance(served, Served)
    return served


def _secret(request: Request) -> str:
    secret = request.path_params["secret"]
    assert isinstance(secret, str)
    return secret


def _sheet(served: Served, secret: str, held: str | None) -> Tagged:
    read = table_entry.read_sheet(served.db, secret=secret, held=held)
    return Tagged(tag=read.tag, body=None if read.sheet is None else _json(sheet_json(read.sheet)))


@dataclass(frozen=True, slots=True, kw_only=True)
class Tagged:
    """An answer (JSON) with its tag (``ETag``): ``body`` ``None`` when it is the one the page
    holds."""

    tag: str | None
    body: bytes | None


def _held(request: Request) -> str | None:
    """The tag of the answer the page holds (``If-None-Match``), when it names one."""
    named = request.headers.get("if-none-match", "").removeprefix("W/")
    if len(named) < 3 or not (named[0] == named[-1] == '"') or '"' in named[1:-1]:
        return None
    return named[1:-1]


def _tagged(tag: str | None, body: bytes | None) -> Response:
    """``body`` (JSON) with its tag; « not modified » (304) for ``None``: the page holds it."""
    headers = {} if tag is None else {"ETag": f'"{tag}"'}
    if body is None:
        return Response(status_code=304, headers=headers)
    return Response(body, media_type="application/json", headers=headers)


def _table_clock(served: Served, secret: str) -> dict[str, Any]:
    found = table_links.access(served.db, secret=secret)
    if found is None:
        raise LinkError
    return {"clock": _clock(served.db, round_number=found.round)}


def _public_clock(db: Database) -> dict[str, Any]:
    last = draws.last_round(db)
    return {"clock": _clock(db, round_number=last) if last else None}


def _clock(db: Database, *, round_number: int) -> dict[str, Any] | None:
    """The round's clock as the players see it, while it counts ``round_number``."""
    kept = round_clock.read(db)
    if kept is None or kept.round != round_number:
        return None
    return clock_json(kept, audit.now())


def _preview(served: Served, secret: str, raw: bytes) -> dict[str, Any]:
    body = read_preview(raw)
    seen = table_entry.preview(
        served.db, secret=secret, donne=body.donne, correcting=body.correcting
    )
    return preview_json(seen)


PhoneWrite = Callable[[Served, str, bytes], PhoneSheet]
"""A phone's write: the body it sent read, the service called with it."""


def _record(served: Served, secret: str, raw: bytes) -> PhoneSheet:
    body = read_donne(raw)
    return table_entry.record(
        served.db, secret=secret, submission=body.submission, donne=body.donne,
        version=body.version,
    )  # fmt: skip


def _correct_last(served: Served, secret: str, raw: bytes) -> PhoneSheet:
    body = read_donne(raw)
    return table_entry.correct_last(
        served.db, secret=secret, submission=body.submission, donne=body.donne,
        version=body.version,
    )  # fmt: skip


def _delete_last(served: Served, secret: str, raw: bytes) -> PhoneSheet:
    body = read_write(raw)
    return table_entry.delete_last(
        served.db, secret=secret, submission=body.submission, version=body.version,
    )  # fmt: skip


def _sign(served: Served, secret: str, raw: bytes) -> PhoneSheet:
    body = read_sign(raw)
    return table_entry.sign(
        served.db, secret=secret, submission=body.submission, team=body.team,
        version=body.version,
    )  # fmt: skip


def _on_time(served: Served, secret: str, raw: bytes) -> PhoneSheet:
    body = read_write(raw)
    return table_entry.stop_on_time(
        served.db, secret=secret, submission=body.submission, version=body.version
    )


async def _phone_write(request: Request, write: PhoneWrite, *, typed: bool) -> Response:
    """``typed``: the page keeps a donne typed, which the players' refusal then says."""
    raw = await request.body()
    return await _answer(_said_to_players, write, _served(request), _secret(request), raw, typed)


def _said_to_players(
    write: PhoneWrite, served: Served, secret: str, raw: bytes, typed: bool
) -> dict[str, Any]:
    """The write's sheet; a sheet changed meanwhile said in the players' words."""
    try:
        return sheet_json(write(served, secret, raw))
    except SheetChangedError as changed:
        raise ConflictError(changed_for_phones(changed.by, changed.table, typed=typed)) from None


async def _elsewhere(_request: Request, error: Exception) -> Response:
    """Any address or method the pages never use: nothing, said in French."""
    assert isinstance(error, HTTPException)
    message = {
        404: "Cette adresse n'ouvre rien sur ce serveur.",
        405: "Cette adresse ne s'utilise pas ainsi.",
    }.get(error.status_code, "Demande refusée.")
    return JSONResponse({"error": message}, status_code=error.status_code)


def _public_page(db: Database, held: str | None) -> Tagged:
    """The public page's answer, built once per change of what it shows (it is the same for
    every phone in the hall)."""
    page = owned(db, PublicPage).answer(db, lambda: _json(_public(db)))
    return Tagged(tag=page.tag, body=None if held == page.tag else page.body)


def _json(answer: dict[str, Any]) -> bytes:
    return bytes(JSONResponse(answer).body)


def _public(db: Database) -> dict[str, Any]:
    info = tournaments.tournament_info(db)
    last = draws.last_round(db)
    melee = melee_players.is_melee(db)
    return {
        "name": info.name,
        "round": last,
        "melee": melee,
        "seats": _melee_seats(db, last) if melee else _team_seats(db, last),
        "standings": [standing_json(row) for row in shown_standings(db)],
        "published": publication.published_url(db),
    }


def _team_seats(db: Database, last: int | None) -> list[dict[str, Any]]:
    players = {t.number: [p.full_name for p in t.players] for t in teams.list_teams(db)}
    seats = draws.seats(db, round_number=last) if last else []
    return [seat_json(seat, players) for seat in seats]


def _melee_seats(db: Database, last: int | None) -> list[dict[str, Any]]:
    """One entry per player: a pair's team number is known to nobody."""
    if not last:
        return []
    players = {player.number: player for player in melee_players.list_players(db)}
    return player_seats_json(melee_round(db, round_number=last), players)


async def _answer(
    work: Callable[Work, dict[str, Any] | Tagged], *args: Work.args, **kwargs: Work.kwargs
) -> Response:
    """Run ``work`` off the event loop; a refusal becomes its French message and status."""
    try:
        answer = await run_in_threadpool(work, *args, **kwargs)
    except UserError as error:
        body = {"error": error.message, "field": error.field, "paragraph": error.paragraph}
        return JSONResponse(body, status_code=_status(error))
    if isinstance(answer, Tagged):
        return _tagged(answer.tag, answer.body)
    return JSONResponse(answer)


def _status(error: UserError) -> int:
    if isinstance(error, LinkError | NotFoundError):
        return 404
    if isinstance(error, ConflictError):
        return 409
    if isinstance(error, StateError):
        return 403
    return 422
