"""``python -m tournoi`` with random arguments and random files: never a traceback.

Whatever the arguments, the exit status is 0, 1 (a French message: refused)
or 2 (a French usage message), and a refused command leaves the tournament
file and its folder exactly as they were.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import re
import socket
import sqlite3
import subprocess
import sys
from contextlib import closing
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournoi.cli import main

ROOT = Path(__file__).resolve().parent.parent
TEAMS_CSV = "N°;Joueur 1;Joueur 2\n1;Jean DUPONT;Paul MARTIN\n2;Anne ROUX;Léa BLANC\n"
SHEET = {"donnes": [{"taker": "A", "contract": 80, "trump": "pique", "points": 117}]}
ENGLISH = re.compile(r"Traceback|Error\b|\b(invalid|expected|required|unrecognized|ambiguous)\b")
"""What Python and argparse say in English: never in a message for the user."""


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A tournament of four teams with round 1 drawn, beside files of every kind."""
    place = tmp_path_factory.mktemp("cli")
    path = str(place / "concours.tournoi")
    extra = place / "plus.csv"
    extra.write_text(TEAMS_CSV.replace("1;", "5;").replace("2;", "6;"), encoding="utf-8")
    (place / "equipes.csv").write_text(TEAMS_CSV.replace("2;", "3;") + "4;Eve GRIS;Max BRUN\n")
    for argv in (
        ["new", path, "--name", "Concours", "--target", "300"],
        ["teams", "import", path, str(place / "equipes.csv")],
        ["draw", path],
    ):
        assert run(argv, cwd=place)[0] == 0
    (place / "feuille.json").write_text(json.dumps(SHEET), encoding="utf-8")
    (place / "profond.json").write_text("[" * 50_000, encoding="utf-8")
    (place / "nombre.json").write_text('{"donnes": [' + "7" * 5000 + "]}", encoding="utf-8")
    (place / "latin1.json").write_bytes('{"donnes": "été"}'.encode("latin-1"))
    (place / "binaire.bin").write_bytes(bytes(range(256)) * 8)
    (place / "vide.tournoi").write_bytes(b"")
    (place / "notes.tournoi").write_text("pas une base", encoding="utf-8")
    (place / "dossier").mkdir()
    return place


def run(argv: list[str], stdin: bytes = b"", *, cwd: Path) -> tuple[int, bytes, str]:
    """``main`` in-process, in ``cwd``, with its own standard streams as the real command has them.

    In ``cwd``: a file named ``-`` (or any relative name) lands there, not in the checkout.
    """
    streams = sys.stdin, sys.stdout, sys.stderr
    sys.stdin = io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8")
    out = sys.stdout = io.TextIOWrapper(io.BytesIO(), encoding="utf-8")
    err = sys.stderr = io.TextIOWrapper(io.BytesIO(), encoding="utf-8", errors="backslashreplace")
    try:
        with contextlib.chdir(cwd):
            status = main(argv)
    except SystemExit as exit_:  # -h: the help, then exit 0
        status = exit_.code if isinstance(exit_.code, int) else 1
    finally:
        sys.stdin, sys.stdout, sys.stderr = streams
    out.flush()
    err.flush()
    written: bytes = out.buffer.getvalue()  # type: ignore[attr-defined]
    return status, written, err.buffer.getvalue().decode("utf-8")  # type: ignore[attr-defined]


def snapshot(folder: Path) -> tuple[list[str], list[str]]:
    """The tournament as SQL, and the files of the folder."""
    with closing(sqlite3.connect(folder / "concours.tournoi")) as connection:
        rows = list(connection.iterdump())
    return rows, sorted(str(item.relative_to(folder)) for item in folder.rglob("*"))


def check(argv: list[str], status: int, out: bytes, err: str) -> None:
    assert status in (0, 1, 2), (status, err)
    said = err
    for argument in sorted(argv, key=len, reverse=True):  # the user's own words, quoted back
        said = said.replace(argument, "")
    assert not ENGLISH.search(said), err
    if status == 0:
        text = out.decode("utf-8", errors="surrogateescape")
        if text and not text.startswith("usage"):  # -h prints the help
            json.loads(text)
    else:
        assert out == b""
        assert err.endswith("\n") and err.strip()
        if status == 2:
            assert "Erreur d'utilisation" in err or err.startswith(("« ", "Impossible de lire"))


