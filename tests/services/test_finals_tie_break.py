"""The finals' tie-break chosen by the organiser, through the services: 16 teams, one Swiss
round, an 8-team final bracket; one quarter-final ends equal under each rule.

Under the FFB's rule (contrée §10.4) the equal partie plays one more donne and
its winner goes through; under the organiser's own rule the partie is stored
equal, as it is, and the better seed goes through to the semi-finals.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest
from sqlmodel import select

from engine import FFB_CONTREE, Donne, PartieOverError, PerTeam, Team, Tie, Trump
from tournoi.services import draws, finals, scores
from tournoi.services.draws import DrawMethod
from tournoi.services.draws.finals_seeding import start_finals
from tournoi.services.errors import StateError
from tournoi.services.finals import Consolante
from tournoi.services.finals.tie_break import TieBreakLockedError, set_tie_break, tie_break
from tournoi.services.integrity import soundness as integrity
from tournoi.services.scores import PartieState, TotalsError
from tournoi.services.settings import ByeMarks, ByeScoring, KnockoutTie
from tournoi.services.standings.current import standings
from tournoi.services.tournament.lifecycle import get_settings, update_settings
from tournoi.storage import Database, models

WHO = "Arbitre"
IN_4_DONNES = replace(FFB_CONTREE, target=None, donnes=4, tie=Tie.DRAW)
AVERAGE = ByeScoring(mode=ByeMarks.AVERAGE)
FIFTH = Donne(taker=Team.B, contract=80, trump=Trump.COEUR, points=100)  # 60 – 100: B wins

Make = Callable[..., Database]


def even(taker: Team) -> Donne:
    """80 to each team: 81 points of a made 80 are rounded to 80, the defence's 81 too."""
    return Donne(taker=taker, contract=80, trump=Trump.PIQUE, points=81)


def sixteen(tournament: Make, **options: object) -> tuple[Database, list[int]]:
    """Sixteen teams after one Swiss round, and the standings' order (seed k is ``q[k - 1]``)."""
    db = tournament(teams=16, bye=AVERAGE, draw=DrawMethod.SWISS, **options)
    target = get_settings(db).rules.target
    for table in draws.round_view(db, round_number=1).tables:
        win = target if target is not None else 900
        scores.record_totals(
            db, round_number=1, table=table.table, totals=PerTeam(win, 50 * table.table), who=WHO
        )
    return db, [row.number for row in standings(db)]


def quarter_of(db: Database, seed_a: int) -> int:
    """The table of the quarter-final whose better seed is ``seed_a``."""
    return next(
        table.table
        for table in draws.round_view(db, round_number=2).tables
        if f"tête de série {seed_a} contre" in table.note
    )


def others_to_team_b(db: Database, *, but: int) -> None:
    """Every quarter-final but table ``but`` won by its team B (the worse seed)."""
    for table in draws.round_view(db, round_number=2).tables:
        if table.table != but:
            scores.record_totals(
                db, round_number=2, table=table.table, totals=PerTeam(500, 700), who=WHO
            )


def semis_of(db: Database) -> list[tuple[int, int]]:
    view = draws.draw_round(db, method=DrawMethod.FINALE, who=WHO)
    return [(table.a.number, table.b.number) for table in view.tables]


def test_under_the_ffb_rule_an_equal_quarter_final_plays_one_more_donne(
    tournament: Make,
) -> None:
    db, q = sixteen(tournament, rules=IN_4_DONNES)
    start_finals(
        db, qualified=8, consolante=Consolante.NONE, who=WHO, tie_break=KnockoutTie.EXTRA_DONNE
    )
    table = quarter_of(db, 2)  # seed 2 (team A) against seed 7 (team B)
    others_to_team_b(db, but=table)
    for taker in (Team.A, Team.B, Team.A, Team.B):
        sheet = scores.record_donne(db, round_number=2, table=table, donne=even(taker), who=WHO)
    assert (sheet.sheet.totals, sheet.sheet.state) == (PerTeam(320, 320), PartieState.IN_PROGRESS)
    with pytest.raises(StateError, match="n'est pas terminé"):
        draws.draw_round(db, method=DrawMethod.FINALE, who=WHO)

    sheet = scores.record_donne(db, round_number=2, table=table, donne=FIFTH, who=WHO)

    assert (sheet.sheet.totals, sheet.sheet.state) == (PerTeam(380, 420), PartieState.FINISHED)
    # Seeds 8, 5, 7, 6 go through (each team B): 8 – 5 and 7 – 6, the better seed as team A.
    assert semis_of(db) == [(q[4], q[7]), (q[5], q[6])]
    assert integrity.check(db).sound


