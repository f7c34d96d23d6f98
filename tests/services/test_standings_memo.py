"""The standings are given again unchanged only while nothing they depend on has changed."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from tests.services.test_scores import A80, ALICE, CAPOT_A, enter, new_tournament
from tournoi.services import draws, standings, tournaments
from tournoi.services import teams as team_service
from tournoi.services.draws import DrawMethod
from tournoi.services.ranking import Criterion
from tournoi.services.teams import PlayerInfo
from tournoi.storage import Database


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = new_tournament(tmp_path / "memo.tournoi", count=5)
    draws.draw_round(database, method=DrawMethod.SWISS, who=ALICE)
    yield database
    database.close()


@pytest.fixture
def computed(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """How many times the standings were really computed."""
    calls: list[int] = []
    compute = standings._compute

    def counting(inputs: standings._Inputs) -> list[standings.StandingRow]:
        calls.append(1)
        return compute(inputs)

    monkeypatch.setattr(standings, "_compute", counting)
    return calls


def test_a_donne_that_ends_no_partie_changes_nothing_and_computes_nothing(
    db: Database, computed: list[int]
) -> None:
    first = standings.standings(db)
    enter(db, 1, A80)  # the partie goes on: no result yet
    again = standings.standings(db)
    assert again == first and len(computed) == 1


def test_every_change_the_standings_depend_on_computes_them_again(
    db: Database, computed: list[int]
) -> None:
    before = {row.number: row for row in standings.standings(db)}

    enter(db, 1, CAPOT_A, CAPOT_A)  # 500 - 0: the partie ends, a result is stored
    ended = {row.number: row for row in standings.standings(db)}
    assert len(computed) == 2
    assert (ended[1].won, ended[1].points_for) == (1, 500) and before[1].won == 0

    team_service.edit_team(
        db, number=2, players=[PlayerInfo("Jean", "Nouveau"), PlayerInfo("Paul", "Nom")], who=ALICE
    )
    renamed = {row.number: row.name for row in standings.standings(db)}
    assert len(computed) == 3 and "Nouveau" in renamed[2]

    settings = tournaments.get_settings(db)
    reordered = replace(settings.ranking, criteria=(Criterion.MARKS, Criterion.WINS))
    tournaments.update_settings(db, settings=replace(settings, ranking=reordered), who=ALICE)
    standings.standings(db)
    assert len(computed) == 4
