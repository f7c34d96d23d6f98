"""The hall's projector: tables by team name, then the standings; paging, refresh, clock, keys."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from engine import Team
from tests.ui.conftest import note_calls
from tests.ui.test_standings_page import CAPOT_DONNE, finish_partie, players
from tournoi.services import draws, scores
from tournoi.services.standings import current as standings
from tournoi.services.teams import registration as teams
from tournoi.services.tournament.lifecycle import get_settings
from tournoi.ui.context import TournamentContext
from tournoi.ui.entry.commands import RecordDonne
from tournoi.ui.projector import ProjectorView, ProjectorWindow
from tournoi.ui.projector import feed as window_module
from tournoi.ui.projector.board import BoardWidget, standings_board, tables_board
from tournoi.ui.round_clock import RoundClock


@pytest.fixture
def projector(qtbot: QtBot, context: TournamentContext) -> ProjectorWindow:
    window = ProjectorWindow(context)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    return window


def test_it_shows_the_tables_by_team_name_then_the_standings(
    qtbot: QtBot, projector: ProjectorWindow, context: TournamentContext
) -> None:
    assert projector.view is ProjectorView.TABLES
    assert projector.title_label.text() == "Où est ma table\u00a0?"
    assert "Tour 1" in projector.subtitle_label.text()
    rows = projector.board.page_rows()
    names = [row[0] for row in rows[::2]]
    assert names == sorted(names, key=str.casefold)
    assert len(rows) == 16
    for seat in draws.seats(context.database, round_number=1):
        line = rows.index((seat.team.name, str(seat.team.number), str(seat.table)))
        first, second = seat.team.players
        # The players under their team, greyed.
        assert rows[line + 1] == (f"\u2003{first.full_name}, {second.full_name}", "", "")
        assert line + 1 in projector.board.board.dimmed
    assert projector.rotation_timer.isActive()
    assert projector.rotation_timer.interval() == 20_000

    projector.rotation_timer.timeout.emit()  # everything fitted on one page

    assert projector.view is ProjectorView.STANDINGS
    assert projector.title_label.text() == "Classement"
    leader = standings.standings(context.database)[0]
    assert projector.board.page_rows()[0][:2] == ("1 =", f"{leader.name} ({leader.number})")

    projector.rotation_timer.timeout.emit()
    assert projector.view is ProjectorView.TABLES


def test_it_refreshes_itself_as_results_are_entered(
    qtbot: QtBot, projector: ProjectorWindow, context: TournamentContext
) -> None:
    projector.show_view(ProjectorView.STANDINGS)
    winner, _loser = players(context, 2)
    name = teams.get_team(context.database, number=winner).name

    finish_partie(context, table=2, winner=Team.A)

    qtbot.waitUntil(lambda: projector.board.page_rows()[0][0] == "1")
    assert projector.board.page_rows()[0][1:] == (f"{name} ({winner})", "1", "1000", "+1000")
    assert projector.updated_label.text().startswith("Mis à jour à ")


def test_a_hidden_projector_catches_up_when_shown(qtbot: QtBot, context: TournamentContext) -> None:
    window = ProjectorWindow(context)
    qtbot.addWidget(window)
    window.show_view(ProjectorView.STANDINGS)
    finish_partie(context, table=1)
    assert window.board.page_rows()[0][0] == "1 ="  # hidden: nothing read yet
    window.show()
    assert window.board.page_rows()[0][0] == "1"


def test_many_teams_are_paged_and_the_keys_drive_it(
    qtbot: QtBot, tournament_factory: Callable[..., TournamentContext]
) -> None:
    context = tournament_factory(count=120)
    window = ProjectorWindow(context)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    board = window.board
    assert board.page_count > 1
    first_page = board.page_rows()
    assert len(first_page) == board.page_size

    qtbot.keyClick(window, Qt.Key.Key_PageDown)
    assert board.page == 1
    assert board.page_rows()[0] != first_page[0]
    assert window.page_label.text().startswith(f"Page 2 sur {board.page_count}")
    qtbot.keyClick(window, Qt.Key.Key_PageUp)
    assert board.page == 0

    # The alternation turns every page before switching view.
    for _ in range(board.page_count - 1):
        window.rotation_timer.timeout.emit()
        assert window.view is ProjectorView.TABLES
    window.rotation_timer.timeout.emit()
    assert window.view is ProjectorView.STANDINGS
    assert board.page == 0

    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert window.view is ProjectorView.TABLES
    qtbot.keyClick(window, Qt.Key.Key_Left)
    assert window.view is ProjectorView.STANDINGS

    # Larger type: fewer lines on a page; smaller: more.
    size = board.page_size
    qtbot.keyClick(window, Qt.Key.Key_Plus)
    assert board.page_size < size
    qtbot.keyClick(window, Qt.Key.Key_Minus)
    qtbot.keyClick(window, Qt.Key.Key_Minus)
    assert board.page_size > size

    # The standings show the top only, as many as the organiser chose.
    window.controls.top_spin.setValue(10)
    assert window.board.page_count == 1
    assert len(window.board.page_rows()) == 10

    qtbot.keyClick(window, Qt.Key.Key_A)
    assert not window.rotation_timer.isActive()
    qtbot.keyClick(window, Qt.Key.Key_A)
    assert window.rotation_timer.isActive()


def test_the_round_clock_starts_pauses_and_resets_from_the_keyboard(
    qtbot: QtBot, projector: ProjectorWindow
) -> None:
    assert not projector.clock_label.isVisible()
    qtbot.keyClick(projector, Qt.Key.Key_Space)
    assert projector.clock.running
    assert projector.clock_label.isVisible()
    assert projector.clock_caption.text() == "fin du tour dans"
    assert projector.controls.start_button.text() == "Pause (Espace)"

    qtbot.keyClick(projector, Qt.Key.Key_Space)
    assert not projector.clock.running
    assert projector.clock_caption.text() == "chrono en pause"

    projector.controls.minutes_spin.setValue(90)
    qtbot.keyClick(projector, Qt.Key.Key_R)
    assert projector.clock_label.text() == "1:30:00"
    assert projector.clock_caption.text() == "durée du tour"


def test_the_clock_counts_down_and_holds_while_paused() -> None:
    now = [1000.0]
    clock = RoundClock(minutes=75, now=lambda: now[0])
    assert clock.text() == "1:15:00"
    clock.start()
    now[0] += 61
    assert clock.text() == "1:13:59"
    clock.pause()
    now[0] += 600
    assert clock.text() == "1:13:59"
    clock.start()
    now[0] += 3600 + 13 * 60 + 58.5
    assert clock.text() == "0:01"
    now[0] += 10
    assert clock.remaining == 0
    assert clock.text() == "0:00"
    clock.reset()
    assert not clock.running
    assert clock.text() == "1:15:00"


def test_escape_closes_a_window_that_is_not_full_screen(
    qtbot: QtBot, projector: ProjectorWindow
) -> None:
    assert not projector.isFullScreen()
    qtbot.keyClick(projector, Qt.Key.Key_Escape)
    assert not projector.isVisible()
    assert not projector.rotation_timer.isActive()


def test_before_any_draw_it_says_so(
    qtbot: QtBot, tournament_factory: Callable[..., TournamentContext]
) -> None:
    window = ProjectorWindow(tournament_factory(draw=False))
    qtbot.addWidget(window)
    window.show()
    assert window.board.page_rows() == ()
    assert window.board.board.empty == "Le premier tour n'est pas encore tiré."


def test_a_result_reads_the_standings_alone_and_only_once_they_are_on_screen(
    qtbot: QtBot,
    projector: ProjectorWindow,
    context: TournamentContext,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    read: list[str] = []
    note_calls(monkeypatch, window_module.draws, "seats", read)
    note_calls(monkeypatch, window_module, "shown_standings", read)
    winner, _loser = players(context, 2)

    finish_partie(context, table=2)  # on the tables' view: nothing to read yet
    assert read == [] and not projector.refresh_timer.isActive()

    projector.rotation_timer.timeout.emit()  # on to the standings: read now, the seats stand
    assert read == ["shown_standings"]
    assert projector.view is ProjectorView.STANDINGS
    assert projector.board.page_rows()[0][1].endswith(f"({winner})")

    boards: list[object] = []
    set_board = projector.board.set_board
    monkeypatch.setattr(
        projector.board,
        "set_board",
        lambda board, **kw: boards.append(board) or set_board(board, **kw),
    )
    sheet = scores.sheet(context.database, round_number=1, table=3)
    context.push(RecordDonne(context, sheet, CAPOT_DONNE[Team.B]))  # 500 - 0: no partie ends
    assert projector.refresh_timer.isActive()
    projector.refresh_timer.timeout.emit()
    # The same lines: not painted again.
    assert read == ["shown_standings", "shown_standings"] and boards == []

    finish_partie(context, table=4)
    projector.refresh_timer.timeout.emit()
    assert read[2:] == ["shown_standings"] and len(boards) == 1
    assert "seats" not in read


def test_beside_the_work_on_a_1366_screen_the_names_fit_whole(
    qtbot: QtBot, context: TournamentContext
) -> None:
    """Beside the main window the projector's board is 480 pixels wide: the names read
    « Petit – Du… » there, the figures' columns keeping their room."""
    for table in draws.round_view(context.database, round_number=1).tables:
        finish_partie(context, table=table.table)
    rows = standings.standings(context.database)
    seats = draws.seats(context.database, round_number=1)
    criteria = get_settings(context.database).ranking.criteria
    board = BoardWidget()
    qtbot.addWidget(board)
    board.resize(480, 530)
    board.show()
    for shown in (standings_board(rows, criteria), tables_board(seats)):
        board.set_board(shown)
        assert board.page_rows()
        assert board.cut_texts() == []
