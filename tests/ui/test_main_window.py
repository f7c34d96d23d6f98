"""The main window: start screen, recent files, opening by menu, by the list or by dropping a file."""

from __future__ import annotations

import gc
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tests.ui.conftest import make_tournament
from tournoi.ui.main_window import APP_TITLE, MainWindow
from tournoi.ui.preferences import Preferences


@pytest.fixture
def window(qtbot: QtBot, preferences: Preferences) -> MainWindow:
    shown = MainWindow(preferences)
    qtbot.addWidget(shown)
    shown.show()
    return shown


@pytest.fixture
def tournament_file(tmp_path: Path) -> Path:
    path = tmp_path / "saint-martin.tournoi"
    make_tournament(path).close()
    return path


def test_the_start_screen_comes_first(window: MainWindow) -> None:
    assert window.stack.currentWidget() is window.start_page
    assert window.windowTitle() == APP_TITLE
    assert not window.close_action.isEnabled()


def test_opening_a_file_shows_its_pages_and_remembers_it(
    window: MainWindow, tournament_file: Path, preferences: Preferences
) -> None:
    assert window.open_location(str(tournament_file))
    assert window.stack.currentWidget() is window.tabs
    assert [window.tabs.tabText(i) for i in range(window.tabs.count())] == [
        "Équipes", "Tours", "Saisie", "Classement",
    ]  # fmt: skip
    assert window.windowTitle() == f"Concours de la Saint-Martin — {APP_TITLE}"
    assert preferences.recent_files == [str(tournament_file)]
    window.close_tournament()
    assert window.stack.currentWidget() is window.start_page
    assert window.start_page.recent.count() == 1


def test_a_recent_file_opens_with_enter(
    qtbot: QtBot, window: MainWindow, tournament_file: Path, preferences: Preferences
) -> None:
    preferences.add_recent(str(tournament_file))
    window.start_page.refresh()
    window.start_page.recent.setFocus()
    qtbot.keyClick(window.start_page.recent, Qt.Key.Key_Return)
    assert window.stack.currentWidget() is window.tabs


def test_a_file_that_is_not_a_tournament_is_refused_in_french(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: shown.append(text))
    other = tmp_path / "liste.csv"
    other.write_text("numéro;équipe\n", encoding="utf-8")
    assert not window.open_location(str(other))
    assert shown == [f"« {other} » n'est pas un fichier de tournoi de belote."]
    assert window.stack.currentWidget() is window.start_page


def test_dropping_a_file_opens_it(window: MainWindow, tournament_file: Path) -> None:
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(tournament_file))])
    drop = QDropEvent(
        QPointF(10, 10),
        Qt.DropAction.CopyAction,
        data,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    window.dropEvent(drop)
    assert window.stack.currentWidget() is window.tabs


def test_undo_and_redo_are_in_the_edit_menu(window: MainWindow, tournament_file: Path) -> None:
    window.open_location(str(tournament_file))
    texts = [action.text() for action in window.edit_menu.actions()]
    assert texts[:2] == ["&Annuler", "&Rétablir"]


def test_closing_the_window_with_a_tournament_open_then_dropping_it(
    qtbot: QtBot, tournament_file: Path, preferences: Preferences
) -> None:
    """Quitting with a tournament open: its pages went with the window, before being deleted later."""
    window = MainWindow(preferences)
    window.show()
    assert window.open_location(str(tournament_file))
    window.close()
    del window
    gc.collect()
    qtbot.wait(10)  # a crash here ("shared QObject was deleted directly") took the process down
    assert preferences.recent_files == [str(tournament_file)]
