"""Two fields of the donne form: a row of radio buttons for one value, and the points box."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Generic, TypeVar

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QSpinBox,
    QWidget,
)

T = TypeVar("T")


class Choice(Generic[T]):
    """Radio buttons in a row for one field: one value each, at most one checked.

    The label's mnemonic gives the focus to the checked button, from where the
    arrows go from one value to the next.
    """

    def __init__(self, options: Sequence[tuple[str, T]]) -> None:
        self.widget = QWidget()
        self.group = QButtonGroup(self.widget)
        self.values = [value for _text, value in options]
        row = QHBoxLayout(self.widget)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(14)
        for index, (text, _value) in enumerate(options):
            button = QRadioButton(text)
            self.group.addButton(button, index)
            row.addWidget(button)
        row.addStretch()
        self.label: QLabel | None = None
        self.group.idToggled.connect(self._toggled)
        self._tab_to(self.buttons[0])

    @property
    def buttons(self) -> list[QAbstractButton]:
        return self.group.buttons()

    def value(self) -> T | None:
        """The value checked, ``None`` when none is."""
        checked = self.group.checkedId()
        return None if checked < 0 else self.values[checked]

    def set_value(self, value: T) -> None:
        if value in self.values:
            self.button(value).setChecked(True)

    def button(self, value: T) -> QAbstractButton:
        return self.group.button(self.values.index(value))

    def focus_button(self) -> QAbstractButton:
        """Where the focus enters the row: the checked button, or the first one."""
        return self.group.checkedButton() or self.buttons[0]

    def set_label(self, label: QLabel) -> None:
        self.label = label
        label.setBuddy(self.focus_button())

    def _toggled(self, index: int, checked: bool) -> None:
        if not checked:
            return
        button = self.group.button(index)
        self._tab_to(button)
        if self.label is not None:
            self.label.setBuddy(button)

    def _tab_to(self, chosen: QAbstractButton) -> None:
        """Tab enters the row on ``chosen`` only, as Qt does once a button had the focus."""
        for button in self.buttons:
            tab = Qt.FocusPolicy.StrongFocus if button is chosen else Qt.FocusPolicy.ClickFocus
            button.setFocusPolicy(tab)


class PointsBox(QSpinBox):
    """The takers' points, « — » until given: clicked into like tabbed into, typing replaces it."""

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt)
        super().focusInEvent(event)
        self.selectAll()
        # Again once a click has placed the cursor, or « — » could not be typed over.
        QTimer.singleShot(0, self, self.selectAll)
