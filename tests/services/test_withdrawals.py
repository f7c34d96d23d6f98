"""The day's changes of field: check-in then the first draw, withdrawals once a partie is drawn,
forfeits named before the next draw, the standings that follow, the number of rounds, clubs."""

from __future__ import annotations

from functools import partial

import pytest

from engine import Rules
from tests.services.test_draws import (
    A80,
    ARBITER,
    Make,
    draw,
    drawn_teams,
    finish,
    finish_round,
    tables,
)
from tournoi.services import audit, draws, scores
from tournoi.services import settings as settings_service
from tournoi.services.draws import DrawMethod, withdrawals
from tournoi.services.errors import ServiceError, StateError
from tournoi.services.ranking import Outcome
from tournoi.services.scores import PartieState, TeamRef
from tournoi.services.standings import current as standings
from tournoi.services.teams import check_in
from tournoi.services.teams import registration as teams
from tournoi.services.teams.info import PlayerInfo
from tournoi.services.tournament.lifecycle import get_settings
from tournoi.storage import Database


@pytest.fixture
def make(tournament: Make) -> Make:
    return partial(tournament, rounds=4, name="Concours", who=ARBITER)


def ref(number: int) -> TeamRef:
    return TeamRef(number, f"Martin{number} – Durand{number}")


def point(db: Database, *numbers: int) -> None:
    for number in numbers:
        check_in.check_in(db, number=number, present=True, who=ARBITER)


# Check-in, then the first draw


def test_the_first_draw_withdraws_the_teams_not_checked_in(make: Make) -> None:
    db = make(teams=6)
    point(db, 1, 2, 4, 5)
    view = draw(db, DrawMethod.RANDOM, seed=3)
    assert view.withdrawn == (ref(3), ref(6))
    assert drawn_teams(view) == {1, 2, 4, 5}
    infos = {team.number: team for team in teams.list_teams(db)}
    assert infos[3].withdrawn_after == 0 and infos[3].status == "retirée avant le premier tour"
    assert infos[1].withdrawn_after is None
    # Absent before round 1: in no standings.
    assert [row.number for row in standings.standings(db)] == [1, 2, 4, 5]


def test_undoing_the_first_draw_brings_the_absent_back(make: Make) -> None:
    db = make(teams=4)
    point(db, 1, 2)
    view = draw(db)
    draws.cancel_draw(
        db, round_number=1, reinstate=[team.number for team in view.withdrawn], who=ARBITER
    )
    assert [team.withdrawn_after for team in teams.list_teams(db)] == [None] * 4
    assert check_in.absent_teams(db) == [3, 4]


def test_without_check_in_every_team_is_drawn(make: Make) -> None:
    view = draw(make(teams=4))
    assert view.withdrawn == () and drawn_teams(view) == {1, 2, 3, 4}


# Withdrawal once the next partie is drawn


def test_a_withdrawal_after_the_draw_can_give_the_partie_by_forfeit(make: Make) -> None:
    db = make(teams=4)
    draw(db)  # 1 v 2, 3 v 4
    pending = withdrawals.pending_partie(db, number=4)
    assert pending == withdrawals.PendingPartie(round=1, table=2, opponent=ref(3), can_redraw=True)
    info = withdrawals.withdraw_by_forfeit(db, number=4, who=ARBITER)
    assert info.withdrawn_after == 1
    table = draws.round_view(db, round_number=1).tables[1]
    assert (table.state, table.forfeit) == (PartieState.FINISHED, 4)
    # Scored like a bye: half of the 300 points of a partie, a win for team 3.
    rows = {row.number: row for row in standings.standings(db)}
    assert (rows[3].forfeits_won, rows[3].points_for) == (1, 150)
    assert (rows[4].forfeits_lost, rows[4].withdrawn) == (1, True)
    assert withdrawals.pending_partie(db, number=1) is not None
    # Undone: the team is back and its partie to be played.
    back = withdrawals.return_from_forfeit(db, number=4, who=ARBITER)
    assert back.withdrawn_after is None
    table = draws.round_view(db, round_number=1).tables[1]
    assert (table.state, table.forfeit) == (PartieState.NOT_STARTED, None)


