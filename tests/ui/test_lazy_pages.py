"""The window builds the page shown when a tournament opens, and each other page when first shown."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from tests.ui.conftest import WHO
from tournoi.services import draws
from tournoi.services.draws import DrawMethod
from tournoi.ui.entry import EntryPage
from tournoi.ui.main_window import MainWindow
from tournoi.ui.rounds import RoundsPage
from tournoi.ui.standings import StandingsPage
from tournoi.ui.teams import TeamsPage

CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.fixture
def window(qtbot: QtBot, window: MainWindow, tournament_file: Path) -> MainWindow:
    """The main window, active, showing a small tournament."""
    with qtbot.waitActive(window):
        window.activateWindow()
    assert window.open_location(str(tournament_file))
    return window


def built(window: MainWindow) -> list[str]:
    return [type(window.tabs.widget(index)).__name__ for index in range(window.tabs.count())]


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def test_a_tournament_opens_with_its_teams_page_alone_built(window: MainWindow) -> None:
    assert isinstance(window.tabs.currentWidget(), TeamsPage)
    assert built(window)[0] == "TeamsPage"
    assert not {"RoundsPage", "EntryPage", "StandingsPage"} & set(built(window))
    assert [window.tabs.tabText(index) for index in range(4)] == [
        "Équipes", "Tours", "Saisie", "Classement",
    ]  # fmt: skip
    assert window.teams_page.model.rowCount() == 8


def test_ctrl_and_a_number_builds_the_page_and_gives_it_the_keyboard(
    qtbot: QtBot, window: MainWindow
) -> None:
    qtbot.keyClick(focused(), Qt.Key.Key_4, CTRL)

    page = window.tabs.currentWidget()
    assert isinstance(page, StandingsPage) and window.tabs.currentIndex() == 3
    assert page is window.standings_page and page.isAncestorOf(focused())
    assert window.tabs.tabText(3) == "Classement"
    assert "RoundsPage" not in built(window)

    qtbot.keyClick(focused(), Qt.Key.Key_2, CTRL)
    assert isinstance(window.tabs.currentWidget(), RoundsPage)
    assert window.rounds_page.tables.rowCount() == 4  # round 1's tables, read when built


def test_a_page_built_after_a_change_shows_it(qtbot: QtBot, window: MainWindow) -> None:
    context = window.context
    assert context is not None
    draws.cancel_draw(context.database, round_number=1, who=WHO)
    draws.draw_round(context.database, method=DrawMethod.RANDOM, seed=3, who=WHO)

    qtbot.keyClick(focused(), Qt.Key.Key_3, CTRL)

    entry = window.tabs.currentWidget()
    assert isinstance(entry, EntryPage) and entry is window.entry_page
    assert window.entry_page.presenter.open_sheet(1, 1)
    assert window.tabs.currentIndex() == 2


def test_enter_on_a_table_builds_the_entry_page_on_its_sheet(
    qtbot: QtBot, window: MainWindow
) -> None:
    qtbot.keyClick(focused(), Qt.Key.Key_2, CTRL)
    assert "EntryPage" not in built(window)

    window.rounds_page.table_activated.emit(1, 2)

    assert isinstance(window.tabs.currentWidget(), EntryPage)
    assert built(window) == ["TeamsPage", "RoundsPage", "EntryPage", "_Unbuilt"]


def test_closing_and_opening_again_builds_the_pages_anew(qtbot: QtBot, window: MainWindow) -> None:
    location = window.preferences.recent_files[0]
    qtbot.keyClick(focused(), Qt.Key.Key_3, CTRL)
    window.close_tournament()
    assert window.tabs.count() == 0
    # Emptied one tab after the other, each next tab was shown an instant: none was built.
    assert not window.findChildren(RoundsPage) and not window.findChildren(StandingsPage)

    assert window.open_location(location)
    assert built(window) == ["TeamsPage", "_Unbuilt", "_Unbuilt", "_Unbuilt"]
    assert window.tabs.currentIndex() == 0
