"""File names Windows refuses, said in French before anything is written.

Windows will not create ``CON``, ``aux.pdf`` or ``COM1.xlsx`` (devices, whatever the
extension), a name ending in a dot or a space (it drops them), a name holding ``< > : " | ?
*`` or a control character, nor, for most programs, a path of 260 characters or more. On
Windows the check holds for every file the application writes; elsewhere it lets everything
through, as those systems do (a USB key carried to a Windows laptop aside).
"""

from __future__ import annotations

import re
import sys
from pathlib import PurePath, PureWindowsPath
from typing import Final

from tournoi.services.errors import ServiceError

ON_WINDOWS: Final = sys.platform == "win32"
MAX_PATH: Final = 260
"""Windows' classic limit, terminating zero included: a path of 260 characters is too long."""
DEVICES: Final = frozenset(
    ["CON", "PRN", "AUX", "NUL"]
    + [f"{device}{number}" for device in ("COM", "LPT") for number in "123456789¹²³"]
)
FORBIDDEN: Final = re.compile(r'[<>:"|?*\x00-\x1f]')


class FileNameError(ServiceError):
    """A file name or path Windows refuses."""


def check_file_name(path: PurePath, *, windows: bool = ON_WINDOWS) -> None:
    """Refuse ``path`` (absolute: the limit counts the whole path) when Windows would
    (``windows``; by default, when running on it).

    >>> check_file_name(PureWindowsPath("C:/Concours/aux.pdf"), windows=True)
    Traceback (most recent call last):
    ...
    tournoi.services.tournament.file_names.FileNameError: « aux.pdf » : AUX est un nom réservé par Windows (un périphérique), même avec une extension. Choisissez un autre nom.
    """
    if not windows:
        return
    name = path.name
    device = name.split(".", 1)[0].rstrip(" ").upper()
    if device in DEVICES:
        _refuse(
            f"« {name} » : {device} est un nom réservé par Windows (un périphérique), "
            "même avec une extension. Choisissez un autre nom."
        )
    if name.endswith((".", " ")):
        _refuse(
            f"« {name} » se termine par un point ou une espace, que Windows efface : "
            "le fichier n'aurait pas ce nom. Choisissez un autre nom."
        )
    forbidden = FORBIDDEN.search(name)
    if forbidden:
        shown = forbidden[0] if forbidden[0].isprintable() else "un caractère de contrôle"
        _refuse(
            f"« {name} » contient {shown}, que Windows refuse dans un nom de fichier "
            '(ni < > : " / \\ | ? * ni caractère de contrôle). Choisissez un autre nom.'
        )
    whole = str(PureWindowsPath(path))
    if len(whole) >= MAX_PATH:
        _refuse(
            f"Le chemin « {whole} » a {len(whole)} caractères : Windows et la plupart des "
            f"programmes n'ouvrent pas un chemin de {MAX_PATH} caractères ou plus. "
            "Choisissez un dossier moins profond ou un nom plus court."
        )


def _refuse(message: str) -> None:
    raise FileNameError(message, field="path")
