"""The standings the hall sees, on the projector and the public page: a mêlée's players, the
teams of a concours in doublettes, or its final ranking once its finals are drawn (the brackets
decide the places, never the parties of the finals counted with the qualifying ones)."""

from __future__ import annotations

from tournoi.services.finals import final_standings
from tournoi.services.melee.standings import ranked
from tournoi.services.ranking import StandingRow
from tournoi.storage import Database


def shown_standings(db: Database) -> list[StandingRow]:
    """The lines of the projector's and the public page's standings, best first."""
    final = final_standings(db)
    return ranked(db) if final is None else final
