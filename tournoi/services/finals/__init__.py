"""The finals after the qualifying rounds: a knockout bracket and its consolante.

:mod:`.bracket` lays the seeds, :mod:`.seeding` seeds the brackets and draws
their first stage, :mod:`.drawing` each later stage as a round, :mod:`.state` reads where they stand, :mod:`.ranking`
gives the final ranking and the palmarès' honours. The drawing, with the
draws it joins, loads when first asked for: the standings need none of it.
"""

from typing import TYPE_CHECKING, Any

from tournoi.services.finals.bracket import QUALIFIED, Bracket, Consolante, stage_name
from tournoi.services.finals.ranking import (
    HONOURS,
    FinalRow,
    Honour,
    final_ranking,
    finals_state,
    honours,
    rank_finals,
)
from tournoi.services.finals.state import BracketState, FinalsState, Match, read_state

if TYPE_CHECKING:
    from tournoi.services.draws.finals_seeding import FinalsError, start_finals

__all__ = [
    "HONOURS", "QUALIFIED", "Bracket", "BracketState", "Consolante", "FinalRow", "FinalsError",
    "FinalsState", "Honour", "Match", "final_ranking", "finals_state", "honours", "rank_finals", "read_state",
    "stage_name", "start_finals",
]  # fmt: skip


def __getattr__(name: str) -> Any:
    # Written out, not by name, so that the bundle's builder sees the module.
    if name in {"FinalsError", "start_finals"}:
        from tournoi.services.draws import finals_seeding as seeding  # noqa: PLC0415

        value = getattr(seeding, name)
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    globals()[name] = value
    return value
