"""A partie's two totals typed at the entry screen, and the keys of the desk, from the keyboard."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMainWindow
from pytestqt.qtbot import QtBot

from engine import FFB_CONTREE, PerTeam
from tournoi.services import scores
from tournoi.services.scores import PartieState, SheetView
from tournoi.services.standings import current as standings
from tournoi.ui.context import TournamentContext
from tournoi.ui.entry import EntryPage, Verdict


class Keyboard:
    """Keys pressed one at a time on whatever has the focus, counted."""

    def __init__(self) -> None:
        self.count = 0

    def press(self, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:  # fmt: skip
        focus = QApplication.focusWidget()
        assert focus is not None
        QTest.keyClick(focus, key, modifier)
        self.count += 1

    def type(self, text: str) -> None:
        for char in text:
            self.press(Qt.Key.Key_Space if char == " " else Qt.Key(ord(char.upper())))

    def enter(self) -> None:
        self.press(Qt.Key.Key_Return)


@pytest.fixture
def context(
    qtbot: QtBot, tournament_factory: Callable[..., TournamentContext]
) -> TournamentContext:
    """FFB contrée in 2000 points, 8 teams, round 1 drawn: tables 1 to 4."""
    return tournament_factory(count=8, rules=FFB_CONTREE)


@pytest.fixture
def window(qtbot: QtBot, context: TournamentContext) -> Iterator[QMainWindow]:
    """The page in a window with the Édition menu, its undo and redo, as the application has them."""
    main = QMainWindow()
    page = EntryPage(context)
    main.setCentralWidget(page)
    menu = main.menuBar().addMenu("&Édition")
    undo = context.undo_stack.createUndoAction(main, "&Annuler")
    undo.setShortcut(QKeySequence.StandardKey.Undo)
    redo = context.undo_stack.createRedoAction(main, "&Rétablir")
    redo.setShortcut(QKeySequence("Ctrl+Y"))
    menu.addActions([undo, redo])
    qtbot.addWidget(main)
    main.resize(1366, 768)
    main.show()
    main.activateWindow()
    qtbot.waitExposed(main)
    yield main
    menu.close()
    context.undo_stack.clear()


@pytest.fixture
def page(window: QMainWindow) -> EntryPage:
    widget = window.centralWidget()
    assert isinstance(widget, EntryPage)
    return widget


def stored(context: TournamentContext, table: int) -> SheetView:
    return scores.sheet(context.database, round_number=1, table=table)


def test_a_partie_s_totals_in_ten_keystrokes_once_its_table_is_chosen(
    page: EntryPage, context: TournamentContext
) -> None:
    keys = Keyboard()
    keys.press(Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)  # to the « Table » field
    assert page.table_edit.hasFocus()
    keys.type("2")
    keys.enter()
    assert page.entry.hasFocus() and page.model.sheet is not None
    assert page.model.sheet.table == 2
    chosen = keys.count
    keys.type("2070 1290")
    assert page.presenter.verdict is Verdict.OK
    assert "Totaux seulement : A 2070, B 1290" in page.preview.text()
    assert "victoire de l'équipe A" in page.preview.text()
    keys.enter()
    assert (chosen, keys.count - chosen) == (3, 10)
    sheet = stored(context, 2)
    assert (sheet.recorded, sheet.by_totals, sheet.state) == (
        PerTeam(2070, 1290), True, PartieState.FINISHED
    )  # fmt: skip
    # The next table not finished is shown at once: its totals take 10 keystrokes.
    assert page.model.sheet is not None and page.model.sheet.table == 3
    assert page.notice.text() == "Table 2 : totaux 2070 – 1290 enregistrés."
    before = keys.count
    keys.type("1500 2010")
    keys.enter()
    assert keys.count - before == 10
    assert stored(context, 3).winner is not None and stored(context, 3).totals == PerTeam(
        1500, 2010
    )
    assert page.model.sheet is not None and page.model.sheet.table == 4


def test_a_totals_only_partie_is_marked_on_screen_and_counts(
    qtbot: QtBot, page: EntryPage, context: TournamentContext
) -> None:
    page.entry.setText("2070 1290")
    qtbot.keyClick(page.entry, Qt.Key.Key_Return)
    assert page.presenter.load_table(1)
    assert page.state_label.text() == "terminée — totaux seulement"
    assert page.end_banner.text().endswith("2070 à 1290 contre l'équipe 2 (totaux seulement).")
    assert [label.text() for label in page.total_labels.values()] == ["2070", "1290"]
    assert "Totaux seulement : 2070 – 1290" in page.check_label.text()
    assert "Pour vérifier la feuille, tapez la donne 1 puis Entrée." in page.preview.text()
    assert page.validate_button.isEnabled()
    first = standings.standings(context.database)[0]
    assert (first.number, first.points_for) == (1, 2070)


def test_totals_the_rules_refuse_are_said_while_typed_and_not_stored(
    qtbot: QtBot, page: EntryPage, context: TournamentContext
) -> None:
    qtbot.keyClicks(page.entry, "1890 1290")
    assert page.presenter.verdict is Verdict.ERROR
    assert "aucune équipe n'atteint les 2000 points, la partie n'est pas finie. (§10.4)" in page.preview.text()  # fmt: skip
    qtbot.keyClick(page.entry, Qt.Key.Key_Return)
    assert stored(context, 1).recorded is None
    assert page.model.sheet is not None and page.model.sheet.table == 1
    page.entry.clear()
    qtbot.keyClicks(page.entry, "2075 1290")
    assert "un total se termine par 0. (§10.3)" in page.preview.text()


def test_donnes_typed_after_the_totals_are_compared_with_them(
    qtbot: QtBot, page: EntryPage, context: TournamentContext
) -> None:
    scores.record_totals(
        context.database, round_number=1, table=1, totals=PerTeam(2020, 160), who="x"
    )
    page.presenter.load_table(1)
    for text in ("A 80 p 102", "A capot c cap", "A capot c cap", "A capot c cap", "A capot c cap"):
        qtbot.keyClicks(page.entry, text)
        qtbot.keyClick(page.entry, Qt.Key.Key_Return)
    sheet = stored(context, 1)
    assert not sheet.by_totals and sheet.totals == PerTeam(2100, 60)
    assert page.check_label.text().startswith(
        "Les totaux de la feuille (2020 – 160) diffèrent des totaux calculés (2100 – 60)"
    )


def test_ctrl_z_on_the_entry_line_undoes_the_totals_just_recorded(
    qtbot: QtBot, page: EntryPage, context: TournamentContext
) -> None:
    qtbot.keyClicks(page.entry, "2070 1290")
    qtbot.keyClick(page.entry, Qt.Key.Key_Return)
    assert context.undo_stack.undoText() == "les totaux 2070 – 1290, table 1"
    qtbot.keyClicks(page.entry, "A 9")  # typing on table 2's line
    qtbot.keyClick(page.entry, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert stored(context, 1).recorded is None
    assert stored(context, 1).state is PartieState.NOT_STARTED
    assert page.entry.text() == "A 9"
    qtbot.keyClick(page.entry, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert stored(context, 1).recorded == PerTeam(2070, 1290)


def test_alt_e_opens_the_edit_menu_and_types_nothing(
    qtbot: QtBot, window: QMainWindow, page: EntryPage
) -> None:
    qtbot.keyClicks(page.entry, "A 1")
    qtbot.keyClick(page.entry, Qt.Key.Key_E, Qt.KeyboardModifier.AltModifier)
    assert page.entry.text() == "A 1"
    qtbot.keyClick(page.entry, Qt.Key.Key_Q, Qt.KeyboardModifier.AltModifier)
    assert page.entry.text() == "A 1"


def test_validating_a_partie_moves_to_the_next_table_not_finished(
    qtbot: QtBot, page: EntryPage, context: TournamentContext
) -> None:
    scores.record_totals(
        context.database, round_number=1, table=2, totals=PerTeam(2000, 1500), who="x"
    )
    page.presenter.load_table(1)
    page.entry.setText("2070 1290")
    qtbot.keyClick(page.entry, Qt.Key.Key_Return)
    assert page.model.sheet is not None and page.model.sheet.table == 3  # table 2 is finished
    page.presenter.load_table(1)
    qtbot.keyClick(page.entry, Qt.Key.Key_V, Qt.KeyboardModifier.AltModifier)  # « Valider »
    # The button's accelerator clicks it as a click is shown: once the event loop runs.
    qtbot.waitUntil(lambda: stored(context, 1).state is PartieState.VALIDATED)
    assert page.entry.text() == ""
    assert page.model.sheet is not None and page.model.sheet.table == 3
    assert page.notice.text() == "Table 1 validée."


def test_the_paper_check_lists_a_mistake_possible_on_any_donne_once_and_follows_corrections(
    qtbot: QtBot, page: EntryPage, context: TournamentContext
) -> None:
    for text in ("A 80 p 102", "B 90 c 95", "A 100 k 120", "B 80 t 90", "A 110 c 130"):
        qtbot.keyClicks(page.entry, text)
        qtbot.keyClick(page.entry, Qt.Key.Key_Return)
    assert stored(context, 1).totals == PerTeam(490, 320)
    page.presenter.check_paper(PerTeam(510, 320))
    assert "La feuille ne permet pas de dire quelle donne est fausse" in page.check_label.text()
    assert [page.suspects.item(i).text() for i in range(page.suspects.count())] == [
        "Donnes 1, 2, 3, 4, 5 : si une belote était comptée à l'équipe A"
    ]
    assert page.keys_label.isHidden()
    assert page.model.suspects == frozenset({1, 2, 3, 4, 5})
    # This station's own check is not news for its status bar.
    assert context.look_elsewhere() == []
    # The belote found on donne 3: the panel now says the totals agree.
    page.presenter.start_correction(2)
    page.entry.setText("A 100 k 120 b")
    qtbot.keyClick(page.entry, Qt.Key.Key_Return)
    assert page.check_label.text() == (
        "Les totaux de la feuille (510 – 320) sont bien les totaux calculés."
    )
    assert page.suspects.count() == 0 and not page.keys_label.isHidden()
    assert context.undo_stack.undoText() == "la correction de la donne 3, table 1"


def test_a_lone_total_says_that_the_second_is_missing(
    qtbot: QtBot, page: EntryPage, context: TournamentContext
) -> None:
    """« 2030 » alone said « commencez par le preneur », as if a donne were being typed."""
    keys = Keyboard()
    page.entry.setFocus()
    keys.type("2030")
    assert page.presenter.verdict is Verdict.INCOMPLETE
    said = page.preview.text()
    assert "Un seul total (2030)" in said and "il manque le second" in said
    assert "preneur" not in said
    keys.enter()
    assert stored(context, 1).recorded is None and not stored(context, 1).lines
    keys.type(" 1290")
    assert page.presenter.verdict is Verdict.OK


def test_the_paper_check_reads_whole_beside_the_sheet_at_1366_by_768(
    qtbot: QtBot, page: EntryPage, context: TournamentContext
) -> None:
    """The diagnosis listed the running totals the sheet shows beside it, and scrolled."""
    for text in ("A 80 p 102", "B 90 c 95", "A 100 k 120", "B 80 t 90", "A 110 c 130",
                 "B 120 p 130", "A 90 k 100"):  # fmt: skip
        qtbot.keyClicks(page.entry, text)
        qtbot.keyClick(page.entry, Qt.Key.Key_Return)
    page.presenter.check_paper(PerTeam(640, 540))
    said = page.check_label.text()
    assert said.endswith(
        "les colonnes Total A et Total B donnent les totaux calculés après chaque donne."
    )
    assert "1 : 100 – 60" not in said
    check = page.paper
    qtbot.waitUntil(lambda: check.scroller.verticalScrollBar().maximum() == 0)
    assert page.suspects.count() > 3  # the list scrolls itself, below the whole diagnosis
