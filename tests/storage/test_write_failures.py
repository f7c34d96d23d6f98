"""A tournament that cannot be written: read-only medium, write-protected file, full disk.

Every case ends with a French message (exit status 1 from the command line,
a :class:`StorageError` from the services), never a traceback, and the file
as it was. The read-only medium and the full disk are real: the test runs
``python`` in a mount namespace of its own (``unshare``, as root or not)
where a folder is remounted read-only or a tiny tmpfs is mounted.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from sqlalchemy import event

from engine import Donne, Rules, Team, Trump
from tests.conftest import new_tournament
from tournoi.services import scores
from tournoi.services.draws import DrawMethod
from tournoi.services.teams import registration as teams
from tournoi.storage import Database, StorageError

ROOT = Path(__file__).resolve().parent.parent.parent
WHO = "table de marque"
A80 = Donne(taker=Team.A, contract=80, trump=Trump.PIQUE, points=117)
READ_ONLY = "est sur un support en lecture seule (ou protégé en écriture) : copiez-le sur le disque"
UNSHARE = ["unshare", "--user", "--map-root-user", "--mount"]
ROOT_WITHOUT_OVERRIDE = ["setpriv", "--bounding-set=-dac_override,-dac_read_search"]
"""Root that must obey the permission bits, as any other user does."""


def make_tournament(path: Path) -> Path:
    """Four teams, round 1 drawn; closed, so that no -wal or -shm file stays beside it."""
    rules = Rules(target=500)
    db = new_tournament(
        path, rules=rules, rounds=2, name="Concours", who=WHO, draw=DrawMethod.SWISS
    )
    db.close()
    return path


def namespaces_work() -> bool:
    try:
        probe = subprocess.run([*UNSHARE, "true"], capture_output=True, check=False)
    except FileNotFoundError:
        return False
    return probe.returncode == 0


needs_namespaces = pytest.mark.skipif(
    not namespaces_work(),
    reason="unshare --user --mount est refusé ici : pas de support en lecture seule à simuler",
)


def in_namespace(mount: str, folder: Path, *argv: str) -> subprocess.CompletedProcess[str]:
    """``python argv`` after the shell command ``mount`` (on ``$1``, the folder) in a namespace."""
    script = f'{mount} && shift && exec "$@"'
    command = [*UNSHARE, "sh", "-c", script, "sh", str(folder), sys.executable, *argv]
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)


def on_read_only_medium(folder: Path, *argv: str) -> subprocess.CompletedProcess[str]:
    """``python argv`` with ``folder`` read-only, as on a write-protected USB stick or a CD."""
    remount = 'mount --bind "$1" "$1" && mount -o remount,bind,ro "$1"'
    return in_namespace(remount, folder, *argv)


def french_refusal(result: subprocess.CompletedProcess[str]) -> str:
    assert "Traceback" not in result.stderr, result.stderr
    assert (result.returncode, result.stdout) == (1, ""), result.stderr
    return result.stderr


def contents(folder: Path) -> dict[str, bytes]:
    return {item.name: item.read_bytes() for item in folder.iterdir() if item.is_file()}


@pytest.fixture
def usb_stick(tmp_path: Path) -> Path:
    """A folder holding a tournament, to be made read-only."""
    folder = tmp_path / "cle-usb"
    folder.mkdir()
    make_tournament(folder / "concours.tournoi")
    return folder


@needs_namespaces
def test_a_tournament_on_a_read_only_medium_is_refused_in_french_and_untouched(
    usb_stick: Path, tmp_path: Path
) -> None:
    path = usb_stick / "concours.tournoi"
    before = contents(usb_stick)
    sheet = tmp_path / "feuille.json"
    sheet.write_text(json.dumps({"donnes": [{"taker": None}]}), encoding="utf-8")
    listing = tmp_path / "equipes.csv"
    listing.write_text("Joueur 1;Joueur 2\nAnne ROUX;Léa BLANC\n", encoding="utf-8")
    for command in (
        ["standings", str(path)],
        ["draw", str(path)],
        ["enter", str(path), "--round", "1", "--table", "1", str(sheet)],
        ["teams", "import", str(path), str(listing)],
    ):
        err = french_refusal(on_read_only_medium(usb_stick, "-m", "tournoi", *command))
        assert err == f"Le fichier « {path} » {READ_ONLY} de l'ordinateur pour l'utiliser.\n"

    err = french_refusal(
        on_read_only_medium(usb_stick, "-m", "tournoi", "new", str(usb_stick / "autre.tournoi"),
                            "--name", "Autre")
    )  # fmt: skip
    assert err == (
        f"Le dossier « {usb_stick} » est en lecture seule (ou protégé en écriture) : "
        "choisissez un dossier sur le disque de l'ordinateur.\n"
    )
    assert contents(usb_stick) == before


@needs_namespaces
def test_sqlites_own_refusal_on_a_read_only_medium_says_the_same(usb_stick: Path) -> None:
    """Where the system says a read-only file is writable (Windows' os.access does), SQLite's
    refusal gives the same message."""
    path = usb_stick / "concours.tournoi"
    before = contents(usb_stick)
    program = (
        "import os, sys\n"
        "os.access = lambda *args, **kwargs: True\n"
        "from tournoi.cli import main\n"
        "sys.exit(main(sys.argv[1:]))\n"
    )
    err = french_refusal(on_read_only_medium(usb_stick, "-c", program, "standings", str(path)))
    assert err == f"Le fichier « {path} » {READ_ONLY} de l'ordinateur pour l'utiliser.\n"
    assert contents(usb_stick) == before


def test_a_write_protected_file_in_a_write_protected_folder(tmp_path: Path) -> None:
    """chmod 0444 and 0555; root, who writes anyway, runs without the capabilities to do so."""
    folder = tmp_path / "protege"
    folder.mkdir()
    path = make_tournament(folder / "concours.tournoi")
    items = [*folder.rglob("*"), folder]
    for item in items:
        item.chmod(0o555 if item.is_dir() else 0o444)
    before = contents(folder)
    try:
        as_user = ROOT_WITHOUT_OVERRIDE if os.geteuid() == 0 else []
        command = [*as_user, sys.executable, "-m", "tournoi", "standings", str(path)]
        result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)
        err = french_refusal(result)
        assert err == f"Le fichier « {path} » {READ_ONLY} de l'ordinateur pour l'utiliser.\n"
        assert contents(folder) == before
    finally:
        for item in items:
            item.chmod(0o755)


@needs_namespaces
def test_a_full_disk_refuses_the_donne_in_french_and_keeps_the_others(tmp_path: Path) -> None:
    disk = tmp_path / "petit-disque"
    disk.mkdir()
    source = make_tournament(tmp_path / "concours.tournoi")
    mount = f'mount -t tmpfs -o size=1m tmpfs "$1" && cp "{source}" "$1"/'
    result = in_namespace(mount, disk, "-m", "tests.storage.full_disk", str(disk / source.name))
    assert (result.returncode, result.stderr) == (0, "")
    outcome = json.loads(result.stdout)
    assert outcome["refusal"] == (
        f"La dernière action n'a pas été enregistrée dans « {disk / source.name} » : "
        "le disque est plein : libérez de la place, puis recommencez."
    )
    assert outcome["integrity"] == [["ok"]]
    assert outcome["kept"] is True
    assert outcome["files"] == [source.name]


def test_a_write_refused_later_is_a_french_storage_error(tmp_path: Path) -> None:
    """The medium turns read-only once the tournament is open (SQLite says SQLITE_READONLY)."""
    db = Database.open(make_tournament(tmp_path / "concours.tournoi"))
    scores.record_donne(db, round_number=1, table=1, donne=A80, who=WHO)
    db.engine.dispose()
    event.listen(
        db.engine, "connect", lambda connection, _: connection.execute("PRAGMA query_only=1")
    )
    with pytest.raises(StorageError) as refused:
        scores.record_donne(db, round_number=1, table=1, donne=A80, who=WHO)
    assert str(refused.value) == (
        f"La dernière action n'a pas été enregistrée dans « {db.path} » : le support est en "
        "lecture seule (ou le fichier protégé en écriture) : copiez le fichier sur le disque "
        "de l'ordinateur."
    )
    assert len(scores.sheet(db, round_number=1, table=1).lines) == 1
    db.close()


def test_a_file_damaged_while_open_cannot_be_read_and_says_so(tmp_path: Path) -> None:
    db = Database.open(make_tournament(tmp_path / "concours.tournoi"))
    db.engine.dispose()
    assert db.path is not None
    data = db.path.read_bytes()
    db.path.write_bytes(data[:4096] + b"\xa5" * (len(data) - 4096))  # all but the header page
    with pytest.raises(StorageError) as refused:
        teams.list_teams(db)
    assert str(refused.value) == (
        f"Impossible de lire « {db.path} » : le fichier est endommagé : reprenez sa dernière "
        "copie de sauvegarde."
    )
    db.close()
