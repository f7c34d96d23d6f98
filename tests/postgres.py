"""A throwaway PostgreSQL server for the tests of tournaments kept on a database server.

``./run test`` installs Debian's ``postgresql``; the server runs on a free
port of 127.0.0.1 from a temporary folder, for this test session only. As root
(CI), it runs as the ``postgres`` user, since PostgreSQL refuses root.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import tempfile
import uuid
from collections.abc import Iterator
from contextlib import closing, contextmanager
from glob import glob
from pathlib import Path

import psycopg
import pytest


def _bin_dir() -> Path:
    found = sorted(glob("/usr/lib/postgresql/*/bin/initdb"))
    if not found:
        raise RuntimeError(
            "PostgreSQL n'est pas installé : ./run test l'installe (paquet postgresql)."
        )
    return Path(found[-1]).parent


def _free_port() -> int:
    with closing(socket.socket()) as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def _run(command: list[str]) -> None:
    if os.geteuid() == 0:
        command = ["su", "postgres", "-c", " ".join(command)]
    subprocess.run(command, check=True, capture_output=True)


@contextmanager
def throwaway_server() -> Iterator[str]:
    """A PostgreSQL server of its own, started and stopped around the block: its URL, no database."""
    bin_dir = _bin_dir()
    base = Path(tempfile.mkdtemp(prefix="tournoi-pg-"))
    base.chmod(0o755)
    if os.geteuid() == 0:
        shutil.chown(base, "postgres")
    data, port = base / "data", _free_port()
    _run([str(bin_dir / "initdb"), "-D", str(data), "-A", "trust", "-U", "postgres",
          "-E", "UTF8", "--locale=C.UTF-8"])  # fmt: skip
    _run([str(bin_dir / "pg_ctl"), "-D", str(data), "-l", str(base / "log"), "-w", "-o",
          f"'-h 127.0.0.1 -p {port} -k {base}'", "start"])  # fmt: skip
    try:
        yield f"postgresql+psycopg://postgres@127.0.0.1:{port}"
    finally:
        _run([str(bin_dir / "pg_ctl"), "-D", str(data), "-m", "fast", "-w", "stop"])
        shutil.rmtree(base, ignore_errors=True)


def new_database(server: str) -> str:
    """An empty database on ``server``: its URL."""
    name = f"concours_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(_admin(server), autocommit=True) as connection:
        connection.execute(f'CREATE DATABASE "{name}"')
    return f"{server}/{name}"


def drop_database(url: str) -> None:
    server, name = url.rsplit("/", 1)
    with psycopg.connect(_admin(server), autocommit=True) as connection:
        connection.execute(f'DROP DATABASE "{name}" WITH (FORCE)')


def _admin(server: str) -> str:
    return server.replace("postgresql+psycopg://", "postgresql://") + "/postgres"


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[str]:
    """The server's URL without a database name."""
    with throwaway_server() as server:
        yield server


@pytest.fixture
def postgres_url(postgres_server: str) -> Iterator[str]:
    """An empty database of its own for one test."""
    url = new_database(postgres_server)
    yield url
    drop_database(url)
