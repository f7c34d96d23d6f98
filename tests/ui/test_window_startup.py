"""What the window does before it is usable, and what it leaves for after: the check after the
first paint, the teams sorted once by their rows, the columns fitted to every row's text."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from engine import Donne, Rules, Team, Trump
from tests.conftest import new_tournament
from tests.ui.conftest import WHO, make_tournament, players_of
from tournoi.services import scores
from tournoi.services.draws import DrawMethod
from tournoi.services.integrity import soundness as integrity
from tournoi.services.teams import registration as teams
from tournoi.services.teams.info import PlayerInfo
from tournoi.ui.context import TournamentContext
from tournoi.ui.main_window import MainWindow
from tournoi.ui.preferences import Preferences
from tournoi.ui.teams import Column, TeamsPage

DONNE = Donne(taker=Team.A, contract=80, trump=Trump.PIQUE, points=152)


@pytest.fixture
def checks(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The files the integrity check was run on."""
    done: list[str] = []
    check = integrity.check

    def counted(database: object, *, full: bool = True) -> object:
        done.append(str(getattr(database, "location", "")))
        return check(database, full=full)  # type: ignore[arg-type]

    monkeypatch.setattr(integrity, "check", counted)
    return done


@pytest.fixture
def damaged(tmp_path: Path) -> Path:
    """Round 1 drawn, one donne recorded, then its trump made one the application never writes."""
    path = tmp_path / "abime.tournoi"
    database = new_tournament(path, teams=4, rules=Rules(target=300), draw=DrawMethod.ROTATION)
    scores.record_donne(database, round_number=1, table=1, donne=DONNE, who=WHO)
    database.close()
    with sqlite3.connect(path) as connection:
        connection.execute("UPDATE donne SET trump = 'xyz'")
    connection.close()
    return path


def test_the_check_of_a_file_opened_starts_after_its_page_is_painted(
    qtbot: QtBot,
    preferences: Preferences,
    damaged: Path,
    checks: list[str],
    warnings: list[str],
) -> None:
    window = MainWindow(preferences)
    qtbot.addWidget(window)
    window.show()
    assert window.open_location(str(damaged))
    assert checks == []  # the teams are shown first
    assert window.teams_page.model.rowCount() == 4
    qtbot.waitUntil(lambda: window.context is None)  # painted, checked, refused: closed
    assert checks == [str(damaged)]
    (message,) = warnings
    assert message.startswith(f"« {damaged} » : fichier endommagé : ")
    assert window.stack.currentWidget() is window.start_page


def test_a_file_closed_before_its_page_is_painted_is_never_checked(
    qtbot: QtBot, preferences: Preferences, damaged: Path, checks: list[str], warnings: list[str]
) -> None:
    window = MainWindow(preferences)  # never shown: nothing is painted
    qtbot.addWidget(window)
    assert window.open_location(str(damaged))
    window.close_tournament()
    qtbot.wait(50)
    assert checks == [] and warnings == []


@pytest.fixture
def page(qtbot: QtBot, context: TournamentContext) -> TeamsPage:
    shown = TeamsPage(context)
    qtbot.addWidget(shown)
    shown.resize(1366, 768)
    shown.show()
    return shown


def column(page: TeamsPage, shown: Column) -> list[str]:
    return [str(page.proxy.index(row, shown).data()) for row in range(page.proxy.rowCount())]


def test_a_click_on_a_header_sorts_the_rows_and_the_current_team_follows(
    qtbot: QtBot, page: TeamsPage
) -> None:
    page.select(7)  # « Lefèvre – Michel »
    header = page.view.horizontalHeader()
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=_centre(page, Column.NAME))
    assert column(page, Column.NAME)[:3] == [
        "Dubois – Thomas",
        "Garcia – David",
        "Lefèvre – Michel",
    ]
    assert page.proxy.rowCount() == 8
    team = page.current_team()
    assert team is not None and team.number == 7
    assert page.view.currentIndex().row() == 2
    qtbot.mouseClick(
        header.viewport(), Qt.MouseButton.LeftButton, pos=_centre(page, Column.NAME)
    )  # again: the other way
    assert column(page, Column.NAME)[-3:] == [
        "Lefèvre – Michel",
        "Garcia – David",
        "Dubois – Thomas",
    ]
    assert page.view.currentIndex().row() == 5


def test_a_team_added_elsewhere_takes_its_place_in_the_order_shown(
    page: TeamsPage, context: TournamentContext
) -> None:
    page.view.sortByColumn(Column.NAME, Qt.SortOrder.AscendingOrder)
    teams.add_team(
        context.database,
        players=(PlayerInfo("Éric", "Bonnet"), PlayerInfo("Léa", "Faure")),
        who=WHO,
    )
    page.presenter.reload()
    assert column(page, Column.NAME)[:2] == ["Bonnet – Faure", "Dubois – Thomas"]
    assert column(page, Column.NUMBER)[0] == "9"


def test_the_search_keeps_the_order_of_the_column_sorted(qtbot: QtBot, page: TeamsPage) -> None:
    page.view.sortByColumn(Column.NUMBER, Qt.SortOrder.DescendingOrder)
    qtbot.keyClicks(page.search, "luc")  # Luc Thomas plays in team 2, Luc Leroy in team 5
    assert column(page, Column.NUMBER) == ["5", "2"]


def test_each_column_is_as_wide_as_its_longest_text_even_far_down_the_list(
    qtbot: QtBot, preferences: Preferences, tmp_path: Path
) -> None:
    path = tmp_path / "grand.tournoi"
    database = make_tournament(path, count=300, draw=False)
    long_name = "Les Inséparables de la Vallée de la Dordogne"
    teams.edit_team(database, number=290, players=players_of(290), name=long_name, who=WHO)
    database.close()
    window = MainWindow(preferences)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    assert window.open_location(str(path))
    view = window.teams_page.view
    needed = view.fontMetrics().horizontalAdvance(long_name)
    assert view.horizontalHeader().sectionSize(Column.NAME) >= needed + 24
    window.close_tournament()


def _centre(page: TeamsPage, shown: Column) -> QPoint:
    """The middle of a column's header, where a click sorts by it."""
    header = page.view.horizontalHeader()
    return QPoint(header.sectionViewportPosition(shown) + header.sectionSize(shown) // 2, 5)
