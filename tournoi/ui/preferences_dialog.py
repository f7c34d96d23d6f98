"""The application's preferences: language, font size, this station's name, the club's register."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engine import UserError
from tournoi.files.text import LIMITS, Text
from tournoi.services import register
from tournoi.ui.preferences import Preferences
from tournoi.ui.settings import buddy, note
from tournoi.ui.widgets import choose_file

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
        self.register_edit = QLineEdit(preferences.register_file)
        self.register_edit.setPlaceholderText(self.tr("aucun"))
        self.register_edit.setClearButtonEnabled(True)
        self.register_button = QPushButton(self.tr("C&hoisir…"))
        self.register_button.clicked.connect(self._choose_register)
        register_row = QHBoxLayout()
        register_row.setContentsMargins(0, 0, 0, 0)
        register_row.addWidget(self.register_edit, 1)
        register_row.addWidget(self.register_button)
        register_field = QWidget()
        register_field.setLayout(register_row)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020")

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
            (self.tr("&Registre des joueurs"), register_field,
             self.tr("Les joueurs du club, proposés à l'inscription : un fichier .registre, "
                     "ou postgresql://… sur le serveur du club.")),
        )  # fmt: skip
        for row, (label, field, explanation) in enumerate(rows):
            focused = self.register_edit if field is register_field else field
            grid.addWidget(buddy(label, focused), 2 * row, 0)
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
        layout.addWidget(self.error)
        layout.addSpacing(8)
        layout.addWidget(buttons)

    def _choose_register(self) -> None:
        """An existing register, or a new one's name (it is made when the preferences are saved)."""
        start = self.register_edit.text() or str(Path.home() / f"club{register.FILE_SUFFIX}")
        chosen = choose_file(
            self,
            self.tr("Registre des joueurs"),
            start=start,
            file_filter=self.tr("Registre des joueurs (*.registre)"),
            save=True,
            confirm_overwrite=False,
        )
        if chosen:
            path = Path(chosen)
            if path.suffix != register.FILE_SUFFIX:
                path = path.with_name(path.name + register.FILE_SUFFIX)
            self.register_edit.setText(str(path))

    def accept(self) -> None:
        chosen = self.register_edit.text().strip()
        if chosen:
            try:
                register.open_or_create(register.place_of(chosen))
            except UserError as refusal:
                self.error.setText(refusal.message)
                self.register_edit.setFocus()
                return
        preferences = self._preferences
        preferences.register_file = chosen
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
