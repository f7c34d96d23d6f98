"""The Rounds page: draw the next round, see its tables and their state, swap, cancel.

A second tab answers « où est ma table ? »: every team with its table and
opponent, by team name. Draws, swaps and cancels
(:mod:`tournoi.ui.rounds.round_actions`) are commands of
:mod:`tournoi.ui.rounds.commands` given to :meth:`TournamentContext.push`,
one undo step each.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QModelIndex, Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tournoi.services import (
    draws,
    finals,
    scores,
    table_desk,
    tournaments,
)
from tournoi.services.activity import Area
from tournoi.services.draws import RoundView
from tournoi.services.scores import TeamRef
from tournoi.services.table_scores import table_scores
from tournoi.ui.actions import action_button, page_action
from tournoi.ui.context import TournamentContext
from tournoi.ui.page_dialog import PageDialog
from tournoi.ui.rounds.bracket_view import BracketTree
from tournoi.ui.rounds.round_actions import RoundActions
from tournoi.ui.rounds.round_summary import summary_text
from tournoi.ui.rounds.tables_model import SeatColumn, SeatsModel, TablesModel
from tournoi.ui.row_model import SearchProxy, fit_columns, row_table
from tournoi.ui.widgets import colon, keep_accents


def _view(model: QAbstractItemModel) -> QTableView:
    """A read-only list whose last column takes the room left."""
    view = row_table(model, single=False)
    view.horizontalHeader().setStretchLastSection(True)
    return view


class RoundsPage(QWidget):
    title = "Tours"

    table_activated = Signal(int, int)
    """Enter or a double click on a table: (round, table), to open its score sheet."""

    def __init__(self, context: TournamentContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = self.tr("Tours")
        self.context = context
        self.rounds: list[RoundView] = []

        self.round_box = QComboBox()
        self.round_box.setMinimumContentsLength(12)
        self.round_box.currentIndexChanged.connect(self.show_selected)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.message = QLabel()
        self.message.setWordWrap(True)

        self.tables = TablesModel(self)
        self.tables_view = _view(self.tables)
        self.tables_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.tables_view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        header = self.tables_view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        # A long explanation (the exempt team's, two teams of one club) wraps at its words in
        # the last column, its row as tall as it needs, on a 1366-pixel screen too.
        self.tables_view.setWordWrap(True)
        header.sectionResized.connect(lambda *_sizes: self._fit_rows())
        self.tables_view.activated.connect(self._activate_table)
        self.dialogs = PageDialog(self.tables_view)
        self.round_actions = RoundActions(self)

        self.seats = SeatsModel(self)
        self.seats_proxy = SearchProxy(self)
        self.seats_proxy.setSourceModel(self.seats)
        self.seats_view = _view(self.seats_proxy)
        self.seats_view.setSortingEnabled(True)
        self.seats_view.sortByColumn(SeatColumn.TEAM, Qt.SortOrder.AscendingOrder)
        self.seat_search = QLineEdit()
        self.seat_search.setClearButtonEnabled(True)
        self.seat_search.setPlaceholderText(self.tr("équipe, numéro ou joueur"))
        self.seat_search.textChanged.connect(self.seats_proxy.set_search)
        self.bracket = BracketTree()

        self._build_actions()
        self._build_layout()
        context.changed.connect(self.reload)
        self.reload()

    # Building

    def _build_actions(self) -> None:
        self.draw_action = page_action(
            self,
            self.tr("Tirer le tour &suivant…"),
            self.round_actions.draw_next,
            keys=["Ctrl+T"],
            tip=self.tr("Tirer le tour suivant : système suisse, au sort ou rotation"),
        )
        self.swap_action = page_action(
            self,
            self.tr("É&changer deux équipes…"),
            self.round_actions.swap,
            keys=["Ctrl+E"],
            tip=self.tr(
                "Échanger les places de deux équipes (choisissez leurs deux cases avec Ctrl)"
            ),
        )
        self.cancel_action = page_action(
            self,
            self.tr("A&nnuler le tirage"),
            self.round_actions.cancel_draw,
            tip=self.tr("Effacer le tirage du dernier tour, tant qu'aucun résultat n'est saisi"),
        )
        self.finals_action = page_action(
            self,
            self.tr("&Phase finale…"),
            self.round_actions.start_finals,
            keys=["Ctrl+Shift+F"],
            tip=self.tr(
                "Après les tours de qualification : les premiers du classement en finale à "
                "élimination directe, les suivants en consolante"
            ),
        )
        self.rounds_action = page_action(
            self,
            self.tr("Nombr&e de tours…"),
            self.round_actions.change_rounds,
            tip=self.tr("Prévoir moins de tours (ou plus) pendant la journée"),
        )
        page_action(
            self,
            self.tr("Chercher une équipe"),
            self._find_seat,
            keys=[QKeySequence.StandardKey.Find],
        )

    def _build_layout(self) -> None:
        round_label = QLabel(colon(self.tr("To&ur")))
        round_label.setBuddy(self.round_box)
        top = QHBoxLayout()
        top.addWidget(round_label)
        top.addWidget(self.round_box)
        top.addStretch()
        for action in (
            self.draw_action,
            self.swap_action,
            self.cancel_action,
            self.finals_action,
            self.rounds_action,
        ):
            top.addWidget(action_button(action))

        seats_page = QWidget()
        search_label = QLabel(colon(self.tr("C&hercher")))
        search_label.setBuddy(self.seat_search)
        search_row = QHBoxLayout()
        search_row.addWidget(search_label)
        search_row.addWidget(self.seat_search, 1)
        search_row.addStretch(2)
        seats_layout = QVBoxLayout(seats_page)
        seats_layout.addLayout(search_row)
        seats_layout.addWidget(self.seats_view, 1)

        self.tabs = QTabWidget()
        keep_accents(self.tabs)
        self.tabs.addTab(self.tables_view, self.tr("Ta&bles"))
        self.tabs.addTab(seats_page, self.tr("Où est &ma table ?"))
        self.tabs.addTab(self.bracket, self.tr("Tableau &final"))

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.summary)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.message)
        QWidget.setTabOrder(self.round_box, self.tabs)

    # Showing

    def reload(self, what: Area | None = None) -> None:
        """Read the rounds again: a draw, a swap, a score entered elsewhere change what is shown."""
        if what is Area.ROUNDS:  # what the page said is of rounds since undone or restored
            self.say("")
        previous = self.round_box.currentData()
        last_before = self.rounds[-1].number if self.rounds else None
        self.rounds = draws.list_rounds(self.context.database)
        numbers = [r.number for r in self.rounds]
        # Whoever looked at the last round sees the new one after a draw.
        wanted = previous if previous in numbers and previous != last_before else None
        if wanted is None and numbers:
            wanted = numbers[-1]
        self.round_box.blockSignals(True)
        self.round_box.clear()
        for number in numbers:
            self.round_box.addItem(self.tr("Tour {number}").format(number=number), number)
        if wanted is not None:
            self.round_box.setCurrentIndex(numbers.index(wanted))
        self.round_box.blockSignals(False)
        self.show_selected()

    def _fit_rows(self) -> None:
        """Each table's row as tall as its wrapped explanation, never lower than the others."""
        view = self.tables_view
        usual = view.verticalHeader().defaultSectionSize()
        for row in range(self.tables.rowCount()):
            view.setRowHeight(row, max(usual, view.sizeHintForRow(row) + 8))

    def shown_round(self) -> RoundView | None:
        number = self.round_box.currentData()
        return next((r for r in self.rounds if r.number == number), None)

    def show_selected(self) -> None:
        view = self.shown_round()
        self.tables.show_round(
            view,
            None
            if view is None
            else scores.tables_by_totals(self.context.database, round_number=view.number),
            None
            if view is None
            else table_desk.table_entries(self.context.database, round_number=view.number),
            None if view is None else table_scores(self.context.database, round_number=view.number),
        )
        self.seats.set_rows(
            [] if view is None else draws.seats(self.context.database, round_number=view.number)
        )
        for table_view in (self.tables_view, self.seats_view):
            fit_columns(table_view)
        self._fit_rows()
        planned = tournaments.get_settings(self.context.database).rounds
        self.summary.setText(summary_text(view, planned))
        last = bool(self.rounds) and view is not None and view.number == self.rounds[-1].number
        untouched = view is not None and not view.has_started
        self.swap_action.setEnabled(untouched)
        self.cancel_action.setEnabled(last and untouched)
        self.round_box.setEnabled(bool(self.rounds))
        state = finals.finals_state(self.context.database)
        self.bracket.show_state(state)
        self.finals_action.setEnabled(
            bool(self.rounds) and (state is None or not state.drawn_stages)
        )

    @property
    def dialog(self) -> QDialog | None:
        """The draw, swap or rounds dialog currently open, if any."""
        return self.dialogs.current

    def say(self, text: str) -> None:
        """What an action did, below the tables."""
        self.message.setText(text)

    def show_bracket(self) -> None:
        """The « Tableau final » tab, the focus on it: after the finals' draw."""
        self.tabs.setCurrentWidget(self.bracket)
        self.bracket.setFocus()

    def show_tables(self) -> None:
        """The tables' tab, the focus on them: after a draw."""
        self.tabs.setCurrentIndex(0)
        self.tables_view.setFocus()

    def selected_teams(self) -> list[TeamRef]:
        """The teams whose cells are selected in the tables, in the order of the table."""
        found: list[TeamRef] = []
        indexes = sorted(
            self.tables_view.selectionModel().selectedIndexes(),
            key=lambda index: (index.row(), index.column()),
        )
        for index in indexes:
            team = self.tables.team_at(index.row(), index.column())
            if team is not None and team not in found:
                found.append(team)
        return found

    def _activate_table(self, index: QModelIndex) -> None:
        view = self.shown_round()
        row = self.tables.row_at(index)
        if view is not None and row is not None and row.table is not None:
            self.table_activated.emit(view.number, row.table)

    def _find_seat(self) -> None:
        self.tabs.setCurrentIndex(1)
        self.seat_search.setFocus()
        self.seat_search.selectAll()
