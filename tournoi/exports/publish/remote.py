"""The folder on the club's host, as the upload sees it whatever the protocol: a file read,
stored, renamed onto another, deleted. :mod:`.ftp` and :mod:`.sftp` each give one;
:mod:`.switch` puts the site in it in an order that no protocol has to know.
"""

from __future__ import annotations

from typing import BinaryIO, Protocol


class RemoteFolder(Protocol):
    def read(self, name: str, *, limit: int) -> bytes | None:
        """The file ``name``, ``None`` if the folder has none; at most ``limit`` bytes and one
        more, so that a file too long to be the application's is told by its length."""

    def store(self, name: str, content: BinaryIO) -> None:
        """Send ``content`` as ``name`` (a name no visitor asks for: a temporary one)."""

    def replace(self, temporary: str, name: str) -> None:
        """Rename ``temporary`` onto ``name``, replacing the file of that name if there is one."""

    def delete(self, name: str) -> None:
        """Remove ``name``; one that is not there is no failure."""
