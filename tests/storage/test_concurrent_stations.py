"""Several arbiter stations on one tournament: a PostgreSQL server, or one file opened twice.

Each station is its own connection pool (its own ``Database``), as on two
laptops; they run in threads that start their writes together.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from sqlmodel import select

from engine import Donne, Rules
from tests.conftest import new_tournament
from tests.factories import random_donne, random_sheet
from tournoi.services import draws, scores
from tournoi.services.draws import DrawMethod
from tournoi.services.errors import ConflictError, StateError
from tournoi.services.standings import current as standings
from tournoi.services.teams import registration as teams
from tournoi.services.teams.info import PlayerInfo
from tournoi.services.tournament import activity
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.storage import Database, StorageError, models

RULES = Rules(target=1000)


@pytest.fixture(params=["postgresql", "sqlite"])
def location(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A tournament of 9 teams (4 tables and a bye), round 1 drawn."""
    if request.param == "postgresql":
        where: str = request.getfixturevalue("postgres_url")
    else:
        where = str(tmp_path / "partage.tournoi")
    new_tournament(
        where, teams=9, rules=RULES, name="Réseau", who="organisateur", draw=DrawMethod.SWISS
    ).close()
    yield where


def _stations(location: str, count: int) -> list[Database]:
    return [tournaments.open_tournament(location) for _ in range(count)]


def _together(calls: list[Callable[[], Any]]) -> list[Any]:
    """Run the calls in threads released at the same instant; an exception is returned, not raised."""
    start = threading.Barrier(len(calls))

    def run(call: Callable[[], Any]) -> Any:
        start.wait()
        try:
            return call()
        except Exception as error:
            return error

    with ThreadPoolExecutor(len(calls)) as pool:
        return list(pool.map(run, calls))


def test_stations_entering_different_tables_at_once_lose_nothing(location: str) -> None:
    stations = _stations(location, 4)
    rng = random.Random(11)
    sheets = {table: random_sheet(rng, RULES) for table in range(1, 5)}

    def enter(station: int) -> list[Donne]:
        db, table = stations[station], station + 1
        for donne in sheets[table]:
            scores.record_donne(
                db, round_number=1, table=table, donne=donne, who=f"poste {station + 1}"
            )
        return sheets[table]

    outcomes = _together([lambda s=station: enter(s) for station in range(4)])

    assert all(isinstance(outcome, list) for outcome in outcomes), outcomes
    check = stations[0]
    for table, donnes in sheets.items():
        view = scores.sheet(check, round_number=1, table=table)
        assert [line.donne for line in view.lines] == donnes
    assert _results(check) == {"bye": 1, "parties": 8}
    assert len(standings.standings(check)) == 9
    for db in stations:
        db.close()


def test_two_stations_writing_the_same_sheet_at_once_one_is_refused_naming_the_other(
    location: str,
) -> None:
    first, second = _stations(location, 2)
    rng = random.Random(5)
    for attempt in range(10):
        version = scores.sheet(first, round_number=1, table=2).version
        donnes = [random_donne_for(rng), random_donne_for(rng)]
        outcomes = _together(
            [
                lambda d=donnes[0], v=version: scores.record_donne(
                    first, round_number=1, table=2, donne=d, who="poste Nord", version=v
                ),
                lambda d=donnes[1], v=version: scores.record_donne(
                    second, round_number=1, table=2, donne=d, who="poste Sud", version=v
                ),
            ]
        )
        refused = [outcome for outcome in outcomes if isinstance(outcome, ConflictError)]
        stored = [outcome for outcome in outcomes if isinstance(outcome, scores.Recorded)]
        assert len(stored) == 1 and len(refused) == 1, (attempt, outcomes)
        winner = "poste Nord" if stored[0] is outcomes[0] else "poste Sud"
        assert f"modifiée entre-temps par {winner}" in str(refused[0])
        sheet = scores.sheet(first, round_number=1, table=2)
        assert len(sheet.lines) == attempt + 1
        assert sheet.lines[-1].donne == donnes[0 if winner == "poste Nord" else 1]
        if sheet.state is scores.PartieState.FINISHED:
            break
    first.close()
    second.close()


def random_donne_for(rng: random.Random) -> Donne:
    return random_donne(rng, RULES)


def _results(db: Database) -> dict[str, int]:
    """The result rows of round 1: the bye's and the parties'."""
    with db.session() as session:
        rows = session.exec(select(models.Result)).all()
    return {
        "bye": sum(row.partie_id is None for row in rows),
        "parties": sum(row.partie_id is not None for row in rows),
    }


