"""An export never destroys: not the tournament, not the previous document.

The tournament is refused as a document's destination by any name (a link, a
hard link, its own name); a document is written to a temporary file and
renamed into place once whole, so that a failing writer, a full disk or a
kill -9 leaves the previous document as it was.
"""

from __future__ import annotations

import errno
import hashlib
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest
from openpyxl import load_workbook

from engine import Rules
from tests.conftest import WHO, new_tournament
from tests.services.test_draws import finish_round
from tournoi.exports import documents, xlsx
from tournoi.exports.atomic import ExportError
from tournoi.exports.documents import Document
from tournoi.services import draws
from tournoi.services.draws import DrawMethod
from tournoi.services.errors import ServiceError, StateError
from tournoi.services.settings import TournamentSettings
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.storage import Database

ROOT = Path(__file__).resolve().parent.parent.parent
SETTINGS = TournamentSettings(rules=Rules(target=1000), rounds=3)
REFUSED = "est le fichier du tournoi lui-même : l'exporter là l'effacerait."


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def leftovers(folder: Path) -> list[str]:
    return sorted(path.name for path in folder.iterdir() if path.name.endswith(".tmp"))


@pytest.fixture
def played(tmp_path: Path) -> Path:
    """Six teams after round 1, round 2 drawn: a file closed, as the window would open it."""
    path = tmp_path / "base.tournoi"
    db = new_tournament(path, teams=6, rounds=3)
    draws.draw_round(db, method=DrawMethod.RANDOM, seed=5, who=WHO)
    finish_round(db, 1)
    draws.draw_round(db, method=DrawMethod.RANDOM, seed=6, who=WHO)
    db.close()
    return path


def still_a_tournament(path: Path, before: str) -> None:
    assert digest(path) == before
    db = tournaments.open_tournament(path)
    assert draws.last_round(db) == 2
    db.close()


@pytest.mark.parametrize("name", ["lien.xlsx", "lien.pdf"])
def test_a_link_to_the_tournament_is_refused(played: Path, name: str) -> None:
    link = played.with_name(name)
    link.symlink_to(played)
    db = Database.open(played)
    before = digest(played)
    with pytest.raises(ExportError, match=REFUSED) as refusal:
        documents.export(db, path=link, what=Document.STANDINGS)
    db.close()
    assert refusal.value.field == "path"
    assert str(refusal.value).startswith(f"« {name} »")
    still_a_tournament(played, before)
    assert link.is_symlink() and leftovers(played.parent) == []


def test_a_hard_link_to_the_tournament_is_refused(played: Path) -> None:
    twin = played.with_name("jumeau.xlsx")
    os.link(played, twin)
    db = Database.open(played)
    with pytest.raises(ExportError, match=REFUSED):
        documents.export(db, path=twin, what=Document.STANDINGS)
    db.close()


def test_a_tournament_named_like_its_workbook_is_not_replaced_by_it(played: Path) -> None:
    """A file named x.xlsx (made before the name was refused), exported to x.xlsx."""
    named = played.with_name("x.xlsx")
    played.rename(named)
    before = digest(named)
    db = tournaments.open_tournament(named)
    with pytest.raises(ExportError, match=REFUSED):
        documents.export(db, path=played.parent / "." / "x.xlsx", what=Document.STANDINGS)
    db.close()
    still_a_tournament(named, before)


def test_a_link_to_the_databases_journal_is_refused(played: Path) -> None:
    link = played.with_name("journal.pdf")
    link.symlink_to(Path(f"{played}-wal"))
    db = Database.open(played)
    with pytest.raises(ExportError, match=REFUSED):
        documents.export(db, path=link, what=Document.STANDINGS)
    db.close()


@pytest.mark.parametrize("name", ["concours.xlsx", "concours.PDF", "concours.csv", "c.json"])
def test_a_tournament_is_not_created_under_a_documents_name(tmp_path: Path, name: str) -> None:
    with pytest.raises(StateError) as refusal:
        tournaments.create_tournament(tmp_path / name, name="Concours", settings=SETTINGS, who=WHO)
    suffix = Path(name).suffix.lower()
    assert str(refusal.value) == (
        f"« {name} » est un nom de document ({suffix}), pas de tournoi : "
        "un export l'écraserait. Nommez le fichier en .tournoi."
    )
    assert refusal.value.field == "file"
    assert list(tmp_path.iterdir()) == []