def test_a_withdrawals_forfeit_is_the_desks_forfeit_in_the_trail(make: Make) -> None:
    """Written by the partie-write unit, as the desk's forfeit is: same words, same before and
    after, the partie claimed (its version moved on) in the withdrawal's transaction."""
    db = make(teams=4)
    draw(db)  # 1 v 2, 3 v 4
    version = scores.sheet(db, round_number=1, table=2).version
    withdrawals.withdraw_by_forfeit(db, number=4, who=ARBITER)
    assert scores.sheet(db, round_number=1, table=2).version == version + 1
    withdrawals.return_from_forfeit(db, number=4, who=ARBITER)
    with db.session() as session:
        partie = scores.find_partie(session, 1, 2)
        trail = [
            (entry.message, entry.before, entry.after)
            for entry in audit.entries(session, partie_id=partie.id)
            if entry.action == "partie.forfeit"
        ]
    assert trail == [
        ("Tour 1, table 2 : forfait de l'équipe 4.", {"forfeit": None}, {"forfeit": 4}),
        ("Tour 1, table 2 : forfait annulé.", {"forfeit": 4}, {"forfeit": None}),
    ]


def test_a_withdrawal_after_the_draw_can_redraw_the_round(make: Make) -> None:
    db = make(teams=5)
    first = draw(db)
    assert tables(first) == [(1, 1, 2), (2, 3, 4)] and first.bye is not None
    redrawn = draws.redraw_round(
        db, round_number=1, method=DrawMethod.SWISS, withdraw=[2], who=ARBITER
    )
    assert drawn_teams(redrawn) == {1, 3, 4, 5} and redrawn.bye is None
    assert redrawn.withdrawn == (ref(2),)
    assert teams.get_team(db, number=2).withdrawn_after == 0
    back = draws.redraw_round(
        db, round_number=1, method=DrawMethod.SWISS, reinstate=[2], who=ARBITER
    )
    assert tables(back) == tables(first) and back.bye == first.bye
    assert teams.get_team(db, number=2).withdrawn_after is None


def test_no_redraw_once_a_result_of_the_round_is_entered(make: Make) -> None:
    db = make(teams=4)
    draw(db)
    withdrawals.withdraw_by_forfeit(db, number=4, who=ARBITER)
    assert withdrawals.pending_partie(db, number=1) == withdrawals.PendingPartie(
        round=1, table=1, opponent=ref(2), can_redraw=False
    )
    with pytest.raises(StateError) as refused:
        draws.redraw_round(db, round_number=1, method=DrawMethod.SWISS, withdraw=[1], who=ARBITER)
    assert refused.value.message == (
        "Des résultats du tour 1 sont déjà saisis : on ne peut plus annuler le tirage."
    )


def test_forfeit_refused_without_a_drawn_partie(make: Make) -> None:
    db = make(teams=4)
    assert withdrawals.pending_partie(db, number=1) is None
    with pytest.raises(StateError) as refused:
        withdrawals.withdraw_by_forfeit(db, number=1, who=ARBITER)
    assert refused.value.message == (
        "L'équipe 1 n'a pas de partie tirée à venir : retirez-la simplement."
    )


def test_a_team_that_lost_by_forfeit_is_named_before_the_next_draw(make: Make) -> None:
    db = make(teams=4)
    draw(db)
    scores.declare_forfeit(db, round_number=1, table=2, absent=4, who=ARBITER)
    finish(db, 1, 1, A80, A80, A80)
    assert withdrawals.forfeit_losers(db) == [ref(4)]
    second = draws.draw_round(db, method=DrawMethod.SWISS, withdraw=[4], who=ARBITER)
    assert drawn_teams(second) == {1, 2, 3} and second.withdrawn == (ref(4),)
    assert teams.get_team(db, number=4).withdrawn_after == 1
    assert withdrawals.forfeit_losers(db) == []


# The standings with withdrawals and forfeits


def test_standings_keep_withdrawn_teams_apart_and_count_the_active_in_the_swiss_notes(
    make: Make,
) -> None:
    db = make(teams=6)
    draw(db)  # 1 v 2, 3 v 4, 5 v 6
    finish_round(db, 1)  # 1 wins 500-0, 3 and 5 win 360-150
    teams.withdraw_team(db, number=3, who=ARBITER)
    rows = standings.standings(db)
    assert [(row.rank, row.number, row.withdrawn) for row in rows] == [
        (1, 1, False), (2, 5, False), (3, 4, False), (3, 6, False), (5, 2, False), (6, 3, True),
    ]  # fmt: skip
    second = draw(db)
    assert tables(second) == [(1, 1, 5), (2, 4, 6)]
    assert [t.note for t in second.tables] == [
        "1er contre 2e du classement.",
        "3e ex æquo contre 3e ex æquo du classement.",
    ]
    assert second.bye is not None and (second.bye.number, second.bye.name) == (2, ref(2).name)
    assert second.bye_note == (
        "Exempte : 5e du classement, la moins bien classée des équipes pas encore exemptes."
    )


