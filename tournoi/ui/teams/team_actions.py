"""The dialogs of the Teams page's actions: add, edit, remove, withdraw or reinstate, import
(the entrants' file import, :mod:`tournoi.ui.entrants.file_import`, in the page's words).

Each asks what to do (a dialog, a question, a file), then the presenter
(:mod:`tournoi.ui.teams.presenter`) does it as one command on the undo stack
and says what it did; a refusal is shown in a message box.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from engine import UserError
from tournoi.services import register
from tournoi.services.errors import StateError
from tournoi.services.teams.info import TeamInfo
from tournoi.ui.entrants.file_import import ImportWords, import_file
from tournoi.ui.entrants.import_progress import Listed
from tournoi.ui.page_dialog import PageDialog
from tournoi.ui.preferences import Preferences
from tournoi.ui.teams.presenter import TeamsPresenter
from tournoi.ui.teams.team_dialog import TeamDialog
from tournoi.ui.teams.withdrawal_dialog import WithdrawalChoice, WithdrawalDialog
from tournoi.ui.widgets import show_error


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


class TeamActions:
    """The dialogs of ``presenter``'s actions, over ``parent``, one at a time (``dialogs``)."""

    def __init__(self, presenter: TeamsPresenter, parent: QWidget, dialogs: PageDialog) -> None:
        self.presenter = presenter
        self.context = presenter.context
        self.parent = parent
        self.dialogs = dialogs

    def add(self) -> None:
        presenter = self.presenter
        place = self._register()
        dialog = TeamDialog(
            lambda form: presenter.add(form, register_file=place),
            next_number=presenter.next_number,
            door=presenter.door_defaults,
            register=place,
            parent=self.parent,
        )
        self.dialogs.open(dialog)

    def edit(self) -> None:
        team = self.presenter.current
        if team is None:
            return
        dialog = TeamDialog(
            lambda form: self.presenter.edit(team, form), team=team, parent=self.parent
        )
        self.dialogs.open(dialog)

    def remove(self) -> None:
        team = self.presenter.current
        if team is None:
            return
        try:
            self.presenter.remove(team)
        except StateError as error:
            if not team.has_played:
                show_error(self.parent, error)
            elif ask_withdraw_instead(self.parent, str(error)):
                self.toggle_withdrawal()
        except UserError as error:
            show_error(self.parent, error)

    def toggle_withdrawal(self) -> None:
        team = self.presenter.current
        if team is None:
            return
        action: Callable[[TeamInfo], None] = self.presenter.reinstate
        if team.withdrawn_after is None:
            pending = self.presenter.pending_partie(team)
            if pending is not None:
                dialog = WithdrawalDialog(
                    lambda choice: self._withdraw_drawn(team, pending.round, choice),
                    team=team,
                    pending=pending,
                    parent=self.parent,
                )
                self.dialogs.open(dialog)
                return
            action = self.presenter.withdraw
        try:
            action(team)
        except UserError as error:
            show_error(self.parent, error)

    def _withdraw_drawn(self, team: TeamInfo, round_number: int, choice: WithdrawalChoice) -> None:
        if choice is WithdrawalChoice.FORFEIT:
            self.presenter.withdraw_by_forfeit(team, round_number)
        else:
            self.presenter.withdraw_and_redraw(team, round_number)

    def import_file(self) -> None:
        words = ImportWords(
            title=QCoreApplication.translate("TeamsPage", "Importer une liste d'équipes"),
            file_filter=QCoreApplication.translate(
                "TeamsPage", "Listes d'équipes (*.csv *.xlsx *.txt);;Tous les fichiers (*)"
            ),
            cancelled=QCoreApplication.translate(
                "TeamsPage", "Importation annulée : aucune équipe n'a été importée."
            ),
        )
        import_file(self.presenter, self.parent, self.dialogs, listed=Listed.TEAMS, words=words)

    def _register(self) -> register.Place | None:
        """The club's register of players the preferences name, if any."""
        preferences = getattr(self.parent.window(), "preferences", None)
        if not isinstance(preferences, Preferences) or not preferences.register_file:
            return None
        return register.place_of(preferences.register_file)
