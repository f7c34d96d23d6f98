"""Each table of the round as the desk watches it: its sheet filling in, signed, locked."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Qt

from tournoi.services.tables.desk import TableState
from tournoi.ui.row_model import RowTableModel


class TableStatesModel(RowTableModel[TableState]):
    """One row per table: teams, donnes, totals, signatures, the phone's state."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(key=lambda state: state.link.table, parent=parent)
        self.headers = [
            QCoreApplication.translate("TablesEntryDialog", "Table"), QCoreApplication.translate("TablesEntryDialog", "Équipes"), QCoreApplication.translate("TablesEntryDialog", "Donnes"), QCoreApplication.translate("TablesEntryDialog", "Totaux"), QCoreApplication.translate("TablesEntryDialog", "Signée"),
            QCoreApplication.translate("TablesEntryDialog", "Téléphone"),
        ]  # fmt: skip

    def cell(self, row: TableState, column: int, role: int) -> object:
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (0, 2, 3):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        sheet = row.sheet
        return [
            lambda: str(sheet.table),
            # One team a line: the phone's column stays in sight beside long names (1366 px).
            lambda: (
                f"{sheet.teams.a.number} · {sheet.teams.a.name}\n"
                f"{sheet.teams.b.number} · {sheet.teams.b.name}"
            ),
            lambda: str(len(sheet.lines)),
            lambda: f"{sheet.totals.a} – {sheet.totals.b}",
            lambda: self._signed(row),
            lambda: (
                QCoreApplication.translate("TablesEntryDialog", "verrouillé")
                if row.link.locked
                else QCoreApplication.translate("TablesEntryDialog", "saisie ouverte")
            ),
        ][column]()

    @staticmethod
    def _signed(row: TableState) -> str:
        if row.signed.a and row.signed.b:
            return QCoreApplication.translate("TablesEntryDialog", "A et B")
        if row.signed.a or row.signed.b:
            return (
                QCoreApplication.translate("TablesEntryDialog", "A seule")
                if row.signed.a
                else QCoreApplication.translate("TablesEntryDialog", "B seule")
            )
        if row.voided.a or row.voided.b:
            # The arbiter sees that the teams signed another sheet than this one.
            return QCoreApplication.translate(
                "TablesEntryDialog", "effacée : feuille changée depuis"
            )
        return "—"
