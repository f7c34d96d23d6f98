"""Writing a document whole or not at all, and never over the tournament's own file.

A document is written to a temporary file in its folder, then renamed onto
its name (:func:`os.replace`, one step on one file system) once complete: a
kill, a full disk or a failing writer leaves the previous document as it was,
and no temporary behind, except after a ``kill -9``: the next export of that
document removes the temporaries it finds of it, when older than this process.

On Windows a document open in another program (a PDF reader, Excel) cannot be
replaced: the rename is refused, the previous document stays as it was, and the
export says so in French with another name to use (:class:`DocumentInUseError`).
"""

from __future__ import annotations

import os
import re
import secrets
import shutil
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Final

from tournoi.services.errors import ServiceError
from tournoi.services.tournament.file_names import check_file_name

STARTED: Final = time.time()
"""Before any document of this process was begun: a temporary older than that is no one's."""

FOLDER_MARK: Final = ".tournoi-site"
"""The file that says a folder was written whole by :func:`replacing_folder`: it may be replaced."""

SHARING_VIOLATION: Final = 32
"""Windows' ERROR_SHARING_VIOLATION: another program has the file open."""
ACCESS_DENIED: Final = 5
"""Windows' ERROR_ACCESS_DENIED, which a rename onto a file open elsewhere gives too."""

COMPANIONS: Final = ("", "-wal", "-shm", "-journal")
"""The tournament's file and the ones SQLite keeps beside it: writing over any loses scores."""


class ExportError(ServiceError):
    """A document that may not be written where it is asked."""


class DocumentInUseError(ExportError):
    """The document is open in another program, which keeps Windows from replacing it.

    ``other`` is a free name beside it, to offer instead of closing that program and retrying.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self.other = free_name(path)
        super().__init__(
            f"« {path.name} » est ouvert dans un autre programme (un lecteur de PDF, un "
            "tableur ?) : Windows ne permet pas de le remplacer. Le document précédent est "
            f"intact. Fermez-le puis réessayez, ou enregistrez sous « {self.other.name} ».",
            field="path",
        )


def free_name(path: Path) -> Path:
    """``classement (2).pdf``, ``(3)``… beside ``path``: the first that does not exist."""
    number = 2
    while (other := path.with_name(f"{path.stem} ({number}){path.suffix}")).exists():
        number += 1
    return other


def refuse_the_tournament(path: Path, tournament: Path | None) -> None:
    """Refuse ``path`` when it is the tournament's file (``tournament``), by any name or link."""
    if tournament is None:
        return
    target = path.resolve()
    for companion in COMPANIONS:
        kept = Path(f"{tournament}{companion}")
        if target == kept.resolve() or _same_file(target, kept):
            raise ExportError(
                f"« {path.name} » est le fichier du tournoi lui-même : l'exporter là "
                "l'effacerait. Choisissez un autre nom de fichier.",
                field="path",
            )


def _same_file(first: Path, second: Path) -> bool:
    """Whether two existing paths are one file (hard links too); ``False`` if either is missing."""
    try:
        return os.path.samefile(first, second)
    except OSError:
        return False


@contextmanager
def replacing(path: Path) -> Iterator[Path]:
    """A temporary path to write the document to; it replaces ``path`` when the block ends well.

    A link is followed: the file it points to is replaced, the link stays. A name Windows
    refuses is refused before anything is written (:func:`check_file_name`).
    """
    check_file_name(path.absolute())
    target = path.resolve()
    _remove_leftovers(target)
    temporary = _temporary(target)
    try:
        yield temporary
        _flush(temporary)
        _replace(temporary, target, shown=path)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise


def _replace(temporary: Path, target: Path, *, shown: Path) -> None:
    try:
        os.replace(temporary, target)
    except PermissionError as error:
        # Access denied is also a read-only document's answer, which is no program's doing.
        code = getattr(error, "winerror", None)
        if code == SHARING_VIOLATION or (code == ACCESS_DENIED and os.access(target, os.W_OK)):
            raise DocumentInUseError(shown) from error
        raise


def _temporary(target: Path) -> Path:
    """A new empty file beside ``target``, hidden, created with the user's usual permissions."""
    while True:
        temporary = target.with_name(f".{_hidden_stem(target)}.{secrets.token_hex(4)}.tmp")
        try:
            os.close(os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666))
        except FileExistsError:
            continue
        return temporary


