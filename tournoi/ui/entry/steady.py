"""A label (or a field) whose changes relay out nothing while its size stays the same.

A label asks for a new layout at every change of its text, and the entry line
at every change of its clear button; the request climbs from layout to layout
up to the tab widget, which repaints the whole page (everything but the sheet)
when it lays out its pages. The totals, the line saying which donne is typed,
the entry line and the preview change at every Enter and every keystroke:
through :class:`Steady`, the request stops at their holder, which passes it on
only when their size hints did change.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QWidget

_Hints = tuple[QSize, QSize, int]


class Steady(QWidget):
    """Holds ``held``, filling it, with its size hints; the layouts above hear of it when they change."""

    def __init__(self, held: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.held = held
        held.setParent(self)
        self.setSizePolicy(held.sizePolicy())
        self.setMinimumSize(held.minimumSize())  # the room it keeps however short its text
        self._hints = self._read()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt)
        return self.held.sizeHint()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt)
        return self.held.minimumSizeHint()

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt)
        return self.held.hasHeightForWidth()

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt)
        return self.held.heightForWidth(width)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt)
        super().resizeEvent(event)
        self.held.setGeometry(self.rect())
        self._hints = self._read()

    def event(self, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.LayoutRequest, QEvent.Type.Show):
            # Shown again: its text may have changed while hidden, unheard.
            self._follow()
        if kind == QEvent.Type.LayoutRequest:
            return True
        return super().event(event)

    def _follow(self) -> None:
        hints = self._read()
        if hints == self._hints:
            return
        self._hints = hints  # a longer text, one more line: the page makes room
        self.setSizePolicy(self.held.sizePolicy())
        self.updateGeometry()
        holder = self.parentWidget()
        layout = None if holder is None else holder.layout()
        if layout is not None:  # now, as its own request would have been
            layout.activate()

    def _read(self) -> _Hints:
        held = self.held
        if held.hasHeightForWidth():
            # A label wrapped across the room it is given: only its height in that room
            # counts, no less than the room it keeps (the preview keeps two lines); its
            # longest word changes what it needs at the least, always less than the page.
            return QSize(), QSize(), max(held.heightForWidth(self.width()), self.minimumHeight())
        least = self.minimumSize()  # a total narrower than its room (« 50 ») takes that room
        return held.sizeHint().expandedTo(least), held.minimumSizeHint().expandedTo(least), -1
