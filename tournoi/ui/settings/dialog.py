"""The Settings of an open tournament: its identity, rules, format, ranking, byes.

Once a donne has been entered the rules of the game and the end of a partie are shown
read-only (the service would refuse to change them); the rest stays editable. OK saves
through the services as one undoable action, :class:`SaveSettings`.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from engine import UserError
from tournoi.services.settings import TournamentSettings
from tournoi.services.tournament import lifecycle
from tournoi.services.tournament.activity import Area
from tournoi.services.tournament.lifecycle import Identity
from tournoi.ui.context import TournamentContext
from tournoi.ui.settings.form import FormError
from tournoi.ui.settings.forms import SettingsForms
from tournoi.ui.settings.identity import IdentityForm
from tournoi.ui.settings.labels import html, note
from tournoi.ui.undo import ReplaceCommand
from tournoi.ui.widgets import colon, keep_accents, show_error

LOCK_STYLE = (
    "background: #fff4cf; border: 1px solid #d9b44a; border-radius: 4px; padding: 6px 8px;"
    " color: #3d3000; margin-bottom: 6px"
)


@dataclass(frozen=True, slots=True, kw_only=True)
class Saved:
    """What the Settings dialog writes: the settings and the identity."""

    settings: TournamentSettings
    identity: Identity


class SaveSettings(ReplaceCommand[Saved]):
    """The Settings dialog's OK: each part written only when it changes."""

    change = Area.SETTINGS

    def write(self, saved: Saved, *, instead_of: Saved) -> None:
        # One transaction for both parts, each written only when it changes: all or nothing.
        lifecycle.update_tournament(
            self.context.database,
            settings=None if saved.settings == instead_of.settings else saved.settings,
            identity=None if saved.identity == instead_of.identity else saved.identity,
            who=self.context.who,
        )


class SettingsDialog(QDialog):
    def __init__(self, context: TournamentContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._context = context
        self.setWindowTitle(self.tr("Réglages du tournoi"))
        info = context.info
        self._identity = Identity.of(info)
        self._settings = lifecycle.get_settings(context.database)
        self.locked = lifecycle.rules_locked(context.database)

        self.identity_form = IdentityForm()
        self.identity_form.load(self._identity)
        self.forms = SettingsForms(self._settings, self)
        if self.locked:
            self.forms.lock_rules()

        self.tabs = QTabWidget()
        keep_accents(self.tabs)
        self.tabs.addTab(self._identity_tab(info.location), self.tr("&Identité"))
        self.tabs.addTab(self._rules_tab(), self.tr("Règles du &jeu"))
        self.tabs.addTab(self._format_tab(), self.tr("&Partie et tours"))
        ranking_tab = QWidget()
        QVBoxLayout(ranking_tab).addWidget(self.forms.ranking_form)
        self.tabs.addTab(ranking_tab, self.tr("&Classement"))
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Enregistrer"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Annuler"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(self.buttons)
        self.resize(940, 640)

    def _lock_note(self, text: str) -> QLabel:
        label = note(html(text))
        label.setStyleSheet(LOCK_STYLE)
        label.setVisible(self.locked)
        return label

    def _identity_tab(self, location: str) -> QWidget:
        tab = QWidget()
        self.identity_form.form.addRow(QLabel(colon(self.tr("Fichier"))), QLabel(html(location)))
        layout = QVBoxLayout(tab)
        layout.addWidget(self.identity_form)
        layout.addStretch()
        return tab

    def _rules_tab(self) -> QWidget:
        tab = QWidget()
        layout = QVBoxLayout(tab)
        self.rules_lock_note = self._lock_note(
            self.tr(
                "Des donnes ont déjà été saisies : les règles du jeu ne peuvent plus changer, "
                "pour que toutes les parties du tournoi se comptent de la même façon."
            )
        )
        layout.addWidget(self.rules_lock_note)
        layout.addWidget(self.forms.rules_form)
        box = QGroupBox(self.tr("Les règles en clair"))
        QVBoxLayout(box).addWidget(self.forms.in_words())
        layout.addWidget(box)
        layout.addStretch()
        return tab

    def _format_tab(self) -> QWidget:
        tab = QWidget()
        layout = QVBoxLayout(tab)
        self.format_lock_note = self._lock_note(
            self.tr(
                "Des donnes ont déjà été saisies : la fin d'une partie ne peut plus changer ; "
                "le nombre de tours, le classement et l'exempt restent modifiables."
            )
        )
        layout.addWidget(self.format_lock_note)
        layout.addWidget(self.forms.format_form)
        layout.addStretch()
        return tab

    def accept(self) -> None:
        try:
            settings = self.forms.save()
        except UserError as error:
            show_error(self, error)
            return
        try:
            identity = self.identity_form.save()
        except FormError as error:
            show_error(self, error)
            self.tabs.setCurrentIndex(0)
            self.identity_form.name_edit.setFocus()
            return
        after = Saved(settings=settings, identity=identity)
        if after == Saved(settings=self._settings, identity=self._identity):
            super().accept()
            return
        database = self._context.database
        before = Saved(
            settings=lifecycle.get_settings(database), identity=Identity.of(self._context.info)
        )
        command = SaveSettings(
            self._context, self.tr("Modifier les réglages du tournoi"), before=before, after=after
        )
        try:
            self._context.push(command)
        except UserError as error:
            show_error(self, error)
            return
        super().accept()
