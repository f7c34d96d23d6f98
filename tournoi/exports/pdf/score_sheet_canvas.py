"""Score sheets drawn straight on the canvas, two to a page when they fit.

Straight on the canvas for speed: a round of 250 tables prints in a second or
two. :mod:`tournoi.exports.pdf.score_sheet` says what each sheet holds.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, Final

from reportlab.lib import colors  # type: ignore[import-untyped]
from reportlab.lib.pagesizes import A4  # type: ignore[import-untyped]
from reportlab.lib.units import mm  # type: ignore[import-untyped]
from reportlab.pdfbase.pdfmetrics import stringWidth  # type: ignore[import-untyped]
from reportlab.pdfgen.canvas import Canvas  # type: ignore[import-untyped]

from engine import Donne, PerTeam, Team
from tournoi.exports.pdf import fonts
from tournoi.exports.pdf.layout import (
    GRID,
    RED,
    SHADE,
    fit_size,
    fit_text,
    french_date,
    halves,
    house_words,
    rules_line,
)
from tournoi.exports.pdf.qr import QR_SIZE, QrBlock
from tournoi.exports.pdf.score_sheet import (
    HEADERS,
    Sheet,
    SheetBlank,
    as_sheet,
    cell,
    columns,
    decision_words,
    paper_words,
    rows_needed,
)
from tournoi.services.melee.pairs import Pairs
from tournoi.services.scores import SheetView
from tournoi.services.settings import TournamentSettings
from tournoi.services.teams.info import TeamInfo
from tournoi.services.tournament.lifecycle import TournamentInfo

RED_SUITS: Final = frozenset("♥♦")
PAGE_W, PAGE_H = A4
SHEET_MARGIN: Final = 9 * mm
CUT: Final = 7 * mm
"""The space between the two sheets of a page, with the dashed cutting line."""
HALF_H: Final = (PAGE_H - 2 * SHEET_MARGIN - CUT) / 2
FULL_H: Final = PAGE_H - 2 * SHEET_MARGIN
TOP_H: Final[float] = 25 * mm
"""Title, rules and teams above the grid."""
BOTTOM_H: Final = 24 * mm
"""Final totals and signatures below the grid."""
ROW_H: Final = 5.4 * mm
PHONE_W: Final = QR_SIZE + 6 * mm
"""The QR code of a table's phone, top right, and the white around it (its quiet zone)."""
PHONE_TOP_H: Final[float] = QrBlock.HEIGHT + 2 * mm
"""The top of a sheet with a QR code: the code and its address beside the title and teams."""
PHONE_ROW_H: Final = 4.9 * mm
"""The rows of a sheet with a QR code, a little closer: still two sheets to a page."""
HEAD_H: Final = 6 * mm
CORRECTIONS_SHOWN: Final = 3
"""The last corrections printed on a filled sheet; older ones are only counted."""
CORRECTION: Final = colors.HexColor("#8a4b00")


TOTALS_ONLY: Final = (
    "Totaux seulement : la partie compte par les deux totaux de la feuille, "
    "sans le détail de ses donnes."
)
ON_TIME: Final = (
    "Arrêtée au temps : à la sonnerie, la donne en cours finie, la partie s'est arrêtée ; "
    "le plus haut total gagne."
)


def _notes(sheet: Sheet) -> int:
    """The rows under the donnes that say how the partie counts: by its totals, on time."""
    return int(sheet.totals_only) + int(sheet.on_time)


