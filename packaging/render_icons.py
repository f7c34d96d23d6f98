"""Render the application icon, ``resources/icons/tournoi.svg``, to the files the bundle ships.

``tournoi-SIZE.png`` for each size the window, the Linux menus and the Windows
icon need, and ``tournoi.ico`` (the same PNG images in one Windows icon file).
Run again after changing the drawing::

    QT_QPA_PLATFORM=offscreen .venv/bin/python packaging/render_icons.py
"""

from __future__ import annotations

import struct
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ICONS = Path(__file__).resolve().parent.parent / "resources" / "icons"
SOURCE = ICONS / "tournoi.svg"
SIZES = (16, 24, 32, 48, 64, 128, 256)


def render(renderer: QSvgRenderer, size: int, path: Path) -> bytes:
    """Write the drawing at ``size`` x ``size`` pixels to the PNG file ``path``; its bytes."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    if not image.save(str(path)):
        raise OSError(f"Impossible d'écrire {path}")
    return path.read_bytes()


def ico(images: dict[int, bytes]) -> bytes:
    """A Windows icon holding PNG images (read by Windows Vista and later)."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, blobs = [], []
    for size, png in sorted(images.items()):
        side = 0 if size >= 256 else size  # 0 stands for 256 pixels
        entries.append(struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset))
        blobs.append(png)
        offset += len(png)
    return header + b"".join(entries) + b"".join(blobs)


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv)
    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        sys.stderr.write(f"Dessin illisible : {SOURCE}\n")
        return 1
    images = {size: render(renderer, size, ICONS / f"tournoi-{size}.png") for size in SIZES}
    (ICONS / "tournoi.ico").write_bytes(ico(images))
    print(f"{len(images)} images et tournoi.ico écrits dans {ICONS}")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
