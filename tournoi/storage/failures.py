"""Why a disk, a file or a database server failed, in French, for the user to act on.

SQLite says it with a result code, the system with an ``errno``, PostgreSQL
with an SQLSTATE; a program's own error has no cause to tell (``None``).
"""

from __future__ import annotations

import errno
import sqlite3
from pathlib import Path
from typing import Final

from sqlalchemy.exc import DBAPIError, OperationalError

from tournoi.storage.errors import StorageError


def read_only_medium(location: str | Path) -> StorageError:
    """The refusal of a file on a medium that cannot be written (a locked USB stick, a CD)."""
    return StorageError(
        f"Le fichier « {location} » est sur un support en lecture seule (ou protégé en "
        "écriture) : copiez-le sur le disque de l'ordinateur pour l'utiliser."
    )


_FULL: Final = "le disque est plein : libérez de la place, puis recommencez"
_PROTECTED: Final = (
    "le support est en lecture seule (ou le fichier protégé en écriture) : "
    "copiez le fichier sur le disque de l'ordinateur"
)
_BUSY: Final = (
    "le fichier est occupé par un autre poste ou un autre programme : recommencez dans un instant"
)
_CROSSED: Final = (
    "un autre poste a enregistré la même chose au même instant (le même numéro) : "
    "rien n'a été enregistré de cette action, refaites-la"
)
_DAMAGED: Final = "le fichier est endommagé : reprenez sa dernière copie de sauvegarde"
_SQLITE_CAUSES: Final = {
    sqlite3.SQLITE_FULL: _FULL,
    sqlite3.SQLITE_READONLY: _PROTECTED,
    sqlite3.SQLITE_IOERR: "erreur de lecture ou d'écriture sur le disque (support retiré ?) : "
    "vérifiez-le, puis recommencez",
    sqlite3.SQLITE_CANTOPEN: "le fichier est introuvable ou inaccessible (support retiré ?)",
    sqlite3.SQLITE_BUSY: _BUSY,
    sqlite3.SQLITE_LOCKED: _BUSY,
    sqlite3.SQLITE_CORRUPT: _DAMAGED,
    sqlite3.SQLITE_NOTADB: _DAMAGED,
}
"""What the disk or the file did, by SQLite's primary result code."""
_OS_CAUSES: Final = {errno.ENOSPC: _FULL, errno.EROFS: _PROTECTED, errno.EACCES: _PROTECTED}


def _sqlite_code(error: BaseException) -> int | None:
    """SQLite's primary result code behind ``error``, if SQLite raised it."""
    orig = error.orig if isinstance(error, DBAPIError) else error
    code = getattr(orig, "sqlite_errorcode", None)
    return None if code is None else int(code) & 0xFF


def cause_of(error: BaseException) -> str | None:
    """Why the disk, the file or the server failed, in French; ``None`` for a program's error."""
    if _is_unique_violation(error):
        return _CROSSED
    code = _sqlite_code(error)
    if code is not None:
        return _SQLITE_CAUSES.get(code)
    if isinstance(error, OSError):
        return _OS_CAUSES.get(error.errno or 0, error.strerror)
    if isinstance(error, OperationalError):  # a server's: unreachable, connection lost
        first_line = str(error.orig).strip().partition("\n")[0]
        return f"le serveur ne répond pas ou refuse la connexion ({first_line})"
    return None


def _is_unique_violation(error: BaseException) -> bool:
    """Two stations writing the same number (a team, a round) at the same instant: the second
    one's row breaks a unique index."""
    orig = error.orig if isinstance(error, DBAPIError) else error
    code = getattr(orig, "sqlite_errorcode", None)
    if code is not None:
        return int(code) in (sqlite3.SQLITE_CONSTRAINT_UNIQUE, sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY)
    return getattr(orig, "sqlstate", None) == "23505"  # PostgreSQL's unique_violation


def is_read_only_refusal(error: BaseException) -> bool:
    """SQLite's refusal of a file it may read but not write, or whose folder it cannot write to.

    A folder that is not writable leaves SQLite unable to make the ``-shm``
    file a WAL file needs, even to read it.
    """
    return _sqlite_code(error) in (sqlite3.SQLITE_READONLY, sqlite3.SQLITE_CANTOPEN)
