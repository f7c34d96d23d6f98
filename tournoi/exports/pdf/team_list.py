"""The registration desk's list of teams: numbers, players, clubs, licences, a box to tick."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any
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
from tournoi.services.teams.info import TeamInfo
from tournoi.services.tournament.lifecycle import TournamentInfo


def write_team_list(path: str | Path, *, info: TournamentInfo, teams: Sequence[TeamInfo]) -> int:
    """The registration desk's list: every team by number, its players, clubs, licences, a box to tick."""
    fonts.register()
    column_widths = widths(
        A4[0] - 2 * MARGIN, [11 * mm, None, None, None, None, 24 * mm, 19 * mm], [1.1, 1, 1, 0.9]
    )
    name_width, player_width, _, clubs_width = column_widths[1:5]
    data: list[list[Any]] = [["N°", "Équipe", "Joueur 1", "Joueur 2", "Club", "État", "Présente"]]
    for team in sorted(teams, key=lambda t: t.number):
        players = []
        for player in team.players:
            text = cell_text(player.full_name, CELL, player_width, 2)
            if player.licence:
                licence = fit_text(player.licence, fonts.REGULAR, 7, player_width - CELL_PADDING)
                text += f"<br/><font size=7>licence {escape(licence)}</font>"
            players.append(Paragraph(text, CELL))
        table = (
            f"<br/><font size=7>table fixe {team.fixed_table}</font>" if team.fixed_table else ""
        )
        data.append(
            [
                str(team.number),
                Paragraph(f"<b>{cell_text(team.name, CELL_BOLD, name_width)}</b>{table}", CELL),
                *players,
                cell_para(team.clubs, CELL, clubs_width),
                Paragraph(escape(team.status), CELL),
                "☐",
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
                ("ALIGN", (-1, 0), (-1, -1), "CENTER"),
                ("FONTSIZE", (-1, 1), (-1, -1), 12),
                ("LEADING", (-1, 1), (-1, -1), 12),
            ],
        )
    )
    story = heading("Liste des équipes", info)
    story += [
        para(f"{count(len(teams), 'équipe')}, {count(2 * len(teams), 'joueur')}.", BODY),
        Spacer(1, 3 * mm),
        table,
    ]
    return build(
        path, story, title=f"Équipes — {info.name}", footer=f"{info.name} — équipes", wide=False
    )
