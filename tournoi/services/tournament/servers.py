"""A tournament kept on a PostgreSQL server: its address, and the URL the storage opens.

The address (server, port, database, user) can be remembered among the
recent tournaments; the password never is: it is asked for each time, or
read by the server's client library from the user's own ``~/.pgpass``.
A password written in an address given on the command line can be read by
every user of the computer in the list of processes: the command line warns
of it, and asks for the password when the server wants one the address,
``PGPASSWORD`` and ``~/.pgpass`` did not give.

>>> address = ServerAddress(host="salle-des-fetes", database="concours", user="arbitre")
>>> address.url("s3cret:/@")
'postgresql+psycopg://arbitre:s3cret%3A%2F%40@salle-des-fetes:5432/concours'
>>> address.url()
'postgresql+psycopg://arbitre@salle-des-fetes:5432/concours'
>>> ServerAddress.from_url(address.url("x")) == address
True
>>> address.display
'concours sur salle-des-fetes:5432 (utilisateur arbitre)'
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import ArgumentError

from tournoi.services.errors import ServiceError

DRIVER: Final = "postgresql+psycopg"
DEFAULT_PORT: Final = 5432

PASSWORD_IN_SIGHT: Final = (
    "Attention : le mot de passe écrit dans l'adresse est visible des autres utilisateurs de "
    "cet ordinateur (liste des processus). Laissez-le hors de l'adresse : il est lu dans "
    "PGPASSWORD ou ~/.pgpass, ou demandé."
)

_NO_PASSWORD: Final = re.compile(r"no password supplied|fe_sendauth.*mot de passe", re.IGNORECASE)
"""The client library's refusal when the server asks for a password and none was given (in
English, or in French when the library is translated)."""


class AddressError(ServiceError):
    """A server address that cannot be used; the message names the field."""


@dataclass(frozen=True, slots=True)
class ServerAddress:
    host: str
    database: str
    user: str
    port: int = DEFAULT_PORT

    def __post_init__(self) -> None:
        for value, field in (
            (self.host, "le serveur"),
            (self.database, "la base de données"),
            (self.user, "l'utilisateur"),
        ):
            if not value.strip():
                raise AddressError(f"Indiquez {field}.")
        if len(self.host.split()) > 1:
            raise AddressError(f"Le nom du serveur « {self.host} » ne peut pas contenir d'espace.")
        if not 1 <= self.port <= 65535:
            raise AddressError(f"Le port {self.port} n'existe pas : il va de 1 à 65535.")

    def url(self, password: str = "") -> str:
        """The URL the storage opens; without ``password``, one that can be remembered."""
        return URL.create(
            DRIVER,
            username=self.user.strip(),
            password=password or None,
            host=self.host.strip(),
            port=self.port,
            database=self.database.strip(),
        ).render_as_string(hide_password=False)

    @property
    def display(self) -> str:
        """The address in words, for titles and lists."""
        return f"{self.database} sur {self.host}:{self.port} (utilisateur {self.user})"

    @classmethod
    def from_url(cls, url: str) -> ServerAddress:
        """The address of a server URL (its password, if any, is dropped)."""
        try:
            parsed = make_url(url)
        except ArgumentError:
            raise AddressError(f"« {url} » n'est pas l'adresse d'une base de données.") from None
        if not parsed.drivername.startswith("postgresql"):
            raise AddressError(
                f"« {parsed.drivername} » n'est pas un serveur PostgreSQL : "
                "seul PostgreSQL peut accueillir un tournoi partagé."
            )
        return cls(
            host=parsed.host or "",
            database=parsed.database or "",
            user=parsed.username or "",
            port=parsed.port or DEFAULT_PORT,
        )


def is_server(location: str) -> bool:
    """A database server's URL rather than a file path.

    >>> is_server("postgresql://arbitre@club/concours"), is_server("/home/club/concours.tournoi")
    (True, False)
    """
    return "://" in location and not location.startswith("sqlite:")


def has_password(url: str) -> bool:
    """Whether a server URL carries its password (an address that cannot be read has none).

    >>> has_password("postgresql://arbitre:s3cret@club/concours"), has_password("postgresql://arbitre@club/concours")
    (True, False)
    """
    try:
        return bool(make_url(url).password)
    except (ArgumentError, ValueError):  # the storage refuses it, saying what is wrong
        return False


def with_password(url: str, password: str) -> str:
    """The URL with ``password``, for this process only: never to show, keep or pass on.

    >>> with_password("postgresql://arbitre@club/concours", "p@ss")
    'postgresql://arbitre:p%40ss@club/concours'
    """
    return make_url(url).set(password=password).render_as_string(hide_password=False)


def wants_password(refusal: str) -> bool:
    """Whether a server refused a connection (``refusal``, the storage's message) for want of a
    password: one the address, ``PGPASSWORD`` and ``~/.pgpass`` did not give."""
    return _NO_PASSWORD.search(refusal) is not None


def password_prompt(url: str) -> str:
    """What the command line asks when the server wants a password.

    >>> password_prompt("postgresql://arbitre@salle-des-fetes/concours")
    'Mot de passe de arbitre sur salle-des-fetes:5432 (base concours) : '
    """
    parsed = make_url(url)
    user = f"de {parsed.username} " if parsed.username else ""
    where = f"{parsed.host or 'localhost'}:{parsed.port or DEFAULT_PORT}"
    return f"Mot de passe {user}sur {where} (base {parsed.database}) : "
