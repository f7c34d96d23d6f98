"""The prize list as two editable tables: prizes by rank, then special prizes with their filter.

Each table reads back what is typed as the services' prize values; a cell that
cannot be read is a :class:`FormError` naming the line, and what the services
refuse (overlapping ranks, an empty prize…) is their own :class:`PrizeError`.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from tournoi.services.awards.prizes import FilterKind, RankPrize, Reward, SpecialPrize, TeamFilter
from tournoi.ui.settings.form import FormError

_AMOUNT = re.compile(r"^\s*(-?\d+)(?:[.,](\d{1,2}))?\s*(?:€|eur|euros?)?\s*$", re.IGNORECASE)


def cents(text: str, *, line: int) -> int | None:
    """``20``, ``12,50``, ``12.5 €`` in cents; ``None`` for an empty cell.

    >>> cents("12,5 €", line=1), cents(" ", line=1), cents("-3", line=1)
    (1250, None, -300)
    """
    if not text.strip():
        return None
    found = _AMOUNT.match(text)
    if found is None:
        message = QCoreApplication.translate(
            "PrizeTables", "Ligne {line} : montant « {text} » illisible (par exemple 20 ou 12,50)."
        )
        raise FormError(message.format(line=line, text=text.strip()), field="amount")
    whole, decimals = int(found[1]), int((found[2] or "0").ljust(2, "0"))
    return whole * 100 + (-decimals if whole < 0 else decimals)


def amount_text(amount_cents: int | None) -> str:
    """The amount as typed back: ``20`` or ``12,50``."""
    if amount_cents is None:
        return ""
    whole, rest = divmod(amount_cents, 100)
    return f"{whole},{rest:02d}" if rest else str(whole)


class _PrizeTable(QTableWidget):
    """A table whose every edit is announced, with rows added and removed from the keyboard."""

    edited = Signal()

    def __init__(
        self, headers: list[str], column_widths: list[int], parent: QWidget | None = None
    ) -> None:
        super().__init__(0, len(headers), parent)
        self.setHorizontalHeaderLabels(headers)
        for column, width in enumerate(column_widths):
            self.setColumnWidth(column, width)
        self.verticalHeader().setVisible(False)
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 12)
        # A long name or club wraps at its words, its row as tall as it needs: at 1366 × 768
        # « Amicale bouliste de Vitré » was cut to « Amicale … ».
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.verticalHeader().setMinimumSectionSize(self.fontMetrics().height() + 12)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setEditTriggers(
            QAbstractItemView.EditTrigger.AnyKeyPressed
            | QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
        )
        self.horizontalHeader().setStretchLastSection(True)
        self.itemChanged.connect(lambda _item: self.edited.emit())

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt)
        # Enter confirms the cell typed (the editor commits it), never the whole dialog.
        super().keyPressEvent(event)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()

    def _text(self, row: int, column: int) -> str:
        item = self.item(row, column)
        return item.text().strip() if item is not None else ""

    def _put(self, row: int, texts: list[str]) -> None:
        for column, text in enumerate(texts):
            self.setItem(row, column, QTableWidgetItem(text))

    def remove_current(self) -> None:
        row = self.currentRow()
        if row >= 0:
            self.removeRow(row)
            self.edited.emit()

    def _insert(self, texts: list[str]) -> int:
        row = self.rowCount()
        self.blockSignals(True)
        self.insertRow(row)
        self._put(row, texts)
        self.blockSignals(False)
        return row


class RankTable(_PrizeTable):
    """« Du rang », « au rang », montant, objet: one line per rank or rank range."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(
            [self.tr("Du rang"), self.tr("Au rang"), self.tr("Montant (€)"), self.tr("Lot")],
            [80, 80, 100],
            parent,
        )

    def load(self, prizes: tuple[RankPrize, ...]) -> None:
        self.setRowCount(0)
        for prize in prizes:
            reward = prize.reward
            self._insert(
                [str(prize.first), str(prize.last), amount_text(reward.amount_cents), reward.item]
            )

    def add(self) -> None:
        """A line for the rank after the last one, its amount to type."""
        ranks = [self._text(row, column) for row in range(self.rowCount()) for column in (0, 1)]
        last = max((int(rank) for rank in ranks if rank.isdigit()), default=0)
        row = self._insert([str(last + 1), str(last + 1), "", ""])
        self.setCurrentCell(row, 2)
        self.setFocus()
        self.edited.emit()

    def prizes(self) -> tuple[RankPrize, ...]:
        found = []
        for row in range(self.rowCount()):
            line = row + 1
            first = self._rank(row, 0, line)
            last = self._rank(row, 1, line) if self._text(row, 1) else first
            reward = Reward(
                amount_cents=cents(self._text(row, 2), line=line), item=self._text(row, 3)
            )
            found.append(RankPrize(first=first, last=last, reward=reward))
        return tuple(found)

    def _rank(self, row: int, column: int, line: int) -> int:
        text = self._text(row, column)
        if not text.isdigit():
            message = QCoreApplication.translate(
                "PrizeTables",
                "Ligne {line} : rang « {text} » illisible (un nombre, 1 pour le 1er).",
            )
            raise FormError(message.format(line=line, text=text), field="first")
        return int(text)


class SpecialTable(_PrizeTable):
    """Special prizes: a name, a filter on the players' club or licence, its value, the prize."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(
            [
                self.tr("Prix spécial"),
                self.tr("Meilleure équipe avec"),
                self.tr("Club ou licence"),
                self.tr("Montant (€)"),
                self.tr("Lot"),
            ],
            [170, 190, 150, 85],
            parent,
        )
        self.filters = {
            FilterKind.CLUB: self.tr("un joueur du club"),
            FilterKind.SAME_CLUB: self.tr("ses deux joueurs du club"),
            FilterKind.LICENCE: self.tr("licences commençant par"),
            FilterKind.UNLICENSED: self.tr("aucun licencié"),
        }

    def load(self, prizes: tuple[SpecialPrize, ...]) -> None:
        self.setRowCount(0)
        for prize in prizes:
            self._add_row(prize)

    def add(self) -> None:
        row = self._add_row(None)
        self.setCurrentCell(row, 0)
        self.setFocus()
        self.edited.emit()

    def _add_row(self, prize: SpecialPrize | None) -> int:
        reward = prize.reward if prize else Reward()
        row = self._insert(
            [
                prize.name if prize else "",
                "",
                prize.filter.value if prize else "",
                amount_text(reward.amount_cents),
                reward.item,
            ]
        )
        choice = QComboBox()
        for kind, text in self.filters.items():
            choice.addItem(text, kind)
        if prize is not None:
            choice.setCurrentIndex(choice.findData(prize.filter.kind))
        choice.currentIndexChanged.connect(lambda _index: self.edited.emit())
        self.setCellWidget(row, 1, choice)
        return row

    def filter_choice(self, row: int) -> QComboBox:
        choice = self.cellWidget(row, 1)
        assert isinstance(choice, QComboBox)
        return choice

    def prizes(self) -> tuple[SpecialPrize, ...]:
        found = []
        for row in range(self.rowCount()):
            kind = FilterKind(self.filter_choice(row).currentData())
            reward = Reward(
                amount_cents=cents(self._text(row, 3), line=row + 1), item=self._text(row, 4)
            )
            found.append(
                SpecialPrize(
                    name=self._text(row, 0),
                    filter=TeamFilter(kind=kind, value=self._text(row, 2)),
                    reward=reward,
                )
            )
        return tuple(found)
