"""The foot of the donne form: the shorthand the donne is, and what the engine says of it.

Its words keep the form's translation context, where the English translation has them.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout

from engine import Donne, Rules
from engine.notation import NotationError, format_donne, parse_donne
from tournoi.ui.entry.verdict import Verdict, verdict_html
from tournoi.ui.widgets import GREY, colon


class FormFoot(QFrame):
    """The notation in large type once the donne has one, and the verdict below it."""

    def __init__(self) -> None:
        super().__init__()
        self.setFrameShape(QFrame.Shape.StyledPanel)
        column = QVBoxLayout(self)
        self.notation = QLabel()
        self.notation.setTextFormat(Qt.TextFormat.RichText)
        self.notation.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.preview = QLabel()
        self.preview.setWordWrap(True)
        self.preview.setTextFormat(Qt.TextFormat.RichText)
        self.preview.setMinimumHeight(self.fontMetrics().height() * 2 + 6)
        column.addWidget(self.notation)
        column.addWidget(self.preview)

    def show_donne(self, donne: Donne | None, rules: Rules, verdict: Verdict, html: str) -> None:
        self.preview.setText(verdict_html(verdict, html))
        self.notation.setText(_notation_html(donne, rules))


def _notation_html(donne: Donne | None, rules: Rules) -> str:
    """The shorthand of the donne, once it reads back as the same donne."""
    label = escape(colon(QCoreApplication.translate("DonneForm", "Notation")), quote=False)
    if donne is None:
        return f"{label} —"
    text = format_donne(donne)
    if not _reads_back(text, donne, rules):
        missing = QCoreApplication.translate(
            "DonneForm", "elle s'affiche quand le contrat est choisi"
        )
        return f"{label} <span style='color:{GREY}'>{escape(missing, quote=False)}</span>"
    return (
        f"{label} <span style='font-family:monospace; font-size:x-large; font-weight:bold'>"
        f"{escape(text, quote=False)}</span>"
    )


def _reads_back(text: str, donne: Donne, rules: Rules) -> bool:
    """Whether ``text`` is read as ``donne`` (not so while a contrée contract is missing)."""
    try:
        return parse_donne(text, variant=rules.variant) == donne
    except NotationError:
        return False
