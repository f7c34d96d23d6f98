"""The undoable action of the « Caisse et lots » dialog: its OK."""

from __future__ import annotations

from dataclasses import dataclass

from tournoi.services.awards import prizes
from tournoi.services.awards.prizes import PrizeList
from tournoi.services.teams import fees
from tournoi.services.teams.fees import FeeSettings
from tournoi.services.tournament.activity import Area
from tournoi.ui.undo import ReplaceCommand


@dataclass(frozen=True, slots=True, kw_only=True)
class CashAndPrizes:
    """What the dialog writes: the entry fee and the prize list."""

    fee: FeeSettings
    prizes: PrizeList


class SaveCashAndPrizes(ReplaceCommand[CashAndPrizes]):
    """The dialog's OK: the fee and the prize list, each written only when it changes."""

    change = Area.SETTINGS

    def write(self, saved: CashAndPrizes, *, instead_of: CashAndPrizes) -> None:
        # The fee and the prize list have a service each; one of them may be unchanged.
        database, who = self.context.database, self.context.who
        if saved.fee != instead_of.fee:
            fees.set_fee(database, fee=saved.fee, who=who)
        if saved.prizes != instead_of.prizes:
            prizes.replace_prizes(database, prizes=saved.prizes, who=who)
