"""A partie's score sheet as a table: one row per donne, its marks and the running totals.

The model shows a :class:`~tournoi.services.scores.SheetView` as the
services return it, its lines the rows of a
:class:`~tournoi.ui.row_model.RowTableModel` keyed by donne number: a new
view of the same sheet changes only the rows that differ (a donne recorded is
one row inserted, a correction the rows from the corrected one down, whose
running totals moved). The words the cells, the
tooltips and the entry line read a donne with are its :attr:`SheetModel.words`
(:mod:`~tournoi.ui.entry.donne_words`).
"""

from __future__ import annotations

import operator
from enum import IntEnum, auto
from typing import Final

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QFont

from engine import Donne, Rules, Team
from tournoi.services.scores import DonneLine, SheetView
from tournoi.ui.entry.donne_words import DonneWords, belotes_text
from tournoi.ui.row_model import ROW_ROLE, RowTableModel
from tournoi.ui.widgets import suit_colour

AnyIndex = QModelIndex | QPersistentModelIndex

SUSPECT_BACKGROUND: Final = QColor("#fde1b0")
LITIGE_BACKGROUND: Final = QColor("#e3ecfb")
MADE: Final = QColor("#1d6b2a")
FALLEN: Final = QColor("#b3261e")

SUSPECT_ROLE: Final = ROW_ROLE + 1
"""Whether the paper totals check points at this donne (the row's
:class:`~tournoi.services.scores.DonneLine` is its :data:`~tournoi.ui.row_model.ROW_ROLE`)."""


class Column(IntEnum):
    NUMBER = 0
    TAKER = auto()
    CONTRACT = auto()
    TRUMP = auto()
    COINCHE = auto()
    POINTS = auto()
    CAPOT = auto()
    BELOTES = auto()
    ANNONCES = auto()
    RESULT = auto()
    MARKS_A = auto()
    MARKS_B = auto()
    TOTAL_A = auto()
    TOTAL_B = auto()


CONTREE_ONLY: Final = frozenset({Column.CONTRACT, Column.COINCHE})
NUMERIC: Final = frozenset(
    {Column.POINTS, Column.MARKS_A, Column.MARKS_B, Column.TOTAL_A, Column.TOTAL_B}
)
_PAINTED: Final = frozenset(
    {
        Qt.ItemDataRole.DisplayRole,
        Qt.ItemDataRole.ForegroundRole,
        Qt.ItemDataRole.BackgroundRole,
        Qt.ItemDataRole.TextAlignmentRole,
        Qt.ItemDataRole.FontRole,
    }
)
"""The roles a paint asks every cell for."""
CENTRED: Final = frozenset(
    {Column.NUMBER, Column.TAKER, Column.CONTRACT, Column.TRUMP, Column.CAPOT, Column.BELOTES}
)


def columns_for(rules: Rules) -> tuple[Column, ...]:
    """The columns a sheet under ``rules`` needs: no contract in classique, annonces if played."""
    return tuple(
        column
        for column in Column
        if (rules.is_contree or column not in CONTREE_ONLY)
        and (rules.annonces or column is not Column.ANNONCES)
    )


