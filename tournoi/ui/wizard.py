"""The New tournament wizard: identity and file, rules, format, ranking, then a summary.

Each page refuses to go on while what it holds cannot be played (the engine's or the
services' French message is shown); Finish creates the tournament file through
:func:`tournoi.services.tournament.lifecycle.create_tournament` and leaves it open in
:attr:`NewTournamentWizard.database`.
"""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
    QWizard,
    QWizardPage,
)

from engine import FFB_CONTREE, UserError
from tournoi.services.settings import Format, TournamentSettings
from tournoi.services.teams import fees
from tournoi.services.tournament.lifecycle import FILE_SUFFIX, Database, create_tournament
from tournoi.services.tournament.servers import ServerAddress
from tournoi.ui.preferences import Preferences
from tournoi.ui.prizes.fee_box import FeeFields
from tournoi.ui.settings import IdentityForm, SettingsForms, buddy, html, note
from tournoi.ui.settings.rules import own_words
from tournoi.ui.widgets import RED, choose_file, colon, french, show_error

UNSAFE = re.compile(r'[<>:"/\\|?*\x00-\x1f]+')
"""Characters a file name cannot hold on one system or another."""


def default_folder() -> Path:
    """Documents when the user has one, else the home folder."""
    documents = Path.home() / "Documents"
    return documents if documents.is_dir() else Path.home()


def file_name(name: str) -> str:
    """A file name made from the tournament's name.

    >>> file_name("Concours n° 3 : 12/04")
    'Concours n° 3 - 12-04.tournoi'
    >>> file_name("  ")
    'tournoi.tournoi'
    """
    stem = " ".join(UNSAFE.sub("-", name).split()).strip(" .")
    return (stem or "tournoi") + FILE_SUFFIX


