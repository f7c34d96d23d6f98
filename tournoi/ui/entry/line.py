"""The entry line: the donne typed in shorthand, what Enter will do, and the verdict below it.

The line shows what the presenter (:mod:`tournoi.ui.entry.presenter`) says:
the verdict is worded by :mod:`tournoi.ui.entry.judging`. Texts are
translated in the ``EntryPage`` context, the screen they belong to.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from tournoi.services.scores import SheetView
from tournoi.ui.entry.editing import Editing, Mode
from tournoi.ui.entry.judging import editing_text
from tournoi.ui.entry.restyle import restyle
from tournoi.ui.entry.steady import Steady
from tournoi.ui.entry.summary import scaled
from tournoi.ui.entry.verdict import Verdict, verdict_html
from tournoi.ui.widgets import GREY, colon


class EntryLine(QWidget):
    """The line where donnes are typed, its buttons (form, help), the verdict and the legend."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entry_label = QLabel()
        self.entry = QLineEdit()
        self.entry.setFont(scaled(self.font(), 1.35))
        self.entry.setMinimumHeight(36)
        self.entry.setClearButtonEnabled(True)
        self.entry.setToolTip(
            QCoreApplication.translate(
                "EntryPage",
                "Tapez la donne puis Entrée ; F1 : toutes les abréviations ; F3 : le formulaire",
            )
        )
        self.entry_label.setBuddy(self.entry)
        self.help_button = QPushButton(QCoreApplication.translate("EntryPage", "Aide (F1)"))
        self.help_button.setToolTip(
            QCoreApplication.translate("EntryPage", "Toutes les abréviations et les touches (F1)")
        )
        self.help_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.form_button = QPushButton(QCoreApplication.translate("EntryPage", "Formulaire… (F3)"))
        self.form_button.setToolTip(
            QCoreApplication.translate(
                "EntryPage",
                "Saisir la donne à la souris, avec un formulaire qui montre sa notation (F3)",
            )
        )
        self.form_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.preview = QLabel()
        self.preview.setWordWrap(True)
        self.preview.setTextFormat(Qt.TextFormat.RichText)
        self.preview.setMinimumHeight(self.fontMetrics().height() * 2 + 6)
        self.legend = QLabel()
        self.legend.setWordWrap(True)
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        self.legend.setStyleSheet(f"color: {GREY}")
        line = QHBoxLayout()
        line.addWidget(Steady(self.entry_label))
        line.addWidget(Steady(self.entry), 1)  # its clear button comes and goes
        line.addWidget(self.form_button)
        line.addWidget(self.help_button)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 4, 0, 0)
        column.setSpacing(4)
        column.addLayout(line)
        column.addWidget(Steady(self.preview))
        column.addWidget(self.legend)

    def show_editing(self, sheet: SheetView | None, editing: Editing) -> None:
        """« Donne 3 : », or in bold « Correction de la donne 2 : »."""
        self.entry_label.setText(colon(editing_text(sheet, editing)))
        highlight = "" if editing.mode is Mode.NEW else "font-weight: bold; color: #174ea6"
        restyle(self.entry_label, highlight)

    def show_verdict(self, verdict: Verdict, html: str) -> None:
        self.preview.setText(verdict_html(verdict, html))
