"""« Challenge de la saison » : the club's challenge across its concours, beside any tournament."""

from tournoi.ui.challenge.window import ChallengeWindow

__all__ = ["ChallengeWindow"]
