"""The standings: criteria in order, ex aequo, head-to-head, Buchholz, byes, forfeits, withdrawals."""

import re
from collections import Counter
from collections.abc import Callable
from dataclasses import asdict
from itertools import pairwise

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tournoi.services.errors import ServiceError
from tournoi.services.ranking import (
    CriteriaError,
    Criterion,
    Outcome,
    RankingError,
    RankingPoints,
    RankingPointsError,
    RankingSettings,
    ResultError,
    ResultRow,
    StandingRow,
    TeamEntry,
    TeamError,
    compute_standings,
    validate_criteria,
)

W, M, GA = Criterion.WINS, Criterion.MARKS, Criterion.GOAL_AVERAGE
H2H, BH = Criterion.HEAD_TO_HEAD, Criterion.BUCHHOLZ


def partie(round_: int, a: int, b: int, marks_a: int, marks_b: int) -> list[ResultRow]:
    """Both rows of a partie played at a table: the higher total wins, equal totals draw."""
    outcome = Outcome.WIN if marks_a > marks_b else Outcome.LOSS
    if marks_a == marks_b:
        outcome = Outcome.DRAW
    mirror = {Outcome.WIN: Outcome.LOSS, Outcome.LOSS: Outcome.WIN, Outcome.DRAW: Outcome.DRAW}
    return [
        ResultRow(
            round=round_,
            team=a,
            opponent=b,
            marks_for=marks_a,
            marks_against=marks_b,
            outcome=outcome,
        ),
        ResultRow(
            round=round_,
            team=b,
            opponent=a,
            marks_for=marks_b,
            marks_against=marks_a,
            outcome=mirror[outcome],
        ),
    ]


def bye(round_: int, team: int, marks: int) -> list[ResultRow]:
    return [
        ResultRow(
            round=round_,
            team=team,
            opponent=None,
            marks_for=marks,
            marks_against=0,
            outcome=Outcome.BYE,
        )
    ]


def forfeit(round_: int, present: int, absent: int, marks: int) -> list[ResultRow]:
    """``absent`` did not show: ``present`` scores ``marks``, as for a bye."""
    return [
        ResultRow(
            round=round_,
            team=present,
            opponent=absent,
            marks_for=marks,
            marks_against=0,
            outcome=Outcome.FORFEIT_WIN,
        ),
        ResultRow(
            round=round_,
            team=absent,
            opponent=present,
            marks_for=0,
            marks_against=marks,
            outcome=Outcome.FORFEIT_LOSS,
        ),
    ]


def entries(*numbers: int, withdrawn: tuple[int, ...] = ()) -> list[TeamEntry]:
    return [TeamEntry(number=n, name=f"Équipe {n}", withdrawn=n in withdrawn) for n in numbers]


def rank(
    results: list[ResultRow],
    *criteria: Criterion,
    teams: list[TeamEntry] | None = None,
    points: RankingPoints | None = None,
    bye_counts_as_win: bool = True,
) -> list[StandingRow]:
    """The standings of ``results``, by default on the default criteria of every team in them."""
    settings = RankingSettings(
        criteria=criteria or (W, M, GA),
        points=points or RankingPoints(),
        bye_counts_as_win=bye_counts_as_win,
    )
    if teams is None:
        teams = entries(*sorted({row.team for row in results}))
    return compute_standings(teams=teams, results=results, settings=settings)


def numbers(standings: list[StandingRow]) -> list[int]:
    return [row.number for row in standings]


def ranks(standings: list[StandingRow]) -> list[int]:
    return [row.rank for row in standings]


