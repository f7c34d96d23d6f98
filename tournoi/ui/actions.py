"""A page's actions: a keyboard shortcut active on that page only, and a button showing it."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QPushButton, QWidget


def standard_keys(key: QKeySequence.StandardKey, *usual: str) -> list[QKeySequence]:
    """The platform's keys for ``key``, then the ``usual`` ones it lacks, each once.

    A key given twice to one action makes Qt call it ambiguous and do nothing
    (the platform's Redo holds Ctrl+Y on some desktops, not on others); some
    platforms give no key at all for Quit.
    """
    keys = QKeySequence.keyBindings(key)
    keys += [QKeySequence(extra) for extra in usual if QKeySequence(extra) not in keys]
    return keys


def undo_keys() -> list[QKeySequence]:
    """Ctrl+Z and the platform's other keys for undo: the one definition in the window."""
    return standard_keys(QKeySequence.StandardKey.Undo, "Ctrl+Z")


def redo_keys() -> list[QKeySequence]:
    """Ctrl+Y, Ctrl+Maj+Z and the platform's other keys for redo."""
    return standard_keys(QKeySequence.StandardKey.Redo, "Ctrl+Y", "Ctrl+Shift+Z")


def page_action(
    page: QWidget,
    text: str,
    slot: Callable[[], object],
    *,
    keys: Sequence[QKeySequence | QKeySequence.StandardKey | str] = (),
    tip: str = "",
) -> QAction:
    """An action of ``page`` whose shortcuts work while the focus is anywhere in the page.

    The tooltip ends with the shortcuts, so they are shown on screen.
    """
    action = QAction(text, page)
    sequences: list[QKeySequence] = []
    for key in keys:
        if isinstance(key, QKeySequence.StandardKey):
            sequences += QKeySequence.keyBindings(key)
        else:
            sequences.append(QKeySequence(key))
    action.setShortcuts(sequences)
    action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
    shown = ", ".join(s.toString(QKeySequence.SequenceFormat.NativeText) for s in sequences)
    action.setToolTip(f"{tip} ({shown})" if tip and shown else tip or shown)
    action.triggered.connect(lambda _checked=False: slot())
    page.addAction(action)
    return action


def action_button(action: QAction) -> QPushButton:
    """A push button that triggers ``action`` and follows its text, tooltip and enabled state."""
    button = QPushButton(action.text())

    def follow() -> None:
        button.setText(action.text())
        button.setToolTip(action.toolTip())
        button.setEnabled(action.isEnabled())

    follow()
    action.changed.connect(follow)
    button.clicked.connect(action.trigger)
    return button
