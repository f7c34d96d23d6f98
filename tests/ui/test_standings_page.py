"""The standings page: live after each partie, ex æquo ranks, a team's detail, searching, speed."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QFontMetrics
from pytestqt.qtbot import QtBot

from engine import CAPOT, Donne, Team, Trump
from tests.ui.conftest import WHO, make_tournament
from tournoi.exports.xlsx import CLASSEMENT
from tournoi.exports.xlsx_finals import CLASSEMENT_FINAL
from tournoi.services import draws, scores
from tournoi.services.ranking import Criterion, RankingSettings, StandingRow
from tournoi.services.standings import current as standings
from tournoi.services.teams import registration as teams
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.services.tournament.activity import Area
from tournoi.services.tournament.lifecycle import Identity
from tournoi.ui.context import TournamentContext
from tournoi.ui.entry.commands import RecordDonne
from tournoi.ui.rounds.commands import DrawRound
from tournoi.ui.settings.dialog import Saved, SaveSettings
from tournoi.ui.standings import Column, RoundColumn, StandingsModel, StandingsPage
from tournoi.ui.teams.commands import EditTeam, WithdrawTeam
from tournoi.ui.teams.team_form import TeamForm

CAPOT_DONNE = {
    team: Donne(taker=team, contract=CAPOT, trump=Trump.COEUR, points=162, capot=team)
    for team in Team
}
"""500 marks to the taker in contrée: two of them end a partie to 1000."""


def finish_partie(
    context: TournamentContext, *, round_number: int = 1, table: int, winner: Team = Team.A
) -> None:
    """Enter the partie's donnes as the entry page does: one undoable action per donne."""
    for _ in range(2):
        sheet = scores.sheet(context.database, round_number=round_number, table=table)
        context.push(RecordDonne(context, sheet, CAPOT_DONNE[winner]))


def players(context: TournamentContext, table: int) -> tuple[int, int]:
    """The numbers of the teams A and B of a table of round 1."""
    view = draws.round_view(context.database, round_number=1)
    found = next(t for t in view.tables if t.table == table)
    return found.a.number, found.b.number


def shown(model: StandingsModel, row: int, column: Column) -> object:
    return model.index(row, model.columns.index(column)).data()


def tip(model: StandingsModel, row: int, column: Column) -> object:
    return model.index(row, model.columns.index(column)).data(Qt.ItemDataRole.ToolTipRole)


@pytest.fixture
def page(qtbot: QtBot, context: TournamentContext) -> StandingsPage:
    shown_page = StandingsPage(context)
    qtbot.addWidget(shown_page)
    shown_page.resize(1366, 700)
    shown_page.show()
    return shown_page


def test_a_recorded_partie_moves_the_winner_to_the_top(
    qtbot: QtBot, page: StandingsPage, context: TournamentContext
) -> None:
    assert StandingsPage.title == "Classement"
    model = page.model
    assert model.rowCount() == 8
    assert {shown(model, row, Column.RANK) for row in range(8)} == {"1 ="}
    winner, loser = players(context, 3)

    with qtbot.waitSignal(context.changed):
        finish_partie(context, table=3)

    assert shown(model, 0, Column.NUMBER) == str(winner)
    assert shown(model, 0, Column.RANK) == "1"
    assert shown(model, 0, Column.WON) == "1"
    assert shown(model, 0, Column.POINTS_FOR) == "1000"
    assert shown(model, 0, Column.GOAL_AVERAGE) == "+1000"
    assert shown(model, 7, Column.NUMBER) == str(loser)
    assert shown(model, 7, Column.GOAL_AVERAGE) == "−1000"
    # What the page shows is what the service computes.
    rows = standings.standings(context.database)
    assert [shown(model, row, Column.NUMBER) for row in range(8)] == [str(r.number) for r in rows]

    with qtbot.waitSignal(context.changed):
        context.undo_stack.undo()
    assert shown(model, 0, Column.RANK) == "1 ="
    assert shown(model, 0, Column.WON) == "0"


