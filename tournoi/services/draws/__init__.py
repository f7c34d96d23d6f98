"""The rounds: drawing them (:mod:`.drawing`), exchanging two teams (:mod:`.swaps`) and reading
what was drawn (:mod:`.views`).

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
    )
    from tournoi.services.draws.swaps import swap_teams

_DRAWING = frozenset({"cancel_draw", "draw_round", "redraw_round", "rotation_plan"})


def __getattr__(name: str) -> Any:
    # Written out, not by name, so that the bundle's builder sees the modules.
    if name in _DRAWING:
        from tournoi.services.draws import drawing  # noqa: PLC0415

        value = getattr(drawing, name)
    elif name == "swap_teams":
        from tournoi.services.draws.swaps import swap_teams  # noqa: PLC0415

        value = swap_teams
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
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