def _rows_fitting(height: float, top: float = TOP_H, row: float = ROW_H) -> int:
    return int((height - top - BOTTOM_H - HEAD_H) // row)


def _top(sheet: Sheet) -> float:
    return TOP_H if sheet.link is None else PHONE_TOP_H


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
        self.rules = settings.rules
        self.minutes = settings.partie_minutes
        self.rules_line = rules_line(settings.rules, minutes=self.minutes)
        self.columns = columns(settings.rules)
        self.width = PAGE_W - 2 * SHEET_MARGIN
        weights = [HEADERS[key][1] for key in self.columns]
        self.col_w = [w * self.width / sum(weights) for w in weights]
        self.col_x = [SHEET_MARGIN + sum(self.col_w[:i]) for i in range(len(self.col_w))]
        self.blank_rows = rows_needed(settings.rules)
        self.where = [french_date(self.info.day)] if self.info.day else []
        self.where += [self.info.place] if self.info.place else []
        self.event = " · ".join([self.info.name, *self.where])

    def fits_half(self, sheet: Sheet) -> bool:
        rows = self.blank_rows if sheet.lines is None else len(sheet.lines) + _notes(sheet)
        return rows <= _rows_fitting(
            HALF_H, _top(sheet), ROW_H if sheet.link is None else PHONE_ROW_H
        )

    def draw(self, sheet: Sheet, top: float, height: float) -> None:
        c = self.canvas
        left = SHEET_MARGIN
        # The head of the sheet leaves the top right corner to the phone's QR code.
        head_w = self.width - (0 if sheet.link is None else PHONE_W)
        if sheet.link is not None:
            QrBlock(sheet.link, width=PHONE_W).drawOn(c, left + head_w, top - QrBlock.HEIGHT)
        # Title: the tournament on the left, round and table large on the right.
        where = f"Tour {sheet.round} · Table {sheet.table}"
        c.setFillColor(colors.black)
        _draw(c, left + head_w, top - 6 * mm, where, font=fonts.BOLD, size=15, align="right")
        room = head_w - stringWidth(where, fonts.BOLD, 15) - 6 * mm
        title, event = "Feuille de marque", self.event
        if stringWidth(event, fonts.REGULAR, 6.5) > room:
            # A long place: the tournament's name goes up beside the title, the day and the
            # place keep the second line, each written smaller rather than cut.
            title, event = f"{title} · {self.info.name}", " · ".join(self.where)
            if stringWidth(title, fonts.BOLD, 6.5) > room:  # the name matters more
                title = self.info.name
        for text, font, largest, down in (
            (title, fonts.BOLD, 10, 4),
            (event, fonts.REGULAR, 8.5, 8),
        ):
            size = fit_size(text, font, largest, room - 1, smallest=6.5)  # a point for rounding
            c.setFont(font, size)
            c.drawString(left, top - down * mm, fit_text(text, font, size, room))
        self._rules_lines(left, top, head_w)
        self._teams(sheet, top - 14 * mm, head_w)
        sheet_top = _top(sheet)
        rows = self._grid_rows(sheet, height)
        row_h = min(ROW_H, (height - sheet_top - BOTTOM_H - HEAD_H) / max(rows, 1))
        self._grid(sheet, top - sheet_top, rows, row_h)
        self._bottom(sheet, top - height + BOTTOM_H - 2 * mm)

    def _rules_lines(self, left: float, top: float, width: float) -> None:
        """The rules under the title; on two smaller lines, the house rules second, if need be."""
        c = self.canvas
        c.setFillColor(GRID)
        size = fit_size(self.rules_line, fonts.REGULAR, 7.5, width)
        if size >= 6.5:
            lines = [(self.rules_line, 12 * mm)]
        else:
            first, second = (
                (
                    rules_line(self.rules, minutes=self.minutes, house=False),
                    house_words(self.rules),
                )
                if house_words(self.rules)
                else halves(self.rules_line)
            )
            lines = [(first, 10.6 * mm), (second, 12.8 * mm)]
            size = min(6.5, *(fit_size(t, fonts.REGULAR, 6.5, width) for t, _y in lines))
        c.setFont(fonts.REGULAR, size)
        for text, down in lines:
            c.drawString(left, top - down, fit_text(text, fonts.REGULAR, size, width))
        c.setFillColor(colors.black)

    def _grid_rows(self, sheet: Sheet, height: float) -> int:
        if sheet.lines is None:
            return max(self.blank_rows, _rows_fitting(height, _top(sheet)))
        # A partie by its totals, or stopped on time, has one more row: the line that says so.
        return len(sheet.lines) + _notes(sheet)

    def _teams(self, sheet: Sheet, top: float, width: float) -> None:
        c = self.canvas
        half = (width - 4 * mm) / 2
        for i, team in enumerate(Team):
            x = SHEET_MARGIN + i * (half + 4 * mm)
            c.setStrokeColor(GRID)
            c.setLineWidth(0.6)
            c.roundRect(x, top - 9.5 * mm, half, 9.5 * mm, 1.5 * mm)
            if sheet.seats is not None:
                self._pair(sheet.seats[team], f"Paire {team.value} — ", x, top, half)
                continue
            label = f"Équipe {team.value} — {sheet.names[team]}"
            size = fit_size(label, fonts.BOLD, 10, half - 4 * mm, 7)
            c.setFont(fonts.BOLD, size)
            c.drawString(
                x + 2 * mm, top - 4.2 * mm, fit_text(label, fonts.BOLD, size, half - 4 * mm)
            )
            c.setFont(fonts.REGULAR, 8.5)
            c.drawString(
                x + 2 * mm,
                top - 8 * mm,
                fit_text(sheet.players[team], fonts.REGULAR, 8.5, half - 4 * mm),
            )

    def _pair(self, seats: tuple[str, ...], label: str, x: float, top: float, half: float) -> None:
        """« Paire A — 12 Paul MARTIN », the partner's number and name under his."""
        c = self.canvas
        size = 9.0
        indent = stringWidth(label, fonts.BOLD, size)
        room = half - 4 * mm - indent
        c.setFont(fonts.BOLD, size)
        c.drawString(x + 2 * mm, top - 4.2 * mm, label)
        for down, seat in enumerate(seats[:2]):
            said = fit_text(seat, fonts.BOLD, size, room)
            c.drawString(x + 2 * mm + indent, top - (4.2 + 3.8 * down) * mm, said)

    def _grid(self, sheet: Sheet, top: float, rows: int, row_h: float) -> None:
        c = self.canvas
        left, right = SHEET_MARGIN, SHEET_MARGIN + self.width
        bottom = top - HEAD_H - rows * row_h
        c.setFillColor(SHADE)
        c.rect(left, top - HEAD_H, self.width, HEAD_H, stroke=0, fill=1)
        c.setFillColor(colors.black)
        for key, x, w in zip(self.columns, self.col_x, self.col_w, strict=True):
            label = HEADERS[key][0]
            size = fit_size(label, fonts.BOLD, 7.5, w - 1 * mm)
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
            if line.donne.is_decision:
                self._decision_row(line.donne, top - HEAD_H - (row + 1) * row_h, row_h, size)
            for key, x, w in zip(self.columns, self.col_x, self.col_w, strict=True):
                text = cell(line, key, contree=self.rules.is_contree)
                if not text:
                    continue
                bold = key in ("total_a", "total_b")
                font = fonts.BOLD if bold else fonts.REGULAR
                cell_size = fit_size(
                    text, font, size + (1.5 if key == "trump" else 0), w - 1.5 * mm
                )
                if key == "result" and line.made is False:
                    c.setFillColor(RED)
                if key in ("marks_a", "marks_b", "total_a", "total_b", "points"):
                    _draw(c, x + w - 1.5 * mm, y, text, font=font, size=cell_size, align="right")
                else:
                    _draw(c, x + w / 2, y, text, font=font, size=cell_size, align="centre")
                c.setFillColor(colors.black)
        notes = [
            text
            for text, holds in ((TOTALS_ONLY, sheet.totals_only), (ON_TIME, sheet.on_time))
            if holds
        ]
        for index, text in enumerate(notes, start=1):
            self._note_row(text, top - HEAD_H - (len(sheet.lines) + index) * row_h, row_h, size)

    def _decision_row(self, donne: Donne, bottom: float, row_h: float, size: float) -> None:
        """An arbiter's decision written across the columns of a played donne, in bold."""
        c = self.canvas
        start = self.col_x[self.columns.index("taker")]
        end = self.col_x[self.columns.index("result")]
        c.setFillColor(colors.white)
        c.rect(start + 0.4, bottom + 0.5, end - start - 0.9, row_h - 1, stroke=0, fill=1)
        c.setFillColor(colors.black)
        text = decision_words(donne)
        text_size = fit_size(text, fonts.BOLD, size, end - start - 4 * mm)
        c.setFont(fonts.BOLD, text_size)
        c.drawString(start + 2 * mm, bottom + row_h / 2 - size * 0.35, text)

    def _note_row(self, text: str, bottom: float, row_h: float, size: float) -> None:
        """One row across the columns, blanked out: the donnes are not there, or the bell rang."""
        c = self.canvas
        start, right = SHEET_MARGIN + self.col_w[0], SHEET_MARGIN + self.width
        c.setFillColor(colors.white)
        c.rect(start + 0.4, bottom + 0.5, right - start - 0.9, row_h - 1, stroke=0, fill=1)
        c.setFillColor(colors.black)
        text_size = fit_size(text, fonts.BOLD, size, right - start - 4 * mm)
        c.setFont(fonts.BOLD, text_size)
        c.drawString(start + 2 * mm, bottom + row_h / 2 - size * 0.35, text)

    def _bottom(self, sheet: Sheet, top: float) -> None:
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
            size = fit_size(sheet.result, fonts.BOLD, 8.5, result_w - 4 * mm)
            c.setFont(fonts.BOLD, size)
            c.drawString(
                x + 1.5 * mm,
                top - box_h + 1.5 * mm,
                fit_text(sheet.result, fonts.BOLD, size, result_w - 3 * mm),
            )
        if sheet.paper is not None:
            c.setFont(fonts.REGULAR, 7)
            words = paper_words(sheet.paper, despite_gap=sheet.despite_gap)
            c.drawRightString(x + result_w - 1.5 * mm, top - 3 * mm, words)
        self._corrections(sheet, top)
        sign_top = top - box_h - 2 * mm
        sign_w = (self.width - 2 * 3 * mm) / 3
        sign_h = BOTTOM_H - box_h - 4 * mm
        side = sheet.side.lower()
        for i, label in enumerate(
            (f"Signature {side} A", f"Signature {side} B", "Signature de l’arbitre")
        ):
            sx = left + i * (sign_w + 3 * mm)
            c.setLineWidth(0.6)
            c.rect(sx, sign_top - sign_h, sign_w, sign_h)
            c.setFont(fonts.REGULAR, 7)
            c.drawString(sx + 1.5 * mm, sign_top - 3 * mm, label)
            signed = sheet.phone_signed[Team.A if i == 0 else Team.B] if i < 2 else ""
            # In the box the team would sign on paper: when it signed from the phone, and who.
            for down, line in enumerate(signed.splitlines()):
                size = fit_size(line, fonts.BOLD, 8, sign_w - 3 * mm, smallest=5)
                c.setFont(fonts.BOLD if down == 0 else fonts.REGULAR, size)
                c.drawString(sx + 1.5 * mm, sign_top - 7 * mm - down * 3.6 * mm, line)

    def _corrections(self, sheet: Sheet, top: float) -> None:
        """The last corrections, just above the totals: who changed what, and when."""
        c = self.canvas
        shown = sheet.corrections[-CORRECTIONS_SHOWN:]
        c.setFillColor(CORRECTION)
        c.setFont(fonts.REGULAR, 6.8)
        for i, line in enumerate(reversed(shown)):
            text = fit_text(f"Correction — {line}", fonts.REGULAR, 6.8, self.width)
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


def _pages(painter: _SheetPainter, sheets: Sequence[Sheet]) -> list[list[Sheet]]:
    """Sheets grouped by page: two half-page sheets, or one that needs the whole page."""
    pages: list[list[Sheet]] = []
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
    despite_gap: Collection[int] = (),
    phone_signed: Mapping[int, PerTeam[str]] | None = None,
    pairs: Pairs | None = None,
) -> int:
    """Score sheets, one per table, two to a page when they fit.

    Blank (``filled=False``): pre-filled with the tournament, round, table,
    teams and players, with a grid to write the donnes in. Filled: every donne
    of each :class:`SheetView`, its marks, the running totals and the result.
    ``teams`` give the players of a :class:`SheetView`'s teams;
    ``corrections`` the audit trail's corrections of a filled sheet, by table;
    ``despite_gap`` the tables validated although their paper totals differ;
    ``phone_signed`` who signed a filled sheet from its phone and when, by table;
    ``pairs`` a mêlée's players of each pair by the team's number, who name the sheets' sides.
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
        [
            as_sheet(
                item,
                filled,
                players,
                corrected.get(item.table, ()),
                despite_gap=item.table in despite_gap,
                phone_signed=(phone_signed or {}).get(item.table),
                pairs=pairs,
            )
            for item in sheets
        ],
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
