"""The rows of a team list as teams: every row checked, every bad one named.

Each team is a number (or none: the service numbers it), a name (or none:
the service names it after its players), two players with first name and
surname, their clubs and licences, and a fixed table. A file with bad rows
is refused whole, naming every bad row: nothing is half-imported.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final

from tournoi.files.team_file.decode import Row
from tournoi.files.team_file.errors import RowProblem, TeamFileError, file_error, shown
from tournoi.files.team_file.header import Field, Layout, PlayerColumns, read_header
from tournoi.files.text import LIMITS, Text, spaced, text_problem

MAX_NUMBER: Final = 9999
"""The largest team number or fixed table a file may give."""


@dataclass(frozen=True, slots=True)
class PlayerRow:
    """One player as the file gives them, names kept as typed."""

    first_name: str
    surname: str
    club: str | None = None
    licence: str | None = None

    def __post_init__(self) -> None:
        if not self.first_name.strip() or not self.surname.strip():
            raise ValueError("Un joueur a un prénom et un nom.")


@dataclass(frozen=True, slots=True)
class TeamRow:
    """One team of the file; ``None`` where the file leaves it to the service."""

    line: int
    """The row's line in the file (the sheet's row number for XLSX), for messages."""
    number: int | None
    """``None``: the service numbers the team."""
    name: str | None
    """``None``: the service names the team after its players' surnames."""
    players: tuple[PlayerRow, PlayerRow]
    fixed_table: int | None = None
    """A table the team never leaves (accessibility)."""

    def __post_init__(self) -> None:
        if self.number is not None and not 1 <= self.number <= MAX_NUMBER:
            raise ValueError(f"Numéro d'équipe {self.number} : de 1 à {MAX_NUMBER}.")
        if self.fixed_table is not None and not 1 <= self.fixed_table <= MAX_NUMBER:
            raise ValueError(f"Table fixe {self.fixed_table} : de 1 à {MAX_NUMBER}.")
        if self.name is not None and not self.name.strip():
            raise ValueError("Un nom d'équipe vide s'écrit None.")


def teams(tables: Sequence[list[Row]]) -> list[TeamRow]:
    """The teams under the header of the table that reads best (one table per CSV separator tried)."""
    layout, body = read_header(tables)
    seen: dict[tuple[Field, object], int] = {}
    found: list[TeamRow] = []
    problems: list[RowProblem] = []
    team_columns = layout.team_columns
    for line, cells in body:
        if not any(col < len(cells) and cells[col] for col in team_columns):
            continue  # a numbered slot left empty, or a total under the list
        team = _team(line, cells, layout, seen)
        if isinstance(team, TeamRow):
            found.append(team)
        else:
            problems.append(RowProblem(line, ", ".join(team)))
    if problems:
        raise TeamFileError(problems)
    if not found:
        raise file_error(f"aucune équipe sous l'en-tête (ligne {layout.line}).")
    return found


def _team(
    line: int, cells: Sequence[str], layout: Layout, seen: dict[tuple[Field, object], int]
) -> TeamRow | list[str]:
    """One row as a team, or every reason to refuse it.

    ``seen`` tells which earlier line gave a number, name, table or licence first.
    """
    reasons: list[str] = []

    def cell(col: int | None) -> str:
        return cells[col] if col is not None and col < len(cells) else ""

    def once(field: Field, key: object, taken: str) -> None:
        first = seen.setdefault((field, key), line)
        if first != line:
            reasons.append(f"{taken} ligne {first}")

    number = whole_number(cell(layout.number), "numéro", reasons)
    if number is not None:
        once(Field.NUMBER, number, f"numéro {number} déjà pris")
    name = cell(layout.name) or None
    if name is not None and fits(name, Text.TEAM_NAME, reasons):
        once(Field.NAME, folded(name), f"équipe « {shown(name)} » déjà présente")
    fixed_table = whole_number(cell(layout.fixed_table), "table fixe", reasons)
    if fixed_table is not None:
        once(Field.FIXED_TABLE, fixed_table, f"table fixe {fixed_table} déjà donnée")
    licences = [cell(p.licence) for p in layout.players]
    for index, licence in enumerate(licences, start=1):
        if licence and not fits(licence, Text.LICENCE, reasons, player=index):
            licences[index - 1] = ""
    if licences[0] and folded(licences[0]) == folded(licences[1]):
        reasons.append(f"licence {shown(licences[0])} donnée aux deux joueurs")
    for licence in filter(None, licences):
        once(Field.LICENCE, folded(licence), f"licence {shown(licence)} déjà présente")
    first, second = (
        _player(index, columns, cell, reasons) for index, columns in enumerate(layout.players, 1)
    )
    if reasons or first is None or second is None:
        return reasons
    return TeamRow(line, number, name, (first, second), fixed_table)


