"""« Sauvegardes » : the copies listed newest first, restored after a confirmation, screens reloaded."""

from __future__ import annotations

import re
from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tournoi.services import draws
from tournoi.services.teams import registration as teams
from tournoi.services.teams.info import PlayerInfo
from tournoi.services.tournament import backups
from tournoi.ui.backups_dialog import BackupsDialog, long_date
from tournoi.ui.context import TournamentContext
from tournoi.ui.main_window import MainWindow
from tournoi.ui.rounds import RoundsPage
from tournoi.ui.rounds.round_dialogs import SwapDialog
from tournoi.ui.teams import TeamsPage
from tournoi.ui.teams.commands import AddTeam
from tournoi.ui.teams.team_form import TeamForm

LONG_DATE = re.compile(r"^[a-z]+ (1er|\d{1,2}) [a-zéû]+ \d{4} à \d{1,2} h \d{2} min \d{2} s$")


def dialog_for(qtbot: QtBot, context: TournamentContext) -> BackupsDialog:
    dialog = BackupsDialog(context)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def row_texts(dialog: BackupsDialog) -> list[list[str]]:
    model = dialog.model
    return [
        [str(model.index(row, column).data()) for column in range(model.columnCount())]
        for row in range(model.rowCount())
    ]


def answer(monkeypatch: pytest.MonkeyPatch, reply: QMessageBox.StandardButton) -> list[str]:
    """The confirmation answers ``reply``; the questions asked are returned."""
    asked: list[str] = []

    def question(_parent: object, _title: str, text: str, *_args: object) -> object:
        asked.append(text)
        return reply

    monkeypatch.setattr(QMessageBox, "question", question)
    return asked


def add_team(context: TournamentContext) -> None:
    """A late team, added through the undo stack as the Teams page does."""
    players = [PlayerInfo("Léa", "Marchand"), PlayerInfo("Hugo", "Fabre")]
    form = TeamForm(players=(players[0], players[1]), number=None, name=None, fixed_table=None)
    context.push(AddTeam(context, form, next_number=len(teams.list_teams(context.database)) + 1))


def test_dates_are_written_in_full() -> None:
    assert long_date(datetime(2026, 11, 21, 14, 5)) == "samedi 21 novembre 2026 à 14 h 05"
    assert long_date(datetime(2026, 11, 1, 9, 7)) == "dimanche 1er novembre 2026 à 9 h 07"
    assert (
        long_date(datetime(2026, 11, 21, 14, 5, 32), seconds=True)
        == "samedi 21 novembre 2026 à 14 h 05 min 32 s"
    )
    assert (
        long_date(datetime(2026, 11, 1, 9, 7, 3), seconds=True)
        == "dimanche 1er novembre 2026 à 9 h 07 min 03 s"
    )


def test_the_copies_are_listed_newest_first(qtbot: QtBot, context: TournamentContext) -> None:
    backups.make_backup(context.database)
    dialog = dialog_for(qtbot, context)
    rows = row_texts(dialog)
    assert [row[1:] for row in rows] == [
        ["À la demande", "8", "1", "0"],
        ["Avant le tirage du tour 1", "8", "0", "0"],
    ]
    assert all(LONG_DATE.match(row[0]) for row in rows), rows
    assert dialog.view.currentIndex().row() == 0 and dialog.restore_button.isEnabled()
    assert dialog.details.text().startswith(
        "Dans cette copie, équipes\u00a0: 8, tours tirés\u00a0: 1, donnes\u00a0: 0."
    )


def test_restore_with_the_button_shows_the_restored_tournament(
    qtbot: QtBot, context: TournamentContext, monkeypatch: pytest.MonkeyPatch
) -> None:
    teams_page, rounds_page = TeamsPage(context), RoundsPage(context)
    qtbot.addWidget(teams_page)
    qtbot.addWidget(rounds_page)
    add_team(context)
    assert teams_page.model.rowCount() == 9 and rounds_page.round_box.count() == 1
    assert context.undo_stack.count() == 1

    dialog = dialog_for(qtbot, context)
    dialog.view.setCurrentIndex(dialog.model.index(0, 0))
    assert row_texts(dialog)[0][1] == "Avant le tirage du tour 1"
    asked = answer(monkeypatch, QMessageBox.StandardButton.Yes)
    with qtbot.waitSignal(dialog.restored) as restored:
        qtbot.mouseClick(dialog.restore_button, Qt.MouseButton.LeftButton)

    assert len(asked) == 1
    assert "copie du " in asked[0] and "(avant le tirage du tour 1)" in asked[0]
    assert "Avant une restauration" in asked[0] and "revenir en arrière" in asked[0]
    assert teams_page.model.rowCount() == 8
    assert rounds_page.round_box.count() == 0
    assert context.undo_stack.count() == 0, "the old commands would act on a past state"
    assert str(restored.args[0]).startswith("Tournoi restauré dans l'état du ")
    assert dialog.message.text() == restored.args[0]
    assert row_texts(dialog)[0][1:] == ["Avant une restauration", "9", "1", "0"]


