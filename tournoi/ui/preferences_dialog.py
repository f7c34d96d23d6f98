"""The application's preferences: language, font size, and this station's name."""

from __future__ import annotations

from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from tournoi.files.text import LIMITS, Text
from tournoi.ui.preferences import Preferences
from tournoi.ui.settings import buddy, note

LANGUAGES = (("Français", "fr"), ("English", "en"))
"""Each language in its own words: whoever reads the other one still finds theirs."""
FONT_SIZES = (10, 12, 14, 16, 18)


class PreferencesDialog(QDialog):
    def __init__(self, preferences: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._preferences = preferences
        self.setWindowTitle(self.tr("Préférences"))
        self.language_combo = QComboBox()
        for name, code in LANGUAGES:
            self.language_combo.addItem(name, code)
        self.language_combo.setCurrentIndex(
            max(0, self.language_combo.findData(preferences.language))
        )
        self.font_combo = QComboBox()
        self.font_combo.addItem(self.tr("Taille du système"), 0)
        for size in FONT_SIZES:
            self.font_combo.addItem(self.tr("{} points").format(size), size)
        self.font_combo.setCurrentIndex(max(0, self.font_combo.findData(preferences.font_size)))
        self.station_edit = QLineEdit(preferences.station)
        self.station_edit.setMaxLength(LIMITS[Text.STATION].length)
        self.station_edit.setMinimumWidth(280)

        grid = QGridLayout()
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(2)
        rows = (
            (self.tr("&Langue"), self.language_combo,
             self.tr("La langue change au prochain démarrage de l'application.")),
            (self.tr("&Taille du texte"), self.font_combo,
             self.tr("La taille du texte change dès l'enregistrement.")),
            (self.tr("&Nom de ce poste"), self.station_edit,
             self.tr("Écrit dans l'historique des modifications, pour savoir qui a saisi quoi.")),
        )  # fmt: skip
        for row, (label, field, explanation) in enumerate(rows):
            grid.addWidget(buddy(label, field), 2 * row, 0)
            grid.addWidget(field, 2 * row, 1)
            hint = note(explanation)
            hint.setWordWrap(False)
            grid.addWidget(hint, 2 * row + 1, 1)
            grid.setRowMinimumHeight(2 * row + 1, hint.sizeHint().height() + 10)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Enregistrer"))
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Annuler"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(grid)
        layout.addSpacing(8)
        layout.addWidget(buttons)

    def accept(self) -> None:
        preferences = self._preferences
        preferences.language = str(self.language_combo.currentData())
        preferences.font_size = int(self.font_combo.currentData())
        preferences.station = self.station_edit.text()
        preferences.sync()
        app = QApplication.instance()
        if isinstance(app, QApplication):
            # Imported here: the application module imports the main window, which imports us.
            from tournoi.ui.app import apply_preferences  # noqa: PLC0415

            if not preferences.font_size:
                app.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.GeneralFont))
            apply_preferences(app, preferences)
        super().accept()
