"""A drawn round as tables: who plays whom, how far each partie is, why the draw chose them.

:class:`TablesModel` lists the tables of a round, then the exempt team, with
what the phones at the tables have entered (« Saisie aux tables »);
:class:`SeatsModel` answers « où est ma table ? » for every team.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import IntEnum

from PySide6.QtCore import QCoreApplication, QObject, Qt

from engine import PerTeam, Team
from tournoi.services.draws import DrawnTeam, RoundView, Seat
from tournoi.services.melee.pairs import Pairs, pair_words
from tournoi.services.scores import PartieState, TeamRef
from tournoi.services.tables.desk import TableEntry
from tournoi.ui.partie_state import COLOURS, state_text
from tournoi.ui.row_model import (
    SEARCH_ROLE,
    SORT_ROLE,
    RowTableModel,
    fold,
    players_text,
    search_text,
)

NO_TABLE = 1_000_000
"""Sorts the exempt team after every table."""


def team_text(team: TeamRef) -> str:
    """``12 · Martin – Dupont``."""
    return f"{team.number} · {team.name}"


@dataclass(frozen=True, slots=True)
class TableRow:
    """One table of the round, or (``table=None``) the exempt team."""

    table: int | None
    a: DrawnTeam
    b: DrawnTeam | None
    state: PartieState | None
    note: str
    forfeit: int | None = None
    totals: PerTeam[int] | None = None
    """The totals the partie counts by alone (« totaux seulement »), when it does."""
    phone: TableEntry | None = None
    """The sheet as the table's phone fills it, when the table has a phone's link."""
    score: PerTeam[int] | None = None
    """The totals so far of a partie entered donne by donne, once it has a donne."""
    on_time: bool = False
    """The partie was stopped on time (« arrêtée au temps »)."""


def table_rows(
    view: RoundView,
    totals: Mapping[int, PerTeam[int]],
    phones: Mapping[int, TableEntry] | None = None,
    scores: Mapping[int, PerTeam[int]] | None = None,
    on_time: frozenset[int] = frozenset(),
) -> list[TableRow]:
    phones = phones or {}
    scores = scores or {}
    rows = [
        TableRow(
            t.table,
            t.a,
            t.b,
            t.state,
            t.note,
            t.forfeit,
            totals.get(t.table),
            phones.get(t.table),
            scores.get(t.table),
            t.table in on_time,
        )
        for t in view.tables
    ]
    if view.bye is not None:
        rows.append(TableRow(None, view.bye, None, None, view.bye_note or ""))
    return rows


class TableColumn(IntEnum):
    TABLE = 0
    TEAM_A = 1
    TEAM_B = 2
    STATE = 3
    PHONE = 4
    NOTE = 5


def phone_text(state: TableEntry) -> str:
    """« 5 donnes · 620 – 410 · téléphone · signée A et B · verrouillée »."""
    count = state.donnes
    parts = [
        QCoreApplication.translate("TablesModel", "aucune donne")
        if count == 0
        else QCoreApplication.translate("TablesModel", "1 donne")
        if count == 1
        else QCoreApplication.translate("TablesModel", "{n} donnes").format(n=count)
    ]
    if count:
        parts.append(f"{state.totals.a} – {state.totals.b}")
        parts.append(
            QCoreApplication.translate("TablesModel", "téléphone")
            if state.by_phone
            else QCoreApplication.translate("TablesModel", "arbitrage")
        )
    signed = [team.value for team in (Team.A, Team.B) if state.signed[team]]
    if signed:
        parts.append(
            QCoreApplication.translate("TablesModel", "signée {teams}").format(
                teams=QCoreApplication.translate("TablesModel", " et ").join(signed)
            )
        )
    if state.locked:
        parts.append(QCoreApplication.translate("TablesModel", "verrouillée"))
    return " · ".join(parts)


def phone_tooltip(state: TableEntry) -> str:
    """Who entered the sheet last, and what the phone may still do."""
    if not state.donnes:
        said = QCoreApplication.translate("TablesModel", "Aucune donne saisie pour l'instant.")
    elif state.by_phone:
        said = QCoreApplication.translate(
            "TablesModel", "Dernière saisie par le téléphone de la table."
        )
    else:
        said = QCoreApplication.translate(
            "TablesModel", "Dernière saisie à la table d'arbitrage ({who})."
        ).format(who=state.updated_by)
    if state.locked:
        said += " " + QCoreApplication.translate(
            "TablesModel", "Téléphone verrouillé : il ne fait que lire la feuille."
        )
    return said


class TablesModel(RowTableModel[TableRow]):
    """The tables of one round, then the exempt team; teams can be picked to swap them."""

    def __init__(self, parent: QObject | None = None, *, melee: bool = False) -> None:
        """``melee``: the teams are a mêlée's pairs, each named by its players' numbers and
        names (:attr:`pairs`), never by its round's team number, which no player knows; the
        exempt team is the group of players left over, its row naming them."""
        super().__init__(key=lambda row: row.table, parent=parent)
        self.melee = melee
        self.pairs: Pairs = {}
        self.headers = (
            QCoreApplication.translate("TablesModel", "Table"),
            QCoreApplication.translate("TablesModel", "Paire A")
            if melee
            else QCoreApplication.translate("TablesModel", "Équipe A"),
            QCoreApplication.translate("TablesModel", "Paire B")
            if melee
            else QCoreApplication.translate("TablesModel", "Équipe B"),
            QCoreApplication.translate("TablesModel", "État"),
            QCoreApplication.translate("TablesModel", "Saisie aux tables"),
            QCoreApplication.translate("TablesModel", "Explication du tirage"),
        )

    def show_round(
        self,
        view: RoundView | None,
        totals: Mapping[int, PerTeam[int]] | None = None,
        phones: Mapping[int, TableEntry] | None = None,
        scores: Mapping[int, PerTeam[int]] | None = None,
        on_time: frozenset[int] = frozenset(),
        *,
        pairs: Pairs | None = None,
    ) -> None:
        """The tables of ``view``; ``totals``: those counted by their totals alone; ``phones``:
        the sheets of the tables that have a phone's link, by table; ``scores``: every
        table's totals so far; ``on_time``: the tables stopped on time; ``pairs``: a mêlée's
        players of each pair, by the team's number."""
        self.pairs = pairs or {}
        self.set_rows(
            [] if view is None else table_rows(view, totals or {}, phones, scores, on_time)
        )

    def team_at(self, row: int, column: int) -> TeamRef | None:
        """The team shown in that cell (an « Équipe » column), if any."""
        if not 0 <= row < self.rowCount():
            return None
        table = self.rows()[row]
        if column == TableColumn.TEAM_A:
            return table.a
        if column == TableColumn.TEAM_B:
            return table.b
        return None

    def cell(self, row: TableRow, column: int, role: int) -> object:
        column = TableColumn(column)
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(row, column)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(row, column)
        if role == SORT_ROLE:
            return NO_TABLE if row.table is None else row.table
        if role == SEARCH_ROLE:
            return " ".join(search_text(t) for t in (row.a, row.b) if t is not None)
        if role == Qt.ItemDataRole.TextAlignmentRole and column is TableColumn.TABLE:
            return int(Qt.AlignmentFlag.AlignCenter)
        if column is TableColumn.STATE and row.state is not None:
            background, foreground = COLOURS[row.state]
            if role == Qt.ItemDataRole.BackgroundRole:
                return background
            if role == Qt.ItemDataRole.ForegroundRole:
                return foreground
        return None

    def _tooltip(self, row: TableRow, column: TableColumn) -> str:
        """A team's cell shows its players; the others their whole text."""
        if column is TableColumn.PHONE and row.phone is not None:
            return phone_tooltip(row.phone)
        team = {TableColumn.TEAM_A: row.a, TableColumn.TEAM_B: row.b}.get(column)
        if team is None or self.melee:
            return self._text(row, column)
        return f"{team_text(team)}\n{players_text(team)}"

    def _team(self, team: DrawnTeam) -> str:
        """``12 · Martin – Dupont``; a mêlée's pair ``8 Marc ROUX – 17 Tom CHEVALIER``."""
        players = self.pairs.get(team.number)
        return team_text(team) if players is None else pair_words(players)

    def _text(self, row: TableRow, column: TableColumn) -> str:
        match column:
            case TableColumn.TABLE if row.table is None and self.melee:
                return _exempt(len(self.pairs.get(row.a.number, ())))
            case TableColumn.TABLE:
                return (
                    QCoreApplication.translate("TablesModel", "exempte")
                    if row.table is None
                    else str(row.table)
                )
            case TableColumn.TEAM_A if row.table is None and self.melee and not self.pairs:
                return f"{team_text(row.a)}\u00a0: {players_text(row.a)}"
            case TableColumn.TEAM_A:
                return self._team(row.a)
            case TableColumn.TEAM_B:
                return "—" if row.b is None else self._team(row.b)
            case TableColumn.STATE if (
                self.melee and row.forfeit is not None and row.state is not None
            ):
                side = "A" if row.forfeit == row.a.number else "B"
                return f"{state_text(row.state)} — " + QCoreApplication.translate(
                    "TablesModel", "forfait de la paire {side}"
                ).format(side=side)
            case TableColumn.STATE:
                return _state_text(row)
            case TableColumn.PHONE:
                return "" if row.phone is None else phone_text(row.phone)
            case TableColumn.NOTE:
                return row.note


