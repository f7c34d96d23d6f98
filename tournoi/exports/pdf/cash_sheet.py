"""The cash sheet (feuille de caisse), A4: the fee, each team paid or not, what was received and is due."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Final

from reportlab.lib.units import mm  # type: ignore[import-untyped]
from reportlab.platypus import Paragraph, Spacer  # type: ignore[import-untyped]

from tournoi.exports.pdf import fonts
from tournoi.exports.pdf.desk_list import Column, column_widths, numbered_table
from tournoi.exports.pdf.layout import (
    BODY,
    CELL,
    CELL_BOLD,
    GRID,
    SHADE,
    build,
    cell_text,
    colon,
    heading,
    para,
)
from tournoi.services.teams.fees import CashSummary, euros
from tournoi.services.tournament.lifecycle import TournamentInfo

COLUMNS: Final = (
    Column(header="N°", width=11 * mm),
    Column(header="Équipe"),
    Column(header="Joueurs", share=1.1),
    Column(header="Montant", width=22 * mm),
    Column(header="Payé", width=20 * mm),
    Column(header="Reste dû", width=22 * mm),
)


def write_cash_sheet(path: str | Path, *, info: TournamentInfo, summary: CashSummary) -> int:
    """The cash sheet: one line per team by number, a box to tick for the unpaid, the totals."""
    fonts.register()
    name_width, players_width = column_widths(COLUMNS)[1:3]
    data: list[list[Any]] = []
    for line in summary.lines:
        name = cell_text(line.name, CELL_BOLD, name_width)
        name += " <font size=7>(retirée)</font>" if line.withdrawn else ""
        data.append(
            [
                str(line.number),
                Paragraph(name, CELL_BOLD),
                Paragraph(
                    "<br/>".join(cell_text(p, CELL, players_width, 2) for p in line.players), CELL
                ),
                euros(line.amount_cents),
                "payé" if line.paid else "☐",
                euros(line.due_cents) if line.due_cents else "",
            ]
        )
    data.append(
        [
            "",
            Paragraph("Total", CELL_BOLD),
            Paragraph(f"{summary.paid_teams} / {summary.counted_teams} équipes ont payé", CELL),
            euros(summary.expected_cents),
            euros(summary.received_cents),
            euros(summary.due_cents),
        ]
    )
    table = numbered_table(
        data,
        COLUMNS,
        extra=[
            ("ALIGN", (3, 0), (-1, -1), "RIGHT"),
            ("ALIGN", (4, 1), (4, -2), "CENTER"),
            ("FONTNAME", (-1, 1), (-1, -1), fonts.BOLD),
            ("BACKGROUND", (0, -1), (-1, -1), SHADE),
            ("FONTNAME", (0, -1), (-1, -1), fonts.BOLD),
            ("LINEABOVE", (0, -1), (-1, -1), 0.8, GRID),
        ],
    )
    story = heading("Feuille de caisse", info)
    story += [
        para(f"{colon('Droit d’inscription')} {summary.fee.french}.", BODY),
        para(
            f"{colon('Reçu')} {euros(summary.received_cents)} · "
            f"{colon('Reste dû')} {euros(summary.due_cents)} · "
            f"{colon('Attendu')} {euros(summary.expected_cents)}.",
            BODY,
        ),
        Spacer(1, 3 * mm),
        table,
        Spacer(1, 8 * mm),
        para(
            "Caisse arrêtée le ............ à ...... h ......, par ..............................",
            BODY,
        ),
    ]
    return build(
        path,
        story,
        title=f"Feuille de caisse — {info.name}",
        footer=f"{info.name} — feuille de caisse",
        wide=False,
    )