# Six teams, three rounds. By hand (wins, marks for, marks against, goal-average):
# 1: 2, 2970, 2102, +868   2: 1, 2581, 3057, -476   3: 2, 2510, 2620, -110
# 4: 2, 2970, 2790, +180   5: 0, 2200, 3008, -808   6: 2, 2997, 2651, +346
# Buchholz (opponents' wins): 1: 2+3+6 -> 5, 2: 1+6+4 -> 6, 3: 4+1+5 -> 4,
# 4: 3+5+2 -> 3, 5: 6+4+3 -> 6, 6: 5+2+1 -> 3.
SIX = [
    *partie(1, 1, 2, 1000, 600),
    *partie(1, 3, 4, 1010, 900),
    *partie(1, 5, 6, 700, 1005),
    *partie(2, 1, 3, 1020, 500),
    *partie(2, 2, 6, 1001, 990),
    *partie(2, 4, 5, 1003, 800),
    *partie(3, 1, 6, 950, 1002),
    *partie(3, 2, 4, 980, 1067),
    *partie(3, 3, 5, 1000, 700),
]


def test_default_criteria_wins_then_marks_then_goal_average() -> None:
    standings = rank(SIX)
    assert numbers(standings) == [6, 1, 4, 3, 2, 5]
    assert ranks(standings) == [1, 2, 3, 4, 5, 6]
    assert not any(row.ex_aequo for row in standings)
    by_number = {row.number: row for row in standings}
    assert asdict(by_number[1]) == {
        "rank": 2,
        "number": 1,
        "name": "Équipe 1",
        "played": 3,
        "won": 2,
        "drawn": 0,
        "lost": 1,
        "byes": 0,
        "forfeits_won": 0,
        "forfeits_lost": 0,
        "points_for": 2970,
        "points_against": 2102,
        "goal_average": 868,
        "ranking_points": 4 + 4 + 2,
        "buchholz": 5,
        "ex_aequo": False,
        "withdrawn": False,
    }
    assert [
        (by_number[n].won, by_number[n].points_for, by_number[n].goal_average) for n in (4, 5)
    ] == [
        (2, 2970, 180),
        (0, 2200, -808),
    ]


def test_equal_teams_share_a_rank_listed_by_number() -> None:
    # Without goal-average, 1 and 4 are level on wins (2) and marks (2970).
    standings = rank(SIX, W, M)
    assert ranks(standings) == [1, 2, 2, 4, 5, 6]
    assert numbers(standings) == [6, 1, 4, 3, 2, 5]
    assert [row.ex_aequo for row in standings] == [False, True, True, False, False, False]


@pytest.mark.parametrize(
    ("criteria", "expected_numbers", "expected_ranks"),
    [
        ((W, BH), [1, 3, 4, 6, 2, 5], [1, 2, 3, 3, 5, 6]),
        ((W, BH, M), [1, 3, 6, 4, 2, 5], [1, 2, 3, 4, 5, 6]),
        ((W, Criterion.MARKS_AGAINST), [1, 3, 6, 4, 2, 5], [1, 2, 3, 4, 5, 6]),
        ((M,), [6, 1, 4, 2, 3, 5], [1, 2, 2, 4, 5, 6]),
        ((GA, W), [1, 6, 4, 3, 2, 5], [1, 2, 3, 4, 5, 6]),
        # 1, 3, 4 and 6 are level on wins but 1 and 4 never met: head-to-head leaves them tied.
        ((W, H2H), [1, 3, 4, 6, 2, 5], [1, 1, 1, 1, 5, 6]),
    ],
    ids=[
        "buchholz",
        "buchholz-then-marks",
        "marks-against",
        "marks-only",
        "goal-average-first",
        "h2h-not-all-met",
    ],
)
def test_other_criteria_on_the_six_teams(
    criteria: tuple[Criterion, ...], expected_numbers: list[int], expected_ranks: list[int]
) -> None:
    standings = rank(SIX, *criteria)
    assert (numbers(standings), ranks(standings)) == (expected_numbers, expected_ranks)


def test_buchholz_sums_the_opponents_wins() -> None:
    standings = rank(SIX, W, BH)
    assert {row.number: row.buchholz for row in standings} == {1: 5, 2: 6, 3: 4, 4: 3, 5: 6, 6: 3}


