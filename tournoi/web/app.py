"""The web application: each table's page and its JSON, the public page, the static files.

Routes (``{secret}`` is the table's link, :mod:`tournoi.services.table_links`):

- ``GET /``: the public page, « Où est ma table ? » and the live standings;
  ``GET /api/public``: what it shows, as JSON;
- ``GET /table/{secret}``: the table's page on the phone;
  ``GET /table/sw.js``: its service worker (the page opens again without network), served
  beside the pages so that it may answer for them;
  ``GET /api/table/{secret}``: its sheet;
  ``POST /api/table/{secret}/preview``: what a donne would give, before it is sent;
  ``POST /api/table/{secret}/donnes``, ``…/correct-last``, ``…/delete-last``, ``…/sign``:
  the writes, each with the page's submission identifier and the sheet's version;
- ``GET /static/…``: the pages' script and style, shipped in the package;
  ``GET /favicon.ico``: the pages' icon.

Nothing else of the file system is reached. Refusals are JSON ``{"error": …}``
in French: 404 for a link that opens nothing, 409 for a sheet changed
meanwhile, 422 for a donne or a request the rules refuse, 403 for a table
that cannot be written to now, for what the desk alone decides (an arbiter's
decision, a renonce: :mod:`tournoi.web.bodies`) and for a write from another
site (:mod:`tournoi.web.same_origin`), 415 for a write that is not JSON.
"""

from __future__ import annotations

import mimetypes
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any, Final

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from engine import UserError
from tournoi.services import (
    draws,
    melee_standings,
    table_entry,
    table_links,
    teams,
    tournaments,
)
from tournoi.services.errors import ConflictError, NotFoundError, StateError
from tournoi.services.scores.recording import SheetChangedError
from tournoi.services.sheet_memo import SheetMemo
from tournoi.services.table_entry import LinkError
from tournoi.services.tournaments import Database
from tournoi.web.bodies import read_donne, read_preview, read_sign, read_write
from tournoi.web.limits import BodyLimit, Buckets, RateLimit
from tournoi.web.same_origin import AnswerHeaders, SameOrigin
from tournoi.web.views import preview_json, seat_json, sheet_json, standing_json

STATIC: Final = Path(__file__).resolve().parent / "static"
# The phone page's modules load only as JavaScript (and the answers say nosniff): a Windows
# registry may map ``.js`` to text/plain, which the stdlib's guess would then follow.
mimetypes.add_type("text/javascript", ".js")


def create_app(db: Database, *, buckets: Buckets | None = None) -> Starlette:
    """The application over the open tournament ``db``."""

    def page(name: str) -> Callable[[Request], Awaitable[Response]]:
        async def serve(request: Request) -> Response:
            if "secret" in request.path_params:
                secret = request.path_params["secret"]
                found = await run_in_threadpool(lambda: table_links.access(db, secret=secret))
                if found is None:
                    return FileResponse(STATIC / "lien-inconnu.html", 404)
            return FileResponse(STATIC / name)

        return serve

    memo = SheetMemo()

    async def sheet(request: Request) -> Response:
        secret = request.path_params["secret"]
        return await _answer(
            lambda: sheet_json(table_entry.open_sheet(db, secret=secret, memo=memo))
        )

    async def preview(request: Request) -> Response:
        secret = request.path_params["secret"]
        raw = await request.body()

        def seen() -> dict[str, Any]:
            body = read_preview(raw)
            return preview_json(
                table_entry.preview(db, secret=secret, donne=body.donne, correcting=body.correcting)
            )

        return await _answer(seen)

    def write(kind: str) -> Callable[[Request], Awaitable[Response]]:
        async def submit(request: Request) -> Response:
            secret = request.path_params["secret"]
            raw = await request.body()

            def written() -> dict[str, Any]:
                body = read_write(raw)
                common: dict[str, Any] = {
                    "secret": secret,
                    "memo": memo,
                    "submission": body.submission,
                    "version": body.version,
                }
                if kind == "sign":
                    return sheet_json(table_entry.sign(db, team=read_sign(raw).team, **common))
                if kind == "delete-last":
                    return sheet_json(table_entry.delete_last(db, **common))
                donne = read_donne(raw).donne
                change = table_entry.record if kind == "donnes" else table_entry.correct_last
                return sheet_json(change(db, donne=donne, **common))

            def said_to_players() -> dict[str, Any]:
                try:
                    return written()
                except SheetChangedError as changed:
                    typed = kind in ("donnes", "correct-last")
                    said = table_links.changed_for_phones(changed.by, changed.table, typed=typed)
                    raise ConflictError(said) from None

            return await _answer(said_to_players)

        return submit

    async def worker(_request: Request) -> Response:
        return FileResponse(STATIC / "sw.js", media_type="text/javascript")

    async def public(_request: Request) -> Response:
        return await _answer(lambda: _public(db))

    routes = [
        Route("/", page("public.html")),
        Route("/favicon.ico", page("favicon.ico")),
        Route("/api/public", public),
        Route("/table/sw.js", worker),
        Route("/table/{secret}", page("table.html")),
        Route("/api/table/{secret}", sheet),
        Route("/api/table/{secret}/preview", preview, methods=["POST"]),
        *(
            Route(f"/api/table/{{secret}}/{kind}", write(kind), methods=["POST"])
            for kind in ("donnes", "correct-last", "delete-last", "sign")
        ),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ]
    middleware = [
        Middleware(AnswerHeaders),
        Middleware(RateLimit, buckets=buckets or Buckets()),
        Middleware(SameOrigin),
        Middleware(BodyLimit),
    ]
    return Starlette(
        routes=routes, middleware=middleware, exception_handlers={HTTPException: _elsewhere}
    )


async def _elsewhere(_request: Request, error: Exception) -> Response:
    """Any address or method the pages never use: nothing, said in French."""
    assert isinstance(error, HTTPException)
    message = {
        404: "Cette adresse n'ouvre rien sur ce serveur.",
        405: "Cette adresse ne s'utilise pas ainsi.",
    }.get(error.status_code, "Demande refusée.")
    return JSONResponse({"error": message}, status_code=error.status_code)


def _public(db: Database) -> dict[str, Any]:
    info = tournaments.tournament_info(db)
    last = draws.last_round(db)
    players = {t.number: [p.full_name for p in t.players] for t in teams.list_teams(db)}
    seats = draws.seats(db, round_number=last) if last else []
    return {
        "name": info.name,
        "round": last,
        "seats": [seat_json(seat, players) for seat in seats],
        "standings": [standing_json(row) for row in melee_standings.ranked(db)],
    }


async def _answer(work: Callable[[], dict[str, Any]]) -> Response:
    """Run ``work`` off the event loop; a refusal becomes its French message and status."""
    try:
        answer = await run_in_threadpool(work)
    except UserError as error:
        body = {"error": error.message, "field": error.field, "paragraph": error.paragraph}
        return JSONResponse(body, status_code=_status(error))
    return JSONResponse(answer)


def _status(error: UserError) -> int:
    if isinstance(error, LinkError | NotFoundError):
        return 404
    if isinstance(error, ConflictError):
        return 409
    if isinstance(error, StateError):
        return 403
    return 422
