"""A phone records only what the players may record: the desk alone decides the rest."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from sqlmodel import select
from starlette.testclient import TestClient

from engine import Donne, PerTeam, Team, Trump
from tests.web.test_web_app import A80, B80, Phone, secret
from tournoi.services import scores
from tournoi.services.draws import DrawMethod
from tournoi.services.tables import entry as table_entry
from tournoi.services.tables.entry import DeskOnlyError
from tournoi.storage import Database, models
from tournoi.web.app import create_app

DECISION = (
    "Une décision de l'arbitre se saisit à la table d'arbitrage : le téléphone n'enregistre "
    "que les donnes jouées."
)
RENONCE = (
    "Une renonce est constatée par l'arbitre : elle se saisit à la table d'arbitrage, "
    "pas sur le téléphone. (§8.4)"
)
DESK_LINE = (
    "La dernière donne de la feuille a été décidée par l'arbitre : elle ne se change qu'à "
    "la table d'arbitrage."
)
TIERCE_A = {"A": [{"kind": "tierce", "high": "K", "suit": "pique"}], "B": []}

FORBIDDEN = [
    pytest.param({"decision": {"A": 0, "B": 162}, "reason": "maldonne"}, DECISION, id="decision"),
    pytest.param({"decision": {"A": 162, "B": 0}}, DECISION, id="decision-sans-motif"),
    pytest.param({"reason": "3e maldonne"}, DECISION, id="motif-seul"),
    pytest.param({"decision": None, "reason": None}, DECISION, id="decision-vide"),
    pytest.param({**A80, "decision": {"A": 0, "B": 162}}, DECISION, id="donne-et-decision"),
    pytest.param({**A80, "renonce": "A"}, RENONCE, id="renonce"),
    pytest.param({**A80, "renonce": "B", "annonces": TIERCE_A}, RENONCE, id="renonce-annonces"),
    pytest.param({**A80, "renonce": None}, RENONCE, id="renonce-vide"),
]


@pytest.fixture
def db(tournament: Callable[..., Database]) -> Database:
    return tournament(teams=4, draw=DrawMethod.ROTATION)


@pytest.fixture
def client(db: Database) -> Iterator[TestClient]:
    with TestClient(create_app(db)) as client:
        yield client


def written(db: Database) -> tuple[Any, ...]:
    """What the database holds of table 1: its donnes, its version, the phones' writes."""
    sheet = scores.sheet(db, round_number=1, table=1)
    with db.session() as session:
        kept = len(session.exec(select(models.PhoneSubmission)).all())
        journal = len(session.exec(select(models.AuditEvent)).all())
    return tuple(line.donne for line in sheet.lines), sheet.version, kept, journal


@pytest.mark.parametrize(("donne", "message"), FORBIDDEN)
@pytest.mark.parametrize("path", ["/donnes", "/correct-last"])
def test_a_phone_cannot_write_what_the_desk_decides(
    client: TestClient, db: Database, path: str, donne: dict[str, Any], message: str
) -> None:
    phone = Phone(client, secret(db))
    assert phone.send("/donnes", donne=B80).status_code == 200
    before = written(db)
    answer = phone.send(path, donne=donne)
    assert (answer.status_code, answer.json()["error"]) == (403, message)
    assert written(db) == before


@pytest.mark.parametrize(("donne", "message"), FORBIDDEN)
def test_nor_preview_it(
    client: TestClient, db: Database, donne: dict[str, Any], message: str
) -> None:
    api = Phone(client, secret(db)).api
    for correcting in (False, True):
        body = {"donne": donne, "correcting": correcting}
        answer = client.post(api + "/preview", json=body)
        assert (answer.status_code, answer.json()["error"]) == (403, message)


@pytest.mark.parametrize(
    "desk",
    [
        pytest.param(Donne(decision=PerTeam(0, 162), reason="3e maldonne"), id="decision"),
        pytest.param(
            Donne(taker=None, decision=PerTeam(81, 81), reason="litige tranché"), id="litige"
        ),
    ],
)
def test_nor_correct_or_delete_the_arbiters_decision(
    client: TestClient, db: Database, desk: Donne
) -> None:
    phone = Phone(client, secret(db))
    phone.send("/donnes", donne=A80)
    scores.record_donne(db, round_number=1, table=1, donne=desk, who="Alice (arbitre)")
    phone.version = phone.sheet()["version"]
    before = written(db)
    for path, body in (("/delete-last", {}), ("/correct-last", {"donne": B80})):
        answer = phone.send(path, **body)
        assert (answer.status_code, answer.json()["error"]) == (403, DESK_LINE)
    assert written(db) == before
    assert phone.send("/donnes", donne=B80).status_code == 200  # the next donne is the players'


def test_the_players_own_writes_are_kept(client: TestClient, db: Database) -> None:
    phone = Phone(client, secret(db))
    assert phone.send("/donnes", donne=A80).status_code == 200
    assert phone.send("/correct-last", donne=B80).status_code == 200
    assert phone.send("/delete-last").status_code == 200
    assert phone.send("/donnes", donne=A80).status_code == 200
    assert [line.donne.points for line in scores.sheet(db, round_number=1, table=1).lines] == [117]


@pytest.mark.parametrize(
    "donne",
    [
        pytest.param(Donne(decision=PerTeam(0, 162), reason="maldonne"), id="decision"),
        pytest.param(
            Donne(taker=Team.A, contract=80, trump=Trump.PIQUE, points=117, renonce=Team.B),
            id="renonce",
        ),
    ],
)
def test_the_service_refuses_them_for_any_face(db: Database, donne: Donne) -> None:
    link = secret(db)
    version = scores.sheet(db, round_number=1, table=1).version
    with pytest.raises(DeskOnlyError):
        table_entry.preview(db, secret=link, donne=donne)
    for write in (table_entry.record, table_entry.correct_last):
        with pytest.raises(DeskOnlyError):
            write(db, secret=link, submission="service-0001", donne=donne, version=version)
    assert scores.sheet(db, round_number=1, table=1).lines == ()
