"""The standings as a Qt item model: one line per team.

:class:`StandingsModel` is a :class:`~tournoi.ui.row_model.RowTableModel` of
the teams' lines, keyed by team number: it keeps its rows when the results
change and tells the view only what moved (``dataChanged`` when the order
holds, ``layoutChanged`` when teams overtake each other), so that a donne
entered in a 1000-team tournament repaints the standings without rebuilding
anything.
"""

from __future__ import annotations

import operator
from collections.abc import Iterable, Sequence
from dataclasses import replace
from enum import Enum, auto

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QFont

from tournoi.services.finals import FinalRow
from tournoi.services.ranking import Criterion, StandingRow
from tournoi.ui.row_model import RowTableModel, fold
from tournoi.ui.widgets import counted, french

Index = QModelIndex | QPersistentModelIndex
MINUS = "\u2212"
"""The typographic minus sign, for a negative goal-average."""
WITHDRAWN_COLOUR = QColor("#8a8a8a")
WIN_COLOUR = QColor("#1b7a3a")
LOSS_COLOUR = QColor("#b3261e")


class Column(Enum):
    """A column of the standings."""

    RANK = auto()
    NUMBER = auto()
    NAME = auto()
    STAGE = auto()
    """The final ranking's: what the team reached in the finals."""
    QUALIFYING = auto()
    """The final ranking's: the team's rank after the qualifying rounds."""
    PLAYED = auto()
    WON = auto()
    DRAWN = auto()
    LOST = auto()
    BYES = auto()
    POINTS_FOR = auto()
    POINTS_AGAINST = auto()
    GOAL_AVERAGE = auto()
    RANKING_POINTS = auto()
    BUCHHOLZ = auto()
    WITHDRAWN = auto()


_OPTIONAL = {Column.RANKING_POINTS: Criterion.RANKING_POINTS, Column.BUCHHOLZ: Criterion.BUCHHOLZ}
_FINAL = frozenset({Column.STAGE, Column.QUALIFYING})
_LEFT = {Column.NAME, Column.STAGE, Column.WITHDRAWN}


def columns_for(criteria: Iterable[Criterion], *, final: bool = False) -> tuple[Column, ...]:
    """Every column, ranking points and Buchholz only when the criteria use them, the stage
    reached and the qualifying rank only in the ``final`` ranking.

    >>> Column.BUCHHOLZ in columns_for([Criterion.WINS, Criterion.MARKS])
    False
    >>> Column.BUCHHOLZ in columns_for([Criterion.WINS, Criterion.BUCHHOLZ])
    True
    >>> columns_for([Criterion.WINS], final=True)[:5]
    (<Column.RANK: 1>, <Column.NUMBER: 2>, <Column.NAME: 3>, <Column.STAGE: 4>, <Column.QUALIFYING: 5>)
    """
    used = set(criteria)
    return tuple(
        column
        for column in Column
        if (column not in _OPTIONAL or _OPTIONAL[column] in used)
        and (final or column not in _FINAL)
    )


def signed(value: int) -> str:
    """``+380``, ``−120``, ``0``: a goal-average."""
    if value > 0:
        return f"+{value}"
    return f"{MINUS}{-value}" if value < 0 else "0"


