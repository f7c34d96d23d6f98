"""The registered teams as a table: number, name, players, club, fixed table, status."""

from __future__ import annotations

from enum import IntEnum

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QColor, QFont

from tournoi.services.teams.info import PlayerInfo, TeamInfo
from tournoi.ui.row_model import SEARCH_ROLE, SORT_ROLE, RowTableModel, fold
from tournoi.ui.widgets import colon

DISPLAY = Qt.ItemDataRole.DisplayRole
WITHDRAWN = QColor("#7a7a7a")
LATE = QColor("#1f5fa8")


class Column(IntEnum):
    NUMBER = 0
    NAME = 1
    PLAYER_1 = 2
    PLAYER_2 = 3
    CLUB = 4
    FIXED_TABLE = 5
    STATUS = 6


def _player(player: PlayerInfo) -> str:
    return player.full_name


def _search_text(team: TeamInfo) -> str:
    parts = [str(team.number), team.name, team.clubs]
    for player in team.players:
        parts += [player.first_name, player.surname, player.licence or ""]
    return fold(" ".join(parts))


def _status(team: TeamInfo) -> str:
    """``inscrite``, or what the door said of it: ``présente, payée``; a late arrival keeps
    its round (``arrivée au tour 2, présente``), a withdrawn team only its withdrawal."""
    if team.withdrawn_after is not None:
        return team.status
    door = []
    if team.checked_in:
        door.append(QCoreApplication.translate("TeamModel", "présente"))
    if team.paid:
        door.append(QCoreApplication.translate("TeamModel", "payée"))
    if not door:
        return team.status
    if team.first_round == 1 and team.checked_in:
        return ", ".join(door)  # « inscrite » goes without saying once the team is there
    return ", ".join([team.status, *door])


class TeamModel(RowTableModel[TeamInfo]):
    """One row per team (:class:`TeamInfo`), by number; withdrawn teams greyed."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(key=lambda team: team.number, parent=parent)
        self.headers = (
            QCoreApplication.translate("TeamModel", "N°"),
            QCoreApplication.translate("TeamModel", "Équipe"),
            QCoreApplication.translate("TeamModel", "Joueur 1"),
            QCoreApplication.translate("TeamModel", "Joueur 2"),
            QCoreApplication.translate("TeamModel", "Club"),
            QCoreApplication.translate("TeamModel", "Table fixe"),
            QCoreApplication.translate("TeamModel", "Statut"),
        )

    def cell(self, row: TeamInfo, column: int, role: int) -> object:
        # The column stays an int (it equals its Column): the cells of a thousand teams are
        # asked for when the page opens, and making an enum of each costs more than the text.
        if role == DISPLAY:
            return self._text(row, column)
        if role == SORT_ROLE:
            return self._sort_key(row, column)
        if role == SEARCH_ROLE:
            return _search_text(row)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (
            Column.NUMBER,
            Column.FIXED_TABLE,
        ):
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.ForegroundRole:
            if row.withdrawn_after is not None:
                return WITHDRAWN
            if column == Column.STATUS and row.first_round > 1:
                return LATE
        if role == Qt.ItemDataRole.FontRole and row.withdrawn_after is not None:
            font = QFont()
            font.setItalic(True)
            return font
        if role == Qt.ItemDataRole.ToolTipRole and column in (Column.PLAYER_1, Column.PLAYER_2):
            return self._player_tooltip(row.players[column - Column.PLAYER_1])
        return None

    def _text(self, team: TeamInfo, column: int) -> str:
        match column:
            case Column.NUMBER:
                return str(team.number)
            case Column.NAME:
                return team.name
            case Column.PLAYER_1 | Column.PLAYER_2:
                return _player(team.players[column - Column.PLAYER_1])
            case Column.CLUB:
                return team.clubs
            case Column.FIXED_TABLE:
                return "" if team.fixed_table is None else str(team.fixed_table)
        return _status(team)

    def _sort_key(self, team: TeamInfo, column: int) -> object:
        match column:
            case Column.NUMBER:
                return team.number
            case Column.FIXED_TABLE:
                return team.fixed_table or 0
            case Column.PLAYER_1 | Column.PLAYER_2:
                player = team.players[column - Column.PLAYER_1]
                return fold(f"{player.surname} {player.first_name}")
            case _:
                return fold(self._text(team, column))

    def _player_tooltip(self, player: PlayerInfo) -> str:
        lines = [player.full_name]
        club = colon(QCoreApplication.translate("TeamModel", "Club"))
        licence = colon(QCoreApplication.translate("TeamModel", "Licence"))
        if player.club:
            lines.append(f"{club} {player.club}")
        if player.licence:
            lines.append(f"{licence} {player.licence}")
        return "\n".join(lines)
