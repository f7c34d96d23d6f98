"""The final ranking decided by the brackets: the consolante gives places, as on paper.

Sixteen teams, three Swiss rounds, then a final of 8 and a consolante of the
next 8: the final's teams rank 1 to 8 by the stage they reached, the
consolante's 9 to 16 the same way (its winner 9th, whatever its qualifying
rank), ties inside a stage by the qualifying order. The results are chosen so
that the consolante's winner is its last seed: the qualifying order alone
would have ranked it 16th. Then a consolante of all the others behind a final
of 4 (byes in its first stage), one of the next 4 (the teams in neither bracket
last), and one of the quarter-finals' losers, its brackets built by hand.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from engine import PerTeam
from tournoi.services import draws, finals, scores
from tournoi.services.awards.palmares import palmares
from tournoi.services.awards.prizes import PrizeList, RankPrize, Reward
from tournoi.services.draws import DrawMethod
from tournoi.services.draws.finals_seeding import start_finals
from tournoi.services.finals import Bracket, BracketState, Consolante, FinalsState, Match
from tournoi.services.publication.shown_standings import shown_standings
from tournoi.services.ranking import StandingRow
from tournoi.services.scores import TeamRef
from tournoi.services.standings.current import standings
from tournoi.storage import Database

WHO = "Arbitre"
Make = Callable[..., Database]


def play(db: Database, number: int, winners: set[int], *, tables: set[int] | None = None) -> None:
    """Enter round ``number`` (only ``tables`` if given): the team in ``winners`` wins 300 to
    120, and team A of a qualifying table (``winners`` empty) 300 to 100 plus ten times the
    table's number."""
    for table in draws.round_view(db, round_number=number).tables:
        if tables is not None and table.table not in tables:
            continue
        loser = 120 if winners else 100 + 10 * table.table
        a_wins = table.a.number in winners or not winners
        totals = PerTeam(300, loser) if a_wins else PerTeam(loser, 300)
        scores.record_totals(db, round_number=number, table=table.table, totals=totals, who=WHO)


def qualify(tournament: Make) -> tuple[Database, list[int]]:
    """Sixteen teams after three Swiss rounds, and their qualifying order."""
    db = tournament(teams=16, rounds=3, draw=DrawMethod.SWISS)
    play(db, 1, set())
    for number in (2, 3):
        draws.draw_round(db, method=DrawMethod.SWISS, who=WHO)
        play(db, number, set())
    return db, [row.number for row in standings(db)]


@pytest.fixture
def sixteen(tournament: Make) -> tuple[Database, list[int]]:
    return qualify(tournament)


def ranking(db: Database) -> list[tuple[int, str]]:
    rows = finals.final_ranking(db)
    assert rows is not None
    assert [row.rank for row in rows] == list(range(1, len(rows) + 1))
    return [(row.standing.number, row.stage) for row in rows]


def quarter_finals(db: Database, q: list[int]) -> None:
    """Seed 5 beats seed 4 in the final's quarter-finals, the better seed elsewhere; in the
    consolante (seeds c1 = q[8] … c8 = q[15]), c8, c5, c2 and c6 win."""
    start_finals(db, qualified=8, consolante=Consolante.NEXT, who=WHO)
    play(db, 4, {q[0], q[4], q[1], q[2], q[15], q[12], q[9], q[13]})
    draws.draw_round(db, method=DrawMethod.FINALE, who=WHO)


def finals_played(db: Database, q: list[int]) -> list[int]:
    """The finals played to the end, the consolante won by its seed 8; the final ranking's
    team numbers, best first."""
    quarter_finals(db, q)
    play(db, 5, {q[4], q[1], q[15], q[13]})  # semi-finals
    draws.draw_round(db, method=DrawMethod.FINALE, who=WHO)
    play(db, 6, {q[1], q[15]})  # seed 2 wins the final, the consolante's seed 8 its final
    return [
        q[1], q[4], q[0], q[2], q[3], q[5], q[6], q[7],
        q[15], q[13], q[9], q[12], q[8], q[10], q[11], q[14],
    ]  # fmt: skip


