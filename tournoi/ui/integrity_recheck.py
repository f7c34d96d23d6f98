"""The integrity check run again in the background while the arbiter types results.

Every draw first checks the parties changed since the last check of this
process (``integrity.check(full=False)``). The results of the last round are
typed after the window's check at opening, so the draw's check read that whole
round again: at 5000 teams, a quarter of a second added to the draw. So a
second or two after the last change of results (the arbiter's, or another
station's), the window runs that check of the changes in a worker thread: the
draw then finds nothing left to read. One at a time, never on the GUI thread,
never while the opening check runs, never after the database is closed.

What it finds goes to the status bar, not to a dialog: the arbiter is typing
a sheet, and a window popping up would take the keys typed for the next
donne. The status bar names the tables and the menu that lists the findings
(« Vérifier l'intégrité du fichier », the dialog the opening check shows);
the draw's own check still refuses an unsound file, with its message.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from tournoi.services.tournament.lifecycle import Database
from tournoi.ui.integrity_check import BackgroundCheck

if TYPE_CHECKING:
    from tournoi.services.integrity.soundness import Report

QUIET_MS = 1500
"""How long after the last change the check runs: a donne typed every few seconds waits."""


class Recheck(QObject):
    """The check of the changes, run :data:`QUIET_MS` after the last :meth:`changed`."""

    checked = Signal(object)
    """The :class:`~tournoi.services.integrity.soundness.Report`."""
    refused = Signal(str)
    """Why the file cannot be used, in French."""

    def __init__(
        self, database: Database, *, busy: Callable[[], bool], parent: QObject | None = None
    ) -> None:
        """``busy``: whether another check of ``database`` runs (the opening one)."""
        super().__init__(parent)
        self._database = database
        self._busy = busy
        self._check: BackgroundCheck | None = None
        self._again = False
        """Changed while a check ran: it may have read the rows before the change."""
        self._closed = False
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(QUIET_MS)
        self.timer.timeout.connect(self._start)

    @property
    def running(self) -> bool:
        return self._check is not None

    def changed(self) -> None:
        """Results changed: check again once they have stopped changing for a while."""
        if self._closed:
            return
        if self._check is not None:
            self._again = True
        else:
            self.timer.start()

    def _start(self) -> None:
        if self._closed:
            return
        if self._busy():  # the opening check: try again after it
            self.timer.start()
            return
        check = BackgroundCheck(self._database, parent=self, full=False)
        check.checked.connect(lambda report: self._done(check, report, None))
        check.refused.connect(lambda message: self._done(check, None, message))
        self._check = check
        self._again = False
        check.start()

    def _done(self, check: BackgroundCheck, report: Report | None, refused: str | None) -> None:
        check.wait()
        check.deleteLater()
        if check is not self._check:  # cancelled: of a database closed since
            return
        self._check = None
        if self._again:
            self.timer.start()
        if refused is not None:
            self.refused.emit(refused)
        else:
            self.checked.emit(report)

    def wait(self) -> None:
        """Until the running check, if any, is over (its signals not yet delivered)."""
        if self._check is not None:
            self._check.wait()

    def cancel(self) -> None:
        """The database is about to be closed: start no check, and wait for the one running."""
        self._closed = True
        self.timer.stop()
        if self._check is not None:
            self._check.cancel()
            self._check = None
