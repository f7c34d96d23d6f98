"""The open tournament as the window sees it: the services' handle, the undo stack, change signals.

Every screen receives the same :class:`TournamentContext`. A screen changes
the tournament through :meth:`TournamentContext.perform`, which calls a
service, pushes an undo command when it succeeded, and tells every screen
what changed; a refused action raises the service's error (with its French
message) and nothing is pushed.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from enum import StrEnum
from typing import TypeVar

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from tournoi.services.tournaments import Database, TournamentInfo, tournament_info

T = TypeVar("T")
log = logging.getLogger(__name__)


class Change(StrEnum):
    """What a user action changed, so that each screen refreshes only what it shows."""

    TEAMS = "teams"
    ROUNDS = "rounds"
    SCORES = "scores"
    SETTINGS = "settings"


class TournamentContext(QObject):
    """One open tournament, shared by the main window, its pages and dialogs."""

    changed = Signal(str)
    """A :class:`Change` value, after every action, its undo and its redo."""
    failed = Signal(str)
    """A French message when an undo or redo could not be carried out."""

    def __init__(self, database: Database, *, who: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.database = database
        self.who = who
        """Who makes the changes (station or arbiter), written in the audit trail."""
        self.undo_stack = QUndoStack(self)

    @property
    def info(self) -> TournamentInfo:
        return tournament_info(self.database)

    def perform(
        self,
        text: str,
        do: Callable[[], T],
        undo: Callable[[T], object],
        change: Change,
        *,
        redo: Callable[[T], object] | None = None,
    ) -> T:
        """Carry out one user action now and make it undoable.

        ``do`` calls the service (it may raise: then nothing is pushed);
        ``undo`` receives what ``do`` returned and reverts it; ``redo``
        (default: ``do`` again) carries it out after an undo.
        """
        result = do()
        again: Callable[[T], object] = redo if redo is not None else (lambda _result: do())
        self.undo_stack.push(
            _ServiceCommand(
                self,
                text,
                result=result,
                undo=lambda: undo(result),
                redo=lambda: again(result),
                change=change,
            )
        )
        self.changed.emit(change.value)
        return result

    def close(self) -> None:
        self.undo_stack.clear()
        self.database.close()


class _ServiceCommand(QUndoCommand):
    """An action already carried out once: its first ``redo`` (the push) does nothing."""

    def __init__(
        self,
        context: TournamentContext,
        text: str,
        *,
        result: object,
        undo: Callable[[], object],
        redo: Callable[[], object],
        change: Change,
    ) -> None:
        super().__init__(text)
        self._context = context
        self.result = result
        self._undo = undo
        self._redo = redo
        self._change = change
        self._pushed = False

    def redo(self) -> None:
        if not self._pushed:
            self._pushed = True
            return
        self._call(self._redo, "rétablir")

    def undo(self) -> None:
        self._call(self._undo, "annuler")

    def _call(self, action: Callable[[], object], verb: str) -> None:
        try:
            action()
        except ValueError as error:  # ServiceError, EngineError: French messages
            log.warning("impossible de %s « %s » : %s", verb, self.text(), error)
            self.setObsolete(True)
            self._context.failed.emit(f"Impossible de {verb} « {self.text()} » : {error}")
        self._context.changed.emit(self._change.value)
