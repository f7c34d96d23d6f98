"""A tournament day through the main window, as an organiser and an arbiter live it.

Create the tournament with the wizard, import the teams, draw round 1, type a
whole partie on the keyboard, see the totals, the end and the standings,
correct a donne and undo it, have an impossible donne refused, open the
projector and check a trick in the arbitration dialog.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QWizard
from pytestqt.qtbot import QtBot

from engine import PerTeam, Team, Variant
from tournoi.services import scores
from tournoi.services.standings import current as standings
from tournoi.services.teams import registration as teams
from tournoi.ui.main_window import MainWindow
from tournoi.ui.preferences import Preferences
from tournoi.ui.trick import TrickDialog
from tournoi.ui.wizard import NewTournamentWizard

TEAMS_CSV = "numéro;équipe;joueur 1;joueur 2;club\n" + "".join(
    f"{n};;Jean NOM{n}A;Marie NOM{n}B;Club {n % 3}\n" for n in range(1, 9)
)
WHOLE_PARTIE = ["A 110 c 117 b", "B 80 p 100", "-", "A 120 k x 130", "B capot t cap", "A capot p x cap"]  # fmt: skip


def create_with_the_wizard(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, path: Path
) -> NewTournamentWizard:
    wizard = NewTournamentWizard(who="Organisatrice")
    qtbot.addWidget(wizard)
    wizard.show()
    qtbot.keyClicks(wizard.identity_page.identity.name_edit, "Concours du club")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_a, **_k: (str(path), ""))
    qtbot.mouseClick(wizard.identity_page.browse_button, Qt.MouseButton.LeftButton)
    for _page in range(3):
        qtbot.mouseClick(wizard.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.FinishButton), Qt.MouseButton.LeftButton)
    assert wizard.database is not None, "the wizard created the tournament"
    return wizard


def test_a_tournament_day(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, preferences: Preferences
) -> None:
    window = MainWindow(preferences)
    qtbot.addWidget(window)
    window.show()
    wizard = create_with_the_wizard(qtbot, monkeypatch, tmp_path / "club.tournoi")
    window._show_tournament(wizard.database)
    with qtbot.waitActive(window):
        window.activateWindow()
    assert window.windowTitle().startswith("Concours du club")
    context = window.context
    assert context is not None

    # Teams from a CSV file, through the Teams page (Ctrl+I).
    csv = tmp_path / "equipes.csv"
    csv.write_text(TEAMS_CSV, encoding="cp1252")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_a, **_k: (str(csv), ""))
    window.tabs.setCurrentWidget(window.teams_page)
    window.teams_page.view.setFocus()
    qtbot.keyClick(window.teams_page.view, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    # The import runs in its worker thread: the teams are there once it has ended.
    qtbot.waitUntil(lambda: window.teams_page.model.rowCount() == 8, timeout=20_000)
    qtbot.waitUntil(window.isActiveWindow)  # given back when the progress dialog closed
    assert [t.number for t in teams.list_teams(context.database)] == list(range(1, 9))
    assert window.teams_page.model.rowCount() == 8

    # Round 1 drawn from the Rounds page (Ctrl+T, Enter: Swiss).
    window.tabs.setCurrentWidget(window.rounds_page)
    window.rounds_page.tables_view.setFocus()
    qtbot.keyClick(
        window.rounds_page.tables_view, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier
    )
    dialog = window.rounds_page.dialog
    assert dialog is not None
    qtbot.keyClick(dialog, Qt.Key.Key_Return)
    assert window.rounds_page.tables.rowCount() == 4

    # Enter on table 1 opens its sheet; the whole partie typed on the keyboard.
    window.rounds_page.tables_view.setFocus()
    window.rounds_page.tables_view.setCurrentIndex(window.rounds_page.tables.index(0, 0))
    qtbot.keyClick(window.rounds_page.tables_view, Qt.Key.Key_Return)
    entry = window.entry_page
    assert window.tabs.currentWidget() is entry
    for line in [*WHOLE_PARTIE, "A capot p x cap"]:  # a partie in 2000 points (FFB contrée)
        qtbot.keyClicks(entry.entry, line)
        qtbot.keyClick(entry.entry, Qt.Key.Key_Return)
    sheet = scores.sheet(context.database, round_number=1, table=1)
    assert sheet.totals == PerTeam(2520, 650) and sheet.over and sheet.winner is Team.A
    assert entry.total_labels[Team.A].text() == "2520"
    assert entry.end_banner.isVisible()
    rows = {row.number: row for row in standings.standings(context.database)}
    assert rows[sheet.teams.a.number].won == 1
    shown = window.standings_page.model
    first = [shown.index(r, 1).data() for r in range(shown.rowCount())]
    assert str(sheet.teams.a.number) in first[:4], "the winner is among the leaders on screen"

    # An impossible donne on table 2 is refused with the engine's message and stored nowhere.
    entry.presenter.open_sheet(1, 2)
    qtbot.keyClicks(entry.entry, "A 85 c 100")
    assert "(§4.2.2)" in entry.preview.text()
    qtbot.keyClick(entry.entry, Qt.Key.Key_Return)
    assert scores.sheet(context.database, round_number=1, table=2).lines == ()

    # A donne corrected, then the correction undone.
    entry.entry.clear()
    for line in WHOLE_PARTIE[:2]:
        qtbot.keyClicks(entry.entry, line)
        qtbot.keyClick(entry.entry, Qt.Key.Key_Return)
    qtbot.keyClick(entry.entry, Qt.Key.Key_Up)
    qtbot.keyClick(entry.table, Qt.Key.Key_Return)
    entry.entry.clear()
    qtbot.keyClicks(entry.entry, "B 80 p 120")
    qtbot.keyClick(entry.entry, Qt.Key.Key_Return)
    assert scores.sheet(context.database, round_number=1, table=2).lines[1].donne.points == 120
    context.undo_stack.undo()
    assert scores.sheet(context.database, round_number=1, table=2).lines[1].donne.points == 100
    assert entry.total_labels[Team.B].text() == "150"

    # The projector for the hall, and a trick checked for an arbiter.
    window.tools.show_projector()
    assert window.tools.projector is not None and window.tools.projector.isVisible()
    trick = TrickDialog(window, variant=Variant.CLASSIQUE)
    qtbot.addWidget(trick)
    trick.trick_edit.setText("Ap 9c")
    trick.hand_edit.setText("7c Rk Dt")
    QApplication.processEvents()
    assert trick.legality is not None
    assert [str(card) for card in trick.legality.allowed] == ["7H"]
    assert trick.rule_label.text() == "Règle §5.2 2.2"
    window.close_tournament()
