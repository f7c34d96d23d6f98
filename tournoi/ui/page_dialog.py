"""The one dialog a page shows at a time, without blocking the window."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QWidget


class PageDialog:
    """The page's dialog while it is open; the focus goes back to ``home`` when it closes."""

    def __init__(self, home: QWidget) -> None:
        self.current: QDialog | None = None
        self._home = home

    def open(self, dialog: QDialog) -> None:
        """Show ``dialog`` without blocking; it is deleted once closed."""
        self.current = dialog
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(lambda _result: self._closed(dialog))
        dialog.open()

    def _closed(self, dialog: QDialog) -> None:
        if self.current is dialog:
            self.current = None
        # The window gets the keyboard back too: a dialog that closes itself (an import's
        # progress at its end) left no window active on some platforms, and the page's
        # shortcuts did nothing until a click.
        self._home.window().activateWindow()
        self._home.setFocus()
