"""The rounds: drawing them (:mod:`.drawing`) and reading what was drawn (:mod:`.views`).

The drawing, with the Swiss pairing, the standings and the integrity check
it runs, loads when first asked for: a command that only reads a round
(``python -m tournoi tables``) needs none of it.
"""

from typing import TYPE_CHECKING, Any

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

if TYPE_CHECKING:
    from tournoi.services.draws.drawing import (
        cancel_draw,
        draw_round,
        redraw_round,
        rotation_plan,
        swap_teams,
    )

_DRAWING = frozenset({"cancel_draw", "draw_round", "redraw_round", "rotation_plan", "swap_teams"})


def __getattr__(name: str) -> Any:
    if name not in _DRAWING:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    # Written out, not by name, so that the bundle's builder sees the module.
    from tournoi.services.draws import drawing  # noqa: PLC0415

    value = getattr(drawing, name)
    globals()[name] = value
    return value


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
