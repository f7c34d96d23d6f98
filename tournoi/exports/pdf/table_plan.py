"""A round's table plan, read from two metres: by table, then « où est ma table ? » by team name."""

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
from tournoi.services.draws import RoundView, Seat
from tournoi.services.tournaments import TournamentInfo


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
                Paragraph(f"<b>{table.a.number}</b> {escape(table.a.name)}", BIG),
                Paragraph(f"<b>{table.b.number}</b> {escape(table.b.name)}", BIG),
            ]
        )
    plan = Table(by_table, colWidths=widths(width, [22 * mm, None, None], [1, 1]), repeatRows=1)
    plan.setStyle(
        table_style(header_size=12, body_size=17, extra=[("ALIGN", (0, 0), (0, -1), "CENTER")])
    )
    story = heading(f"Tour {number} — plan des tables", info)
    story.append(plan)
    if round_view.bye is not None:
        bye = round_view.bye
        story += [
            Spacer(1, 4 * mm),
            Paragraph(
                f"{colon('Exempte')} équipe {escape(team_label(bye.number, bye.name))}", BIG_BOLD
            ),
        ]

    where: list[list[Any]] = [["Équipe", "Table", "Contre"]]
    for seat in seats:
        opponent = "" if seat.opponent is None else f"{seat.opponent.number} {seat.opponent.name}"
        where.append(
            [
                Paragraph(
                    f"{escape(seat.team.name)} <font size=12>({seat.team.number})</font>", BIG_BOLD
                ),
                Paragraph("exempte" if seat.table is None else str(seat.table), BIG_CENTRE),
                Paragraph(escape(opponent), BIG),
            ]
        )
    finder = Table(where, colWidths=widths(width, [None, 26 * mm, None], [1.1, 0.9]), repeatRows=1)
    finder.setStyle(
        table_style(header_size=12, body_size=17, extra=[("ALIGN", (1, 0), (1, -1), "CENTER")])
    )
    story += [
        PageBreak(),
        para(f"Où est ma table ? — tour {number}", TITLE),
        para(info.name, EVENT),
    ]
    story += [para("Équipes par ordre alphabétique.", BODY), Spacer(1, 3 * mm), finder]
    return build(
        path,
        story,
        title=f"Plan des tables, tour {number} — {info.name}",
        footer=f"{info.name} — tour {number}, plan des tables",
        wide=False,
    )
