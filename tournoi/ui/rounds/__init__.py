"""The Rounds page: drawing, swapping and cancelling rounds, their dialogs and table models."""

from tournoi.ui.rounds.page import RoundsPage
from tournoi.ui.rounds.round_dialogs import DrawDialog, SwapDialog
from tournoi.ui.rounds.tables_model import (
    STATE_COLOURS,
    SeatColumn,
    SeatsModel,
    TableColumn,
    TablesModel,
)

__all__ = [
    "STATE_COLOURS",
    "DrawDialog",
    "RoundsPage",
    "SeatColumn",
    "SeatsModel",
    "SwapDialog",
    "TableColumn",
    "TablesModel",
]
