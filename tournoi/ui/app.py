"""Starting the application: logging, error dialog, language, font size, the main window."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

from tournoi.ui.errors import install_excepthook, setup_logging
from tournoi.ui.main_window import MainWindow
from tournoi.ui.preferences import APPLICATION, ORGANIZATION, Preferences

TRANSLATIONS = Path(__file__).resolve().parent / "translations"


def apply_preferences(app: QApplication, preferences: Preferences) -> None:
    """Font size and language; English comes from the Qt translation shipped with the app."""
    if preferences.font_size:
        font = QFont(app.font())
        font.setPointSize(preferences.font_size)
        app.setFont(font)
    for translator in getattr(app, "_tournoi_translators", []):
        app.removeTranslator(translator)
    translators = []
    if preferences.language == "en":
        ours = QTranslator(app)
        if ours.load(str(TRANSLATIONS / "tournoi_en.qm")):
            translators.append(ours)
    else:
        qt = QTranslator(app)
        if qt.load(QLocale(QLocale.Language.French), "qtbase", "_",
                   QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):  # fmt: skip
            translators.append(qt)
    for translator in translators:
        app.installTranslator(translator)
    app._tournoi_translators = translators  # type: ignore[attr-defined]


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv if argv is None else argv)
    app = QApplication.instance() or QApplication(args)
    assert isinstance(app, QApplication)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName("Tournoi de belote")
    install_excepthook(setup_logging())
    preferences = Preferences()
    apply_preferences(app, preferences)
    window = MainWindow(preferences)
    window.show()
    files = [arg for arg in args[1:] if not arg.startswith("-")]
    if files:
        window.open_location(files[0])
    return app.exec()
