"""The challenge's standings on the projector: big enough to read from the back of the hall.

Full screen on a second screen when there is one, else a large window on this
one. As many lines as the screen holds; Page suivante (or Espace) shows the
next ones, Page précédente the previous ones, Échap closes.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QKeyEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from tournoi.services.challenge import ChallengeRow, Season
from tournoi.ui.widgets import french

LINE_HEIGHT = 54
"""Pixels a line of the standings takes at the projector's size."""
SHEET = "background: #101820; color: #f2f2f2;"


class ChallengeBoard(QWidget):
    """The standings of ``season``, a page at a time."""

    def __init__(self, season: Season, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(self.tr("Challenge — %1").replace("%1", season.name))
        self.setStyleSheet(SHEET)
        self.rows = [row for row in season.rows if row.rank is not None]
        self.first = 0
        self.title = QLabel(season.name)
        self.title.setStyleSheet(_font(34, bold=True))
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.page_label = QLabel()
        self.page_label.setStyleSheet(_font(16))
        self.page_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(40)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(48, 24, 48, 24)
        layout.addWidget(self.title)
        layout.addLayout(self.grid)
        layout.addStretch(1)
        layout.addWidget(self.page_label)
        self._place()
        self.show_page()

    def _place(self) -> None:
        screens = QGuiApplication.screens()
        primary = QGuiApplication.primaryScreen()
        others = [screen for screen in screens if screen is not primary]
        if others:
            self.setScreen(others[0])
            self.setGeometry(others[0].geometry())
            self.setWindowState(Qt.WindowState.WindowFullScreen)
        else:
            self.resize(1280, 720)

    @property
    def per_page(self) -> int:
        room = self.height() - 220  # the title and the page's line
        return max(1, room // LINE_HEIGHT)

    def show_page(self) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:  # hidden now: deleted only when the event loop comes back
                widget.hide()
                widget.deleteLater()
        shown = self.rows[self.first : self.first + self.per_page]
        headers = (self.tr("Rang"), self.tr("Nom"), self.tr("Concours"), self.tr("Points"))
        for column, text in enumerate(headers):
            self._cell(0, column, text, bold=True)
        for line, row in enumerate(shown, start=1):
            for column, text in enumerate(_cells(row)):
                self._cell(line, column, text, bold=column == 3)
        pages = max(1, -(-len(self.rows) // self.per_page))
        page = self.first // self.per_page + 1
        self.page_label.setText(
            french(self.tr("Page %1 sur %2 — Page suivante, Page précédente, Échap"))
            .replace("%1", str(page))
            .replace("%2", str(pages))
        )

    def _cell(self, line: int, column: int, text: str, *, bold: bool) -> None:
        label = QLabel(text)
        label.setStyleSheet(_font(26, bold=bold))
        if column != 1:
            label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.grid.addWidget(label, line, column)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt)
        key = event.key()
        if key in (Qt.Key.Key_PageDown, Qt.Key.Key_Space, Qt.Key.Key_Down):
            if self.first + self.per_page < len(self.rows):
                self.first += self.per_page
                self.show_page()
        elif key in (Qt.Key.Key_PageUp, Qt.Key.Key_Up):
            self.first = max(0, self.first - self.per_page)
            self.show_page()
        elif key == Qt.Key.Key_Escape:
            self.close()
        else:
            super().keyPressEvent(event)


def _cells(row: ChallengeRow) -> tuple[str, str, str, str]:
    rank = f"{row.rank} ex." if row.ex_aequo else str(row.rank)
    return rank, row.name, str(row.concours), str(row.points)


def _font(size: int, *, bold: bool = False) -> str:
    """A label's size, as a style sheet: the board's own sheet would undo ``setFont``."""
    return f"font-size: {size}pt; font-weight: {'bold' if bold else 'normal'};"
