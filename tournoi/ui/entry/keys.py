"""The keys of the entry screen: on the entry line (arrows, Escape, undo) and in the sheet.

On the entry line, Ctrl+Z and Ctrl+Y (or Ctrl+Maj+Z) always undo and redo
the last recorded action, as everywhere in the window, never the typing of
the line; Alt with a letter is a menu's or a button's accelerator, never a
letter typed.

In the sheet, Enter or F2 corrects a donne, Delete removes it, Insert types
one before it, Escape or Down past the last row goes back to the line, and
any other character starts typing a new donne there.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QLineEdit, QTableView

from tournoi.ui.actions import redo_keys, undo_keys
from tournoi.ui.entry.editing import Mode
from tournoi.ui.entry.presenter import EntryPresenter
from tournoi.ui.entry.sheet_table import select_row


class EntryKeys(QObject):
    """The event filter of the ``entry`` line and the ``table`` of the sheet: the keys that
    act on the sheet go to ``presenter``."""

    def __init__(self, presenter: EntryPresenter, entry: QLineEdit, table: QTableView) -> None:
        super().__init__(entry)
        self.presenter = presenter
        self.entry = entry
        self.table = table
        entry.installEventFilter(self)
        table.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
        if watched is self.entry and isinstance(event, QKeyEvent):
            return self._entry_key(event)
        if (
            watched is self.table
            and isinstance(event, QKeyEvent)
            and event.type() == QEvent.Type.KeyPress
        ):
            return self._table_key(event)
        return super().eventFilter(watched, event)

    def _rows(self) -> int:
        return self.table.model().rowCount()

    def _entry_key(self, event: QKeyEvent) -> bool:
        presenter = self.presenter
        if event.type() == QEvent.Type.ShortcutOverride:
            # Refused to the line, these keys go to the window's actions and accelerators.
            if _window_key(event):
                event.ignore()
                return True
            return False
        if event.type() != QEvent.Type.KeyPress:
            return False
        if _accelerator(event):
            return True  # no action took it: still not a letter to type
        key = event.key()
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Down) and self._rows():
            editing = presenter.editing
            row = editing.number - 1 if editing.mode is not Mode.NEW else -1
            self.table.setFocus()
            select_row(self.table, row if row >= 0 else self._rows() - 1)
            return True
        if key == Qt.Key.Key_Escape:
            presenter.cancel_editing()
            return True
        return False

    def _table_key(self, event: QKeyEvent) -> bool:
        presenter = self.presenter
        current = self.table.currentIndex()
        key, row = event.key(), current.row() if current.isValid() else -1
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_F2):
            presenter.start_correction(row)
            return True
        if key == Qt.Key.Key_Delete:
            presenter.delete_row(row)
            return True
        if key == Qt.Key.Key_Insert:
            presenter.start_insertion(row)
            return True
        if key == Qt.Key.Key_Escape or (key == Qt.Key.Key_Down and row == self._rows() - 1):
            self.entry.setFocus()
            return True
        typed = event.text()
        plain = not event.modifiers() & (
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
        )
        if plain and typed.isprintable() and typed.strip():
            # Typing in the sheet types a new donne.
            self.entry.setFocus()
            self.entry.insert(typed)
            return True
        return False


def _window_key(event: QKeyEvent) -> bool:
    """Undo, redo, or an accelerator: keys that belong to the window, not to the line's text."""
    pressed = QKeySequence(event.keyCombination())
    return pressed in undo_keys() or pressed in redo_keys() or _accelerator(event)


def _accelerator(event: QKeyEvent) -> bool:
    """Alt with a letter or a digit (not AltGr, which types « @ » or « € » on a French keyboard)."""
    modifiers = event.modifiers()
    return bool(
        modifiers & Qt.KeyboardModifier.AltModifier
        and not modifiers & Qt.KeyboardModifier.ControlModifier
        and Qt.Key.Key_0 <= event.key() <= Qt.Key.Key_Z
    )
