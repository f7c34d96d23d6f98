"""The rounds: drawing them (:mod:`.drawing`) and reading what was drawn (:mod:`.views`)."""

from tournoi.services.draws.drawing import (
    cancel_draw,
    draw_round,
    redraw_round,
    rotation_plan,
    swap_teams,
)
from tournoi.services.draws.views import (
    DrawMethod,
    DrawnTeam,
    RoundView,
    Seat,
    TableView,
    last_round,
    list_rounds,
    round_view,
    seats,
)

__all__ = [
    "DrawMethod",
    "DrawnTeam",
    "RoundView",
    "Seat",
    "TableView",
    "cancel_draw",
    "draw_round",
    "last_round",
    "list_rounds",
    "redraw_round",
    "rotation_plan",
    "round_view",
    "seats",
    "swap_teams",
]
