"""A table's link printed as a QR code, the address under it: the table's phone scans it.

The code is 22 mm wide, read from arm's length by any phone; error
correction M, which survives a crease or a drop of wine. The address is
printed on two lines under it, to type when a camera fails:
``192.168.1.20:8000/table/`` then the table's secret.
"""

from __future__ import annotations

from typing import Any, Final

from reportlab.graphics.barcode.qr import QrCodeWidget  # type: ignore[import-untyped]
from reportlab.graphics.renderPDF import draw as draw_drawing  # type: ignore[import-untyped]
from reportlab.graphics.shapes import Drawing  # type: ignore[import-untyped]
from reportlab.lib.units import mm  # type: ignore[import-untyped]
from reportlab.platypus import Flowable  # type: ignore[import-untyped]

from tournoi.exports.pdf import fonts
from tournoi.exports.pdf.layout import fit_size

QR_SIZE: Final[float] = 22 * mm
"""The code's side, without its quiet zone (the white paper around it)."""
GAP: Final[float] = 1.8 * mm
"""Between the code and its address: part of the quiet zone a reader needs."""
LINE: Final[float] = 2.6 * mm
ADDRESS_SIZE: Final = 6.5


def qr_drawing(url: str, size: float = QR_SIZE) -> Any:
    """The QR code of ``url``, ``size`` wide, as a reportlab drawing."""
    code = QrCodeWidget(url, barLevel="M", barBorder=0, barWidth=size, barHeight=size)
    drawing = Drawing(size, size)
    drawing.add(code)
    return drawing


def address_lines(url: str) -> tuple[str, str]:
    """The link without its scheme, cut before the secret.

    >>> address_lines("http://192.168.1.20:8000/table/AbCd")
    ('192.168.1.20:8000/table/', 'AbCd')
    """
    head, _, secret = url.partition("://")[2].rpartition("/")
    return f"{head}/", secret


class QrBlock(Flowable):  # type: ignore[misc]
    """A table's QR code with its address under it, centred in ``width``."""

    HEIGHT: Final[float] = QR_SIZE + GAP + 2 * LINE

    def __init__(self, url: str, *, width: float) -> None:
        super().__init__()
        self.url = url
        self.width = width
        self.height = self.HEIGHT

    def wrap(self, _width: float, _height: float) -> tuple[float, float]:
        return self.width, self.height

    def draw(self) -> None:
        canvas = self.canv
        draw_drawing(qr_drawing(self.url), canvas, (self.width - QR_SIZE) / 2, 2 * LINE + GAP)
        for down, line in enumerate(address_lines(self.url), start=1):
            size = fit_size(line, fonts.REGULAR, ADDRESS_SIZE, self.width, smallest=4.5)
            canvas.setFont(fonts.REGULAR, size)
            canvas.drawCentredString(self.width / 2, 2 * LINE - down * LINE + 0.7 * mm, line)
