"""The main window: the start screen, then the open tournament's pages, menus and undo."""

from __future__ import annotations

import gc
import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, Qt
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QDragEnterEvent,
    QDropEvent,
    QGuiApplication,
    QKeySequence,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QStackedWidget,
    QWidget,
)

from engine import UserError, Variant
from tournoi.services import backups, integrity
from tournoi.services.activity import Area
from tournoi.services.integrity import Report
from tournoi.services.servers import ServerAddress, is_server
from tournoi.services.tournaments import FILE_SUFFIX, get_settings, open_tournament
from tournoi.ui.context import TournamentContext
from tournoi.ui.integrity_check import BackgroundCheck
from tournoi.ui.integrity_dialog import IntegrityDialog
from tournoi.ui.preferences import Preferences
from tournoi.ui.start_page import StartPage
from tournoi.ui.tournament_tabs import ENTRY, PAGES, ROUNDS, STANDINGS, TEAMS, TournamentTabs
from tournoi.ui.widgets import choose_file, folder_of, show_error

# The other pages and the dialogs load when first asked for, not at start: the window
# is usable sooner (the phones' server, uvicorn and Starlette, the same way).
if TYPE_CHECKING:
    from tournoi.ui.entry import EntryPage
    from tournoi.ui.projector import ProjectorWindow
    from tournoi.ui.rounds import RoundsPage
    from tournoi.ui.standings import StandingsPage
    from tournoi.ui.tables_entry import TablesEntryDialog
    from tournoi.ui.teams import TeamsPage

log = logging.getLogger(__name__)
APP_TITLE = QT_TRANSLATE_NOOP("MainWindow", "Tournoi de belote")
"""The French title; windows show ``self.tr(str(APP_TITLE))``."""
DEFAULT_SIZE = (1280, 760)
"""The window's size on a large screen; on a laptop's (1366×768), the screen's free room."""
TITLE_BAR = 32
"""Room kept above the window for its title bar, which the window's size does not count."""


