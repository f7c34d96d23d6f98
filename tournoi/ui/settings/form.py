"""The one interface of every settings form: ``load(value)``, ``save()``, ``changed``."""

from __future__ import annotations

from typing import Generic, TypeVar

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget

from engine import UserError

T = TypeVar("T")


class FormError(UserError):
    """A field left empty or unreadable: ``field`` names it, ``str()`` is the French message."""

    def __init__(self, message: str, *, field: str) -> None:
        super().__init__(message, field=field)


class Form(QWidget, Generic[T]):
    """One page of options, filled from what the services give and read back for them."""

    changed = Signal()
    """Something the user changed (or :meth:`load` did)."""

    def load(self, value: T) -> None:
        """Show ``value``, as the services give it."""
        raise NotImplementedError(type(self).__name__)

    def save(self) -> T:
        """What the form holds, for the services; a :class:`FormError` if a field is unreadable."""
        raise NotImplementedError(type(self).__name__)