# The number of rounds


def test_rounds_lowered_and_raised_during_the_day(make: Make) -> None:
    db = make(teams=4)
    draw(db)
    finish_round(db, 1)
    draw(db)
    assert settings_service.set_rounds(db, rounds=2, who=ARBITER).rounds == 2
    assert get_settings(db).rounds == 2
    with pytest.raises(StateError) as refused:
        draw(db)
    assert refused.value.message.startswith("Les 2 tours prévus sont tous tirés")
    assert settings_service.set_rounds(db, rounds=5, who=ARBITER).rounds == 5


@pytest.mark.parametrize(
    ("rounds", "error", "message"),
    [
        (
            1,
            StateError,
            "Le tour 2 est déjà tiré : le tournoi ne peut pas compter moins de 2 tours "
            "(annulez d'abord le tirage du dernier tour).",
        ),
        (0, ServiceError, "Nombre de tours 0 : il en faut au moins un."),
        (4, ServiceError, "Le tournoi compte déjà 4 tours."),
    ],
)
def test_set_rounds_refusals(
    make: Make, rounds: int, error: type[ServiceError], message: str
) -> None:
    db = make(teams=4)
    draw(db)
    finish_round(db, 1)
    draw(db)
    with pytest.raises(error) as refused:
        settings_service.set_rounds(db, rounds=rounds, who=ARBITER)
    assert refused.value.message == message
    assert get_settings(db).rounds == 4


# Two teams of one club


def two_clubs(number: int) -> list[PlayerInfo]:
    """Teams 1-2 of Rennes, 3-4 of Vitré, 5-6 of Dinan."""
    club = ["Rennes", "Vitré", "Dinan"][(number - 1) // 2]
    return [
        PlayerInfo(first_name="Anne", surname=f"A{number}", club=club),
        PlayerInfo(first_name="Paul", surname=f"B{number}", club=club),
    ]


def same_club(view: draws.RoundView) -> list[int]:
    return [t.table for t in view.tables if (t.a.number - 1) // 2 == (t.b.number - 1) // 2]


def test_the_draw_keeps_clubs_apart_when_the_organiser_asks(make: Make) -> None:
    db = make(teams=6, players=two_clubs)
    assert same_club(draws.draw_round(db, method=DrawMethod.SWISS, who=ARBITER)) == [1, 2, 3]
    draws.cancel_draw(db, round_number=1, who=ARBITER)
    view = draws.draw_round(db, method=DrawMethod.SWISS, avoid_clubs=True, who=ARBITER)
    assert same_club(view) == []
    assert get_settings(db).avoid_same_club
    assert get_settings(db).describe()[-1] == (
        "Deux équipes d'un même club ne se rencontrent pas quand c'est évitable : "
        "tirages au sort et système suisse jusqu'au tour 2."
    )
    finish_round(db, 1)
    for seed in range(10):
        random = draws.draw_round(db, method=DrawMethod.RANDOM, seed=seed, who=ARBITER)
        assert same_club(random) == [], seed
        draws.cancel_draw(db, round_number=2, who=ARBITER)


def test_a_draw_is_made_when_clubs_cannot_be_kept_apart(
    make: Make,
) -> None:
    db = make(teams=4, players=lambda n: two_clubs(1))
    view = draws.draw_round(db, method=DrawMethod.RANDOM, seed=1, avoid_clubs=True, who=ARBITER)
    assert len(view.tables) == 2
    assert "Même club (Rennes)" in view.tables[0].note


def test_late_swiss_rounds_follow_the_standings_whatever_the_clubs() -> None:
    settings = settings_service.TournamentSettings(
        rules=Rules(target=1000), rounds=4, avoid_same_club=True
    )
    assert settings.avoids_clubs(swiss=True, round_number=2)
    assert not settings.avoids_clubs(swiss=True, round_number=3)
    assert settings.avoids_clubs(swiss=False, round_number=4)


def test_outcomes_of_a_forfeit_are_forfeits(make: Make) -> None:
    """The forfeit of a withdrawal is stored as the rules' forfeit, both sides."""
    db = make(teams=4)
    draw(db)
    withdrawals.withdraw_by_forfeit(db, number=2, who=ARBITER)
    lines = standings.team_rounds(db, number=1)
    assert [line.outcome for line in lines] == [Outcome.FORFEIT_WIN]
