"""The standings (classement), A4 landscape: the round it covers, the rules in one line, the
criteria, one line per team, the withdrawn teams apart at the bottom."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any, Final

from reportlab.lib.pagesizes import A4, landscape  # type: ignore[import-untyped]
from reportlab.lib.styles import ParagraphStyle  # type: ignore[import-untyped]
from reportlab.lib.units import mm  # type: ignore[import-untyped]
from reportlab.platypus import Paragraph, Spacer, Table  # type: ignore[import-untyped]

from tournoi.exports.pdf import fonts
from tournoi.exports.pdf.layout import (
    BODY,
    CELL,
    CELL_BOLD,
    MARGIN,
    NBSP,
    SMALL,
    build,
    cell_para,
    cell_text,
    colon,
    fit_size,
    heading,
    para,
    rules_line,
    table_style,
    widths,
)
from tournoi.services.ranking import Criterion, StandingRow
from tournoi.services.settings import TournamentSettings
from tournoi.services.team_info import TeamInfo
from tournoi.services.tournaments import TournamentInfo


def _rank_text(row: StandingRow) -> str:
    return f"{row.rank}{NBSP}ex." if row.ex_aequo else str(row.rank)


_RANKING_COLUMNS: Final[tuple[tuple[str, Callable[[StandingRow], int], Criterion | None], ...]] = (
    ("Joués", lambda r: r.played, None),
    ("Gagnés", lambda r: r.won, Criterion.WINS),
    ("Nuls", lambda r: r.drawn, None),
    ("Perdus", lambda r: r.lost, None),
    ("Exempt", lambda r: r.byes, None),
    ("Pts cl.", lambda r: r.ranking_points, Criterion.RANKING_POINTS),
    ("Marqués", lambda r: r.points_for, Criterion.MARKS),
    ("Encaissés", lambda r: r.points_against, Criterion.MARKS_AGAINST),
    ("Diff.", lambda r: r.goal_average, Criterion.GOAL_AVERAGE),
    ("Buchholz", lambda r: r.buchholz, Criterion.BUCHHOLZ),
)


def title_of(after_round: int) -> str:
    """« Classement après la 3e partie »; before any result, « Classement ».

    >>> title_of(1), title_of(3), title_of(0)
    ('Classement après la 1re partie', 'Classement après la 3e partie', 'Classement')
    """
    if after_round < 1:
        return "Classement"
    ordinal = "1re" if after_round == 1 else f"{after_round}e"
    return f"Classement après la {ordinal} partie"


def write_standings(
    path: str | Path,
    *,
    info: TournamentInfo,
    settings: TournamentSettings,
    rows: Sequence[StandingRow],
    teams: Iterable[TeamInfo] = (),
    after_round: int | None = None,
) -> int:
    """The standings (classement), A4 landscape: the rules, the criteria, one line per team.

    ``teams`` give the players and clubs; a team not among them prints
    without. ``after_round``: the last round the standings count, by default
    the most parties a team has a result for.
    """
    fonts.register()
    if after_round is None:
        after_round = max((row.played for row in rows), default=0)
    by_number = {team.number: team for team in teams}
    criteria = settings.ranking.criteria
    columns = [
        (label, value, criterion)
        for label, value, criterion in _RANKING_COLUMNS
        if criterion is None
        or criterion in criteria
        or criterion in (Criterion.MARKS, Criterion.GOAL_AVERAGE, Criterion.MARKS_AGAINST)
    ]
    forfeits = any(row.forfeits_won or row.forfeits_lost for row in rows)
    header = ["Rang", "N°", "Équipe", "Joueurs", "Club", *(label for label, _, _ in columns)]
    if forfeits:
        header.append("Forfaits")
    numeric = [17.0 * mm] * len(columns) + ([15.0 * mm] if forfeits else [])
    page_width = landscape(A4)[0] - 2 * MARGIN
    column_widths = widths(
        page_width,
        [13 * mm, 10 * mm, None, None, None, *numeric],
        [0.37, 0.36, 0.27],
    )
    name_width, players_width, clubs_width = column_widths[2:5]
    data: list[list[Any]] = [header]
    apart: int | None = None
    for row in rows:
        if row.withdrawn and apart is None:
            apart = len(data)
            data.append(["Équipes retirées, classées à part", *[""] * (len(header) - 1)])
        team = by_number.get(row.number)
        name = cell_text(row.name, CELL_BOLD, name_width) + (" (retirée)" if row.withdrawn else "")
        players = (
            "<br/>".join(cell_text(p.full_name, CELL, players_width, 2) for p in team.players)
            if team
            else ""
        )
        line: list[Any] = [
            _rank_text(row),
            str(row.number),
            Paragraph(name, CELL_BOLD),
            Paragraph(players, CELL),
            cell_para(team.clubs if team else "", CELL, clubs_width),
            *(str(value(row)) for _, value, _ in columns),
        ]
        if forfeits:
            line.append(f"{row.forfeits_won} / {row.forfeits_lost}")
        data.append(line)
    emphasis = [
        ("FONTNAME", (5 + i, 1), (5 + i, -1), fonts.BOLD)
        for i, (_, _, criterion) in enumerate(columns)
        if criterion is not None and criterion in criteria
    ]
    style = table_style(
        header_size=7.5,
        body_size=8.5,
        extra=[
            ("ALIGN", (0, 0), (1, -1), "CENTER"),
            ("ALIGN", (5, 0), (-1, -1), "RIGHT"),
            ("FONTNAME", (0, 1), (0, -1), fonts.BOLD),
            *emphasis,
            *_apart_style(apart),
        ],
    )
    table = Table(data, colWidths=column_widths, repeatRows=1)
    table.setStyle(style)
    order = ", puis ".join(f"{n}. {c.french.lower()}" for n, c in enumerate(criteria, 1))
    rules = f"{rules_line(settings.rules)} Tournoi en {settings.rounds} parties."
    size = fit_size(rules, fonts.REGULAR, BODY.fontSize, page_width - 16)  # the frame's padding
    one_line = ParagraphStyle("rules-line", parent=BODY, fontSize=size, leading=size * 1.22)
    story = heading(title_of(after_round), info)
    story += [para(rules, one_line)]
    story += [
        Spacer(1, 2 * mm),
        para(f"{colon('Critères de classement, dans l’ordre')} {order}.", BODY),
        para(
            "Rang « ex. » : ex æquo. Colonnes en gras : critères du classement. "
            "Diff. : goal-average (marqués moins encaissés). Pts cl. : points de classement. "
            "Une équipe retirée est classée à part, après les équipes en lice.",
            SMALL,
        ),
        Spacer(1, 3 * mm),
        table,
    ]
    return build(
        path,
        story,
        title=f"{title_of(after_round)} — {info.name}",
        footer=f"{info.name} — classement",
        wide=True,
    )


def _apart_style(row: int | None) -> list[Any]:
    """The line that sets the withdrawn teams apart: one cell across, in italics."""
    if row is None:
        return []
    return [
        ("SPAN", (0, row), (-1, row)),
        ("ALIGN", (0, row), (-1, row), "LEFT"),
        ("FONTNAME", (0, row), (-1, row), fonts.BOLD),
        ("BACKGROUND", (0, row), (-1, row), "#e6e6e6"),
    ]
