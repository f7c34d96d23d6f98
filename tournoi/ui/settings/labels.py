"""The labels of the settings forms: muted explanations, mnemonics, French typography."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from tournoi.ui.widgets import colon, french

NOTE_STYLE = "color: #4a4a4a"


def html(text: str) -> str:
    """``text`` with French typography, ready for a rich-text label."""
    return escape(french(text), quote=False)


def note(text: str = "", tooltip: str = "") -> QLabel:
    """A muted sentence explaining the control beside it."""
    label = QLabel(french(text))
    label.setWordWrap(True)
    label.setStyleSheet(NOTE_STYLE)
    label.setToolTip(tooltip)
    label.setTextFormat(Qt.TextFormat.RichText)
    return label


def buddy(text: str, field: QWidget) -> QLabel:
    """``Text :`` with its mnemonic giving the focus to ``field``."""
    label = QLabel(colon(text))
    label.setBuddy(field)
    return label


def with_reason(explanation: str, reason: str | None) -> str:
    """The explanation, and in italics why the option is disabled, if it is."""
    if reason is None:
        return html(explanation)
    return f"{html(explanation)}<br><i>{html(reason)}</i>"
