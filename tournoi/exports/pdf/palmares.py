"""The palmarès, A4: after which round, each team by rank with its players and its prize."""

from __future__ import annotations

from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

from reportlab.lib.pagesizes import A4  # type: ignore[import-untyped]
from reportlab.lib.units import mm  # type: ignore[import-untyped]
from reportlab.platypus import Paragraph, Spacer, Table  # type: ignore[import-untyped]

from tournoi.exports.pdf import fonts
from tournoi.exports.pdf.layout import (
    BODY,
    CELL,
    CELL_BOLD,
    CELL_PADDING,
    MARGIN,
    NBSP,
    SHADE,
    SMALL,
    build,
    cell_para,
    cell_text,
    colon,
    fit_lines,
    heading,
    para,
    table_style,
    widths,
)
from tournoi.services.awards.palmares import Palmares
from tournoi.services.finals import HONOURS
from tournoi.services.tournament.lifecycle import TournamentInfo


def write_palmares(
    path: str | Path, *, info: TournamentInfo, palmares: Palmares, melee: bool = False
) -> int:
    """The palmarès to read out and pin up: every team by rank, the prize-winners shaded;
    in a ``melee``, every player, with his club."""
    fonts.register()
    column_widths = widths(A4[0] - 2 * MARGIN, [14 * mm, 10 * mm, None, None, None], [1, 0.9, 1.4])
    name_width, players_width, prize_width = column_widths[2:5]
    who = "Joueur" if melee else "Équipe"
    data: list[list[Any]] = [["Rang", "N°", who, "Club" if melee else "Joueurs", "Lot"]]
    shaded = []
    for index, line in enumerate(palmares.lines, start=1):
        name = cell_text(line.name, CELL_BOLD, name_width)
        withdrawn = "retiré" if melee else "retirée"
        name += f" <font size=7>({withdrawn})</font>" if line.withdrawn else ""
        name += f"<br/><font size=7>{escape(line.honour)}</font>" if line.honour else ""
        # A player is his own line's name: under « Club », his club alone.
        players = (
            ""
            if melee
            else "<br/>".join(cell_text(p, CELL, players_width, 2) for p in line.players)
        )
        if melee and line.clubs:
            players = cell_text(line.clubs, CELL, players_width, 2)
        elif line.clubs:
            clubs = fit_lines(line.clubs, fonts.REGULAR, 7, players_width - CELL_PADDING, 2)
            players += f"<br/><font size=7>{escape(clubs)}</font>"
        data.append(
            [
                f"{line.rank}{NBSP}ex." if line.ex_aequo else str(line.rank),
                str(line.number),
                Paragraph(name, CELL_BOLD),
                Paragraph(players, CELL),
                cell_para(line.prize_line, CELL_BOLD, prize_width),
            ]
        )
        if line.prize:
            shaded.append(("BACKGROUND", (0, index), (-1, index), SHADE))
    table = Table(data, colWidths=column_widths, repeatRows=1)
    table.setStyle(
        table_style(
            header_size=8.5,
            body_size=9.5,
            extra=[
                ("ALIGN", (0, 0), (1, -1), "CENTER"),
                ("FONTNAME", (0, 1), (0, -1), fonts.BOLD),
                *shaded,
            ],
        )
    )
    awarded = len(palmares.awarded)
    story = heading(palmares.title, info)
    story += [
        para(_awarded_words(awarded, len(palmares.lines), melee=melee), BODY),
        *_honours(palmares),
        Spacer(1, 3 * mm),
        table,
    ]
    for rank, numbers in palmares.split_ties:
        teams = ", ".join(f"n°{NBSP}{number}" for number in numbers)
        story += [
            Spacer(1, 2 * mm),
            para(
                f"Ex æquo au rang {rank} ({teams}) sans le même lot : l'ordre du classement "
                "les a départagés, à confirmer par l'organisateur (tirage au sort).",
                SMALL,
            ),
        ]
    if palmares.unawarded:
        story += [
            Spacer(1, 3 * mm),
            para(f"{colon('Lots non attribués')} {', '.join(palmares.unawarded)}.", SMALL),
        ]
    return build(
        path,
        story,
        title=f"{palmares.title} — {info.name}",
        footer=f"{info.name} — {palmares.title.lower()}",
        wide=False,
    )


def _awarded_words(awarded: int, ranked: int, *, melee: bool) -> str:
    """How many won a prize, and in which order the prizes went: said of teams or players."""
    plural = "s" if awarded > 1 else ""
    if melee:
        return (
            f"{awarded} joueur{plural} primé{plural} sur {ranked}. Les lots de classement "
            "d'abord, place par place, puis chaque prix spécial au meilleur joueur qui y a droit "
            "et n'a pas encore de lot."
        )
    return (
        f"{awarded} équipe{plural} primée{plural} sur {ranked}. Les lots de classement d'abord, "
        "place par place, puis chaque prix spécial à la meilleure équipe qui y a droit et n'a "
        "pas encore de lot."
    )


def _honours(palmares: Palmares) -> list[Any]:
    """The finals' titles, as the press reports them: « Vainqueurs du concours : … »."""
    honoured = sorted(
        (line for line in palmares.lines if line.honour), key=lambda one: HONOURS.index(one.honour)
    )
    return [
        Paragraph(
            f"<b>{escape(colon(line.honour))}</b> {escape(f'{line.number} {line.name}')}", BODY
        )
        for line in honoured
    ]