NUMBERS = ["1", "1", "2", "3", "0", "-1", "99999999999999999999", "1e3", "un", ""]
NAMES = ["Concours", "  ", "Été 2024", "\udce9t\udce9"]
CHOICES = ["swiss", "random", "rotation", "ffb-classique", "tables", "sheets", "teams", "hasard"]
FILES = ["concours.tournoi"] * 6 + ["equipes.csv", "plus.csv", "feuille.json", "profond.json"]
FILES += ["nombre.json", "latin1.json", "binaire.bin", "vide.tournoi", "notes.tournoi"]
FILES += ["dossier", "absent.tournoi", "nouveau.tournoi", "sortie.pdf", "sortie.xlsx"]
FILES += ["absent/sortie.pdf", "dossier/x.xlsx", "\udce9.xlsx", "sortie.txt", "-"]
URLS = ["postgresql+psycopg://arbitre@127.0.0.1:1/concours", "http://example.invalid/x"]
URLS += ["mysql://x@127.0.0.1:1/b", "sqlite:///absent/x.tournoi", "postgresql://[x"]
OPTIONS = ["--name", "--preset", "--rounds", "--target", "--donnes", "--method", "--seed"]
OPTIONS += ["--round", "--table", "--what", "-h", "--help=1", "--", "--na", "-x", "--round=1"]
# Each command with the arguments it needs, then the options it may take.
COMMANDS = {
    "new": (["FILE", "--name", "NAME"], ["--rounds", "--target", "--donnes", "--preset"]),
    "teams import": (["FILE", "FILE"], []),
    "draw": (["FILE"], ["--method", "--seed"]),
    "tables": (["FILE", "--round", "NUMBER"], []),
    "enter": (["FILE", "--round", "NUMBER", "--table", "NUMBER", "FILE"], []),
    "standings": (["FILE"], []),
    "export": (["FILE", "FILE"], ["--what", "--round"]),
}


@st.composite
def arguments(draw: st.DrawFn, folder: Path) -> list[str]:
    """A command with arguments of every kind where it expects them, sometimes stirred up."""
    pools = {
        "FILE": st.sampled_from(FILES).map(lambda name: name if name == "-" else str(folder / name))
        | st.sampled_from(URLS),
        "NAME": st.sampled_from(NAMES),
        "NUMBER": st.sampled_from(NUMBERS),
        "CHOICE": st.sampled_from(CHOICES),
    }
    command = draw(st.sampled_from(sorted(COMMANDS)))
    needed, optional = COMMANDS[command]
    argv = command.split() + [draw(pools[a]) if a in pools else a for a in needed]
    chosen = st.lists(st.sampled_from(optional), unique=True) if optional else st.just([])
    for option in draw(chosen):
        kind = "CHOICE" if option in ("--preset", "--method", "--what") else "NUMBER"
        argv += [option, draw(pools[kind])]
    # No NUL: the system cannot pass one in an argument.
    anything = st.one_of(
        *pools.values(), st.sampled_from(OPTIONS), st.text(st.characters(exclude_characters="\0"))
    )
    for _ in range(draw(st.sampled_from([0, 0, 0, 1, 2]))):
        where = draw(st.integers(0, len(argv)))
        if draw(st.booleans()) and argv:
            del argv[min(where, len(argv) - 1)]
        else:
            argv.insert(where, draw(anything))
    return argv


@settings(max_examples=80)
@given(data=st.data(), stdin=st.sampled_from([b"", json.dumps(SHEET).encode(), b"\xff[["]))
def test_random_arguments_exit_0_1_or_2_in_french_and_refusals_change_nothing(
    folder: Path, data: st.DataObject, stdin: bytes
) -> None:
    argv = data.draw(arguments(folder))
    before = snapshot(folder)
    status, out, err = run(argv, stdin, cwd=folder)
    check(argv, status, out, err)
    if status != 0:
        assert snapshot(folder) == before, argv


