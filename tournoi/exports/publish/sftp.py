"""The site put on the club's host by SFTP (``paramiko``), the host known by its key.

The first time, the host's key is shown by its fingerprint and kept once the
user accepts it (``trust``), in a file of the application's, beside the system's
own known hosts; a host whose key later differs is refused. The pages go up and
take their names in the order of :mod:`.switch` (``posix-rename``, which replaces
in one step, where the server has it).
"""

from __future__ import annotations

import base64
import contextlib
import hashlib
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import BinaryIO, Final

import paramiko  # type: ignore[import-untyped]
from platformdirs import PlatformDirs

from tournoi.exports.publish.destination import Destination, UploadError
from tournoi.exports.publish.switch import put_site

TIMEOUT: Final = 30
"""Seconds a silent server is waited for."""

APPLICATION: Final = "tournoi"
"""The application's folder of per-user files (``ui.preferences.APPLICATION``)."""

Trust = Callable[[str, str], bool]
"""Asked whether to accept an unknown host: its name and its key's fingerprint."""


def known_hosts_file() -> Path:
    """The SFTP hosts whose keys the user accepted, beside the preferences."""
    folders = PlatformDirs(APPLICATION, appauthor=False, roaming=True)
    return Path(folders.user_config_dir) / "known_hosts"


def fingerprint(key: paramiko.PKey) -> str:
    """``SHA256:…``, as ``ssh`` shows a key."""
    digest = base64.b64encode(hashlib.sha256(key.asbytes()).digest()).decode().rstrip("=")
    return f"SHA256:{digest}"


class _Ask(paramiko.MissingHostKeyPolicy):  # type: ignore[misc]
    """An unknown host: accepted and kept if the user says so, else nothing is sent."""

    def __init__(self, trust: Trust, known_hosts: Path) -> None:
        self.trust, self.known_hosts = trust, known_hosts

    def missing_host_key(
        self, client: paramiko.SSHClient, hostname: str, key: paramiko.PKey
    ) -> None:
        if not self.trust(hostname, fingerprint(key)):
            raise UploadError(
                f"La clé du serveur {hostname} n'est pas acceptée : rien n'est envoyé.",
                field="to",
            )
        client.get_host_keys().add(hostname, key.get_name(), key)
        self.known_hosts.parent.mkdir(parents=True, exist_ok=True)
        client.save_host_keys(str(self.known_hosts))


def upload_sftp(
    files: Sequence[Path],
    *,
    destination: Destination,
    password: str,
    known_hosts: Path,
    trust: Trust,
) -> int:
    """Put ``files`` into the destination's folder; how many files of the previous upload were
    deleted."""
    client = paramiko.SSHClient()
    client.load_system_host_keys()
    if known_hosts.is_file():
        client.load_host_keys(str(known_hosts))
    client.set_missing_host_key_policy(_Ask(trust, known_hosts))
    try:
        client.connect(
            destination.host, port=destination.port, username=destination.user,
            password=password, timeout=TIMEOUT, banner_timeout=TIMEOUT, auth_timeout=TIMEOUT,
            look_for_keys=False, allow_agent=False,
        )  # fmt: skip
        with client.open_sftp() as sftp:
            _enter(sftp, destination.path)
            return put_site(_SftpFolder(sftp), files)
    finally:
        client.close()


def _enter(sftp: paramiko.SFTPClient, path: str) -> None:
    """Go into ``path``, making the folders that are missing."""
    if path.startswith("/"):
        sftp.chdir("/")
    for part in filter(None, path.split("/")):
        try:
            sftp.chdir(part)
        except OSError:
            sftp.mkdir(part)
            sftp.chdir(part)


class _SftpFolder:
    """The folder the session is in, as :mod:`.switch` uses it."""

    def __init__(self, sftp: paramiko.SFTPClient) -> None:
        self.sftp = sftp

    def read(self, name: str, *, limit: int) -> bytes | None:
        try:
            with self.sftp.open(name, "rb") as file:
                content: bytes = file.read(limit + 1)
        except FileNotFoundError:
            return None
        return content

    def store(self, name: str, content: BinaryIO) -> None:
        self.sftp.putfo(content, name)

    def replace(self, temporary: str, name: str) -> None:
        try:
            self.sftp.posix_rename(temporary, name)
        except OSError:  # a server without the extension renames onto no existing file
            with contextlib.suppress(FileNotFoundError):
                self.sftp.remove(name)
            self.sftp.rename(temporary, name)

    def delete(self, name: str) -> None:
        try:
            self.sftp.remove(name)
        except (ConnectionError, TimeoutError):
            raise
        except OSError:  # gone already, or a folder: the server's refusal of this one name
            return
