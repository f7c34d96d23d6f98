"""What Enter on a donne makes the window read and repaint: what changed, and no more."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from engine import Team
from tests.ui.conftest import make_tournament
from tests.ui.test_standings_page import CAPOT_DONNE, finish_partie
from tournoi.services import scores, standings, teams
from tournoi.services.scores import PartieState
from tournoi.ui.context import TournamentContext
from tournoi.ui.entry.commands import RecordDonne
from tournoi.ui.main_window import MainWindow
from tournoi.ui.preferences import Preferences
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
def window(qtbot: QtBot, preferences: Preferences, tmp_path: Path) -> MainWindow:
    path = tmp_path / "saisie.tournoi"
    make_tournament(path).close()
    shown = MainWindow(preferences)
    qtbot.addWidget(shown)
    shown.show()
    assert shown.open_location(str(path))
    return shown


def test_the_lists_behind_the_entry_page_are_read_when_shown_again(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    qtbot.keyClick(window.tabs.currentWidget(), Qt.Key.Key_3, CTRL)  # the entry page
    assert window.tabs.currentWidget() is window.entry_page
    assert window.entry_page.go_to("1")
    read: list[int] = []
    list_teams = teams.list_teams
    monkeypatch.setattr(
        teams,
        "list_teams",
        lambda db: read.append(1) or list_teams(db),  # type: ignore[func-returns-value]
    )
    for text in DONNES:
        enter_donne(qtbot, window, text)
    assert window.entry_page.model.sheet is not None and window.entry_page.model.sheet.over
    assert read == []  # the team list was not read behind the entry page

    qtbot.keyClick(window.tabs.currentWidget(), Qt.Key.Key_2, CTRL)  # the rounds page
    first = next(row for row in window.rounds_page.tables.rows() if row.table == 1)
    assert first.state is PartieState.FINISHED  # read again once shown

    qtbot.keyClick(window.tabs.currentWidget(), Qt.Key.Key_1, CTRL)  # the teams page
    assert read == [1]


def test_a_donne_that_ends_no_partie_leaves_the_standings_view_untouched(
    qtbot: QtBot, context: TournamentContext, monkeypatch: pytest.MonkeyPatch
) -> None:
    page = StandingsPage(context)
    qtbot.addWidget(page)
    page.show()
    signals: list[str] = []
    for name in ("dataChanged", "layoutChanged", "modelReset"):
        getattr(page.model, name).connect(lambda *_args, name=name: signals.append(name))
    details: list[int] = []
    team_rounds = standings.team_rounds
    monkeypatch.setattr(
        standings,
        "team_rounds",
        lambda db, **kw: details.append(1) or team_rounds(db, **kw),  # type: ignore[func-returns-value]
    )
    sheet = scores.sheet(context.database, round_number=1, table=1)
    context.push(RecordDonne(context, sheet, CAPOT_DONNE[Team.A]))  # 500 - 0: it goes on
    assert (signals, details) == ([], [])

    finish_partie(context, table=2)
    assert signals and details
    assert page.model.standing(0).points_for == 1000
