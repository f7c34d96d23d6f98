"""The hall's projector: « Où est ma table ? » then the standings, in turn, in large type.

A second top-level window, full screen on the second screen when there is
one; else a window of its own at the right of the only screen, in the room the
work leaves, which the organiser moves as he likes, saying how to have it full
screen (plug the projector in). It pages through what does not fit, alternates every few seconds,
refreshes itself as results are entered, and can show a countdown for the
round in a corner. Keys: Right/Left switch view, Page Down/Up turn pages,
+/- change the size, Space starts or pauses the clock, R resets it, A stops
or resumes the alternation, C shows the controls, F11 full screen, Esc
leaves full screen then closes.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum, auto
from typing import Final

from PySide6.QtCore import QMargins, QRect, Qt, QTimer, Signal
from PySide6.QtGui import (
    QCloseEvent,
    QGuiApplication,
    QHideEvent,
    QKeyEvent,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import QVBoxLayout, QWidget

from engine import UserError
from tournoi.services.finals import finals_state
from tournoi.services.tournament.activity import Area
from tournoi.ui.context import TournamentContext
from tournoi.ui.projector.board import criterion_text, standings_board, tables_board
from tournoi.ui.projector.bracket_board import bracket_board
from tournoi.ui.projector.controls import ControlBar
from tournoi.ui.projector.feed import ProjectorFeed
from tournoi.ui.projector.players_board import players_board
from tournoi.ui.projector.stage import ProjectorStage
from tournoi.ui.round_clock import RoundClock
from tournoi.ui.tables_entry.serving import Serving
from tournoi.ui.widgets import NBSP, french

SCALES: Final = (0.6, 0.7, 0.8, 0.9, 1.0, 1.15, 1.3, 1.5, 1.75, 2.0)
SHARE: Final = 0.45
"""The part of a single screen the projector takes, at its right, beside the work."""
TITLE_BAR: Final = 32
"""Room for the window's title bar, which its geometry does not count."""


class ProjectorView(Enum):
    TABLES = auto()
    STANDINGS = auto()
    BRACKET = auto()
    """The finals' « Tableau final » (F), outside the alternation of the other two."""

    @property
    def other(self) -> ProjectorView:
        return ProjectorView.STANDINGS if self is ProjectorView.TABLES else ProjectorView.TABLES


