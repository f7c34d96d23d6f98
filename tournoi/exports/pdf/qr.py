"""A table's link printed as a QR code, the address under it: the table's phone scans it.

The code is 22 mm wide, read from arm's length by any phone; error
correction M, which survives a crease or a drop of wine. The address is
printed on two lines under it, to type when a camera fails:
``192.168.1.20:8000/table/`` then the table's secret.
"""

from __future__ import annotations

from itertools import groupby
from typing import Any, Final

from reportlab.graphics.barcode import qrencoder  # type: ignore[import-untyped]
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
MASK: Final = 0
"""One mask for every code. The standard's choice tries all eight and scores each, eight times
the work: 250 tables would take seconds more. Any mask reads; the choice only avoids
patterns that look like the corners' squares, which a link of this length hardly makes."""


def modules(url: str) -> list[list[bool]]:
    """The QR code of ``url`` (error correction M), row by row from the top: dark or not."""
    code = qrencoder.QRCode(None, qrencoder.QRErrorCorrectLevel.M)
    code.addData(url)
    code.version = code.calculate_version()
    code.makeImpl(False, MASK)
    rows: list[list[bool]] = code.modules
    return rows


def draw_code(canvas: Any, url: str, x: float, y: float, size: float = QR_SIZE) -> None:
    """The code of ``url``, ``size`` wide, its lower left corner at ``x``, ``y``: one path of
    the dark runs of each row, for speed."""
    rows = modules(url)
    box = size / len(rows)
    path = canvas.beginPath()
    for index, row in enumerate(rows, start=1):
        column = 0
        for dark, run in groupby(row):
            length = len(list(run))
            if dark:
                path.rect(x + column * box, y + size - index * box, length * box, box)
            column += length
    canvas.drawPath(path, stroke=0, fill=1)


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
        draw_code(canvas, self.url, (self.width - QR_SIZE) / 2, 2 * LINE + GAP)
        for down, line in enumerate(address_lines(self.url), start=1):
            size = fit_size(line, fonts.REGULAR, ADDRESS_SIZE, self.width, smallest=4.5)
            canvas.setFont(fonts.REGULAR, size)
            canvas.drawCentredString(self.width / 2, 2 * LINE - down * LINE + 0.7 * mm, line)
