"""A round's table plan, read from two metres: by table, then « où est ma table ? » by team name.

Each team is printed with its players under it: a player looks for a name of their own.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

from reportlab.lib.pagesizes import A4  # type: ignore[import-untyped]
from reportlab.lib.units import mm  # type: ignore[import-untyped]
from reportlab.platypus import PageBreak, Paragraph, Spacer, Table  # type: ignore[import-untyped]

from tournoi.exports.pdf import fonts
from tournoi.exports.pdf.layout import (
    BIG,
    BIG_BOLD,
    BIG_CENTRE,
    BODY,
    EVENT,
    MARGIN,
    TITLE,
    build,
    colon,
    heading,
    para,
    table_style,
    team_label,
    widths,
)
from tournoi.services.draws import DrawnTeam, RoundView, Seat
from tournoi.services.tournaments import TournamentInfo

PLAYERS_SIZE = 12
"""The players' names under a team's, smaller than the team's (17 points)."""

_BESIDE_THE_NAMES = [("VALIGN", (0, 0), (-1, -1), "TOP")]
"""Table numbers and opponents on the line of the team's name, above its players."""


def _players(team: DrawnTeam) -> str:
    """The line under a team: ``Jean Martin, Anne Bernard``, escaped for a paragraph."""
    names = ", ".join(player.full_name for player in team.players)
    # The regular face, also under a name printed in bold.
    return f'<br/><font name="{fonts.REGULAR}" size={PLAYERS_SIZE}>{escape(names)}</font>'


def _team(team: DrawnTeam) -> Paragraph:
    """``12 Martin – Bernard`` and its players under it, for a table's line."""
    return Paragraph(f"<b>{team.number}</b> {escape(team.name)}{_players(team)}", BIG)


def write_table_plan(
    path: str | Path, *, info: TournamentInfo, round_view: RoundView, seats: Sequence[Seat]
) -> int:
    """A round's plan, read from two metres: by table, then by team name (« où est ma table ? »)."""
    fonts.register()
    number = round_view.number
    width = A4[0] - 2 * MARGIN
    by_table: list[list[Any]] = [["Table", "Équipe A", "Équipe B"]]
    for table in round_view.tables:
        by_table.append(
            [
                Paragraph(str(table.table), BIG_CENTRE),
                _team(table.a),
                _team(table.b),
            ]
        )
    plan = Table(by_table, colWidths=widths(width, [22 * mm, None, None], [1, 1]), repeatRows=1)
    plan.setStyle(
        table_style(
            header_size=12,
            body_size=17,
            extra=[*_BESIDE_THE_NAMES, ("ALIGN", (0, 0), (0, -1), "CENTER")],
        )
    )
    story = heading(f"Tour {number} — plan des tables", info)
    story.append(plan)
    if round_view.bye is not None:
        bye = round_view.bye
        story += [
            Spacer(1, 4 * mm),
            Paragraph(
                f"{colon('Exempte')} équipe {escape(team_label(bye.number, bye.name))}"
                + _players(bye),
                BIG_BOLD,
            ),
        ]

    where: list[list[Any]] = [["Équipe", "Table", "Contre"]]
    for seat in seats:
        opponent = "" if seat.opponent is None else f"{seat.opponent.number} {seat.opponent.name}"
        where.append(
            [
                Paragraph(
                    f"{escape(seat.team.name)} <font size=12>({seat.team.number})</font>"
                    + _players(seat.team),
                    BIG_BOLD,
                ),
                Paragraph(
                    # Whole in its narrow column.
                    "<font size=11>exempte</font>" if seat.table is None else str(seat.table),
                    BIG_CENTRE,
                ),
                Paragraph(escape(opponent), BIG),
            ]
        )
    finder = Table(where, colWidths=widths(width, [None, 26 * mm, None], [1.1, 0.9]), repeatRows=1)
    finder.setStyle(
        table_style(
            header_size=12,
            body_size=17,
            extra=[*_BESIDE_THE_NAMES, ("ALIGN", (1, 0), (1, -1), "CENTER")],
        )
    )
    story += [
        PageBreak(),
        para(f"Où est ma table ? — tour {number}", TITLE),
        para(info.name, EVENT),
    ]
    story += [
        para("Équipes par ordre alphabétique, leurs joueurs sous leur nom.", BODY),
        Spacer(1, 3 * mm),
        finder,
    ]
    return build(
        path,
        story,
        title=f"Plan des tables, tour {number} — {info.name}",
        footer=f"{info.name} — tour {number}, plan des tables",
        wide=False,
    )
