"""The integrity check of a tournament just opened, run in a worker thread after the first paint.

It scores every donne again (seconds for a thousand teams after nine
rounds): run before the window showed the tournament, it made the arbiter
wait for a file that is almost always sound. The window shows the tournament
first; the check starts once the page has been painted (its module, the
scoring's, loads then, in its thread), reports when it is done, and a file
the application cannot have written is then closed with the French message.
"""

from __future__ import annotations

import logging
from importlib import import_module

from PySide6.QtCore import QEvent, QObject, Qt, QThread, QTimer, Signal, Slot
from PySide6.QtWidgets import QWidget

from engine import UserError
from tournoi.services.tournament.lifecycle import Database

log = logging.getLogger(__name__)


class _Worker(QObject):
    checked = Signal(object)
    """The :class:`~tournoi.services.integrity.soundness.Report`."""
    refused = Signal(str)
    """Why the file cannot be used (a damaged value), in French."""

    def __init__(self, database: Database, *, full: bool) -> None:
        super().__init__()
        self._database = database
        self._full = full

    @Slot()
    def run(self) -> None:
        try:
            # Loaded here, off the GUI thread: the scoring's modules are not needed to show.
            report = import_module("tournoi.services.integrity.soundness").check(
                self._database, full=self._full
            )
        except UserError as error:
            self.refused.emit(str(error))
            return
        except Exception:
            # Raised in the worker thread, it would reach no dialog: say it, and log it.
            log.exception("échec de la vérification de l'intégrité")
            self.refused.emit(
                self.tr("La vérification de l'intégrité a échoué (le détail est dans le journal).")
            )
            return
        self.checked.emit(report)


class BackgroundCheck(QObject):
    """One check of ``database`` in a thread of its own; its signals arrive in the GUI thread.

    ``full``: every partie scored again; otherwise only those changed since the last check.
    """

    checked = Signal(object)
    refused = Signal(str)

    def __init__(
        self, database: Database, parent: QObject | None = None, *, full: bool = True
    ) -> None:
        super().__init__(parent)
        self._thread = QThread(self)
        self._worker = _Worker(database, full=full)
        self._worker.moveToThread(self._thread)
        self._thread.started.connect(self._worker.run)
        # Quit from the worker's own thread: the GUI thread may be waiting for it (wait()).
        direct = Qt.ConnectionType.DirectConnection
        self._worker.checked.connect(self._thread.quit, direct)
        self._worker.refused.connect(self._thread.quit, direct)
        self._worker.checked.connect(self.checked)
        self._worker.refused.connect(self.refused)
        self._started = False
        self._cancelled = False

    def start_after_paint(self, widget: QWidget) -> None:
        """Start once ``widget`` has been painted and the events of that turn are handled."""
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self, self.start)
        return False

    def start(self) -> None:
        """Start now, unless started already or cancelled (the tournament closed meanwhile)."""
        if not (self._started or self._cancelled):
            self._started = True
            self._thread.start()

    def wait(self) -> None:
        """Until the check is over, started now if it was waiting for the paint."""
        self.start()
        self._thread.wait()

    def cancel(self) -> None:
        """The database is about to be closed: never start, or wait for the end of the check."""
        self._cancelled = True
        self._thread.wait()
