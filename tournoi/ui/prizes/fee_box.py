"""The entry fee (amount, per team or per player) and the cash summary, live as the fee is typed."""

from __future__ import annotations

from PySide6.QtCore import QLocale, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QWidget,
)

from tournoi.services.teams import fees
from tournoi.services.teams.fees import MAX_FEE_CENTS, FeeBasis, FeeSettings, euros
from tournoi.ui.context import TournamentContext
from tournoi.ui.widgets import colon


class FeeFields(QWidget):
    """The fee's amount, in euros written the French way, and what it is paid for."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.amount = QDoubleSpinBox()
        self.amount.setRange(0, MAX_FEE_CENTS / 100)
        self.amount.setDecimals(2)
        self.amount.setSuffix("\u00a0€")
        self.amount.setSingleStep(1)
        # Euros are written the French way (« 12,50 »), whatever the window's language.
        self.amount.setLocale(QLocale(QLocale.Language.French, QLocale.Country.France))
        self.basis = QComboBox()
        self.basis.addItem(self.tr("par équipe"), FeeBasis.TEAM)
        self.basis.addItem(self.tr("par joueur"), FeeBasis.PLAYER)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.amount)
        row.addWidget(self.basis)
        row.addStretch()
        self.setFocusProxy(self.amount)
        self.amount.valueChanged.connect(self.changed)
        self.basis.currentIndexChanged.connect(self.changed)

    def load(self, fee: FeeSettings) -> None:
        self.amount.setValue(fee.amount_cents / 100)
        self.basis.setCurrentIndex(self.basis.findData(fee.basis))

    def fee(self) -> FeeSettings:
        """The fee as typed (the spin box holds no negative amount)."""
        return FeeSettings(
            amount_cents=round(self.amount.value() * 100), basis=FeeBasis(self.basis.currentData())
        )


class FeeBox(QGroupBox):
    """« Droit d'inscription » and « Caisse »: the figures follow the fee being typed."""

    changed = Signal()

    def __init__(self, context: TournamentContext, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Droit d'inscription et caisse"), parent)
        self._context = context
        self.fields = FeeFields()
        self.amount, self.basis = self.fields.amount, self.fields.basis
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.balance = QLabel()
        self.balance.setWordWrap(True)
        self._prizes_cents = 0
        form = QFormLayout(self)
        label = QLabel(colon(self.tr("&Montant")))
        label.setBuddy(self.amount)
        form.addRow(label, self.fields)
        form.addRow(QLabel(colon(self.tr("Caisse"))), self.summary)
        form.addRow(QLabel(colon(self.tr("Bilan"))), self.balance)
        self.fields.changed.connect(self._typed)

    def load(self, fee: FeeSettings) -> None:
        self.fields.load(fee)
        self.refresh()

    def fee(self) -> FeeSettings:
        return self.fields.fee()

    def refresh(self) -> None:
        """The cash figures under the fee as typed, with the paid marks as stored now."""
        summary = fees.cash_summary(self._context.database, fee=self.fee())
        text = self.tr(
            "Payées\u00a0: {paid} / {teams} — reçu {received} — reste dû {due} ({owing})"
        ).format(
            paid=summary.paid_teams,
            teams=summary.counted_teams,
            received=euros(summary.received_cents),
            due=euros(summary.due_cents),
            owing=self._teams(summary.owing_teams),
        )
        left_out = [str(line.number) for line in summary.lines if not line.counted]
        if len(left_out) == 1:
            text += " · " + self.tr(
                "équipe {teams} non comptée\u00a0: retirée avant le premier tour sans avoir payé"
            ).format(teams=left_out[0])
        elif left_out:
            text += " · " + self.tr(
                "équipes {teams} non comptées\u00a0: retirées avant le premier tour sans avoir payé"
            ).format(teams=", ".join(left_out))
        self.summary.setText(text)
        self._show_balance(summary)

    def set_prizes(self, cents: int) -> None:
        """The prizes paid in cash, as the prize list now typed gives them."""
        self._prizes_cents = cents
        self._show_balance(fees.cash_summary(self._context.database, fee=self.fee()))

    def _show_balance(self, summary: fees.CashSummary) -> None:
        box = summary.box_cents(self._prizes_cents)
        text = self.tr(
            "reçu {received} − lots en espèces {prizes} = <b>la caisse doit contenir {box}</b>"
        ).format(
            received=euros(summary.received_cents),
            prizes=euros(self._prizes_cents),
            box=euros(box),
        )
        if box < 0:
            text += " " + self.tr("(les lots dépassent les inscriptions reçues)")
        if summary.due_cents:
            text += " · " + self.tr("{due} encore dû, à encaisser").format(
                due=euros(summary.due_cents)
            )
        self.balance.setText(text)

    def _teams(self, number: int) -> str:
        return (
            self.tr("{n} équipe").format(n=number)
            if number < 2
            else self.tr("{n} équipes").format(n=number)
        )

    def _typed(self) -> None:
        self.refresh()
        self.changed.emit()
