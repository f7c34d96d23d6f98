"""A double click on a tournament file starts the window on it: ``tournoi FILE.tournoi``."""

from __future__ import annotations

import sys

import pytest

import tournoi.ui.app
from tournoi.__main__ import main


@pytest.mark.parametrize(
    "location",
    [
        "C:\\Users\\Club\\Documents\\Concours d'été.tournoi",
        # Windows passes the name as it is written, and its names ignore case.
        "E:\\ANCIENS\\CONCOURS.TOURNOI",
        "/home/club/Concours.Tournoi",
    ],
)
def test_a_tournament_file_given_opens_the_window(
    location: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    started: list[list[str]] = []
    monkeypatch.setattr(sys, "argv", ["tournoi.exe", location])
    monkeypatch.setattr(tournoi.ui.app, "main", lambda: started.append(sys.argv[1:]) or 0)
    assert main() == 0
    assert started == [[location]]
