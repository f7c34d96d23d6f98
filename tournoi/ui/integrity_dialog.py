"""« Vérification de l'intégrité » : what the stored results say that the donnes do not.

Shown by the menu action, and when a file opens with findings. Each line
names the table; Enter (or a double click) on it shows that table's sheet,
where the arbiter corrects the donnes: a partie recorded again rewrites its
result. Until then the draw of the next round is refused (by the service).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tournoi.services.integrity.soundness import Finding, Report
from tournoi.ui.row_model import RowTableModel, row_table
from tournoi.ui.widgets import counted, enter_pressed, french


class FindingModel(RowTableModel[Finding]):
    """One row per finding: the round, the table (« exempt » for the bye), what is wrong."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(key=lambda finding: finding.message, parent=parent)
        self.headers = (self.tr("Tour"), self.tr("Table"), self.tr("Problème"))

    def cell(self, row: Finding, column: int, role: int) -> object:
        if role == Qt.ItemDataRole.DisplayRole:
            if column == 0:
                return str(row.round)
            if column == 1:
                return self.tr("exempt") if row.table is None else str(row.table)
            return french(row.message)
        if role == Qt.ItemDataRole.ToolTipRole:
            return french(
                self.tr("Enregistré : {stored}\nSelon les donnes : {expected}").format(
                    stored=row.stored, expected=row.expected
                )
            )
        if role == Qt.ItemDataRole.TextAlignmentRole and column < 2:
            return int(Qt.AlignmentFlag.AlignCenter)
        return None


class IntegrityDialog(QDialog):
    """The report of :func:`tournoi.services.integrity.soundness.check`."""

    sheet_requested = Signal(int, int)
    """The round and the table whose sheet the arbiter asked for."""

    def __init__(self, report: Report, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.report = report
        self.setWindowTitle(self.tr("Vérification de l'intégrité"))
        self.summary = QLabel(self._summary())
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.model = FindingModel(self)
        self.model.set_rows(report.findings)
        self.view = self._table()
        self.view.setVisible(not report.sound)
        self.view.installEventFilter(self)
        self.box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.box.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.box)
        self.resize(960, 440 if self.findings else 160)
        if self.findings:
            self.view.setCurrentIndex(self.model.index(0, 0))
            self.view.setFocus()

    @property
    def findings(self) -> int:
        return len(self.report.findings)

    def _summary(self) -> str:
        if self.report.sound:
            return french(
                self.tr(
                    "Aucun problème : les résultats enregistrés sont ceux que donnent les donnes "
                    "({parties}, {donnes})."
                ).format(
                    parties=counted(
                        self.report.parties, self.tr("{n} partie"), self.tr("{n} parties")
                    ),
                    donnes=counted(
                        self.report.donnes,
                        self.tr("{n} donne vérifiée"),
                        self.tr("{n} donnes vérifiées"),
                    ),
                )
            )
        return french(
            self.tr(
                "{count} : ce qui est enregistré ne correspond pas aux donnes. Le tirage "
                "du tour suivant est refusé tant que ce n'est pas corrigé. Entrée sur une ligne "
                "ouvre la feuille de la table : corrigez ses donnes (une partie enregistrée de "
                "nouveau réécrit son résultat)."
            ).format(
                count=counted(self.findings, self.tr("{n} problème"), self.tr("{n} problèmes"))
            )
        )

    def _table(self) -> QTableView:
        view = row_table(self.model, wrap=True)
        header = view.horizontalHeader()
        for column in (0, 1):  # « exempt » or a number, with room to breathe
            width = header.fontMetrics().horizontalAdvance(self.tr("exempt"))
            header.resizeSection(column, width + 24)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        view.doubleClicked.connect(lambda _index: self.show_sheet())
        return view

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
        """Enter on a line opens its sheet: taken here, or the dialog would close."""
        if watched is self.view and enter_pressed(event):
            self.show_sheet()
            return True
        return super().eventFilter(watched, event)

    def show_sheet(self) -> None:
        """Ask for the sheet of the finding chosen (none for the exempt team's row), and close."""
        finding = self.model.row_at(self.view.currentIndex())
        if finding is None or finding.table is None:
            return
        self.sheet_requested.emit(finding.round, finding.table)
        self.accept()
