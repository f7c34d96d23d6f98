"""« Arrêtée au temps » sent by a table's phone, through the phones' server: in a concours played
on time only, written by the one partie write, and a donne after the bell refused."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace

import pytest
from sqlmodel import select
from starlette.testclient import TestClient

from engine import FFB_CONTREE
from tests.conftest import WHO
from tests.web.test_web_app import A80, B80, Phone, secret
from tournoi.services import scores
from tournoi.services.draws import DrawMethod
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.storage import Database, models
from tournoi.web.app import create_app

Maker = Callable[..., Database]


def timed(db: Database, minutes: int | None) -> Database:
    settings = replace(tournaments.get_settings(db), partie_minutes=minutes)
    tournaments.update_settings(db, settings=settings, who=WHO)
    return db


@pytest.fixture
def db(tournament: Maker) -> Database:
    """Four teams in 2000 points, parties of 45 minutes, round 1 drawn in order."""
    return timed(tournament(teams=4, rules=FFB_CONTREE, draw=DrawMethod.ROTATION), 45)


@pytest.fixture
def client(db: Database) -> Iterator[TestClient]:
    with TestClient(create_app(db)) as client:
        yield client


def bell(db: Database, table: int = 1) -> tuple[str, int | None]:
    with db.session() as session:
        partie = session.exec(select(models.Partie).where(models.Partie.table_number == table))
        row = partie.one()
        return row.ended, row.bell_after


def test_a_phone_marks_its_partie_stopped_at_the_bell(client: TestClient, db: Database) -> None:
    phone = Phone(client, secret(db))
    assert (phone.sheet()["minutes"], phone.sheet()["on_time"]) == (45, False)
    assert phone.send("/donnes", donne=A80).status_code == 200

    answer = phone.send("/on-time")

    assert answer.status_code == 200, answer.text
    sheet = answer.json()
    assert (sheet["on_time"], sheet["over"], sheet["totals"]) == (True, True, {"A": 120, "B": 50})
    assert sheet["result"].endswith("(arrêtée au temps).")
    assert bell(db) == ("time", 1)
    assert scores.sheet(db, round_number=1, table=1).winner is not None
    # A retry of the same write, its answer lost, is answered and not written twice.
    again = phone.send("/on-time", submission=f"{phone.name}-0002")
    assert (again.status_code, again.json()["on_time"]) == (200, True)

    late = phone.send("/donnes", donne=B80)
    assert late.status_code == 422
    assert late.json()["error"].startswith(
        "La partie est arrêtée au temps et finie après la donne 1 : on n'y ajoute plus de donne."
    )
    assert len(phone.sheet()["lines"]) == 1


def test_a_concours_without_duration_refuses_the_mark(
    tournament: Maker,
) -> None:
    db = tournament(teams=4, rules=FFB_CONTREE, draw=DrawMethod.ROTATION)
    with TestClient(create_app(db)) as client:
        phone = Phone(client, secret(db))
        assert phone.sheet()["minutes"] is None
        phone.send("/donnes", donne=A80)

        answer = phone.send("/on-time")

    assert answer.status_code == 403
    assert answer.json()["error"] == (
        "Ce concours ne se joue pas au temps (aucune durée de partie n'est réglée) : chaque "
        "partie se joue jusqu'à son terme."
    )
    assert bell(db) == ("", None)


def test_the_mark_is_refused_on_an_empty_sheet_and_twice(client: TestClient, db: Database) -> None:
    phone = Phone(client, secret(db))

    empty = phone.send("/on-time")
    assert (empty.status_code, empty.json()["error"]) == (
        403,
        "Aucune donne n'est saisie : envoyez d'abord les donnes jouées, jusqu'à celle en cours "
        "à la sonnerie, puis marquez la partie arrêtée au temps.",
    )
    even = {"taker": "A", "contract": 80, "trump": "pique", "points": 81}  # 80 – 80
    phone.send("/donnes", donne=even)
    assert phone.send("/on-time").json()["over"] is False  # equal at the bell: one more donne
    twice = phone.send("/on-time")
    assert (twice.status_code, twice.json()["error"]) == (
        403, "La partie est déjà marquée arrêtée au temps.",
    )  # fmt: skip
    assert phone.send("/donnes", donne=B80).json()["over"] is True
    assert bell(db) == ("time", 1)
