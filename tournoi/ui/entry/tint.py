"""Coloured text that still greys out like any other once its widget is disabled."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QWidget


def tint(widget: QWidget, colour: QColor) -> None:
    """Text in ``colour`` while ``widget`` is enabled, greyed as any other once disabled."""
    palette = widget.palette()
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
        for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.ButtonText):
            palette.setColor(group, role, colour)
    widget.setPalette(palette)
