"""A mêlée's table on the phones' server: each pair's players by their numbers and names, and
a result that speaks of « la paire A », never of a round's team number."""

from __future__ import annotations

from pathlib import Path

from starlette.testclient import TestClient

from engine import PerTeam
from tests.conftest import WHO
from tests.services.test_melee import melee_db
from tournoi.services import scores
from tournoi.services.draws.melee import draw_melee_round
from tournoi.services.tables import links as table_links
from tournoi.web.app import create_app


def test_a_melee_sheet_names_its_pairs_by_their_players(tmp_path: Path) -> None:
    db = melee_db(tmp_path / "melee.tournoi", 17)
    drawn = draw_melee_round(db, seed=4, who=WHO)
    table = drawn.tables[0]
    scores.record_totals(db, round_number=1, table=table.table, totals=PerTeam(2000, 1500), who=WHO)
    link = next(
        link
        for link in table_links.issue_links(db, round_number=1, who=WHO)
        if link.table == table.table
    )
    with TestClient(create_app(db)) as client:
        sheet = client.get(f"/api/table/{link.secret}").json()
    db.close()

    assert sheet["pairs"] is True
    for side, pair in (("A", table.a), ("B", table.b)):
        assert sheet["teams"][side]["players"] == [f"{n} Joueur Numéro{n}" for n in pair]
    assert sheet["result"] == (
        "Victoire de la paire A, 2000 à 1500 contre la paire B (totaux seulement)."
    )