class StandingsModel(RowTableModel[StandingRow]):
    """The standings, best first; ex æquo teams share a rank shown « 2 = »."""

    def __init__(self, parent: QObject | None = None, *, players: bool = False) -> None:
        super().__init__(operator.attrgetter("number"), parent)
        self._columns: tuple[Column, ...] = columns_for(())
        self.players = players
        """A mêlée's standings: one line per player, a man « retiré »."""
        self._finals: dict[int, FinalRow] = {}
        """The final ranking's lines by team number, while it is shown."""
        self._ties: dict[int, str] = {}
        """Why each team's matches of the finals ended equal went as they did (the seed rule)."""

    # What the page gives

    @property
    def columns(self) -> tuple[Column, ...]:
        return self._columns

    def set_columns(self, columns: Sequence[Column]) -> None:
        if tuple(columns) == self._columns:
            return
        self.beginResetModel()
        self._columns = tuple(columns)
        self.endResetModel()

    def set_final(self, rows: Sequence[FinalRow], *, ties: dict[int, str] | None = None) -> None:
        """Show the final ranking: the brackets' teams by the stage reached, then the others;
        ``ties``: by team number, its matches ended equal and decided by the seeds, in words."""
        finals = {row.standing.number: row for row in rows}
        stages_moved = finals != self._finals or (ties or {}) != self._ties
        self._finals = finals
        self._ties = dict(ties or {})
        lines = [replace(row.standing, rank=row.rank, ex_aequo=False) for row in rows]
        if not self.set_rows(lines) or not stages_moved or not self._rows:
            return
        # A stage reached may change alone (the next stage drawn): every line is told.
        self.dataChanged.emit(
            self.index(0, 0), self.index(self.rowCount() - 1, len(self._columns) - 1)
        )

    def set_standings(self, rows: Sequence[StandingRow]) -> bool:
        """Show the standings of the rounds (the qualifying ones, once the finals are drawn)."""
        self._finals = {}
        self._ties = {}
        return self.set_rows(rows)

    def final(self, number: int) -> FinalRow | None:
        """Team ``number``'s line of the final ranking, while it is shown."""
        return self._finals.get(number)

    def final_stage(self, number: int) -> str:
        """The stage team ``number`` reached, with how a match of it ended equal was decided
        (« Quart de finaliste ; Égalité : l'équipe 3 (tête de série 2) passe au tour suivant »)."""
        final = self._finals.get(number)
        if final is None:
            return ""
        tie = self._ties.get(number)
        return final.stage if tie is None else f"{final.stage} ; {tie}"

    def standing(self, row: int) -> StandingRow:
        return self._rows[row]

    def row_of(self, number: int) -> int | None:
        """The line of team ``number``, if it is listed."""
        for row, standing in enumerate(self._rows):
            if standing.number == number:
                return row
        return None

    def find(self, text: str, *, after: int = -1) -> int | None:
        """The first line after ``after`` (wrapping round) whose team is ``text``.

        Digits are a team number; anything else is looked for in the names,
        without minding case nor accents.
        """
        wanted = text.strip()
        if not wanted or not self._rows:
            return None
        count = len(self._rows)
        if wanted.isdigit():
            row = self.row_of(int(wanted))
            return row
        key = fold(wanted)
        for step in range(1, count + 1):
            row = (after + step) % count
            if key in fold(self._rows[row].name):
                return row
        return None

    # The model

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 (Qt)
        return 0 if parent.isValid() else len(self._columns)

    def headerData(  # noqa: N802 (Qt)
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if orientation is not Qt.Orientation.Horizontal or not 0 <= section < len(self._columns):
            return None
        column = self._columns[section]
        if role == Qt.ItemDataRole.DisplayRole:
            return self.header(column)
        if role == Qt.ItemDataRole.ToolTipRole:
            return french(self.header_tip(column))
        if role == Qt.ItemDataRole.TextAlignmentRole:
            # « Marques contre » on two lines: the columns fit beside the projector (818 px).
            return _alignment(column) | int(Qt.TextFlag.TextWordWrap)
        return None

    def cell(self, row: StandingRow, column: int, role: int) -> object:
        shown = self._columns[column]
        match role:
            case Qt.ItemDataRole.DisplayRole:
                return self.text(row, shown)
            case Qt.ItemDataRole.ToolTipRole:
                tip = self.tip(row, shown)
                return None if tip is None else french(tip)
            case Qt.ItemDataRole.TextAlignmentRole:
                return _alignment(shown)
            case Qt.ItemDataRole.ForegroundRole if row.withdrawn:
                return WITHDRAWN_COLOUR
            case Qt.ItemDataRole.FontRole if row.withdrawn or shown is Column.RANK:
                font = QFont()
                font.setItalic(row.withdrawn)
                font.setBold(shown is Column.RANK)
                return font
        return None

    # Words

    def header(self, column: Column) -> str:
        match column:
            case Column.RANK:
                return self.tr("Rang")
            case Column.NUMBER:
                return self.tr("N°")
            case Column.NAME:
                return self.tr("Joueur") if self.players else self.tr("Équipe")
            case Column.PLAYED:
                return self.tr("Jouées")
            case Column.WON:
                return self.tr("Gagnées")
            case Column.DRAWN:
                return self.tr("Nulles")
            case Column.LOST:
                return self.tr("Perdues")
            case Column.BYES:
                return self.tr("Exempt")
            case Column.POINTS_FOR:
                return self.tr("Marques pour")
            case Column.POINTS_AGAINST:
                return self.tr("Marques contre")
            case Column.GOAL_AVERAGE:
                return self.tr("Goal-average")
            case Column.RANKING_POINTS:
                return self.tr("Pts classement")
            case Column.BUCHHOLZ:
                return self.tr("Buchholz")
            case Column.WITHDRAWN:
                return self.tr("Retiré") if self.players else self.tr("Retirée")
            case Column.STAGE:
                return self.tr("Parcours")
            case Column.QUALIFYING:
                return self.tr("Rang des qualifications")

    def header_tip(self, column: Column) -> str:
        match column:
            case Column.RANK:
                return self.tr(
                    "« 2 = » : rang partagé par des équipes ex æquo sur tous les critères."
                )
            case Column.PLAYED:
                return self.tr("Parties jouées, exemptions et forfaits compris.")
            case Column.WON:
                return self.tr("Parties gagnées, forfaits gagnés compris.")
            case Column.LOST:
                return self.tr("Parties perdues, forfaits compris.")
            case Column.BYES:
                return self.tr("Tours où l'équipe était exempte.")
            case Column.POINTS_FOR:
                return self.tr("Total des marques obtenues (exemptions et forfaits compris).")
            case Column.POINTS_AGAINST:
                return self.tr("Total des marques concédées aux adversaires.")
            case Column.GOAL_AVERAGE:
                return self.tr("Marques obtenues moins marques concédées.")
            case Column.RANKING_POINTS:
                return self.tr("Points du barème de l'organisateur.")
            case Column.BUCHHOLZ:
                return self.tr("Parties gagnées par les adversaires rencontrés à table.")
            case Column.WITHDRAWN if self.players:
                return self.tr(
                    "Joueur retiré du concours : classé à part, après les joueurs en lice ; "
                    "retiré avant d'avoir joué, il n'est pas classé."
                )
            case Column.WITHDRAWN:
                return self.tr(
                    "Équipe retirée du tournoi (forfait général) : classée à part, après les "
                    "équipes en lice ; retirée avant d'avoir joué, elle n'est pas classée."
                )
            case Column.STAGE:
                return self.tr(
                    "Jusqu'où l'équipe est allée dans la phase finale (ou la consolante)."
                )
            case Column.QUALIFYING:
                return self.tr("Son rang au classement des tours, avant la phase finale.")
            case _:
                return self.header(column)

    def rank_text(self, standing: StandingRow) -> str:
        """``3``, or ``2 =`` when the rank is shared."""
        if standing.ex_aequo:
            return self.tr("{rank} =").format(rank=standing.rank)
        return str(standing.rank)

    def ordinal(self, rank: int) -> str:
        """``1er``, ``2e``: French typography for a rank."""
        return self.tr("1er") if rank == 1 else self.tr("{rank}e").format(rank=rank)

    def text(self, standing: StandingRow, column: Column) -> str:
        match column:
            case Column.RANK:
                return self.rank_text(standing)
            case Column.NAME:
                return standing.name
            case Column.GOAL_AVERAGE:
                return signed(standing.goal_average)
            case Column.WITHDRAWN if standing.withdrawn:
                return self.tr("retiré") if self.players else self.tr("retirée")
            case Column.WITHDRAWN:
                return ""
            case Column.STAGE:
                final = self._finals.get(standing.number)
                return "" if final is None else final.stage
            case Column.QUALIFYING:
                final = self._finals.get(standing.number)
                return "" if final is None else str(final.qualifying_rank)
        return str(_count(standing, column))

    def tip(self, standing: StandingRow, column: Column) -> str | None:
        match column:
            case Column.RANK:
                place = self.ordinal(standing.rank)
                if standing.ex_aequo:
                    return self.tr("{place} ex æquo").format(place=place)
                return place
            case Column.WON if standing.forfeits_won or (standing.byes and standing.won):
                return counted(
                    standing.byes,
                    self.tr("dont {forfeits} par forfait ; {n} exemption"),
                    self.tr("dont {forfeits} par forfait ; {n} exemptions"),
                    forfeits=standing.forfeits_won,
                )
            case Column.LOST if standing.forfeits_lost:
                return self.tr("dont {forfeits} par forfait").format(
                    forfeits=standing.forfeits_lost
                )
            case Column.STAGE | Column.QUALIFYING if standing.number in self._finals:
                # The qualifying rank, hidden in a narrow window, is still read on the stage.
                final = self._finals[standing.number]
                place = self.tr("{place} des tours").format(
                    place=self.ordinal(final.qualifying_rank)
                )
                stage = self.final_stage(standing.number)
                return f"{stage} ; {place}" if stage else place
            case Column.NAME:
                named = (
                    self.tr("Joueur n° {number} « {name} »")
                    if self.players
                    else self.tr("Équipe n° {number} « {name} »")
                )
                return named.format(number=standing.number, name=standing.name)
        return None


def _count(standing: StandingRow, column: Column) -> int:
    match column:
        case Column.NUMBER:
            return standing.number
        case Column.PLAYED:
            return standing.played
        case Column.WON:
            return standing.won
        case Column.DRAWN:
            return standing.drawn
        case Column.LOST:
            return standing.lost
        case Column.BYES:
            return standing.byes
        case Column.POINTS_FOR:
            return standing.points_for
        case Column.POINTS_AGAINST:
            return standing.points_against
        case Column.RANKING_POINTS:
            return standing.ranking_points
        case Column.BUCHHOLZ:
            return standing.buchholz
    raise ValueError(column)


def _alignment(column: Column) -> int:
    horizontal = Qt.AlignmentFlag.AlignLeft if column in _LEFT else Qt.AlignmentFlag.AlignRight
    return int(horizontal | Qt.AlignmentFlag.AlignVCenter)
