"""A mêlée's « Joueurs » sheet: each registered player once, with his check-in, his fee, his
withdrawal and what the standings give him.

The Équipes sheet of a mêlée lists the pairs each round drew; the people, who
register, pay and are ranked, are here, one row a player by number.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tournoi.services.ranking import StandingRow
from tournoi.services.teams.players import MeleePlayerInfo

JOUEURS: Final = (
    "N°", "Joueur", "Club", "Licence", "Présent", "Payé", "Arrivé au tour", "Retiré",
    "Retiré à partir du tour", "Jouées", "Gagnées", "Marques pour", "Marques contre", "Rang",
    "Ex æquo",
)  # fmt: skip

Row = tuple[str | int | bool | None, ...]


def player_rows(players: Sequence[MeleePlayerInfo], standings: Sequence[StandingRow]) -> list[Row]:
    """One row per player, by number; his standing's figures beside his registration."""
    ranked = {row.number: row for row in standings}
    return [_row(player, ranked.get(player.number)) for player in players]


def _row(player: MeleePlayerInfo, standing: StandingRow | None) -> Row:
    withdrawn = player.withdrawn_after
    figures: Row = (
        (None,) * 6
        if standing is None
        else (
            standing.played,
            standing.won,
            standing.points_for,
            standing.points_against,
            standing.rank,
            standing.ex_aequo,
        )
    )
    return (
        player.number,
        player.name,
        player.club or None,
        player.licence or None,
        player.checked_in,
        player.paid,
        player.first_round,
        withdrawn is not None,
        # Withdrawn after round N: the draws leave him out from round N + 1, as the window says.
        None if withdrawn is None else withdrawn + 1,
        *figures,
    )
