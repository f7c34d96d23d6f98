"""A mêlée's « Joueurs » sheet: each registered player once, with his check-in, his fee, his
withdrawal and what the standings give him; and its « Paires » sheet: each round's pairs.

The people, who register, pay and are ranked, are in the Joueurs sheet, one
row a player by number. The Paires sheet lists the pairs each round drew (and
its exempt players) by round and table, by the players' numbers and names:
never by the number of the round's team the draw made of a pair, which no
player knows. The Tours and Donnes sheets of a mêlée name their sides the same way.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import date
from typing import Final

from tournoi.services.draws import DrawnTeam, RoundView
from tournoi.services.melee.pairs import Pairs, pair_words, player_words
from tournoi.services.ranking import StandingRow
from tournoi.services.teams.players import MeleePlayerInfo

JOUEURS: Final = (
    "N°", "Joueur", "Club", "Licence", "Présent", "Payé", "Arrivé au tour", "Retiré",
    "Retiré à partir du tour", "Jouées", "Gagnées", "Marques pour", "Marques contre", "Rang",
    "Ex æquo",
)  # fmt: skip

PAIRES: Final = (
    "Tour", "Table", "Paire", "N° joueur 1", "Joueur 1", "N° joueur 2", "Joueur 2",
    "N° joueur 3", "Joueur 3",
)  # fmt: skip
"""The third player: of an exempt group of three."""

SIDES: Final = ("Paire A", "Paire B")
"""In a mêlée's Tours and Donnes sheets, for « Équipe A » and « Équipe B »: each side named by
its players (« 12 Paul MARTIN – 34 Luc PETIT »), never by the round's team number."""

Row = tuple[str | int | bool | None, ...]
Cells = tuple[str | int | bool | date | None, ...]
"""A row of the Tours or Donnes sheet (the day of the tournament is a date)."""


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


def pair_rows(rounds: Sequence[RoundView], pairs: Pairs) -> list[Row]:
    """Each round's pairs by table, A then B, then its exempt players (« exempt », « exempts »)."""
    rows = [
        _pair_row(view.number, table.table, side, team, pairs)
        for view in rounds
        for table in view.tables
        for side, team in (("A", table.a), ("B", table.b))
    ]
    rows += [
        _pair_row(view.number, None, "exempt", view.bye, pairs)
        for view in rounds
        if view.bye is not None
    ]
    return sorted(rows, key=lambda row: (row[0], row[1] is None))


def _pair_row(
    round_number: int, table: int | None, side: str, team: DrawnTeam, pairs: Pairs
) -> Row:
    players = pairs.get(team.number, ())
    if side == "exempt" and len(players) > 1:
        side = "exempts"
    seats: list[str | int | None] = [value for p in players for value in (p.number, p.name)]
    return (round_number, table, side, *seats, *(None,) * (2 * (3 - len(players))))


def melee_tours(
    headers: Sequence[str], rows: Sequence[Cells], pairs: Pairs
) -> tuple[tuple[str, ...], list[Cells]]:
    """The Tours sheet of a mêlée: « N° A, Équipe A, N° B, Équipe B » become « Paire A, Paire B »,
    each the pair's players; an exempt group's players are listed in « Paire A »."""
    at = headers.index("N° A")
    named = (*headers[:at], *SIDES, *headers[at + 4 :])
    return named, [
        (*row[:at], _side_words(row[at], pairs), _side_words(row[at + 2], pairs), *row[at + 4 :])
        for row in rows
    ]


def melee_donnes(
    headers: Sequence[str], pairs: Pairs
) -> tuple[tuple[str, ...], Callable[[Cells], Cells]]:
    """The Donnes sheet of a mêlée: « Équipe A » and « Équipe B » become the pairs' players."""
    at = headers.index("Équipe A")

    def named(row: Cells) -> Cells:
        a, b = (_side_words(team, pairs) for team in row[at : at + 2])
        return (*row[:at], a, b, *row[at + 2 :])

    return (*headers[:at], *SIDES, *headers[at + 2 :]), named


def _side_words(team: object, pairs: Pairs) -> str | None:
    if not isinstance(team, int):
        return None
    players = pairs.get(team, ())
    if len(players) == 2:
        return pair_words(players)
    return ", ".join(player_words(p) for p in players) or None
