"""Reading a team list from a file or from CSV bytes, whatever the bytes hold."""

from __future__ import annotations

import codecs
import csv
from pathlib import Path

from tournoi.files.team_file.decode import (
    DELIMITERS,
    Kind,
    Row,
    csv_rows,
    decode,
    kind,
    read_bytes,
    wrong_kind,
)
from tournoi.files.team_file.errors import TeamFileError, file_error
from tournoi.files.team_file.header import recognised
from tournoi.files.team_file.rows import TeamRow, teams
from tournoi.files.team_file.workbook import workbook_rows


def read_team_file(path: Path) -> list[TeamRow]:
    """The teams of a CSV or XLSX file, told apart by content, not by extension.

    Organisers rename files and Excel saves CSV as ``.txt``: the bytes decide.
    A file that cannot be opened is refused like a bad one.
    """
    return teams(file_tables(path))


def file_tables(path: Path) -> list[list[Row]]:
    """The rows of a CSV or XLSX file: one table per CSV separator tried, the sheet's alone."""
    data = read_bytes(path)
    if kind(data) is Kind.XLSX:
        return [workbook_rows(data)]
    return csv_tables(data)


def read_team_csv(data: bytes) -> list[TeamRow]:
    """The teams of a CSV (or tab-separated text) file's bytes.

    Only :class:`TeamFileError` is raised, whatever the bytes.
    """
    return teams(csv_tables(data))


def csv_tables(data: bytes) -> list[list[Row]]:
    """The rows of a CSV file's bytes, read with each separator."""
    found = kind(data)
    if found is not Kind.TEXT:
        raise wrong_kind(found, "un texte CSV")
    tables = _tables(decode(data))
    if _old_mac(data, tables):
        raise file_error(
            "ce fichier est enregistré dans l'encodage des anciens Mac (Mac Roman) : ses "
            "accents se lisent de travers, l'en-tête n'est pas reconnu. Enregistrez-le en "
            "CSV UTF-8."
        )
    return tables


def _tables(text: str) -> list[list[Row]]:
    """The rows of ``text`` read with each separator."""
    try:
        return [csv_rows(text, delimiter) for delimiter in DELIMITERS]
    except csv.Error as error:  # with these settings, only a cell over csv.field_size_limit()
        raise file_error("texte CSV illisible : une case est beaucoup trop longue.") from error


def _old_mac(data: bytes, tables: list[list[Row]]) -> bool:
    """Whether a file read as Windows-1252 is Mac Roman: its header reads better that way.

    The two agree on ASCII and differ on every accent: « Équipe » saved by an old
    Mac reads « ƒquipe » in Windows-1252, a column left out, and the teams would be
    named after their players without a word.
    """
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)) or _is_utf8(data):
        return False
    try:
        mac = _tables(data.decode("mac_roman"))
    except TeamFileError:
        return False
    return recognised(mac) > recognised(tables)


def _is_utf8(data: bytes) -> bool:
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True
