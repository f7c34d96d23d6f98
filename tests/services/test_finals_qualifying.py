"""The qualifying rounds' standings once the finals are drawn: the ones that seeded them."""

from __future__ import annotations

from collections.abc import Callable

from engine import PerTeam
from tournoi.services import draws, scores
from tournoi.services.draws import DrawMethod
from tournoi.services.draws.finals_seeding import start_finals
from tournoi.services.finals import Consolante
from tournoi.services.finals.qualifying import qualifying_standings
from tournoi.services.standings.current import standings
from tournoi.storage import Database

WHO = "Arbitre"


def play(db: Database, number: int) -> None:
    for table in draws.round_view(db, round_number=number).tables:
        scores.record_totals(
            db, round_number=number, table=table.table, totals=PerTeam(900, 100 * table.table),
            who=WHO,
        )  # fmt: skip


def test_they_leave_the_finals_out_and_exist_only_with_them(
    tournament: Callable[..., Database],
) -> None:
    db = tournament(teams=8, draw=DrawMethod.SWISS)
    play(db, 1)
    assert qualifying_standings(db) is None
    before = standings(db)

    start_finals(db, qualified=4, consolante=Consolante.NONE, who=WHO)
    play(db, 2)

    qualifying = qualifying_standings(db)
    assert qualifying == before
    assert [row.won for row in standings(db)] != [row.won for row in before]
