"""The Rounds page: draw the next round, table states, swap, cancel, « où est ma table ? », undo."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

import pytest
from PySide6.QtCore import QItemSelection, QItemSelectionModel, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine import Donne, PerTeam, Team, Trump, Variant
from engine.notation import parse_donne
from tests.factories import random_sheet, sheet_document
from tests.ui.keyboard import shown
from tournoi.services import draws, scores
from tournoi.services.draws import DrawMethod, RoundView
from tournoi.services.scores import PartieState
from tournoi.services.tournament.activity import Area
from tournoi.services.tournament.lifecycle import get_settings
from tournoi.ui.context import TournamentContext
from tournoi.ui.partie_state import COLOURS
from tournoi.ui.rounds import (
    DrawDialog,
    RoundsPage,
    SeatColumn,
    SwapDialog,
    TableColumn,
    round_actions,
)
from tournoi.ui.row_model import fold

CTRL = Qt.KeyboardModifier.ControlModifier
WHO = "test"
A80 = Donne(taker=Team.A, contract=80, trump=Trump.COEUR, points=117)


@pytest.fixture
def page(qtbot: QtBot, context: TournamentContext) -> RoundsPage:
    page = RoundsPage(context)
    shown(qtbot, page)
    page.tables_view.setFocus()
    return page


def finish_round(context: TournamentContext, number: int) -> None:
    """Every table of the round played to the end, as the entry page would record it."""
    rules = get_settings(context.database).rules
    rng = random.Random(number)
    for table in draws.round_view(context.database, round_number=number).tables:
        document = sheet_document(random_sheet(rng, rules))
        scores.import_sheet(
            context.database, round_number=number, table=table.table, document=document, who=WHO
        )
    context.changed.emit(Area.SCORES)


def layout(view: RoundView) -> list[tuple[int, int, int]]:
    return [(t.table, t.a.number, t.b.number) for t in view.tables]


def shown_cell(page: RoundsPage, row: int, column: TableColumn) -> str:
    return str(page.tables.index(row, column).data())


def open_draw_dialog(qtbot: QtBot, page: RoundsPage) -> DrawDialog:
    qtbot.keyClick(page.tables_view, Qt.Key.Key_T, CTRL)
    dialog = page.dialog
    assert isinstance(dialog, DrawDialog)
    return dialog


# Drawing


def test_round_two_is_refused_until_round_one_is_finished_then_drawn(
    qtbot: QtBot, page: RoundsPage, context: TournamentContext
) -> None:
    dialog = open_draw_dialog(qtbot, page)
    assert dialog.windowTitle() == "Tirer le tour 2"
    assert dialog.method() is DrawMethod.SWISS
    qtbot.keyClick(dialog.methods[DrawMethod.SWISS], Qt.Key.Key_Return)
    assert dialog.isVisible()
    assert "Le tour 1 n'est pas terminé : 4 tables sans résultat" in dialog.error.text()
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert len(draws.list_rounds(context.database)) == 1

    finish_round(context, 1)
    assert shown_cell(page, 0, TableColumn.STATE).startswith("● terminée — ")
    dialog = open_draw_dialog(qtbot, page)
    qtbot.keyClick(dialog.methods[DrawMethod.SWISS], Qt.Key.Key_Return)

    assert not dialog.isVisible()
    drawn = draws.round_view(context.database, round_number=2)
    assert page.round_box.currentText() == "Tour 2"
    assert page.tables.rowCount() == 4
    for row, table in enumerate(drawn.tables):
        assert shown_cell(page, row, TableColumn.TABLE) == str(table.table)
        assert shown_cell(page, row, TableColumn.TEAM_A) == f"{table.a.number} · {table.a.name}"
        assert shown_cell(page, row, TableColumn.STATE) == "○ pas commencée"
        assert shown_cell(page, row, TableColumn.NOTE) == table.note
    assert "du classement" in shown_cell(page, 0, TableColumn.NOTE)
    assert page.summary.text().startswith("Tour 2 sur 3 · Système suisse · 4 tables, 0 terminée")
    assert "Tour 2 tiré" in page.message.text()
    assert context.undo_stack.undoText() == "Tirer le tour 2"

    # A donne entered elsewhere: the state changes here, the draw can no longer change.
    scores.record_donne(context.database, round_number=2, table=1, donne=A80, who=WHO)
    context.changed.emit(Area.SCORES)
    assert shown_cell(page, 0, TableColumn.STATE) == "◐ en cours — 120 – 50"
    background = page.tables.index(0, TableColumn.STATE).data(Qt.ItemDataRole.BackgroundRole)
    assert background == COLOURS[PartieState.IN_PROGRESS][0]
    assert not page.swap_action.isEnabled()
    assert not page.cancel_action.isEnabled()

    # Round 1 is still there to look at.
    page.round_box.setCurrentIndex(0)
    assert shown_cell(page, 0, TableColumn.STATE).startswith("● terminée — ")
    assert not page.cancel_action.isEnabled()


def test_undo_a_random_draw_and_redo_it_with_the_same_seed(
    qtbot: QtBot, page: RoundsPage, context: TournamentContext
) -> None:
    finish_round(context, 1)
    dialog = open_draw_dialog(qtbot, page)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.methods[DrawMethod.SWISS])
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_R, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: dialog.method() is DrawMethod.RANDOM)  # a mnemonic clicks after a flash
    assert dialog.seed.isEnabled()
    qtbot.keyClicks(dialog.seed, "4242")
    qtbot.keyClick(dialog.seed, Qt.Key.Key_Return)

    drawn = draws.round_view(context.database, round_number=2)
    assert (drawn.method, drawn.seed) == (DrawMethod.RANDOM, 4242)
    assert page.summary.text().startswith("Tour 2 sur 3 · Tirage au sort, graine 4242")
    assert "La graine 4242 refait ce même tirage." in page.message.text()

    context.undo_stack.undo()
    assert [r.number for r in draws.list_rounds(context.database)] == [1]
    assert page.round_box.currentText() == "Tour 1"
    context.undo_stack.redo()
    again = draws.round_view(context.database, round_number=2)
    assert (again.method, again.seed, layout(again)) == (drawn.method, drawn.seed, layout(drawn))
    assert page.round_box.currentText() == "Tour 2"


def test_an_empty_seed_is_chosen_and_shown(
    qtbot: QtBot, page: RoundsPage, context: TournamentContext
) -> None:
    finish_round(context, 1)
    dialog = open_draw_dialog(qtbot, page)
    dialog.methods[DrawMethod.RANDOM].setChecked(True)
    dialog.accept()
    seed = draws.round_view(context.database, round_number=2).seed
    assert seed is not None
    assert f"graine {seed}" in page.summary.text()


# Swapping and cancelling


def test_swap_two_selected_teams_and_undo(
    qtbot: QtBot, page: RoundsPage, context: TournamentContext
) -> None:
    before = draws.round_view(context.database, round_number=1)
    first, second = before.tables[0].a, before.tables[1].b
    selection = QItemSelection()
    for index in (
        page.tables.index(0, TableColumn.TEAM_A),
        page.tables.index(1, TableColumn.TEAM_B),
    ):
        selection.select(index, index)
    page.tables_view.selectionModel().select(
        selection, QItemSelectionModel.SelectionFlag.ClearAndSelect
    )
    qtbot.keyClick(page.tables_view, Qt.Key.Key_E, CTRL)

    dialog = page.dialog
    assert isinstance(dialog, SwapDialog)
    assert dialog.chosen() == (first.number, second.number)
    qtbot.keyClick(dialog.first, Qt.Key.Key_Return)

    after = draws.round_view(context.database, round_number=1)
    assert after.tables[0].a == second
    assert after.tables[1].b == first
    assert shown_cell(page, 0, TableColumn.TEAM_A) == f"{second.number} · {second.name}"
    assert "Échange manuel" in shown_cell(page, 0, TableColumn.NOTE)

    context.undo_stack.undo()
    assert layout(draws.round_view(context.database, round_number=1)) == layout(before)
    assert shown_cell(page, 0, TableColumn.TEAM_A) == f"{first.number} · {first.name}"


def test_a_refused_swap_keeps_the_dialog_open(
    qtbot: QtBot, page: RoundsPage, context: TournamentContext
) -> None:
    table = draws.round_view(context.database, round_number=1).tables[0]
    page.swap_action.trigger()
    dialog = page.dialog
    assert isinstance(dialog, SwapDialog)
    dialog.first.setCurrentIndex(dialog.first.findData(table.a.number))
    dialog.second.setCurrentIndex(dialog.second.findData(table.b.number))
    qtbot.keyClick(dialog.second, Qt.Key.Key_Return)
    assert dialog.isVisible()
    assert "jouent déjà l'une contre l'autre" in dialog.error.text()
    assert context.undo_stack.count() == 0


def test_cancel_the_draw_and_undo(
    qtbot: QtBot, page: RoundsPage, context: TournamentContext, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[str] = []

    def answer_yes(_parent: object, _title: str, question: str) -> bool:
        asked.append(question)
        return True

    monkeypatch.setattr(round_actions, "confirm", answer_yes)
    before = draws.round_view(context.database, round_number=1)
    assert page.cancel_action.isEnabled()
    page.cancel_action.trigger()

    assert "Annuler le tirage du tour 1" in asked[0]
    assert draws.list_rounds(context.database) == []
    assert page.tables.rowCount() == 0
    assert page.summary.text().startswith("Aucun tour tiré")
    assert not page.swap_action.isEnabled()

    context.undo_stack.undo()
    again = draws.round_view(context.database, round_number=1)
    assert (again.method, layout(again)) == (before.method, layout(before))
    assert page.tables.rowCount() == 4
    context.undo_stack.redo()
    assert draws.list_rounds(context.database) == []


def test_nothing_is_cancelled_when_the_arbiter_says_no(
    page: RoundsPage, context: TournamentContext, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(round_actions, "confirm", lambda *_args: False)
    page.cancel_action.trigger()
    assert len(draws.list_rounds(context.database)) == 1


# Where is my table?


def test_seats_sorted_by_team_name_with_the_bye(
    qtbot: QtBot, tournament_factory: Callable[..., TournamentContext]
) -> None:
    context = tournament_factory(count=9)
    page = RoundsPage(context)
    qtbot.addWidget(page)
    with qtbot.waitActive(page):
        page.show()
        page.activateWindow()
    qtbot.keyClick(page.tables_view, Qt.Key.Key_M, Qt.KeyboardModifier.AltModifier)
    assert page.tabs.currentIndex() == 1

    proxy = page.seats_proxy
    rows = [
        [str(proxy.index(row, column).data()) for column in SeatColumn]
        for row in range(proxy.rowCount())
    ]
    assert len(rows) == 9
    names = [row[SeatColumn.TEAM] for row in rows]
    assert names == sorted(names, key=fold)
    expected = draws.seats(context.database, round_number=1)
    assert [int(row[SeatColumn.NUMBER]) for row in rows] == [s.team.number for s in expected]
    bye = next(row for row in rows if row[SeatColumn.TABLE] == "exempte")
    assert bye[SeatColumn.OPPONENT] == "—"
    seat = expected[0]
    assert rows[0][SeatColumn.TABLE] == str(seat.table)
    assert seat.opponent is not None
    assert rows[0][SeatColumn.OPPONENT] == f"{seat.opponent.number} · {seat.opponent.name}"

    page.seats_view.sortByColumn(SeatColumn.TABLE, Qt.SortOrder.AscendingOrder)
    tables = [proxy.index(row, SeatColumn.TABLE).data() for row in range(proxy.rowCount())]
    assert tables[0] == "1" and tables[-1] == "exempte"

    qtbot.keyClick(page, Qt.Key.Key_F, CTRL)
    qtbot.keyClicks(page.seat_search, "lefevre")
    assert [proxy.index(row, SeatColumn.NUMBER).data() for row in range(proxy.rowCount())] == ["7"]


def test_enter_on_a_table_asks_for_its_score_sheet(qtbot: QtBot, page: RoundsPage) -> None:
    table = page.tables.rows()[2].table
    page.tables_view.setCurrentIndex(page.tables.index(2, TableColumn.TEAM_A))
    with qtbot.waitSignal(page.table_activated) as signal:
        qtbot.keyClick(page.tables_view, Qt.Key.Key_Return)
    assert signal.args == [1, table]


# Each action undone with Ctrl+Z and done again with Ctrl+Y, as in the window's Édition menu


@pytest.fixture
def undo_keys(page: RoundsPage, context: TournamentContext) -> None:
    for action, keys in (
        (context.undo_stack.createUndoAction(page), "Ctrl+Z"),
        (context.undo_stack.createRedoAction(page), "Ctrl+Y"),
    ):
        action.setShortcut(QKeySequence(keys))
        page.addAction(action)


def shown_layout(page: RoundsPage) -> list[tuple[str, str, str]]:
    return [
        (
            shown_cell(page, row, TableColumn.TABLE),
            shown_cell(page, row, TableColumn.TEAM_A),
            shown_cell(page, row, TableColumn.TEAM_B),
        )
        for row in range(page.tables.rowCount())
    ]


def without_notes(rounds: list[RoundView]) -> list[RoundView]:
    """The rounds without the tables' notes: undoing a swap is a second manual exchange, noted."""
    return [
        replace(r, tables=tuple(replace(t, note="") for t in r.tables), bye_note=None)
        for r in rounds
    ]


