"""Opening a tournament file on a network share: the window says it, once the file is open."""

from __future__ import annotations

import functools
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from tournoi.services.tournament.network_share import DRIVE_REMOTE, share_warning
from tournoi.ui import share_notice
from tournoi.ui.main_window import MainWindow


def test_a_file_on_a_network_drive_opens_with_a_warning(
    window: MainWindow, tournament_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(
        QMessageBox, "warning", lambda _parent, title, text: shown.append((title, text))
    )
    # The file as Windows would name it on a drive mapped to the club's server.
    on_windows = functools.partial(
        share_warning, windows=True, drive_type=lambda root: DRIVE_REMOTE
    )
    monkeypatch.setattr(
        share_notice, "share_warning", lambda location: on_windows(f"Z:\\{Path(location).name}")
    )
    assert window.open_location(str(tournament_file))
    assert window.stack.currentWidget() is window.tabs
    ((title, text),) = shown
    assert title == "Tournoi sur un partage réseau"
    assert text.startswith(f"« {tournament_file.name} » est sur un partage réseau (Z:).")
    assert text.endswith("mettez le tournoi sur un serveur (Fichier › Tournoi en réseau…).")


def test_a_local_file_opens_without_a_warning(
    window: MainWindow, tournament_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: shown.append(text))
    assert window.open_location(str(tournament_file))
    assert shown == []
