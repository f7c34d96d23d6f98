r"""A tournament file on a network share, said when it is opened on Windows.

SQLite's locks rely on the file system, and a shared folder (a UNC path ``\\serveur\club``
or a network drive mapped to a letter) does not always keep them: two stations writing the
same file there can damage it. Several stations share a tournament on a PostgreSQL server
instead (« Tournoi en réseau »); one station alone may keep its file on a share.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import PureWindowsPath
from typing import Final

from tournoi.services.tournament.servers import is_server

ON_WINDOWS: Final = sys.platform == "win32"
DRIVE_REMOTE: Final = 4
"""What Windows' GetDriveTypeW answers for a network drive."""


def _drive_type(root: str) -> int:
    r"""Windows' kind of drive of ``root`` (``X:\``)."""
    if sys.platform == "win32":
        import ctypes  # noqa: PLC0415 (Windows only)

        return int(ctypes.windll.kernel32.GetDriveTypeW(root))
    return 0


def on_a_share(path: PureWindowsPath, *, drive_type: Callable[[str], int] = _drive_type) -> bool:
    r"""Whether ``path`` (absolute) is on a shared folder: UNC, or a network drive.

    >>> on_a_share(PureWindowsPath(r"\\serveur\club\concours.tournoi"))
    True
    >>> on_a_share(PureWindowsPath(r"\\?\UNC\serveur\club\concours.tournoi"))
    True
    >>> on_a_share(PureWindowsPath(r"\\?\C:\concours.tournoi"))
    False
    """
    text = str(path)
    if text.startswith(("\\\\?\\", "\\\\.\\")):  # the long form of a path: local unless UNC
        return text[4:].upper().startswith("UNC\\")
    if text.startswith("\\\\"):
        return True
    return bool(path.drive) and drive_type(f"{path.drive}\\") == DRIVE_REMOTE


def share_warning(
    location: str,
    *,
    windows: bool = ON_WINDOWS,
    drive_type: Callable[[str], int] = _drive_type,
) -> str | None:
    """The French warning for a tournament file opened on a network share; else ``None``."""
    if not windows or is_server(location):
        return None
    path = PureWindowsPath(location)
    if not on_a_share(path, drive_type=drive_type):
        return None
    return (
        f"« {path.name} » est sur un partage réseau ({path.anchor.rstrip(chr(92))}). "
        "Un seul poste à la fois peut y saisir : SQLite ne garantit pas l'écriture à "
        "plusieurs dans un dossier partagé, et deux postes qui écrivent dans ce fichier "
        "peuvent l'abîmer. Pour saisir à plusieurs postes, mettez le tournoi sur un serveur "
        "(Fichier › Tournoi en réseau…)."
    )
