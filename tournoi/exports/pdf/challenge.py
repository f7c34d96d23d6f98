"""The season's challenge, A4 landscape: its rules in words, its concours, one line per person
with the points of each concours (those that do not count in brackets) and why ties fall as they do."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Final

from reportlab.lib.pagesizes import A4, landscape  # type: ignore[import-untyped]
from reportlab.lib.styles import ParagraphStyle  # type: ignore[import-untyped]
from reportlab.lib.units import mm  # type: ignore[import-untyped]
from reportlab.platypus import Spacer, Table  # type: ignore[import-untyped]

from tournoi.exports.pdf import fonts
from tournoi.exports.pdf.layout import (
    BODY,
    CELL,
    CELL_BOLD,
    EVENT,
    MARGIN,
    NBSP,
    SMALL,
    TITLE,
    build,
    cell_para,
    french_date,
    para,
    table_style,
    widths,
)
from tournoi.services.challenge import ChallengeRow, ConcoursInfo, Ranked, Season

PER_CONCOURS: Final = 12
"""Up to this many concours, each has its column; beyond, only the totals print."""

_NOTE: Final = ParagraphStyle("challenge-note", parent=CELL, fontSize=7, leading=8)


def write_challenge(path: str | Path, *, season: Season) -> int:
    """The challenge's standings on A4 landscape; the number of pages."""
    fonts.register()
    page_width = landscape(A4)[0] - 2 * MARGIN
    story: list[Any] = [para("Classement du challenge", TITLE), para(season.name, EVENT)]
    story += [para(line, SMALL) for line in season.rules.explained()]
    story += [Spacer(1, 2 * mm), para(_concours_line(season.concours), BODY), Spacer(1, 3 * mm)]
    story.append(_standings_table(season, page_width))
    return build(
        path,
        story,
        title=f"Classement du challenge — {season.name}",
        footer=f"{season.name} — classement du challenge",
        wide=True,
    )


def concours_label(info: ConcoursInfo) -> str:
    """« C2 : Été (samedi 12 juin 2027) », as the columns are named."""
    day = f" ({french_date(info.day)})" if info.day else ""
    return f"C{info.number}{NBSP}: {info.name}{day}"


def _concours_line(concours: tuple[ConcoursInfo, ...]) -> str:
    if not concours:
        return "Aucun concours n'a encore été ajouté au challenge."
    return "Concours : " + " ; ".join(concours_label(info) for info in concours) + "."


def _standings_table(season: Season, page_width: float) -> Any:
    per_concours = len(season.concours) <= PER_CONCOURS
    who = "Équipe" if season.rules.ranked is Ranked.TEAM else "Joueur"
    columns = [f"C{info.number}" for info in season.concours] if per_concours else []
    header = ["Rang", who, "Club", "Conc.", "Points", "Marques", "Gagnées", *columns, "Remarque"]
    fixed = [12 * mm, None, None, 12 * mm, 15 * mm, 17 * mm, 15 * mm]
    fixed += [12 * mm] * len(columns) + [None]
    column_widths = widths(page_width, fixed, [0.3, 0.2, 0.5])
    data: list[list[Any]] = [header]
    for row in season.rows:
        data.append(
            [
                _rank(row),
                cell_para(row.name, CELL_BOLD, column_widths[1], 2),
                cell_para(row.club, CELL, column_widths[2], 2),
                f"{row.counted}/{row.concours}" if row.counted != row.concours else row.concours,
                str(row.points),
                str(row.marks),
                str(row.wins),
                *(_concours_points(row, info) for info in season.concours if per_concours),
                cell_para(" ".join(filter(None, (row.tie, row.note))), _NOTE, column_widths[-1], 4),
            ]
        )
    table = Table(data, colWidths=column_widths, repeatRows=1)
    table.setStyle(
        table_style(
            header_size=7.5,
            body_size=8.5,
            extra=[
                ("ALIGN", (0, 0), (0, -1), "CENTER"),
                ("ALIGN", (3, 0), (-2, -1), "RIGHT"),
                ("FONTNAME", (0, 1), (0, -1), fonts.BOLD),
                ("FONTNAME", (4, 1), (4, -1), fonts.BOLD),
                ("VALIGN", (0, 1), (-1, -1), "TOP"),
            ],
        )
    )
    return table


def _rank(row: ChallengeRow) -> str:
    if row.rank is None:
        return "–"
    return f"{row.rank}{NBSP}ex." if row.ex_aequo else str(row.rank)


def _concours_points(row: ChallengeRow, info: ConcoursInfo) -> str:
    """The points of that concours; in brackets when beyond the best retained."""
    score = next((score for score in row.scores if score.number == info.number), None)
    if score is None:
        return ""
    return str(score.points) if score.counted else f"({score.points})"
