"""What is done the same way to teams and to a mêlée's players, one undo step each: a mark
set (present, paid, withdrawn) and a file of them imported."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Generic, Protocol, TypeVar

from PySide6.QtCore import QCoreApplication

from engine.words import takes_plural
from tournoi.services.tournament.activity import Area
from tournoi.services.tournament.lifecycle import Database
from tournoi.ui.context import TournamentContext
from tournoi.ui.undo import ServiceCommand


class Entrant(Protocol):
    """A team or a mêlée's player, as its list keeps it."""

    @property
    def number(self) -> int: ...

    @property
    def withdrawn_after(self) -> int | None: ...


E = TypeVar("E", bound=Entrant)


@dataclass(frozen=True, slots=True, kw_only=True)
class Importing(Generic[E]):
    """What a file registers: how its entrants are registered again (redo) and taken back
    (undo), and what the page says once they are."""

    restore: Callable[[Database, list[E], str], list[E]]
    """Register these entrants again, same numbers (the database, them, who); those
    registered."""
    unimport: Callable[[Database, list[int], str], object]
    """Take the registrations of these numbers back (the database, them, who)."""
    page: str
    """The translation context of the words below: the page's (« TeamsPage »)."""
    one: str
    """« {n} équipe importée de « {file} ». », marked for translation in ``page``."""
    many: str
    """The same said of several: « {n} équipes importées de « {file} ». »."""

    def said(self, count: int, file: str) -> str:
        """What the page says once ``count`` entrants of ``file`` are registered."""
        text = self.many if takes_plural(count) else self.one
        return QCoreApplication.translate(self.page, text).format(n=count, file=file)


class ImportEntrants(ServiceCommand, Generic[E]):
    """The entrants of a file, registered in a worker thread
    (:mod:`tournoi.ui.entrants.import_progress`) before the push; undo takes their registrations
    back, redo registers those same entrants again.

    Redo does not read the file again: it may have changed since.
    """

    change = Area.TEAMS

    def __init__(
        self, context: TournamentContext, path: Path, added: list[E], importing: Importing[E]
    ) -> None:
        super().__init__(
            context,
            QCoreApplication.translate("Entrants", "Importer « {file} »").format(file=path.name),
        )
        self.added = added
        self.importing = importing
        self._imported = True

    def apply(self) -> None:
        if self._imported:  # the push: the worker thread registered them already
            self._imported = False
            return
        self.added = self.importing.restore(self.context.database, self.added, self.context.who)

    def revert(self) -> None:
        numbers = [entrant.number for entrant in self.added]
        self.importing.unimport(self.context.database, numbers, self.context.who)


class MarkEntrant(ServiceCommand, Generic[E]):
    """Entrant ``number`` marked ``value`` (present, paid, withdrawn) by one service given the
    value; undo gives the other mark back. ``marked``: the entrant as the last step left him."""

    change = Area.TEAMS

    def __init__(
        self,
        context: TournamentContext,
        text: str,
        *,
        number: int,
        value: bool,
        mark: Callable[[Database, int, bool, str], E],
    ) -> None:
        super().__init__(context, text)
        self.number = number
        self.value = value
        self._mark = mark
        self.marked: E | None = None

    def apply(self) -> None:
        self.marked = self._mark(self.context.database, self.number, self.value, self.context.who)

    def revert(self) -> None:
        self.marked = self._mark(
            self.context.database, self.number, not self.value, self.context.who
        )