def test_under_the_seed_rule_an_equal_quarter_final_sends_the_better_seed_through(
    tournament: Make,
) -> None:
    db, q = sixteen(tournament, rules=IN_4_DONNES)
    start_finals(
        db, qualified=8, consolante=Consolante.NONE, who=WHO, tie_break=KnockoutTie.BETTER_SEED
    )
    table = quarter_of(db, 2)
    assert (
        draws.round_view(db, round_number=2)
        .tables[table - 1]
        .note.endswith(
            "élimination directe, totaux égaux : pas de donne de plus, la tête de série la mieux "
            "classée passe (règle de l'organisateur)."
        )
    )
    others_to_team_b(db, but=table)
    for taker in (Team.A, Team.B, Team.A, Team.B):
        sheet = scores.record_donne(db, round_number=2, table=table, donne=even(taker), who=WHO)

    # The partie is stored as it is: equal, a draw, over after its four donnes.
    assert (sheet.sheet.totals, sheet.sheet.state) == (PerTeam(320, 320), PartieState.FINISHED)
    assert sheet.sheet.result == (
        f"Égalité : l'équipe {q[1]} (tête de série 2) passe au tour suivant, 320 partout."
    )
    with pytest.raises(PartieOverError, match="La partie est finie depuis la donne 4"):
        scores.record_donne(db, round_number=2, table=table, donne=FIFTH, who=WHO)
    with db.session() as session:
        outcomes = session.exec(
            select(models.Result.outcome)
            .join(models.Partie)
            .join(models.Round)
            .where(models.Round.number == 2, models.Partie.table_number == table)
        ).all()
    assert sorted(outcomes) == ["draw", "draw"]
    state = finals.finals_state(db)
    assert state is not None and state.tie_break is KnockoutTie.BETTER_SEED
    match = next(m for m in state.brackets[0].matches[0] if m.drawn)
    assert (match.seed_a, match.seed_b, match.by_seed) == (2, 7, True)
    assert match.winner is not None and match.winner.number == q[1]
    assert match.tie_words == (f"Égalité : l'équipe {q[1]} (tête de série 2) passe au tour suivant")
    # Seed 2 goes through and meets seed 6 (the winner of 3 – 6); 8 meets 5.
    assert semis_of(db) == [(q[4], q[7]), (q[1], q[5])]
    assert integrity.check(db).sound


def test_under_the_seed_rule_equal_totals_past_the_target_end_the_partie(
    tournament: Make,
) -> None:
    db, q = sixteen(tournament, rules=FFB_CONTREE)
    with pytest.raises(TotalsError, match="une nouvelle donne est jouée"):
        scores.check_totals(FFB_CONTREE, PerTeam(2000, 2000))
    start_finals(
        db, qualified=8, consolante=Consolante.NONE, who=WHO, tie_break=KnockoutTie.BETTER_SEED
    )
    table = quarter_of(db, 3)  # seed 3 against seed 6
    for other in draws.round_view(db, round_number=2).tables:
        if other.table != table:
            scores.record_totals(
                db, round_number=2, table=other.table, totals=PerTeam(2000, 1500), who=WHO
            )

    scores.record_totals(db, round_number=2, table=table, totals=PerTeam(2010, 2010), who=WHO)

    # Seeds 1, 4, 2 win as team A; seed 3 goes through on the tie: 1 – 4 and 2 – 3.
    assert semis_of(db) == [(q[0], q[3]), (q[1], q[2])]


def test_the_tie_break_may_change_until_a_partie_of_the_finals_has_a_donne(
    tournament: Make,
) -> None:
    db, _q = sixteen(tournament, rules=IN_4_DONNES)
    start_finals(db, qualified=8, consolante=Consolante.NONE, who=WHO)
    assert tie_break(db) is KnockoutTie.EXTRA_DONNE
    set_tie_break(db, chosen=KnockoutTie.BETTER_SEED, who=WHO)
    assert tie_break(db) is KnockoutTie.BETTER_SEED
    # The settings' pages never change it.
    update_settings(
        db, settings=replace(get_settings(db), knockout_tie=KnockoutTie.EXTRA_DONNE), who=WHO
    )
    assert tie_break(db) is KnockoutTie.BETTER_SEED
    scores.record_donne(db, round_number=2, table=3, donne=even(Team.A), who=WHO)

    with pytest.raises(TieBreakLockedError) as locked:
        set_tie_break(db, chosen=KnockoutTie.EXTRA_DONNE, who=WHO)

    assert str(locked.value).startswith(
        "Le départage de la phase finale ne peut plus changer : la table 3 du tour 2 a déjà "
        "une donne"
    )
    assert tie_break(db) is KnockoutTie.BETTER_SEED
    assert get_settings(db).describe()[-1] == (
        "Phase finale : totaux égaux à la fin de la partie, pas de donne de plus ; l'équipe "
        "la mieux classée des parties qualificatives passe (règle de l'organisateur)."
    )


def test_a_final_ended_equal_is_won_by_the_better_seed(tournament: Make) -> None:
    db, q = sixteen(tournament, rules=FFB_CONTREE)
    start_finals(
        db, qualified=4, consolante=Consolante.NONE, who=WHO, tie_break=KnockoutTie.BETTER_SEED
    )
    for table in (1, 2):  # seeds 1 and 2 win their semi-finals
        scores.record_totals(db, round_number=2, table=table, totals=PerTeam(2000, 900), who=WHO)
    final = draws.draw_round(db, method=DrawMethod.FINALE, who=WHO)
    assert [(t.a.number, t.b.number) for t in final.tables] == [(q[0], q[1])]

    sheet = scores.record_totals(
        db, round_number=3, table=1, totals=PerTeam(2000, 2000), who=WHO
    ).sheet

    words = f"Égalité : l'équipe {q[0]} (tête de série 1) remporte la finale"
    assert sheet.result == f"{words}, 2000 partout (totaux seulement)."
    state = finals.finals_state(db)
    assert state is not None
    champion = state.brackets[0].champion
    assert champion is not None and champion.number == q[0]
    assert state.brackets[0].matches[-1][0].tie_words == words
    ranking = finals.final_ranking(db)
    assert ranking is not None
    assert [(row.standing.number, row.stage) for row in ranking[:2]] == [
        (q[0], "Vainqueur"), (q[1], "Finaliste"),
    ]  # fmt: skip
