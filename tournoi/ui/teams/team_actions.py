"""What the Teams page's actions do: add, edit, remove, withdraw or reinstate, import.

Each pushes one command of :mod:`tournoi.ui.teams.commands` on the undo stack
and says what it did below the list; a refusal is shown in a message box.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from engine import UserError
from tournoi.files.team_file import TeamFileError
from tournoi.services import register
from tournoi.services.errors import StateError
from tournoi.services.teams import registration as teams
from tournoi.services.teams.file_import import ImportCancelledError
from tournoi.services.teams.info import TeamInfo
from tournoi.ui.preferences import Preferences
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
from tournoi.ui.teams.import_progress import ImportProgress
from tournoi.ui.teams.team_dialog import TeamDialog, TeamForm
from tournoi.ui.teams.withdrawal_dialog import WithdrawalChoice, WithdrawalDialog
from tournoi.ui.widgets import choose_file, counted, folder_of, show_error

if TYPE_CHECKING:
    from tournoi.ui.teams.page import TeamsPage


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
    """The organiser's actions on the teams ``page`` lists."""

    def __init__(self, page: TeamsPage) -> None:
        self.page = page
        self.context = page.context

    def add(self) -> None:
        dialog = TeamDialog(
            self._add,
            next_number=self._next_number(),
            door=self._door(),
            register=self._register(),
            parent=self.page,
        )
        self.page.dialogs.open(dialog)

    def edit(self) -> None:
        team = self.page.current_team()
        if team is None:
            return
        dialog = TeamDialog(lambda form: self._edit(team, form), team=team, parent=self.page)
        self.page.dialogs.open(dialog)

    def remove(self) -> None:
        team = self.page.current_team()
        if team is None:
            return
        try:
            self.context.push(RemoveTeam(self.context, team.number))
        except StateError as error:
            if not team.has_played:
                show_error(self.page, error)
            elif ask_withdraw_instead(self.page, str(error)):
                self.toggle_withdrawal()
            return
        except UserError as error:
            show_error(self.page, error)
            return
        self.page.say(
            QCoreApplication.translate(
                "TeamsPage", "Équipe {number} « {name} » supprimée (Ctrl+Z pour annuler)."
            ).format(number=team.number, name=team.name)
        )

    def toggle_withdrawal(self) -> None:
        team = self.page.current_team()
        if team is None:
            return
        command: WithdrawTeam | ReinstateTeam
        if team.withdrawn_after is None:
            # The withdrawals (the scoring under them): loaded when first needed, not at start.
            from tournoi.services.draws import withdrawals  # noqa: PLC0415

            pending = withdrawals.pending_partie(self.context.database, number=team.number)
            if pending is not None:
                dialog = WithdrawalDialog(
                    lambda choice: self._withdraw_drawn(team, pending.round, choice),
                    team=team,
                    pending=pending,
                    parent=self.page,
                )
                self.page.dialogs.open(dialog)
                return
            command = WithdrawTeam(self.context, team.number)
        else:
            command = ReinstateTeam(self.context, team.number)
        try:
            self.context.push(command)
        except UserError as error:
            show_error(self.page, error)
            return
        assert command.team is not None
        self.page.say(
            QCoreApplication.translate(
                "TeamsPage", "Équipe {number} « {name} » : {status}."
            ).format(number=team.number, name=command.team.name, status=command.team.status)
        )

    def import_file(self) -> None:
        chosen = choose_file(
            self.page,
            QCoreApplication.translate("TeamsPage", "Importer une liste d'équipes"),
            start=folder_of(self.context.database.location),
            file_filter=QCoreApplication.translate(
                "TeamsPage", "Listes d'équipes (*.csv *.xlsx *.txt);;Tous les fichiers (*)"
            ),
        )
        if not chosen:
            return
        path = Path(chosen)
        progress = ImportProgress(self.context.database, path, self.context.who, self.page)
        progress.imported.connect(lambda added: self._imported(path, added))
        progress.refused.connect(lambda error: self._import_refused(path, error))
        self.context.closing.connect(progress.stop)
        self.page.dialogs.open(progress)
        progress.start()

    def _imported(self, path: Path, added: list[TeamInfo]) -> None:
        self.context.push(ImportTeams(self.context, path, added))
        self.page.say(
            counted(
                len(added),
                QCoreApplication.translate("TeamsPage", "{n} équipe importée de « {file} »."),
                QCoreApplication.translate("TeamsPage", "{n} équipes importées de « {file} »."),
                file=path.name,
            )
        )
        if added:
            self.page.select(added[0].number)

    def _import_refused(self, path: Path, error: UserError) -> None:
        if isinstance(error, TeamFileError):
            self.page.dialogs.open(ImportDialog(error, path, self.page))
        elif isinstance(error, ImportCancelledError):
            self.page.say(str(error))
        else:
            show_error(self.page, error)

    # What the dialogs call

    def _add(self, form: TeamForm) -> None:
        command = AddTeam(self.context, form, next_number=self._next_number())
        self.context.push(command)
        info = command.team
        assert info is not None
        self.page.select(info.number)
        text = QCoreApplication.translate(
            "TeamsPage", "Équipe {number} « {name} » inscrite."
        ).format(number=info.number, name=info.name)
        if info.first_round > 1:
            text += " " + QCoreApplication.translate(
                "TeamsPage", "Elle sera tirée à partir du tour {round}."
            ).format(round=info.first_round)
        self.page.say(text + self._remembered(info))

    def _register(self) -> Path | None:
        """The club's register of players the preferences name, if any."""
        preferences = getattr(self.page.window(), "preferences", None)
        if not isinstance(preferences, Preferences) or not preferences.register_file:
            return None
        return Path(preferences.register_file)

    def _remembered(self, team: TeamInfo) -> str:
        """The team's players put into the club's register (new ones added); what it says."""
        path = self._register()
        if path is None:
            return ""
        try:
            added = register.remember_teams(path, [team.players])
        except UserError as refusal:  # the team is registered all the same
            return " " + QCoreApplication.translate(
                "TeamsPage", "Registre des joueurs non mis à jour : {reason}"
            ).format(reason=refusal.message)
        if not added:
            return ""
        return " " + QCoreApplication.translate(
            "TeamsPage", "{players} ajouté(s) au registre des joueurs."
        ).format(players=added)

    def _edit(self, before: TeamInfo, form: TeamForm) -> None:
        name = form.name or teams.default_name(form.players)
        if (form.players, name, form.fixed_table) == (
            before.players,
            before.name,
            before.fixed_table,
        ):
            return  # nothing changed: no empty step in the undo history
        self.context.push(EditTeam(self.context, before, form))
        self.page.say(
            QCoreApplication.translate("TeamsPage", "Équipe {number} modifiée.").format(
                number=before.number
            )
        )

    def _withdraw_drawn(self, team: TeamInfo, round_number: int, choice: WithdrawalChoice) -> None:
        command: WithdrawByForfeit | WithdrawAndRedraw
        if choice is WithdrawalChoice.FORFEIT:
            command = WithdrawByForfeit(self.context, team.number)
            done = QCoreApplication.translate(
                "TeamsPage", "Équipe {number} « {name} » retirée : forfait au tour {round}."
            )
        else:
            from tournoi.services import draws  # noqa: PLC0415 (loaded when first needed)

            drawn = draws.round_view(self.context.database, round_number=round_number)
            command = WithdrawAndRedraw(self.context, team.number, drawn)
            done = QCoreApplication.translate(
                "TeamsPage", "Équipe {number} « {name} » retirée : tour {round} tiré de nouveau."
            )
        self.context.push(command)
        self.page.say(done.format(number=team.number, name=team.name, round=round_number))

    def _door(self) -> tuple[bool, bool]:
        """Whether a team registered now is present and paid by default: once check-in has
        begun (a team pointed present), it is present; paid too when others paid at the door."""
        rows = self.page.model.rows()
        begun = any(team.checked_in for team in rows)
        return begun, begun and any(team.paid for team in rows)

    def _next_number(self) -> int:
        return max((team.number for team in self.page.model.rows()), default=0) + 1
