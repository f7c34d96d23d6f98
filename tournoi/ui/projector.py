"""The hall's projector: « Où est ma table ? » then the standings, in turn, in large type.

A second top-level window, full screen on the second screen when there is
one. It pages through what does not fit, alternates every few seconds,
refreshes itself as results are entered, and can show a countdown for the
round in a corner. Keys: Right/Left switch view, Page Down/Up turn pages,
+/- change the size, Space starts or pauses the clock, R resets it, A stops
or resumes the alternation, C shows the controls, F11 full screen, Esc
leaves full screen then closes.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from enum import Enum, auto
from typing import Final

from PySide6.QtCore import QObject, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QCloseEvent,
    QColor,
    QFont,
    QFontMetricsF,
    QGuiApplication,
    QHideEvent,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tournoi.services import draws
from tournoi.services.errors import ServiceError
from tournoi.services.ranking import Criterion, StandingRow
from tournoi.services.standings import standings
from tournoi.services.tournaments import get_settings, tournament_info
from tournoi.ui.context import TournamentContext
from tournoi.ui.standings import signed
from tournoi.ui.widgets import NBSP, colon, french

BACKGROUND: Final = QColor("#0f2233")
TEXT: Final = QColor("#ffffff")
ACCENT: Final = QColor("#ffd35c")
DIMMED: Final = QColor("#8da2b5")
STRIPE: Final = QColor(255, 255, 255, 20)
LATE: Final = QColor("#ff6b5e")
BASE_LINES: Final = 16
"""Lines of a page at the normal size; + and - change it."""
SCALES: Final = (0.6, 0.7, 0.8, 0.9, 1.0, 1.15, 1.3, 1.5, 1.75, 2.0)


class ProjectorView(Enum):
    TABLES = auto()
    STANDINGS = auto()

    @property
    def other(self) -> ProjectorView:
        return ProjectorView.STANDINGS if self is ProjectorView.TABLES else ProjectorView.TABLES


# The board: a table painted large, in pages and side-by-side blocks


@dataclass(frozen=True, slots=True)
class BoardColumn:
    header: str
    sample: str = ""
    """The widest text expected; empty for the column that takes the room left (the names)."""
    right: bool = False


@dataclass(frozen=True, slots=True)
class Board:
    columns: tuple[BoardColumn, ...]
    rows: tuple[tuple[str, ...], ...]
    dimmed: frozenset[int] = field(default_factory=frozenset)
    """Lines shown greyed (withdrawn teams)."""
    blocks: int = 1
    """How many blocks of lines may stand side by side."""
    empty: str = ""
    """What to show when there are no lines."""


@dataclass(frozen=True, slots=True)
class _Layout:
    font: QFont
    bold: QFont
    line_height: float
    lines: int
    blocks: int
    block_width: float
    gap: float
    widths: tuple[float, ...]


class BoardWidget(QWidget):
    """Paints one page of a :class:`Board`, its lines top to bottom, then in the next block."""

    resized = Signal()
    """The size changed, and with it maybe the number of pages."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board = Board(columns=(), rows=())
        self.page = 0
        self._scale = 1.0
        self._layout: _Layout | None = None

    def set_board(self, board: Board, *, page: int = 0) -> None:
        self.board = board
        self._layout = None
        self.page = min(max(page, 0), self.page_count - 1)
        self.update()

    def set_scale(self, scale: float) -> None:
        self._scale = scale
        self._layout = None
        self.page = min(self.page, self.page_count - 1)
        self.update()

    def set_page(self, page: int) -> None:
        self.page = min(max(page, 0), self.page_count - 1)
        self.update()

    @property
    def page_size(self) -> int:
        layout = self._measure()
        return layout.lines * layout.blocks

    @property
    def page_count(self) -> int:
        return max(1, math.ceil(len(self.board.rows) / self.page_size))

    def page_rows(self) -> tuple[tuple[str, ...], ...]:
        """The lines of the page shown."""
        start = self.page * self.page_size
        return self.board.rows[start : start + self.page_size]

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt)
        self._layout = None
        self.page = min(self.page, self.page_count - 1)
        super().resizeEvent(event)
        self.resized.emit()

    def _measure(self) -> _Layout:
        if self._layout is not None:
            return self._layout
        lines = max(3, round(BASE_LINES / self._scale))
        line_height = max(self.height(), 120) / (lines + 1)
        font = QFont(self.font())
        font.setPixelSize(max(10, int(line_height * 0.6)))
        bold = QFont(font)
        bold.setBold(True)
        metrics, bold_metrics = QFontMetricsF(font), QFontMetricsF(bold)
        pad = metrics.averageCharWidth() * 1.5
        widths = tuple(
            max(metrics.horizontalAdvance(c.sample), bold_metrics.horizontalAdvance(c.header)) + pad
            if c.sample
            else 0.0
            for c in self.board.columns
        )
        gap = metrics.averageCharWidth() * 4
        # Side-by-side blocks only when the longest names still fit whole (up to 32 characters).
        names = [i for i, column in enumerate(self.board.columns) if not column.sample]
        longest = max(
            (metrics.horizontalAdvance(row[i]) for row in self.board.rows for i in names),
            default=0.0,
        )
        smallest = sum(widths) + pad + min(longest, metrics.averageCharWidth() * 32)
        fit = int((self.width() + gap) // (smallest + gap)) if smallest else 1
        needed = max(1, math.ceil(len(self.board.rows) / lines))
        blocks = max(1, min(self.board.blocks, fit, needed))
        block_width = (self.width() - gap * (blocks - 1)) / blocks
        self._layout = _Layout(font, bold, line_height, lines, blocks, block_width, gap, widths)
        return self._layout

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        layout = self._measure()
        if not self.board.rows:
            painter.setFont(layout.font)
            painter.setPen(DIMMED)
            painter.drawText(
                QRectF(self.rect()),
                int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
                self.board.empty,
            )
            return
        start = self.page * layout.lines * layout.blocks
        for block in range(layout.blocks):
            x = block * (layout.block_width + layout.gap)
            first = start + block * layout.lines
            rows = self.board.rows[first : first + layout.lines]
            if rows:
                self._paint_block(painter, layout, x, first, rows)

    def _paint_block(
        self,
        painter: QPainter,
        layout: _Layout,
        x: float,
        first: int,
        rows: Sequence[tuple[str, ...]],
    ) -> None:
        spare = layout.block_width - sum(layout.widths)
        widths = [width or spare for width in layout.widths]
        painter.setFont(layout.bold)
        painter.setPen(ACCENT)
        self._paint_line(
            painter,
            x=x,
            y=0,
            layout=layout,
            widths=widths,
            cells=[c.header for c in self.board.columns],
        )
        painter.drawLine(
            int(x),
            int(layout.line_height - 2),
            int(x + layout.block_width),
            int(layout.line_height - 2),
        )
        painter.setFont(layout.font)
        for i, row in enumerate(rows):
            y = (i + 1) * layout.line_height
            if i % 2:
                painter.fillRect(QRectF(x, y, layout.block_width, layout.line_height), STRIPE)
            painter.setPen(DIMMED if first + i in self.board.dimmed else TEXT)
            self._paint_line(painter, x=x, y=y, layout=layout, widths=widths, cells=row)

    def _paint_line(
        self,
        painter: QPainter,
        *,
        x: float,
        y: float,
        layout: _Layout,
        widths: Sequence[float],
        cells: Sequence[str],
    ) -> None:
        metrics = painter.fontMetrics()
        inset = metrics.averageCharWidth() * 0.6
        for column, width, text in zip(self.board.columns, widths, cells, strict=True):
            rect = QRectF(x + inset, y, width - 2 * inset, layout.line_height)
            horizontal = Qt.AlignmentFlag.AlignRight if column.right else Qt.AlignmentFlag.AlignLeft
            shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, int(rect.width()))
            painter.drawText(rect, int(horizontal | Qt.AlignmentFlag.AlignVCenter), shown)
            x += width


