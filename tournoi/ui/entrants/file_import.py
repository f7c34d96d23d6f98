"""A file of entrants imported from its page: the file chosen, its rows registered in a worker
thread with a bar and « Annuler » (:mod:`tournoi.ui.entrants.import_progress`), every bad row
named if the file is refused (:mod:`tournoi.ui.entrants.import_dialog`); what was registered
becomes one undo step of the page's presenter."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QWidget

from engine import UserError
from tournoi.files.team_file import TeamFileError
from tournoi.services.teams.file_import import ImportCancelledError
from tournoi.ui.entrants.import_dialog import ImportDialog
from tournoi.ui.entrants.import_progress import ImportProgress, Listed
from tournoi.ui.entrants.presenter import EntrantsPresenter
from tournoi.ui.page_dialog import PageDialog
from tournoi.ui.widgets import choose_file, folder_of, show_error


@dataclass(frozen=True, slots=True, kw_only=True)
class ImportWords:
    """What a page's import says, in its own words (translated where the page is)."""

    title: str
    """The file dialog's title: « Importer une liste d'équipes »."""
    file_filter: str
    """The kinds of file offered: « Listes d'équipes (*.csv *.xlsx *.txt);;… »."""
    cancelled: str
    """Said below the list when the organiser stops the import: nothing was kept."""


def import_file(
    presenter: EntrantsPresenter[Any],
    parent: QWidget,
    dialogs: PageDialog,
    *,
    listed: Listed,
    words: ImportWords,
) -> None:
    """Ask for a file of ``listed`` and import it, its dialogs over ``parent`` one at a time
    (``dialogs``); ``presenter`` makes what was registered one undo step."""
    context = presenter.context
    chosen = choose_file(
        parent,
        words.title,
        start=folder_of(context.database.location),
        file_filter=words.file_filter,
    )
    if not chosen:
        return
    path = Path(chosen)

    def refused(error: UserError) -> None:
        if isinstance(error, TeamFileError):
            dialogs.open(ImportDialog(error, path, parent, listed=listed))
        elif isinstance(error, ImportCancelledError):
            presenter.say(words.cancelled)
        else:
            show_error(parent, error)

    progress = ImportProgress(
        context.database, path, context.who, parent, station=context.station, listed=listed
    )
    progress.imported.connect(lambda added: presenter.imported(path, added))
    progress.refused.connect(refused)
    context.closing.connect(progress.stop)
    dialogs.open(progress)
    progress.start()
