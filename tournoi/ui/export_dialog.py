"""« Imprimer ou exporter » : a document of the tournament, written off the GUI thread, then opened.

A file that is already there is replaced only once the user said so.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QObject, Qt, QThread, QUrl, Signal, Slot
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from engine import UserError
from tournoi.exports import documents
from tournoi.exports.atomic import DocumentInUseError
from tournoi.exports.documents import Document
from tournoi.services import draws
from tournoi.services.teams import players as melee_players
from tournoi.services.tournament.lifecycle import Database
from tournoi.ui.challenge.site_box import ChallengeBox
from tournoi.ui.context import TournamentContext
from tournoi.ui.widgets import choose_file, confirm, confirm_anyway, folder_of, french

log = logging.getLogger(__name__)
INDEX = "index.html"
"""The site's first page (``exports.site.INDEX``, whose module loads with the writing only)."""
WORKBOOK = "xlsx"
"""The choice « classeur du tournoi (XLSX) » beside the PDF documents."""


FILE_NAMES = {
    Document.STANDINGS: "classement",
    Document.TABLES: "plan",
    Document.BLANK_SHEETS: "feuilles-vierges",
    Document.SHEETS: "feuilles-remplies",
    Document.TEAMS: "equipes",
    Document.CASH: "caisse",
    Document.PALMARES: "palmares",
    Document.BRACKET: "tableau-final",
    Document.SITE: "site",
    Document.PODIUM: "podium",
    WORKBOOK: "tournoi",
}
"""The file suggested for each document, after the tournament's own name; the name then says
which round (:meth:`ExportDialog.moment`), so that a round's file never replaces the last's."""
ROUND_DOCUMENTS = (Document.TABLES, Document.SHEETS, Document.BLANK_SHEETS)
"""The documents of the round chosen in the dialog."""
SUFFIXES = {WORKBOOK: ".xlsx", Document.SITE: "", Document.PODIUM: ".png"}
"""Each document's suffix when it is not a PDF; the site is a folder."""
WITH_CODES = documents.WITH_CODES
"""The documents that can carry QR codes for the phones (the plan the public page's)."""


_AFTER_FINISHED = (Document.PALMARES, Document.PODIUM)
"""The documents that stand after the last round finished, never on a round under way."""


def _taken(path: Path) -> bool:
    """A file, or a folder that holds something (a site written before): replaced if confirmed."""
    return any(path.iterdir()) if path.is_dir() else path.is_file()


class _Writer(QObject):
    """Runs the export in a worker thread; the database handle is thread-safe (one session each).

    It is given plain values, never the window's context (a Qt object). The links a sheet's codes
    need are written under the window's ``station``: not announced back to it.
    """

    done = Signal(str)
    failed = Signal(str)
    in_use = Signal(str, str)
    """The document is open in another program: the message, and a free name beside it."""

    def __init__(
        self,
        database: Database,
        path: Path,
        what: Document,
        round_number: int | None,
        phones: documents.Phones | None,
        *,
        station: str,
        challenge: Path | None,
    ) -> None:
        super().__init__()
        self._database, self._station = database, station
        self._path, self._what, self._round = path, what, round_number
        self._phones, self._challenge = phones, challenge

    @Slot()
    def run(self) -> None:
        try:
            with self._database.writing_as(self._station):
                message = documents.export(
                    self._database,
                    path=self._path,
                    what=self._what,
                    round_number=self._round,
                    phones=self._phones,
                    challenge=self._challenge,
                )
        except DocumentInUseError as error:
            self.in_use.emit(str(error), str(error.other))
            return
        except (UserError, OSError) as error:  # a refusal, a full disk, a missing font: in French
            self.failed.emit(str(error))
            return
        except Exception:
            # Raised in the worker thread, it would never reach the error dialog, and the
            # export dialog would wait for the end of the writing forever.
            log.exception("échec de l'écriture de %s", self._path)
            self.failed.emit(
                self.tr(
                    "Erreur inattendue pendant l'écriture (le détail est dans le journal). "
                    "Le tournoi n'est pas touché."
                )
            )
            return
        self.done.emit(message)