# 1 beat 2, then both won once more: level on one win, 2 far ahead on marks.
TWO_TIED = [
    *partie(1, 1, 2, 1000, 900),
    *partie(1, 3, 4, 1000, 100),
    *partie(2, 1, 3, 500, 1000),
    *partie(2, 2, 4, 1500, 0),
]


def test_head_to_head_breaks_a_tie_of_two_teams() -> None:
    assert numbers(rank(TWO_TIED, W, M)) == [3, 2, 1, 4]
    standings = rank(TWO_TIED, W, H2H, M)
    assert numbers(standings) == [3, 1, 2, 4]
    assert ranks(standings) == [1, 2, 3, 4]


def test_head_to_head_leaves_teams_that_never_met_tied() -> None:
    results = [*partie(1, 1, 2, 1000, 500), *partie(1, 3, 4, 1000, 800)]
    assert ranks(rank(results, W, H2H)) == [1, 1, 3, 3]
    assert numbers(rank(results, W, H2H, GA)) == [1, 3, 4, 2]


# Three teams, a bye each round: all on two wins, each beat one of the others
# (1 beat 2 by 300, 2 beat 3 by 200, 3 beat 1 by 100). In their mini-league
# each has one win; the marks difference puts 1 first (+200) and leaves 2 and
# 3 level (-100), which their own partie separates: 2 beat 3. Total marks
# alone say 3 (2300), 1 (2100), 2 (1900).
CYCLE = [
    *partie(1, 1, 2, 700, 400),
    *bye(1, 3, 500),
    *partie(2, 2, 3, 1000, 800),
    *bye(2, 1, 500),
    *partie(3, 3, 1, 1000, 900),
    *bye(3, 2, 500),
]


def test_head_to_head_mini_league_of_three_teams_applied_again_to_those_left_tied() -> None:
    assert numbers(rank(CYCLE, W, M)) == [3, 1, 2]
    standings = rank(CYCLE, W, H2H, M)
    assert numbers(standings) == [1, 2, 3]
    assert ranks(standings) == [1, 2, 3]


def test_head_to_head_of_three_teams_counts_wins_before_marks() -> None:
    # Level on 2000 marks (the byes score the round's average). 1 beat 2 and 3
    # narrowly, 2 beat 3 by 990: wins put 1 first, the marks difference alone would not.
    results = [
        *partie(1, 1, 2, 1000, 900),
        *bye(1, 3, 1000),
        *partie(2, 1, 3, 1000, 990),
        *bye(2, 2, 100),
        *partie(3, 2, 3, 1000, 10),
        *bye(3, 1, 0),
    ]
    assert ranks(rank(results, M)) == [1, 1, 1]
    assert numbers(rank(results, M, GA)) == [2, 1, 3]
    assert numbers(rank(results, M, H2H, GA)) == [1, 2, 3]


def test_head_to_head_is_scored_like_the_standings() -> None:
    assert RankingSettings(criteria=(W, Criterion.RANKING_POINTS, H2H)).head_to_head_points is None
    points = RankingPoints(win=3, draw=2, loss=1, bye=3)
    settings = RankingSettings(criteria=(Criterion.RANKING_POINTS, W, H2H), points=points)
    assert settings.head_to_head_points == points
    assert RankingSettings(criteria=(M, H2H)).head_to_head_points is None


# Team 1 draws its three parties (9 points, no win); 4 and 6 win one and lose
# two (8 points). Marks: 1 2550, 2 2450, 3 2600, 4 1800, 5 2850, 6 2000.
DRAWS = [
    *partie(1, 1, 2, 800, 800),
    *partie(1, 3, 4, 700, 1000),
    *partie(1, 5, 6, 1000, 600),
    *partie(2, 1, 3, 900, 900),
    *partie(2, 4, 5, 500, 1000),
    *partie(2, 2, 6, 1000, 400),
    *partie(3, 1, 5, 850, 850),
    *partie(3, 4, 6, 300, 1000),
    *partie(3, 2, 3, 650, 1000),
]


