"""A refused team or player file: every bad row with its line and reason, so it can be fixed in
one pass."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tournoi.files.team_file import RowProblem, TeamFileError
from tournoi.ui.entrants.import_progress import Listed
from tournoi.ui.row_model import RowTableModel, row_table
from tournoi.ui.widgets import colon


class ProblemModel(RowTableModel[RowProblem]):
    """One row per refused line: its number in the file (or « fichier ») and the reason."""

    def __init__(self, problems: tuple[RowProblem, ...], parent: QObject | None = None) -> None:
        super().__init__(key=id, parent=parent)
        self.headers = (self.tr("Ligne"), self.tr("Motif du refus"))
        self.set_rows(problems)

    def cell(self, row: RowProblem, column: int, role: int) -> object:
        if role == Qt.ItemDataRole.DisplayRole:
            return self.line_text(row) if column == 0 else row.message
        if role == Qt.ItemDataRole.TextAlignmentRole and column == 0:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole and column == 1:
            return row.message
        return None

    def line_text(self, problem: RowProblem) -> str:
        return self.tr("fichier") if problem.line == 0 else str(problem.line)


class ImportDialog(QDialog):
    """Shown when the import of a file of ``listed`` refuses it: nothing was imported."""

    def __init__(
        self,
        error: TeamFileError,
        path: Path,
        parent: QWidget | None = None,
        *,
        listed: Listed = Listed.TEAMS,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Importation refusée"))
        self.model = ProblemModel(error.problems, self)
        count = len(error.problems)
        if count == 1:
            refused = self.tr("Une ligne est refusée")
        else:
            refused = self.tr("{count} lignes sont refusées").format(count=count)
        if count == 1 and error.problems[0].line == 0:
            refused = self.tr("Le fichier est refusé")
        if listed is Listed.TEAMS:
            said = self.tr(
                "<b>Aucune équipe n'a été importée de « {file} ».</b><br>"
                "{refused} : corrigez le fichier, puis importez-le de nouveau. "
                "Les équipes déjà inscrites n'ont pas changé."
            )
        else:
            said = self.tr(
                "<b>Aucun joueur n'a été importé de « {file} ».</b><br>"
                "{refused} : corrigez le fichier, puis importez-le de nouveau. "
                "Les joueurs déjà inscrits n'ont pas changé."
            )
        summary = QLabel(said.format(file=path.name, refused=refused))
        summary.setWordWrap(True)

        self.table = row_table(self.model, single=False, wrap=True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        # A long reason wraps: the rows grow once the column has its width. Fitted as the
        # header tells it, the rows kept the height of the column's first, narrow width.
        header.sectionResized.connect(self._fit_rows, Qt.ConnectionType.QueuedConnection)
        label = QLabel(colon(self.tr("&Lignes refusées")))
        label.setBuddy(self.table)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Fermer"))
        self.copy_button = QPushButton(self.tr("&Copier la liste"))
        self.copy_button.setToolTip(self.tr("Copie les lignes refusées pour les coller ailleurs."))
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_button.clicked.connect(self.copy)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(summary)
        layout.addWidget(label)
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)
        self.resize(720, 420)
        self.table.selectRow(0)
        self.table.setFocus()

    def _fit_rows(self) -> None:
        self.table.resizeRowsToContents()
        for row in range(self.model.rowCount()):
            self.table.setRowHeight(row, self.table.rowHeight(row) + 10)

    def text(self) -> str:
        """The refused rows as plain text, one per line."""
        lines = []
        for problem in self.model.rows():
            where = self.tr("fichier")
            if problem.line:
                where = self.tr("ligne {line}").format(line=problem.line)
            lines.append(f"{colon(where)} {problem.message}")
        return "\n".join(lines)

    def copy(self) -> None:
        QGuiApplication.clipboard().setText(self.text())
