"""Whatever file is given to import, a French refusal or a whole import: never a traceback,
never half of it written.

Team lists (CSV in any encoding and separator, XLSX, damaged workbooks,
zips, garbage, huge files) go through ``import_teams``; score sheets (the
engine's JSON) through ``import_sheet``. After a refusal the tournament file
is compared with what it was, row for row.
"""

from __future__ import annotations

import io
import json
import sqlite3
import zipfile
from collections.abc import Iterator
from contextlib import closing
from datetime import date, datetime, time
from pathlib import Path
from typing import Any

import openpyxl  # type: ignore[import-untyped, unused-ignore]
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import Rules, UserError
from tests.conftest import new_tournament
from tournoi.files.team_file import (
    MAX_FILE_BYTES,
    MAX_ROWS,
    TeamFileError,
    read_team_file,
)
from tournoi.services import scores
from tournoi.services.draws import DrawMethod
from tournoi.services.teams import registration as teams
from tournoi.services.teams.file_import import import_teams
from tournoi.storage import Database

WHO = "organisateur"
RULES = Rules(target=500)
FUZZ = settings(max_examples=40)


@pytest.fixture(scope="module")
def db(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Database]:
    """Four teams, round 1 drawn (table 1: 1 against 2), shared by the examples of this module."""
    path = tmp_path_factory.mktemp("fuzz") / "concours.tournoi"
    database = new_tournament(path, rules=RULES, name="Concours", who=WHO, draw=DrawMethod.SWISS)
    yield database
    database.close()