def test_ranking_points_win_4_loss_2_draw_3_instead_of_wins() -> None:
    points = RankingPoints(win=4, loss=2, draw=3)
    by_wins = rank(DRAWS, points=points)
    assert numbers(by_wins) == [5, 3, 2, 6, 4, 1]
    by_points = rank(DRAWS, Criterion.RANKING_POINTS, M, GA, points=points)
    assert numbers(by_points) == [5, 3, 1, 2, 6, 4]
    assert {row.number: row.ranking_points for row in by_points} == {
        1: 9,
        2: 9,
        3: 9,
        4: 8,
        5: 11,
        6: 8,
    }
    first = next(row for row in by_points if row.number == 1)
    assert (first.won, first.drawn, first.lost, first.played) == (0, 3, 0, 3)


def test_ranking_points_scale_of_the_organiser() -> None:
    standings = rank(
        DRAWS, Criterion.RANKING_POINTS, points=RankingPoints(win=2, draw=1, loss=0, bye=2)
    )
    assert {row.number: row.ranking_points for row in standings} == {
        1: 3,
        2: 3,
        3: 3,
        4: 2,
        5: 5,
        6: 2,
    }
    assert ranks(standings) == [1, 2, 2, 2, 5, 5]


# Team 5 is exempt and scores 500; 1 and 3 win with 1000 (goal-average 100 and 50).
WITH_BYE = [*partie(1, 1, 2, 1000, 900), *partie(1, 3, 4, 1000, 950), *bye(1, 5, 500)]


def test_bye_counted_as_a_win() -> None:
    standings = rank(WITH_BYE, bye_counts_as_win=True)
    assert numbers(standings) == [1, 3, 5, 4, 2]
    exempt = standings[2]
    assert (exempt.played, exempt.won, exempt.lost, exempt.byes) == (1, 1, 0, 1)
    assert (exempt.points_for, exempt.points_against, exempt.ranking_points) == (500, 0, 4)


def test_bye_not_counted_as_a_win() -> None:
    standings = rank(WITH_BYE, bye_counts_as_win=False)
    assert numbers(standings) == [1, 3, 4, 2, 5]
    exempt = standings[4]
    assert (exempt.played, exempt.won, exempt.lost, exempt.byes) == (1, 0, 0, 1)
    # Its ranking points are the organiser's scale, whatever counts as a win.
    assert (exempt.points_for, exempt.ranking_points) == (500, 4)


def test_forfeits() -> None:
    results = [
        *partie(1, 1, 2, 1000, 700),
        *forfeit(1, present=3, absent=4, marks=1000),
        *partie(2, 1, 3, 600, 1000),
        *partie(2, 2, 4, 800, 1000),
    ]
    standings = rank(results)
    assert numbers(standings) == [3, 1, 4, 2]
    by_number = {row.number: row for row in standings}
    three, four = by_number[3], by_number[4]
    assert (three.played, three.won, three.forfeits_won, three.lost) == (2, 2, 1, 0)
    assert (three.points_for, three.points_against, three.ranking_points) == (2000, 600, 8)
    assert (four.played, four.won, four.lost, four.forfeits_lost) == (2, 1, 1, 1)
    assert (four.points_for, four.points_against, four.ranking_points) == (1000, 1800, 0 + 4)
    # A forfeit is no partie at a table: 3 counts only 1's win, 4 only 2's (none).
    assert {n: row.buchholz for n, row in by_number.items()} == {1: 2, 2: 2, 3: 1, 4: 0}


