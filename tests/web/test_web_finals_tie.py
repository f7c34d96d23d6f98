"""The phone at a table of the finals whose ties go to the better seed: the donne that ends the
partie equal says who goes through, and so does the sheet once it is entered."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from starlette.testclient import TestClient

from engine import FFB_CONTREE, Donne, PerTeam, Team, Tie, Trump
from tests.conftest import WHO
from tournoi.services import draws, scores
from tournoi.services.draws import DrawMethod
from tournoi.services.draws.finals_seeding import start_finals
from tournoi.services.finals import Consolante
from tournoi.services.settings import ByeMarks, ByeScoring, KnockoutTie
from tournoi.services.standings.current import standings
from tournoi.services.tables import links as table_links
from tournoi.storage import Database
from tournoi.web.app import create_app

IN_4_DONNES = replace(FFB_CONTREE, target=None, donnes=4, tie=Tie.DRAW)
EVEN_A = {"taker": "A", "contract": 80, "trump": "pique", "points": 81}  # 80 – 80


def even(taker: Team) -> Donne:
    return Donne(taker=taker, contract=80, trump=Trump.PIQUE, points=81)


def test_the_donne_ending_a_partie_equal_names_the_seed_that_goes_through(
    tournament: Callable[..., Database],
) -> None:
    db = tournament(
        teams=8, rules=IN_4_DONNES, bye=ByeScoring(mode=ByeMarks.AVERAGE), draw=DrawMethod.SWISS
    )
    for table in draws.round_view(db, round_number=1).tables:
        scores.record_totals(
            db, round_number=1, table=table.table, totals=PerTeam(900, 100), who=WHO
        )
    q = [row.number for row in standings(db)]
    start_finals(
        db, qualified=4, consolante=Consolante.NONE, who=WHO, tie_break=KnockoutTie.BETTER_SEED
    )
    for taker in (Team.A, Team.B, Team.A):  # table 2: seed 2 against seed 3
        scores.record_donne(db, round_number=2, table=2, donne=even(taker), who=WHO)
    links = table_links.issue_links(db, round_number=2, who=WHO)
    api = f"/api/table/{next(link.secret for link in links if link.table == 2)}"

    with TestClient(create_app(db)) as client:
        seen = client.post(api + "/preview", json={"donne": EVEN_A}).json()
        assert (seen["verdict"], seen["ends"], seen["totals"]) == ("ok", True, {"A": 320, "B": 320})
        assert seen["tie"] == f"Égalité : l'équipe {q[1]} (tête de série 2) passe au tour suivant"
        scores.record_donne(db, round_number=2, table=2, donne=even(Team.A), who=WHO)
        sheet = client.get(api).json()

    assert sheet["over"] is True
    assert sheet["result"] == (
        f"Égalité : l'équipe {q[1]} (tête de série 2) passe au tour suivant, 320 partout."
    )
