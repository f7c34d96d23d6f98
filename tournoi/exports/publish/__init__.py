"""The results' site put on the club's web host: by SFTP (:mod:`.sftp`), FTPS or FTP
(:mod:`.ftp`), to the address a :class:`~.destination.Destination` gives, with the password
the face asked for or found in the system's keyring (:mod:`.passwords`).

Every failure is an :class:`UploadError` in French: the address, the login
(:class:`LoginRefusedError`, so that a kept password is asked again), the host's key
or certificate, an FTP server without TLS (:class:`UnencryptedRefusedError`, unless a
connection in clear was asked for), the network, a connection cut in the middle.
On the host, the pages take their names in an order that keeps every link
working, and a manifest of what the application put there lets the next upload
delete the pages this one no longer has (:mod:`.switch`).
"""

from __future__ import annotations

import ftplib
import ssl
from collections.abc import Sequence
from pathlib import Path
from typing import Final

import paramiko  # type: ignore[import-untyped]

from engine.errors import os_reason
from engine.words import count
from tournoi.exports.publish.destination import Destination, Scheme, UploadError
from tournoi.exports.publish.ftp import UnencryptedRefusedError, upload_ftp
from tournoi.exports.publish.sftp import Trust, upload_sftp

__all__ = [
    "Destination",
    "LoginRefusedError",
    "UnencryptedRefusedError",
    "UploadError",
    "upload_site",
]


class LoginRefusedError(UploadError):
    """The server refused the user or the password."""


def upload_site(
    folder: Path,
    *,
    destination: Destination,
    password: str,
    known_hosts: Path,
    trust: Trust,
    context: ssl.SSLContext | None = None,
    unencrypted: bool = False,
) -> str:
    """Put every page of ``folder`` (a site exported) on the host; a French summary.

    ``known_hosts`` and ``trust``: the SFTP hosts accepted, and whom to ask about a new one;
    ``context``: what checks an FTPS server's certificate (the system's authorities);
    ``unencrypted``: the organiser accepts a ``ftp://`` server without TLS (the password then
    goes in clear).
    """
    files = _pages(folder)
    try:
        if destination.scheme is Scheme.SFTP:
            deleted = upload_sftp(
                files, destination=destination, password=password,
                known_hosts=known_hosts, trust=trust,
            )  # fmt: skip
            encrypted = True
        else:
            deleted, encrypted = upload_ftp(
                files, destination=destination, password=password, context=context,
                unencrypted=unencrypted,
            )  # fmt: skip
    except UploadError:
        raise
    except (paramiko.AuthenticationException, ftplib.error_perm) as error:
        if isinstance(error, ftplib.error_perm) and not str(error).startswith("530"):
            raise _refused(destination, error) from None
        raise LoginRefusedError(
            f"{destination.host} refuse l'utilisateur « {destination.user} » ou son mot de "
            "passe : rien n'est envoyé.",
            field="password",
        ) from None
    except paramiko.BadHostKeyException:
        raise UploadError(
            f"La clé de {destination.host} n'est plus celle qu'il avait la dernière fois : "
            "rien n'est envoyé. Demandez à l'hébergeur si elle a changé ; sinon, quelqu'un "
            "se fait passer pour lui.",
            field="to",
        ) from None
    except ssl.SSLError as error:
        raise UploadError(
            f"La connexion chiffrée avec {destination.host} a échoué ({error.reason or error}) : "
            "son certificat n'est pas reconnu. Rien n'est envoyé.",
            field="to",
        ) from None
    except (EOFError, ConnectionResetError, ConnectionAbortedError, BrokenPipeError):
        raise _cut(destination) from None
    except TimeoutError:
        raise UploadError(
            f"{destination.host} ne répond pas : rien n'est envoyé, ou l'envoi est resté "
            "incomplet (les pages déjà en ligne sont intactes). Réessayez.",
            field="to",
        ) from None
    except OSError as error:
        raise UploadError(
            f"Impossible de joindre {destination.host} (port {destination.port}) : "
            f"{os_reason(error)}. Les pages déjà en ligne sont intactes.",
            field="to",
        ) from None
    except (paramiko.SSHException, ftplib.Error) as error:
        if isinstance(error.__context__, EOFError):  # paramiko's word for a host that hung up
            raise _cut(destination) from None
        raise _refused(destination, error) from None
    plain = "" if encrypted else " (sans chiffrement : le serveur ne propose pas TLS)"
    gone = count(
        deleted, "fichier de l'envoi précédent retiré", "fichiers de l'envoi précédent retirés"
    )
    removed = f", {gone}" if deleted else ""
    return (
        f"Site envoyé sur {destination.address} : {count(len(files), 'fichier')}{removed}{plain}."
    )


REPLY_SHOWN: Final = 160
"""Characters of a server's answer quoted in a message: a host that answers garbage (a web
server on the FTP port) could send thousands."""


def _cut(destination: Destination) -> UploadError:
    return UploadError(
        f"La connexion avec {destination.host} a été coupée pendant l'envoi : chaque page en "
        "ligne reste entière, et leurs liens mènent tous à une page. Réessayez : le prochain "
        "envoi termine le site et retire ce qui reste de celui-ci.",
        field="to",
    )


def _refused(destination: Destination, error: Exception) -> UploadError:
    return UploadError(
        f"{destination.host} a refusé l'envoi ({_reply(error)}) : les pages déjà en ligne sont "
        "intactes.",
        field="to",
    )


def _reply(error: Exception) -> str:
    """What the server said, on one line of printable characters, cut short if long."""
    said = " ".join("".join(c if c.isprintable() else " " for c in str(error)).split())
    return said if len(said) <= REPLY_SHOWN else said[: REPLY_SHOWN - 1] + "…"


def _pages(folder: Path) -> Sequence[Path]:
    """The site's files, its first page last: it links to the others only once they are there."""
    files = [path for path in folder.iterdir() if path.is_file() and not path.name.startswith(".")]
    if not any(path.name == "index.html" for path in files):
        raise UploadError(
            f"« {folder} » n'est pas un site exporté (il n'a pas de index.html).", field="folder"
        )
    return sorted(files, key=lambda path: (path.name == "index.html", path.name))