def test_teams_tied_on_every_criterion_share_their_rank(
    qtbot: QtBot, page: StandingsPage, context: TournamentContext
) -> None:
    finish_partie(context, table=1)
    finish_partie(context, table=2, winner=Team.B)
    model = page.model
    assert [shown(model, row, Column.RANK) for row in range(8)] == [
        "1 =", "1 =", "3 =", "3 =", "3 =", "3 =", "7 =", "7 =",
    ]  # fmt: skip
    assert tip(model, 0, Column.RANK) == "1er ex æquo"
    assert tip(model, 2, Column.RANK) == "3e ex æquo"
    winners = {players(context, 1)[0], players(context, 2)[1]}
    assert {int(str(shown(model, row, Column.NUMBER))) for row in (0, 1)} == winners
    # Listed by number within a tie.
    assert int(str(shown(model, 0, Column.NUMBER))) < int(str(shown(model, 1, Column.NUMBER)))


def test_the_detail_lists_each_round_of_the_selected_team(
    qtbot: QtBot, page: StandingsPage, context: TournamentContext
) -> None:
    for table in (1, 2, 3, 4):
        finish_partie(context, table=table)
    context.push(DrawRound(context, number=2, method=draws.DrawMethod.SWISS, seed=None))
    winner, loser = players(context, 2)
    page.select_team(loser)

    assert page.selected_team == loser
    detail = page.rounds_model
    assert detail.rowCount() == 2
    cell = lambda row, column: detail.index(row, list(RoundColumn).index(column)).data()  # noqa: E731
    name = teams.get_team(context.database, number=winner).name
    assert cell(0, RoundColumn.ROUND) == "1"
    assert cell(0, RoundColumn.TABLE) == "2"
    assert cell(0, RoundColumn.OPPONENT) == f"n° {winner} «\u00a0{name}\u00a0»"
    assert cell(0, RoundColumn.MARKS) == "0 à 1000"
    assert cell(0, RoundColumn.RESULT) == "perdue"
    assert cell(1, RoundColumn.ROUND) == "2"
    assert cell(1, RoundColumn.RESULT) == "en cours"
    assert f"Équipe n° {loser}" in page.detail_title.text()

    # The arrow keys walk the standings; the detail follows.
    page.table.setFocus()
    row = page.table.currentIndex().row()
    qtbot.keyClick(page.table, Qt.Key.Key_Up)
    assert page.selected_team == page.model.standing(row - 1).number