def undo_and_redo(
    qtbot: QtBot,
    page: RoundsPage,
    context: TournamentContext,
    before: list[RoundView],
    seen: Callable[[list[RoundView]], list[RoundView]] = list,
) -> None:
    """Ctrl+Z gives back the rounds as they were before the action, Ctrl+Y as they were after."""
    after = draws.list_rounds(context.database)
    assert seen(after) != seen(before)
    for keys, expected in ((Qt.Key.Key_Z, before), (Qt.Key.Key_Y, after)):
        page.tables_view.setFocus()
        qtbot.keyClick(page.tables_view, keys, CTRL)
        assert seen(draws.list_rounds(context.database)) == seen(expected)
        assert seen(page.presenter.rounds) == seen(expected)
        view = None if page.presenter.shown is None else page.presenter.shown.view
        assert (view is None) == (not expected)
        assert shown_layout(page) == [
            (str(t.table), f"{t.a.number} · {t.a.name}", f"{t.b.number} · {t.b.name}")
            for t in (view.tables if view else ())
        ]


@pytest.mark.usefixtures("undo_keys")
def test_ctrl_z_and_ctrl_y_on_a_draw(
    qtbot: QtBot, page: RoundsPage, context: TournamentContext
) -> None:
    finish_round(context, 1)
    before = draws.list_rounds(context.database)
    dialog = open_draw_dialog(qtbot, page)
    dialog.methods[DrawMethod.RANDOM].setChecked(True)
    dialog.accept()

    assert [r.number for r in draws.list_rounds(context.database)] == [1, 2]
    undo_and_redo(qtbot, page, context, before)


