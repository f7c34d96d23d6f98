"""Where a club's register is: a file (``CLUB.registre``), or a database of its own on the
club's PostgreSQL server (``postgresql://arbitre@serveur/registre``), the same tables either way.

A file is opened for each action and closed after it: the organiser may move or
copy it between two. A server's register stays open between actions, for its
connections only (nothing read is kept): opening one judges the database and
checks its schema, a few round trips that registration would pay at every key
typed. Before each action its schema revision is read again: a register that a
newer version has since migrated is opened again, and refused.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Final
from urllib.parse import urlsplit

from sqlmodel import Session

from tournoi.services.errors import ServiceError
from tournoi.storage.club import RegisterFile, is_server_url

Place = Path | str
"""Where a register is: a file's path, or a PostgreSQL server's URL (``postgresql://…``)."""

CONNECT_TIMEOUT: Final = 3
"""Seconds a register's server is given to answer a connection: the register only helps
registration, which goes on without it, and a server out of reach must not hold up the desk
(PostgreSQL's driver takes 2 at the least)."""

_OPEN: dict[str, RegisterFile] = {}
"""The servers' registers open, by URL."""
_OPENING = threading.Lock()
"""Held while one is looked up or opened: the window and its worker threads share them."""


def place_of(text: str) -> Place:
    """The register the preferences name: a server's URL as it is, else a file's path.

    >>> place_of("postgresql://secretaire@club/registre")
    'postgresql://secretaire@club/registre'
    >>> place_of(" /home/club/club.registre ") == Path("/home/club/club.registre")
    True
    """
    text = text.strip()
    if not is_server_url(text):
        return Path(text)
    if urlsplit(text).password is not None:
        raise ServiceError(
            "Le mot de passe ne s'écrit pas dans l'adresse du registre (elle est gardée dans "
            "les préférences) : il est lu dans PGPASSWORD ou ~/.pgpass.",
            field="register",
        )
    return text


@contextmanager
def opened(place: Place) -> Iterator[Session]:
    """One action on the register at ``place``: one transaction, one action at a time."""
    if is_server_url(place):
        with _on_server(str(place)).session() as session:
            yield session
        return
    register = RegisterFile.open(place)
    try:
        with register.session() as session:
            yield session
    finally:
        register.close()


def _on_server(url: str) -> RegisterFile:
    with _OPENING:
        register = _OPEN.get(url)
        if register is not None and register.schema_revision() != RegisterFile.head_revision():
            register.close()
            register = None
        if register is None:
            _OPEN.pop(url, None)
            register = _OPEN[url] = RegisterFile.open(url, connect_timeout=CONNECT_TIMEOUT)
        return register
