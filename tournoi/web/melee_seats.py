"""A mêlée's « Où est ma table ? » on the public page: one entry per player, by his own number.

A pair is a team of one round whose number nobody knows: a player looks for
his name or his number, and finds his table (or « exempt »), his partner and
the two opponents, each by number and name, as the projector's list says.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tournoi.services.draws.melee_views import MeleeRoundView
from tournoi.services.teams.natural_order import natural_key
from tournoi.services.teams.players import MeleePlayerInfo


def player_seats_json(
    view: MeleeRoundView, players: Mapping[int, MeleePlayerInfo]
) -> list[dict[str, Any]]:
    """Every player the round seats or exempts, alphabetically by surname, then number."""

    def who(number: int) -> dict[str, Any]:
        player = players.get(number)
        return {"number": number, "name": "" if player is None else player.name}

    seats = [
        {
            **who(number),
            "table": table.table,
            "partner": [who(n) for n in own if n != number],
            "opponents": [who(n) for n in other],
        }
        for table in view.tables
        for own, other in ((table.a, table.b), (table.b, table.a))
        for number in own
    ]
    seats += [{**who(number), "table": None, "partner": [], "opponents": []} for number in view.bye]

    def surname(seat: dict[str, Any]) -> tuple[Any, int]:
        player = players.get(seat["number"])
        name = "" if player is None else f"{player.surname} {player.first_name}"
        return natural_key(name), seat["number"]

    return sorted(seats, key=surname)
