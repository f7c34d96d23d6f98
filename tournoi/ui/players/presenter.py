"""The Joueurs page of a mêlée without its widgets: the players registered, the one chosen, and
what is done to them.

:class:`PlayersPresenter` reads the players, keeps the one chosen in the list,
and carries out each action of the page as one undo command
(:mod:`tournoi.ui.players.commands`): register one, point him present, mark
his fee paid, withdraw him or register him again, import a file. It says
which :class:`Part` changed; the page
(:mod:`tournoi.ui.players.page`) shows it, and the file's dialogs
(:mod:`tournoi.ui.players.player_actions`) hand it what the worker thread
registered. A refusal raises the service's error, nothing done. No widget here
(``tests/ui/test_players_presenter.py``).
"""

from __future__ import annotations

from enum import StrEnum
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal

from engine.words import takes_plural
from tournoi.services.teams import players as melee_players
from tournoi.services.teams.info import PlayerInfo
from tournoi.services.teams.players import MeleePlayerInfo
from tournoi.services.tournament.activity import Area
from tournoi.ui.context import TournamentContext
from tournoi.ui.players.commands import AddPlayer, ImportPlayers, MarkPlayer, WithdrawPlayer


class Part(StrEnum):
    """What changed, for the page to show again."""

    PLAYERS = "players"
    """The players read again (:attr:`PlayersPresenter.players`) and their counts."""
    CHOSEN = "chosen"
    """Another player chosen in the list (:attr:`PlayersPresenter.chosen`)."""
    MESSAGE = "message"
    """What the last action did (:attr:`PlayersPresenter.message`)."""


class PlayersPresenter(QObject):
    """The players of ``context``'s mêlée, the one chosen, and the actions on them."""

    changed = Signal(object)
    """A :class:`Part` to show again."""

    def __init__(self, context: TournamentContext, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.players: list[MeleePlayerInfo] = []
        self.chosen: int | None = None
        """The number of the player chosen in the list, ``None`` when none is."""
        self.message = ""
        context.changed.connect(self.reload)

    def _tell(self, part: Part) -> None:
        self.changed.emit(part)

    def say(self, text: str) -> None:
        """What an action did, below the list."""
        self.message = text
        self._tell(Part.MESSAGE)

    # Reading

    def reload(self, _what: Area | None = None) -> None:
        self.players = melee_players.list_players(self.context.database)
        if self.current is None:
            self.chosen = None
        self._tell(Part.PLAYERS)

    @property
    def current(self) -> MeleePlayerInfo | None:
        """The player chosen, as last read."""
        return next((p for p in self.players if p.number == self.chosen), None)

    def choose(self, number: int | None) -> None:
        if number != self.chosen:
            self.chosen = number
            self._tell(Part.CHOSEN)

    @property
    def present(self) -> int:
        return sum(player.checked_in for player in self.players)

    @property
    def withdrawn(self) -> int:
        return sum(player.withdrawn_after is not None for player in self.players)

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
        after = command.player.withdrawn_after
        translate = QCoreApplication.translate
        said = (
            translate("PlayersPage", "Joueur n° {number} « {name} » réinscrit.")
            if after is None
            else translate(
                "PlayersPage", "Joueur n° {number} « {name} » retiré à partir du tour {round}."
            )
        )
        self.say(said.format(number=player.number, name=player.name, round=(after or 0) + 1))

    def imported(self, path: Path, added: list[MeleePlayerInfo]) -> None:
        """The players of ``path``, registered in a worker thread: one undo step, the first
        chosen."""
        self.context.push(ImportPlayers(self.context, path, added))
        said = (
            QCoreApplication.translate("PlayersPage", "{n} joueurs importés de « {file} ».")
            if takes_plural(len(added))
            else QCoreApplication.translate("PlayersPage", "{n} joueur importé de « {file} ».")
        )
        self.say(said.format(n=len(added), file=path.name))
        if added:
            self.choose(added[0].number)
