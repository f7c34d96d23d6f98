"""A round's table plan, read from two metres: by table, then « où est ma table ? » by team name.

Each team is printed with its players under it: a player looks for a name of their own.
When the tables enter on phones, the plan carries one QR code: the public page's (« Où est ma
table ? » and the standings), which writes nothing. A table's own code opens its sheet for
writing: it is printed on that table's score sheet only, which sits on the table.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

from reportlab.lib.pagesizes import A4  # type: ignore[import-untyped]
from reportlab.lib.units import mm  # type: ignore[import-untyped]
from reportlab.platypus import PageBreak, Paragraph, Spacer, Table  # type: ignore[import-untyped]

from tournoi.exports.pdf import fonts, melee_plan
from tournoi.exports.pdf.layout import (
    BIG,
    BIG_BOLD,
    BIG_CENTRE,
    BODY,
    CELL_PADDING,
    MARGIN,
    TITLE,
    build,
    cell_para,
    cell_text,
    colon,
    event,
    fit_lines,
    heading,
    para,
    table_style,
    team_label,
    widths,
)
from tournoi.exports.pdf.qr import QrBlock
from tournoi.services.draws import DrawnTeam, RoundView, Seat
from tournoi.services.melee.pairs import Pairs
from tournoi.services.tournament.lifecycle import TournamentInfo

PLAYERS_SIZE = 12
"""The players' names under a team's, smaller than the team's (17 points)."""

PUBLIC_WIDTH = 60 * mm
"""The public page's code with its address under it."""
PUBLIC = (
    "Où est ma table ? Scannez ce code avec un téléphone sur le réseau Wi-Fi de la salle : "
    "la table de chaque équipe et le classement en direct. Chaque table saisit ses donnes "
    "avec le code imprimé sur sa propre feuille de marque."
)

_BESIDE_THE_NAMES = [("VALIGN", (0, 0), (-1, -1), "TOP")]
"""Table numbers and opponents on the line of the team's name, above its players."""


def _players(team: DrawnTeam, width: float) -> str:
    """The line under a team: ``Jean Martin, Anne Bernard``, escaped for a paragraph."""
    names = ", ".join(player.full_name for player in team.players)
    text = fit_lines(names, fonts.REGULAR, PLAYERS_SIZE, width - CELL_PADDING, 2)
    # The regular face, also under a name printed in bold.
    return f'<br/><font name="{fonts.REGULAR}" size={PLAYERS_SIZE}>{escape(text)}</font>'


def _side(team: DrawnTeam, pairs: Pairs | None, width: float) -> Paragraph:
    """A table's team, or in a mêlée its pair by its players."""
    return melee_plan.pair_cell(team, pairs, width) if pairs else _team(team, width)


def _team(team: DrawnTeam, width: float) -> Paragraph:
    """``12 Martin – Bernard`` and its players under it, for a table's line."""
    name = cell_text(team.name, BIG, width, 2)
    return Paragraph(f"<b>{team.number}</b> {name}{_players(team, width)}", BIG)


def _public_code(url: str, width: float) -> Table:
    """The public page's code beside what it opens: one code for the whole hall."""
    said = Table(
        [[QrBlock(url, width=PUBLIC_WIDTH - CELL_PADDING), para(PUBLIC, BODY)]],
        colWidths=[PUBLIC_WIDTH, width - PUBLIC_WIDTH],
    )
    said.setStyle([("VALIGN", (0, 0), (-1, -1), "MIDDLE")])
    return said


def write_table_plan(
    path: str | Path,
    *,
    info: TournamentInfo,
    round_view: RoundView,
    seats: Sequence[Seat],
    public_url: str | None = None,
    pairs: Pairs | None = None,
) -> int:
    """A round's plan, read from two metres: by table, then by team name (« où est ma table ? »).

    ``public_url``: the public page's address, printed as a QR code above the plan.
    ``pairs``: a mêlée's players of each pair and exempt group, by the team's number: the
    plan then names the players, by their numbers, and finds each one's table.
    """
    fonts.register()
    number = round_view.number
    width = A4[0] - 2 * MARGIN
    column_widths = widths(width, [22 * mm, None, None], [1, 1])
    team_width = column_widths[1]
    by_table: list[list[Any]] = [
        list(melee_plan.HEADERS) if pairs else ["Table", "Équipe A", "Équipe B"]
    ]
    for table in round_view.tables:
        by_table.append(
            [
                Paragraph(str(table.table), BIG_CENTRE),
                _side(table.a, pairs, team_width),
                _side(table.b, pairs, team_width),
            ]
        )
    plan = Table(by_table, colWidths=column_widths, repeatRows=1)
    plan.setStyle(
        table_style(
            header_size=12,
            body_size=17,
            extra=[*_BESIDE_THE_NAMES, ("ALIGN", (0, 0), (0, -1), "CENTER")],
        )
    )
    story = heading(f"Tour {number} — plan des tables", info)
    if public_url is not None:
        story += [_public_code(public_url, width), Spacer(1, 3 * mm)]
    story.append(plan)
    if round_view.bye is not None and pairs:
        story += [Spacer(1, 4 * mm), melee_plan.exempt_line(round_view.bye, pairs)]
    elif round_view.bye is not None:
        bye = round_view.bye
        label = team_label(bye.number, fit_lines(bye.name, fonts.BOLD, BIG_BOLD.fontSize, width))
        story += [
            Spacer(1, 4 * mm),
            Paragraph(
                f"{colon('Exempte')} équipe {escape(label)}" + _players(bye, width), BIG_BOLD
            ),
        ]

    story += [
        PageBreak(),
        para(f"Où est ma table ? — tour {number}", TITLE),
        event(info),
    ]
    if pairs:
        finder_widths = widths(width, [None, 16 * mm, 22 * mm, None], [1.1, 0.9])
        story += [
            para(melee_plan.FINDER_NOTE, BODY),
            Spacer(1, 3 * mm),
            melee_plan.player_finder(round_view, pairs, finder_widths),
        ]
    else:
        story += _team_finder(seats, width)
    return build(
        path,
        story,
        title=f"Plan des tables, tour {number} — {info.name}",
        footer=f"{info.name} — tour {number}, plan des tables",
        wide=False,
    )


def _team_finder(seats: Sequence[Seat], width: float) -> list[Any]:
    """« Où est ma table ? » by team name, its players under it."""
    finder_widths = widths(width, [None, 26 * mm, None], [1.1, 0.9])
    where: list[list[Any]] = [["Équipe", "Table", "Contre"]]
    for seat in seats:
        opponent = "" if seat.opponent is None else f"{seat.opponent.number} {seat.opponent.name}"
        where.append(
            [
                Paragraph(
                    f"{cell_text(seat.team.name, BIG_BOLD, finder_widths[0], 2)} "
                    f"<font size=12>({seat.team.number})</font>"
                    + _players(seat.team, finder_widths[0]),
                    BIG_BOLD,
                ),
                Paragraph(
                    # Whole in its narrow column.
                    "<font size=11>exempte</font>" if seat.table is None else str(seat.table),
                    BIG_CENTRE,
                ),
                cell_para(opponent, BIG, finder_widths[2], 2),
            ]
        )
    finder = Table(where, colWidths=finder_widths, repeatRows=1)
    finder.setStyle(
        table_style(
            header_size=12,
            body_size=17,
            extra=[*_BESIDE_THE_NAMES, ("ALIGN", (1, 0), (1, -1), "CENTER")],
        )
    )
    return [
        para("Équipes par ordre alphabétique, leurs joueurs sous leur nom.", BODY),
        Spacer(1, 3 * mm),
        finder,
    ]
