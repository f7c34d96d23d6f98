"""The Teams page: the registered teams, search, add, edit, remove, withdraw, import.

Each action is one command of :mod:`tournoi.ui.teams.commands` given to
:meth:`TournamentContext.push`, so it is one step of the undo stack.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from engine import UserError
from tournoi.files.team_file import TeamFileError
from tournoi.services import teams
from tournoi.services.activity import Area
from tournoi.services.errors import StateError
from tournoi.services.teams import TeamInfo
from tournoi.ui.actions import action_button, page_action
from tournoi.ui.context import TournamentContext
from tournoi.ui.row_model import ROW_ROLE, SearchProxy, fit_columns, row_table
from tournoi.ui.teams.check_in_panel import CheckInPanel
from tournoi.ui.teams.commands import (
    AddTeam,
    EditTeam,
    ImportTeams,
    ReinstateTeam,
    RemoveTeam,
    WithdrawAndRedraw,
    WithdrawByForfeit,
    WithdrawTeam,
)
from tournoi.ui.teams.import_dialog import ImportDialog
from tournoi.ui.teams.team_dialog import TeamDialog, TeamForm
from tournoi.ui.teams.team_model import Column, TeamModel
from tournoi.ui.teams.withdrawal_dialog import WithdrawalChoice, WithdrawalDialog
from tournoi.ui.widgets import choose_file, colon, counted, folder_of, show_error


def ask_withdraw_instead(parent: QWidget, message: str) -> bool:
    """The service refused to delete a team that played: offer to withdraw it instead."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(QCoreApplication.translate("TeamsPage", "Suppression impossible"))
    box.setText(message)
    withdraw = box.addButton(
        QCoreApplication.translate("TeamsPage", "&Retirer l'équipe"),
        QMessageBox.ButtonRole.AcceptRole,
    )
    close = box.addButton(
        QCoreApplication.translate("TeamsPage", "Fermer"), QMessageBox.ButtonRole.RejectRole
    )
    box.setDefaultButton(close)
    box.exec()
    return box.clickedButton() is withdraw


