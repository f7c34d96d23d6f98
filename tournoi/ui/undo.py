"""The base of every undoable user action: one :class:`ServiceCommand` subclass per action.

Each subclass carries what its action needs, and its :meth:`~ServiceCommand.apply`
and :meth:`~ServiceCommand.revert` each call one service. A screen builds the
command and gives it to :meth:`tournoi.ui.context.TournamentContext.push`,
which applies it once (a refusal raises, and nothing is pushed), then puts it
on the undo stack. Undo and redo call :meth:`revert` and :meth:`apply` again;
a refusal then (another station changed the partie in between) marks the
command obsolete and is said through the context's ``failed`` signal.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, ClassVar, Generic, TypeVar

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from engine import UserError
from tournoi.services.tournament.activity import Area

if TYPE_CHECKING:
    from tournoi.ui.context import TournamentContext

log = logging.getLogger(__name__)

Value = TypeVar("Value")


class ServiceCommand(QUndoCommand):
    """One user action, already carried out once when it is pushed."""

    change: ClassVar[Area]
    """What the action changes, so that each screen refreshes only what it shows."""

    def __init__(self, context: TournamentContext, text: str) -> None:
        super().__init__(text)
        self.context = context
        self._pushed = False

    def apply(self) -> None:
        """Carry the action out by calling one service; its refusal raises a :class:`UserError`."""
        raise NotImplementedError(type(self).__name__)

    def revert(self) -> None:
        """Undo what :meth:`apply` did by calling one service."""
        raise NotImplementedError(type(self).__name__)

    def redo(self) -> None:
        if not self._pushed:  # the push's own redo: the action was applied before the push
            self._pushed = True
            return
        self._guarded(
            self.apply,
            QCoreApplication.translate("TournamentContext", "Impossible de rétablir « {} » : {}"),
        )

    def undo(self) -> None:
        self._guarded(
            self.revert,
            QCoreApplication.translate("TournamentContext", "Impossible d'annuler « {} » : {}"),
        )

    def _guarded(self, action: Callable[[], None], refusal: str) -> None:
        try:
            self.context.write(action)
        except UserError as error:
            log.warning("%s", refusal.format(self.text(), error))
            self.setObsolete(True)
            self.context.failed.emit(refusal.format(self.text(), error))
        self.context.changed.emit(self.change)


class ReplaceCommand(ServiceCommand, Generic[Value]):
    """An action that writes ``after`` in place of ``before``; its undo writes ``before`` back."""

    def __init__(
        self, context: TournamentContext, text: str, *, before: Value, after: Value
    ) -> None:
        super().__init__(context, text)
        self.before = before
        self.after = after

    def apply(self) -> None:
        self.write(self.after, instead_of=self.before)

    def revert(self) -> None:
        self.write(self.before, instead_of=self.after)

    def write(self, saved: Value, *, instead_of: Value) -> None:
        """Write ``saved`` over ``instead_of``, by one service (a part equal in both may be
        left as it is)."""
        raise NotImplementedError(type(self).__name__)
