"""The standings (classement), A4 landscape: the round it covers, the rules in one line, the
criteria, one line per team (per player in a mêlée), the withdrawn apart at the bottom."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any, Final
from xml.sax.saxutils import escape

from reportlab.lib.pagesizes import A4, landscape  # type: ignore[import-untyped]
from reportlab.lib.styles import ParagraphStyle  # type: ignore[import-untyped]
from reportlab.lib.units import mm  # type: ignore[import-untyped]
from reportlab.pdfbase.pdfmetrics import stringWidth  # type: ignore[import-untyped]
from reportlab.platypus import Paragraph, Spacer, Table  # type: ignore[import-untyped]

from tournoi.exports.pdf import fonts
from tournoi.exports.pdf.layout import (
    BODY,
    CELL,
    CELL_BOLD,
    CELL_PADDING,
    MARGIN,
    NBSP,
    SMALL,
    build,
    cell_para,
    colon,
    fit_size,
    fit_text,
    heading,
    para,
    rules_line,
    table_style,
    widths,
)
from tournoi.services.ranking import Criterion, StandingRow
from tournoi.services.settings import TournamentSettings
from tournoi.services.teams.info import TeamInfo
from tournoi.services.teams.players import MeleePlayerInfo
from tournoi.services.tournament.lifecycle import TournamentInfo


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
    players: Iterable[MeleePlayerInfo] | None = None,
    after_round: int | None = None,
) -> int:
    """The standings (classement), A4 landscape: the rules, the criteria, one line per team.

    ``teams`` give the players and clubs; a team not among them prints
    without. A mêlée's standings are given its ``players``: one line per
    player, his name and club. ``after_round``: the last round the standings
    count, by default the most parties a team has a result for.
    """
    fonts.register()
    if after_round is None:
        after_round = max((row.played for row in rows), default=0)
    story = standings_story(
        info=info,
        settings=settings,
        rows=rows,
        teams=teams,
        players=players,
        title=title_of(after_round),
    )
    return build(
        path,
        story,
        title=f"{title_of(after_round)} — {info.name}",
        footer=f"{info.name} — classement",
        wide=True,
    )


def standings_story(
    *,
    info: TournamentInfo,
    settings: TournamentSettings,
    rows: Sequence[StandingRow],
    teams: Iterable[TeamInfo],
    title: str,
    players: Iterable[MeleePlayerInfo] | None = None,
) -> list[Any]:
    """The standings under ``title``, for a document of its own or after the final ranking;
    a mêlée's, given its ``players``, one line per player."""
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
    labels = [label for label, _, _ in columns] + (["Forfaits"] if forfeits else [])
    names = ["Joueur", "Club"] if players is not None else ["Équipe", "Joueurs", "Club"]
    header = ["Rang", "N°", *names, *labels]
    first_figure = 2 + len(names)
    numeric = [_figure_width(label) for label in labels]
    page_width = landscape(A4)[0] - 2 * MARGIN
    column_widths = widths(
        page_width,
        [12 * mm, 9 * mm, *[None] * len(names), *numeric],
        [0.6, 0.4] if players is not None else [0.36, 0.38, 0.26],
    )
    name_widths = column_widths[2:first_figure]
    clubs = {p.number: p.club or "" for p in players or ()}
    data: list[list[Any]] = [header]
    apart: int | None = None
    for row in rows:
        if row.withdrawn and apart is None:
            apart = len(data)
            data.append([_APART[players is not None], *[""] * (len(header) - 1)])
        line: list[Any] = [
            _rank_text(row),
            str(row.number),
            *(
                _player_cells(row, clubs.get(row.number, ""), name_widths)
                if players is not None
                else _team_cells(row, by_number.get(row.number), name_widths)
            ),
            *(str(value(row)) for _, value, _ in columns),
        ]
        if forfeits:
            line.append(f"{row.forfeits_won} / {row.forfeits_lost}")
        data.append(line)
    emphasis = [
        ("FONTNAME", (first_figure + i, 1), (first_figure + i, -1), fonts.BOLD)
        for i, (_, _, criterion) in enumerate(columns)
        if criterion is not None and criterion in criteria
    ]
    style = table_style(
        header_size=7.5,
        body_size=8.5,
        extra=[
            ("ALIGN", (0, 0), (1, -1), "CENTER"),
            ("ALIGN", (first_figure, 0), (-1, -1), "RIGHT"),
            ("FONTNAME", (0, 1), (0, -1), fonts.BOLD),
            # A team's first line (rank, name, first player, figures) reads across the page.
            ("VALIGN", (0, 1), (-1, -1), "TOP"),
            ("TOPPADDING", (0, 1), (-1, -1), 1),
            ("BOTTOMPADDING", (0, 1), (-1, -1), 1.5),
            ("LEFTPADDING", (first_figure, 0), (-1, -1), _FIGURE_PADDING),
            ("RIGHTPADDING", (first_figure, 0), (-1, -1), _FIGURE_PADDING),
            *emphasis,
            *_apart_style(apart),
        ],
    )
    table = Table(data, colWidths=column_widths, repeatRows=1)
    table.setStyle(style)
    order = ", puis ".join(f"{n}. {c.french.lower()}" for n, c in enumerate(criteria, 1))
    rules = (
        f"{rules_line(settings.rules, minutes=settings.partie_minutes)} "
        f"Tournoi en {settings.rounds} parties."
    )
    size = fit_size(rules, fonts.REGULAR, BODY.fontSize, page_width - 16)  # the frame's padding
    one_line = ParagraphStyle("rules-line", parent=BODY, fontSize=size, leading=size * 1.22)
    story = heading(title, info)
    story += [para(rules, one_line)]
    return [
        *story,
        Spacer(1, 2 * mm),
        para(f"{colon('Critères de classement, dans l’ordre')} {order}.", BODY),
        para(legend(labels, withdrawn=apart is not None, melee=players is not None), SMALL),
        Spacer(1, 3 * mm),
        table,
    ]