def test_the_consolante_of_the_next_eight_ranks_them_9th_to_16th_by_its_bracket(
    sixteen: tuple[Database, list[int]],
) -> None:
    db, q = sixteen
    order = finals_played(db, q)

    assert ranking(db) == [
        (q[1], "Vainqueur"), (q[4], "Finaliste"),
        (q[0], "Demi-finaliste"), (q[2], "Demi-finaliste"),
        (q[3], "Quart de finaliste"), (q[5], "Quart de finaliste"),
        (q[6], "Quart de finaliste"), (q[7], "Quart de finaliste"),
        (q[15], "Consolante : vainqueur"), (q[13], "Consolante : finaliste"),
        (q[9], "Consolante : demi-finaliste"), (q[12], "Consolante : demi-finaliste"),
        (q[8], "Consolante : quart de finaliste"), (q[10], "Consolante : quart de finaliste"),
        (q[11], "Consolante : quart de finaliste"), (q[14], "Consolante : quart de finaliste"),
    ]  # fmt: skip
    rows = finals.final_ranking(db)
    assert rows is not None
    assert [(row.bracket, row.qualifying_rank) for row in rows[8:10]] == [
        (Bracket.CONSOLANTE, 16), (Bracket.CONSOLANTE, 14),
    ]  # fmt: skip
    assert [number for number, _stage in ranking(db)] == order
    # The projector and the public page show the same order, never the six parties counted.
    assert [(row.rank, row.number) for row in shown_standings(db)] == list(
        enumerate(order, start=1)
    )


def test_a_consolante_under_way_ranks_its_teams_still_in_above_those_put_out(
    sixteen: tuple[Database, list[int]],
) -> None:
    db, q = sixteen
    quarter_finals(db, q)
    semis = {t.table: {t.a.number, t.b.number} for t in draws.round_view(db, round_number=5).tables}
    assert semis[3] == {q[12], q[15]}
    play(db, 5, {q[15]}, tables={3})  # c8 beats c5; every other semi-final still played

    assert ranking(db) == [
        (q[0], "En lice : demi-finales"), (q[1], "En lice : demi-finales"),
        (q[2], "En lice : demi-finales"), (q[4], "En lice : demi-finales"),
        (q[3], "Quart de finaliste"), (q[5], "Quart de finaliste"),
        (q[6], "Quart de finaliste"), (q[7], "Quart de finaliste"),
        (q[15], "Consolante : en lice : finale"),
        (q[9], "Consolante : en lice : demi-finales"),
        (q[13], "Consolante : en lice : demi-finales"),
        (q[12], "Consolante : demi-finaliste"),
        (q[8], "Consolante : quart de finaliste"), (q[10], "Consolante : quart de finaliste"),
        (q[11], "Consolante : quart de finaliste"), (q[14], "Consolante : quart de finaliste"),
    ]  # fmt: skip


def test_the_teams_in_neither_bracket_follow_in_the_qualifying_order(
    sixteen: tuple[Database, list[int]],
) -> None:
    db, q = sixteen
    start_finals(db, qualified=4, consolante=Consolante.NEXT, who=WHO)
    play(db, 4, {q[3], q[1], q[7], q[6]})  # seed 4 and seed 2 win; the consolante's 4 and 3
    draws.draw_round(db, method=DrawMethod.FINALE, who=WHO)
    play(db, 5, {q[3], q[6]})

    assert ranking(db) == [
        (q[3], "Vainqueur"), (q[1], "Finaliste"),
        (q[0], "Demi-finaliste"), (q[2], "Demi-finaliste"),
        (q[6], "Consolante : vainqueur"), (q[7], "Consolante : finaliste"),
        (q[4], "Consolante : demi-finaliste"), (q[5], "Consolante : demi-finaliste"),
        *((number, "") for number in q[8:]),
    ]  # fmt: skip


def test_the_consolante_of_all_the_others_ranks_its_byes_by_the_stage_they_reached(
    sixteen: tuple[Database, list[int]],
) -> None:
    """A final of 4 and the consolante of the 12 others, laid on 16 (its seeds 1 to 4 go
    through its first stage): its seed 11 wins it and is 5th; its first stage's losers last."""
    db, q = sixteen
    c = [0, *q[4:]]  # c[k]: the consolante's seed k
    start_finals(db, qualified=4, consolante=Consolante.ALL, who=WHO)
    rounds = (
        {q[0], q[1], c[9], c[5], c[7], c[11]},  # main semi-finals, the consolante's first stage
        {q[0], c[9], c[4], c[2], c[11]},  # the main final, the consolante's quarter-finals
        {c[9], c[11]},
        {c[11]},
    )
    for number, winners in enumerate(rounds, start=4):
        if number > 4:
            draws.draw_round(db, method=DrawMethod.FINALE, who=WHO)
        play(db, number, winners)

    assert ranking(db) == [
        (q[0], "Vainqueur"), (q[1], "Finaliste"),
        (q[2], "Demi-finaliste"), (q[3], "Demi-finaliste"),
        (c[11], "Consolante : vainqueur"), (c[9], "Consolante : finaliste"),
        (c[2], "Consolante : demi-finaliste"), (c[4], "Consolante : demi-finaliste"),
        *((c[k], "Consolante : quart de finaliste") for k in (1, 3, 5, 7)),
        *((c[k], "Consolante : huitième de finaliste") for k in (6, 8, 10, 12)),
    ]  # fmt: skip


