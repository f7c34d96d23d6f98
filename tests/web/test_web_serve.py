"""``python -m tournoi serve FILE``: the addresses printed, the pages served until stopped."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import urllib.request
from collections.abc import Callable
from pathlib import Path

import pytest

from tournoi.services.draws import DrawMethod
from tournoi.storage import Database
from tournoi.web.server import Server, ServerError

ROOT = Path(__file__).resolve().parents[2]


def test_serve_prints_the_address_and_each_tables_link(
    tournament: Callable[..., Database], tmp_path: Path
) -> None:
    db = tournament(teams=4, draw=DrawMethod.ROTATION)
    assert db.path is not None
    command = [sys.executable, "-m", "tournoi", "serve", str(db.path), "--port", "0"]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    with subprocess.Popen(command, stdout=subprocess.PIPE, text=True, env=env) as serving:
        assert serving.stdout is not None
        lines = [serving.stdout.readline() for _ in range(4)]
        try:
            # Port 0: the system's choice of a free port, which the addresses printed give.
            shown = re.fullmatch(
                r"Saisie aux tables sur http://[\d.]+:(\d+)/ \(page publique : Où est ma table \?\)\n",
                lines[0],
            )
            assert shown is not None
            port = int(shown[1])
            assert port != 0
            assert lines[1].startswith("Tour 1, table 1 : http://")
            assert lines[2].startswith("Tour 1, table 2 : http://")
            assert lines[3] == "Ctrl+C pour arrêter.\n"
            link = lines[1].split(" : ")[1].strip()
            secret = link.rsplit("/", 1)[1]
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/table/{secret}") as page:
                assert "Feuille de marque" in page.read().decode()
        finally:
            serving.send_signal(signal.SIGINT)
            serving.wait()


def test_a_port_taken_is_refused_in_french(tournament: Callable[..., Database]) -> None:
    db = tournament(teams=4)
    first = Server(db, host="127.0.0.1", port=0)
    with first, pytest.raises(ServerError, match=f"Le port {first.port} n'est pas libre"):
        Server(db, host="127.0.0.1", port=first.port)


def test_serve_on_this_laptop_alone(tournament: Callable[..., Database]) -> None:
    db = tournament(teams=4, draw=DrawMethod.ROTATION)
    assert db.path is not None
    command = [sys.executable, "-m", "tournoi", "serve", str(db.path), "--host", "127.0.0.1"]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    with subprocess.Popen(
        [*command, "--port", "0"], stdout=subprocess.PIPE, text=True, env=env
    ) as serving:
        assert serving.stdout is not None
        lines = [serving.stdout.readline() for _ in range(2)]
        try:
            shown = re.fullmatch(r"Saisie aux tables sur http://127\.0\.0\.1:(\d+)/ .*\n", lines[0])
            assert shown is not None
            assert lines[1] == (
                "Ce portable seul : les téléphones de la salle n'atteignent pas ce serveur "
                "(--host 0.0.0.0 pour toutes les adresses de ce portable).\n"
            )
            with urllib.request.urlopen(f"http://127.0.0.1:{shown[1]}/") as page:
                assert "Où est ma table ?" in page.read().decode()
        finally:
            serving.send_signal(signal.SIGINT)
            serving.wait()


@pytest.mark.parametrize(
    ("options", "status", "said"),
    [
        (
            ["--host", "salle.local"],
            2,
            "adresse IPv4 attendue (par exemple 127.0.0.1), pas 'salle.local'",
        ),
        (["--host", "127.0.0.1", "--port", "70000"], 2, "port de 0 à 65535 attendu, pas 70000"),
        (
            ["--host", "192.0.2.1", "--port", "0"],
            1,
            "L'adresse 192.0.2.1 n'est pas une adresse de cet ordinateur",
        ),
    ],
)
def test_serve_refuses_an_address_or_port_it_cannot_use(
    tournament: Callable[..., Database], options: list[str], status: int, said: str
) -> None:
    db = tournament(teams=4)
    assert db.path is not None
    command = [sys.executable, "-m", "tournoi", "serve", str(db.path), *options]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    result = subprocess.run(
        command, capture_output=True, text=True, env=env, timeout=60, check=False
    )
    assert result.returncode == status
    assert said in result.stderr
    assert "Traceback" not in result.stderr
