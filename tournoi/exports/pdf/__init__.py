"""PDF documents, A4 and in French: standings, table plan, score sheets, team list.

Each writer takes the data the services return and writes one file; it
never opens a database. It returns the number of pages written. The lists
(standings, plan, teams) flow through reportlab's platypus with the table
header repeated on every page and « page x / y » at the foot; the score
sheets are drawn straight on the canvas, two to a page when they fit, for
speed: a round of 250 tables prints in a second or two.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any, Final
from xml.sax.saxutils import escape

from reportlab.lib import colors  # type: ignore[import-untyped]
from reportlab.lib.enums import TA_CENTER  # type: ignore[import-untyped]
from reportlab.lib.pagesizes import A4, landscape  # type: ignore[import-untyped]
from reportlab.lib.styles import ParagraphStyle  # type: ignore[import-untyped]
from reportlab.lib.units import mm  # type: ignore[import-untyped]
from reportlab.pdfbase.pdfmetrics import stringWidth  # type: ignore[import-untyped]
from reportlab.pdfgen.canvas import Canvas  # type: ignore[import-untyped]
from reportlab.platypus import (  # type: ignore[import-untyped]
    PageBreak,
    Paragraph,
    SimpleDocTemplate,
    Spacer,
    Table,
    TableStyle,
)

from engine import CAPOT, Coinche, Donne, PerTeam, Rules, Team
from engine.annonces import Annonce, AnnonceKind
from engine.cards import Rank
from tournoi.exports.pdf import fonts
from tournoi.services.draws import RoundView, Seat
from tournoi.services.ranking import Criterion, StandingRow
from tournoi.services.scores import DonneLine, SheetView
from tournoi.services.settings import TournamentSettings
from tournoi.services.teams import TeamInfo
from tournoi.services.tournaments import TournamentInfo

NBSP: Final = "\u00a0"
RED: Final = colors.Color(0.78, 0.08, 0.08)
GRID: Final = colors.Color(0.35, 0.35, 0.35)
SHADE: Final = colors.Color(0.90, 0.91, 0.93)
STRIPE: Final = colors.Color(0.97, 0.97, 0.98)
MARGIN: Final = 15 * mm
RED_SUITS: Final = frozenset("♥♦")

_DAYS: Final = ("lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche")
_MONTHS: Final = ("janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août",
                  "septembre", "octobre", "novembre", "décembre")  # fmt: skip


def quoted(text: str) -> str:
    """French quotes, with the non-breaking spaces inside.

    >>> quoted("Les As") == "«\\u00a0Les As\\u00a0»"
    True
    """
    return f"«{NBSP}{text}{NBSP}»"


def colon(label: str) -> str:
    """A label and its colon, a non-breaking space between (French typography)."""
    return f"{label}{NBSP}:"


def french_date(day: date) -> str:
    """``samedi 21 novembre 2026``; the first of the month is ``1er``.

    >>> french_date(date(2026, 11, 1))
    'dimanche 1er novembre 2026'
    """
    number = "1er" if day.day == 1 else str(day.day)
    return f"{_DAYS[day.weekday()]} {number} {_MONTHS[day.month - 1]} {day.year}"


def team_label(number: int, name: str) -> str:
    """``n° 12 « Les As »``."""
    return f"n°{NBSP}{number} {quoted(name)}"


# Styles -------------------------------------------------------------------


def _style(name: str, size: float, *, bold: bool = False, **options: Any) -> Any:
    return ParagraphStyle(
        name,
        fontName=fonts.BOLD if bold else fonts.REGULAR,
        fontSize=size,
        leading=size * 1.22,
        **options,
    )


TITLE: Final = _style("title", 20, bold=True, spaceAfter=2 * mm)
EVENT: Final = _style("event", 13, bold=True, spaceAfter=1 * mm)
BODY: Final = _style("body", 9.5)
SMALL: Final = _style("small", 8)
CELL: Final = _style("cell", 8.5)
CELL_BOLD: Final = _style("cell-bold", 8.5, bold=True)
BIG: Final = _style("big", 17)
BIG_BOLD: Final = _style("big-bold", 17, bold=True)
BIG_CENTRE: Final = _style("big-centre", 20, bold=True, alignment=TA_CENTER)


def _para(text: str, style: Any) -> Any:
    return Paragraph(escape(text), style)


def _heading(title: str, info: TournamentInfo) -> list[Any]:
    """The document's title, then the tournament: name, day, place, organiser, arbiter."""
    story = [_para(title, TITLE), _para(info.name, EVENT)]
    where = [french_date(info.day).capitalize()] if info.day else []
    where += [info.place] if info.place else []
    people = [f"{colon('Organisation')} {info.organiser}"] if info.organiser else []
    people += [f"{colon('Arbitre')} {info.arbiter}"] if info.arbiter else []
    for line in (" · ".join(where), " · ".join(people)):
        if line:
            story.append(_para(line, BODY))
    story.append(Spacer(1, 3 * mm))
    return story


