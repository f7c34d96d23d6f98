"""The Joueurs page's file import: the file chosen, its players registered in a worker thread
with a bar and « Annuler », every bad row named if the file is refused.

It is the team import's dialogs (:mod:`tournoi.ui.teams.import_progress`,
:mod:`tournoi.ui.teams.import_dialog`) for a file of players; the presenter
(:mod:`tournoi.ui.players.presenter`) makes what was registered one undo step.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from engine import UserError
from tournoi.files.team_file import TeamFileError
from tournoi.services.teams.file_import import ImportCancelledError
from tournoi.ui.page_dialog import PageDialog
from tournoi.ui.players.presenter import PlayersPresenter
from tournoi.ui.teams.import_dialog import ImportDialog
from tournoi.ui.teams.import_progress import ImportProgress, Listed
from tournoi.ui.widgets import choose_file, folder_of, show_error


class PlayerActions:
    """The dialogs of ``presenter``'s import, over ``parent``, one at a time (``dialogs``)."""

    def __init__(self, presenter: PlayersPresenter, parent: QWidget, dialogs: PageDialog) -> None:
        self.presenter = presenter
        self.context = presenter.context
        self.parent = parent
        self.dialogs = dialogs

    def import_file(self) -> None:
        chosen = choose_file(
            self.parent,
            QCoreApplication.translate("PlayersPage", "Importer une liste de joueurs"),
            start=folder_of(self.context.database.location),
            file_filter=QCoreApplication.translate(
                "PlayersPage", "Listes de joueurs (*.csv *.xlsx *.txt);;Tous les fichiers (*)"
            ),
        )
        if not chosen:
            return
        path = Path(chosen)
        progress = ImportProgress(
            self.context.database, path, self.context.who, self.parent,
            station=self.context.station, listed=Listed.PLAYERS,
        )  # fmt: skip
        progress.imported.connect(lambda added: self.presenter.imported(path, added))
        progress.refused.connect(lambda error: self._refused(path, error))
        self.context.closing.connect(progress.stop)
        self.dialogs.open(progress)
        progress.start()

    def _refused(self, path: Path, error: UserError) -> None:
        if isinstance(error, TeamFileError):
            self.dialogs.open(ImportDialog(error, path, self.parent, listed=Listed.PLAYERS))
        elif isinstance(error, ImportCancelledError):
            self.presenter.say(
                QCoreApplication.translate(
                    "PlayersPage", "Importation annulée : aucun joueur n'a été importé."
                )
            )
        else:
            show_error(self.parent, error)