def test_finishing_parties_of_one_round_at_once_leaves_a_single_bye(location: str) -> None:
    stations = _stations(location, 4)
    rng = random.Random(23)
    sheets = {table: random_sheet(rng, RULES) for table in range(1, 5)}
    for table, donnes in sheets.items():  # every partie one donne from its end
        for donne in donnes[:-1]:
            scores.record_donne(stations[0], round_number=1, table=table, donne=donne, who="x")

    outcomes = _together(
        [
            lambda t=table: scores.record_donne(
                stations[t - 1], round_number=1, table=t, donne=sheets[t][-1], who=f"poste {t}"
            )
            for table in sheets
        ]
    )

    assert all(isinstance(outcome, scores.Recorded) for outcome in outcomes), outcomes
    assert _results(stations[0]) == {"bye": 1, "parties": 8}  # one bye row, not one per station
    for db in stations:
        db.close()


def test_a_station_sees_what_the_others_wrote_and_only_once(location: str) -> None:
    mine, other = _stations(location, 2)
    watcher = activity.start(mine)
    assert activity.news(mine, watcher) == []
    rng = random.Random(2)
    scores.record_donne(
        other, round_number=1, table=3, donne=random_donne_for(rng), who="poste Sud"
    )
    late = [PlayerInfo("Cy", "Retard"), PlayerInfo("Di", "Retard")]
    teams.add_team(other, players=late, who="poste Sud")

    news = activity.news(mine, watcher)

    assert [(event.who, event.action) for event in news] == [
        ("poste Sud", "donne.add"),
        ("poste Sud", "team.add"),
    ]
    assert news[0].areas == (activity.Area.SCORES,) and news[1].areas == (activity.Area.TEAMS,)
    assert "table 3" in news[0].message
    assert activity.news(mine, watcher) == []
    mine.close()
    other.close()


def test_two_stations_drawing_the_next_round_at_once_draw_it_once(location: str) -> None:
    first, second = _stations(location, 2)
    rng = random.Random(31)
    for table in range(1, 5):
        for donne in random_sheet(rng, RULES):
            scores.record_donne(first, round_number=1, table=table, donne=donne, who="x")

    outcomes = _together(
        [
            lambda: draws.draw_round(first, method=DrawMethod.SWISS, who="poste Nord"),
            lambda: draws.draw_round(second, method=DrawMethod.SWISS, who="poste Sud"),
        ]
    )

    drawn = [outcome for outcome in outcomes if isinstance(outcome, draws.RoundView)]
    refused = [outcome for outcome in outcomes if not isinstance(outcome, draws.RoundView)]
    assert len(drawn) == 1 and drawn[0].number == 2, outcomes
    assert len(refused) == 1 and isinstance(refused[0], (ConflictError, StateError)), outcomes
    assert [view.number for view in draws.list_rounds(first)] == [1, 2]
    first.close()
    second.close()


def test_two_stations_registering_a_team_at_once_get_both_or_a_french_refusal(
    location: str,
) -> None:
    stations = _stations(location, 2)
    for attempt in range(5):
        outcomes = _together(
            [
                lambda db=db, n=n, attempt=attempt: teams.add_team(
                    db,
                    players=[PlayerInfo("Tardif", f"Essai{attempt}{n}"), PlayerInfo("Bis", "X")],
                    who=f"poste {n}",
                )
                for n, db in enumerate(stations)
            ]
        )
        refused = [outcome for outcome in outcomes if isinstance(outcome, Exception)]
        assert all(isinstance(error, StorageError) for error in refused), refused
        for error in refused:
            assert "un autre poste a enregistré la même chose au même instant" in str(error)
    numbers = [team.number for team in teams.list_teams(stations[0])]
    assert len(numbers) == len(set(numbers)) >= 9 + 5
    for db in stations:
        db.close()


def test_a_number_given_by_the_application_and_taken_meanwhile_by_another_station_is_refused_as_a_same_instant_change(
    location: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The other station registers between this one's reading of the next number and its write."""
    first, second = _stations(location, 2)
    checked = teams.check_number_range

    def another_station_first(number: int) -> None:
        monkeypatch.setattr(teams, "check_number_range", checked)
        teams.add_team(first, players=[PlayerInfo("Ana", "Prompte"), PlayerInfo("Bo", "X")], who="poste 1")  # fmt: skip
        checked(number)

    monkeypatch.setattr(teams, "check_number_range", another_station_first)
    with pytest.raises(StorageError, match="un autre poste a enregistré la même chose au même instant"):  # fmt: skip
        teams.add_team(second, players=[PlayerInfo("Cé", "Tardive"), PlayerInfo("Dé", "Y")], who="poste 2")  # fmt: skip
    assert [(team.number, team.players[0].surname) for team in teams.list_teams(second)][-1] == (10, "Prompte")  # fmt: skip
    assert len(teams.list_teams(second)) == 10
    first.close()
    second.close()
