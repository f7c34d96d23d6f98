"""Reading a team list from a file or from CSV bytes, whatever the bytes hold."""

from __future__ import annotations

import csv
from pathlib import Path

from tournoi.files.team_file.decode import (
    DELIMITERS,
    Kind,
    csv_rows,
    decode,
    kind,
    read_bytes,
    wrong_kind,
)
from tournoi.files.team_file.errors import file_error
from tournoi.files.team_file.rows import TeamRow, teams
from tournoi.files.team_file.workbook import read_team_xlsx


def read_team_file(path: Path) -> list[TeamRow]:
    """The teams of a CSV or XLSX file, told apart by content, not by extension.

    Organisers rename files and Excel saves CSV as ``.txt``: the bytes decide.
    A file that cannot be opened is refused like a bad one.
    """
    data = read_bytes(path)
    if kind(data) is Kind.XLSX:
        return read_team_xlsx(data)
    return read_team_csv(data)


def read_team_csv(data: bytes) -> list[TeamRow]:
    """The teams of a CSV (or tab-separated text) file's bytes.

    Only :class:`TeamFileError` is raised, whatever the bytes.
    """
    found = kind(data)
    if found is not Kind.TEXT:
        raise wrong_kind(found, "un texte CSV")
    text = decode(data)
    try:
        tables = [csv_rows(text, delimiter) for delimiter in DELIMITERS]
    except csv.Error as error:  # with these settings, only a cell over csv.field_size_limit()
        raise file_error("texte CSV illisible : une case est beaucoup trop longue.") from error
    return teams(tables)
