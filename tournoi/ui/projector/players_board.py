"""A mêlée's « Où est ma table ? »: each player by his surname, with his number and his table,
his partner of the round under him.

A pair is a team of one round, its number known to nobody: a player looks for
his own name, alphabetically, as on the paper pinned up in the hall.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from tournoi.services.draws.melee_views import MeleeRoundView
from tournoi.services.teams.natural_order import natural_key
from tournoi.services.teams.players import MeleePlayerInfo
from tournoi.ui.projector.board import PLAYERS_INDENT, Board, BoardColumn


@dataclass(frozen=True, slots=True, kw_only=True)
class PlayerTable:
    """Where one player sits this round: ``table`` ``None`` when he is exempt."""

    number: int
    name: str
    """« MARTIN Paul »: the surname first, by which the list goes."""
    table: int | None
    partner: str
    """« 14 Noé Fontaine »; empty when exempt."""


def player_tables(
    view: MeleeRoundView, players: Mapping[int, MeleePlayerInfo]
) -> list[PlayerTable]:
    """Every player the round seats or exempts, alphabetically by surname, then first name."""

    def name(number: int) -> str:
        player = players.get(number)
        return "" if player is None else f"{player.surname} {player.first_name}"

    found = [
        PlayerTable(
            number=number,
            name=name(number),
            table=table.table,
            partner=" ".join(
                f"{n} {players[n].name}" for n in pair if n != number and n in players
            ),
        )
        for table in view.tables
        for pair in (table.a, table.b)
        for number in pair
    ]
    found += [
        PlayerTable(number=number, name=name(number), table=None, partner="") for number in view.bye
    ]
    return sorted(found, key=lambda seat: (natural_key(seat.name), seat.number))


def players_board(seats: Sequence[PlayerTable]) -> Board:
    """Each player, his number and table, then « avec » his partner, greyed."""
    exempt = QCoreApplication.translate("ProjectorWindow", "exempt")
    rows: list[tuple[str, ...]] = []
    for seat in seats:
        rows.append(
            (seat.name, str(seat.number), exempt if seat.table is None else str(seat.table))
        )
        partner = (
            QCoreApplication.translate("ProjectorWindow", "avec {partner}").format(
                partner=seat.partner
            )
            if seat.partner
            else ""
        )
        rows.append((f"{PLAYERS_INDENT}{partner}", "", ""))
    columns = (
        BoardColumn(QCoreApplication.translate("ProjectorWindow", "Joueur")),
        BoardColumn(QCoreApplication.translate("ProjectorWindow", "N°"), "9999", right=True),
        BoardColumn(QCoreApplication.translate("ProjectorWindow", "Table"), exempt, right=True),
    )
    return Board(
        columns=columns,
        rows=tuple(rows),
        dimmed=frozenset(range(1, len(rows), 2)),
        group=2,
        blocks=3,
        empty=QCoreApplication.translate(
            "ProjectorWindow", "Le premier tour n'est pas encore tiré."
        ),
    )
