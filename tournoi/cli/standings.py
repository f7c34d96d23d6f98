"""``standings``: the ranking, as JSON."""

from __future__ import annotations

import argparse
from typing import Any

from tournoi.cli.connection import open_tournament
from tournoi.services import standings as ranking


def standings(options: argparse.Namespace) -> list[dict[str, Any]]:
    db = open_tournament(options.file)
    try:
        rows = ranking.standings(db)
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
