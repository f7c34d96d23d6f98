"""From a file's bytes to its non-blank rows of cells, within the limits of a team list.

What the bytes are (text, workbook, or a format refused), their encoding, the
CSV separator tried, and how much is read at most: a file far bigger than any
team list, or a workbook that unpacks to far more, is refused before it is
read to its end.
"""

from __future__ import annotations

import codecs
import csv
import io
import re
import zipfile
from collections.abc import Iterable, Iterator
from enum import Enum
from pathlib import Path
from typing import Final

from engine.errors import os_reason
from tournoi.files.team_file.errors import TOO_BIG, TeamFileError, file_error
from tournoi.files.text import spaced

MAX_FILE_BYTES: Final = 10_000_000
"""The largest team file read (10 Mo): 9999 teams with clubs and licences are 1.3 Mo of CSV
(2.6 in UTF-16) or 0.4 Mo of XLSX."""

MAX_ROWS: Final = 20_000
"""The most non-blank rows a team file may have: twice as many as there are team numbers."""

_MAX_UNPACKED_BYTES: Final = 100_000_000
"""The most a workbook may unpack to: 9999 teams with clubs and licences unpack to 4.6 Mo."""

DELIMITERS: Final = (";", "\t", ",")
"""In order of preference when two read the header equally well: Excel in French uses ``;``."""

_WRAPPED: Final = str.maketrans("\r\n", "  ")
"""A cell over several lines is one text: Excel's Alt+Entrée only wraps a long name."""

_CONTROL: Final = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")

Row = tuple[int, tuple[str, ...]]
"""A non-blank row: its line in the file and its cells, :func:`~tournoi.files.text.spaced`."""


class Kind(Enum):
    """What the first bytes say a file is; the value is for the message."""

    TEXT = "un texte"
    XLSX = "un classeur Excel (.xlsx)"
    XLS = "un classeur Excel 97-2003 (.xls)"
    ODS = "un classeur OpenDocument (.ods)"


def kind(data: bytes) -> Kind:
    """What ``data`` is, by its first bytes: organisers rename files, the bytes decide.

    >>> kind(b"PK\\x03\\x04..."), kind(b"N;Equipe")
    (<Kind.XLSX: 'un classeur Excel (.xlsx)'>, <Kind.TEXT: 'un texte'>)
    """
    if data.startswith(b"PK\x03\x04"):
        # An OpenDocument zip stores its mimetype first, uncompressed.
        if b"application/vnd.oasis.opendocument" in data[:100]:
            return Kind.ODS
        return Kind.XLSX
    if data.startswith(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"):
        return Kind.XLS
    return Kind.TEXT


def wrong_kind(found: Kind, expected: str) -> TeamFileError:
    """The refusal of a file that is ``found`` where ``expected`` was asked for."""
    if found in (Kind.XLS, Kind.ODS):
        return file_error(f"ce fichier est {found.value} : enregistrez-le au format .xlsx ou .csv.")
    return file_error(f"ce fichier est {found.value}, pas {expected}.")


def read_bytes(path: Path) -> bytes:
    """The file's bytes; one over MAX_FILE_BYTES (or one that never ends) is not read to its end."""
    try:
        with path.open("rb") as file:
            data = file.read(MAX_FILE_BYTES + 1)
    except OSError as error:
        raise file_error(f"impossible de lire {path.name} ({os_reason(error)}).") from error
    if len(data) > MAX_FILE_BYTES:
        raise file_error(f"{path.name} fait plus de {MAX_FILE_BYTES // 1_000_000} Mo : {TOO_BIG}")
    return data


def check_unpacked_size(data: bytes) -> None:
    """Refuse a workbook that would unpack to far more than a team list (a zip bomb)."""
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        unpacked = sum(member.file_size for member in archive.infolist())
    if unpacked > _MAX_UNPACKED_BYTES:
        raise file_error(
            f"ce classeur fait plus de {_MAX_UNPACKED_BYTES // 1_000_000} Mo une fois "
            f"décompressé : {TOO_BIG}"
        )


def decode(data: bytes) -> str:
    """UTF-8 (with or without BOM), UTF-16 with BOM (Excel's "texte Unicode"), else Windows-1252."""
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        text = _decoded(data, "utf-16")
    else:
        text = _decoded(data, "utf-8-sig")
        if text is None:
            text = _decoded(data, "cp1252")
    # Latin-1 reads any bytes: a binary file is told apart from a text in an unknown encoding.
    if _CONTROL.search(data.decode("latin-1").rstrip("\x1a") if text is None else text):
        raise file_error("ce fichier n'est pas un texte (CSV) ni un classeur Excel (.xlsx).")
    if text is None:
        raise file_error("encodage illisible : enregistrez le fichier en CSV UTF-8.")
    return text


def _decoded(data: bytes, encoding: str) -> str | None:
    try:
        # DOS-era editors end a file with Ctrl-Z: the only control character a text may have.
        return data.decode(encoding).rstrip("\x1a")
    except UnicodeDecodeError:
        return None


def csv_rows(text: str, delimiter: str) -> list[Row]:
    """The non-blank rows of a CSV text read with ``delimiter``.

    >>> csv_rows('N°;Équipe\\n\\n1; "Les  As"\\n', ";")
    [(1, ('N°', 'Équipe')), (3, ('1', 'Les As'))]
    """
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter, skipinitialspace=True)

    def rows() -> Iterator[Row]:
        start = 1
        for record in reader:
            # A quoted cell may span lines: the row is where it starts.
            yield start, tuple(cell_text(cell) for cell in record)
            start = reader.line_num + 1

    return filled(rows())


def cell_text(text: str) -> str:
    """A cell's text as a team list means it: on one line, :func:`~tournoi.files.text.spaced`.

    >>> cell_text("Les As\\r\\nde  Rennes "), cell_text("Jean\\tDUPONT")
    ('Les As de Rennes', 'Jean\\tDUPONT')
    """
    return spaced(text.translate(_WRAPPED))


def filled(rows: Iterable[Row]) -> list[Row]:
    """The rows that are not blank, read no further than MAX_ROWS of them."""
    kept: list[Row] = []
    for line, cells in rows:
        if any(cells):
            if len(kept) == MAX_ROWS:
                raise file_error(f"plus de {MAX_ROWS} lignes remplies : {TOO_BIG}")
            kept.append((line, cells))
    return kept
