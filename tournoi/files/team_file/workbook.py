"""Reading the team list of an Excel workbook: the only place that opens one."""

from __future__ import annotations

import io
from pathlib import Path

from tournoi.files.team_file.decode import (
    Kind,
    cell_text,
    check_unpacked_size,
    filled,
    kind,
    read_bytes,
    wrong_kind,
)
from tournoi.files.team_file.errors import TeamFileError, file_error
from tournoi.files.team_file.rows import TeamRow, teams


def read_team_xlsx(data: bytes | Path) -> list[TeamRow]:
    """The teams of the first worksheet of an Excel workbook (``.xlsx``)."""
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
            values = workbook.worksheets[0].iter_rows(min_row=1, values_only=True)
            rows = filled(
                (line, tuple(cell_text(_cell_text(value)) for value in row))
                for line, row in enumerate(values, start=1)
            )
        finally:
            workbook.close()
    except TeamFileError:
        raise
    except Exception as error:  # a damaged workbook fails in a dozen ways, all meaning "unreadable"
        raise file_error("classeur Excel illisible (fichier abîmé ?).") from error
    return teams([rows])


def _cell_text(value: object) -> str:
    """A spreadsheet cell as text; ``12.0`` (how Excel stores 12) is ``12``."""
    if value is None:
        return ""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)
