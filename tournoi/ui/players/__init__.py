"""The Joueurs page of a mêlée: the players registered alone or from a file, their check-in and
fees."""

from tournoi.ui.players.page import PlayersPage

__all__ = ["PlayersPage"]
