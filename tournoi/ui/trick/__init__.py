"""« Vérifier un pli »: the arbitration dialog, the card grid, the engine's answer, the seats."""

from tournoi.ui.trick.dialog import TrickDialog

__all__ = ["TrickDialog"]
