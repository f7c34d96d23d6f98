"""Choosing the sheet: the round, the « Table » field, previous and next table, and a notice.

The bar shows what the presenter chose (:mod:`~tournoi.ui.entry.round_choice`
finds the table asked for) and hands what the arbiter types to the page.
Texts are translated in the ``EntryPage`` context, the screen they belong to.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QWidget

from tournoi.ui.entry.restyle import restyle
from tournoi.ui.widgets import GREY, RED, colon


class TableBar(QWidget):
    """The top row of the entry screen: the round, the table, previous and next, a notice."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.round_combo = QComboBox()
        self.round_combo.setMinimumWidth(110)
        round_label = QLabel(colon(QCoreApplication.translate("EntryPage", "To&ur")))
        round_label.setBuddy(self.round_combo)
        self.table_edit = QLineEdit()
        self.table_edit.setFixedWidth(190)
        self.table_edit.setPlaceholderText(
            QCoreApplication.translate("EntryPage", "n°, e12 ou un nom")
        )
        self.table_edit.setToolTip(
            QCoreApplication.translate(
                "EntryPage",
                "Numéro de table puis Entrée (Ctrl+G pour venir ici).\n"
                "« e12 » ou « équipe 12 » : la table de l'équipe 12 ;\n"
                "une partie d'un nom : la table de cette équipe.",
            )
        )
        table_label = QLabel(colon(QCoreApplication.translate("EntryPage", "Ta&ble")))
        table_label.setBuddy(self.table_edit)
        self.previous_button = QPushButton(
            QCoreApplication.translate("EntryPage", "◀ Table précédente")
        )
        self.previous_button.setToolTip(
            QCoreApplication.translate("EntryPage", "Table précédente (Page précédente)")
        )
        self.next_button = QPushButton(QCoreApplication.translate("EntryPage", "Table suivante ▶"))
        self.next_button.setToolTip(
            QCoreApplication.translate("EntryPage", "Table suivante (Page suivante)")
        )
        for button in (self.previous_button, self.next_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.notice = QLabel()
        self.notice.setTextFormat(Qt.TextFormat.PlainText)
        top = QHBoxLayout(self)
        top.setContentsMargins(0, 0, 0, 0)
        top.setSpacing(8)
        top.addWidget(round_label)
        top.addWidget(self.round_combo)
        top.addSpacing(16)
        for widget in (table_label, self.table_edit, self.previous_button, self.next_button):
            top.addWidget(widget)
        top.addSpacing(16)
        top.addWidget(self.notice, 1)

    def show_rounds(self, rounds: Iterable[int], current: int | None) -> None:
        """The drawn ``rounds`` in the list, ``current`` chosen, without a signal."""
        self.round_combo.blockSignals(True)
        self.round_combo.clear()
        for number in rounds:
            self.round_combo.addItem(
                QCoreApplication.translate("EntryPage", "Tour {number}").format(number=number),
                number,
            )
        self.round_combo.setCurrentIndex(self.round_combo.findData(current))
        self.round_combo.blockSignals(False)
        self.round_combo.setEnabled(self.round_combo.count() > 0)

    def enable(self, tables: Sequence[int], current: int | None) -> None:
        """« Table précédente » and « Table suivante » while there is one."""
        self.previous_button.setEnabled(bool(tables) and current != tables[0])
        self.next_button.setEnabled(bool(tables) and current != tables[-1])

    def say(self, text: str, *, error: bool = False) -> None:
        self.notice.setText(text)
        restyle(self.notice, f"color: {RED.name()}" if error else f"color: {GREY}")
