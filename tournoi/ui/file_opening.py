"""Opening a tournament: a new one, a file chosen, a recent one, or one on a PostgreSQL server."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from engine import UserError
from tournoi.services.tournament.lifecycle import FILE_SUFFIX, Database, open_tournament
from tournoi.services.tournament.servers import ServerAddress, is_server
from tournoi.ui.preferences import Preferences
from tournoi.ui.share_notice import warn_about_a_share
from tournoi.ui.widgets import choose_file, folder_of, show_error


class FileOpening(QObject):
    """The window's ways of opening a tournament; each tournament opened is announced."""

    opened = Signal(object)
    """The :class:`Database` of the tournament just opened or created, to show."""
    forgotten = Signal()
    """A recent file that no longer exists was taken out of the recent files."""

    def __init__(
        self,
        window: QWidget,
        preferences: Preferences,
        *,
        current: Callable[[], Database | None],
    ) -> None:
        super().__init__(window)
        self._window = window
        self._preferences = preferences
        self._current = current
        """The tournament open, if any: its folder is where a file is looked for."""

    def new_tournament(self) -> None:
        from tournoi.ui.wizard import NewTournamentWizard  # noqa: PLC0415 (loaded when first asked for)

        wizard = NewTournamentWizard(
            who=self._preferences.station, parent=self._window, preferences=self._preferences
        )
        if wizard.exec() and wizard.database is not None:
            self.opened.emit(wizard.database)

    def choose_file(self) -> None:
        file_filter = self.tr("Tournois de belote (*{suffix});;Tous les fichiers (*)").format(
            suffix=FILE_SUFFIX
        )
        path = choose_file(
            self._window,
            self.tr("Ouvrir un tournoi"),
            start=self._folder(),
            file_filter=file_filter,
        )
        if path:
            self.open_location(path)

    def _folder(self) -> Path:
        """The open tournament's folder, else the last one opened's."""
        database = self._current()
        if database is not None:
            return folder_of(database.location)
        recent = self._preferences.recent_files
        return folder_of(recent[0] if recent else "")

    def open_network(self, _checked: bool = False, address: ServerAddress | None = None) -> bool:
        """Open (or create) a tournament on a PostgreSQL server; asked again until it opens."""
        from tournoi.ui.network_dialog import NetworkDialog  # noqa: PLC0415 (loaded when first asked for)
        from tournoi.ui.wizard import NewTournamentWizard  # noqa: PLC0415 (loaded when first asked for)

        dialog = NetworkDialog(self._window, address)
        while dialog.exec():
            if dialog.creates_new:
                wizard = NewTournamentWizard(
                    who=self._preferences.station,
                    parent=self._window,
                    server=dialog.url(),
                    preferences=self._preferences,
                )
                if wizard.exec() and wizard.database is not None:
                    self.opened.emit(wizard.database)
                    return True
                continue
            try:
                database = open_tournament(dialog.url())
            except UserError as error:
                show_error(self._window, error, self.tr("Impossible d'ouvrir le tournoi"))
                continue
            self.opened.emit(database)
            return True
        return False

    def open_location(self, location: str) -> bool:
        """Open a tournament file (or database address); a French message if it cannot be."""
        if is_server(location):  # remembered without its password: ask for it
            try:
                address = ServerAddress.from_url(location)
            except UserError as error:
                show_error(self._window, error, self.tr("Impossible d'ouvrir le tournoi"))
                return False
            return self.open_network(address=address)
        try:
            database = open_tournament(location)
        except UserError as error:
            show_error(self._window, error, self.tr("Impossible d'ouvrir le tournoi"))
            if not Path(location).exists() and "://" not in location:
                self._preferences.remove_recent(location)
                self.forgotten.emit()
            return False
        self.opened.emit(database)
        warn_about_a_share(self._window, location)
        return True
