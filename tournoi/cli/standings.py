"""``standings``: the ranking, as JSON; refused, as the ranked documents, on results that the
donnes do not give (exit status 1, the tables named on standard error)."""

from __future__ import annotations

import argparse
from typing import Any

from tournoi.cli.connection import open_tournament
from tournoi.services import integrity, melee_players, melee_standings
from tournoi.services import standings as ranking


def standings(options: argparse.Namespace) -> list[dict[str, Any]]:
    db = open_tournament(options.file)
    try:
        integrity.refuse_ranking_if_unsound(db)
        # A mêlée ranks its players, one line each, from their pairs' results.
        rows = (
            melee_standings.melee_standings(db)
            if melee_players.is_melee(db)
            else ranking.standings(db)
        )
    finally:
        db.close()
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