def test_withdrawn_team_kept_with_its_results_and_flagged() -> None:
    # Team 2 won its first partie, then withdrew.
    results = [
        *partie(1, 1, 2, 800, 1000),
        *partie(1, 3, 4, 1000, 900),
        *partie(2, 1, 4, 1000, 600),
        *bye(2, 3, 500),
    ]
    standings = rank(results, teams=entries(1, 2, 3, 4, withdrawn=(2,)))
    # Team 2 won as many parties as team 1 but is shown apart, after every team still playing.
    assert numbers(standings) == [3, 1, 4, 2]
    withdrawn = standings[3]
    assert (withdrawn.withdrawn, withdrawn.rank, withdrawn.played, withdrawn.won) == (True, 4, 1, 1)
    assert (withdrawn.points_for, withdrawn.points_against) == (1000, 800)
    assert [row.withdrawn for row in standings] == [False, False, False, True]


def test_a_team_withdrawn_before_it_played_is_in_no_standings() -> None:
    standings = rank(partie(1, 1, 2, 1000, 0), teams=entries(1, 2, 3, withdrawn=(3,)))
    assert numbers(standings) == [1, 2]


def test_withdrawn_teams_never_above_one_that_played_more() -> None:
    """Team 5 won its one partie and withdrew; team 6 lost twice, then withdrew: 6 comes first."""
    results = [
        *partie(1, 5, 6, 1000, 300),
        *partie(1, 1, 2, 1000, 900),
        *partie(2, 6, 1, 200, 1000),
        *partie(2, 2, 3, 1000, 400),
        *bye(1, 3, 500),
    ]
    teams = entries(1, 2, 3, 5, 6, withdrawn=(5, 6))
    standings = rank(results, teams=teams)
    assert numbers(standings) == [1, 2, 3, 6, 5]
    assert [(row.rank, row.played, row.won) for row in standings[3:]] == [(4, 2, 0), (5, 1, 1)]


def test_team_without_results_is_listed() -> None:
    standings = rank(partie(1, 1, 2, 1000, 0), teams=entries(1, 2, 3))
    assert numbers(standings) == [1, 3, 2]
    assert (standings[1].played, standings[1].points_for) == (0, 0)
    assert compute_standings(teams=[], results=[]) == []


@pytest.mark.parametrize(
    ("make", "error", "field", "message"),
    [
        (lambda: RankingSettings(criteria=()), CriteriaError, "criteria", "au moins un critère"),
        (
            lambda: RankingSettings(criteria=(W, M, W)),
            CriteriaError,
            "criteria",
            "« Parties gagnées » figure deux fois",
        ),
        (
            lambda: validate_criteria(["wins", "points"]),
            CriteriaError,
            "criteria",
            "Critère de classement inconnu : « points »",
        ),
        (
            lambda: RankingSettings(criteria=(H2H, W)),
            CriteriaError,
            "criteria",
            "ne peut pas être le premier critère",
        ),
        (
            lambda: RankingPoints(loss=5),
            RankingPointsError,
            "loss",
            "une défaite (5 points) ne peut pas rapporter plus qu'un nul (3 points)",
        ),
        (
            lambda: RankingPoints(bye=5),
            RankingPointsError,
            "bye",
            "une exemption (5 points) ne peut pas rapporter plus qu'une victoire (4 points)",
        ),
        (
            lambda: RankingPoints(loss=0, forfeit_loss=-1),
            RankingPointsError,
            "forfeit_loss",
            "une défaite par forfait ne peut pas rapporter -1 points",
        ),
        (lambda: TeamEntry(number=0, name="Zéro"), TeamError, "number", "Numéro d'équipe 0"),
        (
            lambda: ResultRow(
                round=0, team=1, opponent=None, marks_for=0, marks_against=0, outcome=Outcome.BYE
            ),
            ResultError,
            "round",
            "Numéro de tour 0",
        ),
        (
            lambda: ResultRow(
                round=1, team=1, opponent=2, marks_for=-10, marks_against=0, outcome=Outcome.WIN
            ),
            ResultError,
            "marks_for",
            "marques négatives (-10)",
        ),
        (
            lambda: ResultRow(
                round=3, team=1, opponent=None, marks_for=0, marks_against=0, outcome=Outcome.WIN
            ),
            ResultError,
            "opponent",
            "Tour 3 : l'équipe n° 1 a une partie gagnée sans adversaire",
        ),
        (
            lambda: ResultRow(
                round=1, team=4, opponent=4, marks_for=0, marks_against=0, outcome=Outcome.DRAW
            ),
            ResultError,
            "opponent",
            "contre elle-même",
        ),
    ],
    ids=[
        "no-criterion",
        "criterion-twice",
        "unknown-criterion",
        "head-to-head-first",
        "loss-above-draw",
        "bye-above-win",
        "negative-points",
        "team-number",
        "round-number",
        "negative-marks",
        "no-opponent",
        "own-opponent",
    ],
)
def test_refusals_of_settings_and_rows(
    make: Callable[[], object], error: type[RankingError], field: str, message: str
) -> None:
    with pytest.raises(error, match=re.escape(message)) as raised:
        make()
    assert raised.value.field == field
    assert isinstance(raised.value, ServiceError)