_FIGURE_PADDING: Final = 4
"""A figure's cell padding on each side, narrower than the text's."""


def _figure_width(label: str) -> float:
    """A figure's column: its heading on one line, or six characters (« -99999 »)."""
    widest: float = max(stringWidth(label, fonts.BOLD, 7.5), stringWidth("-99999", fonts.BOLD, 8.5))
    return widest + 2 * _FIGURE_PADDING + 1


_PLAYERS: Final = ParagraphStyle("standings-players", parent=CELL, fontSize=7.5, leading=8.6)
_NAME: Final = ParagraphStyle("standings-name", parent=CELL_BOLD, fontSize=8, leading=8.6)

_LEGEND: Final = {
    "Exempt": "Exempt : tours sans adversaire.",
    "Diff.": "Diff. : goal-average (marqués moins encaissés).",
    "Pts cl.": "Pts cl. : points de classement.",
    "Buchholz": "Buchholz : parties gagnées par les adversaires rencontrés.",
    "Forfaits": "Forfaits : parties gagnées / perdues par forfait.",
}
"""What a column's short heading means, said only when the column is printed."""


_APART: Final = {
    False: "Équipes retirées, classées à part",
    True: "Joueurs retirés, classés à part",
}
"""The line above the withdrawn, by whether the standings rank players (a mêlée)."""


def legend(labels: Sequence[str], *, withdrawn: bool, melee: bool = False) -> str:
    """The words under the criteria: the columns printed, and only those.

    >>> legend(["Joués", "Diff."], withdrawn=False)
    'Rang « ex. » : ex æquo. Colonnes en gras : critères du classement. Diff. : goal-average (marqués moins encaissés).'
    >>> legend(["Joués"], withdrawn=True, melee=True)[-62:]
    'Un joueur retiré est classé à part, après les joueurs en lice.'
    """
    parts = ["Rang « ex. » : ex æquo.", "Colonnes en gras : critères du classement."]
    parts += [_LEGEND[label] for label in labels if label in _LEGEND]
    if withdrawn and melee:
        parts.append("Un joueur retiré est classé à part, après les joueurs en lice.")
    elif withdrawn:
        parts.append("Une équipe retirée est classée à part, après les équipes en lice.")
    return " ".join(parts)


def _team_cells(row: StandingRow, team: TeamInfo | None, cells: Sequence[float]) -> list[Any]:
    """Name, players and clubs in two short lines (a player on each), so that a club's sixty
    teams fit in three pages."""
    name_width, players_width, clubs_width = cells
    name = row.name + (" (retirée)" if row.withdrawn else "")
    players = (
        "<br/>".join(_one_line(p.full_name, _PLAYERS, players_width) for p in team.players)
        if team
        else ""
    )
    return [
        cell_para(name, _NAME, name_width, 2),
        Paragraph(players, _PLAYERS),
        Paragraph(_one_line(team.clubs if team else "", CELL, clubs_width), CELL),
    ]


def _player_cells(row: StandingRow, club: str, cells: Sequence[float]) -> list[Any]:
    """A mêlée's player: his name and his club."""
    name_width, club_width = cells
    name = row.name + (" (retiré)" if row.withdrawn else "")
    return [
        cell_para(name, _NAME, name_width, 2),
        Paragraph(_one_line(club, CELL, club_width), CELL),
    ]


def _one_line(text: str, style: Any, width: float) -> str:
    """``text`` cut with « … » to one line of a cell ``width`` wide, escaped."""
    return escape(fit_text(text, style.fontName, style.fontSize, width - CELL_PADDING))


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
