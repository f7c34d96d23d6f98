"""The standings page: the live ranking, and the detail of a team round by round."""

from tournoi.ui.standings.model import Column, StandingsModel, columns_for, signed
from tournoi.ui.standings.page import StandingsPage
from tournoi.ui.standings.team_rounds import RoundColumn, TeamRoundsModel

__all__ = [
    "Column",
    "RoundColumn",
    "StandingsModel",
    "StandingsPage",
    "TeamRoundsModel",
    "columns_for",
    "signed",
]
