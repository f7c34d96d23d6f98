"""Drawing rounds through the services: methods, byes, fixed tables, swaps, cancels, arrivals."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import partial
from typing import Any

import pytest
from sqlalchemy import event
from sqlmodel import func, select

from engine import Donne, Team, Trump
from tests.conftest import pair_of_players
from tournoi.services import audit, draws, scores
from tournoi.services.draws import DrawMethod, RoundView
from tournoi.services.errors import NotFoundError, ServiceError, StateError
from tournoi.services.scores import PartieState
from tournoi.services.standings import current as standings
from tournoi.services.teams import registration as team_service
from tournoi.services.teams.info import find
from tournoi.storage import Database, models
from tournoi.storage.backup import list_backups

ARBITER = "Arbitre Claude"
Make = Callable[..., Database]
"""Make a tournament: ``make(teams=4, rounds=3)``."""
A80 = Donne(taker=Team.A, contract=80, trump=Trump.PIQUE, points=117)  # 120 - 50
CAPOT_A = Donne(taker=Team.A, contract=100, trump=Trump.COEUR, points=162, capot=Team.A)


@pytest.fixture
def make(tournament: Make) -> Make:
    """This file's tournaments: four rounds planned, registered by the arbiter."""
    return partial(tournament, rounds=4, name="Concours", who=ARBITER)


def draw(db: Database, method: DrawMethod = DrawMethod.SWISS, seed: int | None = None) -> RoundView:
    return draws.draw_round(db, method=method, seed=seed, who=ARBITER)


def tables(view: RoundView) -> list[tuple[int, int, int]]:
    return [(t.table, t.a.number, t.b.number) for t in view.tables]


def pairs(view: RoundView) -> set[frozenset[int]]:
    return {frozenset((t.a.number, t.b.number)) for t in view.tables}


@contextmanager
def statements(db: Database) -> Iterator[list[str]]:
    """The SQL statements ``db`` runs inside the block."""
    run: list[str] = []

    def seen(*args: Any) -> None:
        run.append(args[2])

    event.listen(db.engine, "before_cursor_execute", seen)
    try:
        yield run
    finally:
        event.remove(db.engine, "before_cursor_execute", seen)


def drawn_teams(view: RoundView) -> set[int]:
    numbers = {n for t in view.tables for n in (t.a.number, t.b.number)}
    return numbers | ({view.bye.number} if view.bye else set())


def finish(db: Database, round_number: int, table: int, *donnes: Donne) -> None:
    for donne in donnes:
        scores.record_donne(db, round_number=round_number, table=table, donne=donne, who=ARBITER)
    assert scores.sheet(db, round_number=round_number, table=table).state is PartieState.FINISHED


def finish_round(db: Database, round_number: int) -> None:
    """Team A wins every table: by 500 - 0 at table 1, by 360 - 150 elsewhere."""
    for table in draws.round_view(db, round_number=round_number).tables:
        if table.table == 1:
            finish(db, round_number, 1, CAPOT_A, CAPOT_A)
        else:
            finish(db, round_number, table.table, A80, A80, A80)


def count_rows(db: Database, model: type[models.SQLModel]) -> int:
    with db.session() as session:
        return session.exec(select(func.count()).select_from(model)).one()


def actions(db: Database) -> list[str]:
    with db.session() as session:
        return [entry.action for entry in audit.entries(session)]


# The three methods


def test_swiss_first_round_pairs_in_order_and_is_backed_up(make: Make) -> None:
    db = make(teams=4)
    view = draw(db)
    assert (view.number, view.method, view.seed) == (1, DrawMethod.SWISS, None)
    assert tables(view) == [(1, 1, 2), (2, 3, 4)]
    assert view.bye is None
    assert all(t.state is PartieState.NOT_STARTED for t in view.tables)
    assert all(t.note for t in view.tables)
    assert count_rows(db, models.Partie) == 2
    assert [copy.reason for copy in list_backups(db.path)] == ["avant tirage tour 1"]
    assert actions(db)[-1] == "round.draw"
    assert draws.list_rounds(db) == [view]


def test_swiss_second_round_follows_the_standings_without_rematch(make: Make) -> None:
    db = make(teams=4)
    draw(db)
    finish_round(db, 1)
    assert [r.number for r in standings.standings(db)] == [1, 3, 4, 2]
    view = draw(db)
    assert tables(view) == [(1, 1, 3), (2, 4, 2)]
    assert view.tables[0].note == "1er contre 2e du classement."
    with db.session() as session:
        basis = session.exec(select(models.Round.standings_basis).where(models.Round.number == 2))
        assert basis.one() == "1,3,4,2"
    assert len(list_backups(db.path)) == 2


