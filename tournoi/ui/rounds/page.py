"""The Rounds page: draw the next round, see its tables and their state, swap, cancel.

A second tab answers « où est ma table ? »: every team with its table and
opponent, by team name. Draws, swaps and cancels are commands of
:mod:`tournoi.ui.rounds.commands` given to :meth:`TournamentContext.push`,
one undo step each.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt, Signal
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

from engine import UserError
from tournoi.services import (
    check_in,
    draws,
    scores,
    table_entry,
    teams,
    tournaments,
    withdrawals,
)
from tournoi.services.activity import Area
from tournoi.services.draws import DrawMethod, RoundView
from tournoi.services.scores import PartieState, TeamRef
from tournoi.ui.actions import action_button, page_action
from tournoi.ui.context import TournamentContext
from tournoi.ui.rounds.commands import CancelDraw, DrawRound, SetRounds, SwapTeams
from tournoi.ui.rounds.round_dialogs import (
    DrawChoice,
    DrawDialog,
    DrawField,
    RoundsCountDialog,
    SwapDialog,
)
from tournoi.ui.rounds.tables_model import SeatColumn, SeatsModel, TablesModel
from tournoi.ui.row_model import SearchProxy, fit_columns
from tournoi.ui.widgets import colon, confirm, keep_accents, show_error


def _view(model: object) -> QTableView:
    view = QTableView()
    view.setModel(model)  # type: ignore[arg-type]
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setAlternatingRowColors(True)
    view.setWordWrap(False)
    view.verticalHeader().hide()
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
        self.dialog: QDialog | None = None
        """The draw or swap dialog currently open, if any."""
        self.rounds: list[RoundView] = []

        self.round_box = QComboBox()
        self.round_box.setMinimumContentsLength(12)
        self.round_box.currentIndexChanged.connect(self._show_selected)
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
        self.tables_view.activated.connect(self._activate_table)

        self.seats = SeatsModel(self)
        self.seats_proxy = SearchProxy(self)
        self.seats_proxy.setSourceModel(self.seats)
        self.seats_view = _view(self.seats_proxy)
        self.seats_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.seats_view.setSortingEnabled(True)
        self.seats_view.sortByColumn(SeatColumn.TEAM, Qt.SortOrder.AscendingOrder)
        self.seat_search = QLineEdit()
        self.seat_search.setClearButtonEnabled(True)
        self.seat_search.setPlaceholderText(self.tr("équipe, numéro ou joueur"))
        self.seat_search.textChanged.connect(self.seats_proxy.set_search)

        self._build_actions()
        self._build_layout()
        context.changed.connect(self.reload)
        self.reload()

    # Building

    def _build_actions(self) -> None:
        self.draw_action = page_action(
            self,
            self.tr("Tirer le tour &suivant…"),
            self.draw_next,
            keys=["Ctrl+T"],
            tip=self.tr("Tirer le tour suivant : système suisse, au sort ou rotation"),
        )
        self.swap_action = page_action(
            self,
            self.tr("É&changer deux équipes…"),
            self.swap,
            keys=["Ctrl+E"],
            tip=self.tr(
                "Échanger les places de deux équipes (choisissez leurs deux cases avec Ctrl)"
            ),
        )
        self.cancel_action = page_action(
            self,
            self.tr("A&nnuler le tirage"),
            self.cancel_draw,
            tip=self.tr("Effacer le tirage du dernier tour, tant qu'aucun résultat n'est saisi"),
        )
        self.rounds_action = page_action(
            self,
            self.tr("Nombre de to&urs…"),
            self.change_rounds,
            tip=self.tr("Prévoir moins de tours (ou plus) pendant la journée"),
        )
        page_action(
            self,
            self.tr("Chercher une équipe"),
            self._find_seat,
            keys=[QKeySequence.StandardKey.Find],
        )

    def _build_layout(self) -> None:
        round_label = QLabel(colon(self.tr("Tou&r")))
        round_label.setBuddy(self.round_box)
        top = QHBoxLayout()
        top.addWidget(round_label)
        top.addWidget(self.round_box)
        top.addStretch()
        for action in (
            self.draw_action,
            self.swap_action,
            self.cancel_action,
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
            self._say("")
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
        self._show_selected()

    def shown_round(self) -> RoundView | None:
        number = self.round_box.currentData()
        return next((r for r in self.rounds if r.number == number), None)

    def _show_selected(self) -> None:
        view = self.shown_round()
        self.tables.show_round(
            view,
            None
            if view is None
            else scores.tables_by_totals(self.context.database, round_number=view.number),
            None
            if view is None
            else table_entry.table_entries(self.context.database, round_number=view.number),
        )
        self.seats.set_rows(
            [] if view is None else draws.seats(self.context.database, round_number=view.number)
        )
        for table_view in (self.tables_view, self.seats_view):
            fit_columns(table_view)
        self.summary.setText(self._summary(view))
        last = bool(self.rounds) and view is not None and view.number == self.rounds[-1].number
        untouched = view is not None and not view.has_started
        self.swap_action.setEnabled(untouched)
        self.cancel_action.setEnabled(last and untouched)
        self.round_box.setEnabled(bool(self.rounds))

    def _summary(self, view: RoundView | None) -> str:
        planned = tournaments.get_settings(self.context.database).rounds
        if view is None:
            return self.tr(
                "Aucun tour tiré ({planned} prévus) : « Tirer le tour suivant » (Ctrl+T) "
                "tire le tour 1."
            ).format(planned=planned)
        parts = [
            self.tr("Tour {number} sur {planned}").format(number=view.number, planned=planned),
            self._method_text(view.method, view.seed),
            self._progress(view),
        ]
        if view.has_started:
            parts.append(self.tr("des résultats sont saisis : le tirage ne peut plus changer"))
        return " · ".join(parts)

    def _method_text(self, method: DrawMethod, seed: int | None) -> str:
        text = {
            DrawMethod.SWISS: self.tr("Système suisse"),
            DrawMethod.RANDOM: self.tr("Tirage au sort"),
            DrawMethod.ROTATION: self.tr("Rotation préétablie"),
        }[method]
        if seed is not None:
            text += self.tr(", graine {seed}").format(seed=seed)
        return text

    def _progress(self, view: RoundView) -> str:
        count = len(view.tables)
        done = sum(t.state in (PartieState.FINISHED, PartieState.VALIDATED) for t in view.tables)
        validated = sum(t.state is PartieState.VALIDATED for t in view.tables)
        tables = self.tr("1 table") if count == 1 else self.tr("{n} tables").format(n=count)
        if done <= 1:
            text = self.tr("{tables}, {done} terminée").format(tables=tables, done=done)
        else:
            text = self.tr("{tables}, {done} terminées").format(tables=tables, done=done)
        if validated == 1:
            text += self.tr(" dont 1 validée")
        elif validated:
            text += self.tr(" dont {n} validées").format(n=validated)
        return text

    def _say(self, text: str) -> None:
        self.message.setText(text)

    def _activate_table(self, index: QModelIndex) -> None:
        view = self.shown_round()
        row = self.tables.row_at(index)
        if view is not None and row is not None and row.table is not None:
            self.table_activated.emit(view.number, row.table)

    def _find_seat(self) -> None:
        self.tabs.setCurrentIndex(1)
        self.seat_search.setFocus()
        self.seat_search.selectAll()

    # Actions

    def draw_next(self) -> None:
        """The draw dialog: round 1 by lot, the next ones Swiss by default."""
        number = self.rounds[-1].number + 1 if self.rounds else 1
        method = DrawMethod.RANDOM if number == 1 else DrawMethod.SWISS
        database = self.context.database
        settings = tournaments.get_settings(database)
        refs = {team.number: team for team in self._teams()}
        field = DrawField(
            absent=[refs[n] for n in check_in.absent_teams(database)] if number == 1 else [],
            forfeit_losers=withdrawals.forfeit_losers(database) if number > 1 else [],
            avoid_clubs=settings.avoid_same_club,
            club_rounds=settings.club_rounds,
        )
        dialog = DrawDialog(self._draw, number=number, method=method, field=field, parent=self)
        self._open(dialog)

    def _teams(self) -> list[TeamRef]:
        return [TeamRef(t.number, t.name) for t in teams.list_teams(self.context.database)]

    def change_rounds(self) -> None:
        planned = tournaments.get_settings(self.context.database).rounds
        drawn = self.rounds[-1].number if self.rounds else 0
        dialog = RoundsCountDialog(
            lambda count: self._set_rounds(planned, count),
            rounds=planned,
            drawn=drawn,
            parent=self,
        )
        self._open(dialog)

    def swap(self) -> None:
        view = self.shown_round()
        if view is None:
            return
        places = [(t.a, self.tr("table {n}").format(n=t.table)) for t in view.tables]
        places += [(t.b, self.tr("table {n}").format(n=t.table)) for t in view.tables]
        if view.bye is not None:
            places.append((view.bye, self.tr("exempte")))
        places.sort(key=lambda place: place[0].number)
        dialog = SwapDialog(
            lambda first, second: self._swap(view.number, first, second),
            round_number=view.number,
            places=places,
            chosen=[team.number for team in self.selected_teams()],
            parent=self,
        )
        self._open(dialog)

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

    def cancel_draw(self) -> None:
        view = self.shown_round()
        if view is None:
            return
        question = self.tr(
            "Annuler le tirage du tour {number} ? Ses tables sont effacées. "
            "« Annuler » dans le menu Édition (Ctrl+Z) refait le même tirage "
            "(même méthode, même graine), sans les échanges faits à la main."
        ).format(number=view.number)
        if not confirm(self, self.tr("Annuler le tirage"), question):
            return
        try:
            self.context.push(CancelDraw(self.context, view))
        except UserError as error:
            show_error(self, error)
            return
        self._say(self.tr("Tirage du tour {number} annulé.").format(number=view.number))

    # What the dialogs call

    def _draw(self, choice: DrawChoice) -> None:
        number = self.rounds[-1].number + 1 if self.rounds else 1
        command = DrawRound(
            self.context,
            number=number,
            method=choice.method,
            seed=choice.seed,
            withdraw=choice.withdraw,
            avoid_clubs=choice.avoid_clubs,
        )
        self.context.push(command)
        view = command.round
        assert view is not None
        method_text = self._method_text(view.method, view.seed)
        text = self.tr("Tour {number} tiré ({method}).").format(
            number=view.number, method=method_text[:1].lower() + method_text[1:]
        )
        if view.seed is not None:
            text += " " + self.tr("La graine {seed} refait ce même tirage.").format(seed=view.seed)
        if view.withdrawn:
            names = ", ".join(str(team.number) for team in view.withdrawn)
            text += " " + self.tr("Équipes retirées : {teams}.").format(teams=names)
        self._say(text)
        self.tabs.setCurrentIndex(0)
        self.tables_view.setFocus()

    def _set_rounds(self, before: int, after: int) -> None:
        self.context.push(SetRounds(self.context, before=before, after=after))
        self._say(
            self.tr("Le tournoi compte maintenant {count} tours (Ctrl+Z pour annuler).").format(
                count=after
            )
        )
        self._show_selected()

    def _swap(self, round_number: int, first: int, second: int) -> None:
        self.context.push(
            SwapTeams(self.context, round_number=round_number, first=first, second=second)
        )
        self._say(
            self.tr("Équipes {first} et {second} échangées (Ctrl+Z pour annuler).").format(
                first=first, second=second
            )
        )

    def _open(self, dialog: QDialog) -> None:
        """Show a dialog without blocking; the focus comes back to the tables when it closes."""
        self.dialog = dialog
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(lambda _result: self._closed(dialog))
        dialog.open()

    def _closed(self, dialog: QDialog) -> None:
        if self.dialog is dialog:
            self.dialog = None
        self.tables_view.setFocus()