def _hidden_stem(target: Path) -> str:
    return target.stem[:60]


def _remove_leftovers(target: Path) -> None:
    """Remove the temporaries of ``target`` that a killed export left: named as
    :func:`_temporary` names them, and older than this process (another one's export may be
    under way). Nothing else is touched, and a file that will not go is left."""
    pattern = re.compile(rf"\.{re.escape(_hidden_stem(target))}\.[0-9a-f]{{8}}\.tmp")
    try:
        with os.scandir(target.parent) as entries:
            found = [entry for entry in entries if pattern.fullmatch(entry.name)]
    except OSError:
        return  # the folder unreadable: writing into it says why
    for entry in found:
        try:
            if (
                entry.is_file(follow_symlinks=False)
                and entry.stat(follow_symlinks=False).st_mtime < STARTED
            ):
                os.unlink(entry.path)
        except OSError:
            continue


def _flush(temporary: Path) -> None:
    """On the disk before the rename: after a power cut, the old document or the new one."""
    with temporary.open("r+b") as file:
        os.fsync(file.fileno())


@contextmanager
def replacing_folder(path: Path, *, tournament: Path | None) -> Iterator[Path]:
    """A new empty folder to fill; it takes the place of ``path`` when the block ends well.

    ``path`` may be missing, an empty folder, or a folder this function wrote before (it holds
    :data:`FOLDER_MARK`): any other folder is the user's and is refused, as is one that holds
    the tournament's file. Every file is on the disk before the new folder is renamed into
    place, the old one moved aside first and removed last: a failure at any step, a power cut
    too, leaves the previous folder as it was.
    """
    check_file_name(path.absolute())
    target = path.resolve()
    _refuse_foreign_folder(target, shown=path, tournament=tournament)
    _remove_folder_leftovers(target)
    temporary = _free_folder_name(target, "tmp")
    temporary.mkdir()
    try:
        yield temporary
        (temporary / FOLDER_MARK).write_text(
            "Dossier écrit par tournoi-belote : il est remplacé à chaque export.\n",
            encoding="utf-8",
        )
        for written in temporary.iterdir():
            _flush(written)
        _swap_folder(temporary, target)
    except BaseException:
        shutil.rmtree(temporary, ignore_errors=True)
        raise


def _refuse_foreign_folder(target: Path, *, shown: Path, tournament: Path | None) -> None:
    if not target.exists():
        return
    if not target.is_dir():
        raise ExportError(
            f"« {shown} » est un fichier : le site s'écrit dans un dossier.", field="path"
        )
    if tournament is not None and tournament.resolve().is_relative_to(target):
        raise ExportError(
            f"« {shown} » contient le fichier du tournoi : le remplacer l'effacerait. "
            "Choisissez un autre dossier.",
            field="path",
        )
    if any(target.iterdir()) and not (target / FOLDER_MARK).is_file():
        raise ExportError(
            f"« {shown} » contient déjà d'autres fichiers, qui seraient effacés. Choisissez un "
            "dossier nouveau ou vide, ou celui d'un site déjà exporté.",
            field="path",
        )


def _free_folder_name(target: Path, kind: str) -> Path:
    while (
        other := target.with_name(f".{_hidden_stem(target)}.{secrets.token_hex(4)}.{kind}")
    ).exists():
        continue
    return other


def _swap_folder(new: Path, target: Path) -> None:
    if not target.exists():
        os.replace(new, target)
        return
    old = _free_folder_name(target, "old")
    os.replace(target, old)
    try:
        os.replace(new, target)
    except BaseException:
        os.replace(old, target)
        raise
    shutil.rmtree(old, ignore_errors=True)


def _remove_folder_leftovers(target: Path) -> None:
    """Remove the folders a killed export left beside ``target`` (new or old), older than
    this process: another process's export may be under way."""
    pattern = re.compile(rf"\.{re.escape(_hidden_stem(target))}\.[0-9a-f]{{8}}\.(tmp|old)")
    try:
        with os.scandir(target.parent) as entries:
            found = [entry for entry in entries if pattern.fullmatch(entry.name)]
    except OSError:
        return
    for entry in found:
        try:
            if (
                entry.is_dir(follow_symlinks=False)
                and entry.stat(follow_symlinks=False).st_mtime < STARTED
            ):
                shutil.rmtree(entry.path)
        except OSError:
            continue
