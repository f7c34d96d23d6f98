"""The challenge window's lists: the concours added, and the standings."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt

from tournoi.services.challenge import ChallengeRow, ConcoursInfo
from tournoi.ui.row_model import RowTableModel

RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


class ConcoursModel(RowTableModel[ConcoursInfo]):
    """One row per concours, in the order they were played."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(key=lambda info: (info.number, info.name), parent=parent)
        self.headers = (
            self.tr("N°"),
            self.tr("Concours"),
            self.tr("Date"),
            self.tr("Lieu"),
            self.tr("Équipes"),
            self.tr("Fichier"),
        )

    def cell(self, row: ConcoursInfo, column: int, role: int) -> object:
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (0, 4):
            return RIGHT
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        day = row.day.strftime("%d/%m/%Y") if row.day else ""
        return (str(row.number), row.name, day, row.place, str(row.teams), row.file_name)[column]


class StandingsModel(RowTableModel[ChallengeRow]):
    """One row per player (or pair), best first; the tie or the note in the last column."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(key=lambda row: (row.name, row.licence), parent=parent)
        self.headers = (
            self.tr("Rang"),
            self.tr("Nom"),
            self.tr("Club"),
            self.tr("Concours"),
            self.tr("Points"),
            self.tr("Marques"),
            self.tr("Gagnées"),
            self.tr("Départage, remarque"),
        )

    def cell(self, row: ChallengeRow, column: int, role: int) -> object:
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (0, 3, 4, 5, 6):
            return RIGHT
        if role == Qt.ItemDataRole.ToolTipRole and column == 3:
            return "\n".join(
                f"{score.concours} : {score.points}"
                + ("" if score.counted else self.tr(" (ne compte pas)"))
                for score in row.scores
            )
        if role == Qt.ItemDataRole.ToolTipRole and column == 7:
            return self._remark(row) or None
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        return (
            self._rank(row),
            row.name,
            row.club,
            self._concours(row),
            str(row.points),
            str(row.marks),
            str(row.wins),
            self._remark(row),
        )[column]

    def _remark(self, row: ChallengeRow) -> str:
        return " ".join(filter(None, (row.tie, row.note)))

    def _rank(self, row: ChallengeRow) -> str:
        if row.rank is None:
            return "–"
        return self.tr("%1 ex.").replace("%1", str(row.rank)) if row.ex_aequo else str(row.rank)

    def _concours(self, row: ChallengeRow) -> str:
        if row.counted == row.concours:
            return str(row.concours)
        return self.tr("%1 sur %2").replace("%1", str(row.counted)).replace("%2", str(row.concours))
