"""Who the command line writes in the audit trail: the station's declared name."""

from __future__ import annotations

import getpass
import socket
from pathlib import Path

import pytest

from tournoi.cli import main
from tournoi.services import audit
from tournoi.services.tournament.lifecycle import open_tournament


def author_of_new(tmp_path: Path, *options: str) -> str:
    path = tmp_path / "concours.tournoi"
    assert main([*options, "new", str(path), "--name", "Concours"]) == 0
    db = open_tournament(path)
    with db.session() as session:
        who = audit.entries(session)[0].who
    db.close()
    return who


def test_the_station_given_by_poste(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TOURNOI_POSTE", "poste de la buvette")
    assert author_of_new(tmp_path, "--poste", "dupont@portable-club") == (
        "dupont@portable-club (ligne de commande)"
    )


def test_the_station_given_by_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TOURNOI_POSTE", "poste de la buvette")
    assert author_of_new(tmp_path) == "poste de la buvette (ligne de commande)"


def test_the_user_at_the_computer_by_default(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("TOURNOI_POSTE", raising=False)
    monkeypatch.setattr(getpass, "getuser", lambda: "dupont")
    monkeypatch.setattr(socket, "gethostname", lambda: "portable-club")
    assert author_of_new(tmp_path) == "dupont@portable-club (ligne de commande)"