class IdentityPage(QWizardPage):
    """Page 1: who, when, where, and the file the tournament is kept in.

    With ``server`` (a database URL), the tournament goes into that database
    instead of a file: the page shows where, and asks for no file.
    """

    def __init__(self, parent: QWidget | None = None, *, server: str | None = None) -> None:
        super().__init__(parent)
        self.server = server
        self.setTitle(self.tr("Tournoi"))
        self.setSubTitle(
            french(
                self.tr(
                    "Le nom est obligatoire ; le reste figure sur les feuilles et le classement."
                )
            )
        )
        self.identity = IdentityForm()
        self.path_edit = QLineEdit()
        self.path_edit.setToolTip(
            self.tr("Le fichier où le tournoi est enregistré au fil de la saisie.")
        )
        self.browse_button = QPushButton(self.tr("Parcou&rir…"))
        self.browse_button.clicked.connect(self._browse)
        self.browse_button.setAutoDefault(False)  # Enter goes to the next page, always
        self.path_note = note()
        self.path_note.setWordWrap(False)  # one line: a wrapped label leaves a gap above it
        self._path_chosen = False
        row = QHBoxLayout()
        row.addWidget(self.path_edit, 1)
        row.addWidget(self.browse_button)
        if server is None:
            self.identity.form.addRow(buddy(self.tr("&Fichier"), self.path_edit), row)
            self.identity.form.addRow("", self.path_note)
        else:
            self.identity.form.addRow(
                colon(self.tr("Base")), QLabel(ServerAddress.from_url(server).display)
            )
        # Asked now, so that check-in can take the fee at the door; « Caisse et lots » changes it.
        self.fee = FeeFields()
        self.fee.setToolTip(
            self.tr("0 : entrée libre. Modifiable ensuite dans Tournoi, Caisse et lots.")
        )
        self.identity.form.addRow(buddy(self.tr("Droit d'&inscription"), self.fee), self.fee)
        # Asked once, at creation: a mêlée registers players alone, a doublettes tournament pairs.
        self.format_combo = QComboBox()
        self.format_combo.addItem(self.tr("En doublettes (équipes fixes)"), Format.DOUBLETTES)
        self.format_combo.addItem(
            self.tr("À la mêlée (joueurs seuls, équipiers tirés à chaque tour)"), Format.MELEE
        )
        self.format_combo.setToolTip(
            self.tr(
                "À la mêlée, chacun s'inscrit seul ; chaque tour tire les équipiers et les "
                "adversaires, et le classement est individuel."
            )
        )
        self.identity.form.addRow(buddy(self.tr("For&mule"), self.format_combo), self.format_combo)
        layout = QVBoxLayout(self)
        layout.addWidget(self.identity)
        layout.addStretch()
        self.registerField("name*", self.identity.name_edit)
        self.identity.name_edit.textChanged.connect(self._name_changed)
        self.path_edit.textEdited.connect(self._path_edited)
        self.path_edit.textChanged.connect(self._check_path)
        self._name_changed()

    def path(self) -> Path:
        """The file to create, with the tournament suffix added when missing."""
        path = Path(self.path_edit.text().strip()).expanduser()
        if path.name and path.suffix != FILE_SUFFIX:
            path = path.with_name(path.name + FILE_SUFFIX)
        return path

    def target(self) -> str | Path:
        """Where the tournament is created: the server's database, or the file."""
        return self.server if self.server is not None else self.path()

    def format(self) -> Format:
        return Format(self.format_combo.currentData())

    def where(self) -> str:
        """The same, in words (never with a password)."""
        if self.server is not None:
            return ServerAddress.from_url(self.server).display
        return str(self.path())

    def validatePage(self) -> bool:  # noqa: N802 (Qt)
        try:
            self.identity.save()
        except UserError as error:
            show_error(self, error)
            self.identity.name_edit.setFocus()
            return False
        if self.server is not None:
            return True
        problem = self._path_problem()
        if problem:
            show_error(self, problem)
            self.path_edit.setFocus()
            return False
        return True

    def _name_changed(self) -> None:
        if not self._path_chosen:
            name = self.identity.name_edit.text()
            self.path_edit.setText(str(default_folder() / file_name(name)))

    def _path_edited(self) -> None:
        self._path_chosen = True

    def _browse(self) -> None:
        chosen = choose_file(
            self,
            self.tr("Enregistrer le tournoi sous"),
            start=self.path(),
            file_filter=self.tr("Tournois de belote (*{})").format(FILE_SUFFIX),
            save=True,
            confirm_overwrite=False,  # an existing file is refused, never replaced
        )
        if chosen:
            self._path_chosen = True
            self.path_edit.setText(chosen)

    def _path_problem(self) -> str:
        if not self.path_edit.text().strip():
            return self.tr("Indiquez le fichier où enregistrer le tournoi.")
        path = self.path()
        if path.exists():
            return french(
                self.tr(
                    "Le fichier « {} » existe déjà : choisissez un autre nom (un tournoi existant "
                    "s'ouvre par Fichier, Ouvrir)."
                )
            ).format(path.name)
        if not path.parent.is_dir():
            return french(self.tr("Le dossier « {} » n'existe pas.")).format(path.parent)
        return ""

    def _check_path(self) -> None:
        problem = self._path_problem() if self.path_edit.text().strip() else ""
        if problem:
            self.path_note.setText(f'<span style="color:{RED.name()}">{html(problem)}</span>')
        else:
            self.path_note.setText(
                html(
                    self.tr(
                        "Le fichier est créé à la fin de l'assistant ; un fichier existant n'est jamais remplacé."
                    )
                )
            )


class SettingsPage(QWizardPage):
    """A page showing one settings form; it refuses to go on while ``check`` raises."""

    def __init__(self, wizard: NewTournamentWizard, form: QWidget, in_words: bool) -> None:
        super().__init__()
        self._wizard = wizard
        layout = QVBoxLayout(self)
        layout.addWidget(form)
        self.in_words: QLabel | None = None
        if in_words:
            self.in_words = wizard.forms.in_words()
            box = QGroupBox(self.tr("Les règles en clair"))
            QVBoxLayout(box).addWidget(self.in_words)
            layout.addWidget(box)
        layout.addStretch()

    def validatePage(self) -> bool:  # noqa: N802 (Qt)
        try:
            self._wizard.forms.save()
        except UserError as error:
            show_error(self, error)
            return False
        return True