def test_enter_on_a_copy_restores_it_after_one_confirmation(
    qtbot: QtBot, context: TournamentContext, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = dialog_for(qtbot, context)
    dialog.view.setFocus()
    asked = answer(monkeypatch, QMessageBox.StandardButton.No)
    qtbot.keyClick(dialog.view, Qt.Key.Key_Return)
    assert len(asked) == 1
    assert draws.last_round(context.database) == 1, "refused: nothing restored"
    assert dialog.isVisible()

    asked = answer(monkeypatch, QMessageBox.StandardButton.Yes)
    qtbot.keyClick(dialog.view, Qt.Key.Key_Return)
    assert len(asked) == 1
    assert draws.last_round(context.database) == 0


def test_a_copy_made_now_appears_first(qtbot: QtBot, context: TournamentContext) -> None:
    dialog = dialog_for(qtbot, context)
    qtbot.mouseClick(dialog.backup_button, Qt.MouseButton.LeftButton)
    assert len(row_texts(dialog)) == 2
    assert row_texts(dialog)[0][1] == "À la demande"
    assert dialog.message.text().startswith("Copie faite")
    assert dialog.folder_button.isEnabled()


def test_a_damaged_copy_is_shown_and_cannot_be_restored(
    qtbot: QtBot, context: TournamentContext
) -> None:
    copy = backups.make_backup(context.database)
    copy.path.write_bytes(copy.path.read_bytes()[:5000])
    dialog = dialog_for(qtbot, context)
    assert row_texts(dialog)[0][1:] == ["À la demande", "—", "—", "—"]
    assert not dialog.restore_button.isEnabled()
    assert "endommagé" in dialog.details.text()
    assert "endommagé" in str(dialog.model.index(0, 0).data(Qt.ItemDataRole.ToolTipRole))


def test_a_server_tournament_has_no_copies_here(qtbot: QtBot, context: TournamentContext) -> None:
    context.database.path = None  # as for a tournament on a PostgreSQL server
    dialog = dialog_for(qtbot, context)
    assert dialog.model.rowCount() == 0
    assert "pg_dump" in dialog.message.text()
    assert not dialog.backup_button.isEnabled() and not dialog.restore_button.isEnabled()
    assert not dialog.folder_button.isEnabled()


@pytest.fixture
def window(window: MainWindow, tournament_file: Path) -> MainWindow:
    """The main window showing a small tournament."""
    assert window.open_location(str(tournament_file))
    return window


def backups_action(window: MainWindow) -> QAction:
    return next(a for a in window.menus.tournament.actions() if a.text() == "&Sauvegardes…")


def test_the_window_restores_from_its_menu_and_says_so(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    def restore_the_oldest(dialog: BackupsDialog) -> int:
        dialog.view.setCurrentIndex(dialog.model.index(dialog.model.rowCount() - 1, 0))
        dialog.restore()
        return 0

    monkeypatch.setattr(BackupsDialog, "exec", restore_the_oldest)
    answer(monkeypatch, QMessageBox.StandardButton.Yes)
    action = backups_action(window)
    assert action.isEnabled()
    action.trigger()
    assert window.rounds_page.round_box.count() == 0
    assert window.statusBar().currentMessage().startswith("Tournoi restauré dans l'état du ")


def test_the_window_explains_why_a_server_tournament_has_no_backups(window: MainWindow) -> None:
    assert window.context is not None
    window.context.database.path = None  # as for a tournament on a PostgreSQL server
    window.menus.fill_tournament(window.context)
    action = backups_action(window)
    assert not action.isEnabled()
    assert "pg_dump" in action.toolTip()


def test_after_a_restore_the_rounds_page_no_longer_tells_of_a_swap_gone(
    qtbot: QtBot, context: TournamentContext, monkeypatch: pytest.MonkeyPatch
) -> None:
    rounds_page = RoundsPage(context)
    qtbot.addWidget(rounds_page)
    backups.make_backup(context.database)
    first = rounds_page.presenter.rounds[0].tables
    rounds_page.swap_action.trigger()
    swap = rounds_page.dialog
    assert isinstance(swap, SwapDialog)
    swap.first.setCurrentIndex(swap.first.findData(first[0].a.number))
    swap.second.setCurrentIndex(swap.second.findData(first[1].b.number))
    swap.accept()
    assert "échangées (Ctrl+Z pour annuler)" in rounds_page.message.text()

    dialog = dialog_for(qtbot, context)
    dialog.view.setCurrentIndex(dialog.model.index(0, 0))
    assert row_texts(dialog)[0][1] == "À la demande"
    answer(monkeypatch, QMessageBox.StandardButton.Yes)
    with qtbot.waitSignal(dialog.restored):
        qtbot.mouseClick(dialog.restore_button, Qt.MouseButton.LeftButton)
    assert rounds_page.presenter.rounds[0].tables == first
    assert rounds_page.message.text() == ""