@pytest.fixture(scope="module")
def upload(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Where each example writes the file it imports."""
    return tmp_path_factory.mktemp("fichiers") / "equipes.csv"


def dump(db: Database) -> list[str]:
    """The whole tournament file as SQL, to tell whether anything was written."""
    assert db.path is not None
    with closing(sqlite3.connect(db.path)) as connection:
        return list(connection.iterdump())


def import_or_refuse(db: Database, path: Path) -> str | None:
    """Import the file; on a refusal, check it is French and changed nothing, and return it."""
    before = dump(db)
    count = len(teams.list_teams(db))
    try:
        added = import_teams(db, path=path, who=WHO)
    except TeamFileError as error:
        message = str(error)
        assert message.startswith(("Fichier refusé : ", f"{len(error.problems)} ligne")), message
        assert dump(db) == before
        return message
    assert added
    assert len(teams.list_teams(db)) == count + len(added)
    return None


# Team lists: CSV

TEXT = st.text(st.characters(exclude_categories=("Cc", "Cs")), max_size=15)
# Mostly what organisers type, so that whole lists get imported as well as refused.
TYPED = st.sampled_from(["", "7", "Jean DUPONT", "Paul MARTIN", "Zoé Garçon", "LÉA Blanc"])
CSV_CELL = TYPED | TYPED | TYPED | TEXT
# Characters a text file should not hold, put somewhere in some files.
POISON = st.sampled_from(["\x00", "\ud800", "\udcff", "\x1b", "\ufeff", "\x1a", "\x85"]) | st.text(
    st.characters(exclude_categories=()), min_size=1, max_size=5
)
HEADERS = st.sampled_from(
    [
        ["N°", "Équipe", "Joueur 1", "Joueur 2", "Table fixe"],
        ["Prénom 1", "Nom 1", "Prénom 2", "Nom 2", "Licence 1", "Licence 2", "Club"],
        ["Nom", "Prénom", "Nom", "Prénom"],
        ["Team #", "Player 1", "Player 2"],
    ]
)


def encode(text: str, encoding: str) -> bytes:
    """As a program that does not check its text writes it: lone surrogates and all."""
    if encoding in ("cp1252", "latin-1"):
        return text.encode(encoding, errors="replace")
    return text.encode(encoding, errors="surrogatepass")


@FUZZ
@given(
    header=HEADERS,
    rows=st.lists(st.lists(CSV_CELL, min_size=3, max_size=7), max_size=6),
    separator=st.sampled_from([";", ",", "\t", "|", " "]),
    newline=st.sampled_from(["\n", "\r\n", "\r"]),
    encoding=st.sampled_from(["utf-8", "utf-8-sig", "utf-16", "utf-16-le", "utf-32", "cp1252"]),
    poison=st.none() | st.tuples(st.floats(0, 1), POISON),
)
def test_any_csv_is_imported_whole_or_refused_untouched(
    db: Database,
    upload: Path,
    header: list[str],
    rows: list[list[str]],
    separator: str,
    newline: str,
    encoding: str,
    poison: tuple[float, str] | None,
) -> None:
    text = newline.join(separator.join(row) for row in [header, *rows])
    if poison is not None:
        where = int(len(text) * poison[0])
        text = text[:where] + poison[1] + text[where:]
    upload.write_bytes(encode(text, encoding))
    import_or_refuse(db, upload)


@FUZZ
@given(data=st.binary(max_size=2000))
def test_any_bytes_are_imported_whole_or_refused_untouched(
    db: Database, upload: Path, data: bytes
) -> None:
    upload.write_bytes(data)
    import_or_refuse(db, upload)


# Team lists: XLSX and other zips

CELL = st.one_of(
    TYPED,
    TYPED,
    TEXT,
    st.integers(min_value=-(2**40), max_value=2**40),
    st.floats(allow_nan=False, allow_infinity=False),
    st.booleans(),
    st.none(),
    st.dates(min_value=date(1900, 3, 1)).map(lambda day: datetime(day.year, day.month, day.day)),
    st.times().map(lambda moment: time(moment.hour, moment.minute)),
    st.sampled_from(["=1+1", "=A1", "#N/A", "Jean DUPONT", "Paul MARTIN", "3"]),
)


def xlsx_bytes(rows: list[list[Any]]) -> bytes:
    workbook = openpyxl.Workbook()
    sheet = workbook.active
    assert sheet is not None
    for row in rows:
        sheet.append(row)
    data = io.BytesIO()
    workbook.save(data)
    return data.getvalue()


@FUZZ
@given(
    header=HEADERS,
    rows=st.lists(st.lists(CELL, min_size=3, max_size=7), max_size=5),
    damage=st.one_of(
        st.none(),
        st.tuples(st.just("cut"), st.floats(0, 1)),
        st.tuples(st.just("flip"), st.lists(st.tuples(st.floats(0, 1), st.integers(0, 255)))),
    ),
)
def test_any_workbook_whole_or_damaged_is_imported_whole_or_refused_untouched(
    db: Database,
    upload: Path,
    header: list[str],
    rows: list[list[Any]],
    damage: tuple[str, Any] | None,
) -> None:
    data = bytearray(xlsx_bytes([header, *rows]))
    if damage is not None and damage[0] == "cut":
        data = data[: int(len(data) * damage[1])]
    elif damage is not None:
        for where, value in damage[1]:
            data[min(len(data) - 1, int(len(data) * where))] = value
    upload.write_bytes(bytes(data))
    import_or_refuse(db, upload)


@FUZZ
@given(members=st.dictionaries(st.text(min_size=1, max_size=30), st.binary(max_size=200)))
def test_a_zip_that_is_not_a_workbook_is_refused(
    db: Database, upload: Path, members: dict[str, bytes]
) -> None:
    data = io.BytesIO()
    with zipfile.ZipFile(data, "w") as archive:
        for name, content in members.items():
            archive.writestr(name.replace("\x00", "_"), content)
    upload.write_bytes(data.getvalue())
    assert import_or_refuse(db, upload) is not None


# Huge files


def test_a_huge_csv_is_refused_without_being_read(db: Database, upload: Path) -> None:
    line = b"Jean DUPONT;Paul MARTIN\n"
    upload.write_bytes(b"Joueur 1;Joueur 2\n" + line * (50_000_000 // len(line)))
    assert import_or_refuse(db, upload) == (
        f"Fichier refusé : {upload.name} fait plus de {MAX_FILE_BYTES // 1_000_000} Mo : "
        "c'est bien plus qu'une liste d'équipes. Est-ce le bon fichier ?"
    )


def test_a_file_that_never_ends_is_refused(db: Database) -> None:
    assert "fait plus de" in str(import_or_refuse(db, Path("/dev/zero")))


def test_200000_rows_are_refused_in_a_csv(db: Database, upload: Path) -> None:
    rows = (f"{n};Jean DUPONT;Paul MARTIN{n}" for n in range(1, 200_001))
    upload.write_text("\n".join(["N°;Joueur 1;Joueur 2", *rows]), encoding="utf-8")
    assert upload.stat().st_size < MAX_FILE_BYTES
    assert import_or_refuse(db, upload) == (
        f"Fichier refusé : plus de {MAX_ROWS} lignes remplies : c'est bien plus qu'une liste "
        "d'équipes. Est-ce le bon fichier ?"
    )


def sheet_xml(rows: Iterator[str]) -> Iterator[bytes]:
    yield (
        b'<?xml version="1.0" encoding="UTF-8"?>'
        b'<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'
        b"<sheetData>"
    )
    for number, row in enumerate(rows, start=1):
        cells = "".join(
            f'<c r="{column}{number}" t="inlineStr"><is><t>{text}</t></is></c>'
            for column, text in zip("ABC", row.split(";"), strict=True)
        )
        yield f'<row r="{number}">{cells}</row>'.encode()
    yield b"</sheetData></worksheet>"


def workbook_with_sheet(sheet: Iterator[bytes]) -> bytes:
    """A workbook written by hand: openpyxl takes a minute to write 200,000 rows."""
    template = zipfile.ZipFile(io.BytesIO(xlsx_bytes([["x"]])))
    data = io.BytesIO()
    with zipfile.ZipFile(data, "w", zipfile.ZIP_DEFLATED) as archive:
        for name in template.namelist():
            if name == "xl/worksheets/sheet1.xml":
                with archive.open(name, "w") as member:
                    for chunk in sheet:
                        member.write(chunk)
            else:
                archive.writestr(name, template.read(name))
    return data.getvalue()


def test_200000_rows_are_refused_in_a_workbook(db: Database, upload: Path) -> None:
    rows = (f"{n};Jean DUPONT;Paul MARTIN{n}" for n in range(1, 200_001))
    upload.write_bytes(workbook_with_sheet(sheet_xml(iter(["N°;Joueur 1;Joueur 2", *rows]))))
    assert upload.stat().st_size < MAX_FILE_BYTES
    assert "lignes remplies : c'est bien plus qu'une liste" in str(import_or_refuse(db, upload))


def test_a_workbook_bomb_is_refused_before_it_is_unpacked(db: Database, upload: Path) -> None:
    """A few hundred kilobytes that unpack to 200 MB of cells."""
    padding = (b" " * 1_000_000 for _ in range(200))
    rows = sheet_xml(iter(["N°;Joueur 1;Joueur 2", "1;Jean DUPONT;Paul MARTIN"]))
    upload.write_bytes(workbook_with_sheet(iter([next(rows), *padding, *rows])))
    assert upload.stat().st_size < 1_000_000
    assert import_or_refuse(db, upload) == (
        "Fichier refusé : ce classeur fait plus de 100 Mo une fois décompressé : c'est bien plus "
        "qu'une liste d'équipes. Est-ce le bon fichier ?"
    )


def test_a_folder_or_a_missing_file_is_refused(db: Database, tmp_path: Path) -> None:
    assert "impossible de lire" in str(import_or_refuse(db, tmp_path))
    assert "impossible de lire" in str(import_or_refuse(db, tmp_path / "absent.csv"))


def test_a_list_within_the_limits_still_imports(db: Database, upload: Path) -> None:
    rows = [f"{n};Jean DUPONT;Paul MARTIN{n}" for n in range(101, 2101)]
    upload.write_text("\n".join(["N°;Joueur 1;Joueur 2", *rows]), encoding="utf-8")
    assert len(read_team_file(upload)) == 2000


# Score sheets (the engine's JSON)

JSON_LEAF = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**30), max_value=10**30),
    st.floats(),
    st.text(max_size=10),
    st.sampled_from(["A", "B", "pique", "coeur", "sans_atout", "capot", "contre", "none", "K"]),
)
JSON = st.recursive(
    JSON_LEAF,
    lambda children: (
        st.lists(children, max_size=4)
        | st.dictionaries(st.text(max_size=8) | st.sampled_from(["A", "B", "kind"]), children)
    ),
    max_leaves=12,
)
FIELDS = st.sampled_from(
    ["taker", "contract", "trump", "points", "coinche", "capot", "belotes", "annonces"]
)
PLAUSIBLE_DONNE = st.fixed_dictionaries(
    {
        "taker": st.sampled_from(["A", "B"]),
        "contract": st.sampled_from([80, 90, 100, 160, "capot"]),
        "trump": st.sampled_from(["pique", "coeur", "sans_atout", "tout_atout"]),
        "points": st.integers(0, 162),
    }
)
DONNE = st.one_of(
    PLAUSIBLE_DONNE,
    st.tuples(PLAUSIBLE_DONNE, FIELDS, JSON).map(lambda t: {**t[0], t[1]: t[2]}),
    st.dictionaries(FIELDS, JSON, max_size=4),
    JSON,
)
DOCUMENT = st.one_of(
    st.fixed_dictionaries({"donnes": st.lists(DONNE, max_size=6)}),
    st.fixed_dictionaries({"donnes": st.lists(DONNE, max_size=3), "rules": JSON}),
    JSON,
)


@FUZZ
@given(document=DOCUMENT, table=st.sampled_from([1, 2, 3]))
def test_any_json_sheet_is_imported_or_refused_in_french_untouched(
    db: Database, document: Any, table: int
) -> None:
    before = dump(db)
    try:
        change = scores.import_sheet(db, round_number=1, table=table, document=document, who=WHO)
    except UserError as error:  # the engine's, the services', a decision's reason (text)
        assert str(error).strip()
        assert dump(db) == before
    else:
        assert json.dumps([line.number for line in change.sheet.lines])
        assert len(change.sheet.lines) == len(document["donnes"])