# The round clock


class RoundClock(QObject):
    """A countdown for the round: started, paused and reset by the organiser."""

    changed = Signal()
    """Every quarter of a second while it runs, and at each start, pause or reset."""

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        minutes: int = 75,
        now: Callable[[], float] = time.monotonic,
    ) -> None:
        super().__init__(parent)
        self._now = now
        self.duration = minutes * 60
        self._spent = 0.0
        self._started: float | None = None
        self._ticker = QTimer(self)
        self._ticker.setInterval(250)
        self._ticker.timeout.connect(self.changed)

    @property
    def running(self) -> bool:
        return self._started is not None

    @property
    def spent(self) -> float:
        running = self._now() - self._started if self._started is not None else 0.0
        return self._spent + running

    @property
    def remaining(self) -> int:
        """Whole seconds left, rounded up (the clock shows 0:00 only when time is up)."""
        return max(0, math.ceil(self.duration - self.spent))

    @property
    def started(self) -> bool:
        """Whether it has run at all since the last reset."""
        return self.running or self._spent > 0

    def start(self) -> None:
        if self._started is None:
            self._started = self._now()
            self._ticker.start()
            self.changed.emit()

    def pause(self) -> None:
        if self._started is not None:
            self._spent += self._now() - self._started
            self._started = None
            self._ticker.stop()
            self.changed.emit()

    def toggle(self) -> None:
        if self.running:
            self.pause()
        else:
            self.start()

    def reset(self) -> None:
        self._ticker.stop()
        self._started = None
        self._spent = 0.0
        self.changed.emit()

    def set_minutes(self, minutes: int) -> None:
        self.duration = minutes * 60
        self.changed.emit()

    def text(self) -> str:
        """``1:14:59``, ``9:05``."""
        hours, rest = divmod(self.remaining, 3600)
        minutes, seconds = divmod(rest, 60)
        if hours:
            return f"{hours}:{minutes:02d}:{seconds:02d}"
        return f"{minutes}:{seconds:02d}"


