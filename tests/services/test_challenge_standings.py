"""The challenge's standings from concours snapshots: each rule's figures, the best K, the
minimum of concours, people found by licence or accent-free name, homonyms, ties explained."""

from __future__ import annotations

import pytest

from tournoi.services.challenge import (
    ChallengeRuleError,
    ChallengeRules,
    Ranked,
    Rule,
    parse_placing,
)
from tournoi.services.challenge.snapshot import ConcoursSnapshot, PlayerLine, TeamLine
from tournoi.services.challenge.standings import challenge_standings


def player(first: str, surname: str, licence: str | None = None) -> PlayerLine:
    return PlayerLine(first_name=first, surname=surname, licence=licence)


def team(
    number: int,
    rank: int,
    players: tuple[PlayerLine, ...],
    *,
    wins: int = 0,
    byes: int = 0,
    marks: int = 0,
    table_marks: int | None = None,
) -> TeamLine:
    return TeamLine(
        number=number,
        name=f"Équipe {number}",
        rank=rank,
        withdrawn=False,
        wins=wins,
        byes=byes,
        marks=marks,
        table_marks=marks if table_marks is None else table_marks,
        players=players,
    )


def concours(name: str, *teams: TeamLine) -> ConcoursSnapshot:
    return ConcoursSnapshot(
        identity=name, name=name, day=None, place="", file_name=f"{name}.tournoi", rounds=3,
        teams=teams,
    )  # fmt: skip


ANNE, BRUNO, CLAIRE, DENIS = (
    player("Anne", "Abel"),
    player("Bruno", "Bazin"),
    player("Claire", "Caron"),
    player("Denis", "Dupuy"),
)


def by_name(rules: ChallengeRules, *snapshots: ConcoursSnapshot) -> dict[str, tuple]:
    return {
        row.name: (row.rank, row.concours, row.counted, row.points, row.marks)
        for row in challenge_standings(rules, snapshots)
    }


def test_wins_gives_points_per_partie_won_and_per_bye_then_the_score() -> None:
    first = concours(
        "Printemps",
        team(1, 1, (ANNE, BRUNO), wins=2, byes=1, marks=3100, table_marks=2950),
        team(2, 2, (CLAIRE, DENIS), wins=1, marks=2800),
    )
    rules = ChallengeRules(rule=Rule.WINS)
    # Anne: 2 wins × 4 + 1 bye × 3 = 11 points; 2950 at the tables + 1000 for the bye.
    assert by_name(rules, first)["Anne Abel"] == (1, 1, 1, 11, 3950)
    assert by_name(rules, first)["Claire Caron"] == (3, 1, 1, 4, 2800)
    custom = ChallengeRules(rule=Rule.WINS, win_points=2, bye_points=1, bye_marks=500)
    assert by_name(custom, first)["Bruno Bazin"] == (1, 1, 1, 5, 3450)


def test_placing_gives_each_place_its_points_from_the_clubs_table() -> None:
    first = concours(
        "Printemps",
        team(1, 1, (ANNE, BRUNO)),
        team(2, 2, (CLAIRE,)),
        team(3, 2, (DENIS,)),
    )
    second = concours("Été", team(1, 1, (DENIS,)), team(2, 2, (ANNE,)), team(3, 3, (CLAIRE,)))
    rules = ChallengeRules(rule=Rule.PLACING, placing=(10, 6, 3))
    rows = by_name(rules, first, second)
    # Ex aequo second places both take the second place's points; a fourth place none.
    assert rows["Anne Abel"][3] == 10 + 6
    assert rows["Denis Dupuy"][3] == 6 + 10
    assert rows["Claire Caron"][3] == 6 + 3
    assert rows["Bruno Bazin"][3] == 10


def test_only_the_best_concours_count_and_the_others_are_shown_aside() -> None:
    snapshots = [
        concours(f"Concours {n}", team(1, 1, (ANNE,), marks=marks))
        for n, marks in ((1, 2500), (2, 3100), (3, 2900))
    ]
    rows = challenge_standings(ChallengeRules(rule=Rule.MARKS, best=2), snapshots)
    assert (rows[0].concours, rows[0].counted, rows[0].points) == (3, 2, 3100 + 2900)
    assert [(s.concours, s.counted) for s in rows[0].scores] == [
        ("Concours 1", False),
        ("Concours 2", True),
        ("Concours 3", True),
    ]


def test_fewer_concours_than_the_minimum_are_listed_after_the_ranked_without_a_rank() -> None:
    first = concours("Printemps", team(1, 1, (ANNE,), marks=5000), team(2, 2, (BRUNO,), marks=10))
    second = concours("Été", team(1, 1, (BRUNO,), marks=20))
    rows = challenge_standings(ChallengeRules(rule=Rule.MARKS, min_concours=2), [first, second])
    assert [(row.name, row.rank) for row in rows] == [("Bruno Bazin", 1), ("Anne Abel", None)]
    assert rows[1].note == "Non classé : 1 concours joué sur les 2 demandés."


