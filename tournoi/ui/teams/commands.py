"""The Teams page's undoable actions: one command per action, each step calling one service."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication

from tournoi.services import teams
from tournoi.services.activity import Area
from tournoi.services.import_teams import import_teams
from tournoi.services.teams import TeamInfo
from tournoi.ui.context import TournamentContext
from tournoi.ui.teams.team_dialog import TeamForm
from tournoi.ui.undo import ServiceCommand


class AddTeam(ServiceCommand):
    """Register a team; undo removes it, redo registers it again with the same number and name."""

    change = Area.TEAMS

    def __init__(self, context: TournamentContext, form: TeamForm, *, next_number: int) -> None:
        number = form.number or next_number
        super().__init__(
            context,
            QCoreApplication.translate("TeamsPage", "Inscrire l'équipe {number}").format(
                number=number
            ),
        )
        self.form = form
        self.team: TeamInfo | None = None

    def apply(self) -> None:
        self.team = teams.add_team(
            self.context.database,
            players=self.form.players,
            number=self.form.number,
            name=self.form.name,
            fixed_table=self.form.fixed_table,
            who=self.context.who,
        )
        # Redo registers the same team: its number and name, even where the form left them empty.
        self.form = TeamForm(
            players=self.team.players,
            number=self.team.number,
            name=self.team.name,
            fixed_table=self.team.fixed_table,
        )

    def revert(self) -> None:
        assert self.team is not None
        teams.remove_team(self.context.database, number=self.team.number, who=self.context.who)


class EditTeam(ServiceCommand):
    """Change a team's players, name or fixed table; undo puts back what it was."""

    change = Area.TEAMS

    def __init__(self, context: TournamentContext, before: TeamInfo, form: TeamForm) -> None:
        super().__init__(
            context,
            QCoreApplication.translate("TeamsPage", "Modifier l'équipe {number}").format(
                number=before.number
            ),
        )
        self.before = before
        self.form = form
        self.team: TeamInfo | None = None

    def apply(self) -> None:
        self.team = teams.edit_team(
            self.context.database,
            number=self.before.number,
            players=self.form.players,
            name=self.form.name,
            fixed_table=self.form.fixed_table,
            who=self.context.who,
        )

    def revert(self) -> None:
        self.team = teams.edit_team(
            self.context.database,
            number=self.before.number,
            players=self.before.players,
            name=self.before.name,
            fixed_table=self.before.fixed_table,
            who=self.context.who,
        )


class RemoveTeam(ServiceCommand):
    """Delete a team never drawn; undo registers it again whole (number, players, withdrawal)."""

    change = Area.TEAMS

    def __init__(self, context: TournamentContext, number: int) -> None:
        super().__init__(
            context,
            QCoreApplication.translate("TeamsPage", "Supprimer l'équipe {number}").format(
                number=number
            ),
        )
        self.number = number
        self.team: TeamInfo | None = None

    def apply(self) -> None:
        self.team = teams.remove_team(
            self.context.database, number=self.number, who=self.context.who
        )

    def revert(self) -> None:
        assert self.team is not None
        teams.restore_teams(self.context.database, teams=[self.team], who=self.context.who)


class WithdrawTeam(ServiceCommand):
    """Withdraw a team from the next round on; undo reinstates it."""

    change = Area.TEAMS

    def __init__(self, context: TournamentContext, number: int) -> None:
        super().__init__(
            context,
            QCoreApplication.translate("TeamsPage", "Retirer l'équipe {number}").format(
                number=number
            ),
        )
        self.number = number
        self.team: TeamInfo | None = None

    def apply(self) -> None:
        self.team = teams.withdraw_team(
            self.context.database, number=self.number, who=self.context.who
        )

    def revert(self) -> None:
        self.team = teams.reinstate_team(
            self.context.database, number=self.number, who=self.context.who
        )


class ReinstateTeam(ServiceCommand):
    """Register a withdrawn team again; undo withdraws it again."""

    change = Area.TEAMS

    def __init__(self, context: TournamentContext, number: int) -> None:
        super().__init__(
            context,
            QCoreApplication.translate("TeamsPage", "Réinscrire l'équipe {number}").format(
                number=number
            ),
        )
        self.number = number
        self.team: TeamInfo | None = None

    def apply(self) -> None:
        self.team = teams.reinstate_team(
            self.context.database, number=self.number, who=self.context.who
        )

    def revert(self) -> None:
        self.team = teams.withdraw_team(
            self.context.database, number=self.number, who=self.context.who
        )


class ImportTeams(ServiceCommand):
    """Register every team of a file; undo removes them, redo registers those same teams again.

    Redo does not read the file again: it may have changed since.
    """

    change = Area.TEAMS

    def __init__(self, context: TournamentContext, path: Path) -> None:
        super().__init__(
            context,
            QCoreApplication.translate("TeamsPage", "Importer « {file} »").format(file=path.name),
        )
        self.path = path
        self.added: list[TeamInfo] | None = None

    def apply(self) -> None:
        if self.added is None:
            self.added = import_teams(self.context.database, path=self.path, who=self.context.who)
        else:
            self.added = teams.restore_teams(
                self.context.database, teams=self.added, who=self.context.who
            )

    def revert(self) -> None:
        assert self.added is not None
        teams.unimport_teams(
            self.context.database,
            numbers=[team.number for team in self.added],
            who=self.context.who,
        )
