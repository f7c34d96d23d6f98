"""The paper sheet's panel: the totals written on paper, asked and compared, and the suspect donnes.

Texts are translated in the ``EntryPage`` context, the screen they belong to.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QGroupBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from engine import PerTeam
from tournoi.services.scores import SheetView
from tournoi.services.verification import Explains, Verification
from tournoi.ui.entry.dialogs import PaperTotalsDialog
from tournoi.ui.widgets import AMBER


class PaperCheck(QGroupBox):
    """« Feuille papier »: what to do with the paper sheet, or what comparing it found."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("EntryPage", "Feuille papier"), parent)
        check = QVBoxLayout(self)
        self.check_label = QLabel()
        self.check_label.setWordWrap(True)
        self.check_label.setTextFormat(Qt.TextFormat.PlainText)
        self.check_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.suspects = QListWidget()
        self.suspects.setWordWrap(True)
        self.suspects.setSpacing(3)
        self.suspects.setAlternatingRowColors(True)
        self.suspects.setToolTip(
            QCoreApplication.translate(
                "EntryPage", "Entrée ou clic : aller à la donne dans la feuille"
            )
        )
        self.suspects.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        check.addWidget(self.check_label)
        check.addWidget(self.suspects, 1)

    def ask(self, sheet: SheetView) -> PerTeam[int] | None:
        """The totals written on the paper sheet, as the arbiter types them; ``None`` if cancelled."""
        dialog = PaperTotalsDialog(sheet, self.window())
        return dialog.totals() if dialog.exec() else None

    def show_check(
        self, sheet: SheetView | None, verification: Verification | None
    ) -> frozenset[int]:
        """Show what comparing found (or what to do); the numbers of the suspect donnes."""
        self.suspects.clear()
        numbers = frozenset[int]()
        if verification is None:
            self.check_label.setText(_advice(sheet))
            self.check_label.setStyleSheet("")
        else:
            self.check_label.setText(verification.message)
            self.check_label.setStyleSheet("" if verification.matches else f"color: {AMBER}")
            for suspect in verification.suspects:
                item = QListWidgetItem(suspect.reason)
                item.setData(Qt.ItemDataRole.UserRole, suspect.donne)
                if suspect.explains is not Explains.BOTH:
                    item.setForeground(Qt.GlobalColor.darkGray)
                self.suspects.addItem(item)
            numbers = frozenset(s.donne for s in verification.suspects if s.donne is not None)
        self.suspects.setVisible(bool(self.suspects.count()))
        return numbers


def suspect_number(item: QListWidgetItem) -> int | None:
    """The number of the donne a suspect line is about, if it is about one."""
    number = item.data(Qt.ItemDataRole.UserRole)
    return number if isinstance(number, int) else None


def _advice(sheet: SheetView | None) -> str:
    paper = None if sheet is None else sheet.paper
    if paper is not None:
        return QCoreApplication.translate(
            "EntryPage", "Totaux de la feuille saisis : {a} – {b}."
        ).format(a=paper.a, b=paper.b)
    if sheet is not None and sheet.over:
        return QCoreApplication.translate(
            "EntryPage",
            "Comparez avec les totaux écrits sur la feuille (Alt+X), "
            "puis validez la partie (Alt+V).",
        )
    return QCoreApplication.translate(
        "EntryPage", "Quand la partie est finie, comparez avec la feuille (Alt+X)."
    )