def test_the_same_person_is_found_by_licence_else_by_a_name_without_accents() -> None:
    first = concours(
        "Printemps",
        team(1, 1, (player("Noël", "Le Goff"), player("Jean", "Martin", "F123")), marks=100),
    )
    second = concours(
        "Été",
        team(1, 1, (player("noel", "LE-GOFF"), player("Jean-Pierre", "Martin", "F123")), marks=50),
    )
    rows = challenge_standings(ChallengeRules(rule=Rule.MARKS), [first, second])
    assert sorted((row.name, row.concours, row.points) for row in rows) == [
        ("Jean-Pierre Martin", 2, 150),  # the name the latest concours wrote
        ("noel LE-GOFF", 2, 150),
    ]


def test_two_people_sharing_a_name_are_ranked_apart_and_flagged() -> None:
    first = concours("Printemps", team(1, 1, (player("Jean", "Martin", "111"),), marks=300))
    second = concours("Été", team(1, 1, (player("Jean", "Martin", "222"),), marks=200))
    rows = challenge_standings(ChallengeRules(rule=Rule.MARKS), [first, second])
    assert [(row.licence, row.points) for row in rows] == [("111", 300), ("222", 200)]
    assert all("Homonymes" in row.note and "111, 222" in row.note for row in rows)


def test_per_team_the_same_pair_counts_whatever_its_order_and_a_new_partner_is_a_new_pair() -> None:
    first = concours("Printemps", team(1, 1, (ANNE, BRUNO), marks=100))
    second = concours(
        "Été", team(1, 1, (BRUNO, ANNE), marks=50), team(2, 2, (ANNE, CLAIRE), marks=70)
    )
    rules = ChallengeRules(rule=Rule.MARKS, ranked=Ranked.TEAM)
    assert by_name(rules, first, second) == {
        "Anne Abel et Bruno Bazin": (1, 2, 2, 150, 150),
        "Anne Abel et Claire Caron": (2, 1, 1, 70, 70),
    }


def test_ties_are_explained_by_what_separated_them_or_said_ex_aequo() -> None:
    snapshot = concours(
        "Printemps",
        team(1, 1, (ANNE,), wins=2, marks=2000),
        team(2, 2, (BRUNO,), wins=2, marks=1800),
        team(3, 3, (CLAIRE,), wins=1, marks=1800, byes=1),
        team(4, 3, (DENIS,), wins=1, marks=1800, byes=1),
    )
    rules = ChallengeRules(rule=Rule.WINS, bye_points=4, bye_marks=0)
    rows = {row.name: row for row in challenge_standings(rules, [snapshot])}
    assert rows["Anne Abel"].rank == 1
    assert rows["Anne Abel"].tie.startswith("À égalité de points avec Bruno Bazin, Claire Caron")
    assert "départagé par le total des marques (2000)" in rows["Anne Abel"].tie
    assert rows["Bruno Bazin"].rank == 2
    assert "départagé par les parties gagnées (2)" in rows["Bruno Bazin"].tie
    assert (rows["Claire Caron"].rank, rows["Denis Dupuy"].rank) == (3, 3)
    assert rows["Claire Caron"].ex_aequo
    assert rows["Claire Caron"].tie == (
        "Ex aequo avec Denis Dupuy : mêmes points, mêmes marques, mêmes parties gagnées."
    )


@pytest.mark.parametrize(
    ("options", "field"),
    [
        ({"best": 0}, "best"),
        ({"min_concours": 0}, "min_concours"),
        ({"best": 2, "min_concours": 3}, "min_concours"),
        ({"win_points": -1}, "win_points"),
        ({"placing": ()}, "placing"),
        ({"placing": (5, 8)}, "placing"),
    ],
)
def test_rules_that_cannot_be_applied_are_refused_in_french(options: dict, field: str) -> None:
    with pytest.raises(ChallengeRuleError) as refused:
        ChallengeRules(rule=Rule.PLACING, **options)
    assert refused.value.field == field


def test_a_placing_table_is_read_from_numbers_and_refused_in_words() -> None:
    assert parse_placing("25, 20;16 ") == (25, 20, 16)
    with pytest.raises(ChallengeRuleError, match="nombres séparés par des virgules"):
        parse_placing("vingt,dix")


def test_partners_of_every_concours_are_said_to_be_so_rather_than_tied_by_chance() -> None:
    first = concours("Printemps", team(1, 1, (ANNE, BRUNO), marks=300), team(2, 2, (CLAIRE,)))
    second = concours(
        "Été", team(4, 1, (ANNE, BRUNO), marks=200), team(5, 1, (DENIS,), marks=500, wins=1)
    )
    rows = {
        row.name: row
        for row in challenge_standings(ChallengeRules(rule=Rule.MARKS), [first, second])
    }
    assert (
        rows["Anne Abel"].tie == "Ex aequo avec Bruno Bazin, de la même équipe à chaque concours."
    )
    assert rows["Denis Dupuy"].tie == (
        "À égalité de points et de marques avec Anne Abel et Bruno Bazin : départagé par les "
        "parties gagnées (1)."
    )
