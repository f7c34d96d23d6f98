"""The finals after the qualifying rounds: a knockout bracket and its consolante.

:mod:`.bracket` lays the seeds, :mod:`.state` reads where they stand, :mod:`.ranking`
gives the final ranking and the palmarès' honours. Seeding the brackets and drawing
their stages is a draw of a round: :mod:`tournoi.services.draws.finals_seeding` and
:mod:`tournoi.services.draws.finals_stages`, which import this package, never the
other way.
"""

from tournoi.services.finals.bracket import QUALIFIED, Bracket, Consolante, stage_name
from tournoi.services.finals.ranking import (
    HONOURS,
    RANKING_RULE,
    FinalRow,
    Honour,
    final_ranking,
    final_standings,
    finals_state,
    honours,
    rank_finals,
)
from tournoi.services.finals.state import BracketState, FinalsState, Match, read_state

__all__ = [
    "HONOURS", "QUALIFIED", "RANKING_RULE", "Bracket", "BracketState", "Consolante", "FinalRow",
    "FinalsState", "Honour", "Match", "final_ranking", "final_standings", "finals_state", "honours", "rank_finals",
    "read_state", "stage_name",
]  # fmt: skip
