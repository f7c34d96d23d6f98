"""The Joueurs page's undoable actions: one command per action, each step calling one service."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tournoi.services.teams import player_withdrawals, players
from tournoi.services.teams.info import PlayerInfo
from tournoi.services.teams.players import MeleePlayerInfo
from tournoi.services.tournament.activity import Area
from tournoi.services.tournament.lifecycle import Database
from tournoi.ui.context import TournamentContext
from tournoi.ui.entrants.commands import MarkEntrant
from tournoi.ui.undo import ServiceCommand


class AddPlayer(ServiceCommand):
    """Register a player; undo takes the registration back, redo makes it again, same number."""

    change = Area.TEAMS

    def __init__(self, context: TournamentContext, player: PlayerInfo) -> None:
        super().__init__(
            context,
            QCoreApplication.translate("PlayersPage", "Inscrire {name}").format(
                name=f"{player.first_name} {player.surname}".strip()
            ),
        )
        self.player = player
        self.number: int | None = None
        self.added: MeleePlayerInfo | None = None

    def apply(self) -> None:
        self.added = players.add_player(
            self.context.database, player=self.player, number=self.number, who=self.context.who
        )
        self.number = self.added.number

    def revert(self) -> None:
        assert self.number is not None
        players.remove_player(self.context.database, number=self.number, who=self.context.who)


class MarkPlayer(MarkEntrant[MeleePlayerInfo]):
    """Point a player present, or record his fee (``paid``); undo sets it back."""

    def __init__(self, context: TournamentContext, player: MeleePlayerInfo, *, paid: bool) -> None:
        value = not (player.paid if paid else player.checked_in)
        translate = QCoreApplication.translate
        if paid:
            text = (
                translate("PlayersPage", "A payé : {name}")
                if value
                else translate("PlayersPage", "N'a pas payé : {name}")
            )
        else:
            text = (
                translate("PlayersPage", "Présent : {name}")
                if value
                else translate("PlayersPage", "Absent : {name}")
            )
        super().__init__(
            context, text.format(name=player.name), number=player.number, value=value,
            mark=_paid if paid else _present,
        )  # fmt: skip


def _paid(db: Database, number: int, paid: bool, who: str) -> MeleePlayerInfo:
    return players.set_paid(db, number=number, paid=paid, who=who)


def _present(db: Database, number: int, present: bool, who: str) -> MeleePlayerInfo:
    return players.set_present(db, number=number, present=present, who=who)


class WithdrawPlayer(MarkEntrant[MeleePlayerInfo]):
    """Withdraw a player from the next round on (« Retirer »), or register him again; undo does
    the other, as for a team."""

    def __init__(self, context: TournamentContext, player: MeleePlayerInfo) -> None:
        withdraw = player.withdrawn_after is None
        translate = QCoreApplication.translate
        text = (
            translate("PlayersPage", "Retirer le joueur {number}")
            if withdraw
            else translate("PlayersPage", "Réinscrire le joueur {number}")
        )
        super().__init__(
            context, text.format(number=player.number), number=player.number, value=withdraw,
            mark=_withdrawn,
        )  # fmt: skip


def _withdrawn(db: Database, number: int, withdraw: bool, who: str) -> MeleePlayerInfo:
    change = player_withdrawals.withdraw_player if withdraw else player_withdrawals.reinstate_player
    return change(db, number=number, who=who)
