"""The round's clock at the desk: shown for a partie au temps, the projector's own, its bell at
zero, ready again for the next round, driven by F9 and Maj+F9 from the window."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMainWindow
from pytestqt.qtbot import QtBot

from engine import PerTeam
from tests.ui.conftest import WHO, make_tournament
from tournoi.services import audit, draws, scores
from tournoi.services.draws import DrawMethod
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.services.tournament.activity import Area
from tournoi.services.tournament.lifecycle import get_settings, update_settings
from tournoi.ui.context import TournamentContext
from tournoi.ui.desk_clock import DeskClock
from tournoi.ui.main_window import MainWindow
from tournoi.ui.projector import ProjectorWindow
from tournoi.ui.round_clock import RoundClock
from tournoi.ui.widgets import french


def au_temps(context: TournamentContext, minutes: int | None) -> None:
    settings = replace(get_settings(context.database), partie_minutes=minutes)
    update_settings(context.database, settings=settings, who=WHO)


@pytest.fixture
def now() -> list[float]:
    """The clocks' time, moved on by the test."""
    return [1000.0]


@pytest.fixture
def timed(tournament_factory: Callable[..., TournamentContext]) -> TournamentContext:
    """Eight teams, round 1 drawn, parties au temps of 45 minutes."""
    context = tournament_factory()
    au_temps(context, 45)
    return context


_HOLDERS: list[QMainWindow] = []


def desk(qtbot: QtBot, context: TournamentContext, now: list[float]) -> DeskClock:
    """The bar in a window of the laptop's width, as above the pages (kept to the test's end)."""
    RoundClock.of(context, now=lambda: now[0])
    holder = QMainWindow()
    qtbot.addWidget(holder, before_close_func=_HOLDERS.remove)
    _HOLDERS.append(holder)
    bar = DeskClock(context, holder)
    holder.resize(1366, 200)
    holder.show()
    return bar


def play_round(context: TournamentContext, number: int) -> None:
    for table in draws.round_view(context.database, round_number=number).tables:
        scores.record_totals(
            context.database,
            round_number=number,
            table=table.table,
            totals=PerTeam(1000, 400),
            who=WHO,
        )


def test_the_desk_counts_the_round_down_and_rings_once_at_zero(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, timed: TournamentContext, now: list[float]
) -> None:
    beeps: list[str] = []
    monkeypatch.setattr(QApplication, "beep", lambda: beeps.append("bell"))
    bar = desk(qtbot, timed, now)
    assert bar.isVisible()
    assert (bar.title.text(), bar.time_label.text()) == (french("Chrono du tour :"), "45:00")
    assert bar.start_button.text() == "Démarrer (F9)" and not bar.reset_button.isEnabled()

    qtbot.mouseClick(bar.start_button, Qt.MouseButton.LeftButton)
    assert (bar.title.text(), bar.start_button.text()) == (
        french("Chrono du tour 1 :"),
        "Pause (F9)",
    )
    now[0] += 44 * 60 + 30
    qtbot.waitUntil(lambda: bar.time_label.text() == "0:30")
    assert "background" not in bar.styleSheet() and beeps == []

    now[0] += 31
    with qtbot.waitSignal(bar.clock.rang):
        pass
    assert bar.time_label.text() == "0:00"
    assert bar.state.text() == french("Temps écoulé : finissez la donne en cours.")
    assert "background: #c0182b" in bar.styleSheet()
    assert beeps == ["bell"]
    with qtbot.waitSignal(bar.clock.changed):  # a tick later, it has not rung again
        pass
    assert beeps == ["bell"]
    assert bar.start_button.text() == "Arrêter le chrono (F9)"

    qtbot.mouseClick(bar.start_button, Qt.MouseButton.LeftButton)  # F9 at 0:00: it stops
    assert (bar.clock.running, bar.start_button.isEnabled()) == (False, False)
    assert bar.state.text() == french(
        "Temps écoulé ; Maj+F9 remet le chrono à zéro pour le tour suivant."
    )
    bar.clock.toggle()  # F9 again: nothing to start
    assert (bar.clock.running, bar.time_label.text()) == (False, "0:00")

    qtbot.mouseClick(bar.reset_button, Qt.MouseButton.LeftButton)
    assert (bar.time_label.text(), bar.clock.running) == ("45:00", False)
    assert "background" not in bar.styleSheet()


