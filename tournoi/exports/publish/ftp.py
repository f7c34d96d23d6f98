"""The site put on the club's host by FTP (the standard library's ``ftplib``), over TLS when
the server offers it (always with ``ftps://``), the server's certificate checked.

Each page goes up under a temporary name, then every one is renamed onto its
own name: a visitor reads the previous site or the new one, never a page cut
short by a lost connection.
"""

from __future__ import annotations

import ftplib
import secrets
import ssl
from collections.abc import Sequence
from pathlib import Path
from typing import Final

from tournoi.exports.publish.destination import Destination, Scheme, UploadError

TIMEOUT: Final = 30
"""Seconds a silent server is waited for."""


def upload_ftp(
    files: Sequence[Path],
    *,
    destination: Destination,
    password: str,
    context: ssl.SSLContext | None = None,
) -> bool:
    """Put ``files`` into the destination's folder; whether the transfer was encrypted.

    ``context`` checks the server's certificate (the system's authorities by default).
    """
    ftp = _connect(destination, password, context or ssl.create_default_context())
    try:
        _enter(ftp, destination.path)
        _put(ftp, files)
    finally:
        ftp.close()
    return isinstance(ftp, ftplib.FTP_TLS)


def _connect(destination: Destination, password: str, context: ssl.SSLContext) -> ftplib.FTP:
    ftp: ftplib.FTP = ftplib.FTP_TLS(context=context, timeout=TIMEOUT)
    ftp.connect(destination.host, destination.port)
    try:
        ftp.auth()  # type: ignore[attr-defined]
    except ftplib.error_perm:  # the server offers no TLS
        if destination.scheme is Scheme.FTPS:
            ftp.close()
            raise UploadError(
                f"{destination.host} ne propose pas de connexion chiffrée (FTPS) : rien n'est "
                "envoyé. Essayez sftp://, ou ftp:// si l'hébergeur n'offre que cela.",
                field="to",
            ) from None
        ftp.close()
        ftp = ftplib.FTP(timeout=TIMEOUT)
        ftp.connect(destination.host, destination.port)
    ftp.login(destination.user, password)
    if isinstance(ftp, ftplib.FTP_TLS):
        ftp.prot_p()  # the pages too, not only the password
    return ftp


def _enter(ftp: ftplib.FTP, path: str) -> None:
    """Go into ``path``, making the folders that are missing."""
    if path.startswith("/"):
        ftp.cwd("/")
    for part in filter(None, path.split("/")):
        try:
            ftp.cwd(part)
        except ftplib.error_perm:
            ftp.mkd(part)
            ftp.cwd(part)


def _put(ftp: ftplib.FTP, files: Sequence[Path]) -> None:
    token = secrets.token_hex(4)
    sent: list[tuple[str, str]] = []
    try:
        for file in files:
            temporary = f".{file.name}.{token}.tmp"
            with file.open("rb") as content:
                ftp.storbinary(f"STOR {temporary}", content)
            sent.append((temporary, file.name))
        for temporary, name in sent:
            _rename(ftp, temporary, name)
    except BaseException:
        _forget(ftp, [temporary for temporary, _name in sent])
        raise


def _rename(ftp: ftplib.FTP, temporary: str, name: str) -> None:
    try:
        ftp.rename(temporary, name)
    except ftplib.error_perm:  # some servers rename onto no existing file
        ftp.delete(name)
        ftp.rename(temporary, name)


def _forget(ftp: ftplib.FTP, temporaries: Sequence[str]) -> None:
    """Remove what went up of an upload that failed, as far as the connection still allows."""
    for temporary in temporaries:
        try:
            ftp.delete(temporary)
        except ftplib.error_perm:  # renamed already
            continue
        except (ftplib.Error, OSError):  # the connection is lost: nothing more can be done
            return
