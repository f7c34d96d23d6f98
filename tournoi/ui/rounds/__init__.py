"""The Rounds page: drawing, swapping and cancelling rounds, their dialogs and table models."""

from tournoi.ui.rounds.page import RoundsPage
from tournoi.ui.rounds.round_dialogs import DrawDialog, SwapDialog
from tournoi.ui.rounds.tables_model import (
    SeatColumn,
    SeatsModel,
    TableColumn,
    TablesModel,
)

__all__ = [
    "DrawDialog",
    "RoundsPage",
    "SeatColumn",
    "SeatsModel",
    "SwapDialog",
    "TableColumn",
    "TablesModel",
]
