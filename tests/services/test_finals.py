"""The finals through the services: seeding, the bracket's stages, no draw in a knockout partie.

A tournament in 4 donnes where equal totals are a draw (« égalité possible »):
its qualifying parties may end equal, a partie of the finals may not. Equal
totals recorded alone are refused; equal totals after the fourth donne leave
the partie open for a fifth (contrée §10.4), which ends it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest
from sqlmodel import select

from engine import FFB_CONTREE, Donne, PerTeam, Team, Tie, Trump
from tournoi.services import draws, finals, scores
from tournoi.services.draws import DrawMethod
from tournoi.services.draws.finals_seeding import FinalsError, start_finals
from tournoi.services.errors import StateError
from tournoi.services.finals import Bracket, Consolante
from tournoi.services.integrity import soundness as integrity
from tournoi.services.scores import PartieState, TotalsError
from tournoi.services.settings import ByeMarks, ByeScoring
from tournoi.services.standings.current import standings
from tournoi.storage import Database, models

WHO = "Arbitre"
IN_4_DONNES = replace(FFB_CONTREE, target=None, donnes=4, tie=Tie.DRAW)
AVERAGE = ByeScoring(mode=ByeMarks.AVERAGE)

Make = Callable[..., Database]


def even(taker: Team) -> Donne:
    """80 to each team: 81 points of a made 80 are rounded to 80, the defence's 81 too."""
    return Donne(taker=taker, contract=80, trump=Trump.PIQUE, points=81)


def qualified(tournament: Make) -> tuple[Database, list[int]]:
    """Eight teams after one Swiss round (better totals for the lower numbers), and the order."""
    db = tournament(teams=8, rules=IN_4_DONNES, bye=AVERAGE, draw=DrawMethod.SWISS)
    for table in draws.round_view(db, round_number=1).tables:
        scores.record_totals(
            db, round_number=1, table=table.table, totals=PerTeam(900, 100 * table.table), who=WHO
        )
    return db, [row.number for row in standings(db)]


def test_the_bracket_is_seeded_on_the_standings_and_drawn_as_the_next_round(
    tournament: Make,
) -> None:
    db, q = qualified(tournament)

    view = start_finals(db, qualified=4, consolante=Consolante.NEXT, who=WHO)

    assert (view.number, view.method) == (2, DrawMethod.FINALE)
    assert [(t.table, t.a.number, t.b.number) for t in view.tables] == [
        (1, q[0], q[3]), (2, q[1], q[2]), (3, q[4], q[7]), (4, q[5], q[6]),
    ]  # fmt: skip
    assert view.tables[0].note == (
        "Tableau principal, demi-finales : tête de série 1 contre 4 ; élimination directe, une "
        "nouvelle donne départage des totaux égaux (§10.4)."
    )
    state = finals.finals_state(db)
    assert state is not None
    assert [b.bracket for b in state.brackets] == [Bracket.FINALE, Bracket.CONSOLANTE]
    with db.session() as session:
        places = session.exec(select(models.BracketPartie)).all()
        assert sorted((p.bracket, p.stage, p.slot) for p in places) == [
            ("consolante", 1, 0), ("consolante", 1, 1), ("finale", 1, 0), ("finale", 1, 1),
        ]  # fmt: skip


def test_equal_totals_are_refused_in_a_knockout_partie_only(tournament: Make) -> None:
    db, _q = qualified(tournament)
    assert scores.check_totals(IN_4_DONNES, PerTeam(500, 500)) is None  # a qualifying draw
    start_finals(db, qualified=4, consolante=Consolante.NONE, who=WHO)

    with pytest.raises(TotalsError) as refused:
        scores.record_totals(db, round_number=2, table=1, totals=PerTeam(500, 500), who=WHO)

    assert "une donne supplémentaire départage les équipes" in str(refused.value)
    with db.session() as session:
        partie = session.exec(select(models.Partie).where(models.Partie.table_number == 1)).all()
        assert [(p.totals_a, p.state) for p in partie if p.round_id != 1] == [
            (None, PartieState.NOT_STARTED.value)
        ]


def test_a_knockout_partie_equal_after_its_donnes_plays_one_more(tournament: Make) -> None:
    db, _q = qualified(tournament)
    start_finals(db, qualified=4, consolante=Consolante.NONE, who=WHO)
    for taker in (Team.A, Team.B, Team.A, Team.B):
        sheet = scores.record_donne(db, round_number=2, table=1, donne=even(taker), who=WHO).sheet
    assert (sheet.totals, sheet.state) == (PerTeam(320, 320), PartieState.IN_PROGRESS)
    scores.record_totals(db, round_number=2, table=2, totals=PerTeam(1000, 600), who=WHO)
    with pytest.raises(StateError, match="n'est pas terminé"):
        draws.draw_round(db, method=DrawMethod.FINALE, who=WHO)

    fifth = Donne(taker=Team.B, contract=80, trump=Trump.COEUR, points=100)
    sheet = scores.record_donne(db, round_number=2, table=1, donne=fifth, who=WHO).sheet

    assert (sheet.totals, sheet.state) == (PerTeam(380, 420), PartieState.FINISHED)
    final = draws.draw_round(db, method=DrawMethod.SWISS, who=WHO)  # the method is the bracket's
    assert final.method is DrawMethod.FINALE
    state = finals.finals_state(db)
    assert state is not None
    semis = state.brackets[0].matches[0]
    assert [m.winner for m in semis] == [semis[0].b, semis[1].a]
    assert semis[1].a is not None and semis[0].b is not None
    assert [(t.a.number, t.b.number) for t in final.tables] == [
        (semis[1].a.number, semis[0].b.number)
    ]
    assert integrity.check(db).sound


def test_the_finals_are_refused_before_a_round_and_beyond_their_sizes(tournament: Make) -> None:
    db = tournament(teams=8, rules=IN_4_DONNES, bye=AVERAGE)
    with pytest.raises(StateError, match="Aucun tour n'est joué"):
        start_finals(db, qualified=4, consolante=Consolante.NONE, who=WHO)
    with pytest.raises(FinalsError) as wrong:
        start_finals(db, qualified=6, consolante=Consolante.NONE, who=WHO)
    assert wrong.value.field == "qualified"
    with db.session() as session:
        assert session.exec(select(models.FinalPhase)).all() == []


def test_cancelling_the_first_stage_lets_the_finals_be_seeded_again(tournament: Make) -> None:
    db, q = qualified(tournament)
    start_finals(db, qualified=4, consolante=Consolante.ALL, who=WHO)
    with pytest.raises(StateError, match="déjà tirée"):
        start_finals(db, qualified=8, consolante=Consolante.NONE, who=WHO)

    draws.cancel_draw(db, round_number=2, who=WHO)
    view = start_finals(db, qualified=8, consolante=Consolante.NONE, who=WHO)

    assert [(t.a.number, t.b.number) for t in view.tables] == [
        (q[0], q[7]), (q[3], q[4]), (q[1], q[6]), (q[2], q[5]),
    ]  # fmt: skip


def test_a_knockout_sheet_exported_names_the_rules_it_is_scored_under(tournament: Make) -> None:
    db, _q = qualified(tournament)
    start_finals(db, qualified=4, consolante=Consolante.NONE, who=WHO)

    assert scores.export_sheet(db, round_number=1, table=1)["rules"]["tie"] == "draw"
    assert scores.export_sheet(db, round_number=2, table=1)["rules"]["tie"] == "extra_donne"