class RulesPage(SettingsPage):
    """Page 2: the rules form, and a button keeping these rules for the next concours."""

    def __init__(self, wizard: NewTournamentWizard, preferences: Preferences) -> None:
        super().__init__(wizard, wizard.forms.rules_form, in_words=True)
        self._preferences = preferences
        self.save_button = QPushButton(self.tr("&Enregistrer ce règlement…"))
        self.save_button.setToolTip(
            french(
                self.tr(
                    "Garde ces règles sous un nom, sur cet ordinateur : elles seront proposées "
                    "dans la liste des règlements au prochain concours."
                )
            )
        )
        self.save_button.clicked.connect(self.save_preset)
        row = QHBoxLayout()
        row.addStretch()
        row.addWidget(self.save_button)
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        layout.insertLayout(1, row)
        wizard.forms.rules_form.set_saved_presets(preferences.rules_presets)

    def save_preset(self) -> None:
        try:
            rules = self._wizard.forms.save().rules
        except UserError as error:
            show_error(self, error)
            return
        name, accepted = QInputDialog.getText(
            self,
            self.tr("Enregistrer ce règlement"),
            colon(self.tr("Nom du règlement")),
            text=self.tr("Règles du club"),
        )
        if not accepted or not name.strip():
            return
        self._preferences.save_rules_preset(name.strip(), rules)
        self._wizard.forms.rules_form.set_saved_presets(self._preferences.rules_presets)


def fee_words(fee: fees.FeeSettings) -> str:
    """The fee in the summary's words, in the window's language."""
    if not fee.amount_cents:
        return QCoreApplication.translate("SummaryPage", "entrée libre")
    amount = fees.euros(fee.amount_cents)
    if fee.basis is fees.FeeBasis.TEAM:
        return QCoreApplication.translate("SummaryPage", "{amount} par équipe").format(
            amount=amount
        )
    return QCoreApplication.translate(
        "SummaryPage", "{amount} par joueur ({team} par équipe)"
    ).format(amount=amount, team=fees.euros(fee.per_team))


class SummaryPage(QWizardPage):
    """Page 5: everything in words before the file is created."""

    def __init__(self, wizard: NewTournamentWizard) -> None:
        super().__init__()
        self._wizard = wizard
        self.setTitle(self.tr("Récapitulatif"))
        self.setSubTitle(
            french(
                self.tr(
                    "Vérifiez avant de créer le tournoi ; tout reste modifiable dans Tournoi, Réglages du tournoi, tant qu'aucune donne n'est saisie."
                )
            )
        )
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.text.setContentsMargins(8, 8, 8, 8)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.text)
        layout = QVBoxLayout(self)
        layout.addWidget(scroll)

    def initializePage(self) -> None:  # noqa: N802 (Qt)
        wizard = self._wizard
        identity = wizard.identity_page.identity.save()
        rows = [
            (self.tr("Tournoi"), identity.name),
            (
                self.tr("Date"),
                identity.day.strftime("%d/%m/%Y") if identity.day else self.tr("non précisée"),
            ),
            (self.tr("Lieu"), identity.place),
            (self.tr("Organisateur"), identity.organiser),
            (self.tr("Arbitre"), identity.arbiter),
            (
                self.tr("Fichier") if wizard.identity_page.server is None else self.tr("Base"),
                wizard.identity_page.where(),
            ),
            (self.tr("Droit d'inscription"), fee_words(wizard.identity_page.fee.fee())),
        ]
        head = "".join(
            f"<tr><td><b>{html(colon(label))}</b></td><td>{html(value or '—')}</td></tr>"
            for label, value in rows
        )
        try:
            settings = wizard.settings()
            lines = own_words(settings.describe(), settings.rules)
        except UserError as error:
            lines = [str(error)]
        items = "".join(f"<li>{html(line)}</li>" for line in lines)
        settings_title = self.tr("Réglages")
        self.text.setText(
            f'<table cellspacing="0" cellpadding="3">{head}</table>'
            f"<p><b>{html(settings_title)}</b></p><ul>{items}</ul>"
        )