def _exempt(players: int) -> str:
    """A mêlée's exempt players, said of men: « exempt », « exempts »."""
    return (
        QCoreApplication.translate("TablesModel", "exempt")
        if players == 1
        else QCoreApplication.translate("TablesModel", "exempts")
    )


def _state_text(row: TableRow) -> str:
    """« terminée — arrêtée au temps, totaux seulement, 1300 – 1250 »."""
    if row.state is None:
        return ""
    if row.forfeit is not None:
        return f"{state_text(row.state)} — " + QCoreApplication.translate(
            "TablesModel", "forfait de l'équipe {number}"
        ).format(number=row.forfeit)
    if row.totals is not None:
        said = QCoreApplication.translate("TablesModel", "totaux seulement, {a} – {b}").format(
            a=row.totals.a, b=row.totals.b
        )
    elif row.score is not None:
        said = f"{row.score.a} – {row.score.b}"
    else:
        return state_text(row.state)
    if row.on_time:
        said = QCoreApplication.translate("TablesModel", "arrêtée au temps, {said}").format(
            said=said
        )
    return f"{state_text(row.state)} — {said}"


class SeatColumn(IntEnum):
    TEAM = 0
    PLAYERS = 1
    NUMBER = 2
    TABLE = 3
    OPPONENT = 4


