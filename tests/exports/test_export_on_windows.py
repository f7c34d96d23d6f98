"""What Windows does to an export, simulated here: a document open in a reader, names it refuses.

Windows refuses to rename onto a file another program holds open (winerror 32, or 5):
the export says so in French, offers another name, and the previous document is intact.
"""

from __future__ import annotations

import functools
import hashlib
import re
from pathlib import Path, PureWindowsPath
from typing import Any

import pytest

from tests.conftest import new_tournament
from tournoi.exports import atomic, documents
from tournoi.exports.atomic import DocumentInUseError
from tournoi.exports.documents import Document
from tournoi.services.errors import ServiceError
from tournoi.services.tournament import file_names
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.services.tournament.file_names import FileNameError, check_file_name
from tournoi.storage import Database


@pytest.fixture
def db(tmp_path: Path) -> Any:
    database = new_tournament(tmp_path / "concours.tournoi", teams=4)
    yield database
    database.close()


def refused_rename(code: int) -> Any:
    def replace(source: Path, target: Path) -> None:
        error = PermissionError(13, "Le processus ne peut pas accéder au fichier", str(source))
        error.winerror = code  # type: ignore[attr-defined]  # as Windows' Python sets it
        raise error

    return replace


@pytest.mark.parametrize("code", [atomic.SHARING_VIOLATION, atomic.ACCESS_DENIED])
def test_a_document_open_in_a_reader_stays_intact_and_another_name_is_offered(
    db: Database, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, code: int
) -> None:
    out = tmp_path / "classement.pdf"
    documents.export(db, path=out, what=Document.STANDINGS)
    before = hashlib.sha256(out.read_bytes()).digest()
    (tmp_path / "classement (2).pdf").write_bytes(b"un autre")
    monkeypatch.setattr(atomic.os, "replace", refused_rename(code))
    with pytest.raises(DocumentInUseError) as refusal:
        documents.export(db, path=out, what=Document.STANDINGS)
    assert str(refusal.value) == (
        "« classement.pdf » est ouvert dans un autre programme (un lecteur de PDF, un tableur ?) "
        ": Windows ne permet pas de le remplacer. Le document précédent est intact. Fermez-le "
        "puis réessayez, ou enregistrez sous « classement (3).pdf »."
    )
    assert (refusal.value.field, refusal.value.other) == ("path", tmp_path / "classement (3).pdf")
    assert hashlib.sha256(out.read_bytes()).digest() == before
    assert sorted(path.name for path in tmp_path.glob("*.pdf")) == [
        "classement (2).pdf",
        "classement.pdf",
    ]
    assert not list(tmp_path.glob(".*.tmp"))
    monkeypatch.undo()  # the reader closed: the retry replaces it
    documents.export(db, path=out, what=Document.STANDINGS)
    assert not list(tmp_path.glob(".*.tmp"))


def test_a_read_only_document_is_not_said_open_elsewhere(
    db: Database, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "classement.pdf"
    documents.export(db, path=out, what=Document.STANDINGS)
    monkeypatch.setattr(atomic.os, "access", lambda path, mode: False)  # read-only
    monkeypatch.setattr(atomic.os, "replace", refused_rename(atomic.ACCESS_DENIED))
    with pytest.raises(
        ServiceError, match=r"^Impossible d'écrire .* : Le processus ne peut"
    ) as error:
        documents.export(db, path=out, what=Document.STANDINGS)
    assert not isinstance(error.value, DocumentInUseError)


def test_a_refusal_without_windows_code_stays_what_it_is(
    db: Database, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def replace(source: Path, target: Path) -> None:
        raise PermissionError(13, "Permission denied", str(target))

    monkeypatch.setattr(atomic.os, "replace", replace)
    with pytest.raises(ServiceError, match=r"^Impossible d'écrire .* : Permission denied") as error:
        documents.export(db, path=tmp_path / "classement.pdf", what=Document.STANDINGS)
    assert not isinstance(error.value, DocumentInUseError)
    assert not list(tmp_path.glob("*.pdf")) and not list(tmp_path.glob(".*.tmp"))


@pytest.mark.parametrize(
    ("name", "said"),
    [
        ("CON", "CON est un nom réservé par Windows (un périphérique)"),
        ("aux.pdf", "AUX est un nom réservé par Windows"),
        ("Nul.tar.xlsx", "NUL est un nom réservé"),
        ("com1.pdf", "COM1 est un nom réservé"),
        ("LPT9 .pdf", "LPT9 est un nom réservé"),
        ("classement.", "se termine par un point ou une espace"),
        ("classement.pdf ", "se termine par un point ou une espace"),
        ("tour 1: tables.pdf", "contient :, que Windows refuse"),
        ("qui gagne ?.pdf", "contient ?, que Windows refuse"),
        ('le "grand" concours.pdf', 'contient ", que Windows refuse'),
        ("onglet\t.pdf", "contient un caractère de contrôle, que Windows refuse"),
    ],
)
def test_names_windows_refuses_are_refused_in_french(name: str, said: str) -> None:
    with pytest.raises(FileNameError, match=f"^« {re.escape(name)} » (:|se|contient)") as refusal:
        check_file_name(PureWindowsPath("C:\\Concours d'été") / name, windows=True)
    assert said in str(refusal.value)
    assert refusal.value.field == "path"
    check_file_name(PureWindowsPath("C:\\Concours d'été") / name, windows=False)


@pytest.mark.parametrize(
    "name", ["Concours d'été.pdf", "console.pdf", "COM10.xlsx", "auxiliaires.pdf", "a.b.c.pdf"]
)
def test_names_windows_takes_are_taken(name: str) -> None:
    check_file_name(PureWindowsPath("C:\\Mes documents") / name, windows=True)


def test_a_path_of_260_characters_is_refused() -> None:
    folder = PureWindowsPath("C:\\Concours", "d" * 200)
    fits = folder / f"{'c' * (259 - len(str(folder)) - 1)}"
    assert len(str(fits)) == 259
    check_file_name(fits, windows=True)
    too_long = folder / f"{'c' * (260 - len(str(folder)) - 1)}"
    with pytest.raises(FileNameError, match="a 260 caractères : Windows et la plupart"):
        check_file_name(too_long, windows=True)


def test_an_export_under_a_name_windows_refuses_writes_nothing(
    db: Database, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    on_windows = functools.partial(file_names.check_file_name, windows=True)
    monkeypatch.setattr(atomic, "check_file_name", on_windows)
    with pytest.raises(FileNameError, match=r"^« aux\.pdf » : AUX est un nom réservé"):
        documents.export(db, path=tmp_path / "aux.pdf", what=Document.STANDINGS)
    assert list(tmp_path.glob("*.pdf")) == [] and not list(tmp_path.glob(".*.tmp"))


def test_a_tournament_is_not_created_under_a_name_windows_refuses(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    on_windows = functools.partial(file_names.check_file_name, windows=True)
    monkeypatch.setattr(tournaments, "check_file_name", on_windows)
    with pytest.raises(FileNameError, match=r"^« concours\? » contient \?"):
        new_tournament(tmp_path / "concours?", teams=4)
    assert list(tmp_path.iterdir()) == []
