"""The projector's corner with the QR code of the results' site, once it is published.

The players scan it before leaving: the standings, each round and each team's
path are there the next day, on the club's site (``tournoi publish``).
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from tournoi.ui.projector.board import TEXT

QR_SHARE: Final = 0.2
"""The code's side, as a part of the window's height (at the normal size)."""
CAPTION_SHARE: Final = 0.024
"""The caption's type, as a part of the window's height."""


class PublishedLink(QWidget):
    """The QR code of the results' site and its caption; hidden while it is not published."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.url: str | None = None
        self.unit = 300.0
        self.code = QLabel()
        self.caption = QLabel(self.tr("Résultats en ligne"))
        self.caption.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.caption.setStyleSheet(f"color: {TEXT.name()}")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.code, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.caption)
        self.setVisible(False)

    def rescale(self, unit: float) -> None:
        """Sizes for a window whose type is measured by ``unit`` pixels (its height, scaled)."""
        self.unit = unit
        font = QFont(self.caption.font())
        font.setPixelSize(max(10, int(unit * CAPTION_SHARE)))
        font.setBold(True)
        self.caption.setFont(font)
        self._draw()

    def show_url(self, url: str | None) -> None:
        """The site's address, or ``None`` while it is not published."""
        if url != self.url:
            self.url = url
            self._draw()

    def _draw(self) -> None:
        self.setVisible(self.url is not None)
        self.setToolTip(self.url or "")
        if self.url is None:
            self.code.clear()
            return
        # segno loads with the first code shown, not when the window starts.
        from tournoi.ui.tables_entry.qr import qr_pixmap  # noqa: PLC0415

        self.code.setPixmap(qr_pixmap(self.url, size=int(self.unit * QR_SHARE)))
