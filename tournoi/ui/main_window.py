"""The main window: the start screen, then the open tournament's pages, its status bar and undo.

The menus are declared in :mod:`tournoi.ui.window_menus`, the ways of opening a
tournament in :mod:`tournoi.ui.file_opening`, and the dialogs the menus open
in :mod:`tournoi.ui.tool_windows`.
"""

from __future__ import annotations

import gc
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, Qt
from PySide6.QtGui import (
    QCloseEvent,
    QDragEnterEvent,
    QDropEvent,
    QGuiApplication,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import QLabel, QMainWindow, QStackedWidget, QWidget

from tournoi.services.tournament.activity import Area
from tournoi.services.tournament.lifecycle import Database
from tournoi.ui.context import TournamentContext
from tournoi.ui.desk_clock import DeskClock
from tournoi.ui.file_opening import FileOpening
from tournoi.ui.gui_collector import GuiCollector
from tournoi.ui.integrity_check import BackgroundCheck
from tournoi.ui.integrity_recheck import Recheck
from tournoi.ui.preferences import Preferences
from tournoi.ui.start_page import StartPage
from tournoi.ui.tables_entry.serving import Serving
from tournoi.ui.tool_windows import ToolWindows
from tournoi.ui.tournament_tabs import ENTRY, ROUNDS, STANDINGS, TEAMS, TournamentTabs
from tournoi.ui.widgets import counted, french, show_error
from tournoi.ui.window_menus import WindowMenus

# The other pages load when first shown, not at start: the window is usable sooner.
if TYPE_CHECKING:
    from tournoi.services.integrity.soundness import Report
    from tournoi.ui.entry import EntryPage
    from tournoi.ui.rounds import RoundsPage
    from tournoi.ui.standings import StandingsPage
    from tournoi.ui.teams import TeamsPage

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
        self._check: BackgroundCheck | None = None
        """The integrity check of the tournament just opened, until it reports."""
        self.recheck: Recheck | None = None
        """The check of the changed results, while a tournament is open."""
        self._unsound = ""
        """The status bar's message on the findings of the last recheck, if it found any."""
        # Cycles are collected on this thread only: collected in a worker's, a Qt object
        # among them crashed the process.
        self.collector = GuiCollector(self)
        self.setWindowTitle(self.tr(str(APP_TITLE)))
        self.setAcceptDrops(True)
        self._fit_screen()

        self.files = FileOpening(self, preferences, current=self._database)
        self.files.opened.connect(self._show_tournament)
        self.tools = ToolWindows(self)
        self.start_page = StartPage(preferences)
        self.start_page.new_requested.connect(self.files.new_tournament)
        self.start_page.open_requested.connect(self.files.choose_file)
        self.start_page.open_file.connect(self.open_location)
        self.files.forgotten.connect(self.start_page.refresh)
        self.tabs = TournamentTabs()
        self.tabs.table_activated.connect(self.open_sheet)
        self.desk_clock: DeskClock | None = None
        """The round's clock above the pages, while a tournament is open."""
        self.stack = QStackedWidget()
        self.stack.addWidget(self.start_page)
        self.stack.addWidget(self.tabs)
        self.setCentralWidget(self.stack)
        self.location_label = QLabel()
        self.location_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # A long path is cut in its middle, never widening the window past the screen.
        self.location_label.setMinimumWidth(1)
        self.statusBar().addPermanentWidget(self.location_label)
        self.server_label = QLabel()  # the phones' server, while it runs (it outlives its window)
        self.server_label.hide()
        self.statusBar().addPermanentWidget(self.server_label)
        self.menus = WindowMenus(self)
        self._show_start()

    def _fit_screen(self) -> None:
        width, height = DEFAULT_SIZE
        screen = QGuiApplication.primaryScreen()
        if screen is not None:
            room = screen.availableGeometry()
            width, height = min(width, room.width()), min(height, room.height() - TITLE_BAR)
        self.resize(width, height)

    def _database(self) -> Database | None:
        return None if self.context is None else self.context.database

    # Opening and closing

    def open_location(self, location: str) -> bool:
        """Open a tournament file (or database address); a French message if it cannot be."""
        return self.files.open_location(location)

    def _show_tournament(self, database: Database) -> None:
        self.close_tournament()
        context = TournamentContext(database, who=self.preferences.station, parent=self)
        context.failed.connect(
            lambda message: show_error(self, message, self.tr("Annulation impossible"))
        )
        context.changed.connect(self._on_change)
        context.elsewhere.connect(lambda message: self.statusBar().showMessage(message, 20000))
        context.noticed.connect(lambda message: self.statusBar().showMessage(message, 20000))
        serving = Serving.of(context)
        serving.changed.connect(lambda: self._show_server(serving.short_address))
        self.context = context
        self.preferences.add_recent(context.database.location, name=context.info.name)
        self.desk_clock = DeskClock(context, self)
        self.tabs.open(context)
        # The tournament's objects live as long as it is open: keep them out of the
        # garbage collector's full passes, which otherwise cost tens of ms per donne.
        gc.collect()
        gc.freeze()
        self.menus.show_tournament(context)
        self.stack.setCurrentWidget(self.tabs)
        self._update_title()
        self.tabs.focus_page()
        check = BackgroundCheck(context.database, parent=self)
        check.checked.connect(lambda report: self._opened_checked(check, report))
        check.refused.connect(lambda message: self._opened_refused(check, message))
        self._check = check
        check.start_after_paint(self.tabs.currentWidget())
        self.recheck = Recheck(context.database, busy=lambda: self._check is not None, parent=self)
        self.recheck.checked.connect(self._rechecked)
        self.recheck.refused.connect(self._recheck_refused)

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

    def open_sheet(self, round_number: int, table: int) -> None:
        """Go to the score sheet of a table (Enter on a table of the Rounds page)."""
        if self.entry_page.presenter.open_sheet(round_number, table):
            self.tabs.setCurrentWidget(self.entry_page)

    def close_tournament(self) -> None:
        self.tools.close()
        if self.context is None:
            return
        if self._check is not None:  # it reads the database about to be closed
            self._check.cancel()
            self._check = None  # what it says when done is of a tournament closed
        if self.recheck is not None:
            self.recheck.cancel()
            self.recheck.deleteLater()
            self.recheck = None
        self._unsound = ""
        self.context.stop_work()  # a team import: cancelled and waited for, before its page goes
        gc.unfreeze()
        self.tabs.close_pages()
        if self.desk_clock is not None:  # gone now: the next tournament's takes its place
            self.removeToolBar(self.desk_clock)
            self.desk_clock.deleteLater()
            self.desk_clock = None
        self.context.close()
        self.context.deleteLater()
        self.context = None
        self._show_start()

    def _show_start(self) -> None:
        self.menus.show_start()
        self.start_page.refresh()
        self.stack.setCurrentWidget(self.start_page)
        self.setWindowTitle(self.tr(str(APP_TITLE)))
        self.statusBar().clearMessage()
        self.location_label.clear()
        self.location_label.setToolTip("")

    # The check of the file just opened

    def wait_for_check(self) -> None:
        """Until the check of the tournament just opened has reported (its signals delivered)."""
        if self._check is not None:
            self._check.wait()
            QCoreApplication.processEvents()

    def _opened_checked(self, check: BackgroundCheck, report: Report) -> None:
        if self._end_check(check) and not report.sound:
            self.tools.check_integrity(report=report)

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

    # The check of the results changed since (see tournoi.ui.integrity_recheck)

    def _rechecked(self, report: Report) -> None:
        bar = self.statusBar()
        if report.sound:
            if self._unsound and bar.currentMessage() == self._unsound:
                bar.clearMessage()
            self._unsound = ""
            return
        problems = counted(len(report.findings), self.tr("{n} problème"), self.tr("{n} problèmes"))
        self._unsound = french(
            self.tr(
                "Vérification de l'intégrité : {count}, {places} ; "
                "la liste : « Vérifier l'intégrité du fichier »."
            ).format(count=problems, places=", ".join(report.places()))
        )
        bar.showMessage(self._unsound)

    def _recheck_refused(self, message: str) -> None:
        """A damaged value typed in by some tool: said now; the next draw refuses the file."""
        self._unsound = message
        self.statusBar().showMessage(message)

    # The title and the status bar

    def _on_change(self, what: Area) -> None:
        if what == Area.SETTINGS:
            self._update_title()
        elif self.recheck is not None:  # results, rounds or teams: the parties may have changed
            self.recheck.changed()

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

    def _show_server(self, address: str | None) -> None:
        self.server_label.setVisible(address is not None)
        said = self.tr("Serveur des téléphones : {address}").format(address=address)
        self.server_label.setText(french(said))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt)
        super().resizeEvent(event)
        if self.context is not None:
            self._show_location()

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
        if not self.tools.may_quit():
            event.ignore()
            return
        self.close_tournament()
        # The closed tournament's pages go now, not at the next turn of an event loop
        # that may never come: deleted later with the window, they crashed the exit.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        self.preferences.sync()
        self.collector.stop()
        event.accept()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt)
        super().showEvent(event)
        self.collector.start()  # again, when the window closed once is shown again
