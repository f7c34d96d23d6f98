"""What Enter on a donne makes the window read and repaint: what changed, and no more."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine import Team
from tests.ui.conftest import note_calls
from tests.ui.test_standings_page import CAPOT_DONNE, finish_partie
from tournoi.services import scores
from tournoi.services.scores import PartieState
from tournoi.services.standings import current as standings
from tournoi.services.teams import registration as teams
from tournoi.ui.context import TournamentContext
from tournoi.ui.entry.commands import RecordDonne
from tournoi.ui.entry.sheet_model import Column
from tournoi.ui.main_window import MainWindow
from tournoi.ui.standings import StandingsPage

# A partie to 1000 points in contrée: four donnes, the last one ends it.
DONNES = ["A 110 c 117 b", "B 80 p 100", "A 120 k x 130", "B capot t x cap"]
CTRL = Qt.KeyboardModifier.ControlModifier


def enter_donne(qtbot: QtBot, window: MainWindow, text: str) -> None:
    """Type a donne on the entry line and press Enter, as the arbiter does."""
    line = window.entry_page.entry
    line.clear()
    qtbot.keyClicks(line, text)
    qtbot.keyClick(line, Qt.Key.Key_Return)


@pytest.fixture
def window(window: MainWindow, tournament_file: Path) -> MainWindow:
    """The main window showing a small tournament."""
    assert window.open_location(str(tournament_file))
    return window


def test_the_lists_behind_the_entry_page_are_read_when_shown_again(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    qtbot.keyClick(window.tabs.currentWidget(), Qt.Key.Key_3, CTRL)  # the entry page
    assert window.tabs.currentWidget() is window.entry_page
    assert window.entry_page.presenter.go_to("1")
    read: list[str] = []
    note_calls(monkeypatch, teams, "list_teams", read)
    for text in DONNES:
        enter_donne(qtbot, window, text)
    assert window.entry_page.model.sheet is not None and window.entry_page.model.sheet.over
    assert read == []  # the team list was not read behind the entry page

    qtbot.keyClick(window.tabs.currentWidget(), Qt.Key.Key_2, CTRL)  # the rounds page
    first = next(row for row in window.rounds_page.tables.rows() if row.table == 1)
    assert first.state is PartieState.FINISHED  # read again once shown

    qtbot.keyClick(window.tabs.currentWidget(), Qt.Key.Key_1, CTRL)  # the teams page
    assert read == ["list_teams"]


def test_a_donne_that_ends_no_partie_leaves_the_standings_view_untouched(
    qtbot: QtBot, context: TournamentContext, monkeypatch: pytest.MonkeyPatch
) -> None:
    page = StandingsPage(context)
    qtbot.addWidget(page)
    page.show()
    signals: list[str] = []
    for name in ("dataChanged", "layoutChanged", "modelReset"):
        getattr(page.model, name).connect(lambda *_args, name=name: signals.append(name))
    details: list[str] = []
    note_calls(monkeypatch, standings, "team_rounds", details)
    sheet = scores.sheet(context.database, round_number=1, table=1)
    context.push(RecordDonne(context, sheet, CAPOT_DONNE[Team.A]))  # 500 - 0: it goes on
    assert (signals, details) == ([], [])

    finish_partie(context, table=2)
    assert signals and details
    assert page.model.standing(0).points_for == 1000


def test_the_standings_behind_the_entry_page_are_read_once_when_shown(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    qtbot.keyClick(window.tabs.currentWidget(), Qt.Key.Key_4, CTRL)  # built, then left
    qtbot.keyClick(window.tabs.currentWidget(), Qt.Key.Key_3, CTRL)
    assert window.entry_page.presenter.go_to("1")
    read: list[str] = []
    note_calls(monkeypatch, standings, "standings", read)
    for text in DONNES:
        enter_donne(qtbot, window, text)
    sheet = window.entry_page.model.sheet
    assert sheet is not None and sheet.over and sheet.winner is Team.B
    assert read == []  # the standings page, hidden, did nothing on the four donnes

    qtbot.keyClick(window.tabs.currentWidget(), Qt.Key.Key_4, CTRL)
    assert read == ["standings"]
    leader = window.standings_page.model.standing(0)
    assert (leader.number, leader.won) == (sheet.teams.b.number, 1)


def test_enter_repaints_the_sheets_new_row_without_asking_its_headers_again(
    qtbot: QtBot, window: MainWindow
) -> None:
    qtbot.keyClick(window.tabs.currentWidget(), Qt.Key.Key_3, CTRL)
    page = window.entry_page
    assert page.presenter.go_to("1")
    headers: list[int] = []
    page.model.headerDataChanged.connect(lambda *_args: headers.append(1))
    enter_donne(qtbot, window, DONNES[0])
    enter_donne(qtbot, window, DONNES[1])
    assert headers == []
    assert page.model.index(1, 1).data() == "B"
    assert page.total_labels[Team.A].text() == "200" and page.total_labels[Team.B].text() == "150"

    # Donne 1 corrected: its row and the running totals below it are painted anew.
    qtbot.keyClick(page.entry, Qt.Key.Key_Up)
    qtbot.keyClick(page.table, Qt.Key.Key_Up)
    qtbot.keyClick(page.table, Qt.Key.Key_Return)
    assert page.entry.text()
    page.entry.clear()
    qtbot.keyClicks(page.entry, "B 90 p 100")
    qtbot.keyClick(page.entry, Qt.Key.Key_Return)
    assert [page.model.index(row, 1).data() for row in range(2)] == ["B", "B"]
    total_a = page.model.columns.index(Column.TOTAL_A)
    assert page.model.index(1, total_a).data() == str(page.model.sheet.totals.a)  # type: ignore[union-attr]
    assert headers == []


class _LayoutRequests(QObject):
    """Counts the layout requests a widget receives."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, _watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            self.count += 1
        return False


