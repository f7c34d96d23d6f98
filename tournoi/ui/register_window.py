"""« Registre des joueurs » : the club's players as registration suggests them; filled from a
team list or a past tournament, exported, a person deleted on request (the GDPR's erasure).

The register is the one the preferences name; each action opens it and closes it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engine import UserError
from tournoi.services import register
from tournoi.services.register import Place, RegisteredPlayer
from tournoi.ui.preferences import Preferences
from tournoi.ui.row_model import RowTableModel, fit_columns, fold, row_table
from tournoi.ui.widgets import choose_file, confirm, french, show_error


class PeopleModel(RowTableModel[RegisteredPlayer]):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(key=lambda person: person.id, parent=parent)
        self.headers = (self.tr("Prénom"), self.tr("Nom"), self.tr("Club"), self.tr("Licence"))

    def cell(self, row: RegisteredPlayer, column: int, role: int) -> object:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        return (row.first_name, row.surname, row.club or "", row.licence or "")[column]


class RegisterWindow(QDialog):
    """The register of ``preferences``, its people listed and searched without accents."""

    def __init__(self, preferences: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Registre des joueurs"))
        self._preferences = preferences
        self.everyone: list[RegisteredPlayer] = []
        self.where = QLabel()
        self.where.setWordWrap(True)
        self.search = QLineEdit()
        self.search.setClearButtonEnabled(True)
        self.search.setPlaceholderText(self.tr("nom, prénom, club ou licence"))
        self.model = PeopleModel(self)
        self.view = row_table(self.model)
        self.view.horizontalHeader().setStretchLastSection(True)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.team_file_button = QPushButton(self.tr("Importer une &liste d'équipes…"))
        self.tournament_button = QPushButton(self.tr("Importer un &tournoi…"))
        self.export_button = QPushButton(self.tr("&Exporter (CSV)…"))
        self.forget_button = QPushButton(self.tr("&Supprimer la personne…"))
        close = QPushButton(self.tr("&Fermer"))
        actions = QHBoxLayout()
        for button in (self.team_file_button, self.tournament_button, self.export_button):
            actions.addWidget(button)
        actions.addStretch(1)
        actions.addWidget(self.forget_button)
        actions.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.where)
        layout.addWidget(self.search)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.status)
        layout.addLayout(actions)
        self.search.textChanged.connect(self._filter)
        self.team_file_button.clicked.connect(self.import_team_file)
        self.tournament_button.clicked.connect(self.import_tournament)
        self.export_button.clicked.connect(self.export)
        self.forget_button.clicked.connect(self.forget_selected)
        close.clicked.connect(self.close)
        self.resize(900, 560)
        self.reload()

    @property
    def path(self) -> Place | None:
        """The register the preferences name: a file, or a database on the club's server."""
        chosen = self._preferences.register_file
        return register.place_of(chosen) if chosen else None

    def reload(self) -> None:
        path = self.path
        usable = path is not None
        if path is None:
            self.where.setText(
                french(self.tr("Aucun registre : choisissez-en un dans Outils › Préférences."))
            )
            self.everyone = []
        else:
            try:
                self.everyone = register.people(path)
            except UserError as refusal:
                self.where.setText(french(refusal.message))
                self.everyone, usable = [], False
            else:
                self.where.setText(french(self._held(len(self.everyone)).replace("%1", str(path))))
        for button in (
            self.team_file_button,
            self.tournament_button,
            self.export_button,
            self.forget_button,
        ):
            button.setEnabled(usable)
        self._filter()

    def _filter(self) -> None:
        words = fold(self.search.text().strip())
        shown = [
            person
            for person in self.everyone
            if words in fold(f"{person.full_name} {person.surname} {person.club or ''} "
                             f"{person.licence or ''}")
        ]  # fmt: skip
        self.model.set_rows(shown)
        fit_columns(self.view)

    def import_team_file(self) -> None:
        chosen = self._chosen(
            self.tr("Importer une liste d'équipes"), self.tr("Listes d'équipes (*.csv *.xlsx)")
        )
        if chosen is not None:
            self._added(lambda path: register.import_team_file(path, team_file=chosen))

    def import_tournament(self) -> None:
        chosen = self._chosen(self.tr("Importer un tournoi"), self.tr("Tournoi (*.tournoi)"))
        if chosen is not None:
            self._added(lambda path: register.import_tournament(path, tournament=chosen))

    def _chosen(self, title: str, kinds: str) -> Path | None:
        start = self.path.parent if isinstance(self.path, Path) else Path.home()
        chosen = choose_file(self, title, start=start, file_filter=kinds)
        return Path(chosen) if chosen else None

    def _added(self, fill: Callable[[Place], int]) -> None:
        path = self.path
        if path is None:
            return
        try:
            added = fill(path)
        except UserError as refusal:
            show_error(self, refusal)
            return
        self.reload()
        self.status.setText(french(self._added_words(added)))

    # The French text by French rule (0 and 1 singular), English by Qt's plural forms (%n).

    def _held(self, number: int) -> str:
        if number <= 1:
            return self.tr("Registre « %1 » : %n personne.", "", number)
        return self.tr("Registre « %1 » : %n personnes.", "", number)

    def _added_words(self, number: int) -> str:
        if number <= 1:
            return self.tr("%n personne ajoutée au registre.", "", number)
        return self.tr("%n personnes ajoutées au registre.", "", number)

    def export(self) -> None:
        from tournoi.exports.register import export_register  # noqa: PLC0415 (a document)

        path = self.path
        if path is None:
            return
        chosen = choose_file(
            self,
            self.tr("Exporter le registre"),
            start=path.with_suffix(".csv")
            if isinstance(path, Path)
            else Path.home() / "registre.csv",
            file_filter=self.tr("CSV (*.csv)"),
            save=True,
        )
        if not chosen:
            return
        try:
            self.status.setText(french(export_register(path, path=Path(chosen))))
        except UserError as refusal:
            show_error(self, refusal)

    def forget_selected(self) -> None:
        person = self.model.row_at(self.view.currentIndex())
        path = self.path
        if person is None or path is None:
            return
        question = self.tr(
            "Supprimer « %1 » du registre, avec les équipes où il a joué ? Les tournois déjà "
            "joués ne changent pas."
        ).replace("%1", person.full_name)
        if not confirm(self, self.tr("Supprimer la personne"), french(question)):
            return
        try:
            register.forget_person(path, person.id)
        except UserError as refusal:
            show_error(self, refusal)
            return
        self.reload()
        self.status.setText(
            french(self.tr("« %1 » supprimé du registre.").replace("%1", person.full_name))
        )
