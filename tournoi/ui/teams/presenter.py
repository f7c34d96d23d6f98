"""The Teams page without its widgets: the teams registered, the one chosen, what is done to them.

:class:`TeamsPresenter` is a list of entrants (:mod:`tournoi.ui.entrants.presenter`:
the teams read for the list and for the check-in at the door alike, the team
chosen, the search typed, a team file imported) with the page's own actions,
each one undo command (:mod:`tournoi.ui.teams.commands`): register, edit,
remove, withdraw or reinstate, point present, mark paid. It says which
:class:`~tournoi.ui.entrants.presenter.Part` changed, and when a mark at the
door was said (:attr:`TeamsPresenter.door_said`); the page (:mod:`tournoi.ui.teams.page`)
and its check-in tab (:mod:`tournoi.ui.teams.check_in_panel`) show it, and the
dialogs that ask first (:mod:`tournoi.ui.teams.team_actions`) hand it the
answers. A refusal raises the service's error, nothing done. No widget here
(``tests/ui/test_teams_presenter.py``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, Signal

from tournoi.services import register
from tournoi.services.teams import registration
from tournoi.services.teams.info import TeamInfo
from tournoi.ui.context import TournamentContext
from tournoi.ui.entrants.commands import Importing
from tournoi.ui.entrants.presenter import EntrantsPresenter
from tournoi.ui.teams.commands import (
    AddTeam,
    CheckIn,
    EditTeam,
    MarkPaid,
    RemoveTeam,
    WithdrawAndRedraw,
    WithdrawByForfeit,
    WithdrawTeam,
)
from tournoi.ui.teams.register_memory import RegisterMemory
from tournoi.ui.teams.team_form import TeamForm

# The withdrawals and the draws (the scoring under them) load when a team is withdrawn:
# the Teams page, shown first when a tournament opens, is usable sooner.
if TYPE_CHECKING:
    from tournoi.services.draws.withdrawals import PendingPartie
    from tournoi.services.tournament.lifecycle import Database


@dataclass(frozen=True, slots=True, kw_only=True)
class DoorCounts:
    """The teams still in the tournament, those pointed present and those who paid."""

    playing: int
    present: int
    paid: int


IMPORTING: Final[Importing[TeamInfo]] = Importing(
    restore=lambda db, added, who: registration.restore_teams(db, teams=added, who=who),
    unimport=lambda db, numbers, who: registration.unimport_teams(db, numbers=numbers, who=who),
    page="TeamsPage",
    one=str(QT_TRANSLATE_NOOP("TeamsPage", "{n} équipe importée de « {file} ».")),
    many=str(QT_TRANSLATE_NOOP("TeamsPage", "{n} équipes importées de « {file} ».")),
)
"""A team file, imported as one undo step."""


class TeamsPresenter(EntrantsPresenter[TeamInfo]):
    """The teams of ``context``'s tournament, the one chosen, and the actions on them."""

    door_said = Signal()
    """What the last mark at the door did changed (:attr:`door_message`)."""

    def __init__(self, context: TournamentContext, parent: QObject | None = None) -> None:
        super().__init__(context, importing=IMPORTING, parent=parent)
        self.door_message = ""

    def read(self, database: Database) -> list[TeamInfo]:
        return registration.list_teams(database)

    @property
    def door(self) -> DoorCounts:
        playing = [team for team in self.entrants if team.withdrawn_after is None]
        return DoorCounts(
            playing=len(playing),
            present=sum(team.checked_in for team in playing),
            paid=sum(team.paid for team in playing),
        )

    @property
    def door_defaults(self) -> tuple[bool, bool]:
        """Whether a team registered now is present and paid by default: once check-in has
        begun (a team pointed present), it is present; paid too when others paid at the door."""
        begun = any(team.checked_in for team in self.entrants)
        return begun, begun and any(team.paid for team in self.entrants)

    @property
    def next_number(self) -> int:
        return max((team.number for team in self.entrants), default=0) + 1

    def pending_partie(self, team: TeamInfo) -> PendingPartie | None:
        """The partie ``team`` is drawn in and has not begun: withdrawing it asks what becomes
        of that partie."""
        from tournoi.services.draws import withdrawals  # noqa: PLC0415 (see above)

        return withdrawals.pending_partie(self.context.database, number=team.number)

    # Actions on the list, one undo command each

    def add(self, form: TeamForm, *, register_file: register.Place | None = None) -> TeamInfo:
        """Register the team ``form`` gives and choose it; its players go into the club's
        register at ``register_file``, if any, afterwards, off the window's thread."""
        command = AddTeam(self.context, form, next_number=self.next_number)
        self.context.push(command)
        info = command.team
        assert info is not None
        self.choose(info.number)
        text = QCoreApplication.translate(
            "TeamsPage", "Équipe {number} « {name} » inscrite."
        ).format(number=info.number, name=info.name)
        if info.first_round > 1:
            text += " " + QCoreApplication.translate(
                "TeamsPage", "Elle sera tirée à partir du tour {round}."
            ).format(round=info.first_round)
        self.say(text)
        if register_file is not None:
            RegisterMemory.of(self.context).remember(register_file, info.players)
        return info

    def edit(self, before: TeamInfo, form: TeamForm) -> None:
        """Change ``before`` as ``form`` says; a form that changes nothing leaves no undo step."""
        name = form.name or registration.default_name(form.players)
        if (form.players, name, form.fixed_table) == (
            before.players,
            before.name,
            before.fixed_table,
        ):
            return
        self.context.push(EditTeam(self.context, before, form))
        self.say(
            QCoreApplication.translate("TeamsPage", "Équipe {number} modifiée.").format(
                number=before.number
            )
        )

    def remove(self, team: TeamInfo) -> None:
        """Delete ``team``; refused (a :class:`~tournoi.services.errors.StateError`) once it
        was drawn."""
        self.context.push(RemoveTeam(self.context, team.number))
        self.say(
            QCoreApplication.translate(
                "TeamsPage", "Équipe {number} « {name} » supprimée (Ctrl+Z pour annuler)."
            ).format(number=team.number, name=team.name)
        )

    def withdraw(self, team: TeamInfo) -> None:
        """Withdraw ``team`` from the next round on (none of its parties is pending)."""
        self._say_status(team, WithdrawTeam(self.context, team.number))

    def reinstate(self, team: TeamInfo) -> None:
        self._say_status(team, WithdrawTeam(self.context, team.number, withdraw=False))

    def _say_status(self, team: TeamInfo, command: WithdrawTeam) -> None:
        self.context.push(command)
        assert command.marked is not None
        self.say(
            QCoreApplication.translate(
                "TeamsPage", "Équipe {number} « {name} » : {status}."
            ).format(number=team.number, name=command.marked.name, status=command.marked.status)
        )

    def withdraw_by_forfeit(self, team: TeamInfo, round_number: int) -> None:
        """Withdraw ``team`` whose partie of ``round_number`` is drawn: its opponent wins."""
        self.context.push(WithdrawByForfeit(self.context, team.number))
        self.say(
            QCoreApplication.translate(
                "TeamsPage", "Équipe {number} « {name} » retirée : forfait au tour {round}."
            ).format(number=team.number, name=team.name, round=round_number)
        )

    def withdraw_and_redraw(self, team: TeamInfo, round_number: int) -> None:
        """Withdraw ``team`` and draw its round ``round_number`` again without it."""
        from tournoi.services import draws  # noqa: PLC0415 (see above)

        drawn = draws.round_view(self.context.database, round_number=round_number)
        self.context.push(WithdrawAndRedraw(self.context, team.number, drawn))
        self.say(
            QCoreApplication.translate(
                "TeamsPage", "Équipe {number} « {name} » retirée : tour {round} tiré de nouveau."
            ).format(number=team.number, name=team.name, round=round_number)
        )

    # At the door

    def toggle_present(self, team: TeamInfo) -> None:
        """Point ``team`` present, or not any more."""
        command = CheckIn(self.context, team.number, present=not team.checked_in)
        self.context.push(command)
        text = (
            QCoreApplication.translate(
                "CheckInPanel", "Équipe {number} « {name} » pointée présente."
            )
            if command.value
            else QCoreApplication.translate(
                "CheckInPanel", "Équipe {number} « {name} » n'est plus pointée présente."
            )
        )
        self._said_at_door(text.format(number=team.number, name=team.name))

    def toggle_paid(self, team: TeamInfo) -> None:
        """Note that ``team`` paid its entry, or not any more."""
        command = MarkPaid(self.context, team.number, paid=not team.paid)
        self.context.push(command)
        text = (
            QCoreApplication.translate(
                "CheckInPanel", "Équipe {number} « {name} » : inscription payée."
            )
            if command.value
            else QCoreApplication.translate(
                "CheckInPanel", "Équipe {number} « {name} » : inscription plus payée."
            )
        )
        self._said_at_door(text.format(number=team.number, name=team.name))

    def _said_at_door(self, text: str) -> None:
        self.door_message = text
        self.door_said.emit()
