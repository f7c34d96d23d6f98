"""A QR code as a picture for the window (segno draws it, Qt shows it)."""

from __future__ import annotations

import io

import segno
from PySide6.QtGui import QPixmap


def qr_pixmap(text: str, *, size: int) -> QPixmap:
    """The QR code of ``text``, about ``size`` pixels wide, with its white border."""
    code = segno.make(text, error="m", micro=False)
    width = code.symbol_size(scale=1, border=4)[0]
    buffer = io.BytesIO()
    code.save(buffer, kind="png", scale=max(1, size // width), border=4)
    pixmap = QPixmap()
    pixmap.loadFromData(buffer.getvalue(), "PNG")
    return pixmap
