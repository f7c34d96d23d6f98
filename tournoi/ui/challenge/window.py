"""« Challenge de la saison » : the challenge file chosen, its rules in words, its concours, its
standings; concours added and removed, the standings printed or exported.

A window of its own beside the tournament (a challenge spans the season): it
holds no connection, each action opens the challenge file and closes it.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from engine import UserError
from tournoi.services import challenge
from tournoi.services.challenge import FILE_SUFFIX, Season
from tournoi.ui.challenge.board import ChallengeBoard
from tournoi.ui.challenge.models import ConcoursModel, StandingsModel
from tournoi.ui.challenge.rules_dialog import ChallengeRulesDialog
from tournoi.ui.preferences import Preferences
from tournoi.ui.row_model import fit_columns, row_table
from tournoi.ui.widgets import choose_file, confirm, french, show_error


class ChallengeWindow(QDialog):
    """The season's challenge, the last one used opened again."""

    def __init__(self, preferences: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Challenge de la saison"))
        self.setWindowFlag(Qt.WindowType.WindowMaximizeButtonHint)
        self._preferences = preferences
        self.tournament: Path | None = None
        self.path: Path | None = None
        self.season: Season | None = None
        self.title = QLabel()
        self.title.setStyleSheet("font-size: 15pt; font-weight: bold")
        self.rules = QLabel()
        self.rules.setWordWrap(True)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.concours_model = ConcoursModel(self)
        self.concours_view = row_table(self.concours_model)
        self.standings_model = StandingsModel(self)
        self.standings_view = row_table(self.standings_model)
        for view in (self.concours_view, self.standings_view):
            view.horizontalHeader().setStretchLastSection(True)
        self.new_button = QPushButton(self.tr("&Nouveau challenge…"))
        self.open_button = QPushButton(self.tr("&Ouvrir un challenge…"))
        self.add_open_button = QPushButton(self.tr("Ajouter le concours &ouvert"))
        self.add_button = QPushButton(self.tr("&Ajouter un concours…"))
        self.remove_button = QPushButton(self.tr("&Retirer le concours"))
        self.pdf_button = QPushButton(self.tr("&Imprimer (PDF)…"))
        self.xlsx_button = QPushButton(self.tr("&Classeur (XLSX)…"))
        self.board_button = QPushButton(self.tr("&Projeter le classement"))
        self.board: ChallengeBoard | None = None
        close = QPushButton(self.tr("&Fermer"))
        self._lay_out(close)
        self.new_button.clicked.connect(self.new_challenge)
        self.open_button.clicked.connect(self.choose_challenge)
        self.add_open_button.clicked.connect(self.add_open_tournament)
        self.add_button.clicked.connect(self.choose_concours)
        self.remove_button.clicked.connect(self.remove_selected)
        self.pdf_button.clicked.connect(lambda: self.export(".pdf"))
        self.xlsx_button.clicked.connect(lambda: self.export(".xlsx"))
        self.board_button.clicked.connect(self.project)
        close.clicked.connect(self.close)
        self.resize(1180, 680)
        last = preferences.challenge_file
        if last and Path(last).is_file():
            self.load(Path(last), quiet=True)
        else:
            self._show()

    def _lay_out(self, close: QPushButton) -> None:
        files = QHBoxLayout()
        for button in (self.new_button, self.open_button):
            files.addWidget(button)
        files.addStretch(1)
        concours = QHBoxLayout()
        for button in (self.add_open_button, self.add_button, self.remove_button):
            concours.addWidget(button)
        concours.addStretch(1)
        upper = QWidget()
        upper_layout = QVBoxLayout(upper)
        upper_layout.setContentsMargins(0, 0, 0, 0)
        upper_layout.addWidget(QLabel(self.tr("<b>Concours du challenge</b>")))
        upper_layout.addWidget(self.concours_view)
        upper_layout.addLayout(concours)
        lower = QWidget()
        lower_layout = QVBoxLayout(lower)
        lower_layout.setContentsMargins(0, 0, 0, 0)
        lower_layout.addWidget(QLabel(self.tr("<b>Classement</b>")))
        lower_layout.addWidget(self.standings_view)
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(upper)
        split.addWidget(lower)
        split.setSizes([180, 420])
        documents = QHBoxLayout()
        documents.addWidget(self.pdf_button)
        documents.addWidget(self.xlsx_button)
        documents.addWidget(self.board_button)
        documents.addStretch(1)
        documents.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addLayout(files)
        layout.addWidget(self.title)
        layout.addWidget(self.rules)
        layout.addWidget(split, 1)
        layout.addWidget(self.status)
        layout.addLayout(documents)

    def set_tournament(self, tournament: Path | None) -> None:
        """The open tournament's file, offered to add (``None``: none, or on a server)."""
        self.tournament = tournament
        self._show()

    # The challenge file

    def new_challenge(self) -> None:
        form = ChallengeRulesDialog(self)
        if form.exec() != QDialog.DialogCode.Accepted or form.rules is None:
            return
        chosen = choose_file(
            self,
            self.tr("Enregistrer le challenge"),
            start=self._folder() / f"{form.name}{FILE_SUFFIX}",
            file_filter=self.tr("Challenge (*.challenge)"),
            save=True,
        )
        if not chosen:
            return
        path = Path(chosen)
        if path.suffix != FILE_SUFFIX:
            path = path.with_name(path.name + FILE_SUFFIX)
        try:
            challenge.create_challenge(path, name=form.name, rules=form.rules)
        except UserError as refusal:
            show_error(self, refusal)
            return
        self.load(path)

    def choose_challenge(self) -> None:
        chosen = choose_file(
            self,
            self.tr("Ouvrir un challenge"),
            start=self._folder(),
            file_filter=self.tr("Challenge (*.challenge)"),
        )
        if chosen:
            self.load(Path(chosen))

    def load(self, path: Path, *, quiet: bool = False) -> bool:
        """Show the challenge of ``path``; a refused file is said, unless ``quiet`` (the last
        one used, opened with the window, may have been moved)."""
        try:
            season = challenge.season(path)
        except UserError as refusal:
            if not quiet:
                show_error(self, refusal)
            self._show()
            return False
        self.path, self.season = path, season
        self._preferences.challenge_file = str(path)
        self._show()
        return True

    # The concours

    def add_open_tournament(self) -> None:
        if self.tournament is not None:
            self.add(self.tournament)

    def choose_concours(self) -> None:
        chosen = choose_file(
            self,
            self.tr("Ajouter un concours terminé"),
            start=self.tournament or self._folder(),
            file_filter=self.tr("Tournoi (*.tournoi)"),
        )
        if chosen:
            self.add(Path(chosen))

    def add(self, tournament: Path) -> None:
        if self.path is None:
            return
        try:
            added = challenge.add_concours(self.path, tournament=tournament)
        except UserError as refusal:
            show_error(self, refusal)
            return
        self.load(self.path)
        self.status.setText(
            french(self.tr("Concours « %1 » ajouté au challenge.").replace("%1", added.name))
        )

    def remove_selected(self) -> None:
        index = self.concours_view.currentIndex()
        info = self.concours_model.row_at(index)
        if self.path is None or info is None:
            return
        question = self.tr(
            "Retirer le concours « %1 » du challenge ? Le classement est recalculé sans lui ; "
            "le fichier du concours n'est pas touché."
        ).replace("%1", info.name)
        if not confirm(self, self.tr("Retirer le concours"), french(question)):
            return
        try:
            challenge.remove_concours(self.path, number=info.number)
        except UserError as refusal:
            show_error(self, refusal)
            return
        self.load(self.path)
        self.status.setText(
            french(self.tr("Concours « %1 » retiré du challenge.").replace("%1", info.name))
        )

    # Documents

    def export(self, suffix: str) -> None:
        from tournoi.exports.challenge import export_challenge  # noqa: PLC0415 (reportlab, openpyxl)

        if self.path is None or self.season is None:
            return
        kind = self.tr("PDF (*.pdf)") if suffix == ".pdf" else self.tr("Classeur (*.xlsx)")
        chosen = choose_file(
            self,
            self.tr("Imprimer ou exporter le challenge"),
            start=self.path.with_suffix(suffix),
            file_filter=kind,
            save=True,
        )
        if not chosen:
            return
        path = Path(chosen)
        if path.suffix.lower() != suffix:
            path = path.with_name(path.name + suffix)
        try:
            self.status.setText(french(export_challenge(self.path, path=path)))
        except UserError as refusal:
            show_error(self, refusal)

    def project(self) -> None:
        """The standings on the projector, in a window of their own (Échap closes it)."""
        if self.season is None:
            return
        if self.board is not None:
            self.board.close()
            self.board.deleteLater()
        self.board = ChallengeBoard(self.season)
        self.board.show()
        self.board.activateWindow()

    # What is shown

    def _folder(self) -> Path:
        for place in (self.path, self.tournament):
            if place is not None:
                return place.parent
        return Path.home()

    def _show(self) -> None:
        season = self.season
        opened = season is not None
        for button in (self.add_button, self.pdf_button, self.xlsx_button, self.board_button):
            button.setEnabled(opened)
        self.add_open_button.setEnabled(opened and self.tournament is not None)
        self.remove_button.setEnabled(opened and bool(season and season.concours))
        if season is None:
            self.title.setText(self.tr("Aucun challenge ouvert"))
            self.rules.setText(
                french(
                    self.tr(
                        "Créez le challenge de la saison (Nouveau challenge…) ou ouvrez son "
                        "fichier, puis ajoutez-y chaque concours une fois terminé."
                    )
                )
            )
            self.concours_model.set_rows([])
            self.standings_model.set_rows([])
            return
        self.title.setText(season.name)
        self.rules.setText(french("\n".join(season.rules.explained())))
        self.concours_model.set_rows(season.concours)
        self.standings_model.set_rows(season.rows)
        for view in (self.concours_view, self.standings_view):
            fit_columns(view)
        if season.concours:
            self.concours_view.selectRow(len(season.concours) - 1)
        self.setWindowTitle(self.tr("Challenge de la saison — %1").replace("%1", season.name))