@pytest.mark.parametrize(
    ("teams", "results", "error", "message"),
    [
        (entries(1, 2, 1), [], TeamError, "L'équipe n° 1 est inscrite deux fois"),
        (
            entries(1),
            partie(1, 1, 2, 10, 0),
            ResultError,
            "Tour 1 : l'équipe n° 2 n'est pas inscrite",
        ),
        (
            entries(1, 2),
            [*bye(1, 1, 500), *partie(1, 1, 2, 10, 0)],
            ResultError,
            "Tour 1 : l'équipe n° 1 a deux résultats",
        ),
        (entries(1, 2), partie(1, 1, 2, 10, 0)[:1], ResultError, "n'a pas son pendant"),
        (
            entries(1, 2),
            [partie(1, 1, 2, 10, 0)[0], partie(1, 2, 1, 20, 10)[0]],
            ResultError,
            "l'équipe n° 1 contre l'équipe n° 2 (gagnée, 10 à 0) n'a pas son pendant",
        ),
        (
            entries(1, 2, 3),
            [partie(1, 1, 2, 10, 0)[0], partie(1, 2, 3, 0, 10)[0], partie(1, 3, 2, 10, 0)[0]],
            ResultError,
            "n'a pas son pendant",
        ),
    ],
    ids=[
        "team-twice",
        "unknown-team",
        "two-results-in-a-round",
        "missing-mirror",
        "both-won",
        "other-opponent",
    ],
)
def test_refusals_of_inconsistent_results(
    teams: list[TeamEntry], results: list[ResultRow], error: type[RankingError], message: str
) -> None:
    with pytest.raises(error, match=re.escape(message)):
        compute_standings(teams=teams, results=results)


MARKS = st.integers(0, 4).map(lambda m: 250 * m)  # few values: ties are frequent


@st.composite
def tournaments(draw: st.DrawFn) -> tuple[list[TeamEntry], list[ResultRow]]:
    """Up to nine teams and four rounds; some teams miss rounds, some parties are forfeits."""
    numbers = draw(st.lists(st.integers(1, 60), min_size=1, max_size=9, unique=True))
    teams = [
        TeamEntry(number=n, name=f"Équipe {n}", withdrawn=draw(st.booleans())) for n in numbers
    ]
    results: list[ResultRow] = []
    for round_ in range(1, draw(st.integers(0, 4)) + 1):
        present = draw(st.permutations(numbers))[: draw(st.integers(0, len(numbers)))]
        if len(present) % 2:
            results += bye(round_, present.pop(), draw(MARKS))
        for a, b in zip(present[::2], present[1::2], strict=True):
            if draw(st.integers(0, 5)) == 0:
                results += forfeit(round_, present=a, absent=b, marks=draw(MARKS))
            else:
                results += partie(round_, a, b, draw(MARKS), draw(MARKS))
    return teams, results


