"""The pairing algorithms of the draws: Swiss, random, rotation, byes and fixed tables.

The expected pairings are written out by hand, or found here by brute force
over every pairing of a small field, never with the module's own search.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from itertools import combinations
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tournoi.services.pairing import (
    DrawResult,
    DuplicateTeamError,
    Entrant,
    EntrantError,
    FixedTableError,
    RotationError,
    RotationRound,
    best,
    choose_bye,
    random_draw,
    rotation_draw,
    rotation_schedule,
    swiss_draw,
)

Met = dict[int, dict[int, int]]


def field(count: int, **fixed: int) -> list[Entrant]:
    """Teams 1..count ranked in that order; ``t5=2`` gives team 5 the fixed table 2."""
    return [Entrant(number=n, rank=n, fixed_table=fixed.get(f"t{n}")) for n in range(1, count + 1)]


def history(*pairs: tuple[int, int], round_number: int = 1) -> Met:
    met: Met = {}
    for x, y in pairs:
        met.setdefault(x, {})[y] = round_number
        met.setdefault(y, {})[x] = round_number
    return met


def played(*rounds: Sequence[tuple[int, int]]) -> Met:
    """The history of the rounds given, the first being round 1."""
    met: Met = {}
    for round_number, pairs in enumerate(rounds, start=1):
        for x, y in pairs:
            met.setdefault(x, {})[y] = met.setdefault(y, {})[x] = round_number
    return met


def add_round(met: Met, drawn: DrawResult, round_number: int) -> None:
    for table in drawn.tables:
        met.setdefault(table.a, {})[table.b] = round_number
        met.setdefault(table.b, {})[table.a] = round_number


def pairs_of(drawn: DrawResult) -> list[tuple[int, int]]:
    return [(table.a, table.b) for table in drawn.tables]


def check_partition(drawn: DrawResult, entrants: Sequence[Entrant]) -> None:
    """Every team exactly once, at a table or exempt; one partie per table; a better ranked."""
    seen = [n for table in drawn.tables for n in (table.a, table.b)]
    if drawn.bye is not None:
        seen.append(drawn.bye)
    assert sorted(seen) == sorted(team.number for team in entrants)
    assert (drawn.bye is None) == (len(entrants) % 2 == 0)
    numbers = [table.table for table in drawn.tables]
    assert numbers == sorted(set(numbers))
    assert all(n >= 1 for n in numbers)
    rank = {team.number: team.rank for team in entrants}
    assert all(rank[table.a] <= rank[table.b] for table in drawn.tables)
    assert all(table.note.endswith(".") for table in drawn.tables)


def met_before(met: Mapping[int, Mapping[int, int]], x: int, y: int) -> bool:
    return y in met.get(x, {}) or x in met.get(y, {})


def all_pairings(numbers: Sequence[int]) -> Iterator[list[tuple[int, int]]]:
    if not numbers:
        yield []
        return
    first, rest = numbers[0], numbers[1:]
    for k, other in enumerate(rest):
        for tail in all_pairings([*rest[:k], *rest[k + 1 :]]):
            yield [(first, other), *tail]


def least_cost(entrants: Sequence[Entrant], met: Met) -> tuple[int, int]:
    """Fewest (rematches, fixed-table pairs) over every pairing, the bye among the fewest byes."""
    numbers = [team.number for team in entrants]
    fixed = {team.number for team in entrants if team.fixed_table is not None}
    byes: list[int | None] = [None]
    if len(entrants) % 2:
        fewest = min(team.byes for team in entrants)
        byes = [team.number for team in entrants if team.byes == fewest]
    return min(
        (
            sum(met_before(met, x, y) for x, y in pairs),
            sum(x in fixed and y in fixed for x, y in pairs),
        )
        for bye in byes
        for pairs in all_pairings([n for n in numbers if n != bye])
    )


def cost_of(drawn: DrawResult, entrants: Sequence[Entrant], met: Met) -> tuple[int, int]:
    fixed = {team.number for team in entrants if team.fixed_table is not None}
    pairs = pairs_of(drawn)
    return (
        sum(met_before(met, x, y) for x, y in pairs),
        sum(x in fixed and y in fixed for x, y in pairs),
    )


# --- Swiss --------------------------------------------------------------------


def test_swiss_first_round_pairs_neighbours_in_the_standings() -> None:
    drawn = swiss_draw(entrants=field(8), met={})
    assert [(t.table, t.a, t.b) for t in drawn.tables] == [
        (1, 1, 2),
        (2, 3, 4),
        (3, 5, 6),
        (4, 7, 8),
    ]
    assert drawn.tables[0].note == "1er contre 2e du classement."
    assert drawn.tables[3].note == "7e contre 8e du classement."
    assert drawn.bye is None and drawn.bye_note is None and drawn.rematches == 0


def test_swiss_follows_the_order_given_not_the_team_numbers() -> None:
    standings = [Entrant(number=n, rank=r) for r, n in enumerate([40, 3, 17, 8], start=1)]
    assert pairs_of(swiss_draw(entrants=standings, met={})) == [(40, 3), (17, 8)]


def test_swiss_ex_aequo_keep_the_order_given_and_say_so() -> None:
    standings = [
        Entrant(number=5, rank=1),
        Entrant(number=9, rank=2),
        Entrant(number=2, rank=2),
        Entrant(number=7, rank=4),
    ]
    drawn = swiss_draw(entrants=list(reversed(standings)), met={})
    assert pairs_of(drawn) == [(5, 2), (9, 7)]
    assert drawn.tables[0].note == "1er contre 2e ex æquo du classement."


def test_swiss_takes_the_next_opponent_when_the_nearest_was_met() -> None:
    drawn = swiss_draw(entrants=field(6), met=history((1, 2), (3, 4)))
    assert pairs_of(drawn) == [(1, 3), (2, 4), (5, 6)]
    assert drawn.rematches == 0


def test_swiss_backtracks_when_the_greedy_pairing_dead_ends() -> None:
    # Greedy 1-2, 3-4, 5-6 leaves 7 and 8, who met: the search must go back.
    drawn = swiss_draw(entrants=field(8), met=history((7, 8)))
    assert pairs_of(drawn) == [(1, 2), (3, 4), (5, 7), (6, 8)]
    assert drawn.rematches == 0


def test_swiss_backtracks_up_to_the_first_table() -> None:
    # Team 3 has met everyone but 1 and 2: pairing 1-2 leaves it only past opponents.
    met = history((3, 4), (3, 5), (3, 6), (3, 7), (3, 8))
    drawn = swiss_draw(entrants=field(8), met=met)
    assert pairs_of(drawn) == [(1, 3), (2, 4), (5, 6), (7, 8)]
    assert drawn.rematches == 0


def test_swiss_explains_a_big_gap_when_the_near_teams_were_all_met() -> None:
    met = history((1, 2), (1, 3), (1, 4), (1, 5), (1, 6))
    drawn = swiss_draw(entrants=field(8), met=met)
    assert pairs_of(drawn)[0] == (1, 7)
    assert drawn.tables[0].note == (
        "1er contre 7e du classement. "
        "Écart de 6 places : les équipes proches se sont toutes déjà rencontrées."
    )
    assert drawn.rematches == 0


def test_swiss_explains_a_big_gap_forced_further_down() -> None:
    # Team 6 has met every team but 1: the leader must take it, though 2 to 5 are free.
    met = history(*[(6, other) for other in (2, 3, 4, 5, 7, 8, 9, 10)])
    drawn = swiss_draw(entrants=field(10), met=met)
    assert pairs_of(drawn) == [(1, 6), (2, 3), (4, 5), (7, 8), (9, 10)]
    assert drawn.tables[0].note == (
        "1er contre 6e du classement. Écart de 5 places : "
        "un appariement plus proche aurait imposé une revanche à une autre table."
    )
    assert "Écart" not in drawn.tables[1].note


def test_swiss_round_robin_of_four_leaves_two_rematches_and_says_why() -> None:
    met = played([(1, 2), (3, 4)], [(1, 3), (2, 4)], [(1, 4), (2, 3)])
    drawn = swiss_draw(entrants=field(4), met=met)
    check_partition(drawn, field(4))
    assert drawn.rematches == 2
    assert pairs_of(drawn) == [(1, 2), (3, 4)]
    for table in drawn.tables:
        assert "Se sont déjà rencontrées (tour 1) : aucun autre appariement possible" in table.note


def test_swiss_keeps_to_the_least_rematches_when_one_is_unavoidable() -> None:
    # Team 1 has met all five others: one rematch, and only one.
    met = history(*[(1, other) for other in range(2, 7)])
    met[2][1] = met[1][2] = 4
    drawn = swiss_draw(entrants=field(6), met=met)
    assert drawn.rematches == 1
    assert pairs_of(drawn) == [(1, 2), (3, 4), (5, 6)]
    assert drawn.tables[0].note == (
        "1er contre 2e du classement. "
        "Se sont déjà rencontrées (tour 4) : aucun autre appariement possible."
    )
    assert drawn.tables[1].note == "3e contre 4e du classement."


def test_swiss_accepts_a_one_sided_history() -> None:
    assert pairs_of(swiss_draw(entrants=field(4), met={2: {1: 1}})) == [(1, 3), (2, 4)]


def test_swiss_is_deterministic() -> None:
    rng = random.Random(3)
    teams = field(30)
    met = history(*[pair for pair in combinations(range(1, 31), 2) if rng.random() < 0.3])
    assert swiss_draw(entrants=teams, met=met) == swiss_draw(entrants=teams, met=met)


def test_swiss_on_a_large_field_falls_back_to_the_least_rematches(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """With no search budget at all, a large field still gets the fewest rematches possible."""
    rng = random.Random(11)
    fallbacks = []
    least_rematches = best.least_rematches

    def counted(*args: Any, **options: Any) -> Any:
        fallbacks.append(args)
        return least_rematches(*args, **options)

    monkeypatch.setattr(best, "least_rematches", counted)
    for count in (13, 14, 17, 20):
        teams = field(count)
        pairs = list(combinations(range(1, count + 1), 2))
        for density in (0.5, 0.7, 0.85):
            met = history(*[pair for pair in pairs if rng.random() < density])
            with monkeypatch.context() as patch:
                patch.setattr(best, "EXHAUSTIVE_UP_TO", 100)
                exhaustive = swiss_draw(entrants=teams, met=met)
            with monkeypatch.context() as patch:
                patch.setattr(best, "NODE_BUDGET", 1)
                hurried = swiss_draw(entrants=teams, met=met)
            check_partition(hurried, teams)
            assert hurried == exhaustive  # the same pairing: the first with the fewest rematches
    assert len(fallbacks) >= 6


def test_swiss_over_a_long_tournament_never_rematches_a_large_field() -> None:
    rng = random.Random(5)
    teams = list(range(1, 41))
    wins = dict.fromkeys(teams, 0)
    met: Met = {}
    for round_number in range(1, 21):
        order = sorted(teams, key=lambda n: (-wins[n], n))
        entrants = [Entrant(number=n, rank=place) for place, n in enumerate(order, start=1)]
        drawn = swiss_draw(entrants=entrants, met=met)
        check_partition(drawn, entrants)
        assert drawn.rematches == 0, round_number
        add_round(met, drawn, round_number)
        for table in drawn.tables:
            wins[rng.choice((table.a, table.b))] += 1


# --- byes ---------------------------------------------------------------------


def test_bye_goes_to_the_lowest_ranked_team_not_yet_exempt() -> None:
    teams = [Entrant(number=n, rank=n, byes=1 if n == 5 else 0) for n in range(1, 6)]
    assert choose_bye(entrants=teams) == teams[3]
    drawn = swiss_draw(entrants=teams, met={})
    assert drawn.bye == 4
    assert drawn.bye_note == (
        "Exempte : 4e du classement, la moins bien classée des équipes pas encore exemptes."
    )
    assert pairs_of(drawn) == [(1, 2), (3, 5)]


def test_bye_once_all_were_exempt_goes_to_the_fewest_byes() -> None:
    teams = [Entrant(number=n, rank=n, byes=2 if n in (2, 3) else 1) for n in range(1, 4)]
    assert choose_bye(entrants=teams) == teams[0]
    assert swiss_draw(entrants=teams, met={}).bye_note == (
        "Exempte : 1er du classement, la moins bien classée des équipes "
        "exemptes le moins souvent (1 fois)."
    )


def test_no_bye_with_an_even_number_of_teams() -> None:
    assert choose_bye(entrants=field(6)) is None
    assert choose_bye(entrants=[]) is None


def test_bye_passes_to_the_next_team_up_when_that_avoids_a_rematch() -> None:
    # 1, 2, 3 and 4 have all met: exempting 5 leaves two rematches, exempting 4 only one.
    met = history(*combinations(range(1, 5), 2))
    drawn = swiss_draw(entrants=field(5), met=met)
    assert drawn.bye == 4
    assert drawn.rematches == 1
    assert drawn.bye_note == (
        "Exempte : 4e du classement, parmi les équipes pas encore exemptes ; "
        "exempter une équipe moins bien classée aurait imposé une revanche."
    )


@pytest.mark.parametrize("method", ["swiss", "random"])
def test_nine_teams_over_nine_rounds_are_each_exempt_once(method: str) -> None:
    rng = random.Random(9)
    points = dict.fromkeys(range(1, 10), 0)
    byes = dict.fromkeys(range(1, 10), 0)
    met: Met = {}
    for round_number in range(1, 10):
        order = sorted(points, key=lambda n: (-points[n], n))
        entrants = [
            Entrant(number=n, rank=place, byes=byes[n]) for place, n in enumerate(order, start=1)
        ]
        if method == "swiss":
            drawn = swiss_draw(entrants=entrants, met=met)
        else:
            drawn = random_draw(entrants=entrants, met=met, seed=round_number)
        check_partition(drawn, entrants)
        assert drawn.bye is not None and byes[drawn.bye] == 0, round_number
        byes[drawn.bye] += 1
        add_round(met, drawn, round_number)
        for table in drawn.tables:
            points[rng.choice((table.a, table.b))] += 1
    assert set(byes.values()) == {1}


# --- fixed tables ---------------------------------------------------------------


def test_fixed_table_is_kept_and_the_others_fill_in_order() -> None:
    drawn = swiss_draw(entrants=field(8, t7=1), met={})
    assert [(t.table, t.a, t.b) for t in drawn.tables] == [
        (1, 7, 8),
        (2, 1, 2),
        (3, 3, 4),
        (4, 5, 6),
    ]
    assert drawn.tables[0].note == "7e contre 8e du classement. Table 1 attitrée à l'équipe 7."


def test_fixed_table_beyond_the_number_of_tables_leaves_a_gap() -> None:
    drawn = swiss_draw(entrants=field(6, t4=9), met={})
    assert [(t.table, t.a, t.b) for t in drawn.tables] == [(1, 1, 2), (2, 5, 6), (9, 3, 4)]


def test_two_fixed_table_teams_are_kept_apart_when_possible() -> None:
    drawn = swiss_draw(entrants=field(4, t1=5, t2=6), met={})
    assert [(t.table, t.a, t.b) for t in drawn.tables] == [(5, 1, 3), (6, 2, 4)]


def test_two_fixed_table_teams_together_play_at_the_better_ranked_ones_table() -> None:
    drawn = swiss_draw(entrants=field(4, t1=5, t2=6), met=history((1, 3), (1, 4)))
    assert [(t.table, t.a, t.b) for t in drawn.tables] == [(1, 3, 4), (5, 1, 2)]
    assert drawn.rematches == 0  # a rematch would be worse than sharing a fixed table
    assert drawn.tables[1].note == (
        "1er contre 2e du classement. Deux équipes à table attitrée : l'équipe 1, mieux "
        "classée, garde sa table 5 ; l'équipe 2 ne joue pas à la sienne (6)."
    )


def test_same_fixed_table_twice_is_refused() -> None:
    with pytest.raises(FixedTableError) as refused:
        swiss_draw(entrants=field(4, t1=3, t4=3), met={})
    assert refused.value.field == "fixed_table"
    assert str(refused.value) == (
        "Les équipes 1 et 4 ont la même table attitrée (3) : "
        "une table ne reçoit qu'une partie par tour."
    )


def test_fixed_tables_in_random_and_rotation_draws() -> None:
    teams = field(6, t6=2)
    drawn = random_draw(entrants=teams, met={}, seed=7)
    assert [t.table for t in drawn.tables if 6 in (t.a, t.b)] == [2]
    assert [t.table for t in drawn.tables] == [1, 2, 3]
    schedule = rotation_schedule(teams=[1, 2, 3, 4, 5, 6], rounds=5)
    for planned in schedule:
        drawn = rotation_draw(entrants=teams, schedule_round=planned, met={})
        assert [t.table for t in drawn.tables if 6 in (t.a, t.b)] == [2]


# --- errors ---------------------------------------------------------------------


def test_same_team_twice_is_refused() -> None:
    with pytest.raises(DuplicateTeamError, match="L'équipe 2 figure deux fois"):
        swiss_draw(entrants=[*field(3), Entrant(number=2, rank=4)], met={})


@pytest.mark.parametrize(
    ("values", "field_name"),
    [
        ({"number": 0, "rank": 1}, "number"),
        ({"number": 3, "rank": 0}, "rank"),
        ({"number": 3, "rank": 1, "fixed_table": 0}, "fixed_table"),
        ({"number": 3, "rank": 1, "byes": -1}, "byes"),
    ],
)
def test_entrant_out_of_range_is_refused(values: dict[str, int], field_name: str) -> None:
    with pytest.raises(EntrantError) as refused:
        Entrant(**values)
    assert refused.value.field == field_name
    assert isinstance(refused.value, ValueError)


# --- random -------------------------------------------------------------------


def test_random_draw_replays_with_the_same_seed_and_differs_with_another() -> None:
    teams = field(20)
    first = random_draw(entrants=teams, met={}, seed=12345)
    check_partition(first, teams)
    assert random_draw(entrants=teams, met={}, seed=12345) == first
    assert random_draw(entrants=teams, met={}, seed=12346) != first
    assert pairs_of(first) != pairs_of(swiss_draw(entrants=teams, met={}))
    assert all(table.note == "Tirage au sort." for table in first.tables)


def test_random_draw_avoids_rematches() -> None:
    teams = field(10)
    for seed in range(30):
        met: Met = {}
        for round_number in range(1, 8):
            drawn = random_draw(entrants=teams, met=met, seed=seed * 100 + round_number)
            check_partition(drawn, teams)
            assert drawn.rematches == 0, (seed, round_number)
            add_round(met, drawn, round_number)


def test_random_bye_follows_the_rule_and_draws_between_ex_aequo() -> None:
    ranked = [Entrant(number=n, rank=n) for n in range(1, 8)]
    assert {random_draw(entrants=ranked, met={}, seed=s).bye for s in range(20)} == {7}
    level = [Entrant(number=n, rank=1) for n in range(1, 8)]
    byes = {random_draw(entrants=level, met={}, seed=s).bye for s in range(40)}
    assert len(byes) > 3
    # Before any result, the note neither ranks the bye first nor calls it the worst placed.
    assert random_draw(entrants=level, met={}, seed=1).bye_note == (
        "Exempte : désignée par le tirage, aucun résultat ne départageant encore les équipes."
    )


def test_random_draw_notes_an_unavoidable_rematch() -> None:
    drawn = random_draw(entrants=field(2), met=history((1, 2), round_number=3), seed=1)
    assert drawn.rematches == 1
    assert drawn.tables[0].note == (
        "Tirage au sort. Se sont déjà rencontrées (tour 3) : aucun autre appariement possible."
    )


# --- rotation -----------------------------------------------------------------


@pytest.mark.parametrize("count", range(2, 22))
def test_rotation_meets_everyone_once(count: int) -> None:
    teams = [10 * n for n in range(1, count + 1)]
    rounds = count - 1 if count % 2 == 0 else count
    schedule = rotation_schedule(teams=teams, rounds=rounds)
    assert [planned.number for planned in schedule] == list(range(1, rounds + 1))
    meetings = [frozenset(pair) for planned in schedule for pair in planned.pairs]
    assert len(meetings) == len(set(meetings)) == count * (count - 1) // 2
    byes = [planned.bye for planned in schedule]
    for planned in schedule:
        assert planned.repeat_of is None
        playing = [n for pair in planned.pairs for n in pair]
        assert sorted([*playing, *([planned.bye] if planned.bye else [])]) == teams
    if count % 2:
        assert sorted(b for b in byes if b is not None) == teams
    else:
        assert byes == [None] * rounds


def test_rotation_beyond_its_cycle_repeats_it_and_says_so() -> None:
    schedule = rotation_schedule(teams=[1, 2, 3, 4], rounds=5)
    assert [planned.repeat_of for planned in schedule] == [None, None, None, 1, 2]
    assert schedule[3].pairs == schedule[0].pairs
    met: Met = {}
    teams = field(4)
    for planned in schedule[:3]:
        drawn = rotation_draw(entrants=teams, schedule_round=planned, met=met)
        assert drawn.rematches == 0
        add_round(met, drawn, planned.number)
    drawn = rotation_draw(entrants=teams, schedule_round=schedule[3], met=met)
    assert drawn.rematches == 2
    assert drawn.tables[0].note == (
        "Rotation préétablie, tour 4 (reprise du tour 1). Se sont déjà rencontrées (tour 1) : "
        "avec 4 équipes, la rotation ne compte que 3 tours sans revanche."
    )


def test_rotation_round_becomes_tables_in_schedule_order() -> None:
    planned = RotationRound(number=2, pairs=((5, 1), (3, 2)), bye=4)
    drawn = rotation_draw(entrants=field(5), schedule_round=planned, met={})
    assert [(t.table, t.a, t.b) for t in drawn.tables] == [(1, 1, 5), (2, 2, 3)]
    assert drawn.bye == 4
    assert drawn.bye_note == "Exempte selon la rotation préétablie, tour 2."


def test_rotation_round_must_hold_the_teams_drawn() -> None:
    planned = RotationRound(number=3, pairs=((1, 2), (3, 6)), bye=None)
    with pytest.raises(RotationError) as refused:
        rotation_draw(entrants=field(4), schedule_round=planned, met={})
    assert refused.value.field == "schedule_round"
    assert str(refused.value) == (
        "Le tour 3 de la rotation ne correspond pas aux équipes à tirer (absentes de la "
        "rotation : 4, inconnues du tirage : 6) : recalculez la rotation."
    )


def test_rotation_refuses_bad_input() -> None:
    with pytest.raises(RotationError, match="Nombre de tours -1"):
        rotation_schedule(teams=[1, 2], rounds=-1)
    with pytest.raises(DuplicateTeamError):
        rotation_schedule(teams=[1, 2, 1], rounds=1)
    assert rotation_schedule(teams=[1, 2], rounds=0) == []
    assert rotation_schedule(teams=[7], rounds=2)[1] == RotationRound(
        number=2, pairs=(), bye=7, repeat_of=1
    )


# --- properties -----------------------------------------------------------------


@st.composite
def small_fields(draw: st.DrawFn) -> tuple[list[Entrant], Met]:
    count = draw(st.integers(min_value=1, max_value=8))
    numbers = draw(st.lists(st.integers(1, 99), min_size=count, max_size=count, unique=True))
    ranks = sorted(draw(st.lists(st.integers(1, count), min_size=count, max_size=count)))
    tables = draw(st.lists(st.integers(1, 12), min_size=count, max_size=count, unique=True))
    entrants = [
        Entrant(
            number=number,
            rank=rank,
            fixed_table=table if draw(st.integers(0, 4)) == 0 else None,
            byes=draw(st.integers(0, 2)),
        )
        for number, rank, table in zip(numbers, ranks, tables, strict=True)
    ]
    density = draw(st.sampled_from([0.0, 0.3, 0.6, 0.9, 1.0]))
    chosen = draw(st.lists(st.floats(0, 1), min_size=count * count, max_size=count * count))
    met: Met = {}
    for k, (x, y) in enumerate(combinations(numbers, 2)):
        if chosen[k] < density:
            met.setdefault(x, {})[y] = 1 + k % 9
    return entrants, met


@given(small_fields())
def test_swiss_is_a_partition_with_the_least_rematches(case: tuple[list[Entrant], Met]) -> None:
    entrants, met = case
    drawn = swiss_draw(entrants=entrants, met=met)
    check_partition(drawn, entrants)
    assert cost_of(drawn, entrants, met) == least_cost(entrants, met)
    assert drawn.rematches == cost_of(drawn, entrants, met)[0]
    if drawn.bye is not None:
        fewest = min(team.byes for team in entrants)
        assert next(t for t in entrants if t.number == drawn.bye).byes == fewest
    for table in drawn.tables:
        holders = [t for t in entrants if t.number in (table.a, table.b) and t.fixed_table]
        if holders:
            assert table.table == min(holders, key=lambda t: t.rank).fixed_table
        assert ("Se sont déjà rencontrées" in table.note) == met_before(met, table.a, table.b)


@given(small_fields(), st.integers(0, 2**32))
def test_random_draw_is_a_partition_with_the_least_rematches(
    case: tuple[list[Entrant], Met], seed: int
) -> None:
    entrants, met = case
    drawn = random_draw(entrants=entrants, met=met, seed=seed)
    check_partition(drawn, entrants)
    assert cost_of(drawn, entrants, met) == least_cost(entrants, met)
    assert random_draw(entrants=entrants, met=met, seed=seed) == drawn


@given(small_fields())
def test_swiss_without_history_pairs_neighbours(case: tuple[list[Entrant], Met]) -> None:
    entrants = [Entrant(number=t.number, rank=t.rank, byes=t.byes) for t in case[0]]
    drawn = swiss_draw(entrants=entrants, met={})
    rest = [t.number for t in sorted(entrants, key=lambda t: t.rank) if t.number != drawn.bye]
    assert pairs_of(drawn) == list(zip(rest[::2], rest[1::2], strict=True))


def preferred_pairings(
    numbers: Sequence[int], price: Callable[[int, int], tuple[int, int]]
) -> Iterator[list[tuple[int, int]]]:
    """Every pairing, in the draw's order of preference: the first team's opponent cheapest
    then nearest, then the same for the next team left, and so on."""
    if not numbers:
        yield []
        return
    first, rest = numbers[0], list(numbers[1:])
    for other in sorted(rest, key=lambda n: (price(first, n), rest.index(n))):
        for tail in preferred_pairings([n for n in rest if n != other], price):
            yield [(first, other), *tail]


@given(small_fields())
def test_swiss_keeps_teams_as_close_as_the_least_cost_allows(
    case: tuple[list[Entrant], Met],
) -> None:
    entrants, met = case
    drawn = swiss_draw(entrants=entrants, met=met)
    fixed = {team.number for team in entrants if team.fixed_table is not None}

    def price(x: int, y: int) -> tuple[int, int]:
        return (int(met_before(met, x, y)), int(x in fixed and y in fixed))

    def total(pairs: list[tuple[int, int]]) -> tuple[int, int]:
        costs = [price(x, y) for x, y in pairs]
        return (sum(c[0] for c in costs), sum(c[1] for c in costs))

    standings = sorted(entrants, key=lambda team: team.rank)
    rest = [team.number for team in standings if team.number != drawn.bye]
    first_cheapest = min(preferred_pairings(rest, price), key=total)  # min keeps the first
    assert sorted(pairs_of(drawn)) == sorted(first_cheapest)


# Avoiding two teams of one club


def clubbed(clubs: Sequence[str]) -> list[Entrant]:
    """Teams 1..n ranked in that order, team k of club ``clubs[k-1]``."""
    return [
        Entrant(number=n, rank=n, clubs=frozenset({club})) for n, club in enumerate(clubs, start=1)
    ]


def same_club_tables(drawn: DrawResult, teams: Sequence[Entrant]) -> list[int]:
    club = {team.number: team.clubs for team in teams}
    return [t.table for t in drawn.tables if club[t.a] & club[t.b]]


def test_swiss_avoids_two_teams_of_one_club_when_it_can() -> None:
    teams = clubbed(["Rennes", "Rennes", "Vitré", "Vitré", "Dinan", "Dinan"])
    plain = swiss_draw(entrants=teams, met={})
    assert same_club_tables(plain, teams) == [1, 2, 3]  # 1st v 2nd… all of one club
    drawn = swiss_draw(entrants=teams, met={}, avoid_clubs=True)
    assert same_club_tables(drawn, teams) == []
    assert [(t.a, t.b) for t in drawn.tables] == [(1, 3), (2, 5), (4, 6)]
    assert drawn.tables[0].note == "1er contre 3e du classement."


def test_random_draw_avoids_two_teams_of_one_club_for_every_seed() -> None:
    teams = clubbed(["A", "A", "A", "B", "B", "B", "C", "D"])
    for seed in range(30):
        drawn = random_draw(entrants=teams, met={}, seed=seed, avoid_clubs=True)
        assert same_club_tables(drawn, teams) == [], seed
    assert any(
        same_club_tables(random_draw(entrants=teams, met={}, seed=seed), teams)
        for seed in range(30)
    )


def test_a_draw_is_still_made_when_one_club_cannot_be_avoided() -> None:
    """Three teams of Rennes among four: one table must hold two of them, and says why."""
    teams = clubbed(["Rennes", "Rennes", "Rennes", "Vitré"])
    drawn = random_draw(entrants=teams, met={}, seed=5, avoid_clubs=True)
    assert len(drawn.tables) == 2
    (table,) = same_club_tables(drawn, teams)
    note = next(t.note for t in drawn.tables if t.table == table)
    assert (
        "Même club (Rennes) : 3 équipes sur 4 en sont, deux d'entre elles se rencontrent "
        "forcément." in note
    )


def test_a_rematch_costs_more_than_two_teams_of_one_club() -> None:
    """Team 4 (Vitré) already met team 1: the draw puts 1 against a Rennes team, not a rematch."""
    teams = clubbed(["Rennes", "Rennes", "Vitré", "Vitré"])
    drawn = swiss_draw(entrants=teams, met=history((1, 3), (1, 4)), avoid_clubs=True)
    assert drawn.rematches == 0
    assert [(t.a, t.b) for t in drawn.tables] == [(1, 2), (3, 4)]
    assert drawn.tables[0].note == (
        "1er contre 2e du classement. "
        "Même club (Rennes) : les séparer aurait imposé une revanche, et éviter une revanche "
        "passe avant le club ; 1 a déjà rencontré 3 au tour 1, 4 au tour 1."
    )


def test_club_avoidance_on_a_large_field_keeps_the_clubs_apart() -> None:
    clubs = [f"Club {n % 6}" for n in range(40)]
    teams = clubbed(clubs)
    drawn = swiss_draw(entrants=teams, met={}, avoid_clubs=True)
    assert len(drawn.tables) == 20
    assert same_club_tables(drawn, teams) == []
