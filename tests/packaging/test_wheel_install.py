"""The wheel, installed in an environment of its own, runs a tournament from any folder.

One build for the module, offline: pip builds the wheel with the setuptools of
the running environment (no build isolation, nothing downloaded) from a copy of
the sources, so that the build writes nothing into the repository. The wheel
goes into a new virtual environment that sees the repository nowhere; the
dependencies, already installed here, reach it through a ``.pth`` file written
after the installation (pip then sees only the new environment). Every program
runs from a folder outside the repository, without ``PYTHONPATH``.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import zipfile
from importlib.metadata import version
from pathlib import Path
from typing import Any

import pytest

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        not sys.platform.startswith("linux"), reason="installation checked on Linux"
    ),
]

ROOT = Path(__file__).resolve().parents[2]
SOURCES = ["pyproject.toml", "setup.py", "README.md", "LICENSE", "engine", "tournoi", "resources"]
TEAMS_CSV = (
    "N°;Équipe;Joueur 1;Joueur 2\n"
    "1;Les As;Jean DUPONT;Paul MARTIN\n"
    "2;Belote 21;Marie DURAND;Luc PETIT\n"
    "3;Carreau;Anne ROUX;Léa BLANC\n"
    "4;Trèfle;Rose VERT;Yves NOIR\n"
)
CAPOT_A = {"taker": "A", "contract": 100, "trump": "coeur", "points": 162, "capot": "A"}


def run(argv: list[str | Path], *, cwd: Path, home: Path) -> subprocess.CompletedProcess[str]:
    """``argv`` as a user starts it: no ``PYTHONPATH``, its own home, no screen."""
    env = {
        name: value
        for name, value in os.environ.items()
        if name not in ("PYTHONPATH", "PYTHONHOME", "DISPLAY", "WAYLAND_DISPLAY")
    }
    env.update(HOME=str(home), XDG_CONFIG_HOME=str(home / "config"), QT_QPA_PLATFORM="offscreen")
    env["XDG_STATE_HOME"] = str(home / "state")
    return subprocess.run(
        [str(arg) for arg in argv], cwd=cwd, env=env, capture_output=True, text=True,
        encoding="utf-8", timeout=300, check=False,
    )  # fmt: skip


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    setuptools = version("setuptools")
    assert int(setuptools.split(".")[0]) >= 77, (
        f"setuptools {setuptools}: the build needs 77 or later, from the dev extra (scripts/setup)"
    )
    sources = tmp_path_factory.mktemp("sources")
    for name in SOURCES:
        source = ROOT / name
        if source.is_dir():
            ignored = shutil.ignore_patterns("__pycache__", "*.pyc", "*.ts")
            shutil.copytree(source, sources / name, ignore=ignored)
        else:
            shutil.copy2(source, sources / name)
    out = tmp_path_factory.mktemp("wheel")
    result = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
         "--no-index", "--quiet", "--wheel-dir", str(out), str(sources)],
        capture_output=True, text=True, timeout=300, check=False,
    )  # fmt: skip
    assert result.returncode == 0, result.stdout + result.stderr
    (built,) = out.glob("tournoi_belote-*.whl")
    return built


@pytest.fixture(scope="module")
def venv(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A new environment holding the wheel, and the dependencies through a ``.pth``."""
    folder = tmp_path_factory.mktemp("venv")
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(folder)], check=True)
    python = folder / "bin" / "python"
    result = subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps",
         "--no-index", "--quiet", str(wheel)],
        capture_output=True, text=True, timeout=300, check=False,
    )  # fmt: skip
    assert result.returncode == 0, result.stdout + result.stderr
    site = run([python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
               cwd=folder, home=folder)  # fmt: skip
    # Where this interpreter finds its libraries: its site-packages, and those its own .pth add.
    shared = [entry for entry in sys.path if Path(entry).name in ("site-packages", "dist-packages")]
    Path(site.stdout.strip(), "dependencies.pth").write_text("\n".join(shared) + "\n")
    return folder


@pytest.fixture(scope="module")
def hall(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The organiser's folder, far from the repository, with the list of teams."""
    folder = tmp_path_factory.mktemp("salle")
    (folder / "equipes.csv").write_text(TEAMS_CSV, encoding="utf-8")
    return folder


def tournoi(venv: Path, hall: Path, *args: str) -> Any:
    """The installed ``tournoi`` command; what it printed, read as JSON."""
    result = run([venv / "bin" / "tournoi", *args], cwd=hall, home=hall)
    assert (result.returncode, result.stderr) == (0, ""), result.stderr
    return json.loads(result.stdout) if result.stdout else None


def test_the_wheel_holds_every_file_the_program_reads(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
    expected = {
        f"tournoi/resource_files/{path.relative_to(ROOT / 'resources').as_posix()}"
        for path in (ROOT / "resources").rglob("*")
        if path.is_file()
    }
    for folder, pattern in [
        ("tournoi/ui/translations", "*.qm"),
        ("tournoi/storage/migrations", "*.py"),
        ("tournoi/storage/migrations", "*.mako"),
        ("tournoi/storage/migrations/versions", "*.py"),
        ("tournoi/web/static", "*"),
    ]:
        expected |= {f"{folder}/{path.name}" for path in (ROOT / folder).glob(pattern)}
    assert {"tournoi/resource_files/fonts/DejaVuSans.ttf", "tournoi/web/static/table.js"} < expected
    assert expected <= names, sorted(expected - names)
    assert not [name for name in names if name.startswith("resources/")]
    licences = {name.rsplit(".dist-info/", 1)[-1] for name in names if "/licenses/" in name}
    assert licences == {"licenses/LICENSE", "licenses/resources/fonts/LICENSE-DejaVu.txt"}


def test_the_metadata_say_the_licence_and_the_server_extra(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as archive:
        (name,) = [name for name in archive.namelist() if name.endswith(".dist-info/METADATA")]
        metadata = archive.read(name).decode("utf-8")
        (name,) = [name for name in archive.namelist() if name.endswith("entry_points.txt")]
        entry_points = archive.read(name).decode("utf-8")
    headers = metadata.partition("\n\n")[0].splitlines()
    assert "License-Expression: MIT AND Bitstream-Vera" in headers
    assert "Classifier: Natural Language :: French" in headers
    assert "Requires-Dist: SQLAlchemy<3,>=2.0" in headers
    assert "Requires-Dist: sqlmodel<0.1,>=0.0.22" in headers
    assert "Requires-Dist: uvicorn<1,>=0.30" in headers
    assert 'Requires-Dist: psycopg[binary]>=3.2; extra == "serveur"' in headers
    assert not [line for line in headers if "psycopg" in line and "extra ==" not in line]
    assert "[gui_scripts]\ntournoi-fenetre = tournoi.__main__:main" in entry_points


def test_runs_from_the_installed_package(venv: Path, hall: Path) -> None:
    script = (
        "import tournoi, tournoi.resources as r; print(tournoi.__file__); print(r.resources_dir())"
    )
    result = run([venv / "bin" / "python", "-c", script], cwd=hall, home=hall)
    assert result.returncode == 0, result.stderr
    package, resources = map(Path, result.stdout.splitlines())
    assert package.is_relative_to(venv) and resources.is_relative_to(venv)
    assert resources == package.parent / "resource_files"
    assert (resources / "fonts" / "DejaVuSans.ttf").is_file()


WINDOW_FILES = """
import json, sys
from PySide6.QtCore import QTranslator
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
from tournoi.ui.app import TRANSLATIONS, application_icon
from tournoi.web.app import STATIC
english = QTranslator()
print(json.dumps({
    "icons": sorted(size.width() for size in application_icon().availableSizes()),
    "english": english.load(str(TRANSLATIONS / "tournoi_en.qm")) and not english.isEmpty(),
    "static": str(STATIC),
}))
"""


def test_the_window_and_the_phones_pages_find_their_files(venv: Path, hall: Path) -> None:
    result = run([venv / "bin" / "python", "-c", WINDOW_FILES], cwd=hall, home=hall)
    assert result.returncode == 0, result.stderr
    found = json.loads(result.stdout)
    assert found["icons"] == [16, 24, 32, 48, 64, 128, 256]
    assert found["english"] is True
    static = Path(found["static"])
    assert static.is_relative_to(venv)
    assert (static / "table.html").is_file()


def test_a_tournament_from_the_command_line(venv: Path, hall: Path) -> None:
    path = "saint-martin.tournoi"
    tournoi(venv, hall, "new", path, "--name", "Concours de la Saint-Martin", "--rounds", "3",
            "--target", "300")  # fmt: skip
    imported = tournoi(venv, hall, "teams", "import", path, "equipes.csv")
    assert imported == {"imported": 4, "teams": [1, 2, 3, 4]}
    drawn = tournoi(venv, hall, "draw", path)
    assert drawn == {
        "round": 1,
        "tables": [{"table": 1, "A": 1, "B": 2}, {"table": 2, "A": 3, "B": 4}],
        "bye": None,
    }
    sheet = hall / "feuille.json"
    sheet.write_text(json.dumps({"donnes": [CAPOT_A, CAPOT_A]}), encoding="utf-8")
    for table in ("1", "2"):
        entered = tournoi(venv, hall, "enter", path, "--round", "1", "--table", table, sheet.name)
        assert (entered["totals"], entered["state"]) == ({"A": 500, "B": 0}, "finished")
    rows = tournoi(venv, hall, "standings", path)
    assert [(row["number"], row["won"], row["points_for"]) for row in rows] == [
        (1, 1, 500), (3, 1, 500), (2, 0, 0), (4, 0, 0),
    ]  # fmt: skip

    tournoi(venv, hall, "export", path, "classement.pdf", "--what", "standings")
    pdf = hall / "classement.pdf"
    assert pdf.read_bytes().startswith(b"%PDF")
    fonts = subprocess.run(["pdffonts", str(pdf)], capture_output=True, text=True, check=True)
    embedded = [line.split() for line in fonts.stdout.splitlines()[2:]]
    assert {line[0].partition("+")[2] for line in embedded} == {"DejaVuSans", "DejaVuSans-Bold"}
    assert {line[-5] for line in embedded} == {"yes"}  # the emb column: the suits print anywhere
    tournoi(venv, hall, "export", path, "tournoi.xlsx")
    assert (hall / "tournoi.xlsx").read_bytes().startswith(b"PK")

    # Qt's offscreen drawing says on standard error what it cannot do: not checked.
    window = run([venv / "bin" / "tournoi-fenetre", "--verifier", path], cwd=hall, home=hall)
    assert window.returncode == 0, window.stderr
    assert window.stdout == (
        "Tournoi « Concours de la Saint-Martin » ouvert : 4 équipes, 1 tour tiré sur 3.\n"
    )
