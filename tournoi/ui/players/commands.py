"""The Joueurs page's undoable actions: one command per action, each step calling one service."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tournoi.services.teams import players as melee_players
from tournoi.services.teams.info import PlayerInfo
from tournoi.services.teams.players import MeleePlayerInfo
from tournoi.services.tournament.activity import Area
from tournoi.ui.context import TournamentContext
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
        self.added = melee_players.add_player(
            self.context.database, player=self.player, number=self.number, who=self.context.who
        )
        self.number = self.added.number

    def revert(self) -> None:
        assert self.number is not None
        melee_players.remove_player(self.context.database, number=self.number, who=self.context.who)


class MarkPlayer(ServiceCommand):
    """Point a player present, or record his fee (``paid``); undo sets it back."""

    change = Area.TEAMS

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
        super().__init__(context, text.format(name=player.name))
        self.number, self.paid, self.value = player.number, paid, value

    def apply(self) -> None:
        self._set(self.value)

    def revert(self) -> None:
        self._set(not self.value)

    def _set(self, value: bool) -> None:
        db, who = self.context.database, self.context.who
        if self.paid:
            melee_players.set_paid(db, number=self.number, paid=value, who=who)
        else:
            melee_players.set_present(db, number=self.number, present=value, who=who)