@pytest.mark.parametrize(
    ("argv", "status", "said"),
    [
        (["tables", "{t}", "--round", "99999999999999999999"], 2,
         "--round : nombre entier beaucoup trop grand : 99999999999999999999."),
        (["new", "{d}/n.tournoi", "--name", "N", "--rounds", "9" * 30], 2,
         "--rounds : nombre entier beaucoup trop grand : 9999999999999999999…."),
        (["enter", "{t}", "--round", "1", "--table", "1", "{d}/profond.json"], 2,
         "n'est pas un document JSON : des crochets ou des accolades imbriqués beaucoup trop "
         "profondément."),
        (["enter", "{t}", "--round", "1", "--table", "1", "{d}/nombre.json"], 2,
         "n'est pas un document JSON : un nombre y est beaucoup trop long."),
        (["export", "{t}", "{d}/absent/classeur.xlsx"], 1,
         "/absent/classeur.xlsx » : No such file or directory."),
        (["export", "{t}", "{d}/dossier"], 1, "« dossier » : on exporte en .pdf ou en .xlsx."),
        (["standings", "http://example.invalid/x"], 1,
         "« http:// » n'est pas un serveur PostgreSQL : un tournoi se garde dans un fichier, ou "
         "sur un serveur PostgreSQL (postgresql://…)."),
        (["teams", "import", "{t}", "/dev/zero"], 1,
         "Fichier refusé : zero fait plus de 10 Mo : c'est bien plus qu'une liste d'équipes. "
         "Est-ce le bon fichier ?"),
    ],
)  # fmt: skip
def test_what_once_ended_in_a_traceback(
    folder: Path, argv: list[str], status: int, said: str
) -> None:
    argv = [a.format(t=folder / "concours.tournoi", d=folder) for a in argv]
    before = snapshot(folder)
    result = run(argv, cwd=folder)
    check(argv, *result)
    assert result[0] == status
    assert result[2].rstrip("\n").endswith(said)
    assert snapshot(folder) == before


@pytest.mark.parametrize("url", URLS)
def test_addresses_that_are_wrong_or_do_not_answer(url: str, tmp_path: Path) -> None:
    for argv in (["standings", url], ["new", url, "--name", "Concours"]):
        status, out, err = run(argv, cwd=tmp_path)
        check(argv, status, out, err)
        assert status == 1


@pytest.mark.slow
def test_a_server_that_never_answers_is_given_up_in_french(folder: Path) -> None:
    with closing(socket.socket()) as server:
        server.bind(("127.0.0.1", 0))
        server.listen()
        url = f"postgresql+psycopg://arbitre@127.0.0.1:{server.getsockname()[1]}/concours"
        status, out, err = run(["standings", url], cwd=folder)
    check(["standings", url], status, out, err)
    assert err == (
        f"Impossible d'ouvrir « {url} » : le serveur ne répond pas ou refuse la connexion "
        "(connection timeout expired).\n"
    )


def command(*argv: str | bytes) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "tournoi", *argv], cwd=ROOT, capture_output=True, check=False
    )


def test_a_terminal_that_is_not_in_utf8(folder: Path) -> None:
    """Bytes that are not UTF-8 in the arguments, as a Latin-1 terminal types « été »."""
    refused = command("new", str(folder / "latin.tournoi"), "--name", b"\xe9t\xe9")
    assert (refused.returncode, refused.stdout) == (2, b"")
    assert "--name : caractères illisibles : le terminal n'écrit pas en UTF-8" in (
        refused.stderr.decode("utf-8")
    )
    assert not (folder / "latin.tournoi").exists()

    out = bytes(folder) + b"/\xe9t\xe9.xlsx"
    written = command("export", str(folder / "concours.tournoi"), out)
    assert (written.returncode, written.stderr) == (0, b"")
    assert json.loads(written.stdout.decode("utf-8", errors="surrogateescape"))["written"]
    assert b'"written": "' + out + b'"' in written.stdout
    assert Path(os.fsdecode(out)).exists()


def test_help_is_exit_0() -> None:
    shown = command("-h")
    assert (shown.returncode, shown.stderr) == (0, b"")
    assert "Tournoi de belote" in shown.stdout.decode("utf-8")
