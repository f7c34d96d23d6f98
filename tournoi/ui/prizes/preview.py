"""The palmarès as the prize list being edited gives it, after the last finished round."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine import UserError
from tournoi.services.awards import palmares as palmares_service
from tournoi.services.awards.palmares import Palmares
from tournoi.services.awards.prizes import PrizeList
from tournoi.ui.context import TournamentContext
from tournoi.ui.widgets import AMBER, GREY


class PalmaresPreview(QWidget):
    """The prize-winners, rank, team, players, prize; or why there are none to show yet."""

    def __init__(self, context: TournamentContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._context = context
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        self.table = QTableWidget(0, 3)
        self.table.setHorizontalHeaderLabels([self.tr("Rang"), self.tr("Équipe"), self.tr("Lot")])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setStyleSheet(f"color: {GREY}")
        self.warning = QLabel()
        self.warning.setWordWrap(True)
        self.warning.setStyleSheet(f"color: {AMBER}; font-weight: bold")
        self.warning.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.warning)
        layout.addWidget(self.heading)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.note)

    def show_for(self, prize_list: PrizeList, *, warning: str = "") -> None:
        """The palmarès of ``prize_list``; ``warning``: why the list being typed is not it yet,
        said in amber above it."""
        self.table.setRowCount(0)
        self.warning.setText(warning)
        self.warning.setVisible(bool(warning))
        try:
            palmares = palmares_service.palmares(self._context.database, prizes=prize_list)
        except UserError as error:  # no round finished yet
            self._say(str(error), GREY)
            return
        self.heading.setStyleSheet("font-weight: bold")
        self.heading.setText(self.tr("Palmarès après le tour {n}").format(n=palmares.after_round))
        self._fill(palmares)

    def _say(self, text: str, colour: str) -> None:
        self.heading.setStyleSheet(f"color: {colour}")
        self.heading.setText(text)
        self.note.clear()

    def _fill(self, palmares: Palmares) -> None:
        for line in palmares.awarded:
            row = self.table.rowCount()
            self.table.insertRow(row)
            rank = self.tr("{rank} ex.").format(rank=line.rank) if line.ex_aequo else str(line.rank)
            texts = [rank, f"{line.number} {line.name}", line.prize_line]
            for column, text in enumerate(texts):
                item = QTableWidgetItem(text)
                item.setToolTip(" – ".join(line.players))
                self.table.setItem(row, column, item)
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setStretchLastSection(True)
        notes = [
            self.tr("Ex æquo au rang {rank} sans le même lot\u00a0: {teams}, à départager.").format(
                rank=rank, teams=", ".join(str(number) for number in numbers)
            )
            for rank, numbers in palmares.split_ties
        ]
        if palmares.unawarded:
            unawarded = ", ".join(palmares.unawarded)
            notes.append(self.tr("Lots non attribués\u00a0: {prizes}.").format(prizes=unawarded))
        self.note.setText("\n".join(notes))
