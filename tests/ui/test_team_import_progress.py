"""« Équipes › Importer » runs in a worker thread: a bar that moves, a cancel that keeps nothing."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from sqlmodel import select

from tests.files.sized_workbooks import stale_workbook
from tests.ui.keyboard import shown
from tests.ui.test_teams_page import choose_file, numbers
from tournoi.services.teams import registration as teams
from tournoi.services.teams.file_import import Progress
from tournoi.services.teams.info import TeamInfo
from tournoi.services.tournament.lifecycle import Database
from tournoi.storage import models
from tournoi.ui.context import TournamentContext
from tournoi.ui.entrants import import_progress
from tournoi.ui.entrants.import_progress import ImportProgress
from tournoi.ui.main_window import MainWindow
from tournoi.ui.teams import TeamsPage

CTRL = Qt.KeyboardModifier.ControlModifier
TEAMS = 30


@pytest.fixture
def page(qtbot: QtBot, context: TournamentContext) -> TeamsPage:
    page = TeamsPage(context)
    shown(qtbot, page)
    page.view.setFocus()
    return page


@pytest.fixture
def workbook(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Thirty teams numbered from 101, in a sheet that declares only two of them."""
    path = stale_workbook(tmp_path / "inscrits.xlsx", teams=TEAMS, ref="A1:D3", first=101)
    choose_file(monkeypatch, path)
    return path


class Held:
    """The service's import, held before the team ``at`` until the test lets it go on."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, at: int) -> None:
        self.reached = threading.Event()
        self.go_on = threading.Event()
        real = import_progress.import_teams

        def held(db: Database, *, path: Path, who: str, progress: Progress) -> list[TeamInfo]:
            def told(done: int, total: int) -> None:
                if done == at:
                    self.reached.set()
                    self.go_on.wait(30)
                progress(done, total)

            return real(db, path=path, who=who, progress=told)

        monkeypatch.setattr(import_progress, "import_teams", held)


def journal(context: TournamentContext) -> list[str]:
    with context.database.session() as session:
        return [event.action for event in session.exec(select(models.AuditEvent))]


def test_the_bar_moves_and_every_team_of_the_file_is_registered(
    qtbot: QtBot,
    page: TeamsPage,
    context: TournamentContext,
    workbook: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    held = Held(monkeypatch, at=10)

    qtbot.keyClick(page.view, Qt.Key.Key_I, CTRL)

    dialog = page.dialog
    assert isinstance(dialog, ImportProgress)
    assert dialog.isVisible() and dialog.isModal()
    qtbot.waitUntil(held.reached.is_set)
    qtbot.waitUntil(lambda: dialog.bar.value() == 9)
    assert dialog.bar.maximum() == TEAMS
    assert dialog.label.text() == (
        "Inscription des équipes de «\u00a0inscrits.xlsx\u00a0»\u00a0: 9 sur 30…"
    )
    assert numbers(context) == list(range(1, 9))  # nothing shows before the whole file is in
    held.go_on.set()
    qtbot.waitUntil(lambda: page.dialog is None)

    assert numbers(context) == [*range(1, 9), *range(101, 101 + TEAMS)]
    assert page.proxy.rowCount() == 8 + TEAMS
    assert page.message.text() == "30 équipes importées de «\u00a0inscrits.xlsx\u00a0»."
    assert context.undo_stack.count() == 1
    context.undo_stack.undo()
    assert numbers(context) == list(range(1, 9))
    context.undo_stack.redo()
    assert len(numbers(context)) == 8 + TEAMS


def test_annuler_midway_keeps_not_one_team(
    qtbot: QtBot,
    page: TeamsPage,
    context: TournamentContext,
    workbook: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    held = Held(monkeypatch, at=12)
    before = journal(context)

    qtbot.keyClick(page.view, Qt.Key.Key_I, CTRL)
    dialog = page.dialog
    assert isinstance(dialog, ImportProgress)
    qtbot.waitUntil(held.reached.is_set)
    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert dialog.label.text() == "Annulation…"
    assert not dialog.cancel_button.isEnabled()
    held.go_on.set()
    qtbot.waitUntil(lambda: page.dialog is None)

    assert page.message.text() == "Importation annulée : aucune équipe n'a été importée."
    assert numbers(context) == list(range(1, 9))
    assert page.proxy.rowCount() == 8
    assert context.undo_stack.count() == 0
    assert journal(context) == before


def test_escape_cancels_too_and_the_file_imports_whole_afterwards(
    qtbot: QtBot,
    page: TeamsPage,
    context: TournamentContext,
    workbook: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    held = Held(monkeypatch, at=1)
    qtbot.keyClick(page.view, Qt.Key.Key_I, CTRL)
    dialog = page.dialog
    assert isinstance(dialog, ImportProgress)
    qtbot.waitUntil(held.reached.is_set)
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    held.go_on.set()
    qtbot.waitUntil(lambda: page.dialog is None)
    assert numbers(context) == list(range(1, 9))

    # The window has the keyboard back by itself: the page's shortcuts work at once.
    qtbot.waitUntil(page.isActiveWindow)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is page.view)
    qtbot.keyClick(page.view, Qt.Key.Key_I, CTRL)
    qtbot.waitUntil(lambda: page.dialog is None)
    assert len(numbers(context)) == 8 + TEAMS


def test_a_bug_in_the_worker_is_said_in_french_and_imports_nothing(
    qtbot: QtBot,
    page: TeamsPage,
    context: TournamentContext,
    workbook: Path,
    monkeypatch: pytest.MonkeyPatch,
    warnings: list[str],
) -> None:
    def broken(_db: Database, **_options: object) -> list[TeamInfo]:
        raise RuntimeError("bug")

    monkeypatch.setattr(import_progress, "import_teams", broken)

    qtbot.keyClick(page.view, Qt.Key.Key_I, CTRL)
    qtbot.waitUntil(lambda: page.dialog is None)

    assert warnings == [
        "Erreur inattendue pendant l'importation (le détail est dans le journal). "
        "Aucune équipe n'a été importée."
    ]
    assert numbers(context) == list(range(1, 9))
    assert context.undo_stack.count() == 0


def test_closing_the_tournament_midway_cancels_the_import_and_waits_for_it(
    qtbot: QtBot,
    window: MainWindow,
    tournament_file: Path,
    workbook: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The window closes the tournament while the worker is held: the cancel lets it go on,
    its next report stops it, and the close waits for it: no team of the file is kept."""
    held = Held(monkeypatch, at=12)
    cancel = import_progress._Importer.cancel

    def cancelled(importer: import_progress._Importer) -> None:
        cancel(importer)
        held.go_on.set()

    monkeypatch.setattr(import_progress._Importer, "cancel", cancelled)
    with qtbot.waitActive(window):
        window.activateWindow()
    assert window.open_location(str(tournament_file))
    page = window.teams_page
    window.tabs.setCurrentWidget(page)
    page.view.setFocus()
    qtbot.keyClick(page.view, Qt.Key.Key_I, CTRL)
    dialog = page.dialog
    assert isinstance(dialog, ImportProgress)
    qtbot.waitUntil(held.reached.is_set)

    window.close_tournament()

    assert window.context is None and not dialog.isVisible()
    reopened = Database.open(tournament_file)
    try:
        assert [team.number for team in teams.list_teams(reopened)] == list(range(1, 9))
    finally:
        reopened.close()