def _table_style(*, header_size: float, body_size: float, extra: Iterable[Any] = ()) -> Any:
    return TableStyle(
        [
            ("FONTNAME", (0, 0), (-1, 0), fonts.BOLD),
            ("FONTSIZE", (0, 0), (-1, 0), header_size),
            ("FONTNAME", (0, 1), (-1, -1), fonts.REGULAR),
            ("FONTSIZE", (0, 1), (-1, -1), body_size),
            ("LEADING", (0, 1), (-1, -1), body_size * 1.2),
            ("BACKGROUND", (0, 0), (-1, 0), SHADE),
            ("ROWBACKGROUNDS", (0, 1), (-1, -1), [colors.white, STRIPE]),
            ("LINEBELOW", (0, 0), (-1, 0), 0.8, GRID),
            ("LINEBELOW", (0, 1), (-1, -1), 0.25, colors.lightgrey),
            ("BOX", (0, 0), (-1, -1), 0.6, GRID),
            ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
            ("TOPPADDING", (0, 0), (-1, -1), 2),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 3),
            *extra,
        ]
    )


# Numbered pages -------------------------------------------------------------


class _NumberedCanvas(Canvas):  # type: ignore[misc]
    """Keeps every page until the end, so that each can say « page x / y »."""

    def __init__(self, *args: Any, footer: str, counter: list[int], **kwargs: Any) -> None:
        kwargs["initialFontName"] = fonts.REGULAR
        super().__init__(*args, **kwargs)
        self._footer = footer
        self._counter = counter
        self._pages: list[dict[str, Any]] = []

    def showPage(self) -> None:  # noqa: N802 (reportlab)
        self._pages.append(dict(self.__dict__))
        self._startPage()

    def save(self) -> None:
        total = len(self._pages)
        self._counter.append(total)
        for state in self._pages:
            self.__dict__.update(state)
            _page_footer(self, self._footer, self.getPageNumber(), total)
            super().showPage()
        super().save()


def _page_footer(canvas: Any, text: str, page: int, total: int) -> None:
    width = canvas._pagesize[0]
    canvas.saveState()
    canvas.setFont(fonts.REGULAR, 7.5)
    canvas.setFillColor(GRID)
    canvas.drawString(MARGIN, 8 * mm, _fit_text(text, fonts.REGULAR, 7.5, width / 2))
    canvas.drawRightString(width - MARGIN, 8 * mm, f"page {page} / {total}")
    canvas.restoreState()


def _build(path: str | Path, story: list[Any], *, title: str, footer: str, wide: bool) -> int:
    fonts.register()
    document = SimpleDocTemplate(
        str(path),
        pagesize=landscape(A4) if wide else A4,
        leftMargin=MARGIN,
        rightMargin=MARGIN,
        topMargin=MARGIN,
        bottomMargin=MARGIN + 3 * mm,
        title=title,
        author="Tournoi de belote",
        lang="fr",
    )
    counter: list[int] = []

    def canvas_maker(*args: Any, **kwargs: Any) -> Any:
        return _NumberedCanvas(*args, footer=footer, counter=counter, **kwargs)

    document.build(story, canvasmaker=canvas_maker)
    return counter[-1]


def _widths(total: float, fixed: Sequence[float | None], shares: Sequence[float]) -> list[float]:
    """Column widths: the fixed ones as given, the others (``None``) share what is left."""
    left = total - sum(width for width in fixed if width is not None)
    share = iter(shares)
    weights = [next(share) if width is None else 0.0 for width in fixed]
    scale = left / sum(weights)
    return [
        width if width is not None else weight * scale
        for width, weight in zip(fixed, weights, strict=True)
    ]


# Standings ----------------------------------------------------------------


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


