"""Unexpected errors: written to a log file and shown in French; what was recorded stays recorded."""

from __future__ import annotations

import logging
import sys
import traceback
from logging.handlers import RotatingFileHandler
from pathlib import Path
from types import TracebackType

from platformdirs import user_log_dir
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from tournoi.services.tournament.lifecycle import StorageError

log = logging.getLogger("tournoi")


def log_file() -> Path:
    return Path(user_log_dir("tournoi", appauthor=False)) / "tournoi.log"


def setup_logging(path: Path | None = None) -> Path:
    """Log to a rotating file (and nowhere else); returns its path."""
    path = path or log_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    handler = RotatingFileHandler(path, maxBytes=1_000_000, backupCount=3, encoding="utf-8")
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s : %(message)s"))
    root = logging.getLogger()
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    return path


def install_excepthook(path: Path) -> None:
    """Any error nobody caught: logged with its traceback, then a French dialog."""

    def hook(kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
        trace = "".join(traceback.format_exception(kind, error, tb))
        if isinstance(error, StorageError):  # the disk, the file or the server, not a bug
            log.warning("enregistrement impossible\n%s", trace)
            if QApplication.instance() is not None:
                show_storage_failure(QApplication.activeWindow(), error)
            return
        log.error("erreur inattendue\n%s", trace)
        if QApplication.instance() is not None:
            show_unexpected(QApplication.activeWindow(), error, path)

    sys.excepthook = hook


def show_storage_failure(parent: QWidget | None, error: StorageError) -> None:
    """The tournament could not be written (disk full, read-only, server gone): say what to do."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(QCoreApplication.translate("errors", "Enregistrement impossible"))
    box.setText(str(error))
    box.setInformativeText(
        QCoreApplication.translate(
            "errors",
            "Ce qui était enregistré avant cette action est intact. Réglez le problème, "
            "puis refaites l'action.",
        )
    )
    box.exec()


def show_unexpected(parent: QWidget | None, error: BaseException, path: Path) -> None:
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Critical)
    box.setWindowTitle(QCoreApplication.translate("errors", "Erreur inattendue"))
    box.setText(
        QCoreApplication.translate(
            "errors",
            "Une erreur inattendue s'est produite. Les donnes déjà enregistrées ne sont pas "
            "perdues : chaque donne est écrite dans le fichier dès qu'elle est validée.",
        )
    )
    box.setInformativeText(
        QCoreApplication.translate(
            "errors", "Détail : {kind} : {error}\n\nLe rapport complet est dans :\n{path}"
        ).format(kind=type(error).__name__, error=error, path=path)
    )
    box.exec()
