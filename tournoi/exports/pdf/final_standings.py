"""The standings once the finals are drawn: the final ranking (the stage each team reached,
then its qualifying rank), and on the next page the qualifying rounds' standings that seeded
the brackets. The parties of the finals are never counted with the qualifying ones: a
consolante's winner is not ahead of a semi-finalist for having won more parties."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from reportlab.lib.pagesizes import A4, landscape  # type: ignore[import-untyped]
from reportlab.lib.units import mm  # type: ignore[import-untyped]
from reportlab.platypus import PageBreak, Spacer, Table  # type: ignore[import-untyped]

from tournoi.exports.pdf import fonts
from tournoi.exports.pdf.layout import (
    BODY,
    CELL,
    CELL_BOLD,
    MARGIN,
    build,
    cell_para,
    heading,
    para,
    table_style,
    widths,
)
from tournoi.exports.pdf.standings import standings_story
from tournoi.services.finals import RANKING_RULE, FinalRow
from tournoi.services.ranking import StandingRow
from tournoi.services.settings import TournamentSettings
from tournoi.services.teams.info import TeamInfo
from tournoi.services.tournament.lifecycle import TournamentInfo

FINAL_TITLE = "Classement final"


def qualifying_title(after_round: int) -> str:
    """The qualifying standings' title: the round they stop at.

    >>> qualifying_title(3)
    'Classement des tours qualificatifs, après la 3e partie'
    """
    ordinal = "1re" if after_round == 1 else f"{after_round}e"
    return f"Classement des tours qualificatifs, après la {ordinal} partie"


def write_final_standings(
    path: str | Path,
    *,
    info: TournamentInfo,
    settings: TournamentSettings,
    ranking: Sequence[FinalRow],
    qualifying: Sequence[StandingRow],
    after_round: int,
    teams: Iterable[TeamInfo] = (),
    ties: Mapping[int, str] | None = None,
) -> int:
    """The final ranking, then the standings after the last qualifying round ``after_round``;
    ``ties``: by team number, how its matches of the finals ended equal were decided."""
    fonts.register()
    story = [
        *heading(FINAL_TITLE, info),
        para(RANKING_RULE, BODY),
        Spacer(1, 3 * mm),
        _ranking_table(ranking, ties or {}),
        PageBreak(),
        *standings_story(
            info=info,
            settings=settings,
            rows=qualifying,
            teams=teams,
            title=qualifying_title(after_round),
        ),
    ]
    return build(
        path,
        story,
        title=f"{FINAL_TITLE} — {info.name}",
        footer=f"{info.name} — classement final",
        wide=True,
    )


_HEADER = ("Rang", "N°", "Équipe", "Parcours", "Rang des qualifications", "Jouées", "Gagnées")


def _ranking_table(ranking: Sequence[FinalRow], ties: Mapping[int, str]) -> Any:
    page_width = landscape(A4)[0] - 2 * MARGIN
    column_widths = widths(
        page_width, [14 * mm, 12 * mm, None, None, 40 * mm, 18 * mm, 18 * mm], [0.55, 0.45]
    )
    data: list[list[Any]] = [list(_HEADER)]
    for row in ranking:
        standing = row.standing
        data.append([
            str(row.rank),
            str(standing.number),
            cell_para(standing.name, CELL_BOLD, column_widths[2], 2),
            cell_para(_stage(row, ties), CELL, column_widths[3], 3),
            str(row.qualifying_rank),
            str(standing.played),
            str(standing.won),
        ])  # fmt: skip
    table = Table(data, colWidths=column_widths, repeatRows=1)
    table.setStyle(
        table_style(
            header_size=8,
            body_size=9,
            extra=[
                ("ALIGN", (0, 0), (1, -1), "CENTER"),
                ("ALIGN", (4, 0), (-1, -1), "RIGHT"),
                ("FONTNAME", (0, 1), (0, -1), fonts.BOLD),
                ("VALIGN", (0, 1), (-1, -1), "TOP"),
            ],
        )
    )
    return table


def _stage(row: FinalRow, ties: Mapping[int, str]) -> str:
    """The stage reached, and how a match of it ended equal was decided (the seed rule)."""
    tie = ties.get(row.standing.number)
    return row.stage if tie is None else f"{row.stage} ; {tie}"
