"""The registration desk's list of teams: numbers, players, clubs, licences, a box to tick."""

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
from tournoi.services.teams.info import TeamInfo
from tournoi.services.tournament.lifecycle import TournamentInfo

COLUMNS: Final = (
    Column(header="N°", width=11 * mm),
    Column(header="Équipe", share=1.1),
    Column(header="Joueur 1"),
    Column(header="Joueur 2"),
    Column(header="Club", share=0.9),
    Column(header="État", width=24 * mm),
    Column(header="Présente", width=19 * mm),
)


def write_team_list(path: str | Path, *, info: TournamentInfo, teams: Sequence[TeamInfo]) -> int:
    """The registration desk's list: every team by number, its players, clubs, licences, a box to tick."""
    fonts.register()
    name_width, player_width, _, clubs_width = desk_list.column_widths(COLUMNS)[1:5]
    rows: list[list[Any]] = []
    for team in sorted(teams, key=lambda t: t.number):
        players = [
            Paragraph(
                cell_text(player.full_name, CELL, player_width, 2)
                + desk_list.licence_line(player.licence, player_width),
                CELL,
            )
            for player in team.players
        ]
        table = (
            f"<br/><font size=7>table fixe {team.fixed_table}</font>" if team.fixed_table else ""
        )
        rows.append(
            [
                str(team.number),
                Paragraph(f"<b>{cell_text(team.name, CELL_BOLD, name_width)}</b>{table}", CELL),
                *players,
                cell_para(team.clubs, CELL, clubs_width),
                Paragraph(escape(team.status), CELL),
                desk_list.box(False),
            ]
        )
    return desk_list.write_desk_list(
        path,
        info=info,
        title="Liste des équipes",
        listed="équipes",
        counted=f"{count(len(teams), 'équipe')}, {count(2 * len(teams), 'joueur')}.",
        table=desk_list.numbered_table(rows, COLUMNS, boxes=1),
    )
