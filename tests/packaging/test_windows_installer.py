"""The Windows installer, built here (``./run windows``) and used under Wine as a club would.

One build for the module (about five minutes; the downloads and Windows' Python stay in a
cache outside the project), installed silently into a fresh Wine prefix. What Wine 8 lacks is
bridged in that prefix only (packaging/windows/wine.py); the window cannot start under
Wine 8 (README, « Construire et tester l'installateur Windows »): everything below it is
used through the installed ``tournoi-cli.exe``, with paths as Windows writes them.
"""

from __future__ import annotations

import importlib.util
import json
import re
import shutil
import subprocess
import sys
import tomllib
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import openpyxl
import pytest

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="built on Linux, under Wine"),
]

ROOT = Path(__file__).resolve().parents[2]
WINDOWS = ROOT / "packaging" / "windows"
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
# Where the club installs and keeps its tournaments: spaces, accents, an apostrophe.
PROGRAM_FOLDER = "C:\\Programmes du club\\Tournoi d'été"
TOURNAMENTS = "C:\\Users\\Public\\Documents\\Concours à Saint-Étienne"
TEAMS_CSV = (
    "N°;Équipe;Joueur 1;Joueur 2\n"
    "1;Les As;Jean DUPONT;Paul MARTIN\n"
    "2;Belote 21;Marie DURAND;Luc PETIT\n"
    "3;Carreau;Anne ROUX;Léa BLANC\n"
    "4;Trèfle;Rose VERT;Yves NOIR\n"
)
WINE_CRASH = "wine: Unhandled page fault"
A80 = {"taker": "A", "contract": 80, "trump": "pique", "points": 117}  # 120 - 50


