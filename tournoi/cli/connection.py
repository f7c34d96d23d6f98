"""The tournament a command names: a file, or a PostgreSQL server that may ask for a password.

The password is asked for only when the server refused the connection for
want of one. Guessing beforehand whether one will be needed would mean
reading ``PGPASSWORD``, ``PGPASSFILE``, ``~/.pgpass`` and the service files
as the client library does (host, port, base and user matched with
wildcards), and a server that trusts the hall's network or this user needs
none at all: trying first is what the library itself does, and it costs one
refused connection.
"""

from __future__ import annotations

import getpass
import sys
from collections.abc import Callable

from engine import UserError
from tournoi.services.settings import TournamentSettings
from tournoi.services.tournament import lifecycle, servers
from tournoi.services.tournament.lifecycle import Database


class PasswordError(UserError):
    """The server wants a password and none could be typed."""


def open_tournament(target: str) -> Database:
    """The tournament at ``target``, opened (and migrated if need be)."""
    return _connect(target, lifecycle.open_tournament)


def create_tournament(
    target: str, *, name: str, settings: TournamentSettings, who: str
) -> Database:
    """A new tournament at ``target``, opened."""
    return _connect(
        target,
        lambda url: lifecycle.create_tournament(url, name=name, settings=settings, who=who),
    )


def _connect(target: str, connect: Callable[[str], Database]) -> Database:
    if not servers.is_server(target):
        return connect(target)
    if servers.has_password(target):
        sys.stderr.write(f"{servers.PASSWORD_IN_SIGHT}\n")
        return connect(target)
    try:
        return connect(target)
    except UserError as refusal:
        if not servers.wants_password(refusal.message):
            raise
    return connect(servers.with_password(target, _ask(target)))


def _ask(target: str) -> str:
    try:
        # From the terminal, not standard input: a sheet may come on standard input.
        return getpass.getpass(servers.password_prompt(target))
    except (EOFError, KeyboardInterrupt):
        sys.stderr.write("\n")
        raise PasswordError(
            "Le serveur demande un mot de passe, qui n'a pas été tapé : tapez-le quand il est "
            "demandé, ou mettez-le dans ~/.pgpass (ou la variable PGPASSWORD).",
            field="password",
        ) from None
