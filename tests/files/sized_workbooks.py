"""Workbooks whose sheet declares a size of its own: what a stale or hand-made file holds."""

from __future__ import annotations

import io
import re
import zipfile
from pathlib import Path

import openpyxl  # type: ignore[import-untyped, unused-ignore]

HEADER = ["N°", "Équipe", "Joueur 1", "Joueur 2"]


def team_rows(count: int, first: int = 1, *, club: str | None = None) -> list[list[object]]:
    """A header and ``count`` teams numbered from ``first``; with ``club``, a column « Club »
    where every team has that one."""
    clubs: list[object] = [] if club is None else [club]
    return [HEADER + ([] if club is None else ["Club"])] + [
        [number, f"Équipe {number}", f"Jean DUPONT{number}", f"Paul MARTIN{number}", *clubs]
        for number in range(first, first + count)
    ]


def workbook_bytes(rows: list[list[object]]) -> bytes:
    book = openpyxl.Workbook()
    sheet = book.active
    for row in rows:
        sheet.append(row)
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def with_dimension(data: bytes, ref: str) -> bytes:
    """The workbook with its first sheet's ``<dimension ref>`` rewritten to ``ref``."""
    out = io.BytesIO()
    with (
        zipfile.ZipFile(io.BytesIO(data)) as source,
        zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as target,
    ):
        for item in source.infolist():
            content = source.read(item.filename)
            if item.filename == "xl/worksheets/sheet1.xml":
                content, replaced = re.subn(
                    rb'<dimension ref="[^"]*"', f'<dimension ref="{ref}"'.encode(), content
                )
                assert replaced == 1
            target.writestr(item, content)
    return out.getvalue()


def stale_workbook(path: Path, teams: int = 5, ref: str = "A1:D3", first: int = 1) -> Path:
    """``teams`` teams in a sheet that declares only a header and two teams (``A1:D3``)."""
    path.write_bytes(with_dimension(workbook_bytes(team_rows(teams, first)), ref))
    return path
