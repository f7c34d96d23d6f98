"""A mêlée's list for the registration desk: every player by number, his club, boxes to tick."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any, Final
from xml.sax.saxutils import escape

from reportlab.lib.pagesizes import A4  # type: ignore[import-untyped]
from reportlab.lib.units import mm  # type: ignore[import-untyped]
from reportlab.platypus import Paragraph, Spacer, Table  # type: ignore[import-untyped]

from engine.words import count
from tournoi.exports.pdf import fonts
from tournoi.exports.pdf.layout import (
    BODY,
    CELL,
    CELL_BOLD,
    CELL_PADDING,
    MARGIN,
    build,
    cell_para,
    cell_text,
    fit_text,
    heading,
    para,
    table_style,
    widths,
)
from tournoi.services.teams.players import MeleePlayerInfo
from tournoi.services.tournament.lifecycle import TournamentInfo

TITLE: Final = "Liste des joueurs"


def _box(ticked: bool) -> str:
    """A box to tick at the door, ticked already when the desk marked it."""
    return "☑" if ticked else "☐"


def write_player_list(
    path: str | Path, *, info: TournamentInfo, players: Sequence[MeleePlayerInfo]
) -> int:
    """The registration desk's list of a mêlée: each player by number, his licence, club and
    state, a box for present and one for paid (ticked where the desk marked him already)."""
    fonts.register()
    column_widths = widths(
        A4[0] - 2 * MARGIN, [11 * mm, None, None, None, 18 * mm, 14 * mm], [1.3, 1, 0.9]
    )
    name_width, club_width, _ = column_widths[1:4]
    data: list[list[Any]] = [["N°", "Joueur", "Club", "État", "Présent", "Payé"]]
    for player in sorted(players, key=lambda p: p.number):
        text = f"<b>{cell_text(player.name, CELL_BOLD, name_width)}</b>"
        if player.licence:
            licence = fit_text(player.licence, fonts.REGULAR, 7, name_width - CELL_PADDING)
            text += f"<br/><font size=7>licence {escape(licence)}</font>"
        data.append(
            [
                str(player.number),
                Paragraph(text, CELL),
                cell_para(player.club or "", CELL, club_width),
                Paragraph(escape(player.status), CELL),
                _box(player.checked_in),
                _box(player.paid),
            ]
        )
    table = Table(data, colWidths=column_widths, repeatRows=1)
    table.setStyle(
        table_style(
            header_size=8.5,
            body_size=9,
            extra=[
                ("ALIGN", (0, 0), (0, -1), "CENTER"),
                ("FONTNAME", (0, 1), (0, -1), fonts.BOLD),
                ("ALIGN", (-2, 0), (-1, -1), "CENTER"),
                ("FONTSIZE", (-2, 1), (-1, -1), 12),
                ("LEADING", (-2, 1), (-1, -1), 12),
            ],
        )
    )
    story = heading(TITLE, info)
    story += [para(f"{count(len(players), 'joueur')}.", BODY), Spacer(1, 3 * mm), table]
    return build(
        path, story, title=f"Joueurs — {info.name}", footer=f"{info.name} — joueurs", wide=False
    )
