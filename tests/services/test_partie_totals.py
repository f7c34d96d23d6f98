"""A partie recorded by its two final totals alone: the rules' checks, the standings, the donnes after."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest
from sqlmodel import select

from engine import CAPOT, FFB_CLASSIQUE, FFB_CONTREE, Donne, PerTeam, Rules, Team, Tie, Trump
from tournoi.services import draws, scores
from tournoi.services.draws import DrawMethod
from tournoi.services.errors import StateError
from tournoi.services.scores import PartieState, TotalsError, check_totals
from tournoi.services.settings import ByeMarks, ByeScoring, EntryMode
from tournoi.services.standings import current as standings
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.storage import Database, models

WHO = "Arbitre"
A, B = Team.A, Team.B
IN_12_DONNES = replace(FFB_CONTREE, target=None, donnes=12)
IN_12_DONNES_NO_DRAW = replace(IN_12_DONNES, tie=Tie.EXTRA_DONNE)

Make = Callable[..., Database]


def contree(tournament: Make, *, entry: EntryMode = EntryMode.EITHER, teams: int = 4) -> Database:
    """FFB contrée in 2000 points, round 1 drawn: table 1 is team 1 (A) against team 2 (B)."""
    db = tournament(teams=teams, rules=FFB_CONTREE, draw=DrawMethod.SWISS)
    if entry is not EntryMode.EITHER:
        settings = replace(tournaments.get_settings(db), entry=entry)
        tournaments.update_settings(db, settings=settings, who=WHO)
    return db


def totals(db: Database, table: int, a: int, b: int, round_number: int = 1) -> scores.Recorded:
    return scores.record_totals(
        db, round_number=round_number, table=table, totals=PerTeam(a, b), who=WHO
    )


def results(db: Database) -> dict[int, tuple[str, int, int]]:
    """Team number → (outcome, marks for, marks against), round 1."""
    with db.session() as session:
        numbers = {t.id: t.number for t in session.exec(select(models.Team))}
        return {
            numbers[row.team_id]: (row.outcome, row.marks_for, row.marks_against)
            for row in session.exec(select(models.Result))
        }


@pytest.mark.parametrize(
    ("rules", "paper", "winner"),
    [
        (FFB_CONTREE, PerTeam(2070, 1290), A),
        (FFB_CONTREE, PerTeam(1420, 2000), B),
        (FFB_CONTREE, PerTeam(2100, 2050), A),  # both past the target: the higher wins
        (FFB_CLASSIQUE, PerTeam(1003, 1001), A),  # classique counts to the point
        (IN_12_DONNES, PerTeam(900, 1130), B),
        (IN_12_DONNES, PerTeam(1000, 1000), None),  # a draw, which these rules allow
        (replace(FFB_CONTREE, rounding=5), PerTeam(2005, 1295), Team.A),  # house rule: to 5
    ],
)
def test_totals_the_rules_allow_give_the_winner(
    rules: Rules, paper: PerTeam[int], winner: Team | None
) -> None:
    assert check_totals(rules, paper) is winner


@pytest.mark.parametrize(
    ("rules", "paper", "message"),
    [
        (FFB_CONTREE, PerTeam(-10, 2000), "Total de l'équipe A : « -10 ». Un total est un nombre entier, 0 ou plus. (§10)"),
        (FFB_CONTREE, PerTeam(2070, 1295), "Total de l'équipe B : 1295. Les points sont arrondis à la dizaine : un total se termine par 0. (§10.3)"),
        (replace(FFB_CONTREE, rounding=5), PerTeam(2005, 1293), "Total de l'équipe B : 1293. Les points sont arrondis à 5 près : un total se termine par 0 ou par 5. (§10.3)"),
        (FFB_CONTREE, PerTeam(1890, 1290), "Totaux 1890 – 1290 : aucune équipe n'atteint les 2000 points, la partie n'est pas finie. (§10.4)"),
        (FFB_CONTREE, PerTeam(2050, 2050), "Totaux 2050 – 2050 : les deux équipes dépassent les 2000 points à égalité ; une nouvelle donne est jouée jusqu'à ce que l'égalité soit rompue, la partie n'est pas finie. (§10.4)"),
        (FFB_CONTREE, PerTeam(2000, 2000), "Totaux 2000 – 2000 : les deux équipes atteignent les 2000 points à égalité ; une nouvelle donne est jouée jusqu'à ce que l'égalité soit rompue, la partie n'est pas finie. (§10.4)"),
        (FFB_CLASSIQUE, PerTeam(1000, 1000), "Totaux 1000 – 1000 : les deux équipes atteignent les 1000 points à égalité ; une dernière donne départage les deux camps, la partie n'est pas finie. (§10.3)"),
        (FFB_CLASSIQUE, PerTeam(999, 412), "Totaux 999 – 412 : aucune équipe n'atteint les 1000 points, la partie n'est pas finie. (§10.3)"),
        (IN_12_DONNES_NO_DRAW, PerTeam(1000, 1000), "Totaux 1000 – 1000 : égalité, et ce tournoi ne connaît pas le match nul ; une donne supplémentaire départage les équipes. (§10.4)"),
    ],
)  # fmt: skip
def test_totals_the_rules_refuse_name_the_rule(
    rules: Rules, paper: PerTeam[int], message: str
) -> None:
    with pytest.raises(TotalsError) as refused:
        check_totals(rules, paper)
    assert refused.value.message == message


def test_a_partie_recorded_by_its_totals_counts_like_any_other(tournament: Make) -> None:
    db = contree(tournament)
    sheet = totals(db, 1, 2070, 1290).sheet
    assert (sheet.by_totals, sheet.over, sheet.winner, sheet.state) == (
        True, True, A, PartieState.FINISHED
    )  # fmt: skip
    assert sheet.result == (
        "Victoire de l'équipe 1 « Martin1 – Durand1 », 2070 à 1290 contre l'équipe 2 "
        "(totaux seulement)."
    )
    assert results(db) == {1: ("win", 2070, 1290), 2: ("loss", 1290, 2070)}
    with db.session() as session:
        event = session.exec(select(models.AuditEvent).where(models.AuditEvent.action == "partie.totals")).one()  # fmt: skip
    assert event.message == "Tour 1, table 1 : totaux seulement, 2070 – 1290."


def test_refused_totals_store_nothing(tournament: Make) -> None:
    db = contree(tournament)
    with pytest.raises(TotalsError):
        totals(db, 1, 1890, 1290)
    sheet = scores.sheet(db, round_number=1, table=1)
    assert (sheet.recorded, sheet.state, results(db)) == (None, PartieState.NOT_STARTED, {})


def test_standings_and_the_next_draw_take_parties_recorded_by_totals(tournament: Make) -> None:
    db = contree(tournament)
    totals(db, 1, 2070, 1290)
    totals(db, 2, 1500, 2010)
    rows = standings.standings(db)
    assert [(r.number, r.won, r.points_for, r.points_against) for r in rows] == [
        (1, 1, 2070, 1290), (4, 1, 2010, 1500), (3, 0, 1500, 2010), (2, 0, 1290, 2070)
    ]  # fmt: skip
    second = draws.draw_round(db, method=DrawMethod.SWISS, who=WHO)
    assert [(t.a.number, t.b.number) for t in second.tables] == [(1, 4), (3, 2)]


def test_totals_then_removed_leave_the_partie_not_started(tournament: Make) -> None:
    db = contree(tournament)
    totals(db, 1, 2070, 1290)
    sheet = scores.record_totals(db, round_number=1, table=1, totals=None, who=WHO).sheet
    assert (sheet.recorded, sheet.over, sheet.state) == (None, False, PartieState.NOT_STARTED)
    assert results(db) == {}


DONNE_A = Donne(taker=A, contract=80, trump=Trump.PIQUE, points=117)  # 120 – 50 (rounded)


def test_donnes_entered_later_leave_the_recorded_totals_until_they_end_the_partie(
    tournament: Make,
) -> None:
    db = contree(tournament)
    totals(db, 1, 2070, 1290)
    sheet = scores.record_donne(db, round_number=1, table=1, donne=DONNE_A, who=WHO).sheet
    assert (sheet.by_totals, sheet.totals, sheet.state, sheet.check) == (
        True, PerTeam(2070, 1290), PartieState.FINISHED, None
    )  # fmt: skip
    assert len(sheet.lines) == 1
    assert results(db)[1] == ("win", 2070, 1290)


CAPOT_A = Donne(taker=A, contract=CAPOT, trump=Trump.COEUR, points=162, capot=A)  # 500 – 0
B_90 = Donne(taker=B, contract=90, trump=Trump.TREFLE, points=100)  # 60 – 100


def test_donnes_ending_the_partie_with_the_recorded_totals_match(tournament: Make) -> None:
    db = tournament(teams=4, rules=replace(FFB_CONTREE, target=1000), draw=DrawMethod.SWISS)
    totals(db, 1, 1060, 100)
    for donne in (B_90, CAPOT_A, CAPOT_A):
        sheet = scores.record_donne(db, round_number=1, table=1, donne=donne, who=WHO).sheet
    assert sheet.totals == PerTeam(1060, 100) and not sheet.by_totals
    assert sheet.check is not None and sheet.check.matches
    assert results(db)[1] == ("win", 1060, 100)


def test_donnes_differing_from_the_recorded_totals_show_the_suspects(tournament: Make) -> None:
    db = tournament(teams=4, rules=replace(FFB_CONTREE, target=1000), draw=DrawMethod.SWISS)
    totals(db, 1, 1060, 120)  # the sheet carried B's belote, forgotten in the donnes
    for donne in (B_90, CAPOT_A, CAPOT_A):
        sheet = scores.record_donne(db, round_number=1, table=1, donne=donne, who=WHO).sheet
    check = sheet.check
    assert check is not None and not check.matches
    assert check.difference == PerTeam(0, 20)
    assert [s.donne for s in check.suspects][:1] == [1]
    # What counts is what the donnes give, computed by the rules.
    assert results(db)[2] == ("loss", 100, 1060)


def test_a_tournament_entered_donne_by_donne_refuses_totals(tournament: Make) -> None:
    db = contree(tournament, entry=EntryMode.DONNES)
    with pytest.raises(StateError) as refused:
        totals(db, 1, 2070, 1290)
    assert refused.value.message == (
        "Ce tournoi se saisit donne par donne : les totaux seuls ne sont pas acceptés "
        "(voyez les réglages du tournoi, onglet Format)."
    )


def test_a_tournament_entered_by_totals_wants_them_before_the_donnes(tournament: Make) -> None:
    db = contree(tournament, entry=EntryMode.TOTALS)
    assert tournaments.get_settings(db).entry is EntryMode.TOTALS
    with pytest.raises(StateError) as refused:
        scores.record_donne(db, round_number=1, table=1, donne=DONNE_A, who=WHO)
    assert refused.value.message == (
        "Ce tournoi se saisit par les totaux : enregistrez d'abord les deux totaux de la "
        "table 1 (par exemple « 2070 1290 »), les donnes peuvent suivre."
    )
    totals(db, 1, 2070, 1290)
    assert len(scores.record_donne(db, round_number=1, table=1, donne=DONNE_A, who=WHO).sheet.lines) == 1  # fmt: skip


def test_totals_are_refused_once_donnes_are_entered(tournament: Make) -> None:
    db = contree(tournament)
    scores.record_donne(db, round_number=1, table=1, donne=DONNE_A, who=WHO)
    with pytest.raises(StateError) as refused:
        totals(db, 1, 2070, 1290)
    assert refused.value.message == (
        "Des donnes sont saisies à la table 1 : ses totaux sont ceux des donnes. "
        "Comparez-les plutôt avec la feuille (Totaux de la feuille, Alt+X)."
    )


def test_no_forfeit_at_a_table_whose_totals_are_recorded(tournament: Make) -> None:
    db = contree(tournament)
    totals(db, 1, 2070, 1290)
    with pytest.raises(StateError) as refused:
        scores.declare_forfeit(db, round_number=1, table=1, absent=2, who=WHO)
    assert refused.value.message == (
        "Les totaux de la table 1 sont enregistrés : une équipe qui a joué n'est pas "
        "forfait. Retirez d'abord les totaux."
    )


def test_the_bye_averages_parties_recorded_by_totals(tournament: Make) -> None:
    db = tournament(
        teams=5, rules=FFB_CONTREE, draw=DrawMethod.SWISS, bye=ByeScoring(mode=ByeMarks.AVERAGE)
    )
    totals(db, 1, 2070, 1290)
    totals(db, 2, 2000, 1640)
    exempt = [row for row in standings.standings(db) if row.byes]
    assert [row.points_for for row in exempt] == [(2070 + 1290 + 2000 + 1640 + 2) // 4]


def test_the_tables_counted_by_their_totals_alone(tournament: Make) -> None:
    db = contree(tournament, teams=6)
    totals(db, 1, 2070, 1290)
    totals(db, 3, 1000, 2000)
    scores.record_donne(db, round_number=1, table=2, donne=DONNE_A, who=WHO)
    assert scores.tables_by_totals(db, round_number=1) == {
        1: PerTeam(2070, 1290), 3: PerTeam(1000, 2000)
    }  # fmt: skip


def test_a_round_with_a_partie_recorded_by_totals_can_no_longer_be_cancelled(
    tournament: Make,
) -> None:
    db = contree(tournament)
    totals(db, 1, 2070, 1290)
    with pytest.raises(StateError, match="Des résultats du tour 1 sont déjà saisis"):
        draws.cancel_draw(db, round_number=1, who=WHO)
    assert draws.last_round(db) == 1


def test_recorded_totals_lock_the_rules_of_the_game(tournament: Make) -> None:
    db = contree(tournament)
    totals(db, 1, 2070, 1290)
    assert tournaments.rules_locked(db)
    current = tournaments.get_settings(db)
    other = replace(current, rules=replace(current.rules, target=1000))
    with pytest.raises(StateError, match="ou les totaux d'une partie"):
        tournaments.update_settings(db, settings=other, who=WHO)
    assert tournaments.get_settings(db).rules.target == 2000