def write_standings(
    path: str | Path,
    *,
    info: TournamentInfo,
    settings: TournamentSettings,
    rows: Sequence[StandingRow],
    teams: Iterable[TeamInfo] = (),
) -> int:
    """The standings (classement), A4 landscape: the rules, the criteria, one line per team.

    ``teams`` give the players and clubs; a team not among them prints without.
    """
    fonts.register()
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
    data: list[list[Any]] = [header]
    for row in rows:
        team = by_number.get(row.number)
        name = row.name + (" (retirée)" if row.withdrawn else "")
        players = "<br/>".join(escape(p.full_name) for p in team.players) if team else ""
        line: list[Any] = [
            _rank_text(row),
            str(row.number),
            Paragraph(escape(name), CELL_BOLD),
            Paragraph(players, CELL),
            Paragraph(escape(team.clubs if team else ""), CELL),
            *(str(value(row)) for _, value, _ in columns),
        ]
        if forfeits:
            line.append(f"{row.forfeits_won} / {row.forfeits_lost}")
        data.append(line)
    numeric = [17.0 * mm] * len(columns) + ([15.0 * mm] if forfeits else [])
    widths = _widths(
        landscape(A4)[0] - 2 * MARGIN,
        [13 * mm, 10 * mm, None, None, None, *numeric],
        [0.37, 0.36, 0.27],
    )
    emphasis = [
        ("FONTNAME", (5 + i, 1), (5 + i, -1), fonts.BOLD)
        for i, (_, _, criterion) in enumerate(columns)
        if criterion is not None and criterion in criteria
    ]
    style = _table_style(
        header_size=7.5,
        body_size=8.5,
        extra=[
            ("ALIGN", (0, 0), (1, -1), "CENTER"),
            ("ALIGN", (5, 0), (-1, -1), "RIGHT"),
            ("FONTNAME", (0, 1), (0, -1), fonts.BOLD),
            *emphasis,
        ],
    )
    table = Table(data, colWidths=widths, repeatRows=1)
    table.setStyle(style)
    order = ", puis ".join(f"{n}. {c.french.lower()}" for n, c in enumerate(criteria, 1))
    story = _heading("Classement", info)
    story += [_para(line, BODY) for line in settings.describe()]
    story += [
        Spacer(1, 2 * mm),
        _para(f"{colon('Critères de classement, dans l’ordre')} {order}.", BODY),
        _para(
            "Rang « ex. » : ex æquo. Colonnes en gras : critères du classement. "
            "Diff. : goal-average (marqués moins encaissés). Pts cl. : points de classement.",
            SMALL,
        ),
        Spacer(1, 3 * mm),
        table,
    ]
    return _build(
        path,
        story,
        title=f"Classement — {info.name}",
        footer=f"{info.name} — classement",
        wide=True,
    )


# Table plan ---------------------------------------------------------------


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
    plan = Table(by_table, colWidths=_widths(width, [22 * mm, None, None], [1, 1]), repeatRows=1)
    plan.setStyle(
        _table_style(header_size=12, body_size=17, extra=[("ALIGN", (0, 0), (0, -1), "CENTER")])
    )
    story = _heading(f"Tour {number} — plan des tables", info)
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
    finder = Table(where, colWidths=_widths(width, [None, 26 * mm, None], [1.1, 0.9]), repeatRows=1)
    finder.setStyle(
        _table_style(header_size=12, body_size=17, extra=[("ALIGN", (1, 0), (1, -1), "CENTER")])
    )
    story += [
        PageBreak(),
        _para(f"Où est ma table ? — tour {number}", TITLE),
        _para(info.name, EVENT),
    ]
    story += [_para("Équipes par ordre alphabétique.", BODY), Spacer(1, 3 * mm), finder]
    return _build(
        path,
        story,
        title=f"Plan des tables, tour {number} — {info.name}",
        footer=f"{info.name} — tour {number}, plan des tables",
        wide=False,
    )


# Team list ----------------------------------------------------------------