class SeatsModel(RowTableModel[Seat]):
    """Every team of the round with its players, table and opponent (« où est ma table ? »)."""

    def __init__(self, parent: QObject | None = None, *, melee: bool = False) -> None:
        """``melee``: each team is a mêlée's pair, named by its players (:attr:`pairs`)."""
        super().__init__(key=lambda seat: seat.team.number, parent=parent)
        self.pairs: Pairs = {}
        self.headers = (
            QCoreApplication.translate("TablesModel", "Paire")
            if melee
            else QCoreApplication.translate("TablesModel", "Équipe"),
            QCoreApplication.translate("TablesModel", "Joueurs"),
            QCoreApplication.translate("TablesModel", "N°"),
            QCoreApplication.translate("TablesModel", "Table"),
            QCoreApplication.translate("TablesModel", "Adversaires")
            if melee
            else QCoreApplication.translate("TablesModel", "Adversaire"),
        )

    def _said(self, team: DrawnTeam) -> str | None:
        """A mêlée's pair by its players' numbers and names; ``None`` for a team."""
        players = self.pairs.get(team.number)
        return None if players is None else pair_words(players)

    def cell(self, row: Seat, column: int, role: int) -> object:
        column = SeatColumn(column)
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(row, column)
        if role == SORT_ROLE:
            return self._sort_key(row, column)
        if role == SEARCH_ROLE:
            return search_text(row.team)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (
            SeatColumn.NUMBER,
            SeatColumn.TABLE,
        ):
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def _text(self, seat: Seat, column: SeatColumn) -> str:
        match column:
            case SeatColumn.TEAM:
                return self._said(seat.team) or seat.team.name
            case SeatColumn.PLAYERS:
                return players_text(seat.team)
            case SeatColumn.NUMBER:
                return str(seat.team.number)
            case SeatColumn.TABLE if seat.table is None and seat.team.number in self.pairs:
                return _exempt(len(self.pairs[seat.team.number]))
            case SeatColumn.TABLE:
                return (
                    QCoreApplication.translate("TablesModel", "exempte")
                    if seat.table is None
                    else str(seat.table)
                )
            case SeatColumn.OPPONENT if seat.opponent is not None:
                return self._said(seat.opponent) or team_text(seat.opponent)
            case SeatColumn.OPPONENT:
                return "—"

    def _sort_key(self, seat: Seat, column: SeatColumn) -> object:
        match column:
            case SeatColumn.TEAM:
                # Two teams of one name stay in number order.
                return f"{fold(self._text(seat, column))}\x00{seat.team.number:06d}"
            case SeatColumn.PLAYERS:
                return fold(players_text(seat.team))
            case SeatColumn.NUMBER:
                return seat.team.number
            case SeatColumn.TABLE:
                return NO_TABLE if seat.table is None else seat.table
            case SeatColumn.OPPONENT:
                return "" if seat.opponent is None else fold(seat.opponent.name)
