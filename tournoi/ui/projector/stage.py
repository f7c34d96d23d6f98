"""The projector's stage: the titles, the round's clock, the public link and the results'
site's above the board.

Dark, in large type that follows the window's size: the header's title and
subtitle, the clock and its caption, the QR code of the public page; the
board; the page and the time of the last update below it.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from tournoi.ui.projector.board import ACCENT, BACKGROUND, DIMMED, TEXT, BoardWidget
from tournoi.ui.projector.public_link import PublicLink
from tournoi.ui.projector.published_link import PublishedLink
from tournoi.ui.round_clock import RoundClock
from tournoi.ui.tables_entry.serving import Serving

LATE: Final = QColor("#ff6b5e")


class ProjectorStage(QWidget):
    """The header, the board and the footer, on the projector's dark background."""

    def __init__(self, serving: Serving, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board = BoardWidget()
        self.board.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.title_label = QLabel()
        self.subtitle_label = QLabel()
        self.clock_label = QLabel()
        self.clock_caption = QLabel()
        self.page_label = QLabel()
        self.updated_label = QLabel()
        self.clock_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.clock_caption.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.updated_label.setAlignment(Qt.AlignmentFlag.AlignRight)
        for label in (self.subtitle_label, self.page_label):
            label.setWordWrap(True)  # a narrow window wraps them instead of widening
        self.public_link = PublicLink(serving)
        self.published_link = PublishedLink()
        self._paint()
        self._layout = self._lay_out()

    def _paint(self) -> None:
        self.setAutoFillBackground(True)
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, BACKGROUND)
        palette.setColor(QPalette.ColorRole.WindowText, TEXT)
        self.setPalette(palette)
        for label in (self.subtitle_label, self.page_label, self.updated_label):
            label.setStyleSheet(f"color: {DIMMED.name()}")
        self.title_label.setStyleSheet(f"color: {ACCENT.name()}")

    def _lay_out(self) -> QVBoxLayout:
        titles = QVBoxLayout()
        titles.addWidget(self.title_label)
        titles.addWidget(self.subtitle_label)
        clock = QVBoxLayout()
        clock.addWidget(self.clock_caption)
        clock.addWidget(self.clock_label)
        header = QHBoxLayout()
        header.addLayout(titles, 1)
        header.addLayout(clock)
        header.addWidget(self.public_link, 0, Qt.AlignmentFlag.AlignTop)
        header.addWidget(self.published_link, 0, Qt.AlignmentFlag.AlignTop)
        footer = QHBoxLayout()
        footer.addWidget(self.page_label, 1)
        footer.addWidget(self.updated_label)
        layout = QVBoxLayout(self)
        layout.addLayout(header)
        layout.addWidget(self.board, 1)
        layout.addLayout(footer)
        return layout

    def rescale(self, *, base: float, scale: float) -> None:
        """Type and margins for a window whose type is worked out from ``base`` pixels."""
        unit = base * scale
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
        margin = int(base * 0.025)
        self._layout.setContentsMargins(margin * 2, margin, margin * 2, margin)
        self.public_link.rescale(unit)
        self.published_link.rescale(unit)
        self.board.set_scale(scale)

    def show_clock(self, clock: RoundClock, *, shown: bool) -> None:
        """The round's time left and what it means, red once it is over; hidden unless ``shown``."""
        self.clock_label.setVisible(shown)
        self.clock_caption.setVisible(shown)
        self.clock_label.setText(clock.text())
        late = clock.over
        colour = LATE if late else TEXT
        self.clock_label.setStyleSheet(f"color: {colour.name()}")
        if late:
            caption = self.tr("temps écoulé")
        elif clock.running:
            caption = self.tr("fin du tour dans")
        elif clock.started:
            caption = self.tr("chrono en pause")
        else:
            caption = self.tr("durée du tour")
        self.clock_caption.setText(caption)
        self.clock_caption.setStyleSheet(f"color: {(LATE if late else DIMMED).name()}")
