"""The Teams page without its widgets: the teams registered, the one chosen, what is done to them.

:class:`TeamsPresenter` reads the teams (for the list and for the check-in at
the door alike), keeps the team chosen in the list and the search typed,
and carries out each action of the page as one undo command
(:mod:`tournoi.ui.teams.commands`): register, edit, remove, withdraw or
reinstate, import, point present, mark paid. It says which :class:`Part`
changed (:attr:`TeamsPresenter.changed`); the page (:mod:`tournoi.ui.teams.page`)
and its check-in tab (:mod:`tournoi.ui.teams.check_in_panel`) show it, and the
dialogs that ask first (:mod:`tournoi.ui.teams.team_actions`) hand it the
answers. A refusal raises the service's error, nothing done. No widget here
(``tests/ui/test_teams_presenter.py``).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal

from engine.words import takes_plural
from tournoi.services import register
from tournoi.services.teams import registration as teams
from tournoi.services.teams.info import TeamInfo
from tournoi.services.tournament.activity import Area
from tournoi.ui.context import TournamentContext
from tournoi.ui.teams.commands import (
    AddTeam,
    CheckIn,
    EditTeam,
    ImportTeams,
    MarkPaid,
    ReinstateTeam,
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


class Part(StrEnum):
    """What changed, for the page to show again."""

    TEAMS = "teams"
    """The teams read again (:attr:`TeamsPresenter.teams`): the list, the check-in, the counts."""
    CHOSEN = "chosen"
    """Another team chosen in the list (:attr:`TeamsPresenter.chosen`)."""
    SEARCH = "search"
    """What the list is searched for (:attr:`TeamsPresenter.search`)."""
    MESSAGE = "message"
    """What the last action on the list did (:attr:`TeamsPresenter.message`)."""
    DOOR = "door"
    """What the last mark at the door did (:attr:`TeamsPresenter.door_message`)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class DoorCounts:
    """The teams still in the tournament, those pointed present and those who paid."""

    playing: int
    present: int
    paid: int


class TeamsPresenter(QObject):
    """The teams of ``context``'s tournament, the one chosen, and the actions on them."""

    changed = Signal(object)
    """A :class:`Part` to show again."""

    def __init__(self, context: TournamentContext, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.teams: list[TeamInfo] = []
        self.chosen: int | None = None
        """The number of the team chosen in the list, ``None`` when none is."""
        self.search = ""
        self.message = ""
        self.door_message = ""
        context.changed.connect(self.reload)

    def _tell(self, part: Part) -> None:
        self.changed.emit(part)

    def say(self, text: str) -> None:
        """What an action did, below the list."""
        self.message = text
        self._tell(Part.MESSAGE)

    # Reading

    def reload(self, _what: Area | None = None) -> None:
        """Read the teams again (after any change: a draw makes them « played »)."""
        self.teams = teams.list_teams(self.context.database)
        if self.current is None:
            self.chosen = None
        self._tell(Part.TEAMS)

    @property
    def current(self) -> TeamInfo | None:
        """The team chosen, as last read."""
        return next((team for team in self.teams if team.number == self.chosen), None)

    def team(self, number: int) -> TeamInfo | None:
        return next((team for team in self.teams if team.number == number), None)

    def choose(self, number: int | None) -> None:
        """The list's current team is now ``number`` (``None``: none)."""
        if number != self.chosen:
            self.chosen = number
            self._tell(Part.CHOSEN)

    def search_for(self, text: str) -> None:
        """The list shows only the teams ``text`` finds (accents and capitals aside)."""
        if text != self.search:
            self.search = text
            self._tell(Part.SEARCH)

    @property
    def withdrawn(self) -> int:
        return sum(team.withdrawn_after is not None for team in self.teams)

    @property
    def door(self) -> DoorCounts:
        playing = [team for team in self.teams if team.withdrawn_after is None]
        return DoorCounts(
            playing=len(playing),
            present=sum(team.checked_in for team in playing),
            paid=sum(team.paid for team in playing),
        )

    @property
    def door_defaults(self) -> tuple[bool, bool]:
        """Whether a team registered now is present and paid by default: once check-in has
        begun (a team pointed present), it is present; paid too when others paid at the door."""
        begun = any(team.checked_in for team in self.teams)
        return begun, begun and any(team.paid for team in self.teams)

    @property
    def next_number(self) -> int:
        return max((team.number for team in self.teams), default=0) + 1

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
        name = form.name or teams.default_name(form.players)
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
        self._say_status(team, ReinstateTeam(self.context, team.number))

    def _say_status(self, team: TeamInfo, command: WithdrawTeam | ReinstateTeam) -> None:
        self.context.push(command)
        assert command.team is not None
        self.say(
            QCoreApplication.translate(
                "TeamsPage", "Équipe {number} « {name} » : {status}."
            ).format(number=team.number, name=command.team.name, status=command.team.status)
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

    def imported(self, path: Path, added: list[TeamInfo]) -> None:
        """The teams of ``path``, registered in a worker thread: one undo step, the first chosen."""
        self.context.push(ImportTeams(self.context, path, added))
        said = (
            QCoreApplication.translate("TeamsPage", "{n} équipes importées de « {file} ».")
            if takes_plural(len(added))
            else QCoreApplication.translate("TeamsPage", "{n} équipe importée de « {file} ».")
        )
        self.say(said.format(n=len(added), file=path.name))
        if added:
            self.choose(added[0].number)

    # At the door

    def toggle_present(self, team: TeamInfo) -> None:
        """Point ``team`` present, or not any more."""
        command = CheckIn(self.context, team.number, present=not team.checked_in)
        self.context.push(command)
        text = (
            QCoreApplication.translate(
                "CheckInPanel", "Équipe {number} « {name} » pointée présente."
            )
            if command.present
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
            if command.paid
            else QCoreApplication.translate(
                "CheckInPanel", "Équipe {number} « {name} » : inscription plus payée."
            )
        )
        self._said_at_door(text.format(number=team.number, name=team.name))

    def _said_at_door(self, text: str) -> None:
        self.door_message = text
        self._tell(Part.DOOR)
