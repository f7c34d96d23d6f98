"""Backup copies of a tournament file, made before each draw and each correction of a finished partie.

They live in a folder beside the file, named after it: ``concours.tournoi``
is backed up in ``concours-sauvegardes/``.
"""

from __future__ import annotations

import re
import sqlite3
import unicodedata
from contextlib import closing
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path


def backup_folder(path: Path) -> Path:
    return path.with_name(f"{path.stem}-sauvegardes")


def backup_sqlite(path: Path, reason: str) -> Path:
    """A consistent copy of ``path`` (even while in use), named with the time and the reason.

    The copy is a single file (rollback journal, not WAL): it can be read
    read-only without a ``-wal`` or ``-shm`` file appearing beside it.
    """
    folder = backup_folder(path)
    folder.mkdir(exist_ok=True)
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    target = folder / f"{path.stem}-{stamp}-{_slug(reason)}{path.suffix}"
    with closing(sqlite3.connect(path)) as source, closing(sqlite3.connect(target)) as copy:
        source.backup(copy)
        copy.execute("PRAGMA journal_mode=DELETE")
    return target


def _slug(reason: str) -> str:
    """The reason in a file name: ``à la demande`` gives ``a-la-demande``.

    >>> _slug("Correction tour 2, table 5")
    'correction-tour-2-table-5'
    """
    ascii_reason = unicodedata.normalize("NFKD", reason).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_reason.lower()).strip("-") or "copie"


@dataclass(frozen=True, slots=True)
class BackupCopy:
    path: Path
    made_at: datetime
    reason: str


def list_backups(path: Path) -> list[BackupCopy]:
    """The copies of ``path``, newest first."""
    folder = backup_folder(path)
    if not folder.is_dir():
        return []
    pattern = re.compile(rf"^{re.escape(path.stem)}-(\d{{8}}-\d{{6}}-\d{{6}})-(.+)$")
    copies = []
    for item in folder.iterdir():
        match = pattern.match(item.stem)
        # A copy opened by another program may have its "-wal" and "-shm" files beside it.
        if match and item.suffix == path.suffix:
            made_at = datetime.strptime(match.group(1), "%Y%m%d-%H%M%S-%f")
            copies.append(BackupCopy(item, made_at, match.group(2).replace("-", " ")))
    return sorted(copies, key=lambda copy: copy.made_at, reverse=True)


def read_only_uri(path: Path) -> str:
    """The URI that reads a backup copy without writing anything to it or beside it.

    ``immutable`` also spares the lock files: nobody writes to a copy.
    """
    return f"{path.resolve().as_uri()}?mode=ro&immutable=1"


def copy_sqlite(source: str | Path, target: Path) -> None:
    """Replace ``target``'s content with ``source``'s in one transaction (SQLite backup API).

    ``target`` may be in use and in WAL mode: it stays so, and its other
    connections see the new content. ``source`` may be a :func:`read_only_uri`.
    """
    uri = isinstance(source, str)
    with (
        closing(sqlite3.connect(source, uri=uri)) as origin,
        closing(sqlite3.connect(target, timeout=5)) as destination,
    ):
        origin.backup(destination)