def test_random_draw_records_its_seed_and_replays(make: Make) -> None:
    db = make(teams=8)
    first = draw(db, DrawMethod.RANDOM)
    assert first.method is DrawMethod.RANDOM and first.seed is not None
    assert drawn_teams(first) == set(range(1, 9))
    with db.session() as session:
        message = audit.entries(session)[-1].message
    assert f"graine {first.seed}" in message

    draws.cancel_draw(db, round_number=1, who=ARBITER)
    again = draw(db, DrawMethod.RANDOM, seed=first.seed)
    assert tables(again) == tables(first)
    assert again.seed == first.seed

    other = make(teams=8)
    assert tables(draw(other, DrawMethod.RANDOM, seed=first.seed)) == tables(first)


def test_random_draws_differ_with_the_seed(make: Make) -> None:
    db = make(teams=8)
    seen = set()
    for seed in range(6):
        seen.add(tuple(tables(draw(db, DrawMethod.RANDOM, seed=seed))))
        draws.cancel_draw(db, round_number=1, who=ARBITER)
    assert len(seen) > 1


def test_rotation_follows_the_printed_plan(make: Make) -> None:
    db = make(teams=4, rounds=3)
    plan = draws.rotation_plan(db)
    assert len(plan) == 3
    met: set[frozenset[int]] = set()
    for number in (1, 2, 3):
        view = draw(db, DrawMethod.ROTATION)
        assert view.method is DrawMethod.ROTATION
        assert pairs(view) == {frozenset(pair) for pair in plan[number - 1].pairs}
        assert not pairs(view) & met, "no rematch in a full rotation"
        met |= pairs(view)
        finish_round(db, number)
    assert len(met) == 6


def test_the_printed_rotation_leaves_out_the_teams_the_first_draw_leaves_out(
    make: Make,
) -> None:
    db = make(teams=6, rounds=3)
    team_service.withdraw_team(db, number=2, who=ARBITER)
    plan = draws.rotation_plan(db)
    seated = {n for pair in plan[0].pairs for n in pair}
    assert (len(seated), seated | {plan[0].bye}) == (4, {1, 3, 4, 5, 6})
    assert pairs(draw(db, DrawMethod.ROTATION)) == {frozenset(pair) for pair in plan[0].pairs}


def test_a_rotation_draw_reads_the_teams_once_as_a_swiss_draw(make: Make) -> None:
    read: dict[DrawMethod, list[str]] = {}
    for method in (DrawMethod.SWISS, DrawMethod.ROTATION):
        db = make(teams=6)
        draw(db, DrawMethod.ROTATION)
        finish_round(db, 1)
        with statements(db) as run:
            draw(db, method)
        read[method] = [sql for sql in run if re.search(r"^SELECT\b.*\sFROM team\b", sql, re.S)]

    assert len(read[DrawMethod.ROTATION]) == len(read[DrawMethod.SWISS]) > 0


def test_rotation_refused_once_the_teams_changed(make: Make) -> None:
    db = make(teams=4)
    draw(db, DrawMethod.ROTATION)
    finish_round(db, 1)
    team_service.add_team(db, players=pair_of_players(5), who=ARBITER)
    with pytest.raises(StateError, match="La rotation préétablie suppose les mêmes équipes"):
        draw(db, DrawMethod.ROTATION)
    assert drawn_teams(draw(db, DrawMethod.SWISS)) == {1, 2, 3, 4, 5}


def test_rotation_refused_after_a_withdrawal(make: Make) -> None:
    db = make(teams=5)
    draw(db, DrawMethod.ROTATION)
    finish_round(db, 1)
    team_service.withdraw_team(db, number=2, who=ARBITER)
    with pytest.raises(StateError, match="des équipes sont arrivées ou se sont retirées"):
        draw(db, DrawMethod.ROTATION)


# Byes


def test_bye_goes_to_the_lowest_ranked_team_not_yet_exempt(make: Make) -> None:
    db = make(teams=5)
    first = draw(db)
    assert first.bye is not None and first.bye.number == 5
    assert first.bye_note == (  # before any result, not « 1er ex æquo, la moins bien classée »
        "Exempte : désignée par le tirage, aucun résultat ne départageant encore les équipes."
    )
    with db.session() as session:
        bye_rows = session.exec(select(models.Result).where(models.Result.outcome == "bye")).all()
    assert [(row.marks_for, row.opponent_id) for row in bye_rows] == [(150, None)]

    finish_round(db, 1)
    assert [r.number for r in standings.standings(db)] == [1, 3, 5, 4, 2]
    second = draw(db)
    assert second.bye is not None and second.bye.number == 2
    finish_round(db, 2)
    order = [r.number for r in standings.standings(db)]
    third = draw(db)
    assert third.bye is not None
    # Neither 5 nor 2 again: the lowest-ranked of the three teams never exempt.
    never = [n for n in order if n not in (5, 2)]
    assert third.bye.number == never[-1]


