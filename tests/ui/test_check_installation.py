"""``tournoi --verifier FILE``: the window opens the tournament, says what it holds and quits."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.programs import run_program
from tests.ui.conftest import make_tournament
from tournoi.storage import StorageError
from tournoi.ui import file_opening
from tournoi.ui.app import application_icon, check_installation

ROOT = Path(__file__).resolve().parents[2]
OPENED = "Tournoi « Concours de la Saint-Martin » ouvert : 8 équipes, 1 tour tiré sur 3.\n"


def tournoi(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """``python -m tournoi ARGS`` with its own home (preferences, log) and no screen."""
    return run_program([sys.executable, "-m", "tournoi", *args], home=home, cwd=ROOT)


@pytest.fixture
def tournament(tmp_path: Path) -> Path:
    """Eight teams, three rounds planned, round 1 drawn."""
    path = tmp_path / "saint-martin.tournoi"
    make_tournament(path).close()
    return path


def test_opens_the_tournament_without_a_screen_and_quits(tmp_path: Path, tournament: Path) -> None:
    result = tournoi(tmp_path, "--verifier", str(tournament))
    assert (result.returncode, result.stdout) == (0, OPENED), result.stderr
    assert "Traceback" not in result.stderr


def test_leaves_the_recent_files_alone(tmp_path: Path, tournament: Path) -> None:
    assert tournoi(tmp_path, "--verifier", str(tournament)).returncode == 0
    assert not list((tmp_path / "config").rglob("*.conf"))


def test_counts_in_french(tmp_path: Path) -> None:
    path = tmp_path / "vide.tournoi"
    make_tournament(path, count=1, rounds=5, draw=False).close()
    result = tournoi(tmp_path, "--verifier", str(path))
    assert result.stdout.endswith("ouvert : 1 équipe, 0 tour tiré sur 5.\n")


def test_a_refused_file_exits_1_with_the_reason(tmp_path: Path) -> None:
    notes = tmp_path / "notes.tournoi"
    notes.write_text("pas une base", encoding="utf-8")
    result = tournoi(tmp_path, "--verifier", str(notes))
    assert (result.returncode, result.stdout) == (1, "")
    assert result.stderr == f"« {notes} » n'est pas un fichier de tournoi de belote.\n"
    missing = tmp_path / "absent.tournoi"
    result = tournoi(tmp_path, "--verifier", str(missing))
    assert (result.returncode, result.stderr) == (1, f"Le fichier « {missing} » n'existe pas.\n")


def test_needs_exactly_one_file(tmp_path: Path) -> None:
    result = tournoi(tmp_path, "--verifier")
    assert result.returncode == 2
    assert result.stderr == "Utilisation : tournoi --verifier FICHIER.tournoi (un seul fichier).\n"


def test_the_help_tells_of_it(tmp_path: Path) -> None:
    result = tournoi(tmp_path, "--help")
    assert result.returncode == 0
    assert "--verifier FICHIER.tournoi" in result.stdout


def test_the_window_icon_has_every_size(qtbot: QtBot) -> None:
    sizes = {size.width() for size in application_icon().availableSizes()}
    assert sizes == {16, 24, 32, 48, 64, 128, 256}


def test_a_dialog_is_closed_and_reported_not_waited_for(
    qtbot: QtBot,
    tournament: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    def unreachable(location: str) -> None:
        raise StorageError(f"« {location} » : le disque ne répond plus.")

    monkeypatch.setattr(file_opening, "open_tournament", unreachable)
    assert check_installation(str(tournament)) == 1
    assert capsys.readouterr() == ("", f"« {tournament} » : le disque ne répond plus.\n")
