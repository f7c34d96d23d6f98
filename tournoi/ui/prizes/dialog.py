"""« Caisse et lots » : the entry fee with the cash summary, the prize list, the palmarès preview.

OK saves the fee and the prize list as one undoable action, :class:`SaveCashAndPrizes`.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import (
    QDialog,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engine import UserError
from tournoi.services.awards import prizes
from tournoi.services.awards.prizes import PrizeList
from tournoi.services.teams import fees
from tournoi.services.tournament.activity import Area
from tournoi.ui.context import TournamentContext
from tournoi.ui.prizes.commands import CashAndPrizes, SaveCashAndPrizes
from tournoi.ui.prizes.fee_box import FeeBox
from tournoi.ui.prizes.preview import PalmaresPreview
from tournoi.ui.prizes.prize_tables import RankTable, SpecialTable
from tournoi.ui.widgets import GREY, ok_cancel, select_on_focus, show_error


class PrizesDialog(QDialog):
    def __init__(self, context: TournamentContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._context = context
        self.setWindowTitle(self.tr("Caisse et lots"))
        self._saved = CashAndPrizes(
            fee=fees.get_fee(context.database), prizes=prizes.get_prizes(context.database)
        )
        self.fee_box = FeeBox(context)
        self.ranks = RankTable()
        self.specials = SpecialTable()
        self.preview = PalmaresPreview(context)

        left = QVBoxLayout()
        left.addWidget(self.fee_box)
        left.addWidget(self._prizes_box(), 1)
        preview_box = QGroupBox(self.tr("Aperçu du palmarès"))
        QVBoxLayout(preview_box).addWidget(self.preview)
        columns = QHBoxLayout()
        columns.addLayout(left, 4)
        columns.addWidget(preview_box, 3)
        self.buttons = ok_cancel(self, self.tr("Enregistrer"))
        layout = QVBoxLayout(self)
        layout.addLayout(columns, 1)
        layout.addWidget(self.buttons)

        self.fee_box.load(self._saved.fee)
        self.ranks.load(self._saved.prizes.ranks)
        self.specials.load(self._saved.prizes.specials)
        self.ranks.edited.connect(self._update_preview)
        self.specials.edited.connect(self._update_preview)
        context.changed.connect(self._on_change)
        self._listening = True
        self._whole = self._saved.prizes
        self._update_preview()
        self.resize(1300, 700)
        select_on_focus(self)

    def _prizes_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Lots"))
        layout = QVBoxLayout(box)
        layout.addWidget(self.ranks, 3)
        layout.addLayout(
            self._buttons(
                self.tr("&Ajouter un lot"), self.ranks.add, self.tr("Retirer &ce lot"), self.ranks
            )
        )
        layout.addWidget(self.specials, 2)
        layout.addLayout(
            self._buttons(
                self.tr("Ajouter un &prix spécial"),
                self.specials.add,
                self.tr("Retirer ce pri&x"),
                self.specials,
            )
        )
        rule = QLabel(
            self.tr(
                "Les lots de classement d'abord, place par place dans le classement, puis chaque "
                "prix spécial à la meilleure équipe qui y a droit et n'a pas encore de lot. "
                "Une équipe retirée ne reçoit rien\u00a0; des ex æquo séparés par les lots sont "
                "signalés."
            )
        )
        rule.setWordWrap(True)
        rule.setStyleSheet(f"color: {GREY}")
        layout.addWidget(rule)
        return box

    def _buttons(
        self,
        add_text: str,
        add: Callable[[], None],
        remove_text: str,
        table: RankTable | SpecialTable,
    ) -> QHBoxLayout:
        add_button = QPushButton(add_text)
        add_button.setAutoDefault(False)
        add_button.clicked.connect(add)
        remove_button = QPushButton(remove_text)
        remove_button.setAutoDefault(False)
        remove_button.clicked.connect(table.remove_current)
        row = QHBoxLayout()
        row.addWidget(add_button)
        row.addWidget(remove_button)
        row.addStretch()
        return row

    def edited(self) -> CashAndPrizes:
        """What is typed, as the services take it; a refusal raises its :class:`UserError`."""
        return CashAndPrizes(
            fee=self.fee_box.fee(),
            prizes=PrizeList(ranks=self.ranks.prizes(), specials=self.specials.prizes()),
        )

    def _update_preview(self) -> None:
        """The palmarès of the list as typed; while a line is incomplete (a special prize
        without its club), the palmarès of the last whole list stays, the warning above it."""
        try:
            prize_list = self.edited().prizes
        except UserError as error:
            self.preview.show_for(self._whole, warning=str(error))
            return
        self._whole = prize_list
        self.fee_box.set_prizes(prize_list.cash_cents)
        self.preview.show_for(prize_list)

    def _on_change(self, area: Area) -> None:
        """Paid marks and results may change meanwhile (check-in, another station)."""
        if area in (Area.TEAMS, Area.SCORES, Area.ROUNDS):
            self.fee_box.refresh()
            self._update_preview()

    def accept(self) -> None:
        try:
            after = self.edited()
        except UserError as error:
            show_error(self, error)
            return
        if after == self._saved:
            super().accept()
            return
        command = SaveCashAndPrizes(
            self._context,
            self.tr("Modifier la caisse et les lots"),
            before=self._saved,
            after=after,
        )
        try:
            self._context.push(command)
        except UserError as error:
            show_error(self, error)
            return
        super().accept()

    def done(self, result: int) -> None:  # QDialog.done: stop listening once closed
        if self._listening:
            self._listening = False
            self._context.changed.disconnect(self._on_change)
        super().done(result)
