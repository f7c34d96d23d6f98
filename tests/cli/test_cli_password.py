"""A PostgreSQL server's password on the command line: asked for, never needed in the address.

The server here is a stand-in that speaks the first messages of
PostgreSQL's protocol: it asks for a password in clear, notes the one it
gets and refuses it, which is all the client library needs to show what
the command line does with a password.
"""

from __future__ import annotations

import socket
import struct
import threading
from collections.abc import Iterator
from contextlib import closing
from pathlib import Path

import pytest

from tournoi.cli import main

SSL_OR_GSS_REQUESTS = (80877103, 80877104)
ASK_CLEARTEXT_PASSWORD = b"R" + struct.pack("!ii", 8, 3)


class PasswordServer:
    """Asks every connection for a password; keeps those given; refuses them all."""

    def __init__(self) -> None:
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port: int = self.listener.getsockname()[1]
        self.passwords: list[str] = []
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()

    def _serve(self) -> None:
        while True:
            try:
                connection, _ = self.listener.accept()
            except OSError:  # closed at the end of the test
                return
            with closing(connection):
                self._answer(connection)

    def _answer(self, connection: socket.socket) -> None:
        while True:
            length, code = struct.unpack("!ii", _exactly(connection, 8))
            _exactly(connection, length - 8)
            if code not in SSL_OR_GSS_REQUESTS:
                break
            connection.sendall(b"N")  # no encryption: the startup message comes next
        connection.sendall(ASK_CLEARTEXT_PASSWORD)
        try:
            _kind, length = struct.unpack("!ci", _exactly(connection, 5))
        except ConnectionError:  # the client had no password to give
            return
        self.passwords.append(_exactly(connection, length - 4).rstrip(b"\0").decode())
        fields = b'SFATAL\0C28P01\0Mpassword authentication failed for user "arbitre"\0\0'
        connection.sendall(b"E" + struct.pack("!i", len(fields) + 4) + fields)

    def close(self) -> None:
        self.listener.close()


def _exactly(connection: socket.socket, size: int) -> bytes:
    data = b""
    while len(data) < size:
        chunk = connection.recv(size - len(data))
        if not chunk:
            raise ConnectionError("closed")
        data += chunk
    return data


@pytest.fixture
def server(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[PasswordServer]:
    """The stand-in server, with neither ``PGPASSWORD`` nor a ``~/.pgpass`` to give a password."""
    for name in ("PGPASSWORD", "PGPASSFILE", "PGSERVICEFILE", "PGSSLMODE", "PGGSSENCMODE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    stand_in = PasswordServer()
    yield stand_in
    stand_in.close()


def test_the_password_is_asked_for_when_the_server_wants_one(
    server: PasswordServer, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    prompts: list[str] = []

    def typed(prompt: str) -> str:
        prompts.append(prompt)
        return "s3cret"

    monkeypatch.setattr("getpass.getpass", typed)
    url = f"postgresql://arbitre@127.0.0.1:{server.port}/concours"
    assert main(["standings", url]) == 1
    assert prompts == [f"Mot de passe de arbitre sur 127.0.0.1:{server.port} (base concours) : "]
    assert server.passwords == ["s3cret"]
    err = capsys.readouterr().err
    assert 'password authentication failed for user "arbitre"' in err
    assert "s3cret" not in err


def test_no_password_typed_is_a_french_refusal(
    server: PasswordServer, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def no_terminal(prompt: str) -> str:
        raise EOFError

    monkeypatch.setattr("getpass.getpass", no_terminal)
    assert main(["standings", f"postgresql://arbitre@127.0.0.1:{server.port}/concours"]) == 1
    assert capsys.readouterr().err.endswith(
        "Le serveur demande un mot de passe, qui n'a pas été tapé : tapez-le quand il est "
        "demandé, ou mettez-le dans ~/.pgpass (ou la variable PGPASSWORD).\n"
    )
    assert server.passwords == []


def test_a_password_in_the_address_works_with_a_warning(
    server: PasswordServer, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr("getpass.getpass", pytest.fail)
    assert main(["standings", f"postgresql://arbitre:visible@127.0.0.1:{server.port}/c"]) == 1
    assert server.passwords == ["visible"]
    err = capsys.readouterr().err
    assert err.startswith(
        "Attention : le mot de passe écrit dans l'adresse est visible des autres utilisateurs de "
        "cet ordinateur (liste des processus). Laissez-le hors de l'adresse : il est lu dans "
        "PGPASSWORD ou ~/.pgpass, ou demandé.\n"
    )
    assert "visible@" not in err


def test_pgpassword_is_used_without_asking(
    server: PasswordServer, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("PGPASSWORD", "de-l-environnement")
    monkeypatch.setattr("getpass.getpass", pytest.fail)
    assert main(["standings", f"postgresql://arbitre@127.0.0.1:{server.port}/concours"]) == 1
    assert server.passwords == ["de-l-environnement"]
    assert "Attention" not in capsys.readouterr().err


@pytest.mark.parametrize(
    ("address", "message"),
    [
        (
            "postgresql://arbitre@club:abc/concours",
            "Le port de « postgresql://arbitre@club:abc/concours » n'est pas un nombre : "
            "il va de 1 à 65535 (5432 par défaut).",
        ),
        (
            "postgresql://arbitre:secret@club:abc/concours",
            "Le port de « postgresql://arbitre:***@club:abc/concours » n'est pas un nombre : "
            "il va de 1 à 65535 (5432 par défaut).",
        ),
        (
            "postgresql://arbitre@club:70000/concours",
            "Le port 70000 n'existe pas : il va de 1 à 65535.",
        ),
        (
            "postgresql+psycopg2://arbitre@club/concours",
            "« postgresql+psycopg2:// » demande un pilote que ce programme n'a pas : "
            "écrivez postgresql://… (ou postgresql+psycopg://…).",
        ),
        (
            "mysql://arbitre@club/concours",
            "« mysql:// » n'est pas un serveur PostgreSQL : un tournoi se garde dans un fichier, "
            "ou sur un serveur PostgreSQL (postgresql://…).",
        ),
        (
            "pg://club",
            "« pg:// » n'est pas un serveur PostgreSQL : un tournoi se garde dans un fichier, "
            "ou sur un serveur PostgreSQL (postgresql://…).",
        ),
    ],
)
def test_malformed_addresses_are_refused_in_french(
    address: str, message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["standings", address]) == 1
    assert capsys.readouterr().err.splitlines()[-1] == message