class MainWindow(QMainWindow):
    def __init__(self, preferences: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.preferences = preferences
        self.context: TournamentContext | None = None
        self.projector: ProjectorWindow | None = None
        self.tables_entry: TablesEntryDialog | None = None
        self._check: BackgroundCheck | None = None
        """The integrity check of the tournament just opened, while it runs."""
        self.setWindowTitle(self.tr(str(APP_TITLE)))
        self.setAcceptDrops(True)
        self._fit_screen()

        self.start_page = StartPage(preferences)
        self.start_page.new_requested.connect(self.new_tournament)
        self.start_page.open_requested.connect(self.choose_file)
        self.start_page.open_file.connect(self.open_location)
        self.tabs = TournamentTabs()
        self.tabs.table_activated.connect(self.open_sheet)
        self.stack = QStackedWidget()
        self.stack.addWidget(self.start_page)
        self.stack.addWidget(self.tabs)
        self.setCentralWidget(self.stack)
        self.location_label = QLabel()
        self.location_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # A long path is cut in its middle, never widening the window past the screen.
        self.location_label.setMinimumWidth(1)
        self.statusBar().addPermanentWidget(self.location_label)
        self._build_menus()
        self._show_start()

    def _fit_screen(self) -> None:
        width, height = DEFAULT_SIZE
        screen = QGuiApplication.primaryScreen()
        if screen is not None:
            room = screen.availableGeometry()
            width, height = min(width, room.width()), min(height, room.height() - TITLE_BAR)
        self.resize(width, height)

    # Menus

    def _build_menus(self) -> None:
        menu = self.menuBar().addMenu(self.tr("&Fichier"))
        self._action(
            menu, self.tr("&Nouveau tournoi…"), self.new_tournament, QKeySequence.StandardKey.New
        )
        self._action(menu, self.tr("&Ouvrir…"), self.choose_file, QKeySequence.StandardKey.Open)
        self._action(
            menu, self.tr("Tournoi en ré&seau…"), self.open_network, QKeySequence("Ctrl+Shift+O")
        )
        self.recent_menu = menu.addMenu(self.tr("Tournois &récents"))
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        menu.addSeparator()
        self.close_action = self._action(
            menu,
            self.tr("&Fermer le tournoi"),
            self.close_tournament,
            QKeySequence.StandardKey.Close,
        )
        menu.addSeparator()
        self._action(menu, self.tr("&Quitter"), self.close, QKeySequence.StandardKey.Quit)

        self.edit_menu = self.menuBar().addMenu(self.tr("É&dition"))
        self.tournament_menu = self.menuBar().addMenu(self.tr("&Tournoi"))
        tools = self.menuBar().addMenu(self.tr("&Outils"))
        self._action(tools, self.tr("&Vérifier un pli…"), self.check_trick)
        self._action(
            tools,
            self.tr("&Préférences…"),
            self.edit_preferences,
            QKeySequence.StandardKey.Preferences,
        )
        self.help_menu = self.menuBar().addMenu(self.tr("&Aide"))
        self._action(self.help_menu, self.tr("À &propos"), self._about)

    def _action(
        self,
        menu: QMenu,
        text: str,
        slot: Callable[..., object],
        shortcut: QKeySequence | QKeySequence.StandardKey | None = None,
    ) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(shortcut)
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        for location in self.preferences.recent_files:
            self._action(
                self.recent_menu,
                location,
                lambda _checked=False, where=location: self.open_location(where),
            )
        self.recent_menu.setEnabled(bool(self.preferences.recent_files))

    def _fill_edit_menu(self, context: TournamentContext) -> None:
        self.edit_menu.clear()
        undo = context.undo_stack.createUndoAction(self, self.tr("&Annuler"))
        undo.setShortcut(QKeySequence.StandardKey.Undo)
        redo = context.undo_stack.createRedoAction(self, self.tr("&Rétablir"))
        redo.setShortcuts([QKeySequence(QKeySequence.StandardKey.Redo), QKeySequence("Ctrl+Y")])
        self.edit_menu.addAction(undo)
        self.edit_menu.addAction(redo)

    # Opening and closing

    def new_tournament(self) -> None:
        from tournoi.ui.wizard import NewTournamentWizard  # noqa: PLC0415 (loaded when first asked for)

        wizard = NewTournamentWizard(
            who=self.preferences.station, parent=self, preferences=self.preferences
        )
        if wizard.exec() and wizard.database is not None:
            self._show_tournament(wizard.database)

    def choose_file(self) -> None:
        file_filter = self.tr("Tournois de belote (*{suffix});;Tous les fichiers (*)").format(
            suffix=FILE_SUFFIX
        )
        path = choose_file(
            self, self.tr("Ouvrir un tournoi"), start=self._folder(), file_filter=file_filter
        )
        if path:
            self.open_location(path)

    def _folder(self) -> Path:
        """The open tournament's folder, else the last one opened's."""
        if self.context is not None:
            return folder_of(self.context.database.location)
        recent = self.preferences.recent_files
        return folder_of(recent[0] if recent else "")

    def open_network(self, _checked: bool = False, address: ServerAddress | None = None) -> bool:
        """Open (or create) a tournament on a PostgreSQL server; asked again until it opens."""
        from tournoi.ui.network_dialog import NetworkDialog  # noqa: PLC0415 (loaded when first asked for)
        from tournoi.ui.wizard import NewTournamentWizard  # noqa: PLC0415 (loaded when first asked for)

        dialog = NetworkDialog(self, address)
        while dialog.exec():
            if dialog.creates_new:
                wizard = NewTournamentWizard(
                    who=self.preferences.station,
                    parent=self,
                    server=dialog.url(),
                    preferences=self.preferences,
                )
                if wizard.exec() and wizard.database is not None:
                    self._show_tournament(wizard.database)
                    return True
                continue
            try:
                database = open_tournament(dialog.url())
            except UserError as error:
                show_error(self, error, self.tr("Impossible d'ouvrir le tournoi"))
                continue
            self._show_tournament(database)
            return True
        return False

    def open_location(self, location: str) -> bool:
        """Open a tournament file (or database address); a French message if it cannot be."""
        if is_server(location):  # remembered without its password: ask for it
            try:
                address = ServerAddress.from_url(location)
            except UserError as error:
                show_error(self, error, self.tr("Impossible d'ouvrir le tournoi"))
                return False
            return self.open_network(address=address)
        try:
            database = open_tournament(location)
        except UserError as error:
            show_error(self, error, self.tr("Impossible d'ouvrir le tournoi"))
            if not Path(location).exists() and "://" not in location:
                self.preferences.remove_recent(location)
                self.start_page.refresh()
            return False
        self._show_tournament(database)
        return True

    def _show_tournament(self, database: object) -> None:
        self.close_tournament()
        context = TournamentContext(database, who=self.preferences.station, parent=self)  # type: ignore[arg-type]
        context.failed.connect(
            lambda message: show_error(self, message, self.tr("Annulation impossible"))
        )
        context.changed.connect(self._on_change)
        context.elsewhere.connect(lambda message: self.statusBar().showMessage(message, 20000))
        self.context = context
        self.preferences.add_recent(context.database.location)
        self.tabs.open(context)
        # The tournament's objects live as long as it is open: keep them out of the
        # garbage collector's full passes, which otherwise cost tens of ms per donne.
        gc.collect()
        gc.freeze()
        self._fill_edit_menu(context)
        self._fill_tournament_menu()
        self.stack.setCurrentWidget(self.tabs)
        self.close_action.setEnabled(True)
        self._update_title()
        self.tabs.focus_page()
        check = BackgroundCheck(context.database, parent=self)
        check.checked.connect(lambda report: self._opened_checked(check, report))
        check.refused.connect(lambda message: self._opened_refused(check, message))
        self._check = check
        check.start()

    # The open tournament's pages, each built if it was not yet.

    @property
    def teams_page(self) -> TeamsPage:
        return cast("TeamsPage", self.tabs.page(TEAMS))

    @property
    def rounds_page(self) -> RoundsPage:
        return cast("RoundsPage", self.tabs.page(ROUNDS))

    @property
    def entry_page(self) -> EntryPage:
        return cast("EntryPage", self.tabs.page(ENTRY))

    @property
    def standings_page(self) -> StandingsPage:
        return cast("StandingsPage", self.tabs.page(STANDINGS))

    def close_tournament(self) -> None:
        if self.projector is not None:
            self.projector.close()
            self.projector.deleteLater()
            self.projector = None
        if self.tables_entry is not None:  # its server stops with it
            self.tables_entry.close()
            self.tables_entry.deleteLater()
            self.tables_entry = None
        if self.context is None:
            return
        if self._check is not None:  # it reads the database about to be closed
            self._check.wait()
            self._check = None  # what it says when done is of a tournament closed
        gc.unfreeze()
        self.tabs.close_pages()
        self.context.close()
        self.context.deleteLater()
        self.context = None
        self._show_start()

    def _show_start(self) -> None:
        self.edit_menu.clear()
        self.tournament_menu.clear()
        self.tournament_menu.setEnabled(False)
        self.close_action.setEnabled(False)
        self.start_page.refresh()
        self.stack.setCurrentWidget(self.start_page)
        self.setWindowTitle(self.tr(str(APP_TITLE)))
        self.statusBar().clearMessage()
        self.location_label.clear()
        self.location_label.setToolTip("")

    def _fill_tournament_menu(self) -> None:
        self.tournament_menu.clear()
        self.tournament_menu.setEnabled(True)
        for index, kind in enumerate(PAGES):
            self._action(
                self.tournament_menu,
                kind.tab_title,
                lambda _checked=False, shown=index: self.tabs.setCurrentIndex(shown),
                QKeySequence(f"Ctrl+{index + 1}"),
            )
        self.tournament_menu.addSeparator()
        self._action(
            self.tournament_menu,
            self.tr("&Imprimer ou exporter…"),
            self.export_documents,
            QKeySequence(QKeySequence.StandardKey.Print),
        )
        self._action(self.tournament_menu, self.tr("&Réglages du tournoi…"), self.edit_settings)
        self._action(self.tournament_menu, self.tr("Caisse et &lots…"), self.edit_prizes)
        backups_action = self._action(
            self.tournament_menu, self.tr("&Sauvegardes…"), self.show_backups
        )
        server = backups.unavailable(self.context.database) if self.context else None
        if server is not None:
            backups_action.setEnabled(False)
            backups_action.setToolTip(server)
            backups_action.setStatusTip(server)
            self.tournament_menu.setToolTipsVisible(True)
        self._action(
            self.tournament_menu,
            self.tr("&Projecteur (salle)"),
            self.show_projector,
            QKeySequence("F11"),
        )
        self._action(self.tournament_menu, self.tr("Saisie aux &tables…"), self.show_tables_entry)
        self._action(
            self.tournament_menu, self.tr("Vérifier l'&intégrité du fichier…"), self.check_integrity
        )
        self._action(
            self.tournament_menu,
            self.tr("&Vérifier un pli…"),
            self.check_trick,
            QKeySequence("Ctrl+Shift+P"),
        )

    def wait_for_check(self) -> None:
        """Until the check of the tournament just opened has reported (its signals delivered)."""
        if self._check is not None:
            self._check.wait()
            QCoreApplication.processEvents()

    def _opened_checked(self, check: BackgroundCheck, report: Report) -> None:
        if self._end_check(check) and not report.sound:
            self.check_integrity(report=report)

    def _opened_refused(self, check: BackgroundCheck, message: str) -> None:
        """A value the application cannot have written: the file is closed, and said why."""
        if self._end_check(check):
            self.close_tournament()
            show_error(self, message, self.tr("Impossible d'ouvrir le tournoi"))

    def _end_check(self, check: BackgroundCheck) -> bool:
        """Whether ``check`` is that of the tournament open (not of one closed since)."""
        check.wait()
        check.deleteLater()
        current = check is self._check
        if current:
            self._check = None
        return current

    def check_integrity(self, _checked: bool = False, report: Report | None = None) -> None:
        """« Vérifier l'intégrité du fichier » : the stored results against the donnes."""
        if self.context is None:
            return
        try:
            shown = report or integrity.check(self.context.database)
        except UserError as error:
            show_error(self, error)
            return
        dialog = IntegrityDialog(shown, self)
        dialog.sheet_requested.connect(self.open_sheet)
        dialog.exec()

    def _on_change(self, what: Area) -> None:
        if what == Area.SETTINGS:
            self._update_title()

    def _update_title(self) -> None:
        if self.context is None:
            return
        info = self.context.info
        self.setWindowTitle(f"{info.name} — {self.tr(str(APP_TITLE))}")
        self.location_label.setToolTip(info.location)
        self._show_location()

    def _show_location(self) -> None:
        """The file's path at the right of the status bar, in a third of the window at most."""
        location = self.location_label.toolTip()
        room = self.width() // 3
        self.location_label.setMaximumWidth(room)
        self.location_label.setText(
            self.location_label.fontMetrics().elidedText(
                location, Qt.TextElideMode.ElideMiddle, room
            )
        )

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt)
        super().resizeEvent(event)
        if self.context is not None:
            self._show_location()

    def open_sheet(self, round_number: int, table: int) -> None:
        """Go to the score sheet of a table (Enter on a table of the Rounds page)."""
        if self.entry_page.open_sheet(round_number, table):
            self.tabs.setCurrentWidget(self.entry_page)

    def export_documents(self) -> None:
        from tournoi.ui.export_dialog import ExportDialog  # noqa: PLC0415 (loaded when first asked for)

        if self.context is not None:
            entry = self.tables_entry
            server = None if entry is None else entry.server
            url = None if server is None else server.url
            ExportDialog(self.context, self, phones_url=url).exec()

    def show_backups(self) -> None:
        from tournoi.ui.backups_dialog import BackupsDialog  # noqa: PLC0415 (loaded when first asked for)

        if self.context is None:
            return
        dialog = BackupsDialog(self.context, self)
        dialog.restored.connect(lambda message: self.statusBar().showMessage(message, 15_000))
        dialog.exec()

    def edit_settings(self) -> None:
        from tournoi.ui.settings import SettingsDialog  # noqa: PLC0415 (loaded when first asked for)

        if self.context is not None:
            SettingsDialog(self.context, self).exec()

    def edit_prizes(self) -> None:
        from tournoi.ui.prizes import PrizesDialog  # noqa: PLC0415 (loaded when first asked for)

        if self.context is not None:
            PrizesDialog(self.context, self).exec()

    def edit_preferences(self) -> None:
        from tournoi.ui.preferences_dialog import PreferencesDialog  # noqa: PLC0415 (loaded when first asked for)

        PreferencesDialog(self.preferences, self).exec()

    def show_projector(self) -> None:
        if self.context is None:
            return
        if self.projector is None:
            from tournoi.ui.projector import ProjectorWindow  # noqa: PLC0415 (loaded when first asked for)

            self.projector = ProjectorWindow(self.context)
            if self.projector.shares_screen:
                self._make_room(self.projector)
        self.projector.show()
        self.projector.raise_()

    def _make_room(self, projector: ProjectorWindow) -> None:
        """With one screen, the work keeps the left of it and the projector takes the right."""
        margins = self.frameGeometry().size() - self.geometry().size()
        work = projector.share_screen(work_width=self.minimumSizeHint().width() + margins.width())
        if work is None:
            return
        self.showNormal()
        self.move(work.topLeft())
        self.resize(work.width() - margins.width(), work.height() - margins.height())

    def show_tables_entry(self) -> None:
        if self.context is None:
            return
        if self.tables_entry is None:
            # The web server (uvicorn, Starlette) loads when it is first asked for, not at start.
            from tournoi.ui.tables_entry import TablesEntryDialog  # noqa: PLC0415

            self.tables_entry = TablesEntryDialog(self.context, self)
        self.tables_entry.show()
        self.tables_entry.raise_()

    def check_trick(self) -> None:
        """The open tournament's rules of play (house rules included), or contrée's."""
        from tournoi.ui.trick_dialog import TrickDialog  # noqa: PLC0415 (loaded when first asked for)

        if self.context is None:
            TrickDialog(self, variant=Variant.CONTREE).exec()
            return
        TrickDialog(self, rules=get_settings(self.context.database).rules).exec()

    def _about(self) -> None:
        QMessageBox.about(
            self,
            self.tr("À propos"),
            self.tr(
                "<b>Tournoi de belote</b><br>Concours de belote contrée et classique selon les "
                "règles officielles de la Fédération Française de Belote."
            ),
        )

    # Drag and drop, closing

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802 (Qt)
        if event.mimeData().hasUrls():
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802 (Qt)
        urls = [url for url in event.mimeData().urls() if url.isLocalFile()]
        if urls:
            event.acceptProposedAction()
            self.open_location(urls[0].toLocalFile())

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt)
        self.close_tournament()
        # The closed tournament's pages go now, not at the next turn of an event loop
        # that may never come: deleted later with the window, they crashed the exit.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        self.preferences.sync()
        event.accept()