def test_a_pause_holds_the_time_and_the_projector_shows_the_same_clock(
    qtbot: QtBot, timed: TournamentContext, now: list[float]
) -> None:
    bar = desk(qtbot, timed, now)
    projector = ProjectorWindow(timed)
    qtbot.addWidget(projector)
    projector.show()
    assert projector.clock is bar.clock
    assert projector.controls.minutes_spin.value() == 45

    qtbot.keyClick(projector, Qt.Key.Key_Space)  # started on the projector
    assert bar.start_button.text() == "Pause (F9)"
    now[0] += 600
    qtbot.mouseClick(bar.start_button, Qt.MouseButton.LeftButton)  # paused at the desk
    now[0] += 300
    assert (bar.time_label.text(), bar.start_button.text()) == ("35:00", "Reprendre (F9)")
    assert bar.state.text() == "en pause"
    assert (projector.clock_label.text(), projector.clock_caption.text()) == (
        "35:00",
        "chrono en pause",
    )
    projector.controls.minutes_spin.setValue(50)  # more time given on the projector
    assert bar.time_label.text() == "40:00"


def test_the_clock_is_ready_again_once_the_next_round_is_drawn(
    qtbot: QtBot, timed: TournamentContext, now: list[float]
) -> None:
    bar = desk(qtbot, timed, now)
    bar.clock.start()
    now[0] += 600
    play_round(timed, 1)
    draws.draw_round(timed.database, method=DrawMethod.SWISS, who=WHO)
    timed.changed.emit(Area.ROUNDS)
    assert bar.clock.running, "still counting round 1 down: the organiser decides"
    assert bar.title.text() == french("Chrono du tour 1 :")

    now[0] += 45 * 60
    timed.changed.emit(Area.ROUNDS)  # round 1's time is up, round 2 drawn: ready for it
    assert (bar.clock.running, bar.time_label.text()) == (False, "45:00")
    bar.clock.start()
    assert bar.title.text() == french("Chrono du tour 2 :")
    now[0] += 60
    bar.clock.pause()
    timed.changed.emit(Area.ROUNDS)  # a swap in round 2: the paused clock keeps its time
    assert bar.clock.started and bar.clock.round == 2


def test_aux_points_the_bar_shows_only_once_the_clock_is_started_or_the_duration_set(
    qtbot: QtBot, tournament_factory: Callable[..., TournamentContext], now: list[float]
) -> None:
    context = tournament_factory()
    bar = desk(qtbot, context, now)
    assert not bar.isVisible()
    bar.clock.start()  # from the projector, say
    assert bar.isVisible()
    bar.clock.reset()
    assert not bar.isVisible()

    au_temps(context, 30)
    context.changed.emit(Area.SETTINGS)
    assert bar.isVisible() and bar.time_label.text() == "30:00"


def test_f9_and_shift_f9_drive_the_clock_from_any_page(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    path = tmp_path / "au-temps.tournoi"
    database = make_tournament(path)
    settings = replace(get_settings(database), partie_minutes=40)
    update_settings(database, settings=settings, who=WHO)
    database.close()
    assert window.open_location(str(path))
    window.resize(1366, 768)
    with qtbot.waitActive(window):
        window.activateWindow()
    bar = window.desk_clock
    assert bar is not None and bar.isVisible() and bar.time_label.text() == "40:00"

    window.tabs.setCurrentIndex(2)  # the entry page, its line having the keyboard
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_F9)
    assert bar.clock.running
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_F9)
    assert not bar.clock.running and bar.clock.started
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_F9, Qt.KeyboardModifier.ShiftModifier)
    assert not bar.clock.started

    window.tools.show_projector()
    assert window.tools.projector is not None
    assert window.tools.projector.clock is bar.clock
    window.close_tournament()
    assert window.desk_clock is None


