"""Every route of the phones' server through Starlette's test client, and every refusal."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from sqlmodel import select
from starlette.testclient import TestClient

from engine import Donne, Rules, Variant
from engine.jsonio import donne_from_json
from tests.conftest import WHO
from tests.services.test_finals_ranking import finals_played, qualify
from tournoi.services import draws, scores
from tournoi.services.cache import owned
from tournoi.services.draws import DrawMethod
from tournoi.services.tables import links as table_links
from tournoi.services.tables.sheet_cache import Built, SheetMemo
from tournoi.storage import Database, models
from tournoi.web.app import create_app
from tournoi.web.limits import Buckets

Maker = Callable[..., Database]

A80 = {"taker": "A", "contract": 80, "trump": "pique", "points": 117}  # 120 - 50
B80 = {"taker": "B", "contract": 80, "trump": "coeur", "points": 117}  # 50 - 120
CAPOT_A = {"taker": "A", "contract": 100, "trump": "coeur", "capot": "A"}  # 250 - 0, points implied
BAD_CONTRACT = {"taker": "A", "contract": 85, "trump": "pique", "points": 117}
JSON = {"Content-Type": "application/json"}
UNKNOWN = "Ce lien n'ouvre aucune feuille : il est inexact, a été révoqué par l'arbitre, ou son tour est clos (le tour suivant est tiré). Demandez le lien de votre table à la table d'arbitrage."


@pytest.fixture
def db(tournament: Maker) -> Database:
    return tournament(teams=4, draw=DrawMethod.ROTATION)


@pytest.fixture
def client(db: Database) -> Iterator[TestClient]:
    with TestClient(create_app(db)) as client:
        yield client


def secret(db: Database, table: int = 1) -> str:
    links = table_links.issue_links(db, round_number=1, who=WHO)
    return next(link.secret for link in links if link.table == table)


class Phone:
    """One phone at a table: it sends what the page sends."""

    def __init__(self, client: TestClient, secret: str, name: str = "telephone") -> None:
        self.client, self.api, self.name, self.count = client, f"/api/table/{secret}", name, 0
        self.version = self.sheet()["version"]

    def sheet(self) -> dict[str, Any]:
        answer = self.client.get(self.api)
        assert answer.status_code == 200, answer.text
        return dict(answer.json())

    def send(self, path: str, submission: str | None = None, **body: Any) -> Any:
        self.count += 1
        body = {
            "submission": submission or f"{self.name}-{self.count:04}",
            "version": self.version,
            **body,
        }
        answer = self.client.post(self.api + path, json=body)
        if answer.status_code == 200:
            self.version = answer.json()["version"]
        return answer


def test_a_table_enters_a_whole_partie_and_signs_it(client: TestClient, db: Database) -> None:
    phone = Phone(client, secret(db))
    page = client.get(f"/table/{secret(db)}")
    assert page.status_code == 200 and "Feuille de marque" in page.text
    assert page.headers["referrer-policy"] == "no-referrer"
    seen = client.post(phone.api + "/preview", json={"donne": A80}).json()
    assert (seen["verdict"], seen["marks"], seen["totals"]) == (
        "ok",
        {"A": 120, "B": 50},
        {"A": 120, "B": 50},
    )
    for donne in (A80, B80, CAPOT_A):
        assert phone.send("/donnes", donne=donne).status_code == 200
    sheet = phone.sheet()
    assert [line["text"] for line in sheet["lines"]] == ["A 80 p 117", "B 80 c 117", "A 100 c cap"]
    assert (sheet["totals"], sheet["over"]) == ({"A": 420, "B": 170}, True)
    assert sheet["result"].startswith("Victoire de l'équipe 1")
    assert phone.send("/sign", team="A").json()["signed"] == {"A": True, "B": False}
    assert phone.send("/sign", team="B").json()["signed"] == {"A": True, "B": True}
    view = scores.sheet(db, round_number=1, table=1)
    assert (view.totals.a, view.totals.b, len(view.lines)) == (420, 170, 3)
    with db.session() as session:
        authors = {row.entered_by for row in session.exec(select(models.Donne))}
    assert authors == {"table 1, téléphone"}


def test_the_last_donne_is_corrected_then_deleted(client: TestClient, db: Database) -> None:
    phone = Phone(client, secret(db))
    phone.send("/donnes", donne=A80)
    seen = client.post(phone.api + "/preview", json={"donne": B80, "correcting": True}).json()
    assert (seen["number"], seen["totals"]) == (1, {"A": 50, "B": 120})
    assert phone.send("/correct-last", donne=B80).json()["totals"] == {"A": 50, "B": 120}
    assert phone.send("/delete-last").json()["lines"] == []
    answer = phone.send("/delete-last")
    assert (answer.status_code, answer.json()["error"]) == (
        403,
        "La feuille n'a encore aucune donne.",
    )


def test_an_impossible_donne_is_refused_with_its_paragraph(
    client: TestClient, db: Database
) -> None:
    phone = Phone(client, secret(db))
    message = "Contrat 85 : un contrat est un multiple de 10 de 80 à 160, ou capot. (§4.2.2)"
    seen = client.post(phone.api + "/preview", json={"donne": BAD_CONTRACT}).json()
    assert (seen["verdict"], seen["message"], seen["field"]) == ("refused", message, "contract")
    answer = phone.send("/donnes", donne=BAD_CONTRACT)
    assert answer.status_code == 422
    assert answer.json() == {"error": message, "field": "contract", "paragraph": "§4.2.2"}
    assert phone.sheet()["lines"] == []


def test_an_incomplete_donne_is_said_so_before_it_is_sent(client: TestClient, db: Database) -> None:
    phone = Phone(client, secret(db))
    seen = client.post(
        phone.api + "/preview", json={"donne": {"taker": "A", "contract": 80}}
    ).json()
    assert seen["verdict"] == "incomplete" and seen["field"] == "trump"


def test_a_retry_is_counted_once(client: TestClient, db: Database) -> None:
    phone = Phone(client, secret(db))
    first = phone.send("/donnes", submission="perdu-en-route", donne=A80)
    phone.version = 1  # the page never saw the answer: it sends the same again
    retry = phone.send("/donnes", submission="perdu-en-route", donne=A80)
    assert first.status_code == retry.status_code == 200
    assert len(phone.sheet()["lines"]) == 1
    with db.session() as session:
        assert [s.id for s in session.exec(select(models.PhoneSubmission))] == ["perdu-en-route"]


def test_two_phones_on_one_sheet_the_second_is_refused_naming_the_first(
    client: TestClient, db: Database
) -> None:
    first, second = Phone(client, secret(db), "premier"), Phone(client, secret(db), "second")
    assert first.send("/donnes", donne=A80).status_code == 200
    answer = second.send("/donnes", donne=B80)
    assert answer.status_code == 409
    assert answer.json()["error"] == (
        "La feuille a été modifiée entre-temps par la table 1, téléphone : elle est rechargée, "
        "votre donne est gardée ; vérifiez-la et envoyez-la."
    )
    assert [line["text"] for line in second.sheet()["lines"]] == ["A 80 p 117"]


def test_the_desk_and_a_phone_on_one_sheet(client: TestClient, db: Database) -> None:
    phone = Phone(client, secret(db))
    scores.record_donne(db, round_number=1, table=1, donne=scores_donne(A80), who="Alice (arbitre)")
    answer = phone.send("/donnes", donne=B80)
    assert answer.status_code == 409
    assert answer.json()["error"] == (
        "La feuille a été modifiée entre-temps par l'arbitre : elle est rechargée, votre donne "
        "est gardée ; vérifiez-la et envoyez-la."
    )
    scores.record_donne(db, round_number=1, table=1, donne=scores_donne(B80), who="root")
    answer = phone.send("/delete-last")
    assert (answer.status_code, answer.json()["error"]) == (
        409,
        "La feuille a été modifiée entre-temps par l'arbitre : elle est rechargée ; "
        "vérifiez-la avant de recommencer.",
    )


def scores_donne(data: dict[str, Any]) -> Donne:
    return donne_from_json(data)


@pytest.mark.parametrize(
    ("address", "message"),
    [
        ("/api/table/AAAAAAAAAAAAAAAAAAAAAAAA", UNKNOWN),  # guessed
        ("/api/table/1", UNKNOWN),  # a table number instead of the secret
        ("/api/table/..%2F..%2Fetc%2Fpasswd", "Cette adresse n'ouvre rien sur ce serveur."),
    ],
)
def test_a_wrong_secret_opens_nothing(
    client: TestClient, db: Database, address: str, message: str
) -> None:
    secret(db)
    answer = client.get(address)
    assert (answer.status_code, answer.json()["error"]) == (404, message)
    assert (
        client.post(
            address + "/donnes", json={"submission": "envoi-0001", "version": 1, "donne": A80}
        ).status_code
        == 404
    )


def test_a_number_changed_in_the_address_opens_nothing(client: TestClient, db: Database) -> None:
    mine = secret(db)
    for position in (0, 12, 23):
        changed = mine[:position] + ("7" if mine[position] != "7" else "8") + mine[position + 1 :]
        assert client.get(f"/api/table/{changed}").status_code == 404
        page = client.get(f"/table/{changed}")
        assert page.status_code == 404 and "Ce lien n'ouvre aucune feuille" in page.text


def test_an_old_rounds_secret_opens_nothing(client: TestClient, db: Database) -> None:
    old = secret(db)
    for table in (1, 2):
        for _ in range(2):
            scores.record_donne(
                db,
                round_number=1,
                table=table,
                donne=scores_donne({**CAPOT_A, "points": 162}),
                who=WHO,
            )
    draws.draw_round(db, method=DrawMethod.ROTATION, who=WHO)
    answer = client.post(
        f"/api/table/{old}/sign", json={"submission": "signe-0001", "version": 5, "team": "A"}
    )
    assert (answer.status_code, answer.json()["error"]) == (404, UNKNOWN)
    assert client.get(f"/table/{old}").status_code == 404


def test_a_revoked_link_refuses_writes(client: TestClient, db: Database) -> None:
    phone = Phone(client, secret(db))
    table_links.revoke_link(db, round_number=1, table=1, who=WHO)
    answer = phone.send("/donnes", donne=A80)
    assert (answer.status_code, answer.json()["error"]) == (404, UNKNOWN)


def test_a_locked_table_reads_only(client: TestClient, db: Database) -> None:
    phone = Phone(client, secret(db))
    table_links.lock_table(db, round_number=1, table=1, locked=True, who=WHO)
    refusal = (
        "La table 1 est verrouillée par l'arbitre : le téléphone ne fait plus que lire la feuille."
    )
    assert phone.sheet()["refusal"] == refusal
    answer = phone.send("/donnes", donne=A80)
    assert (answer.status_code, answer.json()["error"]) == (403, refusal)


def test_a_validated_partie_refuses_writes(client: TestClient, db: Database) -> None:
    phone = Phone(client, secret(db))
    phone.send("/donnes", donne=CAPOT_A)
    phone.send("/donnes", donne=CAPOT_A)
    scores.validate_partie(db, round_number=1, table=1, who=WHO)
    answer = phone.send("/delete-last")
    assert answer.status_code == 403
    assert answer.json()["error"] == (
        "La partie de la table 1 est validée par l'arbitre : elle ne se change plus qu'à "
        "la table d'arbitrage."
    )


def test_an_oversized_request_is_refused(client: TestClient, db: Database) -> None:
    api = f"/api/table/{secret(db)}/donnes"
    big = {"submission": "envoi-0001", "version": 1, "donne": A80, "remplissage": "x" * 20_000}
    answer = client.post(api, json=big)
    assert answer.status_code == 413
    assert (
        answer.json()["error"]
        == "Demande trop volumineuse : une donne tient en quelques centaines d'octets."
    )

    def chunks() -> Iterator[bytes]:  # no length announced: counted as it comes
        yield b'{"x": "'
        for _ in range(40):
            yield b"y" * 1000

    assert client.post(api, content=chunks(), headers=JSON).status_code == 413
    assert Phone(client, secret(db)).sheet()["lines"] == []


def test_the_shipped_files_of_a_first_load_are_not_counted_in_the_burst(db: Database) -> None:
    """A page's first load asks its modules, its icon and its service worker at once (the
    service worker asks them again): more than a burst, and none reads the database."""
    shipped = ["/static/table.js", "/static/table.css", "/favicon.ico", "/table/sw.js"]
    with TestClient(create_app(db, buckets=Buckets(burst=5, rate=0.001))) as client:
        assert {client.get(path).status_code for path in shipped * 10} == {200}
        answers = [client.get("/api/public").status_code for _ in range(6)]
    assert answers == [200] * 5 + [429]


def test_a_burst_from_one_address_is_slowed(db: Database) -> None:
    with TestClient(create_app(db, buckets=Buckets(burst=5, rate=0.001))) as client:
        answers = [client.get("/api/public").status_code for _ in range(8)]
        assert answers == [200] * 5 + [429] * 3
        slowed = client.get("/api/public")
    assert slowed.headers["retry-after"] == "1"
    assert (
        slowed.json()["error"]
        == "Trop de demandes à la fois depuis cet appareil : patientez une seconde."
    )


@pytest.mark.parametrize(
    ("body", "message"),
    [
        (b"pas du json", "Demande illisible : erreur de syntaxe ligne 1, colonne 1."),
        (b"[1]", "Demande illisible : objet attendu."),
        (b'{"version": 1}', "Demande incomplète : « submission » manque ou n'est pas valable."),
        (
            b'{"submission": "envoi-0001", "version": true}',
            "Demande incomplète : « version » manque ou n'est pas valable.",
        ),
    ],
)
def test_a_request_the_page_never_makes_is_refused(
    client: TestClient, db: Database, body: bytes, message: str
) -> None:
    answer = client.post(f"/api/table/{secret(db)}/donnes", content=body, headers=JSON)
    assert (answer.status_code, answer.json()["error"]) == (422, message)


def test_a_signature_names_team_a_or_b(client: TestClient, db: Database) -> None:
    answer = Phone(client, secret(db)).send("/sign", team="C")
    assert answer.json()["error"] == "Demande incomplète : l'équipe qui signe est A ou B."


def test_the_public_page_says_where_each_team_plays_and_the_standings(
    client: TestClient, db: Database
) -> None:
    page = client.get("/")
    assert page.status_code == 200 and "Où est ma table ?" in page.text
    data = client.get("/api/public").json()
    assert (data["name"], data["round"]) == ("Concours d'essai", 1)
    martin1 = next(seat for seat in data["seats"] if seat["number"] == 1)
    assert martin1["players"] == ["Jean Martin1", "Paul Durand1"]
    assert martin1["table"] == 1 and martin1["opponent"]["number"] == 4
    assert [row["number"] for row in data["standings"]] == [1, 2, 3, 4]


def test_after_the_finals_the_public_page_ranks_as_the_brackets_do(tournament: Maker) -> None:
    """The consolante's last seed wins it: 9th on the public page, as in the final ranking."""
    db, q = qualify(tournament)
    order = finals_played(db, q)
    with TestClient(create_app(db)) as client:
        standings = client.get("/api/public").json()["standings"]
    assert [row["number"] for row in standings] == order
    assert [row["rank"] for row in standings] == list(range(1, 17))


