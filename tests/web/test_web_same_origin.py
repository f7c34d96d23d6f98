"""No write from another site, and the headers every answer carries, static files included."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from starlette.testclient import TestClient

from tests.web.test_web_app import A80, Phone, secret
from tournoi.services import scores
from tournoi.services.draws import DrawMethod
from tournoi.storage import Database
from tournoi.web.app import STATIC, create_app
from tournoi.web.limits import Buckets

ELSEWHERE = "Demande refusée : elle ne vient pas de la page de la table servie par cet ordinateur."
NOT_JSON = "Demande refusée : la page de la table envoie du JSON (application/json)."
CSP = (
    "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'; "
    "base-uri 'none'; form-action 'none'; object-src 'none'"
)


@pytest.fixture
def db(tournament: Callable[..., Database]) -> Database:
    return tournament(teams=4, draw=DrawMethod.ROTATION)


@pytest.fixture
def client(db: Database) -> Iterator[TestClient]:
    with TestClient(create_app(db)) as client:
        yield client


def body(phone: Phone) -> bytes:
    return (
        b'{"submission": "autre-site-0001", "version": %d, "donne": {"taker": "A", '
        b'"contract": 80, "trump": "pique", "points": 117}}' % phone.version
    )


@pytest.mark.parametrize(
    ("headers", "status", "message"),
    [
        ({"Content-Type": "text/plain"}, 415, NOT_JSON),  # a form of another site, blind
        ({"Content-Type": "application/x-www-form-urlencoded"}, 415, NOT_JSON),
        ({}, 415, NOT_JSON),
        ({"Content-Type": "application/json", "Origin": "http://ailleurs.example"}, 403, ELSEWHERE),
        ({"Content-Type": "application/json", "Origin": "null"}, 403, ELSEWHERE),
        ({"Content-Type": "application/json", "Origin": "http://testserver:8000"}, 403, ELSEWHERE),
        ({"Content-Type": "text/plain", "Origin": "http://ailleurs.example"}, 403, ELSEWHERE),
        ({"Content-Type": "application/json", "Sec-Fetch-Site": "cross-site"}, 403, ELSEWHERE),
        ({"Content-Type": "application/json", "Sec-Fetch-Site": "same-site"}, 403, ELSEWHERE),
        (
            {
                "Content-Type": "application/json",
                "Origin": "http://testserver",
                "Sec-Fetch-Site": "cross-site",
            },
            403,
            ELSEWHERE,
        ),
    ],
)
@pytest.mark.parametrize("path", ["/donnes", "/correct-last", "/delete-last", "/sign", "/preview"])
def test_a_write_from_another_site_is_refused(
    client: TestClient,
    db: Database,
    path: str,
    headers: dict[str, str],
    status: int,
    message: str,
) -> None:
    phone = Phone(client, secret(db))
    if path != "/donnes":
        assert phone.send("/donnes", donne=A80).status_code == 200
    before = scores.sheet(db, round_number=1, table=1)
    answer = client.post(phone.api + path, content=body(phone), headers=headers)
    assert (answer.status_code, answer.json()["error"]) == (status, message)
    assert scores.sheet(db, round_number=1, table=1) == before


@pytest.mark.parametrize(
    "headers",
    [
        {"Content-Type": "application/json"},  # not a browser: no Origin to check
        {"Content-Type": "application/json; charset=utf-8", "Origin": "http://testserver"},
        {
            "Content-Type": "application/json",
            "Origin": "http://testserver",
            "Sec-Fetch-Site": "same-origin",
        },
    ],
)
def test_a_write_from_the_tables_own_page_is_recorded(
    client: TestClient, db: Database, headers: dict[str, str]
) -> None:
    phone = Phone(client, secret(db))
    answer = client.post(phone.api + "/donnes", content=body(phone), headers=headers)
    assert answer.status_code == 200, answer.text
    assert len(scores.sheet(db, round_number=1, table=1).lines) == 1


def test_every_answer_carries_the_headers(client: TestClient, db: Database) -> None:
    phone = Phone(client, secret(db))
    answers = {
        "page": client.get(f"/table/{secret(db)}"),
        "sheet": client.get(phone.api),
        "public": client.get("/"),
        "unknown link": client.get("/table/AAAAAAAAAAAAAAAAAAAAAAAA"),
        "nowhere": client.get("/nulle-part"),
        "refused": client.post(phone.api + "/donnes", content=b"x", headers={"Origin": "http://x"}),
        "too large": client.post(
            phone.api + "/donnes", json={"x": "y" * 20_000}, headers={"Origin": "http://testserver"}
        ),
        "script": client.get("/static/table.js"),
        "style": client.get("/static/table.css"),
        "icon": client.get("/favicon.ico"),
    }
    for what, answer in answers.items():
        shipped = what in ("script", "style", "icon")
        assert answer.headers["x-content-type-options"] == "nosniff", what
        assert answer.headers["content-security-policy"] == CSP, what
        assert answer.headers["x-frame-options"] == "DENY", what
        assert answer.headers["referrer-policy"] == "no-referrer", what
        assert answer.headers["cache-control"] == ("no-cache" if shipped else "no-store"), what


def test_a_slowed_answer_carries_them_too(db: Database) -> None:
    with TestClient(create_app(db, buckets=Buckets(burst=1, rate=0.001))) as client:
        client.get("/api/public")
        slowed = client.get("/api/public")
    assert slowed.status_code == 429
    assert slowed.headers["content-security-policy"] == CSP


def test_the_pages_icon(client: TestClient) -> None:
    icon = client.get("/favicon.ico")
    assert icon.status_code == 200
    assert icon.content == (STATIC / "favicon.ico").read_bytes()
    assert icon.content[:4] == b"\x00\x00\x01\x00"  # an icon file, which every browser reads
    assert icon.headers["content-type"] in ("image/vnd.microsoft.icon", "image/x-icon")
