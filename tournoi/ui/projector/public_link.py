"""The projector's corner with the public page's QR code, while the phones' server runs.

The public page (« Où est ma table ? », the live standings) holds no secret:
any phone of the hall may open it. Its code and its short address take the
header's right corner, beside the clock, so that the board keeps every row.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from tournoi.ui.projector.board import TEXT
from tournoi.ui.tables_entry.serving import Serving

QR_SHARE: Final = 0.2
"""The code's side, as a part of the window's height (at the normal size)."""
ADDRESS_SHARE: Final = 0.028
"""The address's type, as a part of the window's height."""


class PublicLink(QWidget):
    """The QR code of the public page and its address under it; hidden while the server is off."""

    def __init__(self, serving: Serving, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.serving = serving
        self.unit = 300.0
        self.code = QLabel()
        self.address = QLabel()
        self.address.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.address.setStyleSheet(f"color: {TEXT.name()}")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.code, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.address)
        serving.changed.connect(self.show_link)
        self.show_link()

    def rescale(self, unit: float) -> None:
        """Sizes for a window whose type is measured by ``unit`` pixels (its height, scaled)."""
        self.unit = unit
        font = QFont(self.address.font())
        font.setPixelSize(max(10, int(unit * ADDRESS_SHARE)))
        font.setBold(True)
        self.address.setFont(font)
        self.show_link()

    def show_link(self) -> None:
        url, address = self.serving.public_url, self.serving.short_address
        self.setVisible(url is not None)
        if url is None or address is None:
            self.code.clear()
            self.address.clear()
            return
        # segno loads with the first code shown, not when the window starts.
        from tournoi.ui.tables_entry.qr import qr_pixmap  # noqa: PLC0415

        self.code.setPixmap(qr_pixmap(url, size=int(self.unit * QR_SHARE)))
        self.address.setText(address)