class ProjectorWindow(QWidget):
    """The hall's screen; the organiser drives it from the keyboard or its control bar."""

    hidden = Signal()
    """Closed or hidden: the room it took on a shared screen is free again."""

    def __init__(self, context: TournamentContext, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.context = context
        self.view = ProjectorView.TABLES
        self._scale_index = SCALES.index(1.0)
        self.feed = ProjectorFeed()
        self.setWindowTitle(self.tr("Projecteur — {name}").format(name=context.info.name))

        self.stage = ProjectorStage(Serving.of(context))
        # The views are shown on the stage's board and labels.
        stage = self.stage
        self.board, self.public_link = stage.board, stage.public_link
        self.title_label, self.subtitle_label = stage.title_label, stage.subtitle_label
        self.clock_label, self.clock_caption = stage.clock_label, stage.clock_caption
        self.page_label, self.updated_label = stage.page_label, stage.updated_label
        self.board.resized.connect(self._show_page)
        # The desk's clock: started, paused or reset here or there, it shows the same time.
        self.clock = RoundClock.of(context)
        self.clock.changed.connect(self._show_clock)
        self._clock_was_running = False

        self.rotation_timer = QTimer(self)
        self.rotation_timer.setInterval(20_000)
        self.rotation_timer.timeout.connect(self.advance)
        self.refresh_timer = QTimer(self)
        self.refresh_timer.setSingleShot(True)
        self.refresh_timer.setInterval(150)
        self.refresh_timer.timeout.connect(self._catch_up)

        self.controls = ControlBar()
        # A partie au temps: its duration (the clock follows the settings), ready for the bell.
        self.controls.minutes_spin.setValue(self.clock.duration // 60)
        self._connect_controls()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.stage, 1)
        layout.addWidget(self.controls)

        context.changed.connect(self._on_change)
        self.shares_screen = True
        self.place()
        self._rescale()
        self.refresh()
        self._show_clock()

    # Building

    def _connect_controls(self) -> None:
        controls = self.controls
        controls.rotate_box.toggled.connect(self._rotation_changed)
        controls.interval_spin.valueChanged.connect(self._rotation_changed)
        controls.top_spin.valueChanged.connect(lambda _value: self._show_view(keep_page=True))
        controls.minutes_spin.valueChanged.connect(self.clock.set_minutes)
        controls.start_button.clicked.connect(self.toggle_clock)
        controls.reset_button.clicked.connect(self.clock.reset)
        controls.show_clock_box.toggled.connect(self._show_clock)

    def place(self) -> None:
        """Full screen on a second screen when Qt reports one (a projector plugged in since the
        window was made counts); with one screen, a window of its own at the right of it, never
        full screen over the work, and the bar says how to have it full screen."""
        primary = QGuiApplication.primaryScreen()
        others = [screen for screen in QGuiApplication.screens() if screen is not primary]
        self.shares_screen = not others
        self.controls.one_screen_label.setVisible(self.shares_screen)
        if others:
            self.setScreen(others[0])
            self.setGeometry(others[0].geometry())
            self.setWindowState(Qt.WindowState.WindowFullScreen)
            self.controls.hide()
            return
        self.setWindowState(Qt.WindowState.WindowNoState)
        if primary is not None:
            self.setScreen(primary)
        self.controls.show()
        self.share_screen(work_width=0)

    def share_screen(self, *, work_width: int, frame: QMargins | None = None) -> QRect | None:
        """With one screen, take the right of it and leave the work ``work_width`` at least
        (its frame counted); ``frame``: the window manager's frame around a window, as the
        work's shows it (the projector's own is known only once it is shown).

        The room left to the work, at the left of the screen; ``None`` with a second screen.
        """
        screen = QGuiApplication.primaryScreen()
        if not self.shares_screen or screen is None:
            return None
        room = screen.availableGeometry()
        width = min(int(room.width() * SHARE), room.width() - work_width)
        taken = self._take_right(room, width, frame or QMargins())
        return QRect(room.left(), room.top(), room.width() - taken, room.height())

    def fit_beside(self, work: QRect, *, frame: QMargins | None = None) -> None:
        """Sized to what ``work`` (the main window's frame) leaves at the right of the screen,
        when the work has grown over the projector (a wider page opened): the work is never
        hidden under it, but where it cannot shrink as far as the projector's smallest."""
        screen = QGuiApplication.primaryScreen()
        mine = self.frameGeometry()
        # Only the work at its left, grown into it: a work the organiser put elsewhere is his.
        shown_over = mine.intersects(work) and work.left() < mine.left()
        if not self.shares_screen or screen is None or self.isFullScreen() or not shown_over:
            return
        room = screen.availableGeometry()
        self._take_right(room, room.right() - work.right(), frame or QMargins())

    def _take_right(self, room: QRect, width: int, frame: QMargins) -> int:
        """The right of ``room``, ``width`` wide with its frame but no narrower than the window
        can be; the width taken."""
        width = max(width, self.minimumSizeHint().width() + frame.left() + frame.right())
        # Without a frame known, room for the title bar a window manager adds above.
        top = room.top() + max(frame.top(), TITLE_BAR)
        self.setGeometry(
            room.right() - width + 1 + frame.left(),
            top,
            width - frame.left() - frame.right(),
            room.bottom() - frame.bottom() - top + 1,
        )
        return width

    # Data

    def _on_change(self, what: Area) -> None:
        # A donne moves no team to another table: the standings alone are read again,
        # and only once they are on screen.
        self.feed.note(what)
        if self.isVisible() and (self.feed.stale or self.view is not ProjectorView.TABLES):
            self.refresh_timer.start()

    def _catch_up(self, *, show: bool = True) -> None:
        """Read what changed since the last look: everything, or the standings alone.

        ``show`` false when the caller shows a view next.
        """
        if self.feed.stale:
            self.refresh()
        elif self.feed.results_stale:
            self._refresh_standings(show=show)

    def _refresh_standings(self, *, show: bool) -> None:
        """The standings again; the board is painted again only if the lines it shows changed."""
        try:
            changed = self.feed.read_standings(
                self.context.database, shown=self.controls.top_spin.value()
            )
        except UserError as error:
            self.subtitle_label.setText(str(error))
            return
        shown = self.view is ProjectorView.BRACKET or (
            changed and self.view is ProjectorView.STANDINGS
        )
        if shown and show:  # the bracket follows every result of the finals
            self._show_view(keep_page=True)

    def refresh(self) -> None:
        """Read the latest round's tables and the standings again."""
        try:
            name = self.feed.read(self.context.database)
        except UserError as error:
            self.subtitle_label.setText(str(error))
            return
        self.setWindowTitle(self.tr("Projecteur — {name}").format(name=name))
        self.controls.show_players(self.feed.melee)
        self.stage.published_link.show_url(self.feed.published)
        self._show_view(keep_page=True)

    # Views

    def show_view(self, view: ProjectorView) -> None:
        """Show ``view`` from its first page; the alternation starts its count again."""
        self._catch_up(show=False)
        self.view = view
        self._show_view(keep_page=False)
        if self.rotation_timer.isActive():
            self.rotation_timer.start()

    def advance(self) -> None:
        """The next page, or the other view after the last page (the alternation's step)."""
        if self.board.page + 1 < self.board.page_count:
            self.board.set_page(self.board.page + 1)
            self._show_page()
        else:
            self._catch_up(show=False)
            self.view = self.view.other
            self._show_view(keep_page=False)

    def back(self) -> None:
        if self.board.page > 0:
            self.board.set_page(self.board.page - 1)
            self._show_page()
            return
        self._catch_up(show=False)
        self.view = self.view.other
        self._show_view(keep_page=False)
        self.board.set_page(self.board.page_count - 1)
        self._show_page()

    def _show_view(self, *, keep_page: bool) -> None:
        page = self.board.page if keep_page else 0
        if self.view is ProjectorView.TABLES:
            self._show_tables(page)
        elif self.view is ProjectorView.BRACKET:
            self.title_label.setText(self.tr("Tableau final"))
            self.subtitle_label.setText(self.tr("Phase finale — à élimination directe"))
            self.board.set_board(bracket_board(finals_state(self.context.database)), page=page)
        else:
            self._show_standings(page)
        self._show_page()

    def _show_tables(self, page: int) -> None:
        self.title_label.setText(self.tr("Où est ma table{nbsp}?").format(nbsp=NBSP))
        if self.feed.melee:
            self.subtitle_label.setText(
                self.tr("Tour {round} — les joueurs par ordre alphabétique").format(
                    round=self.feed.round
                )
                if self.feed.round
                else ""
            )
            self.board.set_board(players_board(self.feed.players), page=page)
            return
        if self.feed.round:
            self.subtitle_label.setText(
                self.tr("Tour {round} — les équipes par ordre alphabétique").format(
                    round=self.feed.round
                )
            )
        else:
            self.subtitle_label.setText("")
        self.board.set_board(tables_board(self.feed.seats), page=page)

    def _show_standings(self, page: int) -> None:
        self.title_label.setText(self.tr("Classement"))
        self.subtitle_label.setText(
            self.tr("Après les parties terminées — {criteria}").format(
                criteria=", ".join(criterion_text(c) for c in self.feed.criteria)
            )
        )
        shown = self.feed.standings[: self.controls.top_spin.value()]
        board = standings_board(shown, self.feed.criteria, players=self.feed.melee)
        self.board.set_board(board, page=page)

    def _show_page(self) -> None:
        count = self.board.page_count
        next_view = (
            self.tr("classement") if self.view is ProjectorView.TABLES else self.tr("tables")
        )
        text = self.tr("Page {page} sur {count}").format(page=self.board.page + 1, count=count)
        rows = self.board.page_rows()
        if self.view is ProjectorView.TABLES and count > 1 and rows:
            # Where a team is to look: the names run alphabetically across the pages
            # (the last team's, above its players).
            text += self.tr(" : de « {first} » à « {last} »").format(
                first=rows[0][0], last=rows[-self.board.board.group][0]
            )
        if self.rotation_timer.isActive() and self.board.page + 1 == count:
            text += self.tr(" — ensuite{nbsp}: {next}").format(nbsp=NBSP, next=next_view)
        self.page_label.setText(french(text))
        self.updated_label.setText(
            self.tr("Mis à jour à {time}").format(time=self.feed.updated)
            if self.feed.updated
            else ""
        )

    # Size

    @property
    def scale(self) -> float:
        return SCALES[self._scale_index]

    def grow(self, step: int) -> None:
        """One size larger (``step`` 1) or smaller (-1)."""
        self._scale_index = min(max(self._scale_index + step, 0), len(SCALES) - 1)
        self._rescale()

    def _rescale(self) -> None:
        # The height sets the type; a narrow window (beside the work) makes it smaller.
        self.stage.rescale(base=max(min(self.height(), self.width() * 0.75), 300), scale=self.scale)
        self._show_page()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt)
        super().resizeEvent(event)
        self._rescale()

    # Clock and alternation

    def toggle_clock(self) -> None:
        self.clock.toggle()

    def _show_clock(self) -> None:
        # Started here or at the desk, the clock comes on screen (the box can hide it again).
        started, self._clock_was_running = (
            self.clock.running and not self._clock_was_running,
            self.clock.running,
        )
        if started:
            self.controls.show_clock_box.setChecked(True)
        spin = self.controls.minutes_spin
        blocked = spin.blockSignals(True)  # the duration set at the desk, or by the settings
        spin.setValue(self.clock.duration // 60)
        spin.blockSignals(blocked)
        self.stage.show_clock(self.clock, shown=self.controls.show_clock_box.isChecked())
        self.controls.start_button.setText(
            self.tr("Pause (Espace)") if self.clock.running else self.tr("Démarrer (Espace)")
        )

    def _rotation_changed(self) -> None:
        self.rotation_timer.setInterval(self.controls.interval_spin.value() * 1000)
        if self.controls.rotate_box.isChecked() and self.isVisible():
            self.rotation_timer.start()
        else:
            self.rotation_timer.stop()
        self._show_page()

    # Keys and showing

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
            self.controls.show()
        else:
            self.controls.hide()
            self.showFullScreen()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt)
        key = Qt.Key(event.key())
        actions: dict[Qt.Key, Callable[[], object]] = {
            Qt.Key.Key_Right: lambda: self.show_view(self.view.other),
            Qt.Key.Key_Left: lambda: self.show_view(self.view.other),
            Qt.Key.Key_F: lambda: self.show_view(ProjectorView.BRACKET),
            Qt.Key.Key_PageDown: self.advance,
            Qt.Key.Key_PageUp: self.back,
            Qt.Key.Key_Plus: lambda: self.grow(1),
            Qt.Key.Key_Equal: lambda: self.grow(1),
            Qt.Key.Key_Minus: lambda: self.grow(-1),
            Qt.Key.Key_Space: self.toggle_clock,
            Qt.Key.Key_R: self.clock.reset,
            Qt.Key.Key_A: self.controls.rotate_box.toggle,
            Qt.Key.Key_C: lambda: self.controls.setVisible(not self.controls.isVisible()),
            Qt.Key.Key_F11: self.toggle_full_screen,
            Qt.Key.Key_Escape: self._escape,
        }
        action = actions.get(key)
        if action is None:
            super().keyPressEvent(event)
            return
        action()
        event.accept()

    def _escape(self) -> None:
        if self.isFullScreen():
            self.toggle_full_screen()
        else:
            self.close()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt)
        super().showEvent(event)
        self._catch_up()
        self._rotation_changed()
        self.board.setFocus()

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 (Qt)
        self.rotation_timer.stop()
        super().hideEvent(event)
        self.hidden.emit()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt)
        self.rotation_timer.stop()
        super().closeEvent(event)
