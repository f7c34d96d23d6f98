"""The integrity check of a tournament just opened, run in a worker thread.

It scores every donne again (seconds for a thousand teams after nine
rounds): run before the window showed the tournament, it made the arbiter
wait for a file that is almost always sound. The window shows the tournament
at once; the check reports when it is done, and a file the application cannot
have written is then closed with the French message.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, Qt, QThread, Signal, Slot

from engine import UserError
from tournoi.services import integrity
from tournoi.services.tournaments import Database

log = logging.getLogger(__name__)


class _Worker(QObject):
    checked = Signal(object)
    """The :class:`~tournoi.services.integrity.Report`."""
    refused = Signal(str)
    """Why the file cannot be used (a damaged value), in French."""

    def __init__(self, database: Database) -> None:
        super().__init__()
        self._database = database

    @Slot()
    def run(self) -> None:
        try:
            report = integrity.check(self._database)
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
    """One check of ``database`` in a thread of its own; its signals arrive in the GUI thread."""

    checked = Signal(object)
    refused = Signal(str)

    def __init__(self, database: Database, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread = QThread(self)
        self._worker = _Worker(database)
        self._worker.moveToThread(self._thread)
        self._thread.started.connect(self._worker.run)
        # Quit from the worker's own thread: the GUI thread may be waiting for it (wait()).
        direct = Qt.ConnectionType.DirectConnection
        self._worker.checked.connect(self._thread.quit, direct)
        self._worker.refused.connect(self._thread.quit, direct)
        self._worker.checked.connect(self.checked)
        self._worker.refused.connect(self.refused)

    def start(self) -> None:
        self._thread.start()

    def wait(self) -> None:
        """Until the check is over: the database may be closed after."""
        self._thread.wait()