def test_the_search_field_jumps_to_a_team_by_number_or_name(
    qtbot: QtBot, page: StandingsPage, context: TournamentContext
) -> None:
    qtbot.keyClick(page, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert page.search.hasFocus()
    qtbot.keyClicks(page.search, "6")
    assert page.selected_team == 6

    page.search.clear()
    qtbot.keyClicks(page.search, "lefevre")  # without the accent
    matches = [row.number for row in standings.standings(context.database) if "Lefèvre" in row.name]
    assert len(matches) == 1
    assert page.selected_team == matches[0]

    page.search.clear()
    qtbot.keyClicks(page.search, "ar")  # Martin – Bernard, Robert – Richard, Garcia – David
    first = page.selected_team
    qtbot.keyClick(page.search, Qt.Key.Key_Return)
    second = page.selected_team
    assert first != second
    for number in (first, second):
        assert number is not None
        assert "ar" in teams.get_team(context.database, number=number).name

    page.search.clear()
    qtbot.keyClicks(page.search, "zzz")
    assert page.search_status.text() == "introuvable"


def test_the_model_moves_lines_rather_than_resetting(
    qtbot: QtBot, page: StandingsPage, context: TournamentContext
) -> None:
    resets: list[bool] = []
    changed: list[tuple[int, int]] = []
    page.model.modelReset.connect(lambda: resets.append(True))
    page.model.dataChanged.connect(
        lambda first, last, _roles: changed.append((first.row(), last.row()))
    )
    winner, _loser = players(context, 4)
    page.select_team(winner)

    with qtbot.waitSignal(page.model.layoutChanged):
        finish_partie(context, table=4)
    assert resets == []
    # The selection followed the team to its new line.
    assert page.table.currentIndex().row() == 0
    assert page.selected_team == winner

    # A name changed, nobody moves: only that line is repainted.
    changed.clear()
    info = teams.get_team(context.database, number=winner)
    renamed = TeamForm(players=info.players, number=None, name="Les Invincibles", fixed_table=None)
    context.push(EditTeam(context, info, renamed))
    assert resets == []
    assert changed == [(0, 0)]
    assert shown(page.model, 0, Column.NAME) == "Les Invincibles"


def test_ranking_points_and_buchholz_columns_follow_the_criteria(
    qtbot: QtBot, page: StandingsPage, context: TournamentContext
) -> None:
    assert Column.RANKING_POINTS not in page.model.columns
    assert "1. Parties gagnées › 2. Total des marques › 3. Goal-average" in page.criteria.text()
    finish_partie(context, table=1)
    current = tournaments.get_settings(context.database)
    ranking = RankingSettings(criteria=(Criterion.RANKING_POINTS, Criterion.BUCHHOLZ))
    identity = Identity.of(context.info)
    before = Saved(settings=current, identity=identity)
    after = Saved(settings=replace(current, ranking=ranking), identity=identity)
    context.push(SaveSettings(context, "Réglages", before=before, after=after))
    assert page.model.columns[-3:] == (Column.RANKING_POINTS, Column.BUCHHOLZ, Column.WITHDRAWN)
    headers = [
        page.model.headerData(i, Qt.Orientation.Horizontal) for i in range(page.model.columnCount())
    ]
    assert "Pts classement" in headers
    assert "Buchholz" in headers
    assert "1. Points de classement › 2. Buchholz" in page.criteria.text()
    assert "Barème\u00a0: 4 par victoire" in page.notes.text()
    assert shown(page.model, 0, Column.RANKING_POINTS) == "4"


def test_a_withdrawn_team_is_shown_apart_at_the_bottom(
    qtbot: QtBot, page: StandingsPage, context: TournamentContext
) -> None:
    winner, loser = players(context, 1)
    finish_partie(context, table=1)
    context.push(WithdrawTeam(context, winner))
    # The winner of round 1 left: after the seven teams still playing, flagged and greyed.
    assert page.model.rowCount() == 8
    row = page.model.row_of(winner)
    assert row == 7
    assert shown(page.model, row, Column.WITHDRAWN) == "retirée"
    assert shown(page.model, row, Column.RANK) == "8"
    assert shown(page.model, row, Column.WON) == "1"
    index = page.model.index(row, 0)
    assert index.data(Qt.ItemDataRole.FontRole).italic()
    assert shown(page.model, 0, Column.WITHDRAWN) == ""
    assert "classée à part" in str(
        page.model.headerData(
            page.model.columns.index(Column.WITHDRAWN),
            Qt.Orientation.Horizontal,
            Qt.ItemDataRole.ToolTipRole,
        )
    )
    assert loser in [page.model.standing(r).number for r in range(7)]


def test_a_team_withdrawn_before_it_played_leaves_the_standings(
    page: StandingsPage, context: TournamentContext
) -> None:
    """Team 5 leaves while its partie of round 1 is not played: it is in no standings."""
    context.push(WithdrawTeam(context, 5))
    assert page.model.rowCount() == 7
    assert page.model.row_of(5) is None


def test_an_empty_parent_has_no_rows(page: StandingsPage) -> None:
    assert page.model.rowCount(page.model.index(0, 0)) == 0
    assert page.model.data(QModelIndex()) is None


@pytest.mark.slow
def test_a_donne_updates_the_standings_of_1000_teams(qtbot: QtBot, tmp_path: Path) -> None:
    """What the 50 ms goal measures (benchmarks/ui_entry_speed.py), checked here for what it shows."""
    database = make_tournament(tmp_path / "grand.tournoi", count=1000)
    context = TournamentContext(database, who=WHO)
    try:
        page = StandingsPage(context)
        qtbot.addWidget(page)
        page.resize(1366, 700)
        page.show()
        for table in range(1, 8):
            # The second capot ends the partie: its result enters the standings.
            for _ in range(2):
                scores.record_donne(
                    database, round_number=1, table=table, donne=CAPOT_DONNE[Team.A], who=WHO
                )
            context.changed.emit(Area.SCORES)
            page.repaint()
        assert page.model.rowCount() == 1000
        assert [shown(page.model, row, Column.POINTS_FOR) for row in range(8)] == [
            "1000", "1000", "1000", "1000", "1000", "1000", "1000", "0",
        ]  # fmt: skip
    finally:
        context.close()


@pytest.mark.parametrize(
    ("byes", "said"),
    [
        (0, "dont 1 par forfait\u00a0; 0 exemption"),
        (1, "dont 1 par forfait\u00a0; 1 exemption"),
        (2, "dont 1 par forfait\u00a0; 2 exemptions"),
    ],
)
def test_the_tip_of_the_wins_counts_the_byes_in_french(qtbot: QtBot, byes: int, said: str) -> None:
    row = StandingRow(
        rank=1, number=3, name="Les As", played=4, won=4, drawn=0, lost=0, byes=byes,
        forfeits_won=1, forfeits_lost=0, points_for=2000, points_against=0, goal_average=2000,
        ranking_points=8, buchholz=0, ex_aequo=False, withdrawn=False,
    )  # fmt: skip
    model = StandingsModel()
    model.set_rows([row])
    assert tip(model, 0, Column.WON) == said


def test_the_workbook_titles_the_columns_with_the_pages_words(qtbot: QtBot) -> None:
    """« Joués », « Points pour » in the workbook against « Jouées », « Marques pour » here."""
    model = StandingsModel()
    final = {Column.STAGE, Column.QUALIFYING}
    shown = {model.header(column) for column in set(Column) - final} - {"Pts classement"}
    assert shown <= set(CLASSEMENT)
    assert {model.header(column) for column in final} <= set(CLASSEMENT_FINAL)


def test_every_column_fits_beside_the_projector(qtbot: QtBot, page: StandingsPage) -> None:
    """A 1366 px screen shared with the projector leaves the window 818 px: the standings
    scrolled sideways, « Marques », « Goal-average » and « Retirée » out of sight."""
    page.resize(800, 600)  # the page in the 818 px window
    table, header = page.table, page.table.horizontalHeader()
    qtbot.waitUntil(lambda: table.viewport().width() < 800)
    assert header.length() <= table.viewport().width()
    assert not table.horizontalScrollBar().isVisible()
    assert len(page.model.columns) == 12
    bold = header.font()
    bold.setBold(True)
    metrics = QFontMetrics(bold)
    for section, column in enumerate(page.model.columns):
        assert not header.isSectionHidden(section)
        # Each title, on two lines at most, is read whole: its longest word fits.
        words = page.model.header(column).replace("-", "- ").split()
        assert max(map(metrics.horizontalAdvance, words)) < header.sectionSize(section), column
    name = header.sectionSize(page.model.columns.index(Column.NAME))
    assert name >= 120
    # A long name is cut short in the cell; its tip says it whole (French spaces in « »).
    number, team = shown(page.model, 0, Column.NUMBER), shown(page.model, 0, Column.NAME)
    assert tip(page.model, 0, Column.NAME) == f"Équipe n° {number} «\u00a0{team}\u00a0»"