class ExportDialog(QDialog):
    """Choose a document, a round and a file; the document is written, then opened."""

    finished_export = Signal(str)
    """The written file, once it is there."""

    def __init__(
        self,
        context: TournamentContext,
        parent: QWidget | None = None,
        *,
        phones_url: str | None = None,
        challenge_file: str = "",
    ) -> None:
        """``phones_url``: the address of the phones' server when it runs (« Saisie aux
        tables »), which the QR codes then give; ``challenge_file``: the season's challenge
        last opened, whose page the site carries when it holds this concours."""
        super().__init__(parent)
        self.context = context
        self.phones_url = phones_url
        self.setWindowTitle(self.tr("Imprimer ou exporter"))
        self._thread: QThread | None = None
        self._writer: _Writer | None = None
        self.written: Path | None = None
        self._melee = melee_players.is_melee(context.database)

        choice_box = self._build_choices()
        path_row = self._build_path()

        self.progress = QProgressBar()
        self.progress.setRange(0, 0)  # busy: the writers give no steps
        self.progress.hide()
        self.message = QLabel()
        self.message.setWordWrap(True)
        # A server's answer, a file's name: shown as written, never read as HTML.
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.open_button = QPushButton(self.tr("&Ouvrir le document"))
        self.open_button.clicked.connect(self._open)
        self.open_button.hide()

        form = QFormLayout()
        form.addRow(QLabel(self.tr("Document\u00a0:")), choice_box)
        round_label = QLabel(self.tr("T&our\u00a0:"))
        round_label.setBuddy(self.round_box)
        form.addRow(round_label, self.round_box)
        self.codes_box = QCheckBox()
        self.codes_box.setChecked(phones_url is not None)
        form.addRow("", self.codes_box)
        self.challenge_box = ChallengeBox(context, challenge_file)
        form.addRow("", self.challenge_box)
        path_label = QLabel(self.tr("&Fichier\u00a0:"))
        path_label.setBuddy(self.path_edit)
        form.addRow(path_label, path_row)
        self.box = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Close
        )
        # Alt+É cannot be typed: the mnemonic is on a plain letter.
        self.box.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Écrir&e"))
        self.box.accepted.connect(self.start)
        self.box.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.progress)
        layout.addWidget(self.message)
        layout.addWidget(self.open_button)
        layout.addWidget(self.box)
        self.resize(620, self.sizeHint().height())
        # A mêlée has no finals: its players change partners every partie.
        self.buttons[Document.BRACKET].setVisible(not self._melee)
        self.buttons[self._usual_document()].setChecked(True)
        for button in self.buttons.values():
            button.toggled.connect(self._update)
        self.round_box.currentIndexChanged.connect(self._update)
        self._update()

    def _usual_document(self) -> Document:
        """The table plan right after a draw, before its first result; else the standings."""
        last = draws.last_round(self.context.database)
        if last and not draws.round_view(self.context.database, round_number=last).has_started:
            return Document.TABLES
        return Document.STANDINGS

    def _build_choices(self) -> QVBoxLayout:
        """One radio button per document, and the workbook."""
        self.choices = QButtonGroup(self)
        choice_box = QVBoxLayout()
        labels = {
            Document.STANDINGS: self.tr("&Classement (PDF)"),
            Document.TABLES: self.tr("&Plan des tables et « où est ma table ? » (PDF)"),
            Document.BLANK_SHEETS: self.tr("Feuilles de marque &vierges du tour (PDF)"),
            Document.SHEETS: self.tr("Feuilles de marque &remplies du tour (PDF)"),
            Document.TEAMS: self.tr("&Liste des joueurs pour l'accueil (PDF)")
            if self._melee
            else self.tr("&Liste des équipes pour l'accueil (PDF)"),
            Document.CASH: self.tr("Feuille de c&aisse (PDF)"),
            Document.PALMARES: self.tr("Pal&marès après la dernière partie terminée (PDF)"),
            Document.BRACKET: self.tr("Ta&bleau final de la phase finale (PDF)"),
            WORKBOOK: self.tr("Classeur de &tout le tournoi (XLSX)"),
            Document.SITE: self.tr("&Site des résultats, à ouvrir ou à mettre en ligne (dossier)"),
            Document.PODIUM: self.tr("Image du po&dium pour la page du club (PNG)"),
        }
        self.buttons: dict[str, QRadioButton] = {}
        for key, text in labels.items():
            button = QRadioButton(text)
            self.buttons[key] = button
            self.choices.addButton(button)
            choice_box.addWidget(button)
        return choice_box

    def _build_path(self) -> QHBoxLayout:
        """The round chooser and the file field with its « Parcourir… » button."""
        self.round_box = QComboBox()
        last = draws.last_round(self.context.database)
        for number in range(last, 0, -1):
            self.round_box.addItem(self.tr("Tour {n}").format(n=number), number)
        self.path_edit = QLineEdit()
        browse = QPushButton(self.tr("Pa&rcourir…"))
        browse.setAutoDefault(False)
        browse.clicked.connect(self._browse)
        path_row = QHBoxLayout()
        path_row.addWidget(self.path_edit, 1)
        path_row.addWidget(browse)
        return path_row

    def choice(self) -> str:
        return next(key for key, button in self.buttons.items() if button.isChecked())

    def _update(self) -> None:
        choice = self.choice()
        self.round_box.setEnabled(choice in ROUND_DOCUMENTS)
        self.codes_box.setEnabled(choice in WITH_CODES)
        self.challenge_box.setEnabled(choice == Document.SITE)
        # The plan hangs on the wall: it gives the public page, never a table's sheet.
        self.codes_box.setText(
            self.tr("Avec le &QR code de la page publique (« Où est ma table ? »)")
            if choice == Document.TABLES
            else self.tr("Avec le &QR code de chaque table sur sa feuille (saisie sur téléphone)")
        )
        suffix = SUFFIXES.get(choice, ".pdf")
        stem = "joueurs" if self._melee and choice == Document.TEAMS else FILE_NAMES[choice]
        name = "-".join(part for part in (stem, self.moment(choice)) if part)
        folder = self._folder()
        self.path_edit.setText(str(folder / f"{self._stem()}-{name}{suffix}"))

    def moment(self, choice: str) -> str:
        """When the document stands, in its file name: ``tour-2`` for a round's documents,
        ``apres-tour-3`` (or ``tour-4-en-cours``) for the standings, the palmarès and the
        workbook; nothing for the team list and the cash sheet."""
        if choice in ROUND_DOCUMENTS:
            number = self.round_box.currentData()
            return f"tour-{number}" if number else ""
        if choice in (Document.TEAMS, Document.CASH, Document.SITE):
            return ""
        database = self.context.database
        last = draws.last_round(database)
        if not last:
            return ""
        view = draws.round_view(database, round_number=last)
        finished = last if view.is_complete else last - 1
        # The palmarès stands after the last round finished; the standings say a round is on.
        if view.has_started and not view.is_complete and choice not in _AFTER_FINISHED:
            return f"tour-{last}-en-cours"
        return f"apres-tour-{finished}" if finished else ""

    def _folder(self) -> Path:
        return folder_of(self.context.database.location)

    def _stem(self) -> str:
        location = Path(self.context.database.location)
        return location.stem if location.suffix else "tournoi"

    def _browse(self) -> None:
        suffix = Path(self.path_edit.text()).suffix
        path = choose_file(
            self,
            self.tr("Enregistrer sous"),
            start=self.path_edit.text(),
            file_filter=f"*{suffix}",
            save=True,
            confirm_overwrite=False,  # « Écrire » asks, whichever way the name was given
        )
        if path:
            self.path_edit.setText(path)

    def start(self) -> None:
        """Write the document in a worker thread; the dialog shows a busy bar meanwhile."""
        choice = self.choice()
        path = Path(self.path_edit.text().strip())
        if _taken(path) and not self._may_replace(path):
            self.message.setStyleSheet("")
            self.message.setText(
                french(self.tr("« {name} » n'est pas remplacé.").format(name=path.name))
            )
            return
        what = Document.STANDINGS if choice == WORKBOOK else Document(choice)
        round_number = self.round_box.currentData() if self.round_box.isEnabled() else None
        self.written = None
        self.message.setText(self.tr("Écriture en cours…"))
        self.progress.show()
        self.open_button.hide()
        self.box.setEnabled(False)
        thread = QThread(self)
        writer = _Writer(
            self.context.database,
            path,
            what,
            round_number,
            self._phones(what),
            station=self.context.station,
            challenge=self.challenge_box.chosen(),
        )
        writer.moveToThread(thread)
        thread.started.connect(writer.run)
        writer.done.connect(lambda message: self._done(path, message))
        writer.failed.connect(self._failed)
        writer.in_use.connect(self._in_use)
        writer.done.connect(thread.quit)
        writer.failed.connect(thread.quit)
        writer.in_use.connect(thread.quit)
        self._thread, self._writer = thread, writer
        thread.start()

    def _phones(self, what: Document) -> documents.Phones | None:
        """The links the QR codes give: the running server's address, else the one it will have
        when started on this laptop (its first network address, the usual port)."""
        if what not in WITH_CODES or not self.codes_box.isChecked():
            return None
        base_url = self.phones_url
        if base_url is None:
            # The server's module (and uvicorn) load only when codes are printed.
            from tournoi.web.server import first_url  # noqa: PLC0415

            base_url = first_url()
        return documents.Phones(base_url=base_url, who=self.context.who)

    def _may_replace(self, path: Path) -> bool:
        if path.is_dir():
            title = self.tr("Remplacer le dossier{nbsp}?").format(nbsp="\u00a0")
            text = self.tr("Le dossier « {name} » de {folder} n'est pas vide. Le remplacer ?")
        else:
            title = self.tr("Remplacer le fichier{nbsp}?").format(nbsp="\u00a0")
            text = self.tr("Le fichier « {name} » existe déjà dans {folder}. Le remplacer ?")
        return confirm(self, title, french(text.format(name=path.name, folder=path.parent)))

    def _done(self, path: Path, message: str) -> None:
        self.written = path
        self._stop(message, error=False)
        self.open_button.show()
        self.open_button.setFocus()
        self.finished_export.emit(str(path))

    def _failed(self, message: str) -> None:
        self._stop(message, error=True)

    def _in_use(self, message: str, other: str) -> None:
        """Windows keeps a document open in a reader: offer the free name beside it, or nothing."""
        self._stop(message, error=True)
        name = Path(other).name
        title = self.tr("Document ouvert ailleurs")
        action = self.tr("Enregistrer &sous « {name} »").format(name=name)
        if confirm_anyway(self, title, french(message), french(action)):
            self.path_edit.setText(other)
            self.start()

    def _stop(self, message: str, *, error: bool) -> None:
        self.progress.hide()
        self.box.setEnabled(True)
        self.message.setStyleSheet("color: #c0182b" if error else "")
        self.message.setText(message)

    def _open(self) -> None:
        """Open the document in the system's viewer, from which it prints; the site's first
        page in the browser."""
        if self.written is not None:
            shown = self.written / INDEX if self.written.is_dir() else self.written
            QDesktopServices.openUrl(QUrl.fromLocalFile(str(shown)))

    def done(self, result: int) -> None:  # QDialog.done: wait for a running export first
        if self._thread is not None and self._thread.isRunning():
            self._thread.quit()
            self._thread.wait()
        super().done(result)
