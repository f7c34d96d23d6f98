"""A label whose changing text relays out nothing when its size stays the same.

A label asks for a new layout at every change of its text; the request climbs
from layout to layout up to the tab widget, which repaints the whole page
(everything but the sheet) when it lays out its pages. The totals, the line
saying which donne is typed and the preview change at every Enter and every
keystroke: through :class:`Steady`, the request stops at the label's holder,
which passes it on only when the label's size hints did change.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget

_Hints = tuple[QSize, QSize, int]


class Steady(QWidget):
    """Holds ``label``, filling it, with its size hints; the layouts above hear of it when they change."""

    def __init__(self, label: QLabel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = label
        label.setParent(self)
        self.setSizePolicy(label.sizePolicy())
        self.setMinimumSize(label.minimumSize())  # the room a label keeps however short its text
        self._hints = self._read()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt)
        return self.label.sizeHint()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt)
        return self.label.minimumSizeHint()

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt)
        return self.label.hasHeightForWidth()

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt)
        return self.label.heightForWidth(width)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt)
        super().resizeEvent(event)
        self.label.setGeometry(self.rect())
        self._hints = self._read()

    def event(self, event: QEvent) -> bool:
        if event.type() != QEvent.Type.LayoutRequest:
            return super().event(event)
        hints = self._read()
        if hints != self._hints:  # a longer text, one more line: the page makes room
            self._hints = hints
            self.setSizePolicy(self.label.sizePolicy())
            self.updateGeometry()
            holder = self.parentWidget()
            layout = None if holder is None else holder.layout()
            if layout is not None:  # now, as the label's own request would have been
                layout.activate()
        return True

    def _read(self) -> _Hints:
        label = self.label
        height = label.heightForWidth(self.width()) if label.hasHeightForWidth() else -1
        return label.sizeHint(), label.minimumSizeHint(), height
