"""A mêlée's list for the registration desk: every player by number, his club, boxes to tick."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any, Final
from xml.sax.saxutils import escape

from reportlab.lib.units import mm  # type: ignore[import-untyped]
from reportlab.platypus import Paragraph  # type: ignore[import-untyped]

from engine.words import count
from tournoi.exports.pdf import desk_list, fonts
from tournoi.exports.pdf.desk_list import Column
from tournoi.exports.pdf.layout import CELL, CELL_BOLD, cell_para, cell_text
from tournoi.services.teams.players import MeleePlayerInfo
from tournoi.services.tournament.lifecycle import TournamentInfo

COLUMNS: Final = (
    Column(header="N°", width=11 * mm),
    Column(header="Joueur", share=1.3),
    Column(header="Club"),
    Column(header="État", share=0.9),
    Column(header="Présent", width=18 * mm),
    Column(header="Payé", width=14 * mm),
)


def write_player_list(
    path: str | Path, *, info: TournamentInfo, players: Sequence[MeleePlayerInfo]
) -> int:
    """The registration desk's list of a mêlée: each player by number, his licence, club and
    state, a box for present and one for paid (ticked where the desk marked him already)."""
    fonts.register()
    name_width, club_width, _ = desk_list.column_widths(COLUMNS)[1:4]
    rows: list[list[Any]] = [
        [
            str(player.number),
            Paragraph(
                f"<b>{cell_text(player.name, CELL_BOLD, name_width)}</b>"
                + desk_list.licence_line(player.licence, name_width),
                CELL,
            ),
            cell_para(player.club or "", CELL, club_width),
            Paragraph(escape(player.status), CELL),
            desk_list.box(player.checked_in),
            desk_list.box(player.paid),
        ]
        for player in sorted(players, key=lambda p: p.number)
    ]
    return desk_list.write_desk_list(
        path,
        info=info,
        title="Liste des joueurs",
        listed="joueurs",
        counted=f"{count(len(players), 'joueur')}.",
        table=desk_list.numbered_table(rows, COLUMNS, boxes=2),
    )
