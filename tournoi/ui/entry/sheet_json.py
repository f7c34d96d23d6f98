"""The sheet shown, written to a file in the engine's JSON format, or replaced by such a file.

The same document as the command line's (``python -m tournoi tables FILE
--round R --table T`` prints it, ``enter`` reads it): a sheet typed on one
computer goes to another, or to the engine, and back. The file is written
whole or not at all (:mod:`tournoi.exports.atomic`); an import says what it
will replace before it does, and Ctrl+Z brings the old sheet back.
"""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMainWindow, QWidget

from engine import UserError
from engine.errors import os_reason
from engine.words import count
from tournoi.exports.atomic import refuse_the_tournament, replacing
from tournoi.services import scores
from tournoi.services.errors import ServiceError
from tournoi.services.scores import SheetView
from tournoi.services.scores.sheet_files import SheetImport, preview_import, read_sheet_file
from tournoi.ui.entry.presenter import EntryPresenter
from tournoi.ui.widgets import choose_file, confirm, confirm_anyway, folder_of, show_error


def file_name(sheet: SheetView) -> str:
    """``ronde-2-table-7.json``: the name the export proposes."""
    return f"ronde-{sheet.round}-table-{sheet.table}.json"


class SheetFiles:
    """Export and import of the sheet ``presenter`` shows, asked over ``parent``."""

    def __init__(self, presenter: EntryPresenter, parent: QWidget) -> None:
        self.presenter = presenter
        self.parent = parent

    def export(self) -> Path | None:
        """Ask where, then write the sheet there; the path written, or ``None``."""
        sheet = self.presenter.sheet
        if sheet is None:
            return None
        start = folder_of(self.presenter.context.database.location) / file_name(sheet)
        chosen = choose_file(
            self.parent,
            QCoreApplication.translate("EntryPage", "Exporter la feuille (JSON)"),
            start=start,
            file_filter=QCoreApplication.translate("EntryPage", "Feuille de marque JSON (*.json)"),
            save=True,
        )
        if not chosen:
            return None
        path = Path(chosen)
        try:
            self.write(sheet, path)
        except UserError as error:
            show_error(self.parent, error)
            return None
        self._say(
            QCoreApplication.translate(
                "EntryPage", "Feuille de la table {table} exportée : {path}"
            ).format(table=sheet.table, path=path)
        )
        return path

    def write(self, sheet: SheetView, path: Path) -> None:
        """The sheet's document at ``path``, whole or not at all; never over the tournament."""
        database = self.presenter.context.database
        refuse_the_tournament(path, database.path)
        document = scores.export_sheet(database, round_number=sheet.round, table=sheet.table)
        try:
            with replacing(path) as temporary:
                temporary.write_text(
                    json.dumps(document, ensure_ascii=False, indent=2) + "\n", encoding="utf-8"
                )
        except OSError as error:
            message = QCoreApplication.translate(
                "EntryPage", "Impossible d'écrire « {path} » : {reason}."
            )
            raise ServiceError(
                message.format(path=path, reason=os_reason(error)), field="path"
            ) from None

    def ask_import(self) -> bool:
        """Ask for a file, then import it; ``False`` when the sheet stayed as it was."""
        if self.presenter.sheet is None:
            return False
        chosen = choose_file(
            self.parent,
            QCoreApplication.translate("EntryPage", "Importer une feuille (JSON)"),
            start=folder_of(self.presenter.context.database.location),
            file_filter=QCoreApplication.translate(
                "EntryPage", "Feuille de marque JSON (*.json);;Tous les fichiers (*)"
            ),
        )
        return bool(chosen) and self.import_file(Path(chosen))

    def import_file(self, path: Path) -> bool:
        """Replace the sheet by the one in ``path``, once the arbiter has seen what changes."""
        sheet = self.presenter.sheet
        if sheet is None:
            return False
        try:
            document = read_sheet_file(path)
            coming = preview_import(
                self.presenter.context.database, round_number=sheet.round, table=sheet.table,
                document=document,
            )  # fmt: skip
        except UserError as error:  # not JSON, not a sheet, a donne refused with its §
            show_error(self.parent, error)
            return False
        if not self._agreed(sheet, path, coming):
            return False
        if not self.presenter.import_sheet(document):
            return False
        self._say(
            QCoreApplication.translate(
                "EntryPage", "Table {table} : {donnes} importées de {name}."
            ).format(table=sheet.table, donnes=count(coming.donnes, "donne"), name=path.name)
        )
        return True

    def _agreed(self, sheet: SheetView, path: Path, coming: SheetImport) -> bool:
        """The arbiter's yes, having read what the file holds and what it replaces."""
        lines = [
            QCoreApplication.translate(
                "EntryPage", "Le fichier « {name} » donne {donnes} : totaux {a} – {b}."
            ).format(
                name=path.name,
                donnes=count(coming.donnes, "donne"),
                a=coming.totals.a,
                b=coming.totals.b,
            ),
        ]
        if coming.other_rules:
            lines.append(
                QCoreApplication.translate(
                    "EntryPage",
                    "Ses règles diffèrent de celles du tournoi : elles sont ignorées, "
                    "les donnes sont comptées avec les règles du tournoi.",
                )
            )
        title = QCoreApplication.translate(
            "EntryPage", "Importer une feuille à la table {table}"
        ).format(table=sheet.table)
        if not coming.replaced:
            lines.append(
                QCoreApplication.translate(
                    "EntryPage", "La feuille de la table {table} est vide."
                ).format(table=sheet.table)
            )
            return confirm(
                self.parent,
                title,
                "\n\n".join([*lines, QCoreApplication.translate("EntryPage", "L'importer ?")]),
            )
        lines.append(
            QCoreApplication.translate(
                "EntryPage",
                "Elle remplace la feuille de la table {table} et ses {donnes} (totaux {a} – {b}). "
                "Ctrl+Z la rétablit.",
            ).format(
                table=sheet.table,
                donnes=count(coming.replaced, "donne"),
                a=sheet.totals.a,
                b=sheet.totals.b,
            )
        )
        return confirm_anyway(
            self.parent,
            title,
            "\n\n".join(lines),
            QCoreApplication.translate("EntryPage", "&Remplacer la feuille"),
        )

    def _say(self, message: str) -> None:
        """Below the table bar and in the window's status bar."""
        self.presenter.say(message)
        window = self.parent.window()
        if isinstance(window, QMainWindow):
            window.statusBar().showMessage(message, 15_000)
