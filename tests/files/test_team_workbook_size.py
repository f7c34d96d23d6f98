"""A workbook is read row by row as written, whatever size its sheet declares."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

import openpyxl  # type: ignore[import-untyped, unused-ignore]
import pytest

from tests.files.sized_workbooks import stale_workbook, team_rows, with_dimension, workbook_bytes
from tournoi.files.team_file import TeamFileError, read_team_file, read_team_xlsx
from tournoi.files.team_file.workbook import MAX_COLUMNS, MAX_SHEET_LINES


def declared(data: bytes) -> bytes:
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        sheet = archive.read("xl/worksheets/sheet1.xml")
    return sheet[sheet.index(b"<dimension") :].split(b"/>")[0]


def test_a_sheet_declaring_fewer_rows_than_it_has_gives_every_team(tmp_path: Path) -> None:
    path = stale_workbook(tmp_path / "equipes.xlsx", teams=5, ref="A1:D3")
    assert declared(path.read_bytes()) == b'<dimension ref="A1:D3"'
    # What openpyxl gives when it trusts the sheet: the header and two teams.
    book = openpyxl.load_workbook(path, read_only=True)
    assert len(list(book.worksheets[0].iter_rows(values_only=True))) == 3
    book.close()

    teams = read_team_file(path)

    assert [team.number for team in teams] == [1, 2, 3, 4, 5]
    assert [team.line for team in teams] == [2, 3, 4, 5, 6]
    assert teams[4].players[1].surname == "MARTIN5"


@pytest.mark.parametrize("ref", ["A1:XFD1048576", "A1", "B2:C2", "A1:A1048576"])
def test_any_declared_size_reads_the_same_teams(ref: str) -> None:
    honest = workbook_bytes(team_rows(7))

    assert read_team_xlsx(with_dimension(honest, ref)) == read_team_xlsx(honest)


def test_a_sheet_without_a_declared_size_is_read_whole() -> None:
    honest = workbook_bytes(team_rows(4))
    with zipfile.ZipFile(io.BytesIO(honest)) as source:
        out = io.BytesIO()
        with zipfile.ZipFile(out, "w") as target:
            for item in source.infolist():
                content = source.read(item.filename)
                if item.filename == "xl/worksheets/sheet1.xml":
                    start = content.index(b"<dimension")
                    content = content[:start] + content[content.index(b"/>", start) + 2 :]
                target.writestr(item, content)

    assert [team.number for team in read_team_xlsx(out.getvalue())] == [1, 2, 3, 4]


def test_cells_far_to_the_right_are_not_read_and_the_rows_stay_short() -> None:
    rows = team_rows(2)
    rows[1] = rows[1] + [None] * (MAX_COLUMNS + 10) + ["note en marge"]

    teams = read_team_xlsx(workbook_bytes(rows))

    assert [team.name for team in teams] == ["Équipe 1", "Équipe 2"]


def test_a_sheet_reaching_past_its_last_line_read_is_refused_in_french() -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    for row in team_rows(2):
        sheet.append(row)
    sheet.cell(row=MAX_SHEET_LINES + 1, column=1, value="total")
    out = io.BytesIO()
    book.save(out)

    with pytest.raises(TeamFileError) as caught:
        read_team_xlsx(out.getvalue())

    assert str(caught.value) == (
        f"Fichier refusé : la feuille va au-delà de la ligne {MAX_SHEET_LINES} : "
        "c'est bien plus qu'une liste d'équipes. Est-ce le bon fichier ?"
    )


def test_a_team_on_the_last_line_read_is_kept() -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    for row in team_rows(1):
        sheet.append(row)
    for column, value in enumerate([2, "Tout en bas", "Ana LOIN", "Bo BAS"], start=1):
        sheet.cell(row=MAX_SHEET_LINES, column=column, value=value)
    out = io.BytesIO()
    book.save(out)

    teams = read_team_xlsx(with_dimension(out.getvalue(), "A1:D2"))

    assert [(team.number, team.line) for team in teams] == [(1, 2), (2, MAX_SHEET_LINES)]
