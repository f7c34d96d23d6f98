"""A list of entrants without its widgets: the teams of the Équipes page, or a mêlée's players
of the Joueurs page, the one chosen, the search typed, what the last action did.

:class:`EntrantsPresenter` reads the list again after every change, keeps
the entrant chosen while he is still listed, and makes a file's import one undo
step (:mod:`tournoi.ui.entrants.commands`). Each screen's presenter
(:mod:`tournoi.ui.teams.presenter`, :mod:`tournoi.ui.players.presenter`) gives it
how its entrants are read and imported and adds its own actions. It says which
:class:`Part` changed; no widget here.
"""

from __future__ import annotations

from enum import StrEnum
from pathlib import Path
from typing import Generic

from PySide6.QtCore import QObject, Signal

from tournoi.services.tournament.activity import Area
from tournoi.services.tournament.lifecycle import Database
from tournoi.ui.context import TournamentContext
from tournoi.ui.entrants.commands import E, ImportEntrants, Importing


class Part(StrEnum):
    """What changed, for the page to show again."""

    ENTRANTS = "entrants"
    """The entrants read again (:attr:`EntrantsPresenter.entrants`) and their counts."""
    CHOSEN = "chosen"
    """Another entrant chosen in the list (:attr:`EntrantsPresenter.chosen`)."""
    SEARCH = "search"
    """What the list is searched for (:attr:`EntrantsPresenter.search`)."""
    MESSAGE = "message"
    """What the last action on the list did (:attr:`EntrantsPresenter.message`)."""


class EntrantsPresenter(QObject, Generic[E]):
    """The entrants of ``context``'s tournament as :meth:`read` gives them, the one chosen, the
    search, and a file of them imported as ``importing`` says."""

    changed = Signal(object)
    """A :class:`Part` to show again."""

    def __init__(
        self,
        context: TournamentContext,
        *,
        importing: Importing[E],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.context = context
        self._importing = importing
        self.entrants: list[E] = []
        self.chosen: int | None = None
        """The number of the entrant chosen in the list, ``None`` when none is."""
        self.search = ""
        self.message = ""
        context.changed.connect(self.reload)

    def _tell(self, part: Part) -> None:
        self.changed.emit(part)

    def say(self, text: str) -> None:
        """What an action did, below the list."""
        self.message = text
        self._tell(Part.MESSAGE)

    # Reading

    def read(self, database: Database) -> list[E]:
        """The entrants, as each screen reads them."""
        raise NotImplementedError

    def reload(self, _what: Area | None = None) -> None:
        """Read the entrants again (after any change: a draw makes them « played »)."""
        self.entrants = self.read(self.context.database)
        if self.current is None:
            self.chosen = None
        self._tell(Part.ENTRANTS)

    @property
    def current(self) -> E | None:
        """The entrant chosen, as last read."""
        return self.entrant(self.chosen) if self.chosen is not None else None

    def entrant(self, number: int) -> E | None:
        return next((entrant for entrant in self.entrants if entrant.number == number), None)

    def choose(self, number: int | None) -> None:
        """The list's current entrant is now ``number`` (``None``: none)."""
        if number != self.chosen:
            self.chosen = number
            self._tell(Part.CHOSEN)

    def search_for(self, text: str) -> None:
        """The list shows only the entrants ``text`` finds (accents and capitals aside)."""
        if text != self.search:
            self.search = text
            self._tell(Part.SEARCH)

    @property
    def withdrawn(self) -> int:
        return sum(entrant.withdrawn_after is not None for entrant in self.entrants)

    # A file imported

    def imported(self, path: Path, added: list[E]) -> None:
        """The entrants of ``path``, registered in a worker thread: one undo step, the first
        chosen."""
        self.context.push(ImportEntrants(self.context, path, added, self._importing))
        self.say(self._importing.said(len(added), path.name))
        if added:
            self.choose(added[0].number)
