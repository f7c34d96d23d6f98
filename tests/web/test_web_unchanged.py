"""Polls that find nothing changed: the sheet and the public page answered « unchanged » (304)
from their tag, without being built, and built again after every change they show."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from sqlalchemy import event
from starlette.testclient import TestClient

from engine import Donne, Team, Trump
from tests.conftest import WHO, new_tournament
from tournoi.services import scores
from tournoi.services.draws import DrawMethod
from tournoi.services.tables import links as table_links
from tournoi.services.teams import registration as teams
from tournoi.services.teams.info import PlayerInfo
from tournoi.storage import Database
from tournoi.web import app as web_app
from tournoi.web.app import create_app

A80 = Donne(taker=Team.A, contract=80, trump=Trump.PIQUE, points=117)
ENDS = Donne(taker=Team.A, contract=160, trump=Trump.COEUR, points=162, capot=Team.A)
UNKNOWN = "Ce lien n'ouvre aucune feuille"


@pytest.fixture(params=["sqlite", "postgresql"])
def db(request: pytest.FixtureRequest, tournament: Callable[..., Database]) -> Iterator[Database]:
    """Four teams in rotation, round 1 drawn: in a file, and on a database server (the tags are
    read there through its own driver)."""
    if request.param == "sqlite":
        yield tournament(teams=4, draw=DrawMethod.ROTATION)
        return
    url: str = request.getfixturevalue("postgres_url")
    db = new_tournament(url, teams=4, draw=DrawMethod.ROTATION)
    yield db
    db.close()


@pytest.fixture
def client(db: Database) -> Iterator[TestClient]:
    with TestClient(create_app(db)) as client:
        yield client


def link(db: Database, table: int = 1) -> str:
    links = table_links.issue_links(db, round_number=1, who=WHO)
    return next(f"/api/table/{one.secret}" for one in links if one.table == table)


def counted(monkeypatch: pytest.MonkeyPatch, name: str) -> list[object]:
    """The calls of the web application's function ``name``, each its argument."""
    calls: list[object] = []
    real = getattr(web_app, name)

    def call(argument: object) -> object:
        calls.append(argument)
        return real(argument)

    monkeypatch.setattr(web_app, name, call)
    return calls


@contextmanager
def statements(db: Database) -> Iterator[list[str]]:
    sent: list[str] = []

    def executed(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        sent.append(" ".join(statement.split()))

    event.listen(db.engine, "before_cursor_execute", executed)
    try:
        yield sent
    finally:
        event.remove(db.engine, "before_cursor_execute", executed)


def test_an_unchanged_sheet_is_answered_by_its_tag_with_one_query_and_nothing_built(
    client: TestClient, db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    api = link(db)
    first = client.get(api)
    tag = first.headers["etag"]
    assert first.status_code == 200 and first.json()["lines"] == []
    built = counted(monkeypatch, "sheet_json")
    with statements(db) as sent:
        again = client.get(api, headers={"If-None-Match": tag})
    assert (again.status_code, again.content, again.headers["etag"]) == (304, b"", tag)
    assert again.headers["cache-control"] == "no-store"  # the answers' headers, as every answer
    assert len(sent) == 1 and "FROM table_link JOIN partie" in sent[0]
    assert built == []
    # A page that holds no tag, or another one, gets the sheet.
    assert client.get(api).status_code == 200
    assert client.get(api, headers={"If-None-Match": '"autre"'}).status_code == 200
    assert len(built) == 2


def test_every_change_the_sheet_shows_gives_it_another_tag(
    client: TestClient, db: Database
) -> None:
    api = link(db)
    tags = [client.get(api).headers["etag"]]

    def changed() -> dict[str, Any]:
        answer = client.get(api, headers={"If-None-Match": tags[-1]})
        assert answer.status_code == 200, answer.text
        assert answer.headers["etag"] not in tags
        tags.append(answer.headers["etag"])
        return dict(answer.json())

    scores.record_donne(db, round_number=1, table=1, donne=A80, who=WHO)
    assert [line["text"] for line in changed()["lines"]] == ["A 80 p 117"]
    table_links.lock_table(db, round_number=1, table=1, locked=True, who=WHO)
    assert changed()["refusal"] is not None
    table_links.lock_table(db, round_number=1, table=1, locked=False, who=WHO)
    assert changed()["refusal"] is None
    renamed(db)
    sheet = changed()
    assert "Zoé Renommée" in [*sheet["teams"]["A"]["players"], *sheet["teams"]["B"]["players"]]


def renamed(db: Database) -> int:
    """Team 1's first player renamed, its name kept; its number."""
    team = teams.list_teams(db)[0]
    players = [PlayerInfo("Zoé", "Renommée"), *team.players[1:]]
    teams.edit_team(db, number=team.number, players=players, name=team.name, who=WHO)
    return team.number


def test_a_revoked_link_is_refused_whatever_tag_the_page_holds(
    client: TestClient, db: Database
) -> None:
    api = link(db)
    tag = client.get(api).headers["etag"]
    table_links.revoke_link(db, round_number=1, table=1, who=WHO)
    refused = client.get(api, headers={"If-None-Match": tag})
    assert refused.status_code == 404 and refused.json()["error"].startswith(UNKNOWN)


def test_the_public_page_is_built_once_for_every_phone_until_what_it_shows_changes(
    client: TestClient, db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    built = counted(monkeypatch, "_public")
    first = client.get("/api/public")
    tag = first.headers["etag"]
    for _ in range(5):  # five phones, and one that holds the page already
        assert client.get("/api/public").json() == first.json()
    unchanged = client.get("/api/public", headers={"If-None-Match": tag})
    assert (unchanged.status_code, unchanged.content) == (304, b"")
    assert len(built) == 1
    # A donne that ends no partie changes nothing the page shows.
    scores.record_donne(db, round_number=1, table=1, donne=A80, who=WHO)
    assert client.get("/api/public", headers={"If-None-Match": tag}).status_code == 304
    assert len(built) == 1
    # A partie over changes the standings; a player renamed, the seats.
    scores.record_donne(db, round_number=1, table=1, donne=ENDS, who=WHO)
    assert scores.sheet(db, round_number=1, table=1).over
    ended = client.get("/api/public", headers={"If-None-Match": tag})
    assert ended.status_code == 200 and ended.headers["etag"] != tag
    assert ended.json()["standings"] != first.json()["standings"]
    number = renamed(db)
    again = client.get("/api/public", headers={"If-None-Match": ended.headers["etag"]})
    assert again.status_code == 200
    seat = next(s for s in again.json()["seats"] if s["number"] == number)
    assert seat["players"][0] == "Zoé Renommée"
    assert len(built) == 3