class SheetModel(RowTableModel[DonneLine]):
    def __init__(self, rules: Rules, parent: QObject | None = None) -> None:
        super().__init__(operator.attrgetter("number"), parent)
        self._rules = rules
        self.words = DonneWords(rules, self)
        self._columns = columns_for(rules)
        self._sheet: SheetView | None = None
        self._headers: dict[Column, str] = {}
        """The columns' titles, asked for at every paint: translated once."""
        self._rows_painted: dict[int, tuple[DonneLine, bool, bool, tuple[dict[int, object], ...]]]
        self._rows_painted = {}
        """Per donne number, the line, whether suspect and ending, and its cells as painted."""
        self._suspects: frozenset[int] = frozenset()
        self._bold_font = QFont()
        self._bold_font.setBold(True)
        self._trump_font = QFont()
        self._trump_font.setPointSizeF(self._trump_font.pointSizeF() * 1.35)

    # What is shown

    @property
    def sheet(self) -> SheetView | None:
        return self._sheet

    @property
    def columns(self) -> tuple[Column, ...]:
        return self._columns

    def column_of(self, column: Column) -> int:
        """The model column showing ``column``, or -1 when these rules do not show it."""
        return self._columns.index(column) if column in self._columns else -1

    def set_rules(self, rules: Rules) -> None:
        if rules == self._rules:
            return
        self.beginResetModel()
        self._rules = rules
        self.words.rules = rules
        self._columns = columns_for(rules)
        self._rows_painted.clear()
        self.endResetModel()

    def set_sheet(self, sheet: SheetView | None) -> None:
        """Show ``sheet``; for a new view of the same partie, only the rows that changed."""
        old, self._sheet = self._sheet, sheet
        lines = [] if sheet is None else list(sheet.lines)
        if old is None or sheet is None or (old.round, old.table) != (sheet.round, sheet.table):
            self._suspects = frozenset()
            self._rows_painted.clear()
            self._reset(lines)
            return
        # The lines that did not change stay the very ones painted (see _painted).
        self.set_rows(lines)
        if old.teams != sheet.teams:  # a team renamed: the headers' tooltips name them
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self._columns) - 1)

    def set_suspects(self, numbers: frozenset[int]) -> None:
        """Highlight the donnes (numbered from 1) that the paper totals point at."""
        changed = numbers ^ self._suspects
        self._suspects = numbers
        rows = [n - 1 for n in changed if 0 < n <= self.rowCount()]
        if rows:
            last = len(self._columns) - 1
            self.dataChanged.emit(self.index(min(rows), 0), self.index(max(rows), last), [])

    @property
    def suspects(self) -> frozenset[int]:
        return self._suspects

    def line(self, row: int) -> DonneLine:
        return self._rows[row]

    # RowTableModel

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008, N802 (Qt)
        return 0 if parent.isValid() else len(self._columns)

    def headerData(  # noqa: N802 (Qt)
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if orientation is not Qt.Orientation.Horizontal or not 0 <= section < len(self._columns):
            return None
        column = self._columns[section]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._header(column)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._header_tip(column)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _alignment(column)
        return None

    def cell(self, row: DonneLine, column: int, role: int) -> object:
        if role in _PAINTED:
            return self._painted(row)[column].get(role)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.words.describe(row.donne)
        if role == SUSPECT_ROLE:
            return row.number in self._suspects
        return None

    # Cells

    def _painted(self, line: DonneLine) -> tuple[dict[int, object], ...]:
        """What painting the row asks for, per column and role: worked out once per line shown.

        The view asks again for every cell at every paint (a row added repaints the sheet).
        """
        suspect = line.number in self._suspects
        ending = self._sheet is not None and self._sheet.over and line.number == self.rowCount()
        kept = self._rows_painted.get(line.number)
        if kept is not None and kept[0] is line and kept[1:3] == (suspect, ending):
            return kept[3]
        background = SUSPECT_BACKGROUND if suspect else LITIGE_BACKGROUND if line.litige else None
        cells = tuple(self._cell(line, column, background, ending) for column in self._columns)
        self._rows_painted[line.number] = (line, suspect, ending, cells)
        return cells

    def _cell(
        self, line: DonneLine, column: Column, background: QColor | None, ending: bool
    ) -> dict[int, object]:
        return {
            Qt.ItemDataRole.DisplayRole: self._text(line, column),
            Qt.ItemDataRole.ForegroundRole: self._colour(line, column),
            Qt.ItemDataRole.BackgroundRole: background,
            Qt.ItemDataRole.TextAlignmentRole: _alignment(column),
            Qt.ItemDataRole.FontRole: self._font(column, ending=ending),
        }

    def _header(self, column: Column) -> str:
        if not self._headers:
            self._headers = self._titles()
        return self._headers[column]

    def _titles(self) -> dict[Column, str]:
        return {
            Column.NUMBER: self.tr("N°"),
            Column.TAKER: self.tr("Preneur"),
            Column.CONTRACT: self.tr("Contrat"),
            Column.TRUMP: self.tr("Atout"),
            Column.COINCHE: self.tr("Contre"),
            Column.POINTS: self.tr("Points"),
            Column.CAPOT: self.tr("Capot"),
            Column.BELOTES: self.tr("Belote"),
            Column.ANNONCES: self.tr("Annonces"),
            Column.RESULT: self.tr("Résultat"),
            Column.MARKS_A: self.tr("Marque A"),
            Column.MARKS_B: self.tr("Marque B"),
            Column.TOTAL_A: self.tr("Total A"),
            Column.TOTAL_B: self.tr("Total B"),
        }

    def _header_tip(self, column: Column) -> str | None:
        team = {
            Column.MARKS_A: Team.A,
            Column.TOTAL_A: Team.A,
            Column.MARKS_B: Team.B,
            Column.TOTAL_B: Team.B,
        }.get(column)
        if team is None or self._sheet is None:
            return {
                Column.POINTS: self.tr("Points des preneurs, dix de der compris"),
                Column.RESULT: self.tr("Contrat fait ou chuté, litige, donne blanche"),
            }.get(column)
        ref = self._sheet.teams[team]
        return self.tr("Équipe {team} : n° {number} « {name} »").format(
            team=team.value, number=ref.number, name=ref.name
        )

    def _text(self, line: DonneLine, column: Column) -> str:
        donne = line.donne
        if column is Column.NUMBER:
            return str(line.number)
        if column is Column.RESULT:
            return self.words.outcome(line)
        if column in NUMERIC and column is not Column.POINTS:
            marks = line.totals if column in (Column.TOTAL_A, Column.TOTAL_B) else line.marks
            return str(marks[Team.A if column in (Column.MARKS_A, Column.TOTAL_A) else Team.B])
        if donne.is_decision:
            return self.tr("arbitre") if column is Column.TAKER else ""
        if donne.taker is None:
            return self.tr("passe") if column is Column.TAKER else ""
        return {
            Column.TAKER: donne.taker.value,
            Column.CONTRACT: self.words.contract_text(donne),
            Column.TRUMP: "" if donne.trump is None else donne.trump.label,
            Column.COINCHE: self.words.coinche_text(donne.coinche),
            Column.POINTS: self._points_text(donne),
            Column.CAPOT: "" if donne.capot is None else donne.capot.value,
            Column.BELOTES: belotes_text(donne),
            Column.ANNONCES: self.words.annonces_cell(donne),
        }[column]

    def _points_text(self, donne: Donne) -> str:
        """The takers' points; « capot » when they won all eight tricks, as a paper sheet says
        it, rather than the 252 (or 348) the rules count for them."""
        if donne.capot is not None and donne.capot is donne.taker:
            return self.tr("capot")
        return "" if donne.points is None else str(donne.points)

    def _colour(self, line: DonneLine, column: Column) -> QColor | None:
        if column is Column.TRUMP and line.donne.trump is not None:
            return suit_colour(line.donne.trump.suit)
        if column is Column.RESULT and line.made is not None:
            return MADE if line.made else FALLEN
        return None

    def _font(self, column: Column, *, ending: bool) -> QFont | None:
        if column is Column.TRUMP:
            return self._trump_font
        if column in (Column.TOTAL_A, Column.TOTAL_B) or ending:
            return self._bold_font
        return None


def _alignment(column: Column) -> Qt.AlignmentFlag:
    if column in NUMERIC:
        return Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
    if column in CENTRED:
        return Qt.AlignmentFlag.AlignCenter
    return Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