SETTINGS = st.builds(
    RankingSettings,
    criteria=st.lists(st.sampled_from(Criterion), min_size=1, max_size=len(Criterion), unique=True)
    .filter(lambda criteria: criteria[0] is not H2H)
    .map(tuple),
    points=st.sampled_from(
        [
            RankingPoints(),
            RankingPoints(win=4, loss=2, draw=3, bye=2),
            RankingPoints(win=2, draw=1, loss=0, bye=1),
        ]
    ),
    bye_counts_as_win=st.booleans(),
)


def score(row: StandingRow, criterion: Criterion) -> int:
    return {
        W: row.won,
        Criterion.RANKING_POINTS: row.ranking_points,
        M: row.points_for,
        GA: row.goal_average,
        Criterion.MARKS_AGAINST: -row.points_against,
        BH: row.buchholz,
    }[criterion]


@given(tournaments(), SETTINGS)
def test_property_ranks_follow_the_criteria(
    tournament: tuple[list[TeamEntry], list[ResultRow]], settings: RankingSettings
) -> None:
    teams, results = tournament
    standings = compute_standings(teams=teams, results=results, settings=settings)
    with_results = {row.team for row in results}
    kept = [team.number for team in teams if not team.withdrawn or team.number in with_results]
    assert sorted(numbers(standings)) == sorted(kept)
    assert ranks(standings) == sorted(ranks(standings))
    shared = Counter(ranks(standings))
    for row in standings:
        # A rank is 1 + the number of teams strictly better; equal ones are listed by number.
        assert row.rank == 1 + sum(other.rank < row.rank for other in standings)
        assert row.ex_aequo == (shared[row.rank] > 1)
    for first, second in pairwise(standings):
        assert first.rank < second.rank or first.number < second.number
        # Withdrawn teams come apart, after the others, those that played more first.
        assert not first.withdrawn or second.withdrawn
        if first.withdrawn:
            assert first.played >= second.played
    # Up to head-to-head the criteria are plain scores: compare them directly.
    plain = (
        settings.criteria[: settings.criteria.index(H2H)]
        if H2H in settings.criteria
        else settings.criteria
    )
    active = [row for row in standings if not row.withdrawn]
    for row in active:
        key = [score(row, criterion) for criterion in plain]
        better = sum([score(other, c) for c in plain] > key for other in active)
        assert row.rank >= 1 + better
        if H2H not in settings.criteria:
            assert row.rank == 1 + better


@given(tournaments(), SETTINGS)
def test_property_columns_add_up(
    tournament: tuple[list[TeamEntry], list[ResultRow]], settings: RankingSettings
) -> None:
    teams, results = tournament
    standings = compute_standings(teams=teams, results=results, settings=settings)
    by_number = {row.number: row for row in standings}
    for row in standings:
        uncounted_byes = 0 if settings.bye_counts_as_win else row.byes
        assert row.played == row.won + row.drawn + row.lost + uncounted_byes
        assert row.goal_average == row.points_for - row.points_against
        opponents = [r.opponent for r in results if r.team == row.number and r.outcome.at_table]
        assert row.buchholz == sum(by_number[o].won for o in opponents if o is not None)
        assert row.withdrawn == next(t.withdrawn for t in teams if t.number == row.number)


@given(tournaments(), SETTINGS, st.data())
def test_property_input_order_does_not_matter(
    tournament: tuple[list[TeamEntry], list[ResultRow]],
    settings: RankingSettings,
    data: st.DataObject,
) -> None:
    teams, results = tournament
    expected = compute_standings(teams=teams, results=results, settings=settings)
    shuffled = compute_standings(
        teams=data.draw(st.permutations(teams)),
        results=iter(data.draw(st.permutations(results))),
        settings=settings,
    )
    assert shuffled == expected
