"""An error nobody caught: written to the log file with its traceback, then shown in French."""

from __future__ import annotations

import logging
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from tournoi.storage import StorageError
from tournoi.ui import errors


def uncaught(
    error: Exception, log_path: Path, monkeypatch: pytest.MonkeyPatch
) -> list[QMessageBox]:
    """Raise ``error`` past every handler into the installed hook; the message boxes it showed."""
    shown: list[QMessageBox] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box) or 0)
    previous = sys.excepthook
    try:
        errors.install_excepthook(log_path)
        try:
            raise error
        except Exception as raised:
            sys.excepthook(type(raised), raised, raised.__traceback__)
    finally:
        sys.excepthook = previous
        for handler in list(logging.getLogger().handlers):
            if getattr(handler, "baseFilename", None) == str(log_path):
                logging.getLogger().removeHandler(handler)
                handler.close()
    return shown


def test_an_unexpected_error_is_logged_and_shown_in_french(
    qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    log_path = errors.setup_logging(tmp_path / "journal" / "tournoi.log")
    [box] = uncaught(KeyError("table 12"), log_path, monkeypatch)
    assert "Les donnes déjà enregistrées ne sont pas perdues" in box.text()
    assert "KeyError" in box.informativeText() and str(log_path) in box.informativeText()
    written = log_path.read_text(encoding="utf-8")
    assert "erreur inattendue" in written and "raise error" in written


def test_a_disk_that_refuses_to_write_is_said_plainly_not_as_a_bug(
    qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    log_path = errors.setup_logging(tmp_path / "journal" / "tournoi.log")
    message = (
        "La dernière action n'a pas été enregistrée dans « noel.tournoi » : le disque est plein."
    )
    [box] = uncaught(StorageError(message), log_path, monkeypatch)
    assert (box.windowTitle(), box.text(), box.informativeText()) == (
        "Enregistrement impossible",
        message,
        "Ce qui était enregistré avant cette action est intact. Réglez le problème, "
        "puis refaites l'action.",
    )
    assert "enregistrement impossible" in log_path.read_text(encoding="utf-8")
