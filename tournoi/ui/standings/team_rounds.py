"""A team's detail in the standings: one line per round (table, opponent, marks, result)."""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum, auto

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    Qt,
)
from PySide6.QtGui import QColor

from tournoi.services.ranking import Outcome
from tournoi.services.standings.current import RoundLine
from tournoi.ui.standings.model import LOSS_COLOUR, WIN_COLOUR, Index
from tournoi.ui.widgets import french


class RoundColumn(Enum):
    ROUND = auto()
    TABLE = auto()
    OPPONENT = auto()
    MARKS = auto()
    RESULT = auto()


class TeamRoundsModel(QAbstractTableModel):
    """A team's detail: each round, its table, its opponent, its marks and what it got."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._lines: list[RoundLine] = []

    def set_lines(self, lines: Sequence[RoundLine]) -> None:
        self.beginResetModel()
        self._lines = list(lines)
        self.endResetModel()

    def line(self, row: int) -> RoundLine:
        return self._lines[row]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 (Qt)
        return 0 if parent.isValid() else len(self._lines)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 (Qt)
        return 0 if parent.isValid() else len(RoundColumn)

    def headerData(  # noqa: N802 (Qt)
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if orientation is not Qt.Orientation.Horizontal or not 0 <= section < len(RoundColumn):
            return None
        column = list(RoundColumn)[section]
        if role == Qt.ItemDataRole.DisplayRole:
            return {
                RoundColumn.ROUND: self.tr("Tour"),
                RoundColumn.TABLE: self.tr("Table"),
                RoundColumn.OPPONENT: self.tr("Adversaire"),
                RoundColumn.MARKS: self.tr("Marques"),
                RoundColumn.RESULT: self.tr("Résultat"),
            }[column]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _round_alignment(column)
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        line = self._lines[index.row()]
        column = list(RoundColumn)[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return french(self.text(line, column))
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _round_alignment(column)
        if role == Qt.ItemDataRole.ForegroundRole and column is RoundColumn.RESULT:
            return outcome_colour(line.outcome)
        return None

    def text(self, line: RoundLine, column: RoundColumn) -> str:
        match column:
            case RoundColumn.ROUND:
                return str(line.round)
            case RoundColumn.TABLE:
                return "—" if line.table is None else str(line.table)
            case RoundColumn.OPPONENT:
                if line.opponent is None:
                    return self.tr("exempt")
                return self.tr("n° {number} « {name} »").format(
                    number=line.opponent, name=line.opponent_name
                )
            case RoundColumn.MARKS:
                return marks_text(line.marks_for, line.marks_against)
            case RoundColumn.RESULT:
                return outcome_text(line.outcome)


# The words of a team's rounds, a mêlée player's too: translated once, under the team's model.


def marks_text(mine: int | None, theirs: int | None) -> str:
    """« 1010 à 640 », empty while the partie is not over."""
    if mine is None:
        return ""
    return QCoreApplication.translate("TeamRoundsModel", "{mine} à {theirs}").format(
        mine=mine, theirs=theirs
    )


def outcome_text(outcome: Outcome | None) -> str:
    """What a round gave, in words: « gagnée », « perdue par forfait », « en cours »…"""
    match outcome:
        case None:
            return QCoreApplication.translate("TeamRoundsModel", "en cours")
        case Outcome.WIN:
            return QCoreApplication.translate("TeamRoundsModel", "gagnée")
        case Outcome.LOSS:
            return QCoreApplication.translate("TeamRoundsModel", "perdue")
        case Outcome.DRAW:
            return QCoreApplication.translate("TeamRoundsModel", "nulle")
        case Outcome.BYE:
            return QCoreApplication.translate("TeamRoundsModel", "exempt")
        case Outcome.FORFEIT_WIN:
            return QCoreApplication.translate("TeamRoundsModel", "gagnée par forfait")
        case Outcome.FORFEIT_LOSS:
            return QCoreApplication.translate("TeamRoundsModel", "perdue par forfait")


def outcome_colour(outcome: Outcome | None) -> QColor | None:
    """Green for a partie won, red for one lost."""
    if outcome in (Outcome.WIN, Outcome.FORFEIT_WIN):
        return WIN_COLOUR
    if outcome in (Outcome.LOSS, Outcome.FORFEIT_LOSS):
        return LOSS_COLOUR
    return None


def _round_alignment(column: RoundColumn) -> int:
    left = column in (RoundColumn.OPPONENT, RoundColumn.RESULT)
    horizontal = Qt.AlignmentFlag.AlignLeft if left else Qt.AlignmentFlag.AlignRight
    return int(horizontal | Qt.AlignmentFlag.AlignVCenter)
