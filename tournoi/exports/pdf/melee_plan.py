"""A mêlée's table plan: each pair by its players' numbers and names, the exempt ones named,
then « où est ma table ? » by player.

A pair is a team of its round only, numbered after the previous ones: no player
knows that number, each knows his own. The plan prints players' numbers only.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any
from xml.sax.saxutils import escape

from reportlab.platypus import Paragraph, Table  # type: ignore[import-untyped]

from tournoi.exports.pdf import fonts
from tournoi.exports.pdf.layout import (
    BIG,
    BIG_BOLD,
    BIG_CENTRE,
    CELL_PADDING,
    fit_text,
    table_style,
)
from tournoi.services.draws import DrawnTeam, RoundView
from tournoi.services.melee.pairs import Pairs, exempt_words, player_words
from tournoi.services.teams.natural_order import natural_key
from tournoi.services.teams.players import MeleePlayerInfo

HEADERS = ("Table", "Paire A", "Paire B")
FINDER_HEADERS = ("Joueur", "N°", "Table", "Avec")
FINDER_NOTE = "Joueurs par ordre alphabétique, avec leur équipier."


def pair_cell(team: DrawnTeam, pairs: Pairs, width: float) -> Paragraph:
    """``12 Paul MARTIN`` over ``34 Luc PETIT``, each player whole on his line."""
    players = pairs.get(team.number, ())
    lines = [player_words(p) for p in players] or [team.name]
    room = width - CELL_PADDING
    return Paragraph(
        "<br/>".join(escape(fit_text(line, fonts.REGULAR, BIG.fontSize, room)) for line in lines),
        BIG,
    )


def exempt_line(bye: DrawnTeam, pairs: Pairs) -> Paragraph:
    """« Exempts : 10 Hugo GIRARD, 14 Noé FONTAINE »."""
    return Paragraph(escape(exempt_words(pairs.get(bye.number, ()))), BIG_BOLD)


def _seated(view: RoundView, pairs: Pairs) -> list[tuple[MeleePlayerInfo, int | None, str]]:
    """Every player of the round with his table (``None`` when exempt) and his partner."""
    found: list[tuple[MeleePlayerInfo, int | None, str]] = []
    for table in view.tables:
        for team in (table.a, table.b):
            pair = pairs.get(team.number, ())
            for player in pair:
                partner = ", ".join(player_words(p) for p in pair if p is not player)
                found.append((player, table.table, partner))
    if view.bye is not None:
        found += [(player, None, "") for player in pairs.get(view.bye.number, ())]
    return sorted(
        found,
        key=lambda seat: (natural_key(f"{seat[0].surname} {seat[0].first_name}"), seat[0].number),
    )


def player_finder(view: RoundView, pairs: Pairs, widths: Sequence[float]) -> Table:
    """« Où est ma table ? » by player: his name, surname first, his number, table, partner."""
    rows: list[list[Any]] = [list(FINDER_HEADERS)]
    for player, table, partner in _seated(view, pairs):
        name = f"{player.surname} {player.first_name}"
        rows.append(
            [
                Paragraph(
                    escape(fit_text(name, fonts.BOLD, 17, widths[0] - CELL_PADDING)), BIG_BOLD
                ),
                Paragraph(str(player.number), BIG_CENTRE),
                Paragraph(
                    # Whole in its narrow column.
                    "<font size=11>exempt</font>" if table is None else str(table),
                    BIG_CENTRE,
                ),
                Paragraph(
                    f"<font size=12>{escape(fit_text(partner, fonts.REGULAR, 12, widths[3] - CELL_PADDING))}</font>",
                    BIG,
                ),
            ]
        )
    finder = Table(rows, colWidths=list(widths), repeatRows=1)
    finder.setStyle(
        table_style(
            header_size=12,
            body_size=17,
            extra=[("VALIGN", (0, 0), (-1, -1), "MIDDLE"), ("ALIGN", (1, 0), (2, -1), "CENTER")],
        )
    )
    return finder
