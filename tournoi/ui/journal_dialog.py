"""« Journal des modifications » : who changed what, and when, for the arbiter settling a dispute.

Read only, newest first. The sentences are the services'
(:mod:`tournoi.services.scores.journal`); this window only shows them. The rows are
read a page at a time as the list scrolls down (a 1000-team tournament holds
tens of thousands of changes), filtered by the database, and read again when
the tournament changes, here or at another station. Enter (or a double click)
on a table's change shows that table's sheet in the window.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QObject, QPersistentModelIndex, Qt, QTimer, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tournoi.services.scores import journal
from tournoi.services.scores.journal import JournalFilter, JournalLine
from tournoi.services.settings import MAX_ROUNDS
from tournoi.ui.context import TournamentContext
from tournoi.ui.row_model import RowTableModel, fit_columns, row_table
from tournoi.ui.widgets import counted, enter_pressed, french

MAX_TABLE = 9999
"""The table filter's highest number: far more tables than a hall holds."""
TYPING_PAUSE_MS = 300
"""The search waits this long after the last key before asking the database."""
CHANGES_PAUSE_MS = 250
"""The journal is read again at most this often while the phones send their donnes: a read
of a big trail takes tens of milliseconds of the window's time. Short enough that a change
by anyone shows within a second (the revision is read five times a second)."""


class JournalModel(RowTableModel[JournalLine]):
    """One row per change; more rows are read from the database as the view scrolls down."""

    def __init__(self, context: TournamentContext, parent: QObject | None = None) -> None:
        super().__init__(key=lambda line: line.id, parent=parent)
        self._context = context
        self.where = JournalFilter()
        self.total = 0
        """The changes the filter kept at the last reload: the rows read stop there."""
        self.headers = (
            self.tr("Date et heure"),
            self.tr("Auteur"),
            self.tr("Tour"),
            self.tr("Table"),
            self.tr("Modification"),
        )

    def cell(self, row: JournalLine, column: int, role: int) -> object:
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(row, column)
        if role == Qt.ItemDataRole.ToolTipRole and column == len(self.headers) - 1:
            return french(row.sentence)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (2, 3):
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def _text(self, row: JournalLine, column: int) -> str:
        if column == 0:
            return f"{row.at.astimezone():%d/%m/%Y %H:%M:%S}"
        if column == 1:
            return row.who
        if column == 2:
            return "" if row.round_number is None else str(row.round_number)
        if column == 3:
            return "" if row.table is None else str(row.table)
        return french(row.sentence)

    def reload(self) -> None:
        """The newest page read again, the older rows kept: new changes come on top, the
        selection and the scroll position stay on the rows they were on.

        The trail only grows, so the rows below the page are still true, unless the
        tournament was replaced (a backup restored): then the newest row shown is no
        longer in the page, and the page alone is shown.
        """
        page = journal.journal(self._context.database, where=self.where, limit=journal.PAGE)
        shown = self.rows()
        self.total = page.total
        if not shown or not page.lines or shown[0] not in page.lines:
            self.set_rows(page.lines)
            return
        oldest = page.lines[-1].id
        self.set_rows([*page.lines, *(line for line in shown if line.id < oldest)])

    def canFetchMore(self, parent: QModelIndex | QPersistentModelIndex) -> bool:  # noqa: N802 (Qt)
        return not parent.isValid() and self.rowCount() < self.total

    def fetchMore(self, parent: QModelIndex | QPersistentModelIndex) -> None:  # noqa: N802 (Qt)
        """The next page, added below: a reset would take the view back to the top."""
        if parent.isValid():
            return
        shown = self.rowCount()
        page = journal.journal(
            self._context.database, where=self.where, offset=shown, limit=journal.PAGE
        )
        # Changes written since the last read push the older ones down: some come again.
        # They are shown, and counted, by the next reload.
        oldest = self._rows[-1].id if self._rows else None
        older = [line for line in page.lines if oldest is None or line.id < oldest]
        if older:
            self.beginInsertRows(QModelIndex(), shown, shown + len(older) - 1)
            self._rows.extend(older)
            self.endInsertRows()