def test_the_prizes_follow_the_consolante_s_places(sixteen: tuple[Database, list[int]]) -> None:
    db, q = sixteen
    finals_played(db, q)
    prizes = PrizeList(
        ranks=(
            RankPrize(first=1, last=1, reward=Reward(amount_cents=20000)),
            RankPrize(first=9, last=9, reward=Reward(item="Un jambon")),
            RankPrize(first=10, last=12, reward=Reward(amount_cents=1500)),
        )
    )

    awarded = palmares(db, prizes=prizes).awarded

    assert [(line.rank, line.number, line.prize, line.honour) for line in awarded] == [
        (1, q[1], "200\u00a0€", "Vainqueurs du concours"),
        (9, q[15], "Un jambon", "Consolante vainqueurs"),
        (10, q[13], "15\u00a0€", "Consolante finalistes"),
        (11, q[9], "15\u00a0€", ""),
        (12, q[12], "15\u00a0€", ""),
    ]


def team(number: int) -> TeamRef:
    return TeamRef(number, f"Équipe {number}")


def match(stage: int, slot: int, a: int, b: int, winner: int) -> Match:
    return Match(
        stage=stage, slot=slot, a=team(a), b=team(b), seed_a=None, seed_b=None,
        winner=team(winner),
    )  # fmt: skip


def line(rank: int) -> StandingRow:
    """Team ``rank`` of the qualifying standings (team numbers are the qualifying order)."""
    return StandingRow(
        rank=rank, number=rank, name=f"Équipe {rank}", played=3, won=3 - rank // 6, drawn=0,
        lost=rank // 6, byes=0, forfeits_won=0, forfeits_lost=0, points_for=900 - rank,
        points_against=300, goal_average=600 - rank, ranking_points=0, buchholz=0,
        ex_aequo=False, withdrawn=False,
    )  # fmt: skip


def test_a_consolante_of_the_quarter_finals_losers_orders_the_quarter_finalists() -> None:
    """A consolante of the first stage's losers, its brackets as read: its winner is 5th, its
    finalist 6th, its semi-finalists 7th and 8th; the teams in neither bracket follow."""
    main = BracketState(
        bracket=Bracket.FINALE,
        seeds=tuple(team(n) for n in range(1, 9)),
        matches=(
            (match(1, 0, 1, 8, 1), match(1, 1, 4, 5, 5), match(1, 2, 2, 7, 2),
             match(1, 3, 3, 6, 3)),
            (match(2, 0, 1, 5, 1), match(2, 1, 2, 3, 3)),
            (match(3, 0, 1, 3, 3),),
        ),
    )  # fmt: skip
    losers = BracketState(
        bracket=Bracket.CONSOLANTE,
        seeds=(team(4), team(6), team(7), team(8)),
        matches=((match(1, 0, 4, 8, 8), match(1, 1, 6, 7, 6)), (match(2, 0, 8, 6, 8),)),
    )
    # The kind of consolante is not read: the ranking goes by who is in which bracket.
    state = FinalsState(
        qualified=8, consolante=Consolante.ALL, after_round=3, brackets=(main, losers),
        drawn_stages=3,
    )  # fmt: skip
    qualifying = [line(rank) for rank in range(1, 17)]

    rows = finals.rank_finals(state, qualifying, {row.number: row for row in qualifying})

    assert [(row.rank, row.standing.number, row.stage) for row in rows[:8]] == [
        (1, 3, "Vainqueur"), (2, 1, "Finaliste"),
        (3, 2, "Demi-finaliste"), (4, 5, "Demi-finaliste"),
        (5, 8, "Quart de finaliste ; consolante : vainqueur"),
        (6, 6, "Quart de finaliste ; consolante : finaliste"),
        (7, 4, "Quart de finaliste ; consolante : demi-finaliste"),
        (8, 7, "Quart de finaliste ; consolante : demi-finaliste"),
    ]  # fmt: skip
    assert [row.standing.number for row in rows[8:]] == list(range(9, 17))
    assert {row.bracket for row in rows[:8]} == {Bracket.FINALE}
