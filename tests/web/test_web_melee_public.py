"""A mêlée's public page: one entry per player, by his own number and name, with his table, his
partner and his two opponents, never the number of the round's team the draw made of his pair."""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import update
from sqlmodel import col
from starlette.testclient import TestClient

from tests.conftest import WHO
from tests.services.test_melee import melee_db
from tournoi.services.draws.melee import draw_melee_round
from tournoi.storage import models
from tournoi.web.app import create_app


def who(n: int) -> dict[str, object]:
    return {"number": n, "name": f"Joueur Numéro{n}"}


def test_the_public_page_of_a_melee_gives_each_player_his_table_partner_and_opponents(
    tmp_path: Path,
) -> None:
    db = melee_db(tmp_path / "melee.tournoi", 9)
    drawn = draw_melee_round(db, seed=4, who=WHO)
    with TestClient(create_app(db)) as client:
        page = client.get("/api/public").json()
    db.close()

    assert page["melee"] is True and page["round"] == 1
    seats = {seat["number"]: seat for seat in page["seats"]}
    assert sorted(seats) == list(range(1, 10))
    assert len(page["seats"]) == 9
    for table in drawn.tables:
        for own, other in ((table.a, table.b), (table.b, table.a)):
            for n in own:
                assert seats[n] == {
                    **who(n),
                    "table": table.table,
                    "partner": [who(p) for p in own if p != n],
                    "opponents": [who(o) for o in other],
                }
    assert drawn.bye
    for n in drawn.bye:
        assert seats[n] == {**who(n), "table": None, "partner": [], "opponents": []}
    # Ranked as the pinned paper is: by surname (« Numéro1, Numéro2, …, Numéro10 » naturally).
    assert [seat["number"] for seat in page["seats"]] == list(range(1, 10))


def test_a_players_corrected_name_is_on_the_kept_public_page_at_once(tmp_path: Path) -> None:
    db = melee_db(tmp_path / "melee.tournoi", 8)
    draw_melee_round(db, seed=4, who=WHO)
    with TestClient(create_app(db)) as client:
        before = client.get("/api/public")
        assert who(3) in [
            {"number": s["number"], "name": s["name"]} for s in before.json()["seats"]
        ]
        # Written as a statement, past the ORM's renewal of the standings' epoch: the page's
        # tag reads the registered players as they are, as it does the teams.
        with db.session() as session:
            session.connection().execute(
                update(models.MeleePlayer)
                .where(col(models.MeleePlayer.number) == 3)
                .values(surname="Corrigé")
            )
            session.commit()
        after = client.get("/api/public", headers={"If-None-Match": before.headers["etag"]})
    db.close()

    assert after.status_code == 200
    names = {seat["number"]: seat["name"] for seat in after.json()["seats"]}
    assert names[3] == "Joueur Corrigé"