class JournalDialog(QDialog):
    """The journal of changes of the open tournament, beside the window (not blocking it)."""

    sheet_requested = Signal(int, int)
    """The round and the table of the change the arbiter chose."""

    def __init__(self, context: TournamentContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Journal des modifications"))
        self._context = context
        self.model = JournalModel(context, self)
        self.round_spin = self._spin(self.tr("Tous"), MAX_ROUNDS)
        self.table_spin = self._spin(self.tr("Toutes"), MAX_TABLE)
        self.author_combo = QComboBox()
        self.author_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Rechercher dans les modifications…"))
        self.search.setClearButtonEnabled(True)
        self._typing = QTimer(self, singleShot=True, interval=TYPING_PAUSE_MS)
        self._typing.timeout.connect(self.apply_filter)
        self._changed = QTimer(self, singleShot=True, interval=CHANGES_PAUSE_MS)
        self._changed.timeout.connect(self._refresh_if_shown)
        self._stale = False
        self.count = QLabel()
        self.view = self._table()
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        box.rejected.connect(self.reject)
        # Enter after a search looks at once: it does not close the journal.
        box.button(QDialogButtonBox.StandardButton.Close).setAutoDefault(False)
        self.search.returnPressed.connect(self.apply_filter)
        self._lay_out(box)
        self._connect()
        self.refresh()
        fit_columns(self.view)  # on the first page: Qt's own fitting would read every row
        self.resize(1100, 600)

    def _spin(self, everything: str, maximum: int) -> QSpinBox:
        """A number to filter on; 0 shows ``everything``."""
        spin = QSpinBox()
        spin.setRange(0, maximum)
        spin.setSpecialValueText(everything)
        return spin

    def _table(self) -> QTableView:
        view = row_table(self.model)
        view.horizontalHeader().setStretchLastSection(True)
        view.doubleClicked.connect(lambda _index: self.show_sheet())
        view.installEventFilter(self)
        return view

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
        """Enter on a line shows its sheet: taken here, or the dialog would close."""
        if watched is self.view and enter_pressed(event):
            self.show_sheet()
            return True
        return super().eventFilter(watched, event)

    def show_sheet(self) -> None:
        """Ask for the sheet of the chosen change's table; a change of no table shows none."""
        line = self.model.row_at(self.view.currentIndex())
        if line is not None and line.round_number is not None and line.table is not None:
            self.sheet_requested.emit(line.round_number, line.table)

    def _lay_out(self, box: QDialogButtonBox) -> None:
        filters = QHBoxLayout()
        for label, field in (
            (self.tr("&Tour :"), self.round_spin),
            (self.tr("T&able :"), self.table_spin),
            (self.tr("A&uteur :"), self.author_combo),
        ):
            form = QFormLayout()
            form.addRow(french(label), field)
            filters.addLayout(form)
        filters.addWidget(self.search, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.count)
        layout.addWidget(self.view, 1)
        layout.addWidget(box)

    def _connect(self) -> None:
        self.round_spin.valueChanged.connect(self.apply_filter)
        self.table_spin.valueChanged.connect(self.apply_filter)
        self.author_combo.currentIndexChanged.connect(self.apply_filter)
        self.search.textChanged.connect(self._typing.start)
        self._context.changed.connect(self._tournament_changed)
        self._context.clock_changed.connect(self._tournament_changed)  # who started it, too

    def _tournament_changed(self) -> None:
        """Read again once for every change of the next half second (each announces the
        areas it touched, the phones send many): not started again while waiting."""
        if not self._changed.isActive():
            self._changed.start()

    def _refresh_if_shown(self) -> None:
        """A closed journal is kept, not read: it is read again when shown."""
        if self.isVisible():
            self.refresh()
        else:
            self._stale = True

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt)
        if self._stale:
            self._stale = False
            self.refresh()
        super().showEvent(event)

    def refresh(self) -> None:
        """The authors and the rows read again: the tournament changed."""
        self._fill_authors()
        self.model.reload()
        self._show_count()

    def apply_filter(self) -> None:
        """The rows the filters keep, from the newest."""
        author = self.author_combo.currentData()
        self.model.where = JournalFilter(
            round_number=self.round_spin.value() or None,
            table=self.table_spin.value() or None,
            who=author if isinstance(author, str) else None,
            text=self.search.text(),
        )
        self.model.set_rows(())
        self.model.reload()
        self._show_count()
        self.view.scrollToTop()

    def _fill_authors(self) -> None:
        names = journal.authors(self._context.database)
        current = self.author_combo.currentData()
        combo = self.author_combo
        combo.blockSignals(True)  # the same choice, kept: no filtering again
        combo.clear()
        combo.addItem(self.tr("Tous les auteurs"), None)
        for name in names:
            combo.addItem(name, name)
        combo.setCurrentIndex(max(0, combo.findData(current)))
        combo.blockSignals(False)

    def _show_count(self) -> None:
        total = self.model.total
        self.count.setText(
            counted(total, self.tr("{n} modification"), self.tr("{n} modifications"))
        )
