"""A team file imported in a worker thread, with a progress bar and a button that cancels.

Ten thousand teams take half a minute: imported on the interface's thread,
the window froze for as long, and could not be stopped. The service registers
every team in one transaction; a cancel makes its progress report raise, and
the transaction is rolled back: not one team of the file is kept.
"""

from __future__ import annotations

import logging
import threading
from pathlib import Path

from PySide6.QtCore import QObject, Qt, QThread, Signal, Slot
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QProgressBar,
    QVBoxLayout,
    QWidget,
)

from engine import UserError
from tournoi.services.errors import ServiceError
from tournoi.services.teams.file_import import ImportCancelledError, import_teams
from tournoi.services.tournament.lifecycle import Database

log = logging.getLogger(__name__)


class _Importer(QObject):
    """Runs the import in the worker thread; its signals arrive in the GUI thread."""

    progressed = Signal(int, int)
    """Teams registered so far, teams of the file."""
    imported = Signal(object)
    """The teams registered (``list[TeamInfo]``)."""
    refused = Signal(object)
    """The :class:`UserError` that refused the file, or said the import was cancelled."""

    def __init__(self, database: Database, path: Path, who: str) -> None:
        super().__init__()
        self._database, self._path, self._who = database, path, who
        self._stop = threading.Event()

    def cancel(self) -> None:
        """Called from the GUI thread: the next team's report raises, and nothing is kept."""
        self._stop.set()

    def _progress(self, done: int, total: int) -> None:
        if self._stop.is_set():
            raise ImportCancelledError
        self.progressed.emit(done, total)

    @Slot()
    def run(self) -> None:
        try:
            added = import_teams(
                self._database, path=self._path, who=self._who, progress=self._progress
            )
        except UserError as error:
            self.refused.emit(error)
            return
        except Exception:
            # Raised in the worker thread, it would reach no dialog: say it, and log it.
            log.exception("échec de l'importation de %s", self._path)
            self.refused.emit(
                ServiceError(
                    self.tr(
                        "Erreur inattendue pendant l'importation (le détail est dans le "
                        "journal). Aucune équipe n'a été importée."
                    )
                )
            )
            return
        self.imported.emit(added)


class ImportProgress(QDialog):
    """« Importation de … » with its bar and « Annuler »; closes itself when the import ends.

    ``imported`` or ``refused`` is emitted once, after the worker thread has ended.
    """

    imported = Signal(object)
    refused = Signal(object)

    def __init__(
        self, database: Database, path: Path, who: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Importation des équipes"))
        self.label = QLabel(self.tr("Lecture de « {file} »…").format(file=path.name))
        self.bar = QProgressBar()
        self.bar.setRange(0, 0)  # busy while the file is read: its rows are not known yet
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.cancel_button = buttons.button(QDialogButtonBox.StandardButton.Cancel)
        self.cancel_button.setText(self.tr("Annuler"))
        self.cancel_button.clicked.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.label)
        layout.addWidget(self.bar)
        layout.addWidget(buttons)
        self.resize(460, 0)
        self._path = path
        self._thread = QThread(self)
        self.worker = _Importer(database, path, who)
        self.worker.moveToThread(self._thread)
        self._thread.started.connect(self.worker.run)
        # Quit from the worker's own thread: the GUI thread may be waiting for it (wait()).
        direct = Qt.ConnectionType.DirectConnection
        self.worker.imported.connect(self._thread.quit, direct)
        self.worker.refused.connect(self._thread.quit, direct)
        self.worker.progressed.connect(self._progressed)
        self.worker.imported.connect(self._imported)
        self.worker.refused.connect(self._refused)

    def start(self) -> None:
        self._thread.start()

    def _progressed(self, done: int, total: int) -> None:
        self.bar.setRange(0, total)
        self.bar.setValue(done)
        self.label.setText(
            self.tr("Inscription des équipes de « {file} » : {done} sur {total}…").format(
                file=self._path.name, done=done, total=total
            )
        )

    def reject(self) -> None:
        """Escape, « Annuler » or the window's close: stop the import, keep nothing."""
        if self._thread.isRunning():
            self.worker.cancel()
            self.cancel_button.setEnabled(False)
            self.label.setText(self.tr("Annulation…"))
            return  # closed once the worker has rolled back (_refused)
        super().reject()

    def _imported(self, added: object) -> None:
        self._thread.wait()
        self.accept()
        self.imported.emit(added)

    def _refused(self, error: object) -> None:
        self._thread.wait()
        super().reject()
        self.refused.emit(error)

    @Slot()
    def stop(self) -> None:
        """The tournament closes: the import is cancelled (no team kept) and waited for, so
        that its thread is never destroyed while it runs."""
        self.done(QDialog.DialogCode.Rejected)

    def done(self, result: int) -> None:  # QDialog.done: never leave the worker running
        if self._thread.isRunning():
            self.worker.cancel()
            self._thread.wait()
        super().done(result)