# The window


class ProjectorWindow(QWidget):
    """The hall's screen; the organiser drives it from the keyboard or its control bar."""

    def __init__(self, context: TournamentContext, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.context = context
        self.view = ProjectorView.TABLES
        self._scale_index = SCALES.index(1.0)
        self._round = 0
        self._seats: list[draws.Seat] = []
        self._standings: list[StandingRow] = []
        self._criteria: tuple[Criterion, ...] = ()
        self._stale = True
        self._updated = ""
        self.setWindowTitle(self.tr("Projecteur — {name}").format(name=context.info.name))

        self.board = BoardWidget()
        self.board.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.board.resized.connect(self._show_page)
        self.title_label = QLabel()
        self.subtitle_label = QLabel()
        self.clock_label = QLabel()
        self.clock_caption = QLabel()
        self.page_label = QLabel()
        self.updated_label = QLabel()
        self.clock_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.clock_caption.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.updated_label.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.clock = RoundClock(self)
        self.clock.changed.connect(self._show_clock)

        self.rotation_timer = QTimer(self)
        self.rotation_timer.setInterval(20_000)
        self.rotation_timer.timeout.connect(self.advance)
        self._refresh_timer = QTimer(self)
        self._refresh_timer.setSingleShot(True)
        self._refresh_timer.setInterval(150)
        self._refresh_timer.timeout.connect(self.refresh)

        self.controls = self._controls()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self._stage(), 1)
        layout.addWidget(self.controls)

        context.changed.connect(self._on_change)
        self._place()
        self._rescale()
        self.refresh()
        self._show_clock()

    # Building

    def _stage(self) -> QWidget:
        stage = QWidget()
        stage.setAutoFillBackground(True)
        palette = stage.palette()
        palette.setColor(QPalette.ColorRole.Window, BACKGROUND)
        palette.setColor(QPalette.ColorRole.WindowText, TEXT)
        stage.setPalette(palette)
        for label in (self.subtitle_label, self.page_label, self.updated_label):
            label.setStyleSheet(f"color: {DIMMED.name()}")
        self.title_label.setStyleSheet(f"color: {ACCENT.name()}")
        titles = QVBoxLayout()
        titles.addWidget(self.title_label)
        titles.addWidget(self.subtitle_label)
        clock = QVBoxLayout()
        clock.addWidget(self.clock_caption)
        clock.addWidget(self.clock_label)
        header = QHBoxLayout()
        header.addLayout(titles, 1)
        header.addLayout(clock)
        footer = QHBoxLayout()
        footer.addWidget(self.page_label, 1)
        footer.addWidget(self.updated_label)
        self._stage_layout = QVBoxLayout(stage)
        self._stage_layout.addLayout(header)
        self._stage_layout.addWidget(self.board, 1)
        self._stage_layout.addLayout(footer)
        return stage

    def _controls(self) -> QFrame:
        bar = QFrame()
        bar.setFrameShape(QFrame.Shape.StyledPanel)
        self.rotate_box = QCheckBox(self.tr("Alterner toutes les"))
        self.rotate_box.setChecked(True)
        self.rotate_box.toggled.connect(self._rotation_changed)
        self.interval_spin = QSpinBox()
        self.interval_spin.setRange(5, 600)
        self.interval_spin.setValue(20)
        self.interval_spin.setSuffix(self.tr(" s"))
        self.interval_spin.valueChanged.connect(self._rotation_changed)
        self.top_spin = QSpinBox()
        self.top_spin.setRange(5, 5000)
        self.top_spin.setValue(100)
        self.top_spin.setSuffix(self.tr(" premières équipes"))
        self.top_spin.valueChanged.connect(lambda _value: self._show_view(keep_page=True))
        self.minutes_spin = QSpinBox()
        self.minutes_spin.setRange(1, 600)
        self.minutes_spin.setValue(75)
        self.minutes_spin.setSuffix(self.tr(" min"))
        self.minutes_spin.valueChanged.connect(self.clock.set_minutes)
        self.start_button = QPushButton()
        self.start_button.clicked.connect(self.toggle_clock)
        self.reset_button = QPushButton(self.tr("Remettre à zéro (R)"))
        self.reset_button.clicked.connect(self.clock.reset)
        self.show_clock_box = QCheckBox(self.tr("Afficher le chrono"))
        self.show_clock_box.toggled.connect(self._show_clock)
        # Space and R drive the clock wherever the focus is: the buttons must not take them.
        for widget in (self.rotate_box, self.start_button, self.reset_button, self.show_clock_box):
            widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for spin in (self.interval_spin, self.top_spin, self.minutes_spin):
            spin.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
            spin.setKeyboardTracking(False)

        row = QHBoxLayout()
        row.addWidget(self.rotate_box)
        row.addWidget(self.interval_spin)
        row.addSpacing(16)
        row.addWidget(QLabel(french(self.tr("Classement : les"))))
        row.addWidget(self.top_spin)
        row.addSpacing(24)
        row.addWidget(QLabel(colon(self.tr("Chrono du tour"))))
        row.addWidget(self.minutes_spin)
        row.addWidget(self.start_button)
        row.addWidget(self.reset_button)
        row.addWidget(self.show_clock_box)
        row.addStretch()
        keys = QLabel(
            french(
                self.tr(
                    "Touches : → ← changer de vue · Page suiv./préc. tourner les pages · + − taille · "
                    "Espace chrono · R remise à zéro · A alterner · C ces réglages · "
                    "F11 plein écran · Échap quitter"
                )
            )
        )
        keys.setStyleSheet("color: palette(placeholder-text)")
        layout = QVBoxLayout(bar)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.addLayout(row)
        layout.addWidget(keys)
        return bar

    def _place(self) -> None:
        """Full screen on a second screen when there is one, else a large window on this one."""
        screens = QGuiApplication.screens()
        primary = QGuiApplication.primaryScreen()
        others = [screen for screen in screens if screen is not primary]
        if others:
            self.setScreen(others[0])
            self.setGeometry(others[0].geometry())
            self.setWindowState(Qt.WindowState.WindowFullScreen)
            self.controls.hide()
        else:
            available = primary.availableGeometry() if primary is not None else None
            width = min(1280, available.width()) if available is not None else 1280
            height = min(760, available.height()) if available is not None else 760
            self.resize(width, height)

    # Data

    def _on_change(self, _what: str) -> None:
        self._stale = True
        if self.isVisible():
            self._refresh_timer.start()

    def refresh(self) -> None:
        """Read the latest round's tables and the standings again."""
        database = self.context.database
        try:
            self._round = draws.last_round(database)
            self._seats = draws.seats(database, round_number=self._round) if self._round else []
            self._standings = standings(database)
            self._criteria = get_settings(database).ranking.criteria
            name = tournament_info(database).name
        except ServiceError as error:
            self.subtitle_label.setText(str(error))
            return
        self._stale = False
        self.setWindowTitle(self.tr("Projecteur — {name}").format(name=name))
        now = datetime.now()
        self._updated = f"{now.hour} h {now.minute:02d}"
        self._show_view(keep_page=True)

    # Views

    def show_view(self, view: ProjectorView) -> None:
        """Show ``view`` from its first page; the alternation starts its count again."""
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
            if self._stale:
                self.refresh()
            self.view = self.view.other
            self._show_view(keep_page=False)

    def back(self) -> None:
        if self.board.page > 0:
            self.board.set_page(self.board.page - 1)
            self._show_page()
            return
        self.view = self.view.other
        self._show_view(keep_page=False)
        self.board.set_page(self.board.page_count - 1)
        self._show_page()

    def _show_view(self, *, keep_page: bool) -> None:
        page = self.board.page if keep_page else 0
        if self.view is ProjectorView.TABLES:
            self._show_tables(page)
        else:
            self._show_standings(page)
        self._show_page()

    def _show_tables(self, page: int) -> None:
        self.title_label.setText(self.tr("Où est ma table{nbsp}?").format(nbsp=NBSP))
        if self._round:
            self.subtitle_label.setText(
                self.tr("Tour {round} — les équipes par ordre alphabétique").format(
                    round=self._round
                )
            )
        else:
            self.subtitle_label.setText("")
        rows = tuple(
            (
                seat.team.name,
                str(seat.team.number),
                self.tr("exempte") if seat.table is None else str(seat.table),
            )
            for seat in self._seats
        )
        columns = (
            BoardColumn(self.tr("Équipe")),
            BoardColumn(self.tr("N°"), "9999", right=True),
            BoardColumn(self.tr("Table"), self.tr("exempte"), right=True),
        )
        board = Board(
            columns=columns,
            rows=rows,
            blocks=3,
            empty=self.tr("Le premier tour n'est pas encore tiré."),
        )
        self.board.set_board(board, page=page)

    def _show_standings(self, page: int) -> None:
        self.title_label.setText(self.tr("Classement"))
        self.subtitle_label.setText(
            self.tr("Après les parties terminées — {criteria}").format(
                criteria=", ".join(self._criterion_text(c) for c in self._criteria)
            )
        )
        with_points = Criterion.RANKING_POINTS in self._criteria
        columns = [
            BoardColumn(self.tr("Rang"), "999 =", right=True),
            BoardColumn(self.tr("Équipe")),
            BoardColumn(self.tr("Gagnées"), "99", right=True),
        ]
        if with_points:
            columns.append(BoardColumn(self.tr("Points"), "999", right=True))
        columns += [
            BoardColumn(self.tr("Marques"), "99999", right=True),
            BoardColumn(self.tr("Goal-av."), "+99999", right=True),
        ]
        shown = self._standings[: self.top_spin.value()]
        rows = []
        for row in shown:
            rank = self.tr("{rank} =").format(rank=row.rank) if row.ex_aequo else str(row.rank)
            cells = [rank, f"{row.name} ({row.number})", str(row.won)]
            if with_points:
                cells.append(str(row.ranking_points))
            cells += [str(row.points_for), signed(row.goal_average)]
            rows.append(tuple(cells))
        board = Board(
            columns=tuple(columns),
            rows=tuple(rows),
            dimmed=frozenset(i for i, row in enumerate(shown) if row.withdrawn),
            blocks=2,
            empty=self.tr("Aucune équipe inscrite."),
        )
        self.board.set_board(board, page=page)

    def _show_page(self) -> None:
        count = self.board.page_count
        next_view = (
            self.tr("classement") if self.view is ProjectorView.TABLES else self.tr("tables")
        )
        text = self.tr("Page {page} sur {count}").format(page=self.board.page + 1, count=count)
        rows = self.board.page_rows()
        if self.view is ProjectorView.TABLES and count > 1 and rows:
            # Where a team is to look: the names run alphabetically across the pages.
            text += self.tr(" : de « {first} » à « {last} »").format(
                first=rows[0][0], last=rows[-1][0]
            )
        if self.rotation_timer.isActive() and self.board.page + 1 == count:
            text += self.tr(" — ensuite{nbsp}: {next}").format(nbsp=NBSP, next=next_view)
        self.page_label.setText(french(text))
        self.updated_label.setText(
            self.tr("Mis à jour à {time}").format(time=self._updated) if self._updated else ""
        )

    def _criterion_text(self, criterion: Criterion) -> str:
        return {
            Criterion.WINS: self.tr("parties gagnées"),
            Criterion.RANKING_POINTS: self.tr("points de classement"),
            Criterion.MARKS: self.tr("total des marques"),
            Criterion.GOAL_AVERAGE: self.tr("goal-average"),
            Criterion.MARKS_AGAINST: self.tr("marques concédées"),
            Criterion.HEAD_TO_HEAD: self.tr("confrontation directe"),
            Criterion.BUCHHOLZ: self.tr("Buchholz"),
        }[criterion]

    # Size

    @property
    def scale(self) -> float:
        return SCALES[self._scale_index]

    def grow(self, step: int) -> None:
        """One size larger (``step`` 1) or smaller (-1)."""
        self._scale_index = min(max(self._scale_index + step, 0), len(SCALES) - 1)
        self._rescale()

    def _rescale(self) -> None:
        unit = max(self.height(), 300) * self.scale
        for label, share, bold in (
            (self.title_label, 0.075, True),
            (self.subtitle_label, 0.032, False),
            (self.clock_label, 0.075, True),
            (self.clock_caption, 0.026, False),
            (self.page_label, 0.024, False),
            (self.updated_label, 0.024, False),
        ):
            font = QFont(label.font())
            font.setPixelSize(max(10, int(unit * share)))
            font.setBold(bold)
            label.setFont(font)
        margin = int(max(self.height(), 300) * 0.025)
        self._stage_layout.setContentsMargins(margin * 2, margin, margin * 2, margin)
        self.board.set_scale(self.scale)
        self._show_page()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt)
        super().resizeEvent(event)
        self._rescale()

    # Clock and alternation

    def toggle_clock(self) -> None:
        if not self.clock.running:
            self.show_clock_box.setChecked(True)
        self.clock.toggle()

    def _show_clock(self) -> None:
        shown = self.show_clock_box.isChecked()
        self.clock_label.setVisible(shown)
        self.clock_caption.setVisible(shown)
        self.start_button.setText(
            self.tr("Pause (Espace)") if self.clock.running else self.tr("Démarrer (Espace)")
        )
        self.clock_label.setText(self.clock.text())
        late = self.clock.started and self.clock.remaining == 0
        colour = LATE if late else TEXT
        self.clock_label.setStyleSheet(f"color: {colour.name()}")
        if late:
            caption = self.tr("temps écoulé")
        elif self.clock.running:
            caption = self.tr("fin du tour dans")
        elif self.clock.started:
            caption = self.tr("chrono arrêté")
        else:
            caption = self.tr("durée du tour")
        self.clock_caption.setText(caption)
        self.clock_caption.setStyleSheet(f"color: {(LATE if late else DIMMED).name()}")

    def _rotation_changed(self) -> None:
        self.rotation_timer.setInterval(self.interval_spin.value() * 1000)
        if self.rotate_box.isChecked() and self.isVisible():
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
            Qt.Key.Key_PageDown: self.advance,
            Qt.Key.Key_PageUp: self.back,
            Qt.Key.Key_Plus: lambda: self.grow(1),
            Qt.Key.Key_Equal: lambda: self.grow(1),
            Qt.Key.Key_Minus: lambda: self.grow(-1),
            Qt.Key.Key_Space: self.toggle_clock,
            Qt.Key.Key_R: self.clock.reset,
            Qt.Key.Key_A: self.rotate_box.toggle,
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
        if self._stale:
            self.refresh()
        self._rotation_changed()
        self.board.setFocus()

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 (Qt)
        self.rotation_timer.stop()
        super().hideEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt)
        self.rotation_timer.stop()
        super().closeEvent(event)
