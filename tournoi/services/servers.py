"""A tournament kept on a PostgreSQL server: its address, and the URL the storage opens.

The address (server, port, database, user) can be remembered among the
recent tournaments; the password never is: it is asked for each time, or
read by the server's client library from the user's own ``~/.pgpass``.

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

from dataclasses import dataclass
from typing import Final

from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import ArgumentError

from tournoi.services.errors import ServiceError

DRIVER: Final = "postgresql+psycopg"
DEFAULT_PORT: Final = 5432


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
