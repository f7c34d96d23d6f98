"""``python -m tournoi new`` with a hostile name or an absurd number: exit 1, the services' French
refusal, and no file.

The command line has no check of its own: the services refuse, and their
:class:`~engine.UserError` reaches it.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tournoi.cli import main

ROOT = Path(__file__).resolve().parent.parent


def refused(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    status = main(list(argv))
    out, err = capsys.readouterr()
    assert (status, out) == (1, "")
    return err


@pytest.mark.parametrize(
    ("options", "said"),
    [
        (["--name", "Concours\x01Noel"],
         "Nom du tournoi : le caractère de contrôle U+0001 (9e caractère) n'est pas permis.\n"),
        (["--name", "Concours\tNoel"],
         "Nom du tournoi : une tabulation (9e caractère) n'est pas permise : le texte tient sur "
         "une ligne.\n"),
        (["--name", "N" * 81], "Nom du tournoi : 81 caractères, c'est trop : 80 au plus.\n"),
        (["--name", "Noël", "--target", str(2**63 - 1)],
         "Nombre de points à atteindre 9223372036854775807 : 99999 au plus.\n"),
        (["--name", "Noël", "--target", "20000000"],
         "Nombre de points à atteindre 20000000 : 99999 au plus.\n"),
        (["--name", "Noël", "--rounds", "1000000000000"],
         "Nombre de tours 1000000000000 : 99 au plus.\n"),
        (["--name", "Noël", "--donnes", "1000000000000"],
         "Nombre de donnes 1000000000000 : 99 au plus.\n"),
    ],
)  # fmt: skip
def test_new_refuses_in_french_and_makes_no_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], options: list[str], said: str
) -> None:
    path = tmp_path / "noel.tournoi"
    assert refused(capsys, "new", str(path), *options) == said
    assert list(tmp_path.iterdir()) == []


def test_the_real_command_with_a_control_character_in_its_name(tmp_path: Path) -> None:
    """As a shell passes ``--name $'Concours\\x01Noel'``."""
    path = tmp_path / "noel.tournoi"
    done = subprocess.run(
        [sys.executable, "-m", "tournoi", "new", str(path), "--name", "Concours\x01Noel"],
        cwd=ROOT,
        capture_output=True,
        check=False,
    )
    assert (done.returncode, done.stdout) == (1, b"")
    assert done.stderr.decode("utf-8") == (
        "Nom du tournoi : le caractère de contrôle U+0001 (9e caractère) n'est pas permis.\n"
    )
    assert not path.exists()
