"""Reading a mêlée's player list (CSV or XLSX): one player a row, checked as the team files are.

The columns are read as a team file's (:mod:`tournoi.files.team_file`): the
same encodings, separators and workbooks, the same spellings of a header in
French or English, the same checks of every cell, and a file with bad rows
refused whole, naming every bad row. A row is one player: ``Joueur`` (« Prénom
NOM » in one cell) or ``Prénom`` and ``Nom``; optional ``N°``, ``Club`` and
``Licence``.

>>> rows = read_player_csv("Joueur;Club\\nJean DUPONT;Rennes\\nMARTIN Paul;\\n".encode())
>>> [(row.line, row.player.surname, row.player.club) for row in rows]
[(2, 'DUPONT', 'Rennes'), (3, 'MARTIN', None)]
>>> read_player_csv(b"Joueur,Licence\\nJean DUPONT,12\\nPaul MARTIN,12\\n")
Traceback (most recent call last):
...
tournoi.files.team_file.errors.TeamFileError: 1 ligne refusée : ligne 3 : licence 12 déjà présente ligne 2
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from tournoi.files.team_file.decode import Row
from tournoi.files.team_file.errors import RowProblem, TeamFileError, file_error, shown
from tournoi.files.team_file.header import Field, classify
from tournoi.files.team_file.read import csv_tables, file_tables
from tournoi.files.team_file.rows import (
    PlayerRow,
    fits,
    folded,
    split_player_name,
    whole_number,
)
from tournoi.files.text import Text

_HEADER_SEARCH: Final = 10
"""How many rows may stand above the header (a title, a date...), as in a team file."""

_EXPECTED: Final = (
    "Attendu : « Joueur » (« Prénom Nom » dans une case), ou « Prénom » et « Nom » ; "
    "au choix : « N° », « Club », « Licence »."
)


@dataclass(frozen=True, slots=True)
class PlayerFileRow:
    """One player of the file; ``number`` is ``None`` when the service numbers him."""

    line: int
    number: int | None
    player: PlayerRow


@dataclass(frozen=True, slots=True)
class _Columns:
    line: int
    columns: dict[Field, int]

    def cell(self, cells: Sequence[str], field: Field) -> str:
        col = self.columns.get(field)
        return cells[col] if col is not None and col < len(cells) else ""


def read_player_file(path: Path) -> list[PlayerFileRow]:
    """The players of a CSV or XLSX file, told apart by content as a team file is."""
    return _players(file_tables(path))


def read_player_csv(data: bytes) -> list[PlayerFileRow]:
    """The players of a CSV file's bytes."""
    return _players(csv_tables(data))


def _players(tables: Sequence[list[Row]]) -> list[PlayerFileRow]:
    if not all(tables):
        raise file_error("le fichier est vide.")
    layout, body = max((_header(rows) for rows in tables), key=lambda found: len(found[0].columns))
    if Field.PLAYER not in layout.columns and Field.SURNAME not in layout.columns:
        line, cells = tables[0][0]
        found = ", ".join(f"« {shown(cell)} »" for cell in cells if cell) or "aucune"
        raise file_error(
            f"aucune colonne de joueur. Colonnes de la ligne {line} : {found}. {_EXPECTED}"
        )
    seen: dict[tuple[Field, object], int] = {}
    found_rows: list[PlayerFileRow] = []
    problems: list[RowProblem] = []
    for line, cells in body:
        if not any(cells[col] for col in layout.columns.values() if col < len(cells)):
            continue
        row = _row(line, cells, layout, seen)
        if isinstance(row, PlayerFileRow):
            found_rows.append(row)
        else:
            problems.append(RowProblem(line, ", ".join(row)))
    if problems:
        raise TeamFileError(problems)
    if not found_rows:
        raise file_error(f"aucun joueur sous l'en-tête (ligne {layout.line}).")
    return found_rows


def _header(rows: list[Row]) -> tuple[_Columns, list[Row]]:
    """The first row naming a player's column, and the rows under it."""
    for position, (line, cells) in enumerate(rows[:_HEADER_SEARCH]):
        columns: dict[Field, int] = {}
        for col, text in enumerate(cells):
            found = classify(text)
            if found is not None and found[1] is None:
                columns.setdefault(found[0], col)
        if Field.PLAYER in columns or Field.SURNAME in columns:
            return _Columns(line, columns), rows[position + 1 :]
    return _Columns(rows[0][0], {}), []


def _row(
    line: int, cells: Sequence[str], layout: _Columns, seen: dict[tuple[Field, object], int]
) -> PlayerFileRow | list[str]:
    """One row as a player, or every reason to refuse it."""
    reasons: list[str] = []

    def once(field: Field, key: object, taken: str) -> None:
        first = seen.setdefault((field, key), line)
        if first != line:
            reasons.append(f"{taken} ligne {first}")

    number = whole_number(layout.cell(cells, Field.NUMBER), "numéro", reasons)
    if number is not None:
        once(Field.NUMBER, number, f"numéro {number} déjà pris")
    names = _names(layout, cells, reasons)
    club, licence = layout.cell(cells, Field.CLUB), layout.cell(cells, Field.LICENCE)
    fits(club, Text.CLUB, reasons)
    if licence and fits(licence, Text.LICENCE, reasons):
        once(Field.LICENCE, folded(licence), f"licence {shown(licence)} déjà présente")
    if reasons or names is None:
        return reasons
    first_name, surname = names
    return PlayerFileRow(
        line, number, PlayerRow(first_name, surname, club or None, licence or None)
    )


def _names(layout: _Columns, cells: Sequence[str], reasons: list[str]) -> tuple[str, str] | None:
    """First name and surname, from one cell (« Jean DUPONT ») or from two."""
    first_name = layout.cell(cells, Field.FIRST_NAME)
    if Field.PLAYER in layout.columns or Field.FIRST_NAME not in layout.columns:
        full = layout.cell(cells, Field.PLAYER) or layout.cell(cells, Field.SURNAME)
        if not full:
            reasons.append("joueur manquant")
            return None
        if not fits(full, Text.PLAYER, reasons):
            return None
        names = split_player_name(full)
        if names is None:
            reasons.append(f"joueur « {shown(full)} » : il faut un prénom et un nom")
        return names
    surname = layout.cell(cells, Field.SURNAME)
    if not first_name or not surname:
        reasons.append(f"{'prénom' if not first_name else 'nom'} manquant")
        return None
    if fits(first_name, Text.FIRST_NAME, reasons) and fits(surname, Text.SURNAME, reasons):
        return first_name, surname
    return None
