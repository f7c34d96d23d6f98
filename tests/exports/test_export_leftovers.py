"""A temporary left by a killed export is removed by the next export of that document, and
nothing else is."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from tournoi.exports import atomic, documents
from tournoi.exports.documents import Document
from tournoi.storage import Database


def made(path: Path, *, old: bool) -> Path:
    path.write_bytes(b"%PDF-1.4 partial")
    if old:  # written before this process started, by one that was killed
        stamp = atomic.STARTED - 3600
        os.utime(path, (stamp, stamp))
    return path


def test_the_next_export_removes_its_documents_leftovers_only(
    tournament: Callable[..., Database], tmp_path: Path
) -> None:
    db = tournament(teams=4)
    folder = tmp_path / "documents"
    folder.mkdir()
    leftover = made(folder / ".equipes.0a1b2c3d.tmp", old=True)
    kept = [
        made(folder / ".equipes.9f8e7d6c.tmp", old=False),  # another export under way
        made(folder / ".classement.0a1b2c3d.tmp", old=True),  # another document's
        made(folder / ".equipes.notatemp.tmp", old=True),  # not a name the export gives
        made(folder / "equipes.0a1b2c3d.tmp", old=True),  # not hidden
        made(folder / ".equipes.0a1b2c3d.tmp.bak", old=True),
    ]
    documents.export(db, path=folder / "equipes.pdf", what=Document.TEAMS)
    assert not leftover.exists()
    assert sorted(path.name for path in folder.iterdir()) == sorted(
        [*(path.name for path in kept), "equipes.pdf"]
    )
    assert (folder / "equipes.pdf").read_bytes().startswith(b"%PDF")


def test_a_leftover_that_is_a_folder_is_left(tmp_path: Path) -> None:
    odd = tmp_path / ".plan.0a1b2c3d.tmp"
    odd.mkdir()
    stamp = atomic.STARTED - 3600
    os.utime(odd, (stamp, stamp))
    with atomic.replacing(tmp_path / "plan.pdf") as temporary:
        temporary.write_bytes(b"plan")
    assert odd.is_dir() and (tmp_path / "plan.pdf").read_bytes() == b"plan"