def _player(
    index: int, columns: PlayerColumns, cell: Callable[[int | None], str], reasons: list[str]
) -> PlayerRow | None:
    full, first_name, surname = cell(columns.full), cell(columns.first_name), cell(columns.surname)
    if not (full or first_name or surname):
        reasons.append(f"joueur {index} manquant")
        return None
    if columns.full is not None:
        if not fits(full, Text.PLAYER, reasons, player=index):
            return None
        names = split_player_name(full)
        if names is None:
            reasons.append(f"joueur {index} « {shown(full)} » : il faut un prénom et un nom")
            return None
        first_name, surname = names
    elif not first_name or not surname:
        reasons.append(f"joueur {index} : {'prénom' if not first_name else 'nom'} manquant")
        return None
    club, licence = cell(columns.club), cell(columns.licence)
    # The licence is checked by the row, before it is compared with the other rows'.
    fitting = [
        fits(value, field, reasons, player=index)
        for value, field in (
            (first_name, Text.FIRST_NAME),
            (surname, Text.SURNAME),
            (club, Text.CLUB),
        )
    ]
    if not all(fitting):
        return None
    return PlayerRow(first_name, surname, club or None, licence or None)


def fits(value: str, field: Text, reasons: list[str], *, player: int | None = None) -> bool:
    """Whether ``value`` may be stored as ``field`` (:mod:`tournoi.files.text`); if not, says why."""
    problem = text_problem(value, field)
    if problem is not None:
        where = LIMITS[field].label.lower()
        if player is not None:
            where = f"joueur {player}" + ("" if field is Text.PLAYER else f", {where}")
        reasons.append(f"{where} : {problem}")
    return problem is None


def split_player_name(text: str) -> tuple[str, str] | None:
    """``(first name, surname)`` from one cell, or ``None`` when it holds a single word.

    A word in capitals (two letters at least) is the surname, wherever it stands;
    ``Nom, Prénom`` puts the surname first; otherwise the first word is the first name.

    >>> split_player_name("Jean DUPONT"), split_player_name("DE LA TOUR Marie-Claire")
    (('Jean', 'DUPONT'), ('Marie-Claire', 'DE LA TOUR'))
    >>> split_player_name("Jean de La Fontaine"), split_player_name("Dupont, Jean")
    (('Jean', 'de La Fontaine'), ('Jean', 'Dupont'))
    >>> split_player_name("J. DUPONT"), split_player_name("Dupont")
    (('J.', 'DUPONT'), None)
    """
    if "," in text:
        surname, _, first_name = (spaced(part) for part in text.partition(","))
        return (first_name, surname) if first_name and surname else None
    names = text.split()
    if len(names) < 2:
        return None
    capitals = [w for w in names if w.isupper() and sum(c.isalpha() for c in w) >= 2]
    if capitals and len(capitals) < len(names):
        return " ".join(w for w in names if w not in capitals), " ".join(capitals)
    return names[0], " ".join(names[1:])


def whole_number(text: str, label: str, reasons: list[str]) -> int | None:
    """A team number or a table: empty is ``None``, anything but 1 to MAX_NUMBER is refused."""
    if not text:
        return None
    if re.fullmatch(r"0*[1-9][0-9]{0,3}", text):
        return int(text)
    reasons.append(f"{label} « {shown(text)} » : un nombre entier de 1 à {MAX_NUMBER} est attendu")
    return None


def folded(text: str) -> str:
    """What two spellings of one name or licence share: no accents, case or spaces."""
    text = unicodedata.normalize("NFKD", text).casefold()
    return "".join(c for c in text if not unicodedata.combining(c) and not c.isspace())
