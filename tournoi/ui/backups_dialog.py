"""« Sauvegardes » : the copies of the tournament, newest first; make one now, or restore one."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import (
    QCoreApplication,
    QDate,
    QDateTime,
    QEvent,
    QLocale,
    QObject,
    Qt,
    QTime,
    QUrl,
    Signal,
)
from PySide6.QtGui import QColor, QDesktopServices, QKeyEvent
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QStyle,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from engine import UserError
from tournoi.services.tournament import backups
from tournoi.services.tournament.backups import Backup
from tournoi.ui.context import TournamentContext
from tournoi.ui.row_model import RowTableModel, row_table
from tournoi.ui.widgets import confirm, show_error

UNUSABLE = QColor("#7a7a7a")


def long_date(moment: datetime, *, seconds: bool = False) -> str:
    """``samedi 21 novembre 2026 à 14 h 05`` (local time), in the language of the translation;
    with ``seconds``, ``… à 14 h 05 min 32 s``: two copies made in the same minute told apart."""
    local = _local(moment)
    shown = QDateTime(
        QDate(local.year, local.month, local.day), QTime(local.hour, local.minute, local.second)
    )
    return _locale().toString(shown, _date_pattern(first=local.day == 1, seconds=seconds))


def _date_pattern(*, first: bool, seconds: bool) -> str:
    translate = QCoreApplication.translate
    if seconds and first:
        return translate("backups_dialog", "dddd '1er' MMMM yyyy 'à' H 'h' mm 'min' ss 's'")
    if seconds:
        return translate("backups_dialog", "dddd d MMMM yyyy 'à' H 'h' mm 'min' ss 's'")
    if first:
        return translate("backups_dialog", "dddd '1er' MMMM yyyy 'à' H 'h' mm")
    return translate("backups_dialog", "dddd d MMMM yyyy 'à' H 'h' mm")


def short_time(moment: datetime) -> str:
    """``14 h 05`` (local time)."""
    local = _local(moment)
    pattern = QCoreApplication.translate("backups_dialog", "H 'h' mm")
    return _locale().toString(QTime(local.hour, local.minute), pattern)


def _local(moment: datetime) -> datetime:
    """A time in UTC (the audit trail's) as the clock of the room shows it; a naive one is local."""
    return moment.astimezone() if moment.tzinfo is not None else moment


def _locale() -> QLocale:
    # The translation names its own locale, for the names of days and months.
    return QLocale(QCoreApplication.translate("backups_dialog", "fr_FR"))


class BackupModel(RowTableModel[Backup]):
    """One row per copy: when, why, and what it holds; a copy that cannot be restored greyed."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(key=lambda copy: copy.path, parent=parent)
        self.headers = (
            self.tr("Date de la copie"),
            self.tr("Raison"),
            self.tr("Équipes"),
            self.tr("Tours"),
            self.tr("Donnes"),
        )

    def cell(self, row: Backup, column: int, role: int) -> object:
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(row, column)
        if role == Qt.ItemDataRole.TextAlignmentRole and column >= 2:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ForegroundRole and not row.restorable:
            return UNUSABLE
        if role == Qt.ItemDataRole.ToolTipRole and not row.restorable:
            return row.problem
        if role == Qt.ItemDataRole.DecorationRole and column == 0 and not row.restorable:
            return QApplication.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
        return None

    def _text(self, row: Backup, column: int) -> str:
        if column == 0:
            return long_date(row.made_at, seconds=True)
        if column == 1:
            return row.reason
        if row.summary is None:
            return "—"
        return str((row.summary.teams, row.summary.rounds, row.summary.donnes)[column - 2])


class BackupsDialog(QDialog):
    """The copies made before draws, corrections and restores, and on demand."""

    restored = Signal(str)
    """What was restored, in a sentence, once the screens show it."""

    def __init__(self, context: TournamentContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.setWindowTitle(self.tr("Sauvegardes du tournoi"))
        self.model = BackupModel(self)
        self.view = self._table()
        self.view.installEventFilter(self)
        self.intro = QLabel(
            self.tr(
                "Une copie du tournoi est faite avant chaque tirage, avant chaque correction "
                "d'une partie terminée et avant chaque restauration. Restaurer une copie remet "
                "tout le tournoi dans l'état où il était à ce moment-là."
            )
        )
        self.intro.setWordWrap(True)
        self.details = QLabel()
        self.details.setWordWrap(True)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.backup_button = QPushButton(self.tr("&Faire une sauvegarde maintenant"))
        self.backup_button.clicked.connect(self.make_backup)
        self.restore_button = QPushButton(self.tr("&Restaurer…"))
        self.restore_button.clicked.connect(self.restore)
        self.folder_button = QPushButton(self.tr("Ouvrir le &dossier"))
        self.folder_button.clicked.connect(self.open_folder)
        self.box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        for button in (self.backup_button, self.restore_button, self.folder_button):
            self.box.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
        self.box.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.details)
        layout.addWidget(self.message)
        layout.addWidget(self.box)
        self.resize(820, 460)
        self.view.selectionModel().currentRowChanged.connect(self._update)
        self.refresh()

    def _table(self) -> QTableView:
        view = row_table(self.model)
        header = view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        for column in range(2, self.model.columnCount()):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
            width = header.fontMetrics().horizontalAdvance(self.model.headers[column])
            header.resizeSection(column, width + 32)
        # Enter (see eventFilter) or a double click on a copy restores it, after the confirmation.
        view.doubleClicked.connect(lambda _index: self.restore())
        return view

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
        """Enter on the list restores: taken here, or the view would pass it on to the dialog,
        which would close."""
        if (
            watched is self.view
            and isinstance(event, QKeyEvent)
            and event.type() == QEvent.Type.KeyPress
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        ):
            self.restore()
            return True
        return super().eventFilter(watched, event)

    # Reading

    def refresh(self) -> None:
        """Read the copies again; the first one is chosen."""
        unavailable = backups.unavailable(self.context.database)
        if unavailable is not None:
            self.model.set_rows([])
            self.message.setText(unavailable)
            self.backup_button.setEnabled(False)
            self.folder_button.setEnabled(False)
            self._update()
            return
        self.model.set_rows(backups.list_copies(self.context.database))
        if self.model.rowCount():
            self.view.setCurrentIndex(self.model.index(0, 0))
        self.view.setFocus()
        self._update()

    def selected(self) -> Backup | None:
        return self.model.row_at(self.view.currentIndex())

    def _update(self) -> None:
        copy = self.selected()
        self.restore_button.setEnabled(copy is not None and copy.restorable)
        self.folder_button.setEnabled(
            backups.unavailable(self.context.database) is None
            and backups.folder(self.context.database).is_dir()
        )
        if copy is None:
            available = backups.unavailable(self.context.database) is None
            self.details.setText(self.tr("Aucune copie pour l'instant.") if available else "")
        elif not copy.restorable:
            self.details.setText(copy.problem)
        else:
            self.details.setText(self._describe(copy))

    def _describe(self, copy: Backup) -> str:
        summary = copy.summary
        assert summary is not None
        text = self.tr(
            "Dans cette copie, équipes\u00a0: {teams}, tours tirés\u00a0: {rounds}, "
            "donnes\u00a0: {donnes}."
        ).format(teams=summary.teams, rounds=summary.rounds, donnes=summary.donnes)
        last = summary.last_change
        if last is not None and _local(last).date() == _local(copy.made_at).date():
            text += " " + self.tr("Dernier changement enregistré à {time}.").format(
                time=short_time(last)
            )
        elif last is not None:
            text += " " + self.tr("Dernier changement enregistré\u00a0: {when}.").format(
                when=long_date(last)
            )
        return text

    # Actions

    def make_backup(self) -> None:
        try:
            made = backups.make_backup(self.context.database)
        except (UserError, OSError) as error:
            show_error(self, error)
            return
        self.refresh()
        self.message.setText(self.tr("Copie faite\u00a0: {file}").format(file=made.path.name))

    def restore(self) -> None:
        copy = self.selected()
        if copy is None:
            return
        if not copy.restorable:
            show_error(self, copy.problem)
            return
        when = long_date(copy.made_at)
        question = self.tr(
            "Remettre tout le tournoi dans l'état de la copie du {when} ({reason})\u00a0?\n\n"
            "L'état actuel est d'abord sauvegardé lui-même (raison «\u00a0Avant une "
            "restauration\u00a0»)\u00a0: pour revenir en arrière, restaurez cette copie-là.\n\n"
            "Les actions faites jusqu'ici ne pourront plus être annulées par Ctrl+Z."
        ).format(when=when, reason=copy.reason[:1].lower() + copy.reason[1:])
        if not confirm(self, self.tr("Restaurer une sauvegarde"), question):
            return
        try:
            saved = self.context.write(
                lambda: backups.restore_backup(self.context.database, copy, who=self.context.who)
            )
        except (UserError, OSError) as error:
            show_error(self, error, self.tr("Restauration impossible"))
            self.refresh()
            return
        self.context.reload_all()
        self.refresh()
        self.message.setText(
            self.tr(
                "Tournoi restauré dans l'état du {when}. L'état remplacé est gardé dans la "
                "copie du {saved}."
            ).format(when=when, saved=long_date(saved.made_at))
        )
        self.restored.emit(self.message.text())

    def open_folder(self) -> None:
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(backups.folder(self.context.database))))
