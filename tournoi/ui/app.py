"""Starting the application: logging, error dialog, language, font size, icon, the main window."""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Final

# The storage and the services the first page reads load before Qt: PySide6's import
# hook reads the source of every module imported after it (a sixth of a second here).
import tournoi.services.teams.registration  # noqa: F401

# isort: split
from PySide6.QtCore import QLibraryInfo, QLocale, QTimer, QTranslator
from PySide6.QtGui import QFont, QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from tournoi.resources import resources_dir
from tournoi.services.tournament.lifecycle import (
    Database,
    StorageError,
    get_settings,
    open_tournament,
    tournament_info,
)
from tournoi.ui.errors import install_excepthook, setup_logging
from tournoi.ui.main_window import MainWindow
from tournoi.ui.preferences import APPLICATION, ORGANIZATION, Preferences

TRANSLATIONS = Path(__file__).resolve().parent / "translations"
DESKTOP_FILE = "tournoi-belote"
"""The Linux menu entry (``packaging/tournoi-belote.desktop``) the windows belong to."""


def application_icon() -> QIcon:
    """Two cards on the green cloth, at every size drawn (``resources/icons/tournoi-SIZE.png``)."""
    icon = QIcon()
    for path in sorted((resources_dir() / "icons").glob("tournoi-*.png")):
        icon.addFile(str(path))
    return icon


class QtFrenchComplements(QTranslator):
    """The words of Qt's file dialog that Qt's French translation lacks (Qt 6 changed them)."""

    WORDS: Final = {
        ("QFileDialog", "&Look in:"): "&Voir dans\u00a0:",
        ("QFileDialog", "Files of &type:"): "Fichiers de &type\u00a0:",
        ("QAbstractFileIconProvider", "Folder"): "Dossier",
        ("QAbstractFileIconProvider", "Drive"): "Lecteur",
    }

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str | None:
        # None, Qt's null string, lets the next translation answer; "" would blank the text.
        return self.WORDS.get((context, source))

    def isEmpty(self) -> bool:  # noqa: N802 (Qt)
        return False


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
        translators.append(QtFrenchComplements(app))
    for translator in translators:
        app.installTranslator(translator)
    app._tournoi_translators = translators  # type: ignore[attr-defined]


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv if argv is None else argv)
    app = _application(args)
    install_excepthook(setup_logging())
    preferences = Preferences()
    apply_preferences(app, preferences)
    window = MainWindow(preferences)
    window.show()
    files = [arg for arg in args[1:] if not arg.startswith("-")]
    if files:
        window.open_location(files[0])
    return app.exec()


def check_installation(location: str) -> int:
    """``tournoi --verifier FILE``: open a tournament in the window, say what it holds, quit.

    For whoever checks an installation: the window is built and the tournament
    opened as usual, without the user's recent files changing; with no screen
    (a server, a test), Qt draws offscreen. Nothing waits for an answer: a
    dialog is closed and what it said written on standard error. Exit status 0,
    or 1 with the French message when the file is refused.
    """
    if sys.platform.startswith("linux") and not _display():
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    try:
        open_tournament(location).close()
    except StorageError as error:
        if sys.stderr is not None:  # None in the Windows program without a console
            sys.stderr.write(f"{error}\n")
        return 1
    app = _application(sys.argv[:1])
    said: list[str] = []
    guard = _close_dialogs(app, said)
    with tempfile.TemporaryDirectory() as folder:
        preferences = Preferences(Path(folder) / "preferences.ini")
        apply_preferences(app, preferences)
        window = MainWindow(preferences)
        window.show()
        app.processEvents()
        opened = window.open_location(location)
        window.wait_for_check()  # a damaged file is closed when its check reports
        context = window.context if opened else None
        app.processEvents()
        summary = None if context is None else _summary(context.database)
        window.close()
        app.processEvents()
    guard.stop()
    if sys.stderr is not None:
        sys.stderr.writelines(f"{message}\n" for message in said)
    if summary is None:
        return 1
    if sys.stdout is not None:
        sys.stdout.buffer.write(f"{summary}\n".encode())
        sys.stdout.flush()
    return 0


def _close_dialogs(app: QApplication, said: list[str]) -> QTimer:
    """Nobody answers a dialog during a check: what it says is kept, and it is closed."""

    def close() -> None:
        dialog = app.activeModalWidget()
        if dialog is not None:
            said.append(dialog.text() if isinstance(dialog, QMessageBox) else dialog.windowTitle())
            dialog.close()

    timer = QTimer(app)
    timer.timeout.connect(close)
    timer.start(50)
    return timer


def _application(args: list[str]) -> QApplication:
    app = QApplication.instance() or QApplication(args)
    assert isinstance(app, QApplication)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName("Tournoi de belote")
    QGuiApplication.setDesktopFileName(DESKTOP_FILE)
    app.setWindowIcon(application_icon())
    return app


def _display() -> bool:
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def _summary(database: Database) -> str:
    """« Tournoi « Noël » ouvert : 12 équipes, 2 tours tirés sur 5. »"""
    from tournoi.services.draws import last_round  # noqa: PLC0415 (the draws: not for the window's start)
    from tournoi.services.teams.registration import list_teams  # noqa: PLC0415

    name = tournament_info(database).name
    teams = len(list_teams(database))
    drawn = last_round(database)
    planned = get_settings(database).rounds
    return (
        f"Tournoi « {name} » ouvert : {_count(teams, 'équipe', 'équipes')}, "
        f"{_count(drawn, 'tour tiré', 'tours tirés')} sur {planned}."
    )


def _count(number: int, one: str, several: str) -> str:
    """French plural: ``0 équipe``, ``1 équipe``, ``2 équipes``."""
    return f"{number} {one if number < 2 else several}"
