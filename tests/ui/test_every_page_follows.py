"""Every page of the window follows what another process commits to the tournament file.

The writer is a real second process (the command line, or a script calling the services as
another station or the phones' server would): the window learns of it only through the
file's revision, read by the tournament's context a few times a second, which every page
listens to. The pages shown follow at once; a page not shown catches up when shown.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from engine import PerTeam
from tests.ui.conftest import make_tournament
from tests.ui.test_standings_page import shown
from tournoi.services.teams.info import TeamInfo
from tournoi.ui.main_window import MainWindow
from tournoi.ui.preferences import Preferences
from tournoi.ui.prizes import PrizesDialog
from tournoi.ui.projector import ProjectorView
from tournoi.ui.standings import Column
from tournoi.ui.tournament_tabs import ENTRY, ROUNDS, STANDINGS, TEAMS

CTRL = Qt.KeyboardModifier.ControlModifier
FOLLOWS_MS = 10_000
"""How long the test waits for a page to show a change (it shows within a second; this is
a slow machine's margin, not a speed goal: that one is measured in benchmarks/)."""


def elsewhere(*argv: str) -> None:
    """One command run in a process of its own, as another station would."""
    done = subprocess.run(
        [sys.executable, *argv], capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr


def script_elsewhere(path: Path, code: str) -> None:
    """``code`` run in another process with ``db`` the tournament open there."""
    elsewhere(
        "-c",
        "from tournoi.services.teams import check_in\n"
        "from tournoi.services.tournament.lifecycle import open_tournament\n"
        f"db = open_tournament({str(path)!r})\n"
        f"{code}\n"
        "db.close()\n",
    )


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


@pytest.fixture
def path(tmp_path: Path) -> Path:
    made = tmp_path / "salle.tournoi"
    make_tournament(made).close()
    return made


@pytest.fixture
def window(qtbot: QtBot, path: Path, preferences: Preferences) -> Iterator[MainWindow]:
    """The window on the tournament, each page built, the projector and the journal open."""
    shown = MainWindow(preferences)
    qtbot.addWidget(shown)
    shown.show()
    with qtbot.waitActive(shown):
        shown.activateWindow()
    assert shown.open_location(str(path))
    shown.wait_for_check()
    for index in (TEAMS, ROUNDS, ENTRY, STANDINGS):
        shown.tabs.page(index)
    assert shown.entry_page.presenter.load_table(1)
    shown.tools.show_projector()
    shown.tools.show_journal()
    with qtbot.waitActive(shown):  # the keys go to the window, the journal beside it
        shown.activateWindow()
    yield shown
    shown.close()


def rounds_summary(window: MainWindow) -> str:
    return window.rounds_page.summary.text()


def first_table_state(window: MainWindow) -> str:
    return str(window.rounds_page.tables.index(0, 3).data())


def test_a_table_entered_by_the_command_line_shows_on_every_page(
    qtbot: QtBot, window: MainWindow, path: Path
) -> None:
    qtbot.keyClick(focused(), Qt.Key.Key_2, CTRL)  # Tours shown
    assert window.tabs.currentWidget() is window.rounds_page
    assert "0 terminée" in rounds_summary(window)
    projector = window.tools.projector
    assert projector is not None
    projector.show_view(ProjectorView.STANDINGS)
    assert projector.board.page_rows()[0][0] == "1 ="
    journal = window.tools.journal
    assert journal is not None
    lines_before = journal.model.total

    elsewhere("-m", "tournoi", "enter", str(path), "--round", "1", "--table", "1",
              "--totals", "2030", "1960")  # fmt: skip

    # The pages shown: Tours, the projector, the journal; Saisie follows its table.
    qtbot.waitUntil(lambda: "1 terminée" in rounds_summary(window), timeout=FOLLOWS_MS)
    assert first_table_state(window) == "● terminée — totaux seulement, 2030 – 1960"
    qtbot.waitUntil(lambda: projector.board.page_rows()[0][0] == "1", timeout=FOLLOWS_MS)
    qtbot.waitUntil(lambda: journal.model.total == lines_before + 1, timeout=FOLLOWS_MS)
    newest = [str(journal.model.index(0, c).data()) for c in range(journal.model.columnCount())]
    assert any("2030 – 1960" in text for text in newest)
    sheet = window.entry_page.model.sheet
    assert sheet is not None and sheet.totals == PerTeam(2030, 1960)
    # Classement, not shown, shows it when shown.
    qtbot.keyClick(focused(), Qt.Key.Key_4, CTRL)
    assert window.tabs.currentWidget() is window.standings_page
    model = window.standings_page.model
    assert shown(model, 0, Column.RANK) == "1"
    assert shown(model, 0, Column.NUMBER) == "1"  # team 1, table 1's first team, won


def test_check_in_and_payment_elsewhere_show_on_the_teams_page_and_the_cash(
    qtbot: QtBot, window: MainWindow, path: Path
) -> None:
    assert window.context is not None
    cash = PrizesDialog(window.context, window)  # « Caisse et lots », left open
    cash.show()
    cash_before = cash.fee_box.summary.text()
    assert window.tabs.currentWidget() is window.teams_page  # Équipes shown

    def team_3() -> TeamInfo:
        return next(t for t in window.teams_page.model.rows() if t.number == 3)

    assert not team_3().checked_in

    script_elsewhere(
        path,
        "check_in.check_in(db, number=3, present=True, who='poste Sud')\n"
        "check_in.mark_paid(db, number=3, paid=True, who='poste Sud')",
    )

    qtbot.waitUntil(lambda: cash.fee_box.summary.text() != cash_before, timeout=FOLLOWS_MS)
    assert cash.fee_box.summary.text().startswith("Payées\u00a0: 1 / 8")
    qtbot.waitUntil(lambda: team_3().checked_in, timeout=FOLLOWS_MS)
    assert team_3().paid
    cash.reject()
