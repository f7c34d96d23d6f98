"""The one-folder bundle built by ``packaging/build.py``: it starts, opens a tournament, prints.

One build (about a minute) for the whole module, into a temporary folder.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.programs import run_program
from tests.ui.conftest import make_tournament

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="bundle checked on Linux"),
]

ROOT = Path(__file__).resolve().parents[2]
BUILD = ROOT / "packaging" / "build.py"


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    work = tmp_path_factory.mktemp("bundle")
    result = subprocess.run(
        [sys.executable, str(BUILD), "--distpath", str(work / "dist"), "--workpath", str(work)],
        capture_output=True,
        text=True,
        timeout=900,
        check=False,
    )
    folder = work / "dist" / "tournoi"
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Application construite en " in result.stdout
    assert str(folder) in result.stdout
    yield folder
    shutil.rmtree(work)  # 180 MB


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Preferences and log of the programs started here, away from the user's."""
    return tmp_path_factory.mktemp("home")


def run(program: Path, *args: str, home: Path, cwd: Path) -> subprocess.CompletedProcess[str]:
    return run_program([str(program), *args], home=home, cwd=cwd, platform="offscreen")


def test_holds_the_application_files(bundle: Path) -> None:
    inside = bundle / "_internal"
    for needed in [
        "resources/fonts/DejaVuSans.ttf",
        "resources/fonts/DejaVuSans-Bold.ttf",
        "resources/fonts/LICENSE-DejaVu.txt",
        "resources/icons/tournoi-16.png",
        "resources/icons/tournoi-256.png",
        "tournoi/ui/translations/tournoi_en.qm",
        "tournoi/storage/migrations/env.py",
        "tournoi/storage/migrations/script.py.mako",
        "tournoi/storage/migrations/versions/0001_first_schema.py",
        "PySide6/Qt/translations/qtbase_fr.qm",
        "PySide6/Qt/plugins/platforms/libqxcb.so",
        "PySide6/Qt/plugins/platforms/libqoffscreen.so",
    ]:
        assert (inside / needed).is_file(), needed
    versions = ROOT / "tournoi" / "storage" / "migrations" / "versions"
    bundled = inside / "tournoi" / "storage" / "migrations" / "versions"
    assert {p.name for p in bundled.glob("*.py")} == {p.name for p in versions.glob("*.py")}
    for left_out in ["tkinter", "hypothesis", "mypy", "PySide6/Qt/translations/qtbase_de.qm"]:
        assert not (inside / left_out).exists(), left_out
    assert not [link for link in inside.rglob("*") if link.is_symlink() and not link.exists()]


def test_opens_a_tournament_and_quits(bundle: Path, home: Path, tmp_path: Path) -> None:
    path = tmp_path / "saint-martin.tournoi"
    make_tournament(path).close()
    for program in ("tournoi", "tournoi-cli"):
        result = run(bundle / program, "--verifier", str(path), home=home, cwd=tmp_path)
        assert result.returncode == 0, result.stderr
        assert result.stdout == (
            "Tournoi « Concours de la Saint-Martin » ouvert : 8 équipes, 1 tour tiré sur 3.\n"
        )


def test_refuses_what_is_not_a_tournament(bundle: Path, home: Path, tmp_path: Path) -> None:
    notes = tmp_path / "notes.tournoi"
    notes.write_text("pas une base", encoding="utf-8")
    result = run(bundle / "tournoi", "--verifier", str(notes), home=home, cwd=tmp_path)
    assert (result.returncode, result.stdout) == (1, "")
    assert result.stderr == f"« {notes} » n'est pas un fichier de tournoi de belote.\n"


def test_creates_a_tournament_with_its_own_migrations(
    bundle: Path, home: Path, tmp_path: Path
) -> None:
    cli = bundle / "tournoi-cli"
    created = run(cli, "new", "essai.tournoi", "--name", "Essai", home=home, cwd=tmp_path)
    assert (created.returncode, created.stderr) == (0, "")
    result = run(bundle / "tournoi", "--verifier", "essai.tournoi", home=home, cwd=tmp_path)
    assert result.stdout == "Tournoi « Essai » ouvert : 0 équipe, 0 tour tiré sur 5.\n"


def test_prints_a_pdf_with_the_bundled_fonts(bundle: Path, home: Path, tmp_path: Path) -> None:
    path = tmp_path / "saint-martin.tournoi"
    make_tournament(path).close()
    cli = bundle / "tournoi-cli"
    for what in ("standings", "tables"):
        result = run(
            cli, "export", str(path), f"{what}.pdf", "--what", what, home=home, cwd=tmp_path
        )
        assert (result.returncode, result.stderr) == (0, ""), result.stderr
        pdf = (tmp_path / f"{what}.pdf").read_bytes()
        assert pdf.startswith(b"%PDF")
        assert b"DejaVuSans" in pdf  # embedded: the suit symbols print
    result = run(cli, "export", str(path), "tournoi.xlsx", home=home, cwd=tmp_path)
    assert (result.returncode, result.stderr) == (0, "")
    assert (tmp_path / "tournoi.xlsx").read_bytes().startswith(b"PK")