def test_a_workbook_failing_midway_leaves_the_previous_one(
    played: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = played.with_name("club.xlsx")
    db = Database.open(played)
    documents.export(db, path=out, what=Document.STANDINGS)
    before = digest(out)
    written = xlsx._write_sheet

    def fail_at_donnes(workbook: Any, sheet: xlsx.Sheet) -> None:
        if sheet.title == "Donnes":
            raise OSError(errno.ENOSPC, "No space left on device")
        written(workbook, sheet)

    monkeypatch.setattr(xlsx, "_write_sheet", fail_at_donnes)
    with pytest.raises(ServiceError, match=r"Impossible d'écrire .* No space left on device"):
        documents.export(db, path=out, what=Document.STANDINGS)
    db.close()
    assert digest(out) == before
    assert load_workbook(out).sheetnames[0] == "Classement"
    assert leftovers(played.parent) == []


def test_a_pdf_failing_midway_leaves_the_previous_one(
    played: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from reportlab.pdfgen.canvas import Canvas  # noqa: PLC0415

    out = played.with_name("feuilles.pdf")
    db = Database.open(played)
    documents.export(db, path=out, what=Document.BLANK_SHEETS)
    before = digest(out)

    def broken(*_args: Any, **_kwargs: Any) -> None:
        raise RuntimeError("writer broken midway")

    monkeypatch.setattr(Canvas, "save", broken)
    with pytest.raises(RuntimeError, match="midway"):
        documents.export(db, path=out, what=Document.BLANK_SHEETS)
    db.close()
    assert digest(out) == before
    assert leftovers(played.parent) == []


def test_a_refused_round_leaves_no_temporary(tmp_path: Path) -> None:
    db = new_tournament(tmp_path / "vide.tournoi", teams=4)
    with pytest.raises(ServiceError, match="Aucun tour n'est tiré"):
        documents.export(db, path=tmp_path / "plan.pdf", what=Document.TABLES)
    db.close()
    assert sorted(path.name for path in tmp_path.iterdir()) == ["vide.tournoi"]


def test_a_written_document_has_the_usual_permissions(played: Path) -> None:
    out = played.with_name("classement.pdf")
    db = Database.open(played)
    documents.export(db, path=out, what=Document.STANDINGS)
    db.close()
    umask = os.umask(0)
    os.umask(umask)
    assert out.stat().st_mode & 0o777 == 0o666 & ~umask


def test_a_link_to_a_document_keeps_the_link_and_replaces_the_document(played: Path) -> None:
    folder = played.parent / "documents"
    folder.mkdir()
    target = folder / "classement.pdf"
    target.write_bytes(b"old")
    link = played.with_name("classement.pdf")
    link.symlink_to(target)
    db = Database.open(played)
    documents.export(db, path=link, what=Document.STANDINGS)
    db.close()
    assert link.is_symlink() and target.read_bytes().startswith(b"%PDF")


CHILD = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from tournoi.exports import documents, xlsx
    from tournoi.exports.documents import Document
    from tournoi.storage import Database

    written = xlsx._write_sheet

    def slow(workbook, sheet):
        written(workbook, sheet)
        if sheet.title == "Tours":
            print("Tours", flush=True)
            time.sleep(60)

    xlsx._write_sheet = slow
    db = Database.open(sys.argv[1])
    documents.export(db, path=Path(sys.argv[2]), what=Document.STANDINGS)
    """
)


def test_a_kill_during_the_export_leaves_the_previous_workbook(played: Path) -> None:
    out = played.with_name("club.xlsx")
    db = Database.open(played)
    documents.export(db, path=out, what=Document.STANDINGS)
    db.close()
    before = digest(out)
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(played), str(out)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert child.stdout is not None
    assert child.stdout.readline() == "Tours\n"
    child.send_signal(signal.SIGKILL)
    child.wait()
    child.stdout.close()
    assert child.returncode == -signal.SIGKILL
    assert digest(out) == before
    assert load_workbook(out).sheetnames[-1] == "Paramètres"
