"""What every PDF document shares: French typography, colours, styles, the heading, numbered pages.

The lists (standings, table plan, teams) flow through reportlab's platypus
with the table header repeated on every page and « page x / y » at the foot.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
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
    Paragraph,
    SimpleDocTemplate,
    Spacer,
    TableStyle,
)

from engine import Rules
from tournoi.exports.pdf import fonts
from tournoi.services.settings import partie_rules
from tournoi.services.tournament.lifecycle import TournamentInfo

NBSP: Final = "\u00a0"
RED: Final = colors.Color(0.78, 0.08, 0.08)
GRID: Final = colors.Color(0.35, 0.35, 0.35)
SHADE: Final = colors.Color(0.90, 0.91, 0.93)
STRIPE: Final = colors.Color(0.97, 0.97, 0.98)
MARGIN: Final = 15 * mm

_DAYS: Final = ("lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche")
_MONTHS: Final = ("janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août",
                  "septembre", "octobre", "novembre", "décembre")  # fmt: skip


# French typography -----------------------------------------------------------


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


def rules_line(rules: Rules, *, minutes: int | None = None, house: bool = True) -> str:
    """The rules of a partie in one line, as a score sheet prints them under its title;
    ``minutes``: the duration of a partie played on time.

    The règles de la maison go by their short names (:func:`house_words`), for the
    line to fit; without ``house``, they are left out (for a second line).

    >>> from engine import CLUB_CONTREE
    >>> rules_line(CLUB_CONTREE).split(". ")[-1]
    "Règles de la maison : toujours monter à l'atout, belote imprenable."
    >>> rules_line(CLUB_CONTREE, minutes=30).split(". ")[-2]
    'Partie en 2000 points, au temps : 30 min'
    """
    # The rounding's own sentence stays: it says the rounding of every rule set.
    sentences = {rule.description for rule in rules.house_rules() if rule.field != "rounding"}
    words = [line for line in partie_rules(rules, minutes) if line not in sentences]
    named = house_words(rules)
    if house and named:
        words.append(named)
    return " ".join(words)


def halves(text: str) -> tuple[str, str]:
    """``text`` on two lines as even as can be, cut between two sentences.

    >>> halves("Belote contrée. Partie en 1000 points. Tournoi en 5 parties.")
    ('Belote contrée. Partie en 1000 points.', 'Tournoi en 5 parties.')
    """
    sentences = text.split(". ")
    cuts = [
        (". ".join(sentences[:i]) + ".", ". ".join(sentences[i:])) for i in range(1, len(sentences))
    ]
    return min(cuts, key=lambda cut: max(map(len, cut)), default=(text, ""))


def house_words(rules: Rules) -> str:
    """``Règles de la maison : …`` by their short names, or nothing for the FFB's rules."""
    house = [rule for rule in rules.house_rules() if rule.field != "rounding"]
    if not house:
        return ""
    names = ", ".join(rule.label[0].lower() + rule.label[1:] for rule in house)
    return f"Règles de la maison : {names}."


# Text that must fit ----------------------------------------------------------


def fit_text(text: str, font: str, size: float, width: float) -> str:
    """``text``, cut with « … » when wider than ``width``.

    >>> fonts.register()
    >>> fit_text("Les As de Carreau", fonts.REGULAR, 10, 40)
    'Les A…'
    """
    if stringWidth(text, font, size) <= width:
        return text
    room = width - stringWidth("…", font, size)
    # Character by character, once: a name of a thousand characters is cut at once.
    used = 0.0
    for index, char in enumerate(text):
        used += stringWidth(char, font, size)
        if used > room:
            return text[:index].rstrip() + "…"
    return text


def fit_lines(text: str, font: str, size: float, width: float, lines: int = 3) -> str:
    """``text`` cut with « … » to about ``lines`` lines of ``width`` once wrapped.

    A table's row cannot be split across pages: a name of a thousand
    characters, wrapped whole, would be taller than the page. The margin
    leaves room for the ends of lines that wrapping leaves empty.
    """
    return fit_text(text, font, size, width * lines * 0.8)