def write_team_list(path: str | Path, *, info: TournamentInfo, teams: Sequence[TeamInfo]) -> int:
    """The registration desk's list: every team by number, its players, clubs, licences, a box to tick."""
    fonts.register()
    data: list[list[Any]] = [["N°", "Équipe", "Joueur 1", "Joueur 2", "Club", "État", "Présente"]]
    for team in sorted(teams, key=lambda t: t.number):
        players = []
        for player in team.players:
            text = escape(player.full_name)
            if player.licence:
                text += f"<br/><font size=7>licence {escape(player.licence)}</font>"
            players.append(Paragraph(text, CELL))
        table = (
            f"<br/><font size=7>table fixe {team.fixed_table}</font>" if team.fixed_table else ""
        )
        data.append(
            [
                str(team.number),
                Paragraph(f"<b>{escape(team.name)}</b>{table}", CELL),
                *players,
                Paragraph(escape(team.clubs), CELL),
                Paragraph(escape(team.status), CELL),
                "☐",
            ]
        )
    widths = _widths(
        A4[0] - 2 * MARGIN, [11 * mm, None, None, None, None, 24 * mm, 19 * mm], [1.1, 1, 1, 0.9]
    )
    table = Table(data, colWidths=widths, repeatRows=1)
    table.setStyle(
        _table_style(
            header_size=8.5,
            body_size=9,
            extra=[
                ("ALIGN", (0, 0), (0, -1), "CENTER"),
                ("FONTNAME", (0, 1), (0, -1), fonts.BOLD),
                ("ALIGN", (-1, 0), (-1, -1), "CENTER"),
                ("FONTSIZE", (-1, 1), (-1, -1), 12),
                ("LEADING", (-1, 1), (-1, -1), 12),
            ],
        )
    )
    story = _heading("Liste des équipes", info)
    story += [
        _para(f"{len(teams)} équipes, {2 * len(teams)} joueurs.", BODY),
        Spacer(1, 3 * mm),
        table,
    ]
    return _build(
        path, story, title=f"Équipes — {info.name}", footer=f"{info.name} — équipes", wide=False
    )


# Score sheets ---------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SheetBlank:
    """What a blank score sheet is filled in with: the round, the table, both teams."""

    round: int
    table: int
    teams: PerTeam[TeamInfo]

    @classmethod
    def of_round(cls, round_view: RoundView, teams: Iterable[TeamInfo]) -> list[SheetBlank]:
        """One blank sheet per table of ``round_view``, in table order."""
        by_number = {team.number: team for team in teams}
        return [
            cls(
                round_view.number,
                table.table,
                PerTeam(by_number[table.a.number], by_number[table.b.number]),
            )
            for table in round_view.tables
        ]


@dataclass(frozen=True, slots=True)
class _Sheet:
    round: int
    table: int
    names: PerTeam[str]
    players: PerTeam[str]
    lines: tuple[DonneLine, ...] | None
    """``None`` for a blank sheet."""
    totals: PerTeam[int] | None = None
    result: str = ""
    paper: PerTeam[int] | None = None
    corrections: tuple[str, ...] = ()
    """The audit trail's corrections of the sheet, printed above its totals."""


_HEADERS: Final = {
    "number": ("N°", 7.0),
    "taker": ("Preneur", 13.0),
    "contract": ("Contrat", 13.0),
    "trump": ("Atout", 11.0),
    "coinche": ("Contre", 16.0),
    "points": ("Points", 13.0),
    "capot": ("Capot", 11.0),
    "belotes": ("Belote", 12.0),
    "annonces": ("Annonces", 30.0),
    "result": ("Résultat", 15.0),
    "marks_a": ("Marque A", 15.0),
    "marks_b": ("Marque B", 15.0),
    "total_a": ("Total A", 16.0),
    "total_b": ("Total B", 16.0),
}
_RANKS: Final = {Rank.SEVEN: "7", Rank.EIGHT: "8", Rank.NINE: "9", Rank.TEN: "10",
                 Rank.JACK: "V", Rank.QUEEN: "D", Rank.KING: "R", Rank.ACE: "A"}  # fmt: skip
_KINDS: Final = {AnnonceKind.TIERCE: "tierce", AnnonceKind.CINQUANTE: "50",
                 AnnonceKind.CENT: "100", AnnonceKind.CARRE: "carré"}  # fmt: skip

PAGE_W, PAGE_H = A4
SHEET_MARGIN: Final = 9 * mm
CUT: Final = 7 * mm
"""The space between the two sheets of a page, with the dashed cutting line."""
HALF_H: Final = (PAGE_H - 2 * SHEET_MARGIN - CUT) / 2
FULL_H: Final = PAGE_H - 2 * SHEET_MARGIN
TOP_H: Final = 25 * mm
"""Title, rules and teams above the grid."""
BOTTOM_H: Final = 24 * mm
"""Final totals and signatures below the grid."""
ROW_H: Final = 5.4 * mm
HEAD_H: Final = 6 * mm


def _columns(rules: Rules) -> list[str]:
    return [
        key
        for key in _HEADERS
        if (rules.is_contree or key not in ("contract", "coinche"))
        and (rules.annonces or key != "annonces")
    ]