class TeamsPage(QWidget):
    title = "Équipes"

    def __init__(self, context: TournamentContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = self.tr("Équipes")
        self.context = context
        self.dialog: QDialog | None = None
        """The team or import dialog currently open, if any."""

        self.model = TeamModel(self)
        self.proxy = SearchProxy(self)
        self.proxy.setSourceModel(self.model)
        self.view = self._table()
        self.search = QLineEdit()
        self.search.setClearButtonEnabled(True)
        self.search.setPlaceholderText(self.tr("numéro, équipe, joueur, club ou licence"))
        self.search.textChanged.connect(self._search)
        self.search.returnPressed.connect(self._go_to_first)
        self.count = QLabel()
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.check_in = CheckInPanel(context, self)

        self._build_actions()
        self._build_layout()
        self.view.selectionModel().currentRowChanged.connect(self._update_actions)
        self.model.rowsInserted.connect(self._update_count)
        self.model.rowsRemoved.connect(self._update_count)
        self.model.modelReset.connect(self._update_count)
        context.changed.connect(self.reload)
        self.reload()

    # Building

    def _table(self) -> QTableView:
        view = row_table(self.proxy)
        view.setSortingEnabled(True)
        view.sortByColumn(Column.NUMBER, Qt.SortOrder.AscendingOrder)
        header = view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        view.activated.connect(lambda _index: self.edit())
        return view

    def _build_actions(self) -> None:
        self.add_action = page_action(
            self,
            self.tr("A&jouter…"),
            self.add,
            keys=["Ins", "Ctrl+Shift+A"],
            tip=self.tr("Inscrire une équipe, même après un tirage : arrivée en retard"),
        )
        self.edit_action = page_action(
            self,
            self.tr("&Modifier…"),
            self.edit,
            keys=["F2"],
            tip=self.tr("Modifier l'équipe choisie — aussi Entrée ou double-clic"),
        )
        self.remove_action = page_action(
            self,
            self.tr("&Supprimer"),
            self.remove,
            keys=[QKeySequence.StandardKey.Delete],
            tip=self.tr("Supprimer l'équipe choisie, si elle n'a jamais été tirée"),
        )
        self.withdraw_action = page_action(
            self,
            self.tr("&Retirer"),
            self.toggle_withdrawal,
            keys=["Ctrl+R"],
        )
        self.import_action = page_action(
            self,
            self.tr("&Importer…"),
            self.import_file,
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

    def reload(self, _what: Area | None = None) -> None:
        """Read the teams again (after any change: a draw makes them « played »)."""
        registered = teams.list_teams(self.context.database)
        self.model.set_rows(registered)
        if self.model.rowCount() and not self.view.currentIndex().isValid():
            self.view.selectRow(0)
        fit_columns(self.view)
        self.check_in.show_teams(registered)
        self._update_count()
        self._update_actions()

    def current_team(self) -> TeamInfo | None:
        index = self.view.currentIndex()
        if not index.isValid() or not self.view.selectionModel().isRowSelected(index.row()):
            return None
        team = index.data(ROW_ROLE)
        return team if isinstance(team, TeamInfo) else None

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
        all_teams = self.model.rows()
        total = len(all_teams)
        withdrawn = sum(team.withdrawn_after is not None for team in all_teams)
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

    def _search(self, text: str) -> None:
        self.proxy.set_search(text)
        if not self.current_team() and self.proxy.rowCount():
            self.view.selectRow(0)
        self._update_count()
        self._update_actions()

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

    def _say(self, text: str) -> None:
        self.message.setText(text)

    # Actions

    def add(self) -> None:
        dialog = TeamDialog(self._add, next_number=self._next_number(), parent=self)
        self._open(dialog)

    def edit(self) -> None:
        team = self.current_team()
        if team is None:
            return
        dialog = TeamDialog(lambda form: self._edit(team, form), team=team, parent=self)
        self._open(dialog)

    def remove(self) -> None:
        team = self.current_team()
        if team is None:
            return
        try:
            self.context.push(RemoveTeam(self.context, team.number))
        except StateError as error:
            if not team.has_played:
                show_error(self, error)
            elif ask_withdraw_instead(self, str(error)):
                self.toggle_withdrawal()
            return
        except UserError as error:
            show_error(self, error)
            return
        self._say(
            self.tr("Équipe {number} « {name} » supprimée (Ctrl+Z pour annuler).").format(
                number=team.number, name=team.name
            )
        )

    def toggle_withdrawal(self) -> None:
        team = self.current_team()
        if team is None:
            return
        command: WithdrawTeam | ReinstateTeam
        if team.withdrawn_after is None:
            # The withdrawals (the scoring under them): loaded when first needed, not at start.
            from tournoi.services import withdrawals  # noqa: PLC0415

            pending = withdrawals.pending_partie(self.context.database, number=team.number)
            if pending is not None:
                dialog = WithdrawalDialog(
                    lambda choice: self._withdraw_drawn(team, pending.round, choice),
                    team=team,
                    pending=pending,
                    parent=self,
                )
                self._open(dialog)
                return
            command = WithdrawTeam(self.context, team.number)
        else:
            command = ReinstateTeam(self.context, team.number)
        try:
            self.context.push(command)
        except UserError as error:
            show_error(self, error)
            return
        assert command.team is not None
        self._say(
            self.tr("Équipe {number} « {name} » : {status}.").format(
                number=team.number, name=command.team.name, status=command.team.status
            )
        )

    def import_file(self) -> None:
        chosen = choose_file(
            self,
            self.tr("Importer une liste d'équipes"),
            start=folder_of(self.context.database.location),
            file_filter=self.tr("Listes d'équipes (*.csv *.xlsx *.txt);;Tous les fichiers (*)"),
        )
        if not chosen:
            return
        path = Path(chosen)
        command = ImportTeams(self.context, path)
        try:
            self.context.push(command)
        except TeamFileError as error:
            self._open(ImportDialog(error, path, self))
            return
        except UserError as error:
            show_error(self, error)
            return
        added = command.added
        assert added is not None
        self._say(
            counted(
                len(added),
                self.tr("{n} équipe importée de « {file} »."),
                self.tr("{n} équipes importées de « {file} »."),
                file=path.name,
            )
        )
        if added:
            self.select(added[0].number)

    # What the actions call

    def _add(self, form: TeamForm) -> None:
        command = AddTeam(self.context, form, next_number=self._next_number())
        self.context.push(command)
        info = command.team
        assert info is not None
        self.select(info.number)
        text = self.tr("Équipe {number} « {name} » inscrite.").format(
            number=info.number, name=info.name
        )
        if info.first_round > 1:
            text += " " + self.tr("Elle sera tirée à partir du tour {round}.").format(
                round=info.first_round
            )
        self._say(text)

    def _edit(self, before: TeamInfo, form: TeamForm) -> None:
        name = form.name or teams.default_name(form.players)
        if (form.players, name, form.fixed_table) == (
            before.players,
            before.name,
            before.fixed_table,
        ):
            return  # nothing changed: no empty step in the undo history
        self.context.push(EditTeam(self.context, before, form))
        self._say(self.tr("Équipe {number} modifiée.").format(number=before.number))

    def _withdraw_drawn(self, team: TeamInfo, round_number: int, choice: WithdrawalChoice) -> None:
        command: WithdrawByForfeit | WithdrawAndRedraw
        if choice is WithdrawalChoice.FORFEIT:
            command = WithdrawByForfeit(self.context, team.number)
            done = self.tr("Équipe {number} « {name} » retirée : forfait au tour {round}.")
        else:
            from tournoi.services import draws  # noqa: PLC0415 (loaded when first needed)

            drawn = draws.round_view(self.context.database, round_number=round_number)
            command = WithdrawAndRedraw(self.context, team.number, drawn)
            done = self.tr("Équipe {number} « {name} » retirée : tour {round} tiré de nouveau.")
        self.context.push(command)
        self._say(done.format(number=team.number, name=team.name, round=round_number))

    def _next_number(self) -> int:
        return max((team.number for team in self.model.rows()), default=0) + 1

    def _open(self, dialog: QDialog) -> None:
        """Show a dialog without blocking; the focus comes back to the table when it closes."""
        self.dialog = dialog
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(lambda _result: self._closed(dialog))
        dialog.open()

    def _closed(self, dialog: QDialog) -> None:
        if self.dialog is dialog:
            self.dialog = None
        self.view.setFocus()
