"""The Teams page's undoable actions: one command per action, each step calling one service."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from tournoi.services.teams import check_in, registration
from tournoi.services.teams.info import TeamInfo
from tournoi.services.tournament.activity import Area
from tournoi.services.tournament.lifecycle import Database
from tournoi.ui.context import TournamentContext
from tournoi.ui.entrants.commands import MarkEntrant
from tournoi.ui.teams.team_form import TeamForm
from tournoi.ui.undo import ServiceCommand

# The draws and the withdrawals (the scoring under them) load when a command needs them:
# the Teams page, shown first when a tournament opens, is usable sooner.
if TYPE_CHECKING:
    from tournoi.services.draws import RoundView


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
        self.team = registration.add_team(
            self.context.database,
            players=self.form.players,
            number=self.form.number,
            name=self.form.name,
            fixed_table=self.form.fixed_table,
            present=self.form.present,
            paid=self.form.paid,
            who=self.context.who,
        )
        # Redo registers the same team: its number and name, even where the form left them empty.
        first, second = self.team.players  # registered from the form: two players
        self.form = TeamForm(
            players=(first, second),
            number=self.team.number,
            name=self.team.name,
            fixed_table=self.team.fixed_table,
            present=self.team.checked_in,
            paid=self.team.paid,
        )

    def revert(self) -> None:
        assert self.team is not None
        registration.remove_team(
            self.context.database, number=self.team.number, who=self.context.who
        )


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
        self.team = registration.edit_team(
            self.context.database,
            number=self.before.number,
            players=self.form.players,
            name=self.form.name,
            fixed_table=self.form.fixed_table,
            who=self.context.who,
        )

    def revert(self) -> None:
        self.team = registration.edit_team(
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
        self.team = registration.remove_team(
            self.context.database, number=self.number, who=self.context.who
        )

    def revert(self) -> None:
        assert self.team is not None
        registration.restore_teams(self.context.database, teams=[self.team], who=self.context.who)


class WithdrawTeam(MarkEntrant[TeamInfo]):
    """Withdraw a team from the next round on (``withdraw``), or register a withdrawn team
    again; undo does the other."""

    def __init__(self, context: TournamentContext, number: int, *, withdraw: bool = True) -> None:
        text = (
            QCoreApplication.translate("TeamsPage", "Retirer l'équipe {number}")
            if withdraw
            else QCoreApplication.translate("TeamsPage", "Réinscrire l'équipe {number}")
        )
        super().__init__(
            context, text.format(number=number), number=number, value=withdraw, mark=_withdrawn
        )


def _withdrawn(db: Database, number: int, withdraw: bool, who: str) -> TeamInfo:
    change = registration.withdraw_team if withdraw else registration.reinstate_team
    return change(db, number=number, who=who)


class CheckIn(MarkEntrant[TeamInfo]):
    """Point a team present at the door (or not any more); undo gives the other mark back."""

    def __init__(self, context: TournamentContext, number: int, *, present: bool) -> None:
        text = (
            QCoreApplication.translate("TeamsPage", "Pointer l'équipe {number} présente")
            if present
            else QCoreApplication.translate("TeamsPage", "Pointer l'équipe {number} absente")
        )
        super().__init__(
            context, text.format(number=number), number=number, value=present, mark=_present
        )


def _present(db: Database, number: int, present: bool, who: str) -> TeamInfo:
    return check_in.check_in(db, number=number, present=present, who=who)


class MarkPaid(MarkEntrant[TeamInfo]):
    """Note that a team paid its entry (or not); undo gives the other mark back."""

    def __init__(self, context: TournamentContext, number: int, *, paid: bool) -> None:
        text = (
            QCoreApplication.translate("TeamsPage", "Inscription de l'équipe {number} payée")
            if paid
            else QCoreApplication.translate(
                "TeamsPage", "Inscription de l'équipe {number} non payée"
            )
        )
        super().__init__(context, text.format(number=number), number=number, value=paid, mark=_paid)


def _paid(db: Database, number: int, paid: bool, who: str) -> TeamInfo:
    return check_in.mark_paid(db, number=number, paid=paid, who=who)


class WithdrawByForfeit(ServiceCommand):
    """Withdraw a team whose partie is drawn: its opponent wins by forfeit; undo brings it back."""

    change = Area.ROUNDS

    def __init__(self, context: TournamentContext, number: int) -> None:
        super().__init__(
            context,
            QCoreApplication.translate("TeamsPage", "Retirer l'équipe {number} (forfait)").format(
                number=number
            ),
        )
        self.number = number
        self.team: TeamInfo | None = None

    def apply(self) -> None:
        from tournoi.services.draws import withdrawals  # noqa: PLC0415 (see above)

        self.team = withdrawals.withdraw_by_forfeit(
            self.context.database, number=self.number, who=self.context.who
        )

    def revert(self) -> None:
        from tournoi.services.draws import withdrawals  # noqa: PLC0415 (see above)

        self.team = withdrawals.return_from_forfeit(
            self.context.database, number=self.number, who=self.context.who
        )


class WithdrawAndRedraw(ServiceCommand):
    """Withdraw a team and draw its round again without it; undo draws the round as it was."""

    change = Area.ROUNDS

    def __init__(self, context: TournamentContext, number: int, drawn: RoundView) -> None:
        super().__init__(
            context,
            QCoreApplication.translate(
                "TeamsPage", "Retirer l'équipe {number} et tirer de nouveau le tour {round}"
            ).format(number=number, round=drawn.number),
        )
        self.number = number
        self.drawn = drawn
        self.seed: int | None = None
        self.round: RoundView | None = None

    def apply(self) -> None:
        from tournoi.services import draws  # noqa: PLC0415 (see above)

        self.round = draws.redraw_round(
            self.context.database,
            round_number=self.drawn.number,
            method=self.drawn.method,
            seed=self.seed,
            withdraw=[self.number],
            who=self.context.who,
        )
        # Redo makes the very same new draw.
        self.seed = self.round.seed

    def revert(self) -> None:
        from tournoi.services import draws  # noqa: PLC0415 (see above)

        self.round = draws.redraw_round(
            self.context.database,
            round_number=self.drawn.number,
            method=self.drawn.method,
            seed=self.drawn.seed,
            reinstate=[self.number],
            who=self.context.who,
        )