def test_seats_list_every_team_with_its_table(make: Make) -> None:
    db = make(teams=5)
    draw(db)
    seats = draws.seats(db, round_number=1)
    assert len(seats) == 5
    by_team = {seat.team.number: seat for seat in seats}
    assert by_team[5].table is None and by_team[5].opponent is None
    assert by_team[1].table == 1 and by_team[1].opponent is not None
    assert by_team[1].opponent.number == 2


# Fixed tables


def test_a_team_with_a_fixed_table_keeps_it(make: Make) -> None:
    db = make(teams=6)
    team_service.edit_team(db, number=1, players=pair_of_players(1), fixed_table=3, who=ARBITER)
    team_service.edit_team(db, number=6, players=pair_of_players(6), fixed_table=9, who=ARBITER)
    for method in (DrawMethod.SWISS, DrawMethod.RANDOM):
        view = draw(db, method, seed=11)
        seat = {n: t.table for t in view.tables for n in (t.a.number, t.b.number)}
        assert (seat[1], seat[6]) == (3, 9)
        assert [t.table for t in view.tables] == [1, 3, 9]
        assert "Table 9 attitrée à l'équipe 6" in view.tables[-1].note
        draws.cancel_draw(db, round_number=1, who=ARBITER)


# Swaps


def test_swap_two_teams_of_different_tables(make: Make) -> None:
    db = make(teams=4)
    before = draw(db)
    view = draws.swap_teams(db, round_number=1, first=2, second=3, who=ARBITER)
    assert tables(view) == [(1, 1, 3), (2, 2, 4)]
    assert "Échange manuel" in view.tables[0].note
    assert draws.round_view(db, round_number=1) == view
    with db.session() as session:
        event = audit.entries(session)[-1]
    assert (event.action, event.who) == ("round.swap", ARBITER)
    assert event.before["tables"] == [{"table": t, "A": a, "B": b} for t, a, b in tables(before)]
    assert event.after["tables"] == [{"table": 1, "A": 1, "B": 3}, {"table": 2, "A": 2, "B": 4}]


def test_swap_with_the_exempt_team_moves_the_bye(make: Make) -> None:
    db = make(teams=5)
    draw(db)
    view = draws.swap_teams(db, round_number=1, first=5, second=4, who=ARBITER)
    assert view.bye is not None and view.bye.number == 4
    assert tables(view) == [(1, 1, 2), (2, 3, 5)]
    assert view.bye_note == view.tables[1].note == "Échange manuel par l'arbitre (équipes 5 et 4)."
    assert draws.round_view(db, round_number=1) == view
    with db.session() as session:
        team_4 = find(session, 4)
        rows = session.exec(select(models.Result).where(models.Result.outcome == "bye")).all()
        assert [row.team_id for row in rows] == [team_4.id]


def test_swap_refused_for_teams_of_one_table_or_a_fixed_table(make: Make) -> None:
    db = make(teams=4)
    team_service.edit_team(db, number=3, players=pair_of_players(3), fixed_table=2, who=ARBITER)
    view = draw(db)
    assert tables(view) == [(1, 1, 2), (2, 3, 4)]
    with pytest.raises(ServiceError, match="jouent déjà l'une contre l'autre"):
        draws.swap_teams(db, round_number=1, first=1, second=2, who=ARBITER)
    with pytest.raises(ServiceError, match="L'équipe 3 a une table fixe"):
        draws.swap_teams(db, round_number=1, first=3, second=1, who=ARBITER)
    with pytest.raises(NotFoundError, match="pas d'équipe numéro 42"):
        draws.swap_teams(db, round_number=1, first=42, second=1, who=ARBITER)
    assert draws.round_view(db, round_number=1) == view


def test_swap_refused_once_a_donne_is_entered(make: Make) -> None:
    db = make(teams=4)
    view = draw(db)
    scores.record_donne(db, round_number=1, table=2, donne=A80, who=ARBITER)
    with pytest.raises(StateError, match="Des résultats du tour 1 sont déjà saisis"):
        draws.swap_teams(db, round_number=1, first=1, second=3, who=ARBITER)
    assert tables(draws.round_view(db, round_number=1)) == tables(view)


# Cancel


