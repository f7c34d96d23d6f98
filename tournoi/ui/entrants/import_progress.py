"""A team file, or a mêlée's player file, imported in a worker thread, with a progress bar and
a button that cancels.

Ten thousand teams take half a minute: imported on the interface's thread,
the window froze for as long, and could not be stopped. The service registers
every team (every player) in one transaction; a cancel makes its progress
report raise, and the transaction is rolled back: not one row of the file is kept.

The worker writes under the window's station (as :meth:`TournamentContext.write` does on the
window's thread), given as a plain value: the window does not announce the import back to
itself as another station's.
"""

from __future__ import annotations

import logging
import threading
from enum import StrEnum
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
from tournoi.services.teams import players as melee_players
from tournoi.services.teams.file_import import ImportCancelledError, import_teams
from tournoi.services.tournament.lifecycle import Database

log = logging.getLogger(__name__)


class Listed(StrEnum):
    """What a file lists, one a row: a tournament's teams, or a mêlée's players."""

    TEAMS = "teams"
    PLAYERS = "players"


class _Importer(QObject):
    """Runs the import in the worker thread; its signals arrive in the GUI thread."""

    progressed = Signal(int, int)
    """Teams registered so far, teams of the file."""
    imported = Signal(object)
    """The teams registered (``list[TeamInfo]``), or the players (``list[MeleePlayerInfo]``)."""
    refused = Signal(object)
    """The :class:`UserError` that refused the file, or said the import was cancelled."""

    def __init__(
        self, database: Database, path: Path, *, who: str, station: str, listed: Listed
    ) -> None:
        super().__init__()
        self._database, self._path, self._who = database, path, who
        self._station, self._listed = station, listed
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
        read = import_teams if self._listed is Listed.TEAMS else melee_players.import_players
        try:
            with self._database.writing_as(self._station):
                added = read(
                    self._database, path=self._path, who=self._who, progress=self._progress
                )
        except UserError as error:
            self.refused.emit(error)
            return
        except Exception:
            # Raised in the worker thread, it would reach no dialog: say it, and log it.
            log.exception("échec de l'importation de %s", self._path)
            if self._listed is Listed.TEAMS:
                said = self.tr(
                    "Erreur inattendue pendant l'importation (le détail est dans le "
                    "journal). Aucune équipe n'a été importée."
                )
            else:
                said = self.tr(
                    "Erreur inattendue pendant l'importation (le détail est dans le "
                    "journal). Aucun joueur n'a été importé."
                )
            self.refused.emit(ServiceError(said))
            return
        self.imported.emit(added)


class ImportProgress(QDialog):
    """« Importation de … » with its bar and « Annuler »; closes itself when the import ends.

    The import is written by ``who``, under the window's ``station``
    (:attr:`TournamentContext.station`). ``imported`` or ``refused`` is emitted once, after the
    worker thread has ended.
    """

    imported = Signal(object)
    refused = Signal(object)

    def __init__(
        self,
        database: Database,
        path: Path,
        who: str,
        parent: QWidget | None = None,
        *,
        station: str,
        listed: Listed = Listed.TEAMS,
    ) -> None:
        super().__init__(parent)
        self._listed = listed
        if listed is Listed.TEAMS:
            self.setWindowTitle(self.tr("Importation des équipes"))
        else:
            self.setWindowTitle(self.tr("Importation des joueurs"))
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
        self.worker = _Importer(database, path, who=who, station=station, listed=listed)
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
        if self._listed is Listed.TEAMS:
            said = self.tr("Inscription des équipes de « {file} » : {done} sur {total}…")
        else:
            said = self.tr("Inscription des joueurs de « {file} » : {done} sur {total}…")
        self.label.setText(said.format(file=self._path.name, done=done, total=total))

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
