"""The column at the right of the sheet: the totals, the partie's buttons, the paper sheet, the keys.

Texts are translated in the ``EntryPage`` context, the screen they belong to.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from tournoi.ui.actions import action_button
from tournoi.ui.entry.paper_check import PaperCheck
from tournoi.ui.entry.summary import TotalsPanel
from tournoi.ui.widgets import GREY

Slot = Callable[[], object]


class SidePanel(QWidget):
    """Totals, then « Totaux de la feuille… », « Valider », « Forfait… », « Déverrouiller… »,
    then the sheet's ``files`` actions (its export and import), one button each."""

    def __init__(
        self,
        keys: str,
        *,
        paper: Slot,
        validate: Slot,
        unlock: Slot,
        forfeit: Slot,
        files: Sequence[QAction] = (),
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setFixedWidth(380)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(8)
        self.totals = TotalsPanel()
        column.addWidget(self.totals)
        self.paper_button = _button(
            QCoreApplication.translate("EntryPage", "Totau&x de la feuille…"),
            QCoreApplication.translate(
                "EntryPage", "Comparer avec les totaux écrits sur la feuille papier (Alt+X)"
            ),
            paper,
        )
        self.validate_button = _button(
            QCoreApplication.translate("EntryPage", "&Valider la partie"),
            QCoreApplication.translate(
                "EntryPage", "La partie terminée est validée et verrouillée (Alt+V)"
            ),
            validate,
        )
        self.unlock_button = _button(
            QCoreApplication.translate("EntryPage", "Déverrouill&er…"),
            QCoreApplication.translate(
                "EntryPage",
                "Rouvrir une partie validée pour la corriger ; le motif est noté (Alt+E)",
            ),
            unlock,
        )
        self.forfeit_button = _button(
            QCoreApplication.translate("EntryPage", "Forfa&it…"),
            QCoreApplication.translate("EntryPage", "Une équipe absente perd par forfait (Alt+I)"),
            forfeit,
        )
        buttons = QGridLayout()
        buttons.addWidget(self.paper_button, 0, 0)
        buttons.addWidget(self.validate_button, 0, 1)
        buttons.addWidget(self.forfeit_button, 1, 0)
        buttons.addWidget(self.unlock_button, 1, 1)
        # The sheet's export and import side by side: the paper check below them keeps the
        # room to say what it found whole at 1366 × 768.
        for index, action in enumerate(files):
            buttons.addWidget(action_button(action), 2 + index // 2, index % 2)
        column.addLayout(buttons)
        self.paper = PaperCheck()
        column.addWidget(self.paper, 1)
        self.keys_label = QLabel(keys)
        self.keys_label.setWordWrap(True)
        self.keys_label.setStyleSheet(f"color: {GREY}")
        column.addWidget(self.keys_label)


def _button(text: str, tip: str, slot: Slot) -> QPushButton:
    button = QPushButton(text)
    button.setToolTip(tip)
    button.clicked.connect(slot)
    return button
