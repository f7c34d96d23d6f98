"""A mêlée player's detail in the standings: one line per round (table, partner, opponents, marks,
result), his pair's as the standings count them."""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum, auto

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, Qt

from tournoi.services.melee.player_rounds import PlayerRoundLine, Seat
from tournoi.ui.standings.model import Index
from tournoi.ui.standings.team_rounds import marks_text, outcome_colour, outcome_text


class PlayerColumn(Enum):
    ROUND = auto()
    TABLE = auto()
    PARTNER = auto()
    OPPONENTS = auto()
    MARKS = auto()
    RESULT = auto()


_LEFT = frozenset({PlayerColumn.PARTNER, PlayerColumn.OPPONENTS, PlayerColumn.RESULT})


class PlayerRoundsModel(QAbstractTableModel):
    """A player's detail: each round, his table, his partner, his two opponents, his marks."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._lines: list[PlayerRoundLine] = []

    def set_lines(self, lines: Sequence[PlayerRoundLine]) -> None:
        self.beginResetModel()
        self._lines = list(lines)
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 (Qt)
        return 0 if parent.isValid() else len(self._lines)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 (Qt)
        return 0 if parent.isValid() else len(PlayerColumn)

    def headerData(  # noqa: N802 (Qt)
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if orientation is not Qt.Orientation.Horizontal or not 0 <= section < len(PlayerColumn):
            return None
        column = list(PlayerColumn)[section]
        if role == Qt.ItemDataRole.DisplayRole:
            return {
                PlayerColumn.ROUND: self.tr("Tour"),
                PlayerColumn.TABLE: self.tr("Table"),
                PlayerColumn.PARTNER: self.tr("Partenaire"),
                PlayerColumn.OPPONENTS: self.tr("Adversaires"),
                PlayerColumn.MARKS: self.tr("Marques"),
                PlayerColumn.RESULT: self.tr("Résultat"),
            }[column]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _alignment(column)
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        line = self._lines[index.row()]
        column = list(PlayerColumn)[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self.text(line, column)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _alignment(column)
        if role == Qt.ItemDataRole.ForegroundRole and column is PlayerColumn.RESULT:
            return outcome_colour(line.outcome)
        return None

    def text(self, line: PlayerRoundLine, column: PlayerColumn) -> str:
        match column:
            case PlayerColumn.ROUND:
                return str(line.round)
            case PlayerColumn.TABLE:
                return "—" if line.table is None else str(line.table)
            case PlayerColumn.PARTNER:
                return "—" if line.partner is None else self.seat(line.partner)
            case PlayerColumn.OPPONENTS:
                if line.table is None:
                    return self.tr("exempt")
                return self.tr(" et ").join(self.seat(seat) for seat in line.opponents)
            case PlayerColumn.MARKS:
                return marks_text(line.marks_for, line.marks_against)
            case PlayerColumn.RESULT:
                return outcome_text(line.outcome)

    def seat(self, seat: Seat) -> str:
        return self.tr("n° {number} {name}").format(number=seat.number, name=seat.name)


def _alignment(column: PlayerColumn) -> int:
    horizontal = Qt.AlignmentFlag.AlignLeft if column in _LEFT else Qt.AlignmentFlag.AlignRight
    return int(horizontal | Qt.AlignmentFlag.AlignVCenter)
