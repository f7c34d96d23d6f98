"""The Teams page: the registered teams, search, add, edit, remove, withdraw, import.

What the page shows and does is its presenter's (:mod:`tournoi.ui.teams.presenter`):
the page shows each part the presenter says changed and hands it the team
chosen and the search typed; the actions ask first in the dialogs of
:mod:`tournoi.ui.teams.team_actions`, then the presenter makes each one undo
step. The check-in is its own tab (:mod:`tournoi.ui.teams.check_in_panel`).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
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

from tournoi.services.teams.info import TeamInfo
from tournoi.ui.actions import action_button, page_action
from tournoi.ui.context import TournamentContext
from tournoi.ui.entrants.presenter import Part
from tournoi.ui.page_dialog import PageDialog
from tournoi.ui.row_model import ROW_ROLE, SearchProxy, fit_columns, row_table
from tournoi.ui.teams.check_in_panel import CheckInPanel
from tournoi.ui.teams.presenter import TeamsPresenter
from tournoi.ui.teams.team_actions import TeamActions
from tournoi.ui.teams.team_model import Column, TeamModel
from tournoi.ui.widgets import colon, counted


class TeamsPage(QWidget):
    title = "Équipes"

    def __init__(self, context: TournamentContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = self.tr("Équipes")
        self.context = context
        self.presenter = TeamsPresenter(context, self)
        self.model = TeamModel(self)
        self.proxy = SearchProxy(self)
        self.proxy.setSourceModel(self.model)
        self.view = self._table()
        self.dialogs = PageDialog(self.view)
        self.team_actions = TeamActions(self.presenter, self, self.dialogs)
        self.search = QLineEdit()
        self.search.setClearButtonEnabled(True)
        self.search.setPlaceholderText(self.tr("numéro, équipe, joueur, club ou licence"))
        self.search.textChanged.connect(self.presenter.search_for)
        self.search.returnPressed.connect(self._go_to_first)
        self.count = QLabel()
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.check_in = CheckInPanel(self.presenter, self)

        self._build_actions()
        self._build_layout()
        selection = self.view.selectionModel()
        selection.currentRowChanged.connect(self._chosen)
        selection.selectionChanged.connect(self._chosen)
        self.model.rowsInserted.connect(self._update_count)
        self.model.rowsRemoved.connect(self._update_count)
        self.model.modelReset.connect(self._update_count)
        self.presenter.changed.connect(self._show)
        self.presenter.reload()

    # Building

    def _table(self) -> QTableView:
        view = row_table(self.proxy)
        view.setSortingEnabled(True)
        view.sortByColumn(Column.NUMBER, Qt.SortOrder.AscendingOrder)
        header = view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        view.activated.connect(lambda _index: self.team_actions.edit())
        return view

    def _build_actions(self) -> None:
        self.add_action = page_action(
            self,
            self.tr("A&jouter…"),
            self.team_actions.add,
            keys=["Ins", "Ctrl+Shift+A"],
            tip=self.tr("Inscrire une équipe, même après un tirage : arrivée en retard"),
        )
        self.edit_action = page_action(
            self,
            self.tr("&Modifier…"),
            self.team_actions.edit,
            keys=["F2"],
            tip=self.tr("Modifier l'équipe choisie — aussi Entrée ou double-clic"),
        )
        self.remove_action = page_action(
            self,
            self.tr("&Supprimer"),
            self.team_actions.remove,
            keys=[QKeySequence.StandardKey.Delete],
            tip=self.tr("Supprimer l'équipe choisie, si elle n'a jamais été tirée"),
        )
        self.withdraw_action = page_action(
            self,
            self.tr("&Retirer"),
            self.team_actions.toggle_withdrawal,
            keys=["Ctrl+R"],
        )
        self.import_action = page_action(
            self,
            self.tr("&Importer…"),
            self.team_actions.import_file,
            keys=["Ctrl+I"],
            tip=self.tr("Inscrire toutes les équipes d'un fichier CSV ou Excel"),
        )
        page_action(
            self, self.tr("Rechercher"), self._focus_search, keys=[QKeySequence.StandardKey.Find]
        )

    def _build_layout(self) -> None:
        buttons = QHBoxLayout()
        for action in (
            self.add_action,
            self.edit_action,
            self.remove_action,
            self.withdraw_action,
            self.import_action,
        ):
            buttons.addWidget(action_button(action))
        buttons.addStretch()
        label = QLabel(colon(self.tr("R&echercher")))
        label.setBuddy(self.search)
        find_keys = QKeySequence(QKeySequence.StandardKey.Find)
        self.search.setToolTip(
            self.tr("Sans tenir compte des accents ni des majuscules ({keys})").format(
                keys=find_keys.toString(QKeySequence.SequenceFormat.NativeText)
            )
        )
        self.search.setMinimumWidth(280)
        buttons.addWidget(label)
        buttons.addWidget(self.search)
        footer = QHBoxLayout()
        footer.addWidget(self.count)
        footer.addSpacing(24)
        footer.addWidget(self.message, 1)
        registration = QWidget()
        listing = QVBoxLayout(registration)
        listing.addLayout(buttons)
        listing.addWidget(self.view, 1)
        listing.addLayout(footer)
        QWidget.setTabOrder(self.search, self.view)
        self.tabs = QTabWidget()
        self.tabs.addTab(registration, self.tr("Ins&criptions"))
        self.tabs.addTab(self.check_in, self.tr("&Pointage"))
        self.tabs.currentChanged.connect(self._tab_changed)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.tabs)

    def show_check_in(self) -> None:
        """The check-in tab, its search ready for a name."""
        self.tabs.setCurrentWidget(self.check_in)
        self.check_in.focus_search()

    def _tab_changed(self) -> None:
        self._update_actions()
        if self.tabs.currentWidget() is self.check_in:
            self.check_in.focus_search()

    # Showing

    def _show(self, part: Part) -> None:
        if part is Part.ENTRANTS:
            self._show_teams()
        elif part is Part.CHOSEN:
            self._show_chosen()
        elif part is Part.SEARCH:
            self._show_search()
        elif part is Part.MESSAGE:
            self.message.setText(self.presenter.message)

    def _show_teams(self) -> None:
        registered = self.presenter.entrants
        self.model.set_rows(registered)
        if self.model.rowCount() and not self.view.currentIndex().isValid():
            self.view.selectRow(0)
        fit_columns(self.view)
        self.check_in.show_teams(registered)
        self._update_count()
        self._chosen()

    def _show_chosen(self) -> None:
        number = self.presenter.chosen
        if number is not None and self._row_team() != number:
            self.select(number)
        self._update_actions()

    def _show_search(self) -> None:
        if self.search.text() != self.presenter.search:
            self.search.setText(self.presenter.search)
        self.proxy.set_search(self.presenter.search)
        if not self.current_team() and self.proxy.rowCount():
            self.view.selectRow(0)
        self._update_count()
        self._update_actions()

    def _row_team(self) -> int | None:
        """The number of the team selected in the view, if its row is selected."""
        index = self.view.currentIndex()
        if not index.isValid() or not self.view.selectionModel().isRowSelected(index.row()):
            return None
        team = index.data(ROW_ROLE)
        return team.number if isinstance(team, TeamInfo) else None

    def _chosen(self) -> None:
        """The view's current row, handed to the presenter."""
        self.presenter.choose(self._row_team())
        self._update_actions()

    def current_team(self) -> TeamInfo | None:
        return self.presenter.current

    def select(self, number: int) -> None:
        """Make the team ``number`` the current row (the search is cleared if it hides it)."""
        for row, team in enumerate(self.model.rows()):
            if team.number != number:
                continue
            index = self.proxy.mapFromSource(self.model.index(row, 0))
            if not index.isValid():
                self.search.clear()
                index = self.proxy.mapFromSource(self.model.index(row, 0))
            self.view.setCurrentIndex(index)
            self.view.selectRow(index.row())
            self.view.scrollTo(index)
            return

    def _update_count(self) -> None:
        total = self.model.rowCount()
        withdrawn = self.presenter.withdrawn
        text = counted(total, self.tr("{n} équipe"), self.tr("{n} équipes"))
        if withdrawn == 1:
            text += self.tr(", 1 retirée")
        elif withdrawn:
            text += self.tr(", {count} retirées").format(count=withdrawn)
        shown = self.proxy.rowCount()
        if shown != total:
            if shown <= 1:
                text += self.tr(" — {count} affichée").format(count=shown)
            else:
                text += self.tr(" — {count} affichées").format(count=shown)
        self.count.setText(text)
        if not total:
            self.message.setText(
                self.tr(
                    "Aucune équipe inscrite : « Ajouter » (Inser) une équipe ou "
                    "« Importer » (Ctrl+I) une liste CSV ou Excel."
                )
            )

    def _update_actions(self) -> None:
        team = self.current_team()
        # The list's keys (Del, F2…) act on the list only, never behind the check-in.
        listed = team is not None and self.tabs.currentWidget() is not self.check_in
        for action in (self.edit_action, self.remove_action, self.withdraw_action):
            action.setEnabled(listed)
        if team is not None and team.withdrawn_after is not None:
            self.withdraw_action.setText(self.tr("&Réinscrire"))
            self.withdraw_action.setToolTip(
                self.tr("Réinscrire l'équipe : elle sera tirée à partir du prochain tour (Ctrl+R)")
            )
        else:
            self.withdraw_action.setText(self.tr("&Retirer"))
            self.withdraw_action.setToolTip(
                self.tr("Retirer l'équipe du tournoi ; ses résultats sont gardés (Ctrl+R)")
            )

    def _focus_search(self) -> None:
        if self.tabs.currentWidget() is self.check_in:
            self.check_in.focus_search()
            return
        self.search.setFocus()
        self.search.selectAll()

    def _go_to_first(self) -> None:
        if self.proxy.rowCount():
            self.view.setFocus()
            self.view.selectRow(0)

    @property
    def dialog(self) -> QDialog | None:
        """The team, withdrawal or import dialog currently open, if any."""
        return self.dialogs.current