def test_a_new_duration_rings_at_its_own_end(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, timed: TournamentContext, now: list[float]
) -> None:
    beeps: list[str] = []
    monkeypatch.setattr(QApplication, "beep", lambda: beeps.append("bell"))
    bar = desk(qtbot, timed, now)
    bar.clock.start()
    now[0] += 40 * 60
    bar.clock.set_minutes(30)  # shortened past the time spent: it rings at once
    with qtbot.waitSignal(bar.clock.rang):
        pass
    bar.clock.set_minutes(50)  # ten more minutes given: it rings again at their end
    assert bar.time_label.text() == "10:00" and "background" not in bar.styleSheet()
    now[0] += 10 * 60
    with qtbot.waitSignal(bar.clock.rang):
        pass
    assert beeps == ["bell", "bell"]


def test_another_setting_changed_leaves_the_duration_given_on_the_projector(
    qtbot: QtBot, timed: TournamentContext, now: list[float]
) -> None:
    bar = desk(qtbot, timed, now)
    bar.clock.set_minutes(50)  # the projector's spin
    settings = get_settings(timed.database)
    update_settings(timed.database, settings=replace(settings, rounds=5), who=WHO)
    timed.changed.emit(Area.SETTINGS)
    assert bar.time_label.text() == "50:00"
    au_temps(timed, 40)
    timed.changed.emit(Area.SETTINGS)
    assert bar.time_label.text() == "40:00"


def test_another_station_shows_the_same_clock_and_drives_it(
    qtbot: QtBot, timed: TournamentContext, now: list[float]
) -> None:
    here = desk(qtbot, timed, now)
    path = timed.database.path
    assert path is not None
    there_context = TournamentContext(tournaments.open_tournament(str(path)), who="Arbitre Sud")
    there_context.watch_timer.stop()
    try:
        there = desk(qtbot, there_context, now)
        told: list[Area] = []
        there_context.changed.connect(told.append)
        qtbot.mouseClick(here.start_button, Qt.MouseButton.LeftButton)
        now[0] += 600
        there_context.look_elsewhere()  # what the window's watch does a few times a second
        assert told == []  # no page reads anything again for the clock
        assert (there.title.text(), there.time_label.text(), there.start_button.text()) == (
            french("Chrono du tour 1 :"),
            "35:00",
            "Pause (F9)",
        )
        qtbot.mouseClick(there.start_button, Qt.MouseButton.LeftButton)  # paused over there
        now[0] += 300
        timed.look_elsewhere()
        assert (here.time_label.text(), here.state.text()) == ("35:00", "en pause")
        qtbot.mouseClick(here.reset_button, Qt.MouseButton.LeftButton)
        there_context.look_elsewhere()
        assert (there.time_label.text(), there.reset_button.isEnabled()) == ("45:00", False)
        with timed.database.session() as session:
            said = [
                (entry.who, entry.message)
                for entry in audit.entries(session)
                if entry.action.startswith("clock.")
            ]
        assert said == [
            (WHO, "Chrono du tour 1 démarré."),
            ("Arbitre Sud", "Chrono du tour 1 mis en pause (35:00 restantes)."),
            (WHO, "Chrono du tour 1 remis à zéro."),
        ]
    finally:
        there_context.close()


def test_a_clock_started_before_any_draw_is_refused_on_the_bar(
    qtbot: QtBot, tournament_factory: Callable[..., TournamentContext], now: list[float]
) -> None:
    context = tournament_factory(draw=False)
    au_temps(context, 45)
    bar = desk(qtbot, context, now)
    qtbot.mouseClick(bar.start_button, Qt.MouseButton.LeftButton)
    assert not bar.clock.started
    assert bar.state.text() == "Aucun tour n'est tiré : le chrono compte le temps d'un tour tiré."