CELL_PADDING: Final = 12
"""A table cell's padding, left and right together (reportlab's 6 points a side)."""


def cell_text(text: str, style: Any, width: float, lines: int = 3) -> str:
    """``text`` for a paragraph in a column ``width`` wide: cut to ``lines`` lines, escaped."""
    return escape(fit_lines(text, style.fontName, style.fontSize, width - CELL_PADDING, lines))


def cell_para(text: str, style: Any, width: float, lines: int = 3) -> Any:
    """A paragraph of plain ``text`` in a column ``width`` wide, cut to about ``lines`` lines."""
    return Paragraph(cell_text(text, style, width, lines), style)


def fit_size(text: str, font: str, size: float, width: float, smallest: float = 5.5) -> float:
    """The largest size up to ``size`` at which ``text`` fits in ``width``."""
    wide = stringWidth(text, font, size)
    return size if wide <= width else max(smallest, size * width / wide)


# Styles ----------------------------------------------------------------------


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


def para(text: str, style: Any) -> Any:
    """A paragraph of plain text: ``<``, ``>`` and ``&`` print as they are."""
    return Paragraph(escape(text), style)


_HEAD_WIDTH: Final = A4[0] - 2 * MARGIN + CELL_PADDING
"""The lines above the lists: the narrower page's width (A4 upright), no cell's padding."""


def event(info: TournamentInfo) -> Any:
    """The tournament's name under a title, on two lines at most."""
    return cell_para(info.name, EVENT, _HEAD_WIDTH, 2)


def heading(title: str, info: TournamentInfo) -> list[Any]:
    """The document's title, then the tournament: name, day, place, organiser, arbiter."""
    story = [para(title, TITLE), event(info)]
    where = [french_date(info.day).capitalize()] if info.day else []
    where += [info.place] if info.place else []
    people = [f"{colon('Organisation')} {info.organiser}"] if info.organiser else []
    people += [f"{colon('Arbitre')} {info.arbiter}"] if info.arbiter else []
    for line in (" · ".join(where), " · ".join(people)):
        if line:
            story.append(cell_para(line, BODY, _HEAD_WIDTH, 2))
    story.append(Spacer(1, 3 * mm))
    return story


def table_style(*, header_size: float, body_size: float, extra: Iterable[Any] = ()) -> Any:
    """The lists' table: a shaded header row, striped body rows, ``extra`` commands last."""
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


def widths(total: float, fixed: Sequence[float | None], shares: Sequence[float]) -> list[float]:
    """Column widths: the fixed ones as given, the others (``None``) share what is left."""
    left = total - sum(width for width in fixed if width is not None)
    share = iter(shares)
    weights = [next(share) if width is None else 0.0 for width in fixed]
    scale = left / sum(weights)
    return [
        width if width is not None else weight * scale
        for width, weight in zip(fixed, weights, strict=True)
    ]


# Numbered pages ----------------------------------------------------------------


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
    numbered = f"page {page} / {total}"
    # The footer takes the width the page number leaves, written smaller before it is cut.
    room = width - 2 * MARGIN - stringWidth(numbered, fonts.REGULAR, 7.5) - 6 * mm
    size = fit_size(text, fonts.REGULAR, 7.5, room, smallest=6)
    canvas.setFillColor(GRID)
    canvas.setFont(fonts.REGULAR, size)
    canvas.drawString(MARGIN, 8 * mm, fit_text(text, fonts.REGULAR, size, room))
    canvas.setFont(fonts.REGULAR, 7.5)
    canvas.drawRightString(width - MARGIN, 8 * mm, numbered)
    canvas.restoreState()


def build(path: str | Path, story: list[Any], *, title: str, footer: str, wide: bool) -> int:
    """Write ``story`` on A4 pages (landscape when ``wide``), ``footer`` at their foot; the page count."""
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
