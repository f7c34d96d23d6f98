"""The site put on the club's host by FTP (the standard library's ``ftplib``), over TLS, the
server's certificate checked. A server that refuses TLS would receive the password as it is
typed, readable by anyone on the way: ``ftps://`` is then refused, and ``ftp://`` too unless
the organiser asked for a connection without encryption, knowing it.

The pages go up and take their names in the order of :mod:`.switch`; FTP renames
a file onto another in one step on most servers, else deletes it just before.
"""

from __future__ import annotations

import contextlib
import ftplib
import ssl
from collections.abc import Sequence
from pathlib import Path
from typing import BinaryIO, Final

from tournoi.exports.publish.destination import Destination, Scheme, UploadError
from tournoi.exports.publish.switch import put_site

TIMEOUT: Final = 30
"""Seconds a silent server is waited for."""


class UnencryptedRefusedError(UploadError):
    """The server offers no TLS, and sending the password in clear was not asked for."""


def upload_ftp(
    files: Sequence[Path],
    *,
    destination: Destination,
    password: str,
    context: ssl.SSLContext | None = None,
    unencrypted: bool = False,
) -> tuple[int, bool]:
    """Put ``files`` into the destination's folder; how many files of the previous upload were
    deleted, and whether the transfer was encrypted.

    ``context`` checks the server's certificate (the system's authorities by default);
    ``unencrypted``: the organiser accepts a ``ftp://`` server without TLS.
    """
    context = context or ssl.create_default_context()
    ftp = _connect(destination, password, context, unencrypted=unencrypted)
    try:
        _enter(ftp, destination.path)
        deleted = put_site(_FtpFolder(ftp), files)
    finally:
        ftp.close()
    return deleted, isinstance(ftp, ftplib.FTP_TLS)


def _connect(
    destination: Destination, password: str, context: ssl.SSLContext, *, unencrypted: bool
) -> ftplib.FTP:
    ftp: ftplib.FTP = ftplib.FTP_TLS(context=context, timeout=TIMEOUT)
    ftp.connect(destination.host, destination.port)
    try:
        ftp.auth()  # type: ignore[attr-defined]
    except ftplib.error_perm:  # the server offers no TLS; nothing was sent but the greeting
        ftp.close()
        if destination.scheme is Scheme.FTPS:
            raise UploadError(
                f"{destination.host} ne propose pas de connexion chiffrée (FTPS) : rien n'est "
                "envoyé. Essayez sftp://.",
                field="to",
            ) from None
        if not unencrypted:
            raise UnencryptedRefusedError(
                f"{destination.host} ne propose pas de connexion chiffrée : le mot de passe "
                "passerait en clair sur le réseau, lisible par qui l'écoute. Rien n'est envoyé. "
                "Essayez sftp:// ; si l'hébergeur n'offre que FTP, demandez l'envoi sans "
                "chiffrement (--sans-chiffrement, ou la case « Envoyer sans chiffrement »), "
                "en connaissance de cause.",
                field="unencrypted",
            ) from None
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


class _FtpFolder:
    """The folder the connection is in, as :mod:`.switch` uses it."""

    def __init__(self, ftp: ftplib.FTP) -> None:
        self.ftp = ftp

    def read(self, name: str, *, limit: int) -> bytes | None:
        content = bytearray()

        def keep(block: bytes) -> None:
            content.extend(block[: limit + 1 - len(content)])

        try:
            self.ftp.retrbinary(f"RETR {name}", keep)
        except ftplib.error_perm:  # 550: no such file
            return None
        return bytes(content)

    def store(self, name: str, content: BinaryIO) -> None:
        self.ftp.storbinary(f"STOR {name}", content)

    def replace(self, temporary: str, name: str) -> None:
        try:
            self.ftp.rename(temporary, name)
        except ftplib.error_perm:  # some servers rename onto no existing file
            self.ftp.delete(name)
            self.ftp.rename(temporary, name)

    def delete(self, name: str) -> None:
        with contextlib.suppress(ftplib.error_perm):  # 550: gone already, or a folder
            self.ftp.delete(name)