def test_the_static_files_and_nothing_else(client: TestClient) -> None:
    assert client.get("/static/table.js").status_code == 200
    assert client.get("/static/table.css").headers["content-type"].startswith("text/css")
    for outside in (
        "/static/../app.py",
        "/static/%2e%2e/app.py",
        "/static/../../storage/models.py",
    ):
        assert client.get(outside).status_code == 404


TIERCE_A = {"A": [{"kind": "tierce", "high": "K", "suit": "pique"}], "B": []}


def test_a_renonce_is_the_desks_not_the_phones(tournament: Maker) -> None:
    rules = Rules(variant=Variant.CLASSIQUE, annonces=True, target=1000)
    db = tournament(teams=4, draw=DrawMethod.ROTATION, rules=rules)
    with TestClient(create_app(db)) as client:
        phone = Phone(client, secret(db))
        assert phone.sheet()["rules"]["annonces"] is True
        played = {"taker": "A", "trump": "coeur", "points": 100, "annonces": TIERCE_A}
        seen = client.post(phone.api + "/preview", json={"donne": played}).json()
        assert seen["marks"] == {"A": 120, "B": 62}  # 100 + the tierce's 20, and 62
        renonce = {**played, "renonce": "A"}  # §8.4: the arbiter's to give A's tierce to B
        answer = phone.send("/donnes", donne=renonce)
        assert (answer.status_code, answer.json()["error"], answer.json()["field"]) == (
            403,
            "Une renonce est constatée par l'arbitre : elle se saisit à la table "
            "d'arbitrage, pas sur le téléphone. (§8.4)",
            "renonce",
        )
    assert scores.sheet(db, round_number=1, table=1).lines == ()


