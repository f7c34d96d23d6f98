"""Where the results' site goes: the club's web host, reached by SFTP, FTPS or FTP.

Written as an address, ``sftp://secretaire@club-belote.fr:22/www/resultats``:
the user and the host are needed, the port is the protocol's own by default,
the path is the folder on the host (the user's home folder when empty). The
password is never part of it: it comes from the system's keyring or is asked.

>>> Destination.parse("sftp://secretaire@club-belote.fr/www/resultats")
Destination(scheme=<Scheme.SFTP: 'sftp'>, user='secretaire', host='club-belote.fr', port=22, path='/www/resultats')
>>> Destination.parse("ftp://secretaire@club-belote.fr:2121/").address
'ftp://secretaire@club-belote.fr:2121/'
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Final
from urllib.parse import unquote, urlsplit

from tournoi.exports.atomic import ExportError

EXAMPLE: Final = "sftp://secretaire@club-belote.fr:22/www/resultats"


class UploadError(ExportError):
    """The site could not be put on the club's host: the address, the login, the network."""


class Scheme(StrEnum):
    SFTP = "sftp"
    """SSH's file transfer: encrypted, the host known by its key."""
    FTPS = "ftps"
    """FTP over TLS, required."""
    FTP = "ftp"
    """FTP, over TLS when the server offers it."""

    @property
    def port(self) -> int:
        return 22 if self is Scheme.SFTP else 21


@dataclass(frozen=True, slots=True, kw_only=True)
class Destination:
    scheme: Scheme
    user: str
    host: str
    port: int
    path: str
    """The folder on the host; empty for the login's own."""

    @classmethod
    def parse(cls, text: str) -> Destination:
        """The destination written as ``sftp://user@host:port/path``, or a refusal in French."""
        parts = urlsplit(text.strip())
        schemes = ", ".join(f"{scheme}://" for scheme in Scheme)
        if parts.scheme not in tuple(Scheme):
            raise UploadError(
                f"Adresse d'envoi « {text} » : elle commence par {schemes} ({EXAMPLE}).",
                field="to",
            )
        if parts.password is not None:
            raise UploadError(
                "Le mot de passe ne s'écrit pas dans l'adresse d'envoi (il resterait dans "
                "l'historique) : il est demandé, ou lu dans le trousseau du système.",
                field="to",
            )
        if not parts.username or not parts.hostname:
            raise UploadError(
                f"Adresse d'envoi « {text} » : l'utilisateur et le serveur sont nécessaires "
                f"({EXAMPLE}).",
                field="to",
            )
        try:
            port = parts.port
        except ValueError:
            raise UploadError(
                f"Adresse d'envoi « {text} » : le port est un nombre de 1 à 65535.", field="to"
            ) from None
        scheme = Scheme(parts.scheme)
        return cls(
            scheme=scheme,
            user=unquote(parts.username),
            host=parts.hostname,
            port=port or scheme.port,
            path=unquote(parts.path).rstrip("/") if parts.path != "/" else "",
        )

    @property
    def address(self) -> str:
        """The address as written again, for messages and the keyring."""
        return f"{self.scheme}://{self.user}@{self.host}:{self.port}/{self.path.lstrip('/')}"

    @property
    def account(self) -> str:
        """Whose password: the keyring keeps one per user, host and port."""
        return f"{self.user}@{self.host}:{self.port}"