def load_wine() -> ModuleType:
    spec = importlib.util.spec_from_file_location("wine", WINDOWS / "wine.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["wine"] = module
    spec.loader.exec_module(module)
    return module


wine = load_wine()


@pytest.fixture(scope="module")
def setup_exe(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    subprocess.run([str(ROOT / "scripts" / "setup-windows")], check=True, timeout=1800)
    work = tmp_path_factory.mktemp("windows")
    result = subprocess.run(
        [sys.executable, str(WINDOWS / "build.py"), "--output", str(work / "dist"),
         "--workpath", str(work / "build")],
        capture_output=True, text=True, timeout=3600, check=False,
    )  # fmt: skip
    setup = work / "dist" / f"tournoi-belote-{VERSION}-setup.exe"
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Installateur construit en " in result.stdout
    assert setup.is_file()
    yield setup
    shutil.rmtree(work)  # 200 MB


@pytest.fixture(scope="module")
def windows(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """A fresh Wine prefix, as a Windows machine that has never seen the program."""
    folder = tmp_path_factory.mktemp("wine")
    with wine.session(folder / "prefix") as session:
        yield session
    shutil.rmtree(folder)  # 700 MB


def install(windows: Any, setup: Path) -> None:
    # /D= comes last and unquoted, as cmd passes it: Wine would quote an argument that holds
    # a space, so the folder goes split at its spaces and Wine joins the words back.
    folder = f"/D={PROGRAM_FOLDER}".split(" ")
    result = windows.run(windows.windows_path(setup), "/S", *folder, timeout=600)
    assert result.returncode == 0, result.stdout + result.stderr
    installed = windows.unix_path(PROGRAM_FOLDER)
    assert {path.name for path in installed.iterdir()} == {
        "_internal", "tournoi.exe", "tournoi-cli.exe", "desinstaller.exe",
    }  # fmt: skip
    # Of Qt's own translations, the French ones only.
    names = {path.name for path in (installed / "_internal" / "PySide6" / "translations").iterdir()}
    assert "qtbase_fr.qm" in names
    assert sorted(name for name in names if not name.endswith("_fr.qm")) == []
    # Wine's bridge, in the test prefix only: Python 3.13's `platform` asks WMI through
    # _wmi.pyd, which calls a function Wine 8 lacks, and the program stops; without _wmi
    # it reads the registry, as Windows' Python does when WMI is not there.
    (installed / "_internal" / "_wmi.pyd").unlink()


def registry(windows: Any, key: str) -> dict[str, str]:
    """The values of ``key`` as ``reg query`` shows them (name: data); ``{}`` if absent."""
    result = windows.run("reg", "query", key, timeout=60, encoding=wine.OEM)
    values = {}
    for line in result.stdout.splitlines():
        found = re.fullmatch(r"\s+(\S.*?)\s+REG_\w+\s+(.*)", line)
        if found:
            values[found[1]] = found[2]
    return values


UNINSTALL = "HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\TournoiBelote"
PROGID = "HKCU\\Software\\Classes\\TournoiBelote.Tournoi"


def shortcuts(windows: Any) -> list[Path]:
    users = windows.prefix / "drive_c" / "users"
    return sorted(users.glob("*/Desktop/Tournoi de belote.lnk")) + sorted(
        users.glob("*/AppData/Roaming/Microsoft/Windows/Start Menu/Programs/Tournoi de belote.lnk")
    )


def check_the_installation(windows: Any) -> None:
    entry = registry(windows, UNINSTALL)
    assert entry["DisplayName"] == "Tournoi de belote"
    assert entry["DisplayVersion"] == VERSION
    assert entry["InstallLocation"] == PROGRAM_FOLDER
    assert entry["UninstallString"] == f'"{PROGRAM_FOLDER}\\desinstaller.exe"'
    assert registry(windows, "HKCU\\Software\\Classes\\.tournoi") == {
        "(Default)": "TournoiBelote.Tournoi"
    }
    assert registry(windows, f"{PROGID}\\DefaultIcon") == {
        "(Default)": f"{PROGRAM_FOLDER}\\tournoi.exe,0"
    }
    assert registry(windows, f"{PROGID}\\shell\\open\\command") == {
        "(Default)": f'"{PROGRAM_FOLDER}\\tournoi.exe" "%1"'
    }
    assert [path.parent.name for path in shortcuts(windows)] == ["Desktop", "Programs"]


class Club:
    """The installed ``tournoi-cli.exe``, run as a club runs it, in its tournaments' folder."""

    def __init__(self, windows: Any) -> None:
        self.windows = windows
        self.program = f"{PROGRAM_FOLDER}\\tournoi-cli.exe"
        self.folder = windows.unix_path(TOURNAMENTS)
        self.folder.mkdir(parents=True)
        self.tournament = f"{TOURNAMENTS}\\Concours d'été.tournoi"

    def run(self, *argv: str, encoding: str = wine.ANSI) -> subprocess.CompletedProcess[str]:
        result = self.windows.run(self.program, *argv, timeout=300, encoding=encoding)
        if result.returncode != 0 and result.stderr.startswith(WINE_CRASH):
            # Wine 8 itself, rarely (once in some 150 starts here), stops a program on a fault
            # at address 8, not the program's doing: started again, once. A command that had
            # already written would then refuse to write twice, and the test would fail.
            result = self.windows.run(self.program, *argv, timeout=300, encoding=encoding)
        return result

    def ok(self, *argv: str) -> Any:
        """The command's JSON, which it writes in UTF-8 whatever the code page."""
        result = self.run(*argv, encoding="utf-8")
        assert (result.returncode, result.stderr) == (0, ""), result.stderr
        return json.loads(result.stdout) if result.stdout else None

    def file(self, name: str) -> Path:
        return self.folder / name


def run_a_tournament(club: Club) -> None:
    club.ok("new", club.tournament, "--name", "Concours d'été", "--rounds", "2", "--target", "300")
    # Excel's « CSV UTF-8 »: with its byte order mark.
    club.file("équipes.csv").write_text(TEAMS_CSV, encoding="utf-8-sig")
    assert club.ok("teams", "import", club.tournament, f"{TOURNAMENTS}\\équipes.csv") == {
        "imported": 4,
        "teams": [1, 2, 3, 4],
    }
    drawn = club.ok("draw", club.tournament, "--method", "rotation")
    assert drawn == {
        "round": 1,
        "tables": [{"table": 1, "A": 1, "B": 4}, {"table": 2, "A": 2, "B": 3}],
        "bye": None,
    }
    club.file("table 1.json").write_text(
        json.dumps({"rules": {"target": 300}, "donnes": [A80, A80, A80]}), encoding="utf-8"
    )
    entered = club.ok(
        "enter", club.tournament, "--round", "1", "--table", "1", f"{TOURNAMENTS}\\table 1.json"
    )
    assert (entered["state"], entered["totals"]) == ("finished", {"A": 360, "B": 150})
    totals = club.ok(
        "enter", club.tournament, "--round", "1", "--table", "2", "--totals", "310", "160"
    )
    assert (totals["state"], totals["totals_only"]) == ("finished", True)
    standings = club.ok("standings", club.tournament)
    assert [(row["rank"], row["name"], row["points_for"]) for row in standings] == [
        (1, "Les As", 360),
        (2, "Belote 21", 310),
        (3, "Carreau", 160),
        (4, "Trèfle", 150),
    ]


DOCUMENTS = {
    "standings": ["Classement", "Trèfle", "Les As"],
    "tables": ["Trèfle", "Belote 21"],
    "sheets": ["Feuille de marque", "Trèfle"],
    "blank-sheets": ["Feuille de marque"],
    "teams": ["Léa BLANC", "Trèfle"],
    "cash": ["Trèfle"],
    "palmares": ["Les As"],
}


def export_everything(club: Club) -> None:
    for what, words in DOCUMENTS.items():
        out = f"{TOURNAMENTS}\\{what} du concours.pdf"
        written = club.ok("export", club.tournament, out, "--what", what, "--round", "1")
        assert written["written"] == out
        text = subprocess.run(
            ["pdftotext", "-layout", str(club.file(f"{what} du concours.pdf")), "-"],
            capture_output=True, text=True, check=True,
        ).stdout  # fmt: skip
        assert "Concours d'été" in text, what
        for word in words:
            assert word in text, (what, word)
    club.ok("export", club.tournament, f"{TOURNAMENTS}\\Concours d'été.xlsx")
    workbook = openpyxl.load_workbook(club.file("Concours d'été.xlsx"), read_only=True)
    try:
        cells = {
            str(value)
            for sheet in workbook.worksheets
            for row in sheet.iter_rows(values_only=True)
            for value in row
            if value is not None
        }
    finally:
        workbook.close()
    assert {"Les As", "Trèfle", "Léa BLANC", "360", "160"} <= cells | {
        str(value) for value in cells
    }


def check_and_serve(club: Club) -> None:
    assert club.ok("check", club.tournament) == {
        "sound": True,
        "parties": 2,
        "donnes": 3,
        "findings": [],
    }
    serving = club.windows.start(club.program, "serve", club.tournament, "--port", "0")
    try:
        assert serving.stdout is not None
        lines = [serving.stdout.readline() for _ in range(2)]
        # Port 0: the system's choice, which the addresses printed give.
        shown = re.match(r"Saisie aux tables sur http://[\d.]+:(\d+)/", lines[0])
        assert shown is not None, lines
        assert lines[1].startswith("Tour 1, table 1 : http://"), lines
        local = f"http://127.0.0.1:{shown[1]}"
        with urllib.request.urlopen(f"{local}/", timeout=60) as page:
            assert "<title>Où est ma table ?</title>" in page.read().decode()
        link = lines[1].split(" : ")[1].strip()
        with urllib.request.urlopen(f"{local}/table/{link.rsplit('/', 1)[1]}", timeout=60) as page:
            assert "Feuille de marque" in page.read().decode()
    finally:
        serving.kill()
        serving.wait(timeout=60)


def uninstall(club: Club) -> None:
    windows = club.windows
    result = windows.run(f"{PROGRAM_FOLDER}\\desinstaller.exe", "/S", timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    windows.wait(timeout=300)  # the uninstaller works from a copy of itself
    assert not windows.unix_path(PROGRAM_FOLDER).exists()
    assert registry(windows, UNINSTALL) == {}
    assert registry(windows, f"{PROGID}\\shell\\open\\command") == {}
    assert shortcuts(windows) == []
    assert club.file("Concours d'été.tournoi").stat().st_size > 0


def test_a_club_installs_runs_a_tournament_and_uninstalls(setup_exe: Path, windows: Any) -> None:
    install(windows, setup_exe)
    check_the_installation(windows)
    club = Club(windows)
    run_a_tournament(club)
    export_everything(club)
    check_and_serve(club)
    uninstall(club)
    # The tournament still opens, with what was entered: read by this machine's program.
    standings = subprocess.run(
        [sys.executable, "-m", "tournoi", "standings", str(club.file("Concours d'été.tournoi"))],
        cwd=ROOT, capture_output=True, text=True, check=True,
    ).stdout  # fmt: skip
    assert json.loads(standings)[0]["name"] == "Les As"
