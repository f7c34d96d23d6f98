"""The classique donnes the phone page sends, as JSON: annonce points and Tout Atout belotes.

The sheet gives a desk donne's annonce points in the paper's form
(``{"B": 50}``); the page sends them back the same way when it corrects the
donne, and the server keeps them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from sqlmodel import select
from starlette.testclient import TestClient

from engine import Rules, Variant
from engine.notation import parse_donne
from tests.conftest import WHO
from tests.web.test_web_app import Phone, secret
from tournoi.services import scores
from tournoi.services.draws import DrawMethod
from tournoi.storage import Database, models
from tournoi.web.app import create_app

RULES = Rules(variant=Variant.CLASSIQUE, annonces=True, sans_atout_tout_atout=True, target=1000)
DESK = {"taker": "B", "trump": "carreau", "points": 80, "capot": None, "belotes": {"A": 0, "B": 1}}


@pytest.fixture
def db(tournament: Callable[..., Database]) -> Database:
    return tournament(teams=4, rules=RULES, draw=DrawMethod.ROTATION)


@pytest.fixture
def client(db: Database) -> Iterator[TestClient]:
    with TestClient(create_app(db)) as client:
        yield client


def stored(db: Database) -> list[tuple[int | None, int, int, int, int, int, int]]:
    """The table's donne rows: points, belotes, annonce points and marks of A and B."""
    with db.session() as session:
        return [
            (row.points, row.belote_a, row.belote_b, row.annonce_points_a, row.annonce_points_b,
             row.marks_a, row.marks_b)
            for row in session.exec(select(models.Donne).order_by(models.Donne.number))
        ]  # fmt: skip


def test_a_desk_donne_with_annonce_points_reads_and_corrects_in_the_papers_form(
    client: TestClient, db: Database
) -> None:
    typed = parse_donne("B k 80 nB50 bB", variant=Variant.CLASSIQUE)
    scores.record_donne(db, round_number=1, table=1, donne=typed, who=WHO)
    phone = Phone(client, secret(db))
    [line] = phone.sheet()["lines"]
    assert line["donne"] == {**DESK, "annonces": {"B": 50}}
    corrected = {**DESK, "points": 90, "annonces": {"B": 50}}
    seen = client.post(phone.api + "/preview", json={"donne": corrected, "correcting": True})
    assert (seen.json()["verdict"], seen.json()["marks"]) == ("ok", {"A": 72, "B": 160})
    assert phone.send("/correct-last", donne=corrected).status_code == 200
    assert stored(db) == [(90, 0, 1, 0, 50, 72, 160)]


def test_annonce_points_no_annonces_make_are_refused_with_their_paragraph(
    client: TestClient, db: Database
) -> None:
    phone = Phone(client, secret(db))
    donne = {"taker": "A", "trump": "pique", "points": 100, "annonces": {"A": 30}}
    seen = client.post(phone.api + "/preview", json={"donne": donne}).json()
    assert seen["verdict"] == "refused"
    assert seen["message"].startswith("30 points d'annonces : impossible")
    assert seen["message"].endswith("(§8.1)")
    assert phone.send("/donnes", donne=donne).status_code == 422
    assert stored(db) == []


def test_two_belotes_of_one_team_at_tout_atout_are_recorded(
    client: TestClient, db: Database
) -> None:
    phone = Phone(client, secret(db))
    donne = {"taker": "B", "trump": "tout_atout", "points": 150, "belotes": {"A": 1, "B": 2}}
    assert phone.send("/donnes", donne=donne).status_code == 200
    assert stored(db) == [(150, 1, 2, 0, 0, 32, 190)]
    assert phone.sheet()["lines"][0]["donne"]["belotes"] == {"A": 1, "B": 2}
