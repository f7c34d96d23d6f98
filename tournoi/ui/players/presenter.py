"""The Joueurs page of a mêlée without its widgets: the players registered, the one chosen, and
what is done to them.

:class:`PlayersPresenter` is a list of entrants (:mod:`tournoi.ui.entrants.presenter`:
the players read, the one chosen, a player file imported) with the page's own
actions, each one undo command (:mod:`tournoi.ui.players.commands`): register
one, point him present, mark his fee paid, withdraw him or register him again.
It says which :class:`~tournoi.ui.entrants.presenter.Part` changed; the page
(:mod:`tournoi.ui.players.page`) shows it, and the file's dialogs
(:mod:`tournoi.ui.entrants.file_import`) hand it what the worker thread
registered. A refusal raises the service's error, nothing done. No widget here
(``tests/ui/test_players_presenter.py``).
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject

from tournoi.services.teams import players
from tournoi.services.teams.info import PlayerInfo
from tournoi.services.teams.players import MeleePlayerInfo
from tournoi.services.tournament.lifecycle import Database
from tournoi.ui.context import TournamentContext
from tournoi.ui.entrants.commands import Importing
from tournoi.ui.entrants.presenter import EntrantsPresenter
from tournoi.ui.players.commands import AddPlayer, MarkPlayer, WithdrawPlayer

IMPORTING: Final[Importing[MeleePlayerInfo]] = Importing(
    restore=lambda db, added, who: players.restore_players(db, players=added, who=who),
    unimport=lambda db, numbers, who: players.unimport_players(db, numbers=numbers, who=who),
    page="PlayersPage",
    one=str(QT_TRANSLATE_NOOP("PlayersPage", "{n} joueur importé de « {file} ».")),
    many=str(QT_TRANSLATE_NOOP("PlayersPage", "{n} joueurs importés de « {file} ».")),
)
"""A mêlée's player file, imported as one undo step."""


class PlayersPresenter(EntrantsPresenter[MeleePlayerInfo]):
    """The players of ``context``'s mêlée, the one chosen, and the actions on them."""

    def __init__(self, context: TournamentContext, parent: QObject | None = None) -> None:
        super().__init__(context, importing=IMPORTING, parent=parent)

    def read(self, database: Database) -> list[MeleePlayerInfo]:
        return players.list_players(database)

    @property
    def present(self) -> int:
        return sum(player.checked_in for player in self.entrants)

    # Actions, one undo command each

    def add(self, player: PlayerInfo) -> MeleePlayerInfo:
        """Register ``player`` and choose him."""
        command = AddPlayer(self.context, player)
        self.context.push(command)
        added = command.added
        assert added is not None
        self.choose(added.number)
        self.say(
            QCoreApplication.translate("PlayersPage", "Joueur {number} « {name} » inscrit.").format(
                number=added.number, name=added.name
            )
        )
        return added

    def mark(self, player: MeleePlayerInfo, *, paid: bool) -> None:
        """Point ``player`` present, or note his fee paid (``paid``), or take it back."""
        self.context.push(MarkPlayer(self.context, player, paid=paid))
        self.choose(player.number)

    def withdraw(self, player: MeleePlayerInfo) -> None:
        """Withdraw ``player`` from the next round on, or register him again once withdrawn."""
        command = WithdrawPlayer(self.context, player)
        self.context.push(command)
        self.choose(player.number)
        assert command.marked is not None
        after = command.marked.withdrawn_after
        translate = QCoreApplication.translate
        said = (
            translate("PlayersPage", "Joueur n° {number} « {name} » réinscrit.")
            if after is None
            else translate(
                "PlayersPage", "Joueur n° {number} « {name} » retiré à partir du tour {round}."
            )
        )
        self.say(said.format(number=player.number, name=player.name, round=(after or 0) + 1))
