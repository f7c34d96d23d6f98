"""Reading the team list of an Excel workbook: the only place that opens one."""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path
from typing import Any, Final

from tournoi.files.team_file.decode import (
    Kind,
    Row,
    cell_text,
    check_unpacked_size,
    filled,
    kind,
    read_bytes,
    wrong_kind,
)
from tournoi.files.team_file.errors import TOO_BIG, TeamFileError, file_error
from tournoi.files.team_file.rows import TeamRow, teams

MAX_COLUMNS: Final = 64
"""The columns read (A to BL): a team list has a dozen; a sheet may declare 16,384."""

MAX_SHEET_LINES: Final = 100_000
"""The last sheet row read: five times the filled rows a team file may have (MAX_ROWS)."""


def read_team_xlsx(data: bytes | Path) -> list[TeamRow]:
    """The teams of the first worksheet of an Excel workbook (``.xlsx``)."""
    return teams([workbook_rows(data)])


def workbook_rows(data: bytes | Path) -> list[Row]:
    """The filled rows of the first worksheet of an Excel workbook (``.xlsx``)."""
    if isinstance(data, Path):
        data = read_bytes(data)
    found = kind(data)
    if found is not Kind.XLSX:
        raise wrong_kind(found, "un classeur Excel (.xlsx)")
    # Imported here: openpyxl takes a tenth of a second that start-up need not pay.
    import openpyxl  # type: ignore[import-untyped, unused-ignore]  # noqa: PLC0415

    try:
        check_unpacked_size(data)
        # Read-only: the rows are read one by one, and no further than MAX_ROWS.
        workbook = openpyxl.load_workbook(io.BytesIO(data), read_only=True, data_only=True)
        try:
            if not workbook.worksheets:
                raise file_error("le classeur n'a aucune feuille.")
            rows = filled(_sheet_rows(workbook.worksheets[0]))
        finally:
            workbook.close()
    except TeamFileError:
        raise
    except Exception as error:  # a damaged workbook fails in a dozen ways, all meaning "unreadable"
        raise file_error("classeur Excel illisible (fichier abîmé ?).") from error
    return rows


def _sheet_rows(sheet: Any) -> Iterator[Row]:
    """Every row of the sheet as written in it, whatever size the sheet declares.

    The declared size (``<dimension ref>``) is written by whatever saved the file
    and may be stale: trusted, it cuts the list short (rows past it are never
    read) or pads each row to 16,384 cells (a second a row). The rows are read
    as they come, no wider than MAX_COLUMNS, no further than MAX_SHEET_LINES.
    """
    sheet.reset_dimensions()
    values = sheet.iter_rows(min_row=1, max_col=MAX_COLUMNS, values_only=True)
    for line, row in enumerate(values, start=1):
        if line > MAX_SHEET_LINES:
            raise file_error(f"la feuille va au-delà de la ligne {MAX_SHEET_LINES} : {TOO_BIG}")
        if row.count(None) == len(row):
            yield line, ()  # a blank row, or one of the gap the sheet leaves between two rows
        else:
            yield line, tuple(cell_text(_cell_text(value)) for value in row[: _width(row)])


def _width(row: tuple[object, ...]) -> int:
    """The cells up to the last filled one: the reading gives every row MAX_COLUMNS cells."""
    end = len(row)
    while end and row[end - 1] is None:
        end -= 1
    return end


def _cell_text(value: object) -> str:
    """A spreadsheet cell as text; ``12.0`` (how Excel stores 12) is ``12``."""
    if value is None:
        return ""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)
