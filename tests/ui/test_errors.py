"""An error nobody caught: written to the log file with its traceback, then shown in French."""

from __future__ import annotations

import logging
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from tournoi.storage import StorageError
from tournoi.ui import errors


def test_an_unexpected_error_is_logged_and_shown_in_french(
    qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(
        QMessageBox, "exec", lambda box: shown.append((box.text(), box.informativeText())) or 0
    )
    log_path = errors.setup_logging(tmp_path / "journal" / "tournoi.log")
    previous = sys.excepthook
    try:
        errors.install_excepthook(log_path)
        try:
            raise KeyError("table 12")
        except KeyError as error:
            sys.excepthook(type(error), error, error.__traceback__)
    finally:
        sys.excepthook = previous
        for handler in list(logging.getLogger().handlers):
            if getattr(handler, "baseFilename", None) == str(log_path):
                logging.getLogger().removeHandler(handler)
                handler.close()
    text, detail = shown[0]
    assert "Les donnes déjà enregistrées ne sont pas perdues" in text
    assert "KeyError" in detail and str(log_path) in detail
    written = log_path.read_text(encoding="utf-8")
    assert "erreur inattendue" in written and "raise KeyError" in written


def test_a_disk_that_refuses_to_write_is_said_plainly_not_as_a_bug(
    qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[tuple[str, str, str]] = []
    monkeypatch.setattr(
        QMessageBox,
        "exec",
        lambda box: shown.append((box.windowTitle(), box.text(), box.informativeText())) or 0,
    )
    log_path = errors.setup_logging(tmp_path / "journal" / "tournoi.log")
    previous = sys.excepthook
    message = (
        "La dernière action n'a pas été enregistrée dans « noel.tournoi » : le disque est plein."
    )
    try:
        errors.install_excepthook(log_path)
        try:
            raise StorageError(message)
        except StorageError as error:
            sys.excepthook(type(error), error, error.__traceback__)
    finally:
        sys.excepthook = previous
        for handler in list(logging.getLogger().handlers):
            if getattr(handler, "baseFilename", None) == str(log_path):
                logging.getLogger().removeHandler(handler)
                handler.close()
    assert shown == [
        (
            "Enregistrement impossible",
            message,
            "Ce qui était enregistré avant cette action est intact. Réglez le problème, "
            "puis refaites l'action.",
        )
    ]
    assert "enregistrement impossible" in log_path.read_text(encoding="utf-8")