def test_cancel_the_last_draw_while_nothing_is_entered(make: Make) -> None:
    db = make(teams=5)
    draw(db)
    draws.cancel_draw(db, round_number=1, who=ARBITER)
    assert draws.list_rounds(db) == []
    assert count_rows(db, models.Partie) == 0
    assert count_rows(db, models.Result) == 0
    assert actions(db)[-1] == "round.cancel"
    with pytest.raises(NotFoundError, match="Le tour 1 n'est pas tiré"):
        draws.round_view(db, round_number=1)
    assert draw(db).number == 1


def test_cancel_refused_once_something_is_entered(make: Make) -> None:
    db = make(teams=4)
    draw(db)
    scores.declare_forfeit(db, round_number=1, table=1, absent=2, who=ARBITER)
    with pytest.raises(StateError, match="on ne peut plus annuler le tirage"):
        draws.cancel_draw(db, round_number=1, who=ARBITER)
    scores.declare_forfeit(db, round_number=1, table=1, absent=None, who=ARBITER)
    scores.record_donne(db, round_number=1, table=1, donne=A80, who=ARBITER)
    with pytest.raises(StateError, match="on ne peut plus annuler le tirage"):
        draws.cancel_draw(db, round_number=1, who=ARBITER)
    assert count_rows(db, models.Round) == 1


def test_only_the_last_draw_can_be_cancelled(make: Make) -> None:
    db = make(teams=4)
    draw(db)
    finish_round(db, 1)
    draw(db)
    with pytest.raises(
        StateError, match=r"Seul le dernier tour tiré peut être annulé \(le tour 2\)"
    ):
        draws.cancel_draw(db, round_number=1, who=ARBITER)


# Refusals


def test_draw_refused_while_the_previous_round_is_unfinished(make: Make) -> None:
    db = make(teams=6)
    draw(db)
    finish(db, 1, 1, CAPOT_A, CAPOT_A)
    scores.record_donne(db, round_number=1, table=3, donne=A80, who=ARBITER)
    with pytest.raises(StateError) as refused:
        draw(db)
    assert str(refused.value) == "Le tour 1 n'est pas terminé : 2 tables sans résultat (2, 3)."
    assert count_rows(db, models.Round) == 1
    assert len(list_backups(db.path)) == 1


def test_draw_refused_beyond_the_planned_rounds_or_without_teams(make: Make) -> None:
    db = make(teams=2, rounds=1)
    draw(db)
    finish_round(db, 1)
    with pytest.raises(StateError, match="Les 1 tours prévus sont tous tirés"):
        draw(db)
    lonely = make(teams=1)
    with pytest.raises(StateError, match="Il faut au moins deux équipes pour tirer le tour 1"):
        draw(lonely)


# Late arrivals and withdrawals


def test_a_late_arrival_is_drawn_from_the_next_round(make: Make) -> None:
    db = make(teams=4)
    first = draw(db)
    late = team_service.add_team(db, players=pair_of_players(5), who=ARBITER)
    assert (late.number, late.first_round, late.status) == (5, 2, "arrivée au tour 2")
    assert 5 not in drawn_teams(draws.round_view(db, round_number=1))
    assert tables(draws.round_view(db, round_number=1)) == tables(first)
    finish_round(db, 1)
    # The late team has no result, but team 2 lost 0 - 500: team 2 is last, so exempt.
    assert [r.number for r in standings.standings(db)][-2:] == [5, 2]
    second = draw(db)
    assert drawn_teams(second) == {1, 2, 3, 4, 5}
    assert second.bye is not None and second.bye.number == 2


def test_a_team_registered_after_a_cancelled_draw_is_drawn_again(make: Make) -> None:
    db = make(teams=4)
    draw(db)
    team_service.add_team(db, players=pair_of_players(5), who=ARBITER)
    draws.cancel_draw(db, round_number=1, who=ARBITER)
    assert team_service.get_team(db, number=5).first_round == 1
    assert drawn_teams(draw(db)) == {1, 2, 3, 4, 5}


def test_a_withdrawn_team_is_not_drawn_and_keeps_its_results(make: Make) -> None:
    db = make(teams=4)
    draw(db)
    finish_round(db, 1)
    withdrawn = team_service.withdraw_team(db, number=4, who=ARBITER)
    assert withdrawn.withdrawn_after == 1
    second = draw(db)
    assert drawn_teams(second) == {1, 2, 3}
    assert second.bye is not None
    row = next(r for r in standings.standings(db) if r.number == 4)
    assert (row.played, row.lost, row.points_for, row.withdrawn) == (1, 1, 150, True)


def test_a_team_withdrawn_before_a_cancelled_draw_stays_out(make: Make) -> None:
    db = make(teams=5)
    draw(db)
    team_service.withdraw_team(db, number=4, who=ARBITER)
    draws.cancel_draw(db, round_number=1, who=ARBITER)
    assert drawn_teams(draw(db)) == {1, 2, 3, 5}
