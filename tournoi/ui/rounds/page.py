"""The Rounds page: draw the next round, see its tables and their state, swap, cancel.

A second tab answers « où est ma table ? »: every team with its table and
opponent, by team name. What the page shows and does is its presenter's
(:mod:`tournoi.ui.rounds.presenter`): the page shows each part the presenter
says changed; draws, swaps and cancels ask first in the dialogs of
:mod:`tournoi.ui.rounds.round_actions`, then the presenter makes each one
undo step.
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

from tournoi.services.scores import TeamRef
from tournoi.services.teams import players as melee_players
from tournoi.ui.actions import action_button, page_action
from tournoi.ui.context import TournamentContext
from tournoi.ui.page_dialog import PageDialog
from tournoi.ui.rounds.bracket_view import BracketTree
from tournoi.ui.rounds.presenter import Part, RoundsPresenter
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
        self.presenter = RoundsPresenter(context, self)

        self.round_box = QComboBox()
        self.round_box.setMinimumContentsLength(12)
        self.round_box.currentIndexChanged.connect(self._round_chosen)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.message = QLabel()
        self.message.setWordWrap(True)

        self.tables = TablesModel(self, melee=melee_players.is_melee(context.database))
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
        self.round_actions = RoundActions(self.presenter, self, self.dialogs, self.selected_teams)

        self.seats = SeatsModel(self, melee=self.tables.melee)
        self.seats_proxy = SearchProxy(self)
        self.seats_proxy.setSourceModel(self.seats)
        self.seats_view = _view(self.seats_proxy)
        self.seats_view.setSortingEnabled(True)
        self.seats_view.sortByColumn(SeatColumn.TEAM, Qt.SortOrder.AscendingOrder)
        # A mêlée's pair is its players, named in its own column: its round's team number
        # is nobody's.
        for column in (SeatColumn.PLAYERS, SeatColumn.NUMBER):
            self.seats_view.setColumnHidden(column, self.tables.melee)
        self.seat_search = QLineEdit()
        self.seat_search.setClearButtonEnabled(True)
        self.seat_search.setPlaceholderText(self.tr("équipe, numéro ou joueur"))
        self.seat_search.textChanged.connect(self.seats_proxy.set_search)
        self.bracket = BracketTree()

        self._build_actions()
        self._build_layout()
        self.presenter.changed.connect(self._show)
        self.presenter.reload()

    # Building

    def _build_actions(self) -> None:
        self.draw_action = page_action(
            self,
            self.tr("Tirer le tour &suivant…"),
            self.round_actions.draw_next,
            keys=["Ctrl+T"],
            tip=self.tr("Tirer le tour suivant : système suisse, au sort ou rotation"),
        )
        melee = self.tables.melee
        self.swap_action = page_action(
            self,
            self.tr("É&changer deux paires…") if melee else self.tr("É&changer deux équipes…"),
            self.round_actions.swap,
            keys=["Ctrl+E"],
            tip=self.tr(
                "Échanger les places de deux paires, chaque joueur gardant son équipier "
                "(choisissez leurs deux cases avec Ctrl)"
            )
            if melee
            else self.tr(
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
        self._finals_tip = self.finals_action.toolTip()
        self.tie_break_action = page_action(
            self,
            self.tr("Départa&ge…"),
            self.round_actions.change_tie_break,
            keys=["Ctrl+Shift+D"],
            tip=self.tr(
                "Départage de la phase finale, totaux égaux dans une partie du tableau : une "
                "donne de plus (règlement FFB) "
                "ou l'équipe la mieux classée passe ; modifiable tant qu'aucune partie du "
                "tableau n'a de donne"
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
        self.buttons = {
            action: action_button(action)
            for action in (
                self.draw_action,
                self.swap_action,
                self.cancel_action,
                self.finals_action,
                self.tie_break_action,
                self.rounds_action,
            )
        }
        for button in self.buttons.values():
            top.addWidget(button)

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
        self.tabs.addTab(self.bracket, self.tr("Tab&leau final"))

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.summary)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.message)
        QWidget.setTabOrder(self.round_box, self.tabs)

    # Showing

    def _show(self, part: Part) -> None:
        if part is Part.ROUNDS:
            self._show_rounds()
        elif part is Part.MESSAGE:
            self.message.setText(self.presenter.message)
        elif part is Part.FINALS:  # the finals just drawn: their bracket is looked at next
            self.tabs.setCurrentWidget(self.bracket)
            self.bracket.setFocus()
        else:  # a round just drawn: its tables are what the arbiter looks at next
            self.tabs.setCurrentIndex(0)
            self.tables_view.setFocus()

    def _show_rounds(self) -> None:
        presenter = self.presenter
        self.round_box.blockSignals(True)
        self.round_box.clear()
        for view in presenter.rounds:
            self.round_box.addItem(self.tr("Tour {number}").format(number=view.number), view.number)
        self.round_box.setCurrentIndex(self.round_box.findData(presenter.number))
        self.round_box.blockSignals(False)
        self.round_box.setEnabled(bool(presenter.rounds))
        shown = presenter.shown
        if shown is None:
            self.tables.show_round(None)
            self.seats.set_rows([])
        else:
            self.tables.show_round(
                shown.view, shown.by_totals, shown.phones, shown.scores, shown.on_time,
                pairs=shown.pairs,
            )  # fmt: skip
            self.seats.pairs = shown.pairs
            self.seats.set_rows(shown.seats)
        for table_view in (self.tables_view, self.seats_view):
            fit_columns(table_view)
        self._fit_rows()
        self.summary.setText(summary_text(None if shown is None else shown.view, presenter.planned))
        self.swap_action.setEnabled(presenter.untouched)
        self.cancel_action.setEnabled(presenter.is_last and presenter.untouched)
        self.bracket.show_state(presenter.finals)
        self.finals_action.setEnabled(presenter.may_start_finals)
        self.tie_break_action.setEnabled(presenter.may_change_tie_break)
        # One of the two at a time, so that the row is no wider than the work beside the
        # projector on a laptop's screen: « Phase finale… » until the finals are set up, then
        # their « Départage… ».
        self.buttons[self.finals_action].setVisible(not presenter.may_change_tie_break)
        self.buttons[self.tie_break_action].setVisible(presenter.may_change_tie_break)
        self.finals_action.setToolTip(
            self.tr(
                "Pas de phase finale à la mêlée : les joueurs changent de partenaire à chaque "
                "partie, il n'y a pas d'équipe à qualifier"
            )
            if presenter.melee
            else self._finals_tip
        )
        self.tabs.setTabVisible(self.tabs.indexOf(self.bracket), not presenter.melee)

    def _round_chosen(self, index: int) -> None:
        number = self.round_box.itemData(index)
        if isinstance(number, int):
            self.presenter.choose(number)

    def _fit_rows(self) -> None:
        """Each table's row as tall as its wrapped explanation, never lower than the others."""
        view = self.tables_view
        usual = view.verticalHeader().defaultSectionSize()
        for row in range(self.tables.rowCount()):
            view.setRowHeight(row, max(usual, view.sizeHintForRow(row) + 8))

    @property
    def dialog(self) -> QDialog | None:
        """The draw, swap or rounds dialog currently open, if any."""
        return self.dialogs.current

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
        number = self.presenter.number
        row = self.tables.row_at(index)
        if number is not None and row is not None and row.table is not None:
            self.table_activated.emit(number, row.table)

    def _find_seat(self) -> None:
        self.tabs.setCurrentIndex(1)
        self.seat_search.setFocus()
        self.seat_search.selectAll()
