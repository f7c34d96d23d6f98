"""A consolante of the first knockout stage's losers, through the services.

16 teams play 3 Swiss rounds; the first 8 play the final bracket and the
losers of its quarter-finals their own bracket, seeded once the quarters are
played (the best of the qualifying standings seed 1), its semi-finals drawn
with the main semi-finals, its final with the main final. The final ranking's
5th to 8th places are the quarter-finalists ordered by the consolante.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from sqlmodel import col, select

from engine import PerTeam
from tournoi.services import draws, finals, scores
from tournoi.services.draws import DrawMethod
from tournoi.services.draws.finals_seeding import FinalsError, start_finals
from tournoi.services.draws.withdrawals import withdraw_by_forfeit
from tournoi.services.errors import StateError
from tournoi.services.finals import Bracket, Consolante, FinalsState
from tournoi.services.integrity import soundness as integrity
from tournoi.services.standings.current import standings
from tournoi.storage import Database, models

WHO = "Arbitre"

Make = Callable[..., Database]


def swiss(tournament: Make, *, teams: int = 16, rounds: int = 3) -> tuple[Database, list[int]]:
    """``teams`` teams after ``rounds`` Swiss rounds, team A of each table winning by a margin
    that grows with the table (no two totals alike): the qualifying order."""
    db = tournament(teams=teams, draw=DrawMethod.SWISS, rounds=rounds)
    for number in range(1, rounds + 1):
        if number > 1:
            draws.draw_round(db, method=DrawMethod.SWISS, who=WHO)
        for table in draws.round_view(db, round_number=number).tables:
            totals = PerTeam(2000 + 100 * table.table + 10 * number, 200 + 10 * table.table)
            scores.record_totals(db, round_number=number, table=table.table, totals=totals, who=WHO)
    return db, [row.number for row in standings(db)]


def play(db: Database, round_number: int, winners: set[int]) -> None:
    """Each table of the round won by whichever of its teams is in ``winners``."""
    for table in draws.round_view(db, round_number=round_number).tables:
        a_wins = table.a.number in winners
        assert a_wins != (table.b is not None and table.b.number in winners)
        totals = PerTeam(2010, 700) if a_wins else PerTeam(700, 2010)
        scores.record_totals(
            db, round_number=round_number, table=table.table, totals=totals, who=WHO
        )


def tables(db: Database, round_number: int) -> list[tuple[int, int, int]]:
    view = draws.round_view(db, round_number=round_number)
    return [(t.table, t.a.number, t.b.number if t.b else 0) for t in view.tables]


def state_of(db: Database) -> FinalsState:
    state = finals.finals_state(db)
    assert state is not None
    return state


def test_the_quarters_losers_play_their_own_bracket_and_rank_5th_to_8th(
    tournament: Make,
) -> None:
    db, q = swiss(tournament)
    assert q == [15, 7, 4, 13, 16, 5, 11, 3, 6, 14, 8, 12, 9, 1, 10, 2]

    quarters = start_finals(db, qualified=8, consolante=Consolante.LOSERS, who=WHO)

    # The quarters alone: 1–8, 4–5, 2–7, 3–6; no consolante before they are played.
    assert quarters.number == 4
    assert tables(db, 4) == [(1, 15, 3), (2, 13, 16), (3, 7, 11), (4, 4, 5)]
    state = state_of(db)
    assert [b.bracket for b in state.brackets] == [Bracket.FINALE]
    assert state.consolante_words == "Consolante des perdants des quarts de finale"
    assert state.stage_words(2) == "Demi-finales du tableau principal et de la consolante"
    # Seeds 1 and 3 win, 5 and 7 knock out 4 and 2: the losers are seeds 8, 4, 2 and 6.
    play(db, 4, winners={15, 16, 11, 4})

    semis = draws.draw_round(db, method=DrawMethod.SWISS, who=WHO)

    state = state_of(db)
    consolante = state.bracket(Bracket.CONSOLANTE)
    assert consolante is not None and consolante.offset == 1
    assert [team.number for team in consolante.seeds] == [7, 13, 5, 3]  # seeds 2, 4, 6, 8
    # The main semi-finals first (1–5, 3–7), then the consolante's (its 1–4, 2–3).
    assert tables(db, 5) == [(1, 15, 16), (2, 4, 11), (3, 7, 3), (4, 13, 5)]
    assert semis.tables[2].note.startswith(
        "Consolante, demi-finales : tête de série 1 contre 4 ; élimination directe"
    )
    assert state.stage_words(3) == "Finales du tableau principal et de la consolante"
    with pytest.raises(StateError, match="Le tour 5 n'est pas terminé"):
        draws.draw_round(db, method=DrawMethod.FINALE, who=WHO)
    # Main: seeds 1 and 7 go through; consolante: its seeds 4 (team 3) and 2 (team 13).
    play(db, 5, winners={15, 11, 3, 13})

    draws.draw_round(db, method=DrawMethod.SWISS, who=WHO)

    assert tables(db, 6) == [(1, 15, 11), (2, 13, 3)]
    play(db, 6, winners={11, 3})
    state = state_of(db)
    assert state.stage_words(4) is None
    with pytest.raises(StateError, match="il n'y a plus rien à tirer"):
        draws.draw_round(db, method=DrawMethod.SWISS, who=WHO)
    assert [(h.title, h.team.number) for h in finals.honours(state)] == [
        ("Vainqueurs du concours", 11), ("Finalistes", 15),
        ("Consolante vainqueurs", 3), ("Consolante finalistes", 13),
    ]  # fmt: skip
    ranking = finals.final_ranking(db)
    assert ranking is not None
    assert [row.standing.number for row in ranking] == [
        11,
        15,
        4,
        16,  # the final, then the semi-finalists by the qualifying order
        3,
        13,
        7,
        5,  # the quarter-finalists by the consolante: its winner, finalist, semis
        6,
        14,
        8,
        12,
        9,
        1,
        10,
        2,  # the others, in the qualifying order
    ]
    assert [row.stage for row in ranking[4:8]] == [
        "Quart de finaliste ; consolante : vainqueur",
        "Quart de finaliste ; consolante : finaliste",
        "Quart de finaliste ; consolante : demi-finaliste",
        "Quart de finaliste ; consolante : demi-finaliste",
    ]
    assert integrity.check(db).sound


def test_the_consolante_is_seeded_anew_when_its_round_is_drawn_again(tournament: Make) -> None:
    db, _q = swiss(tournament)
    start_finals(db, qualified=8, consolante=Consolante.LOSERS, who=WHO)
    play(db, 4, winners={15, 16, 11, 4})
    draws.draw_round(db, method=DrawMethod.SWISS, who=WHO)

    draws.cancel_draw(db, round_number=5, who=WHO)
    assert [b.bracket for b in state_of(db).brackets] == [Bracket.FINALE]  # seeded anew below
    # The quarter 2–7 corrected: seed 2 (team 7) won it, seed 7 (team 11) is the loser.
    table = next(t.table for t in draws.round_view(db, round_number=4).tables if t.a.number == 7)
    scores.record_totals(db, round_number=4, table=table, totals=PerTeam(2010, 700), who=WHO)
    draws.draw_round(db, method=DrawMethod.SWISS, who=WHO)

    consolante = state_of(db).bracket(Bracket.CONSOLANTE)
    assert consolante is not None
    assert [team.number for team in consolante.seeds] == [13, 5, 11, 3]  # seeds 4, 6, 7, 8
    with db.session() as session:
        rows = session.exec(
            select(models.BracketSeed).where(col(models.BracketSeed.bracket) == "consolante")
        ).all()
        assert len(rows) == 4


def test_a_final_of_four_has_a_consolante_of_one_match_played_with_the_final(
    tournament: Make,
) -> None:
    db, q = swiss(tournament, teams=8, rounds=2)
    start_finals(db, qualified=4, consolante=Consolante.LOSERS, who=WHO)
    state = state_of(db)
    assert state.consolante_words == "Consolante des perdants des demi-finales"
    assert state.stage_words(2) == "Finales du tableau principal et de la consolante"
    play(db, 3, winners={q[0], q[1]})

    draws.draw_round(db, method=DrawMethod.SWISS, who=WHO)

    assert tables(db, 4) == [(1, q[0], q[1]), (2, q[2], q[3])]
    consolante = state_of(db).bracket(Bracket.CONSOLANTE)
    assert consolante is not None
    assert len(consolante.matches) == 1 and consolante.stage_title(1) == "Finale"


def test_no_bracket_of_two_nor_a_losers_consolante_before_the_quarters_are_played(
    tournament: Make,
) -> None:
    db, q = swiss(tournament, teams=8, rounds=1)
    with pytest.raises(FinalsError, match="Finale à 2 équipes"):
        start_finals(db, qualified=2, consolante=Consolante.LOSERS, who=WHO)
    start_finals(db, qualified=8, consolante=Consolante.LOSERS, who=WHO)  # every team in it
    last = max(t.table for t in draws.round_view(db, round_number=2).tables)
    for table in range(1, last):
        scores.record_totals(db, round_number=2, table=table, totals=PerTeam(2010, 700), who=WHO)

    with pytest.raises(
        StateError, match=rf"tour 2 n'est pas terminé : 1 table sans résultat \({last}\)"
    ):
        draws.draw_round(db, method=DrawMethod.SWISS, who=WHO)

    state = state_of(db)
    assert [b.bracket for b in state.brackets] == [Bracket.FINALE]
    assert len(state.brackets[0].seeds) == len(q)


def test_a_loser_withdrawn_by_forfeit_leaves_the_best_loser_a_bye(tournament: Make) -> None:
    db, q = swiss(tournament, teams=8, rounds=1)
    start_finals(db, qualified=8, consolante=Consolante.LOSERS, who=WHO)
    withdraw_by_forfeit(db, number=q[7], who=WHO)  # seed 8 leaves: its quarter lost by forfeit
    quarters = draws.round_view(db, round_number=2).tables
    for table in quarters[1:]:  # the better seed, team A, wins the others
        scores.record_totals(
            db, round_number=2, table=table.table, totals=PerTeam(2010, 700), who=WHO
        )

    draws.draw_round(db, method=DrawMethod.SWISS, who=WHO)

    state = state_of(db)
    consolante = state.bracket(Bracket.CONSOLANTE)
    assert consolante is not None
    assert [team.number for team in consolante.seeds] == [q[4], q[5], q[6]]  # seeds 5 to 7
    bye = consolante.matches[0][0]  # its seed 1 sits out the first stage
    assert (bye.a, bye.b, bye.bye) == (consolante.seeds[0], None, True)
    # The main semi-finals, then the consolante's one match (its seeds 2 and 3).
    assert [(a, b) for _t, a, b in tables(db, 3)] == [
        (q[0], q[3]), (q[1], q[2]), (q[5], q[6]),
    ]  # fmt: skip
    assert state.stage_words(3) == "Finales du tableau principal et de la consolante"
