"""Fixtures for the window's tests: a real tournament file, its context, isolated preferences."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from engine import Rules
from tests.conftest import new_tournament
from tournoi.services.draws import DrawMethod
from tournoi.services.teams.info import PlayerInfo
from tournoi.services.tournament.lifecycle import Database
from tournoi.ui.context import TournamentContext
from tournoi.ui.main_window import MainWindow
from tournoi.ui.preferences import Preferences

WHO = "Arbitre de test"
SURNAMES = ["Martin", "Bernard", "Dubois", "Thomas", "Robert", "Richard", "Petit", "Durand",
            "Leroy", "Moreau", "Simon", "Laurent", "Lefèvre", "Michel", "Garcia", "David"]  # fmt: skip
FIRST_NAMES = ["Jean", "Marie", "Pierre", "Anne", "Luc", "Sophie", "Paul", "Claire"]


def players_of(number: int) -> list[PlayerInfo]:
    """Two players with everyday French names, of the same club."""
    n = number - 1
    return [
        PlayerInfo(FIRST_NAMES[n % 8], SURNAMES[(2 * n) % 16], club="Belote Club"),
        PlayerInfo(FIRST_NAMES[(n + 3) % 8], SURNAMES[(2 * n + 1) % 16], club="Belote Club"),
    ]


def make_tournament(
    path: Path,
    *,
    count: int = 8,
    rules: Rules | None = None,
    rounds: int = 3,
    draw: bool = True,
) -> Database:
    """A tournament file with ``count`` teams and, with ``draw``, round 1 drawn (Swiss)."""
    return new_tournament(
        path,
        teams=count,
        rules=rules or Rules(target=1000),
        rounds=rounds,
        name="Concours de la Saint-Martin",
        place="Salle des fêtes",
        who=WHO,
        players=players_of,
        draw=DrawMethod.SWISS if draw else None,
    )


def note_calls(monkeypatch: pytest.MonkeyPatch, owner: object, name: str, calls: list[str]) -> None:
    """Let ``owner.name`` note ``name`` in ``calls`` each time it is called, then do its work:
    what a page read, and when."""
    original = getattr(owner, name)

    def noted(*args: object, **kwargs: object) -> object:
        calls.append(name)
        return original(*args, **kwargs)

    monkeypatch.setattr(owner, name, noted)


@pytest.fixture
def window(qtbot: QtBot, preferences: Preferences) -> MainWindow:
    """The main window, shown, no tournament open (a module opens one with
    :func:`tournament_file` when its tests need it)."""
    shown = MainWindow(preferences)
    qtbot.addWidget(shown)
    shown.show()
    return shown


@pytest.fixture
def tournament_file(tmp_path: Path) -> Path:
    """A tournament of a few teams with round 1 drawn, as a file no one holds open."""
    path = tmp_path / "saint-martin.tournoi"
    make_tournament(path).close()
    return path


@pytest.fixture
def warnings(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The texts of the warnings the window shows, instead of waiting on them."""
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: shown.append(text))
    return shown


@pytest.fixture
def preferences(tmp_path: Path) -> Preferences:
    return Preferences(tmp_path / "preferences.ini")


@pytest.fixture
def tournament_factory(tmp_path: Path) -> Iterator[Callable[..., TournamentContext]]:
    """Build a context on a fresh tournament file: ``tournament_factory(count=8, ...)``."""
    made: list[TournamentContext] = []

    def build(**options: object) -> TournamentContext:
        path = tmp_path / f"tournoi-{len(made)}.tournoi"
        context = TournamentContext(make_tournament(path, **options), who=WHO)  # type: ignore[arg-type]
        made.append(context)
        return context

    yield build
    for context in made:
        context.close()


@pytest.fixture
def undrawn(tournament_factory: Callable[..., TournamentContext]) -> TournamentContext:
    """Eight teams registered, nothing drawn yet."""
    return tournament_factory(draw=False)


@pytest.fixture
def context(
    qtbot: QtBot, tournament_factory: Callable[..., TournamentContext]
) -> TournamentContext:
    """Eight teams, round 1 drawn, contrée to 1000 points."""
    return tournament_factory()