def _rows_fitting(height: float) -> int:
    return int((height - TOP_H - BOTTOM_H - HEAD_H) // ROW_H)


def _rows_needed(rules: Rules) -> int:
    """Rows a blank sheet should offer: the donnes of the partie, or enough to reach the target."""
    if rules.donnes is not None:
        return rules.donnes + 1
    assert rules.target is not None
    return math.ceil(rules.target / 70)


def _annonce(annonce: Annonce) -> str:
    label = f"{_KINDS[annonce.kind]} {_RANKS[annonce.high]}"
    return label if annonce.suit is None else label + annonce.suit.symbol


def _cell(line: DonneLine, key: str) -> str:
    donne: Donne = line.donne
    if key == "number":
        return str(line.number)
    if key in ("marks_a", "marks_b"):
        return str(line.marks[Team.A if key == "marks_a" else Team.B])
    if key in ("total_a", "total_b"):
        return str(line.totals[Team.A if key == "total_a" else Team.B])
    if key == "result":
        if line.litige:
            return "litige"
        return "blanche" if line.made is None else ("fait" if line.made else "chuté")
    if donne.taker is None:
        return "passe" if key == "taker" else ""
    if key == "taker":
        return donne.taker.value
    if key == "contract":
        return (
            ""
            if donne.contract is None
            else ("capot" if donne.contract == CAPOT else str(donne.contract))
        )
    if key == "trump":
        return "" if donne.trump is None else donne.trump.label
    if key == "coinche":
        return {Coinche.NONE: "", Coinche.CONTRE: "contré", Coinche.SURCONTRE: "surcontré"}[
            donne.coinche
        ]
    if key == "points":
        return "" if donne.points is None else str(donne.points)
    if key == "capot":
        return "" if donne.capot is None else donne.capot.value
    if key == "belotes":
        return " ".join(
            team.value if count == 1 else f"{team.value}×{count}"
            for team in Team
            if (count := donne.belotes[team])
        )
    return " ; ".join(
        f"{team.value} {', '.join(_annonce(a) for a in donne.annonces[team])}"
        for team in Team
        if donne.annonces[team]
    )


def _fit_text(text: str, font: str, size: float, width: float) -> str:
    """``text``, cut with « … » when wider than ``width``."""
    if stringWidth(text, font, size) <= width:
        return text
    while text and stringWidth(text + "…", font, size) > width:
        text = text[:-1]
    return text + "…"


def _fit_size(text: str, font: str, size: float, width: float, smallest: float = 5.5) -> float:
    """The largest size up to ``size`` at which ``text`` fits in ``width``."""
    wide = stringWidth(text, font, size)
    return size if wide <= width else max(smallest, size * width / wide)


def _draw(
    canvas: Any, x: float, y: float, text: str, *, font: str, size: float, align: str = "left"
) -> None:
    """Draw ``text`` with hearts and diamonds in red."""
    if not RED_SUITS.intersection(text):
        canvas.setFont(font, size)
        if align == "centre":
            canvas.drawCentredString(x, y, text)
        elif align == "right":
            canvas.drawRightString(x, y, text)
        else:
            canvas.drawString(x, y, text)
        return
    width = stringWidth(text, font, size)
    x = {"centre": x - width / 2, "right": x - width}.get(align, x)
    for char in text:
        canvas.setFillColor(RED if char in RED_SUITS else colors.black)
        canvas.setFont(font, size)
        canvas.drawString(x, y, char)
        x += stringWidth(char, font, size)
    canvas.setFillColor(colors.black)


class _SheetPainter:
    """Draws score sheets at a given place on the page."""

    def __init__(self, canvas: Any, info: TournamentInfo, settings: TournamentSettings) -> None:
        self.canvas = canvas
        self.info = info
        self.rules_line = " ".join(settings.rules.describe())
        self.columns = _columns(settings.rules)
        self.width = PAGE_W - 2 * SHEET_MARGIN
        weights = [_HEADERS[key][1] for key in self.columns]
        self.col_w = [w * self.width / sum(weights) for w in weights]
        self.col_x = [SHEET_MARGIN + sum(self.col_w[:i]) for i in range(len(self.col_w))]
        self.blank_rows = _rows_needed(settings.rules)
        where = [self.info.name]
        if self.info.day:
            where.append(french_date(self.info.day))
        if self.info.place:
            where.append(self.info.place)
        self.event = " · ".join(where)

    def fits_half(self, sheet: _Sheet) -> bool:
        rows = self.blank_rows if sheet.lines is None else len(sheet.lines)
        return rows <= _rows_fitting(HALF_H)

    def draw(self, sheet: _Sheet, top: float, height: float) -> None:
        c = self.canvas
        left, right = SHEET_MARGIN, SHEET_MARGIN + self.width
        # Title: the tournament on the left, round and table large on the right.
        where = f"Tour {sheet.round} · Table {sheet.table}"
        c.setFillColor(colors.black)
        _draw(c, right, top - 6 * mm, where, font=fonts.BOLD, size=15, align="right")
        room = self.width - stringWidth(where, fonts.BOLD, 15) - 6 * mm
        c.setFont(fonts.BOLD, 10)
        c.drawString(left, top - 4 * mm, _fit_text("Feuille de marque", fonts.BOLD, 10, room))
        c.setFont(fonts.REGULAR, 8.5)
        c.drawString(left, top - 8 * mm, _fit_text(self.event, fonts.REGULAR, 8.5, room))
        size = _fit_size(self.rules_line, fonts.REGULAR, 7.5, self.width)
        c.setFillColor(GRID)
        c.setFont(fonts.REGULAR, size)
        c.drawString(
            left, top - 12 * mm, _fit_text(self.rules_line, fonts.REGULAR, size, self.width)
        )
        c.setFillColor(colors.black)
        self._teams(sheet, top - 14 * mm)
        grid_top = top - TOP_H
        rows = self._grid_rows(sheet, height)
        row_h = min(ROW_H, (height - TOP_H - BOTTOM_H - HEAD_H) / max(rows, 1))
        self._grid(sheet, grid_top, rows, row_h)
        self._bottom(sheet, top - height + BOTTOM_H - 2 * mm)

    def _grid_rows(self, sheet: _Sheet, height: float) -> int:
        if sheet.lines is None:
            return max(self.blank_rows, _rows_fitting(height))
        return len(sheet.lines)

    def _teams(self, sheet: _Sheet, top: float) -> None:
        c = self.canvas
        half = (self.width - 4 * mm) / 2
        for i, team in enumerate(Team):
            x = SHEET_MARGIN + i * (half + 4 * mm)
            c.setStrokeColor(GRID)
            c.setLineWidth(0.6)
            c.roundRect(x, top - 9.5 * mm, half, 9.5 * mm, 1.5 * mm)
            label = f"Équipe {team.value} — {sheet.names[team]}"
            size = _fit_size(label, fonts.BOLD, 10, half - 4 * mm, 7)
            c.setFont(fonts.BOLD, size)
            c.drawString(
                x + 2 * mm, top - 4.2 * mm, _fit_text(label, fonts.BOLD, size, half - 4 * mm)
            )
            c.setFont(fonts.REGULAR, 8.5)
            c.drawString(
                x + 2 * mm,
                top - 8 * mm,
                _fit_text(sheet.players[team], fonts.REGULAR, 8.5, half - 4 * mm),
            )

    def _grid(self, sheet: _Sheet, top: float, rows: int, row_h: float) -> None:
        c = self.canvas
        left, right = SHEET_MARGIN, SHEET_MARGIN + self.width
        bottom = top - HEAD_H - rows * row_h
        c.setFillColor(SHADE)
        c.rect(left, top - HEAD_H, self.width, HEAD_H, stroke=0, fill=1)
        c.setFillColor(colors.black)
        for key, x, w in zip(self.columns, self.col_x, self.col_w, strict=True):
            label = _HEADERS[key][0]
            size = _fit_size(label, fonts.BOLD, 7.5, w - 1 * mm)
            c.setFont(fonts.BOLD, size)
            c.drawCentredString(x + w / 2, top - HEAD_H + 2 * mm, label)
        c.setStrokeColor(colors.lightgrey)
        c.setLineWidth(0.4)
        for row in range(1, rows):
            y = top - HEAD_H - row * row_h
            c.line(left, y, right, y)
        c.setStrokeColor(GRID)
        c.setLineWidth(0.6)
        for x in self.col_x[1:]:
            c.line(x, top, x, bottom)
        c.setLineWidth(0.9)
        c.rect(left, bottom, self.width, top - bottom)
        c.line(left, top - HEAD_H, right, top - HEAD_H)
        totals = self.col_x[self.columns.index("total_a")]
        c.line(totals, top, totals, bottom)
        size = min(8.5, row_h / mm * 1.55)
        baseline = row_h / 2 - size * 0.35
        if sheet.lines is None:
            for row in range(rows):
                y = top - HEAD_H - (row + 1) * row_h + baseline
                c.setFillColor(GRID)
                c.setFont(fonts.REGULAR, size)
                c.drawCentredString(self.col_x[0] + self.col_w[0] / 2, y, str(row + 1))
            c.setFillColor(colors.black)
            return
        for row, line in enumerate(sheet.lines):
            y = top - HEAD_H - (row + 1) * row_h + baseline
            for key, x, w in zip(self.columns, self.col_x, self.col_w, strict=True):
                text = _cell(line, key)
                if not text:
                    continue
                bold = key in ("total_a", "total_b")
                font = fonts.BOLD if bold else fonts.REGULAR
                cell_size = _fit_size(
                    text, font, size + (1.5 if key == "trump" else 0), w - 1.5 * mm
                )
                if key == "result" and line.made is False:
                    c.setFillColor(RED)
                if key in ("marks_a", "marks_b", "total_a", "total_b", "points"):
                    _draw(c, x + w - 1.5 * mm, y, text, font=font, size=cell_size, align="right")
                else:
                    _draw(c, x + w / 2, y, text, font=font, size=cell_size, align="centre")
                c.setFillColor(colors.black)

    def _bottom(self, sheet: _Sheet, top: float) -> None:
        """Final totals, the result, and the three signatures."""
        c = self.canvas
        left = SHEET_MARGIN
        box_h = 8 * mm
        c.setStrokeColor(GRID)
        c.setLineWidth(0.9)
        total_w = 34 * mm
        for i, team in enumerate(Team):
            x = left + i * (total_w + 3 * mm)
            c.rect(x, top - box_h, total_w, box_h)
            c.setFont(fonts.REGULAR, 7)
            c.drawString(x + 1.5 * mm, top - 3 * mm, f"Total final {team.value}")
            if sheet.totals is not None:
                _draw(
                    c,
                    x + total_w - 2 * mm,
                    top - box_h + 1.8 * mm,
                    str(sheet.totals[team]),
                    font=fonts.BOLD,
                    size=13,
                    align="right",
                )
        x = left + 2 * (total_w + 3 * mm)
        result_w = self.width - (x - left)
        c.rect(x, top - box_h, result_w, box_h)
        c.setFont(fonts.REGULAR, 7)
        c.drawString(x + 1.5 * mm, top - 3 * mm, "Résultat")
        if sheet.result:
            size = _fit_size(sheet.result, fonts.BOLD, 8.5, result_w - 4 * mm)
            c.setFont(fonts.BOLD, size)
            c.drawString(
                x + 1.5 * mm,
                top - box_h + 1.5 * mm,
                _fit_text(sheet.result, fonts.BOLD, size, result_w - 3 * mm),
            )
        if sheet.paper is not None:
            c.setFont(fonts.REGULAR, 7)
            c.drawRightString(
                x + result_w - 1.5 * mm,
                top - 3 * mm,
                f"Total papier {sheet.paper.a} – {sheet.paper.b}",
            )
        self._corrections(sheet, top)
        sign_top = top - box_h - 2 * mm
        sign_w = (self.width - 2 * 3 * mm) / 3
        sign_h = BOTTOM_H - box_h - 4 * mm
        for i, label in enumerate(
            ("Signature équipe A", "Signature équipe B", "Signature de l’arbitre")
        ):
            sx = left + i * (sign_w + 3 * mm)
            c.setLineWidth(0.6)
            c.rect(sx, sign_top - sign_h, sign_w, sign_h)
            c.setFont(fonts.REGULAR, 7)
            c.drawString(sx + 1.5 * mm, sign_top - 3 * mm, label)

    def _corrections(self, sheet: _Sheet, top: float) -> None:
        """The last corrections, just above the totals: who changed what, and when."""
        c = self.canvas
        shown = sheet.corrections[-CORRECTIONS_SHOWN:]
        c.setFillColor(CORRECTION)
        c.setFont(fonts.REGULAR, 6.8)
        for i, line in enumerate(reversed(shown)):
            text = _fit_text(f"Correction — {line}", fonts.REGULAR, 6.8, self.width)
            c.drawString(SHEET_MARGIN, top + 1.5 * mm + i * 3 * mm, text)
        hidden = len(sheet.corrections) - len(shown)
        if hidden:
            c.drawString(
                SHEET_MARGIN,
                top + 1.5 * mm + len(shown) * 3 * mm,
                f"… et {hidden} correction{'s' if hidden > 1 else ''} plus ancienne"
                f"{'s' if hidden > 1 else ''} (historique du tournoi).",
            )
        c.setFillColor(colors.black)


CORRECTIONS_SHOWN = 3
CORRECTION = colors.HexColor("#8a4b00")


def _as_sheet(
    item: SheetBlank | SheetView,
    filled: bool,
    players: Mapping[int, TeamInfo],
    corrections: Sequence[str] = (),
) -> _Sheet:
    if isinstance(item, SheetBlank):
        refs = PerTeam(item.teams.a, item.teams.b)
        numbers = PerTeam(refs.a.number, refs.b.number)
        names = PerTeam(
            team_label(refs.a.number, refs.a.name), team_label(refs.b.number, refs.b.name)
        )
        found: Mapping[int, TeamInfo] = {t.number: t for t in (refs.a, refs.b)}
    else:
        numbers = PerTeam(item.teams.a.number, item.teams.b.number)
        names = PerTeam(
            team_label(item.teams.a.number, item.teams.a.name),
            team_label(item.teams.b.number, item.teams.b.name),
        )
        found = players

    def who(number: int) -> str:
        team = found.get(number)
        return " et ".join(p.full_name for p in team.players) if team else ""

    sheet = _Sheet(item.round, item.table, names, PerTeam(who(numbers.a), who(numbers.b)), None)
    if filled and isinstance(item, SheetView):
        return _Sheet(
            sheet.round,
            sheet.table,
            names,
            sheet.players,
            item.lines,
            item.totals,
            item.result,
            item.paper,
            tuple(corrections),
        )
    return sheet


def _pages(painter: _SheetPainter, sheets: Sequence[_Sheet]) -> list[list[_Sheet]]:
    """Sheets grouped by page: two half-page sheets, or one that needs the whole page."""
    pages: list[list[_Sheet]] = []
    for sheet in sheets:
        half = painter.fits_half(sheet)
        last = pages[-1] if pages else None
        if half and last is not None and len(last) == 1 and painter.fits_half(last[0]):
            last.append(sheet)
        else:
            pages.append([sheet])
    return pages


def write_score_sheets(
    path: str | Path,
    *,
    info: TournamentInfo,
    settings: TournamentSettings,
    sheets: Sequence[SheetBlank | SheetView],
    filled: bool,
    teams: Iterable[TeamInfo] = (),
    corrections: Mapping[int, Sequence[str]] | None = None,
) -> int:
    """Score sheets, one per table, two to a page when they fit.

    Blank (``filled=False``): pre-filled with the tournament, round, table,
    teams and players, with a grid to write the donnes in. Filled: every donne
    of each :class:`SheetView`, its marks, the running totals and the result.
    ``teams`` give the players of a :class:`SheetView`'s teams;
    ``corrections`` the audit trail's corrections of a filled sheet, by table.
    """
    fonts.register()
    players = {team.number: team for team in teams}
    canvas = Canvas(str(path), pagesize=A4, pageCompression=1, initialFontName=fonts.REGULAR)
    kind = "remplies" if filled else "vierges"
    canvas.setTitle(f"Feuilles de marque {kind} — {info.name}")
    canvas.setAuthor("Tournoi de belote")
    painter = _SheetPainter(canvas, info, settings)
    corrected = corrections or {}
    pages = _pages(
        painter,
        [_as_sheet(item, filled, players, corrected.get(item.table, ())) for item in sheets],
    )
    for number, page in enumerate(pages, 1):
        if len(page) == 1 and not painter.fits_half(page[0]):
            painter.draw(page[0], PAGE_H - SHEET_MARGIN, FULL_H)
        else:
            for i, sheet in enumerate(page):
                painter.draw(sheet, PAGE_H - SHEET_MARGIN - i * (HALF_H + CUT), HALF_H)
            canvas.setStrokeColor(colors.grey)
            canvas.setLineWidth(0.4)
            canvas.setDash(3, 3)
            middle = PAGE_H / 2
            canvas.line(4 * mm, middle, PAGE_W - 4 * mm, middle)
            canvas.setDash()
        canvas.setFillColor(GRID)
        canvas.setFont(fonts.REGULAR, 6.5)
        canvas.drawRightString(PAGE_W - SHEET_MARGIN, 4 * mm, f"page {number} / {len(pages)}")
        canvas.setFillColor(colors.black)
        canvas.showPage()
    canvas.save()
    return len(pages)


__all__ = [
    "SheetBlank",
    "french_date",
    "quoted",
    "write_score_sheets",
    "write_standings",
    "write_table_plan",
    "write_team_list",
]