def test_enter_lays_out_no_page_while_the_labels_keep_their_size(
    qtbot: QtBot, window: MainWindow
) -> None:
    qtbot.keyClick(window.tabs.currentWidget(), Qt.Key.Key_3, CTRL)
    page = window.entry_page
    assert page.presenter.go_to("1")
    enter_donne(qtbot, window, DONNES[0])
    QApplication.processEvents()  # as the window's loop does between two keys
    requests = _LayoutRequests()
    window.tabs.installEventFilter(requests)  # laying its pages out, it repaints the page shown

    enter_donne(qtbot, window, DONNES[1])
    QApplication.processEvents()

    assert requests.count == 0
    assert (
        page.total_labels[Team.A].text() == "200" and page.entry_label.text() == "Do&nne 3\u00a0:"
    )

    # The partie over, « Donne : » is shorter: the entry line takes the room at once.
    before = page.entry.width()
    enter_donne(qtbot, window, DONNES[2])
    enter_donne(qtbot, window, DONNES[3])
    QApplication.processEvents()
    assert page.entry_label.text() == "Do&nne\u00a0:"
    assert page.entry.width() > before
    assert page.entry_label.width() == page.entry_label.sizeHint().width()


def test_a_total_changed_while_the_entry_page_was_hidden_shows_whole_when_back(
    qtbot: QtBot, window: MainWindow
) -> None:
    qtbot.keyClick(window.tabs.currentWidget(), Qt.Key.Key_3, CTRL)
    page = window.entry_page
    assert page.presenter.go_to("1")
    QApplication.processEvents()
    qtbot.keyClick(window.tabs.currentWidget(), Qt.Key.Key_2, CTRL)  # the rounds page
    context = window.context
    assert context is not None
    sheet = scores.sheet(context.database, round_number=1, table=1)
    context.push(RecordDonne(context, sheet, CAPOT_DONNE[Team.A]))  # read by the hidden page

    qtbot.keyClick(window.tabs.currentWidget(), Qt.Key.Key_3, CTRL)
    QApplication.processEvents()

    total = page.total_labels[Team.A]
    assert total.text() == "500"
    assert total.width() >= total.sizeHint().width()  # not cut to the width of « 0 »