def test_a_sheet_both_teams_signed_refuses_the_phones_writes(
    client: TestClient, db: Database
) -> None:
    phone = Phone(client, secret(db))
    for donne in (CAPOT_A, CAPOT_A):
        phone.send("/donnes", donne=donne)
    phone.send("/sign", team="A")
    assert phone.send("/sign", team="B").json()["signed"] == {"A": True, "B": True}
    said = "Feuille signée par les deux équipes : seul l'arbitre peut la corriger."
    assert phone.sheet()["refusal"] == said
    for path, body in (("/delete-last", {}), ("/correct-last", {"donne": B80}),
                       ("/donnes", {"donne": B80})):  # fmt: skip
        answer = phone.send(path, **body)
        assert (answer.status_code, answer.json()["error"]) == (403, said)
    assert len(scores.sheet(db, round_number=1, table=1).lines) == 2


def test_a_change_after_one_signature_voids_it(client: TestClient, db: Database) -> None:
    phone = Phone(client, secret(db))
    for donne in (CAPOT_A, CAPOT_A):
        phone.send("/donnes", donne=donne)
    phone.send("/sign", team="B")
    answer = phone.send("/delete-last")
    assert (answer.json()["signed"], answer.json()["refusal"]) == ({"A": False, "B": False}, None)
    phone.send("/donnes", donne=CAPOT_A)
    assert phone.sheet()["signed"] == {"A": False, "B": False}


def test_the_server_keeps_its_sheets_in_the_handle_s_cache(
    client: TestClient, db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    """One owner: the sheets the phones read are kept where every other caller of the
    handle finds them, and dropped with it."""
    keepers: list[SheetMemo] = []
    keep = SheetMemo.keep

    def noted(memo: SheetMemo, partie_id: int, built: Built) -> None:
        keepers.append(memo)
        keep(memo, partie_id, built)

    monkeypatch.setattr(SheetMemo, "keep", noted)
    Phone(client, secret(db))
    assert keepers == [owned(db, SheetMemo)]
