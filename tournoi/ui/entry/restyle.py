"""A widget's style sheet changed only when it differs.

Setting a style sheet, even the one a widget already has, polishes it again
and asks its layout to be computed anew: after every Enter, the whole entry
page was laid out and repainted for labels whose colour had not changed.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget


def restyle(widget: QWidget, sheet: str) -> None:
    """Give ``widget`` the style ``sheet`` unless it has it already."""
    if widget.styleSheet() != sheet:
        widget.setStyleSheet(sheet)
