"""Backup copies of a tournament file, made before each draw and each correction of a finished partie.

They live in a folder beside the file, named after it: ``concours.tournoi``
is backed up in ``concours-sauvegardes/``.
"""

from __future__ import annotations

import re
import sqlite3
from contextlib import closing
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path


def backup_folder(path: Path) -> Path:
    return path.with_name(f"{path.stem}-sauvegardes")


def backup_sqlite(path: Path, reason: str) -> Path:
    """A consistent copy of ``path`` (even while in use), named with the time and the reason."""
    folder = backup_folder(path)
    folder.mkdir(exist_ok=True)
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    slug = re.sub(r"[^a-z0-9]+", "-", reason.lower()).strip("-") or "copie"
    target = folder / f"{path.stem}-{stamp}-{slug}{path.suffix}"
    with closing(sqlite3.connect(path)) as source, closing(sqlite3.connect(target)) as copy:
        source.backup(copy)
    return target


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
        if match:
            made_at = datetime.strptime(match.group(1), "%Y%m%d-%H%M%S-%f")
            copies.append(BackupCopy(item, made_at, match.group(2).replace("-", " ")))
    return sorted(copies, key=lambda copy: copy.made_at, reverse=True)
