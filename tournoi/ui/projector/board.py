"""The board: a table painted large, in pages and side-by-side blocks, and what it shows:
the tables of the round (« Où est ma table ? »), then the standings.

Its texts are the projector window's, and translated under that name.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Final

from PySide6.QtCore import QCoreApplication, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QFontMetricsF,
    QPainter,
    QPaintEvent,
    QResizeEvent,
)
from PySide6.QtWidgets import QWidget

from tournoi.services import draws
from tournoi.services.ranking import Criterion, StandingRow
from tournoi.ui.standings import signed

BACKGROUND: Final = QColor("#0f2233")
TEXT: Final = QColor("#ffffff")
ACCENT: Final = QColor("#ffd35c")
DIMMED: Final = QColor("#8da2b5")
STRIPE: Final = QColor(255, 255, 255, 20)
BASE_LINES: Final = 16
"""Lines of a page at the normal size; + and - change it."""
PLAYERS_INDENT: Final = "\u2003"
"""The players' line starts a little right of their team's name (an em space)."""


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
    """Lines shown greyed (withdrawn teams, the players under a team)."""
    group: int = 1
    """Lines that go together (a team, then its players): never split between blocks."""
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

    def cut_texts(self) -> list[str]:
        """The headers and cells of the page shown that do not fit whole in their column
        (painted with « … »): none, even beside the work on one screen."""
        layout = self._measure()
        spare = layout.block_width - sum(layout.widths)
        widths = [width or spare for width in layout.widths]
        cut = []
        lines = [([c.header for c in self.board.columns], layout.bold)]
        lines += [(list(row), layout.font) for row in self.page_rows()]
        for cells, font in lines:
            metrics = QFontMetrics(font)
            room = [int(width - 2 * metrics.averageCharWidth() * 0.6) for width in widths]
            cut += [
                text
                for text, width in zip(cells, room, strict=True)
                if metrics.elidedText(text, Qt.TextElideMode.ElideRight, width) != text
            ]
        return cut

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt)
        self._layout = None
        self.page = min(self.page, self.page_count - 1)
        super().resizeEvent(event)
        self.resized.emit()

    def _measure(self) -> _Layout:
        if self._layout is not None:
            return self._layout
        group = self.board.group
        lines = max(3, round(BASE_LINES / self._scale))
        lines = max(group, lines - lines % group)
        line_height = max(self.height(), 120) / (lines + 1)
        font, bold, widths, smallest = self._fonts(int(line_height * 0.6))
        if 0 < self.width() < smallest:
            # Beside the work on one screen the window is narrow: the type is made smaller
            # until the names fit whole, rather than cut with « … ».
            size = int(font.pixelSize() * self.width() / smallest)
            font, bold, widths, smallest = self._fonts(size)
        metrics = QFontMetricsF(font)
        gap = metrics.averageCharWidth() * 4
        fit = int((self.width() + gap) // (smallest + gap)) if smallest else 1
        needed = max(1, math.ceil(len(self.board.rows) / lines))
        blocks = max(1, min(self.board.blocks, fit, needed))
        block_width = (self.width() - gap * (blocks - 1)) / blocks
        self._layout = _Layout(font, bold, line_height, lines, blocks, block_width, gap, widths)
        return self._layout

    def _fonts(self, pixels: int) -> tuple[QFont, QFont, tuple[float, ...], float]:
        """The type at ``pixels`` (and in bold), the fixed columns' widths, and the narrowest
        block that holds the longest name whole (up to 32 characters)."""
        font = QFont(self.font())
        font.setPixelSize(max(10, pixels))
        bold = QFont(font)
        bold.setBold(True)
        metrics, bold_metrics = QFontMetricsF(font), QFontMetricsF(bold)
        pad = metrics.averageCharWidth() * 2  # the painter's insets, in whole pixels, and more
        widths = tuple(
            max(metrics.horizontalAdvance(c.sample), bold_metrics.horizontalAdvance(c.header)) + pad
            if c.sample
            else 0.0
            for c in self.board.columns
        )
        names = [i for i, column in enumerate(self.board.columns) if not column.sample]
        longest = max(
            (metrics.horizontalAdvance(row[i]) for row in self.board.rows for i in names),
            default=0.0,
        )
        smallest = sum(widths) + pad + min(longest, metrics.averageCharWidth() * 32)
        return font, bold, widths, smallest

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
            if (first + i) // self.board.group % 2:
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


def tables_board(seats: Sequence[draws.Seat]) -> Board:
    """Each team of the round, alphabetically, with its number and its table; its players under it."""
    rows: list[tuple[str, ...]] = []
    for seat in seats:
        table = (
            QCoreApplication.translate("ProjectorWindow", "exempte")
            if seat.table is None
            else str(seat.table)
        )
        rows.append((seat.team.name, str(seat.team.number), table))
        players = ", ".join(player.full_name for player in seat.team.players)
        rows.append((f"{PLAYERS_INDENT}{players}", "", ""))
    columns = (
        BoardColumn(QCoreApplication.translate("ProjectorWindow", "Équipe")),
        BoardColumn(QCoreApplication.translate("ProjectorWindow", "N°"), "9999", right=True),
        BoardColumn(
            QCoreApplication.translate("ProjectorWindow", "Table"),
            QCoreApplication.translate("ProjectorWindow", "exempte"),
            right=True,
        ),
    )
    return Board(
        columns=columns,
        rows=tuple(rows),
        dimmed=frozenset(range(1, len(rows), 2)),
        group=2,
        blocks=3,
        empty=QCoreApplication.translate(
            "ProjectorWindow", "Le premier tour n'est pas encore tiré."
        ),
    )


def standings_board(
    standings: Sequence[StandingRow], criteria: Sequence[Criterion], *, players: bool = False
) -> Board:
    """The standings shown, with the ranking points when they count; of a mêlée's ``players``."""
    with_points = Criterion.RANKING_POINTS in criteria
    who = (
        QCoreApplication.translate("ProjectorWindow", "Joueur")
        if players
        else QCoreApplication.translate("ProjectorWindow", "Équipe")
    )
    columns = [
        BoardColumn(QCoreApplication.translate("ProjectorWindow", "Rang"), "999 =", right=True),
        BoardColumn(who),
        BoardColumn(QCoreApplication.translate("ProjectorWindow", "Gagnées"), "99", right=True),
    ]
    if with_points:
        columns.append(
            BoardColumn(QCoreApplication.translate("ProjectorWindow", "Points"), "999", right=True)
        )
    columns += [
        BoardColumn(QCoreApplication.translate("ProjectorWindow", "Marques"), "99999", right=True),
        BoardColumn(
            QCoreApplication.translate("ProjectorWindow", "Goal-av."), "+99999", right=True
        ),
    ]
    rows = []
    for row in standings:
        rank = (
            QCoreApplication.translate("ProjectorWindow", "{rank} =").format(rank=row.rank)
            if row.ex_aequo
            else str(row.rank)
        )
        cells = [rank, f"{row.name} ({row.number})", str(row.won)]
        if with_points:
            cells.append(str(row.ranking_points))
        cells += [str(row.points_for), signed(row.goal_average)]
        rows.append(tuple(cells))
    return Board(
        columns=tuple(columns),
        rows=tuple(rows),
        dimmed=frozenset(i for i, row in enumerate(standings) if row.withdrawn),
        blocks=2,
        empty=QCoreApplication.translate("ProjectorWindow", "Aucun joueur inscrit.")
        if players
        else QCoreApplication.translate("ProjectorWindow", "Aucune équipe inscrite."),
    )


def criterion_text(criterion: Criterion) -> str:
    """The criterion in the words of the standings' subtitle."""
    return {
        Criterion.WINS: QCoreApplication.translate("ProjectorWindow", "parties gagnées"),
        Criterion.RANKING_POINTS: QCoreApplication.translate(
            "ProjectorWindow", "points de classement"
        ),
        Criterion.MARKS: QCoreApplication.translate("ProjectorWindow", "total des marques"),
        Criterion.GOAL_AVERAGE: QCoreApplication.translate("ProjectorWindow", "goal-average"),
        Criterion.MARKS_AGAINST: QCoreApplication.translate("ProjectorWindow", "marques concédées"),
        Criterion.HEAD_TO_HEAD: QCoreApplication.translate(
            "ProjectorWindow", "confrontation directe"
        ),
        Criterion.BUCHHOLZ: QCoreApplication.translate("ProjectorWindow", "Buchholz"),
    }[criterion]