@pytest.mark.usefixtures("undo_keys")
def test_ctrl_z_and_ctrl_y_on_a_swap(
    qtbot: QtBot, page: RoundsPage, context: TournamentContext
) -> None:
    before = draws.list_rounds(context.database)
    table = before[0].tables
    page.swap_action.trigger()
    dialog = page.dialog
    assert isinstance(dialog, SwapDialog)
    dialog.first.setCurrentIndex(dialog.first.findData(table[0].a.number))
    dialog.second.setCurrentIndex(dialog.second.findData(table[2].b.number))
    qtbot.keyClick(dialog.second, Qt.Key.Key_Return)

    assert not dialog.isVisible()
    assert context.undo_stack.undoText() == (
        f"Échanger les équipes {table[0].a.number} et {table[2].b.number} (tour 1)"
    )
    undo_and_redo(qtbot, page, context, before, without_notes)


@pytest.mark.usefixtures("undo_keys")
def test_ctrl_z_and_ctrl_y_on_a_cancelled_draw(
    qtbot: QtBot, page: RoundsPage, context: TournamentContext, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(round_actions, "confirm", lambda *_args: True)
    before = draws.list_rounds(context.database)
    page.cancel_action.trigger()

    assert draws.list_rounds(context.database) == []
    undo_and_redo(qtbot, page, context, before)


def test_a_seed_that_is_not_a_number_is_refused_in_french(
    qtbot: QtBot, page: RoundsPage, context: TournamentContext
) -> None:
    finish_round(context, 1)
    dialog = open_draw_dialog(qtbot, page)
    dialog.methods[DrawMethod.RANDOM].setChecked(True)
    qtbot.keyClicks(dialog.seed, "+")  # the validator lets a sign through while typing
    assert dialog.seed.text() == "+"
    qtbot.keyClick(dialog.seed, Qt.Key.Key_Return)

    assert dialog.isVisible()
    assert dialog.error.text() == "La graine du tirage est un nombre entier de 0 à 2147483647."
    assert len(draws.list_rounds(context.database)) == 1
    assert context.undo_stack.count() == 0


def test_a_table_recorded_by_its_totals_says_so(
    page: RoundsPage, context: TournamentContext
) -> None:
    """Context: 1000-point contrée; the partie of table 2 entered as the sheet's two totals."""
    scores.record_totals(
        context.database, round_number=1, table=2, totals=PerTeam(1010, 640), who=WHO
    )
    context.changed.emit(Area.SCORES)
    state = page.tables.index(1, TableColumn.STATE).data()
    assert state == "● terminée — totaux seulement, 1010 – 640"
    assert page.tables.index(0, TableColumn.STATE).data() == "○ pas commencée"


def test_a_table_stopped_on_time_says_so(page: RoundsPage, context: TournamentContext) -> None:
    """Table 1 stopped on its totals, table 2 after its donne: both say « arrêtée au temps »."""
    scores.record_totals(
        context.database, round_number=1, table=1, totals=PerTeam(640, 410), who=WHO,
        on_time=True,
    )  # fmt: skip
    scores.record_donne(
        context.database,
        round_number=1,
        table=2,
        donne=parse_donne("A 80 p 117", variant=Variant.CONTREE),
        who=WHO,
    )
    scores.stop_on_time(context.database, round_number=1, table=2, on_time=True, who=WHO)
    context.changed.emit(Area.SCORES)

    assert [page.tables.index(row, TableColumn.STATE).data() for row in (0, 1, 2)] == [
        "● terminée — arrêtée au temps, totaux seulement, 640 – 410",
        "● terminée — arrêtée au temps, 120 – 50",
        "○ pas commencée",
    ]


def test_a_table_entered_donne_by_donne_shows_its_score_so_far(
    page: RoundsPage, context: TournamentContext
) -> None:
    """Only the tables recorded by their totals showed a score; the others, none."""
    scores.record_donne(context.database, round_number=1, table=1, donne=A80, who=WHO)
    context.changed.emit(Area.SCORES)
    sheet = scores.sheet(context.database, round_number=1, table=1)
    state = str(page.tables.index(0, TableColumn.STATE).data())
    assert state.endswith(f" — {sheet.totals.a} – {sheet.totals.b}")
    assert sheet.totals.a > 0
    finish_round(context, 1)
    sheet = scores.sheet(context.database, round_number=1, table=3)
    state = str(page.tables.index(2, TableColumn.STATE).data())
    assert state == f"● terminée — {sheet.totals.a} – {sheet.totals.b}"


def test_a_round_chosen_again_shows_its_states_with_its_scores_read_at_the_same_look(
    page: RoundsPage, context: TournamentContext
) -> None:
    """Another station's donne, not announced yet, then round 1 and back to round 2: the
    state beside the score is the one read with it, and a started round is no longer swapped."""
    finish_round(context, 1)
    draws.draw_round(context.database, method=DrawMethod.SWISS, who=WHO)
    context.changed.emit(Area.ROUNDS)
    assert page.round_box.currentData() == 2 and page.swap_action.isEnabled()
    scores.record_donne(context.database, round_number=2, table=1, donne=A80, who="Autre poste")
    page.round_box.setCurrentIndex(page.round_box.findData(1))
    page.round_box.setCurrentIndex(page.round_box.findData(2))
    assert shown_cell(page, 0, TableColumn.STATE) == "◐ en cours — 120 – 50"
    assert not page.swap_action.isEnabled()
