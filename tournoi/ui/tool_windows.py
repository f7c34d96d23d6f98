"""What the menus open besides a tournament: documents, backups, settings, prizes, preferences,
the projector, the phones' server, the journal of changes, the integrity report, the trick
checker, « À propos ».

Each dialog's module loads when the dialog is first asked for, not at start:
the window is usable sooner (the phones' server, uvicorn and Starlette, the same way).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QMargins, QObject, QRect
from PySide6.QtWidgets import QMessageBox

from engine import UserError, Variant
from tournoi.services.tournament.lifecycle import get_settings
from tournoi.ui.widgets import confirm, french, show_error

if TYPE_CHECKING:
    from tournoi.services.integrity.soundness import Report
    from tournoi.ui.challenge import ChallengeWindow
    from tournoi.ui.journal_dialog import JournalDialog
    from tournoi.ui.main_window import MainWindow
    from tournoi.ui.projector import ProjectorWindow
    from tournoi.ui.tables_entry import TablesEntryDialog


class ToolWindows(QObject):
    """The dialogs of ``window``'s menus, and the two windows it keeps open beside it."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        self.projector: ProjectorWindow | None = None
        self._work_before: QRect | None = None
        """The window's place before the projector took the right of its screen."""
        self.tables_entry: TablesEntryDialog | None = None
        self.journal: JournalDialog | None = None
        self.challenge: ChallengeWindow | None = None

    def close(self) -> None:
        """The tournament closes: the projector and the phones' server (it stops) with it."""
        if self.projector is not None:
            self.projector.close()
            self.projector.deleteLater()
            self.projector = None
        if self.tables_entry is not None:
            self.tables_entry.stop()
            self.tables_entry.close()
            self.tables_entry.deleteLater()
            self.tables_entry = None
        if self.journal is not None:
            self.journal.close()
            self.journal.deleteLater()
            self.journal = None
        if self.challenge is not None:  # the season's window stays, without the tournament
            self.challenge.set_tournament(None)

    def may_quit(self) -> bool:
        """Whether the arbiter confirms quitting while the phones' server runs: it stops."""
        entry = self.tables_entry
        if entry is None or entry.server is None:
            return True
        entry.show()
        entry.raise_()
        return confirm(self._window, self.tr("Quitter"), french(self.tr(
            "Le serveur des téléphones tourne : quitter l'arrête, et les tables ne pourront "
            "plus envoyer leurs donnes. Quitter quand même ?"
        )))  # fmt: skip

    def export_documents(self) -> None:
        from tournoi.ui.export_dialog import ExportDialog  # noqa: PLC0415 (loaded when first asked for)

        context = self._window.context
        if context is not None:
            server = None if self.tables_entry is None else self.tables_entry.server
            url = None if server is None else server.url
            challenge = self._window.preferences.challenge_file
            ExportDialog(context, self._window, phones_url=url, challenge_file=challenge).exec()

    def publish_results(self) -> None:
        from tournoi.ui.publish_dialog import PublishDialog  # noqa: PLC0415 (loaded when first asked for)

        context = self._window.context
        if context is not None:
            PublishDialog(context, self._window.preferences, self._window).exec()

    def show_backups(self) -> None:
        from tournoi.ui.backups_dialog import BackupsDialog  # noqa: PLC0415 (loaded when first asked for)

        if self._window.context is None:
            return
        dialog = BackupsDialog(self._window.context, self._window)
        dialog.restored.connect(
            lambda message: self._window.statusBar().showMessage(message, 15_000)
        )
        dialog.exec()

    def edit_settings(self) -> None:
        from tournoi.ui.settings import SettingsDialog  # noqa: PLC0415 (loaded when first asked for)

        if self._window.context is not None:
            SettingsDialog(self._window.context, self._window).exec()

    def edit_prizes(self) -> None:
        from tournoi.ui.prizes import PrizesDialog  # noqa: PLC0415 (loaded when first asked for)

        if self._window.context is not None:
            PrizesDialog(self._window.context, self._window).exec()

    def show_challenge(self) -> None:
        """« Challenge de la saison » : beside the window, with or without a tournament open;
        the open tournament's file is offered to add to it."""
        from tournoi.ui.challenge import ChallengeWindow  # noqa: PLC0415 (loaded when first asked for)

        context = self._window.context
        tournament = None if context is None else context.database.path
        if self.challenge is None:
            self.challenge = ChallengeWindow(self._window.preferences, self._window)
        self.challenge.set_tournament(tournament)
        self.challenge.show()
        self.challenge.raise_()
        self.challenge.activateWindow()

    def show_register(self) -> None:
        """« Registre des joueurs » : the club's players, the one the preferences name."""
        from tournoi.ui.register_window import RegisterWindow  # noqa: PLC0415 (loaded when first asked for)

        RegisterWindow(self._window.preferences, self._window).exec()

    def edit_preferences(self) -> None:
        from tournoi.ui.preferences_dialog import PreferencesDialog  # noqa: PLC0415 (loaded when first asked for)

        PreferencesDialog(self._window.preferences, self._window).exec()

    def show_projector(self) -> None:
        if self._window.context is None:
            return
        if self.projector is None:
            from tournoi.ui.projector import ProjectorWindow  # noqa: PLC0415 (loaded when first asked for)

            self.projector = ProjectorWindow(self._window.context)
            self.projector.hidden.connect(self._give_back_room)
            self._window.installEventFilter(self)
        if not self.projector.isVisible():
            self.projector.place()  # the screens as they are now: a projector plugged in since
            if self.projector.shares_screen:
                self._make_room(self.projector)
                self._window.statusBar().showMessage(
                    self.projector.controls.one_screen_label.text(), 15_000
                )
        self.projector.show()
        self.projector.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
        """The work grown over the projector on a shared screen (a wider page opened): the
        projector makes room."""
        projector = self.projector
        if (
            watched is self._window
            and event.type() == QEvent.Type.Resize
            and projector is not None
            and projector.isVisible()
        ):
            projector.fit_beside(self._window.frameGeometry(), frame=self._frame())
        return False

    def _frame(self) -> QMargins:
        """The window manager's frame around the window, the projector's alike."""
        outer, inner = self._window.frameGeometry(), self._window.geometry()
        return QMargins(
            inner.left() - outer.left(),
            inner.top() - outer.top(),
            outer.right() - inner.right(),
            outer.bottom() - inner.bottom(),
        )

    def _make_room(self, projector: ProjectorWindow) -> None:
        """With one screen, the work keeps the left of it and the projector takes the right."""
        window = self._window
        margins = window.frameGeometry().size() - window.geometry().size()
        work = projector.share_screen(
            work_width=window.minimumSizeHint().width() + margins.width(), frame=self._frame()
        )
        if work is None:
            return
        if self._work_before is None:
            self._work_before = window.geometry()
        window.showNormal()
        window.move(work.topLeft())
        window.resize(work.width() - margins.width(), work.height() - margins.height())

    def _give_back_room(self) -> None:
        """The projector gone, the work has its whole place again (it stayed 818 px wide)."""
        before, self._work_before = self._work_before, None
        if before is not None and self._window.isVisible():
            self._window.setGeometry(before)

    def show_tables_entry(self) -> None:
        if self._window.context is None:
            return
        if self.tables_entry is None:
            from tournoi.ui.tables_entry import TablesEntryDialog  # noqa: PLC0415 (loaded when first asked for)

            self.tables_entry = TablesEntryDialog(self._window.context, self._window)
        self.tables_entry.show()
        self.tables_entry.raise_()

    def show_journal(self) -> None:
        """« Journal des modifications » : beside the window, read again as the tournament
        changes, one for the tournament."""
        if self._window.context is None:
            return
        if self.journal is None:
            from tournoi.ui.journal_dialog import JournalDialog  # noqa: PLC0415 (loaded when first asked for)

            self.journal = JournalDialog(self._window.context, self._window)
            self.journal.sheet_requested.connect(self._window.open_sheet)
        self.journal.show()
        self.journal.raise_()
        self.journal.activateWindow()

    def check_integrity(self, _checked: bool = False, report: Report | None = None) -> None:
        """« Vérifier l'intégrité du fichier » : the stored results against the donnes."""
        from tournoi.services.integrity import soundness as integrity  # noqa: PLC0415 (the scoring: loaded when asked for)
        from tournoi.ui.integrity_dialog import IntegrityDialog  # noqa: PLC0415 (loaded when first asked for)

        context = self._window.context
        if context is None:
            return
        try:
            shown = report or integrity.check(context.database)
        except UserError as error:
            show_error(self._window, error)
            return
        dialog = IntegrityDialog(shown, self._window)
        dialog.sheet_requested.connect(self._window.open_sheet)
        dialog.exec()

    def check_trick(self) -> None:
        """The open tournament's rules of play (house rules included), or contrée's."""
        from tournoi.ui.trick import TrickDialog  # noqa: PLC0415 (loaded when first asked for)

        context = self._window.context
        if context is None:
            TrickDialog(self._window, variant=Variant.CONTREE).exec()
            return
        TrickDialog(self._window, rules=get_settings(context.database).rules).exec()

    def about(self) -> None:
        QMessageBox.about(
            self._window,
            self.tr("À propos"),
            self.tr(
                "<b>Tournoi de belote</b><br>Concours de belote contrée et classique selon les "
                "règles officielles de la Fédération Française de Belote."
            ),
        )
