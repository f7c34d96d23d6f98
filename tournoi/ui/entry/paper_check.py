"""The paper sheet's panel: the totals written on paper, asked and compared, and the suspect donnes.

The list says each correction once, short, with the donnes it could be on:
the same mistake possible on several donnes (a belote of 20 forgotten) is
one line, « Donnes 1, 2, 3 : si une belote était comptée à l'équipe A »,
so that the list reads without scrolling; the full reason is its tooltip.

Texts are translated in the ``EntryPage`` context, the screen they belong to.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QFrame,
    QGroupBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from tournoi.services.scores import SheetView
from tournoi.services.verification import Explains, Suspect, Verification
from tournoi.ui.entry.restyle import restyle
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
        self.suspects.setSpacing(1)
        self.suspects.setAlternatingRowColors(True)
        self.suspects.setToolTip(
            QCoreApplication.translate(
                "EntryPage", "Entrée ou clic : aller à la donne dans la feuille"
            )
        )
        # The list takes the room the diagnosis leaves and scrolls itself: its own size never
        # pushes the diagnosis out of sight.
        self.suspects.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        self.suspects.setMinimumHeight(self.suspects.fontMetrics().lineSpacing() * 3)
        # A long diagnosis and its list scroll together, whole, in the room the panel has
        # (at 1366 × 768 the end of the diagnosis was cut off).
        content = QWidget()
        inner = QVBoxLayout(content)
        inner.setContentsMargins(0, 0, 0, 0)
        inner.addWidget(self.check_label)
        inner.addWidget(self.suspects, 1)
        self.scroller = QScrollArea()
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroller.setWidget(content)
        check.addWidget(self.scroller)

    def show_check(
        self, sheet: SheetView | None, verification: Verification | None
    ) -> frozenset[int]:
        """Show what comparing found (or what to do); the numbers of the suspect donnes."""
        self.suspects.clear()
        numbers = frozenset[int]()
        if verification is None:
            self.check_label.setText(_advice(sheet))
            restyle(self.check_label, "")
        else:
            self.check_label.setText(verification.on_screen)
            restyle(self.check_label, "" if verification.matches else f"color: {AMBER}")
            for group in _grouped(verification.suspects):
                self.suspects.addItem(_item(group))
            numbers = frozenset(s.donne for s in verification.suspects if s.donne is not None)
        self.suspects.setVisible(bool(self.suspects.count()))
        return numbers


def _grouped(suspects: tuple[Suspect, ...]) -> list[list[Suspect]]:
    """The suspects, the same correction on several donnes together, in the order given."""
    groups: dict[tuple[str, Explains], list[Suspect]] = {}
    for suspect in suspects:
        if suspect.donne is not None:
            groups.setdefault((suspect.correction, suspect.explains), []).append(suspect)
        else:
            groups[(suspect.reason, suspect.explains)] = [suspect]
    return list(groups.values())


def _item(group: list[Suspect]) -> QListWidgetItem:
    first = group[0]
    if first.donne is None:
        item = QListWidgetItem(first.reason)
    else:
        numbers = ", ".join(str(suspect.donne) for suspect in group)
        where = (
            QCoreApplication.translate("EntryPage", "Donnes {numbers}")
            if len(group) > 1
            else QCoreApplication.translate("EntryPage", "Donne {numbers}")
        ).format(numbers=numbers)
        text = f"{where} : {first.correction}"
        if first.explains is not Explains.BOTH:
            text += QCoreApplication.translate(
                "EntryPage", " (le total de l'équipe {team} seulement)"
            ).format(team=first.explains.value)
        item = QListWidgetItem(text)
        item.setToolTip("\n".join(suspect.reason for suspect in group))
    if first.explains is not Explains.BOTH:
        item.setForeground(Qt.GlobalColor.darkGray)
    item.setData(Qt.ItemDataRole.UserRole, first.donne)
    return item


def suspect_number(item: QListWidgetItem) -> int | None:
    """The number of the donne a suspect line is about, if it is about one."""
    number = item.data(Qt.ItemDataRole.UserRole)
    return number if isinstance(number, int) else None


def _advice(sheet: SheetView | None) -> str:
    if sheet is not None and sheet.by_totals and sheet.recorded is not None:
        return QCoreApplication.translate(
            "EntryPage",
            "Totaux seulement : {a} – {b}. Les donnes peuvent suivre : quand elles finissent "
            "la partie, leurs totaux sont comparés à ceux-ci.",
        ).format(a=sheet.recorded.a, b=sheet.recorded.b)
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
