"""« Tournoi › Caisse et lots… »: the entry fee, the cash summary, the prize list, the palmarès."""

from tournoi.ui.prizes.dialog import PrizesDialog

__all__ = ["PrizesDialog"]
