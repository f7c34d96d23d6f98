"""``standings``: the ranking, as JSON; refused, as the ranked documents, on results that the
donnes do not give (exit status 1, the tables named on standard error)."""

from __future__ import annotations

import argparse
from typing import Any

from tournoi.cli.connection import open_tournament
from tournoi.services import finals
from tournoi.services.finals.tie_break import seed_decisions
from tournoi.services.integrity import soundness as integrity
from tournoi.services.melee import standings as melee_standings
from tournoi.services.standings import current as ranking
from tournoi.services.teams import players as melee_players


def standings(options: argparse.Namespace) -> list[dict[str, Any]]:
    """The standings; once the finals are drawn, the final ranking with the stage each reached."""
    db = open_tournament(options.file)
    try:
        integrity.refuse_ranking_if_unsound(db)
        final = finals.final_ranking(db)
        ties = seed_decisions(finals.finals_state(db)) if final is not None else {}
        # A mêlée ranks its players, one line each, from their pairs' results.
        if final is not None:
            rows = []
        elif melee_players.is_melee(db):
            rows = melee_standings.melee_standings(db)
        else:
            rows = ranking.standings(db)
    finally:
        db.close()
    if final is not None:
        return [
            {
                "rank": row.rank,
                "number": row.standing.number,
                "name": row.standing.name,
                "played": row.standing.played,
                "won": row.standing.won,
                "points_for": row.standing.points_for,
                "points_against": row.standing.points_against,
                "qualifying_rank": row.qualifying_rank,
                "bracket": None if row.bracket is None else row.bracket.value,
                "stage": row.stage,
                "tie": ties.get(row.standing.number),
            }
            for row in final
        ]
    return [
        {
            "rank": row.rank,
            "number": row.number,
            "name": row.name,
            "played": row.played,
            "won": row.won,
            "points_for": row.points_for,
            "points_against": row.points_against,
        }
        for row in rows
    ]
