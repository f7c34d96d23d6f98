"""Typing as an arbiter does, accents included, in the window's tests, and the page shown
that the keys reach."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot


def shown(qtbot: QtBot, widget: QWidget) -> None:
    """``widget`` shown at the laptop's size, its window active: the keys typed reach it."""
    qtbot.addWidget(widget)
    widget.resize(1366, 768)
    with qtbot.waitActive(widget):
        widget.show()
        widget.activateWindow()


def type_text(widget: QWidget, text: str) -> None:
    """Key presses for ``text``, accents included (QTest.keyClicks knows only ASCII)."""
    for char in text:
        QTest.sendKeyEvent(
            QTest.KeyAction.Click, widget, Qt.Key.Key_unknown, char, Qt.KeyboardModifier.NoModifier
        )


def replace_text(qtbot: QtBot, field: QWidget, text: str) -> None:
    """Select all of ``field`` (Ctrl+A) and type ``text`` over it."""
    field.setFocus()
    qtbot.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    type_text(field, text)