class NewTournamentWizard(QWizard):
    """Five pages; after an accepted ``exec()``, :attr:`database` is the new tournament, open."""

    def __init__(
        self,
        who: str,
        parent: QWidget | None = None,
        *,
        server: str | None = None,
        preferences: Preferences | None = None,
    ) -> None:
        """``preferences`` hold the organiser's own rules presets (the system's by default)."""
        super().__init__(parent)
        self.who = who
        self.database: Database | None = None
        self.setWindowTitle(self.tr("Nouveau tournoi"))
        self.setWizardStyle(QWizard.WizardStyle.ClassicStyle)
        self.setOption(QWizard.WizardOption.NoBackButtonOnStartPage)
        for button, text in (
            (QWizard.WizardButton.BackButton, self.tr("< &Précédent")),
            (QWizard.WizardButton.NextButton, self.tr("&Suivant >")),
            (QWizard.WizardButton.FinishButton, self.tr("&Créer le tournoi")),
            (QWizard.WizardButton.CancelButton, self.tr("Annuler")),
        ):
            self.setButtonText(button, text)
        self.forms = SettingsForms(TournamentSettings(rules=FFB_CONTREE, rounds=4), self)

        self.identity_page = IdentityPage(server=server)
        self.rules_page = RulesPage(self, preferences or Preferences())
        self.rules_page.setTitle(self.tr("Règles du jeu"))
        self.rules_page.setSubTitle(
            french(
                self.tr(
                    "Un règlement de la FFB ou du club, ou chaque option à votre choix ; survolez une option pour voir son paragraphe du règlement ou sa source."
                )
            )
        )
        self.format_page = SettingsPage(self, self.forms.format_form, in_words=True)
        self.format_page.setTitle(self.tr("Format"))
        self.format_page.setSubTitle(
            french(self.tr("Combien de tours, et quand une partie s'arrête."))
        )
        self.ranking_page = SettingsPage(self, self.forms.ranking_form, in_words=False)
        self.ranking_page.setTitle(self.tr("Classement"))
        self.ranking_page.setSubTitle(
            french(
                self.tr(
                    "Les critères départagent les équipes dans l'ordre de la liste ; l'exempt et le forfait marquent selon vos choix."
                )
            )
        )
        self.summary_page = SummaryPage(self)
        self.identity_page.format_combo.currentIndexChanged.connect(
            lambda: self.forms.format_form.set_melee(self.identity_page.format() is Format.MELEE)
        )
        for page in (self.identity_page, self.rules_page, self.format_page,
                     self.ranking_page, self.summary_page):  # fmt: skip
            self.addPage(page)
        self.resize(940, 680)

    def validateCurrentPage(self) -> bool:  # noqa: N802 (Qt)
        if not super().validateCurrentPage():
            return False
        if self.currentPage() is self.summary_page and self.database is None:
            return self._create()
        return True

    def settings(self) -> TournamentSettings:
        """The forms' settings in the format the first page chose."""
        return replace(self.forms.save(), format=self.identity_page.format())

    def _create(self) -> bool:
        try:
            identity = self.identity_page.identity.save()
            self.database = create_tournament(
                self.identity_page.target(),
                name=identity.name,
                settings=self.settings(),
                day=identity.day,
                place=identity.place,
                organiser=identity.organiser,
                arbiter=identity.arbiter,
                who=self.who,
            )
            fee = self.identity_page.fee.fee()
            if fee.amount_cents:
                fees.set_fee(self.database, fee=fee, who=self.who)
        except UserError as error:
            show_error(self, error, self.tr("Création impossible"))
            return False
        return True
