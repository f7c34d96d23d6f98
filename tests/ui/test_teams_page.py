"""The Teams page driven from the keyboard: add, edit, remove, withdraw, search, import, undo."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QFileDialog, QWidget
from pytestqt.qtbot import QtBot

from tests.ui.keyboard import shown, type_text
from tournoi.services import draws
from tournoi.services.draws import DrawMethod
from tournoi.services.teams import check_in
from tournoi.services.teams import registration as teams
from tournoi.services.teams.info import PlayerInfo, TeamInfo
from tournoi.services.tournament.activity import Area
from tournoi.ui.context import TournamentContext
from tournoi.ui.entrants.import_dialog import ImportDialog
from tournoi.ui.entrants.import_progress import ImportProgress
from tournoi.ui.teams import Column, TeamDialog, TeamsPage, team_actions
from tournoi.ui.teams.withdrawal_dialog import WithdrawalDialog

CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.fixture
def page(qtbot: QtBot, context: TournamentContext) -> TeamsPage:
    page = TeamsPage(context)
    shown(qtbot, page)
    page.view.setFocus()
    return page


def shown_numbers(page: TeamsPage) -> list[int]:
    proxy = page.proxy
    return [int(proxy.index(row, Column.NUMBER).data()) for row in range(proxy.rowCount())]


def cell(page: TeamsPage, number: int, column: Column) -> str:
    row = shown_numbers(page).index(number)
    return str(page.proxy.index(row, column).data())


def numbers(context: TournamentContext) -> list[int]:
    return [team.number for team in teams.list_teams(context.database)]


def choose_file(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *_args, **_kw: (str(path), ""))
    )


def import_ended(qtbot: QtBot, page: TeamsPage) -> None:
    """The import runs in a worker thread: wait until its progress dialog has closed."""
    assert isinstance(page.dialog, ImportProgress)
    qtbot.waitUntil(lambda: not isinstance(page.dialog, ImportProgress))
    if page.dialog is None:
        page.activateWindow()  # the window the dialog gave back the keyboard to
        qtbot.waitUntil(lambda: QApplication.focusWidget() is page.view)


def type_in(qtbot: QtBot, *texts: str) -> None:
    """Type each text in the focused field, then Tab to the next one."""
    for text in texts:
        focused = QApplication.focusWidget()
        assert focused is not None
        type_text(focused, text)
        qtbot.keyClick(focused, Qt.Key.Key_Tab)


def forfeit_by_enter(qtbot: QtBot, page: TeamsPage) -> None:
    """The team's partie of round 1 is drawn: Enter takes the dialog's first choice, a forfeit."""
    dialog = page.dialog
    assert isinstance(dialog, WithdrawalDialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.forfeit)
    assert dialog.forfeit.isChecked()
    qtbot.keyClick(dialog.forfeit, Qt.Key.Key_Return)
    assert page.dialog is None
    page.activateWindow()  # the window the dialog gave back the keyboard to
    qtbot.waitUntil(lambda: QApplication.focusWidget() is page.view)


# Import


def test_import_a_csv_through_the_page_and_undo_it(
    qtbot: QtBot,
    page: TeamsPage,
    context: TournamentContext,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    path = tmp_path / "inscrits.csv"
    path.write_text(
        "N°;Joueur 1;Joueur 2;Club\n"
        "20;Hélène LEFÈVRE;Noël GARÇON;Amicale de Plouër\n"
        "21;Jeanne DUPUIS;Marc ROUX;Amicale de Plouër\n",
        encoding="utf-8",
    )
    choose_file(monkeypatch, path)

    qtbot.keyClick(page.view, Qt.Key.Key_I, CTRL)
    import_ended(qtbot, page)

    assert numbers(context) == [*range(1, 9), 20, 21]
    assert shown_numbers(page)[-2:] == [20, 21]
    assert cell(page, 20, Column.PLAYER_1) == "Hélène LEFÈVRE"
    assert cell(page, 21, Column.CLUB) == "Amicale de Plouër"
    assert page.count.text() == "10 équipes"
    assert "2 équipes importées" in page.message.text()
    context.undo_stack.undo()
    assert numbers(context) == list(range(1, 9))
    assert page.proxy.rowCount() == 8
    context.undo_stack.redo()
    assert numbers(context) == [*range(1, 9), 20, 21]
    assert teams.get_team(context.database, number=21).name == "DUPUIS – ROUX"


def test_a_refused_file_lists_every_bad_row_and_imports_nothing(
    qtbot: QtBot,
    page: TeamsPage,
    context: TournamentContext,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    path = tmp_path / "inscrits.csv"
    path.write_text(
        "N°;Joueur 1;Joueur 2\n"
        "30;Hélène LEFÈVRE;Noël GARÇON\n"
        "abc;Jeanne DUPUIS;Marc ROUX\n"
        "31;Paul DURAND;\n"
        "32;Anne SIMON;Luc\n",
        encoding="utf-8",
    )
    choose_file(monkeypatch, path)

    qtbot.keyClick(page.view, Qt.Key.Key_I, CTRL)
    import_ended(qtbot, page)

    dialog = page.dialog
    assert isinstance(dialog, ImportDialog)
    assert dialog.isVisible()
    model = dialog.table.model()
    refused = [
        (model.index(row, 0).data(), model.index(row, 1).data()) for row in range(model.rowCount())
    ]
    assert [line for line, _reason in refused] == ["3", "4", "5"]
    assert "numéro « abc »" in refused[0][1]
    assert "joueur 2 manquant" in refused[1][1]
    assert "« Luc »" in refused[2][1]
    assert "ligne 5\u00a0: joueur 2 « Luc »" in dialog.text()
    assert numbers(context) == list(range(1, 9))
    assert page.proxy.rowCount() == 8
    assert context.undo_stack.count() == 0
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible()


def test_a_file_clashing_with_registered_teams_is_refused_too(
    qtbot: QtBot,
    page: TeamsPage,
    context: TournamentContext,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    path = tmp_path / "inscrits.csv"
    path.write_text("N°;Joueur 1;Joueur 2\n3;Hélène LEFÈVRE;Noël GARÇON\n", encoding="utf-8")
    choose_file(monkeypatch, path)

    page.import_action.trigger()
    import_ended(qtbot, page)

    assert isinstance(page.dialog, ImportDialog)
    assert page.dialog.model.rows()[0].line == 2
    assert "numéro 3" in page.dialog.model.rows()[0].message
    assert numbers(context) == list(range(1, 9))


# Add and edit


def test_add_a_team_from_the_keyboard_and_undo_it(
    qtbot: QtBot, page: TeamsPage, context: TournamentContext
) -> None:
    qtbot.keyClick(page.view, Qt.Key.Key_Insert)
    dialog = page.dialog
    assert isinstance(dialog, TeamDialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.players[0].first_name)

    # Player 1, then player 2 with no surname: the service refuses, the dialog stays open.
    type_in(qtbot, "Hélène", "Lefèvre", "Amicale", "", "Noël")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert dialog.isVisible()
    assert dialog.error.isVisible()
    assert "Joueur 2 : il faut un prénom et un nom." in dialog.error.text()
    assert numbers(context) == list(range(1, 9))

    type_text(dialog.players[1].surname, "Garçon")
    assert dialog.name.placeholderText() == "Lefèvre – Garçon"
    qtbot.keyClick(dialog.players[1].surname, Qt.Key.Key_Return)

    assert not dialog.isVisible()
    team = teams.get_team(context.database, number=9)
    assert team.players[0] == PlayerInfo("Hélène", "Lefèvre", club="Amicale")
    assert team.name == "Lefèvre – Garçon"
    assert cell(page, 9, Column.STATUS) == "arrivée au tour 2"
    assert page.current_team() == team
    assert "Équipe 9 «\u00a0Lefèvre – Garçon\u00a0» inscrite." in page.message.text()
    assert context.undo_stack.undoText() == "Inscrire l'équipe 9"

    context.undo_stack.undo()
    assert numbers(context) == list(range(1, 9))
    assert 9 not in shown_numbers(page)
    context.undo_stack.redo()
    assert teams.get_team(context.database, number=9) == team


def test_add_with_a_number_and_a_fixed_table(
    qtbot: QtBot, page: TeamsPage, context: TournamentContext
) -> None:
    page.add_action.trigger()
    dialog = page.dialog
    assert isinstance(dialog, TeamDialog)
    for field, text in zip(
        (*dialog.players[0].fields()[:2], *dialog.players[1].fields()[:2]),
        ("Jean", "Valjean", "Cosette", "Fauchelevent"),
        strict=True,
    ):
        qtbot.keyClicks(field, text)
    type_text(dialog.name, "Les Misérables")
    dialog.number.setValue(40)
    dialog.fixed_table.setValue(2)
    qtbot.keyClick(dialog.name, Qt.Key.Key_Return)

    team = teams.get_team(context.database, number=40)
    assert (team.name, team.fixed_table) == ("Les Misérables", 2)
    assert cell(page, 40, Column.FIXED_TABLE) == "2"


def test_edit_with_enter_and_undo(
    qtbot: QtBot, page: TeamsPage, context: TournamentContext
) -> None:
    page.view.selectRow(2)
    qtbot.keyClick(page.view, Qt.Key.Key_Return)
    dialog = page.dialog
    assert isinstance(dialog, TeamDialog)
    assert dialog.windowTitle() == "Modifier l'équipe 3"
    assert dialog.players[0].first_name.text() == "Pierre"
    assert not dialog.number.isEnabled()
    dialog.players[0].surname.clear()
    qtbot.keyClicks(dialog.players[0].surname, "Dupont")
    qtbot.keyClick(dialog.players[0].surname, Qt.Key.Key_Return)

    edited = teams.get_team(context.database, number=3)
    assert edited.players[0].surname == "Dupont"
    assert edited.name == "Dupont – Richard"  # the default name follows the players
    assert cell(page, 3, Column.NAME) == "Dupont – Richard"
    context.undo_stack.undo()
    assert teams.get_team(context.database, number=3).name == "Robert – Richard"
    assert cell(page, 3, Column.PLAYER_1) == "Pierre Robert"


# Remove, withdraw


def test_remove_is_refused_once_the_team_has_played(
    qtbot: QtBot, page: TeamsPage, context: TournamentContext, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[str] = []

    def refuse(_parent: QWidget, message: str) -> bool:
        asked.append(message)
        return False

    monkeypatch.setattr(team_actions, "ask_withdraw_instead", refuse)
    page.view.selectRow(0)
    qtbot.keyClick(page.view, Qt.Key.Key_Delete)

    assert len(asked) == 1
    assert "retirer" in asked[0]
    assert numbers(context) == list(range(1, 9))
    assert context.undo_stack.count() == 0

    monkeypatch.setattr(team_actions, "ask_withdraw_instead", lambda _parent, _message: True)
    qtbot.keyClick(page.view, Qt.Key.Key_Delete)
    forfeit_by_enter(qtbot, page)
    assert teams.get_team(context.database, number=1).withdrawn_after == 1
    assert context.undo_stack.undoText() == "Retirer l'équipe 1 (forfait)"


def test_remove_a_late_team_and_undo_restores_it_whole(
    qtbot: QtBot, page: TeamsPage, context: TournamentContext
) -> None:
    late = teams.add_team(
        context.database,
        players=[PlayerInfo("Hélène", "Lefèvre", licence="111"), PlayerInfo("Noël", "Garçon")],
        name="Les Retardataires",
        fixed_table=4,
        number=12,
        who="test",
    )
    context.changed.emit(Area.TEAMS)
    page.select(12)
    qtbot.keyClick(page.view, Qt.Key.Key_Delete)

    assert 12 not in numbers(context)
    assert 12 not in shown_numbers(page)
    context.undo_stack.undo()
    assert teams.get_team(context.database, number=12) == late
    assert cell(page, 12, Column.NAME) == "Les Retardataires"


def test_withdraw_and_undo(qtbot: QtBot, page: TeamsPage, context: TournamentContext) -> None:
    page.select(3)
    assert page.withdraw_action.text() == "&Retirer"
    qtbot.keyClick(page.view, Qt.Key.Key_R, CTRL)
    forfeit_by_enter(qtbot, page)

    assert teams.get_team(context.database, number=3).withdrawn_after == 1
    assert cell(page, 3, Column.STATUS) == "retirée après le tour 1"
    assert page.count.text() == "8 équipes, 1 retirée"
    assert page.withdraw_action.text() == "&Réinscrire"

    context.undo_stack.undo()
    back = teams.get_team(context.database, number=3)
    assert back.withdrawn_after is None
    assert back.plays_in(2)
    # The service reinstates a team « from the next round on »: its status says so.
    assert cell(page, 3, Column.STATUS) == back.status != "retirée après le tour 1"
    assert page.count.text() == "8 équipes"
    assert page.withdraw_action.text() == "&Retirer"
    context.undo_stack.redo()
    assert cell(page, 3, Column.STATUS) == "retirée après le tour 1"


# Search and sort


def test_search_ignores_case_and_accents(qtbot: QtBot, page: TeamsPage) -> None:
    qtbot.keyClick(page.view, Qt.Key.Key_F, CTRL)
    assert page.search.hasFocus()
    qtbot.keyClicks(page.search, "LEFEVRE")
    assert shown_numbers(page) == [7]
    assert page.count.text() == "8 équipes — 1 affichée"

    page.search.clear()
    qtbot.keyClicks(page.search, "belote club")
    assert len(shown_numbers(page)) == 8
    page.search.clear()
    qtbot.keyClicks(page.search, "2")
    assert shown_numbers(page) == [2]
    qtbot.keyClick(page.search, Qt.Key.Key_Return)
    assert page.view.hasFocus()
    assert page.current_team() is not None
    assert page.current_team().number == 2  # type: ignore[union-attr]


def test_columns_sort_by_name_without_accents(page: TeamsPage) -> None:
    page.view.sortByColumn(Column.NAME, Qt.SortOrder.AscendingOrder)
    names = [page.proxy.index(row, Column.NAME).data() for row in range(page.proxy.rowCount())]
    assert names[:3] == ["Dubois – Thomas", "Garcia – David", "Lefèvre – Michel"]


def test_a_change_elsewhere_inserts_the_row_and_keeps_the_selection(
    qtbot: QtBot, page: TeamsPage, context: TournamentContext
) -> None:
    page.select(3)
    resets: list[bool] = []
    page.model.modelReset.connect(lambda: resets.append(True))
    teams.add_team(
        context.database, players=[PlayerInfo("Luc", "Roux"), PlayerInfo("Léa", "Roux")], who="x"
    )
    with qtbot.waitSignal(page.model.rowsInserted):
        context.changed.emit(Area.TEAMS)
    assert shown_numbers(page) == list(range(1, 10))
    assert page.current_team() is not None
    assert page.current_team().number == 3  # type: ignore[union-attr]
    assert resets == []
    assert page.count.text() == "9 équipes"


def test_an_edit_that_changes_nothing_leaves_no_undo_step(
    qtbot: QtBot, page: TeamsPage, context: TournamentContext
) -> None:
    page.select(4)
    page.edit_action.trigger()
    dialog = page.dialog
    assert isinstance(dialog, TeamDialog)
    qtbot.keyClick(dialog.players[0].first_name, Qt.Key.Key_Return)
    assert not dialog.isVisible()
    assert context.undo_stack.count() == 0


# Each action undone with Ctrl+Z and done again with Ctrl+Y, as in the window's Édition menu


@pytest.fixture
def undo_keys(page: TeamsPage, context: TournamentContext) -> None:
    for action, keys in (
        (context.undo_stack.createUndoAction(page), "Ctrl+Z"),
        (context.undo_stack.createRedoAction(page), "Ctrl+Y"),
    ):
        action.setShortcut(QKeySequence(keys))
        page.addAction(action)


def undo_and_redo(
    qtbot: QtBot, page: TeamsPage, context: TournamentContext, before: list[TeamInfo]
) -> None:
    """Ctrl+Z gives back the teams as they were before the action, Ctrl+Y as they were after."""
    after = teams.list_teams(context.database)
    assert after != before
    for keys, expected in ((Qt.Key.Key_Z, before), (Qt.Key.Key_Y, after)):
        page.view.setFocus()
        qtbot.keyClick(page.view, keys, CTRL)
        assert teams.list_teams(context.database) == expected
        assert page.model.rows() == expected


@pytest.mark.usefixtures("undo_keys")
def test_ctrl_z_and_ctrl_y_on_an_added_team(
    qtbot: QtBot, page: TeamsPage, context: TournamentContext
) -> None:
    before = teams.list_teams(context.database)
    page.add_action.trigger()
    dialog = page.dialog
    assert isinstance(dialog, TeamDialog)
    for field, text in zip(
        (*dialog.players[0].fields()[:2], *dialog.players[1].fields()[:2]),
        ("Jean", "Valjean", "Cosette", "Fauchelevent"),
        strict=True,
    ):
        qtbot.keyClicks(field, text)
    dialog.fixed_table.setValue(3)
    qtbot.keyClick(dialog.name, Qt.Key.Key_Return)

    undo_and_redo(qtbot, page, context, before)
    assert teams.get_team(context.database, number=9).name == "Valjean – Fauchelevent"


@pytest.mark.usefixtures("undo_keys")
def test_ctrl_z_and_ctrl_y_on_an_edited_team(
    qtbot: QtBot, page: TeamsPage, context: TournamentContext
) -> None:
    before = teams.list_teams(context.database)
    page.select(5)
    page.edit_action.trigger()
    dialog = page.dialog
    assert isinstance(dialog, TeamDialog)
    type_text(dialog.name, "Les Joyeux")
    dialog.fixed_table.setValue(2)
    qtbot.keyClick(dialog.name, Qt.Key.Key_Return)

    assert teams.get_team(context.database, number=5).name == "Les Joyeux"
    undo_and_redo(qtbot, page, context, before)


@pytest.mark.usefixtures("undo_keys")
def test_ctrl_z_and_ctrl_y_on_a_removed_withdrawn_team(
    qtbot: QtBot, page: TeamsPage, context: TournamentContext
) -> None:
    teams.add_team(
        context.database,
        players=[PlayerInfo("Hélène", "Lefèvre", licence="111"), PlayerInfo("Noël", "Garçon")],
        fixed_table=4,
        who="test",
    )
    teams.withdraw_team(context.database, number=9, who="test")
    context.changed.emit(Area.TEAMS)
    before = teams.list_teams(context.database)
    page.select(9)
    qtbot.keyClick(page.view, Qt.Key.Key_Delete)

    assert 9 not in numbers(context)
    undo_and_redo(qtbot, page, context, before)


@pytest.mark.usefixtures("undo_keys")
def test_ctrl_z_and_ctrl_y_on_a_withdrawal(
    qtbot: QtBot, page: TeamsPage, context: TournamentContext
) -> None:
    before = teams.list_teams(context.database)
    page.select(6)
    qtbot.keyClick(page.view, Qt.Key.Key_R, CTRL)
    forfeit_by_enter(qtbot, page)

    assert teams.get_team(context.database, number=6).withdrawn_after == 1
    undo_and_redo(qtbot, page, context, before)


@pytest.mark.usefixtures("undo_keys")
def test_ctrl_z_and_ctrl_y_on_a_reinstatement(
    qtbot: QtBot, page: TeamsPage, context: TournamentContext
) -> None:
    teams.withdraw_team(context.database, number=2, who="test")
    context.changed.emit(Area.TEAMS)
    before = teams.list_teams(context.database)
    page.select(2)
    assert page.withdraw_action.text() == "&Réinscrire"
    qtbot.keyClick(page.view, Qt.Key.Key_R, CTRL)

    assert teams.get_team(context.database, number=2).withdrawn_after is None
    assert context.undo_stack.undoText() == "Réinscrire l'équipe 2"
    undo_and_redo(qtbot, page, context, before)


@pytest.mark.usefixtures("undo_keys")
def test_ctrl_z_and_ctrl_y_on_an_import(
    qtbot: QtBot,
    page: TeamsPage,
    context: TournamentContext,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    path = tmp_path / "inscrits.csv"
    path.write_text(
        "Joueur 1;Joueur 2;Table fixe\nHélène LEFÈVRE;Noël GARÇON;5\nJeanne DUPUIS;Marc ROUX;\n",
        encoding="utf-8",
    )
    choose_file(monkeypatch, path)
    before = teams.list_teams(context.database)
    qtbot.keyClick(page.view, Qt.Key.Key_I, CTRL)
    import_ended(qtbot, page)

    assert numbers(context) == list(range(1, 11))
    undo_and_redo(qtbot, page, context, before)


def test_an_import_is_not_undone_once_its_teams_were_drawn(
    qtbot: QtBot,
    page: TeamsPage,
    context: TournamentContext,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    path = tmp_path / "inscrits.csv"
    path.write_text("Joueur 1;Joueur 2\nHélène LEFÈVRE;Noël GARÇON\n", encoding="utf-8")
    choose_file(monkeypatch, path)
    page.import_action.trigger()
    import_ended(qtbot, page)
    draws.cancel_draw(context.database, round_number=1, who="test")
    draws.draw_round(context.database, method=DrawMethod.SWISS, who="test")
    failures: list[str] = []
    context.failed.connect(failures.append)

    context.undo_stack.undo()

    assert numbers(context) == list(range(1, 10))
    assert failures == [
        "Impossible d'annuler « Importer «\u00a0inscrits.csv\u00a0» » : des équipes importées "
        "ont déjà été tirées (9)\u00a0: supprimez-les une à une ou retirez-les."
    ]


def test_a_new_tournament_counts_0_equipe(
    qtbot: QtBot, tournament_factory: Callable[..., TournamentContext]
) -> None:
    """French puts 0 in the singular: « 0 équipes » was written."""
    shown = TeamsPage(tournament_factory(count=0, draw=False))
    qtbot.addWidget(shown)
    assert shown.count.text() == "0 équipe"


def test_one_team_imported_is_said_in_the_singular(
    qtbot: QtBot, page: TeamsPage, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "retardataire.csv"
    path.write_text("N°;Joueur 1;Joueur 2\n20;Hélène LEFÈVRE;Noël GARÇON\n", encoding="utf-8")
    choose_file(monkeypatch, path)
    qtbot.keyClick(page.view, Qt.Key.Key_I, CTRL)
    import_ended(qtbot, page)
    assert page.message.text() == "1 équipe importée de «\u00a0retardataire.csv\u00a0»."


def test_a_team_added_at_the_door_once_check_in_began_is_present_and_paid(
    qtbot: QtBot, page: TeamsPage, context: TournamentContext
) -> None:
    check_in.check_in(context.database, number=1, present=True, who="Arbitre")
    check_in.mark_paid(context.database, number=1, paid=True, who="Arbitre")
    context.changed.emit(Area.TEAMS)
    qtbot.keyClick(page.view, Qt.Key.Key_Insert)
    dialog = page.dialog
    assert isinstance(dialog, TeamDialog)
    assert dialog.present.isChecked() and dialog.paid.isChecked()
    for field, text in zip(
        (*dialog.players[0].fields()[:2], *dialog.players[1].fields()[:2]),
        ("Jean", "Valjean", "Paul", "Retard"),
        strict=True,
    ):
        qtbot.keyClicks(field, text)
    qtbot.keyClick(dialog.players[1].surname, Qt.Key.Key_Return)

    team = teams.get_team(context.database, number=9)
    assert (team.checked_in, team.paid) == (True, True)
    context.undo_stack.undo()
    context.undo_stack.redo()
    team = teams.get_team(context.database, number=9)
    assert (team.checked_in, team.paid) == (True, True)


def test_before_check_in_a_new_team_is_neither_present_nor_paid(
    qtbot: QtBot, page: TeamsPage, context: TournamentContext
) -> None:
    page.add_action.trigger()
    dialog = page.dialog
    assert isinstance(dialog, TeamDialog)
    assert not dialog.present.isChecked() and not dialog.paid.isChecked()
    qtbot.keyClick(dialog.present, Qt.Key.Key_Space)
    for field, text in zip(
        (*dialog.players[0].fields()[:2], *dialog.players[1].fields()[:2]),
        ("Jean", "Valjean", "Paul", "Retard"),
        strict=True,
    ):
        qtbot.keyClicks(field, text)
    qtbot.keyClick(dialog.players[1].surname, Qt.Key.Key_Return)
    team = teams.get_team(context.database, number=9)
    assert (team.checked_in, team.paid) == (True, False)
