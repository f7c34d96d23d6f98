"""The undoable action of the « Caisse et lots » dialog: its OK."""

from __future__ import annotations

from dataclasses import dataclass

from tournoi.services import fees, prizes
from tournoi.services.activity import Area
from tournoi.services.fees import FeeSettings
from tournoi.services.prizes import PrizeList
from tournoi.ui.context import TournamentContext
from tournoi.ui.undo import ServiceCommand


@dataclass(frozen=True, slots=True, kw_only=True)
class CashAndPrizes:
    """What the dialog writes: the entry fee and the prize list."""

    fee: FeeSettings
    prizes: PrizeList


class SaveCashAndPrizes(ServiceCommand):
    """The dialog's OK: the fee and the prize list, each written only when it changes."""

    change = Area.SETTINGS

    def __init__(
        self,
        context: TournamentContext,
        text: str,
        *,
        before: CashAndPrizes,
        after: CashAndPrizes,
    ) -> None:
        super().__init__(context, text)
        self.before = before
        self.after = after

    def apply(self) -> None:
        self._write(self.after, instead_of=self.before)

    def revert(self) -> None:
        self._write(self.before, instead_of=self.after)

    def _write(self, saved: CashAndPrizes, *, instead_of: CashAndPrizes) -> None:
        # The fee and the prize list have a service each; one of them may be unchanged.
        database, who = self.context.database, self.context.who
        if saved.fee != instead_of.fee:
            fees.set_fee(database, fee=saved.fee, who=who)
        if saved.prizes != instead_of.prizes:
            prizes.replace_prizes(database, prizes=saved.prizes, who=who)
