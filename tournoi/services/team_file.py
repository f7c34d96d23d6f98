"""Reading a team list from a CSV or XLSX file, as club organisers type them.

Pure parsing, no database: the registration service stores what comes back.
Headers may be French or English, with or without accents, in any case
(``N°``, ``Équipe``, ``Joueur 1``, ``Prénom 2``, ``Club``, ``Licence 1``,
``Table fixe``...); a CSV may use ``;``, ``,`` or tabs and be UTF-8, UTF-16
or Windows-1252 (Excel in a French locale). A file with bad rows is refused
whole, naming every bad row: nothing is half-imported.

>>> data = "N°;Équipe;Joueur 1;Joueur 2\\n1;Les As;Jean DUPONT;MARTIN Paul\\n".encode("cp1252")
>>> [team] = read_team_csv(data)
>>> team.number, team.name, team.players[1]
(1, 'Les As', PlayerRow(first_name='Paul', surname='MARTIN', club=None, licence=None))
>>> read_team_csv(b"Joueur 1,Joueur 2\\nJean DUPONT,Paul\\n")
Traceback (most recent call last):
...
tournoi.services.team_file.TeamFileError: 1 ligne refusée : ligne 2 : joueur 2 « Paul » : il faut un prénom et un nom
"""

from __future__ import annotations

import codecs
import csv
import io
import re
import unicodedata
import zipfile
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Final

from engine import UserError

__all__ = [
    "MAX_FILE_BYTES",
    "MAX_NUMBER",
    "MAX_ROWS",
    "PlayerRow",
    "RowProblem",
    "TeamFileError",
    "TeamRow",
    "read_team_csv",
    "read_team_file",
    "read_team_xlsx",
    "split_player_name",
]

MAX_NUMBER: Final = 9999
"""The largest team number or fixed table a file may give."""

MAX_FILE_BYTES: Final = 10_000_000
"""The largest team file read (10 Mo): 9999 teams with clubs and licences are 1.3 Mo of CSV
(2.6 in UTF-16) or 0.4 Mo of XLSX."""

MAX_ROWS: Final = 20_000
"""The most non-blank rows a team file may have: twice as many as there are team numbers."""

_MAX_UNPACKED_BYTES: Final = 100_000_000
"""The most a workbook may unpack to: 9999 teams with clubs and licences unpack to 4.6 Mo."""

_TOO_BIG: Final = "c'est bien plus qu'une liste d'équipes. Est-ce le bon fichier ?"

_HEADER_SEARCH: Final = 10
"""How many non-blank rows may stand above the header (a title, a date...)."""

_SHOWN_PROBLEMS: Final = 10
"""Rows named in the error's message; ``problems`` holds them all."""


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


@dataclass(frozen=True, slots=True)
class RowProblem:
    """Why one row is refused; line 0 is the file as a whole."""

    line: int
    message: str


class TeamFileError(UserError):
    """The whole file is refused; ``problems`` names every bad row.

    >>> str(TeamFileError([RowProblem(4, "joueur 2 manquant"), RowProblem(9, "numéro 3 déjà pris ligne 2")]))
    '2 lignes refusées : ligne 4 : joueur 2 manquant; ligne 9 : numéro 3 déjà pris ligne 2'
    """

    def __init__(self, problems: Sequence[RowProblem], summary: str | None = None) -> None:
        self.problems = tuple(problems)
        super().__init__(summary or _summary(self.problems), field="file")


def _summary(problems: Sequence[RowProblem]) -> str:
    count = len(problems)
    head = "1 ligne refusée" if count == 1 else f"{count} lignes refusées"
    shown = "; ".join(f"ligne {p.line} : {p.message}" for p in problems[:_SHOWN_PROBLEMS])
    more = f"; et {count - _SHOWN_PROBLEMS} autres" if count > _SHOWN_PROBLEMS else ""
    return f"{head} : {shown}{more}"


def _file_error(message: str, line: int = 0) -> TeamFileError:
    return TeamFileError([RowProblem(line, message)], f"Fichier refusé : {message}")


# Reading the file


def read_team_file(path: Path) -> list[TeamRow]:
    """The teams of a CSV or XLSX file, told apart by content, not by extension.

    Organisers rename files and Excel saves CSV as ``.txt``: the bytes decide.
    A file that cannot be opened is refused like a bad one.
    """
    data = _read_bytes(path)
    if _kind(data) is _Kind.XLSX:
        return read_team_xlsx(data)
    return read_team_csv(data)


def read_team_csv(data: bytes) -> list[TeamRow]:
    """The teams of a CSV (or tab-separated text) file's bytes.

    Only :class:`TeamFileError` is raised, whatever the bytes.
    """
    kind = _kind(data)
    if kind is not _Kind.TEXT:
        raise _wrong_kind(kind, "un texte CSV")
    text = _decode(data)
    try:
        tables = [_csv_rows(text, delimiter) for delimiter in _DELIMITERS]
    except csv.Error as error:  # with these settings, only a cell over csv.field_size_limit()
        raise _file_error("texte CSV illisible : une case est beaucoup trop longue.") from error
    return _teams(tables)


def read_team_xlsx(data: bytes | Path) -> list[TeamRow]:
    """The teams of the first worksheet of an Excel workbook (``.xlsx``)."""
    if isinstance(data, Path):
        data = _read_bytes(data)
    kind = _kind(data)
    if kind is not _Kind.XLSX:
        raise _wrong_kind(kind, "un classeur Excel (.xlsx)")
    # Imported here: openpyxl takes a tenth of a second that start-up need not pay.
    import openpyxl  # type: ignore[import-untyped, unused-ignore]  # noqa: PLC0415

    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            unpacked = sum(member.file_size for member in archive.infolist())
        if unpacked > _MAX_UNPACKED_BYTES:
            raise _file_error(
                f"ce classeur fait plus de {_MAX_UNPACKED_BYTES // 1_000_000} Mo une fois "
                f"décompressé : {_TOO_BIG}"
            )
        # Read-only: the rows are read one by one, and no further than MAX_ROWS.
        workbook = openpyxl.load_workbook(io.BytesIO(data), read_only=True, data_only=True)
        try:
            if not workbook.worksheets:
                raise _file_error("le classeur n'a aucune feuille.")
            values = workbook.worksheets[0].iter_rows(min_row=1, values_only=True)
            rows = _filled(
                (line, tuple(_words(_cell_text(value)) for value in row))
                for line, row in enumerate(values, start=1)
            )
        finally:
            workbook.close()
    except TeamFileError:
        raise
    except Exception as error:  # a damaged workbook fails in a dozen ways, all meaning "unreadable"
        raise _file_error("classeur Excel illisible (fichier abîmé ?).") from error
    return _teams([rows])


class _Kind(Enum):
    """What the first bytes say a file is; the value is for the message."""

    TEXT = "un texte"
    XLSX = "un classeur Excel (.xlsx)"
    XLS = "un classeur Excel 97-2003 (.xls)"
    ODS = "un classeur OpenDocument (.ods)"


def _kind(data: bytes) -> _Kind:
    if data.startswith(b"PK\x03\x04"):
        # An OpenDocument zip stores its mimetype first, uncompressed.
        if b"application/vnd.oasis.opendocument" in data[:100]:
            return _Kind.ODS
        return _Kind.XLSX
    if data.startswith(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"):
        return _Kind.XLS
    return _Kind.TEXT


def _wrong_kind(kind: _Kind, expected: str) -> TeamFileError:
    if kind in (_Kind.XLS, _Kind.ODS):
        return _file_error(f"ce fichier est {kind.value} : enregistrez-le au format .xlsx ou .csv.")
    return _file_error(f"ce fichier est {kind.value}, pas {expected}.")


def _read_bytes(path: Path) -> bytes:
    """The file's bytes; one over MAX_FILE_BYTES (or one that never ends) is not read to its end."""
    try:
        with path.open("rb") as file:
            data = file.read(MAX_FILE_BYTES + 1)
    except OSError as error:
        raise _file_error(f"impossible de lire {path.name} ({error.strerror}).") from error
    if len(data) > MAX_FILE_BYTES:
        raise _file_error(f"{path.name} fait plus de {MAX_FILE_BYTES // 1_000_000} Mo : {_TOO_BIG}")
    return data


# Text: encoding, separator, CSV rows

_DELIMITERS: Final = (";", "\t", ",")
"""In order of preference when two read the header equally well: Excel in French uses ``;``."""

_CONTROL: Final = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def _decode(data: bytes) -> str:
    """UTF-8 (with or without BOM), UTF-16 with BOM (Excel's "texte Unicode"), else Windows-1252."""
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        text = _decoded(data, "utf-16")
    else:
        text = _decoded(data, "utf-8-sig")
        if text is None:
            text = _decoded(data, "cp1252")
    # Latin-1 reads any bytes: a binary file is told apart from a text in an unknown encoding.
    if _CONTROL.search(data.decode("latin-1").rstrip("\x1a") if text is None else text):
        raise _file_error("ce fichier n'est pas un texte (CSV) ni un classeur Excel (.xlsx).")
    if text is None:
        raise _file_error("encodage illisible : enregistrez le fichier en CSV UTF-8.")
    return text


def _decoded(data: bytes, encoding: str) -> str | None:
    try:
        # DOS-era editors end a file with Ctrl-Z: the only control character a text may have.
        return data.decode(encoding).rstrip("\x1a")
    except UnicodeDecodeError:
        return None


_Row = tuple[int, tuple[str, ...]]
"""A non-blank row: its line in the file and its cells, spaces collapsed."""


def _csv_rows(text: str, delimiter: str) -> list[_Row]:
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter, skipinitialspace=True)

    def rows() -> Iterator[_Row]:
        start = 1
        for record in reader:
            # A quoted cell may span lines: the row is where it starts.
            yield start, tuple(_words(cell) for cell in record)
            start = reader.line_num + 1

    return _filled(rows())


def _filled(rows: Iterable[_Row]) -> list[_Row]:
    """The rows that are not blank, read no further than MAX_ROWS of them."""
    filled: list[_Row] = []
    for line, cells in rows:
        if any(cells):
            if len(filled) == MAX_ROWS:
                raise _file_error(f"plus de {MAX_ROWS} lignes remplies : {_TOO_BIG}")
            filled.append((line, cells))
    return filled


def _cell_text(value: object) -> str:
    """A spreadsheet cell as text; ``12.0`` (how Excel stores 12) is ``12``."""
    if value is None:
        return ""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def _words(text: str) -> str:
    """Spaces (non-breaking ones too) trimmed and collapsed."""
    return " ".join(text.split())


# The header


class _Field(Enum):
    """A column the file may have; the value is how messages call it."""

    NUMBER = "N°"
    NAME = "Équipe"
    FIXED_TABLE = "Table fixe"
    PLAYER = "Joueur"
    FIRST_NAME = "Prénom"
    SURNAME = "Nom"
    CLUB = "Club"
    LICENCE = "Licence"


_TEAM_FIELDS: Final = frozenset({_Field.NUMBER, _Field.NAME, _Field.FIXED_TABLE})

_NUMERO_WORDS: Final = frozenset({"n", "no", "num", "numero", "number", "nr"})
_PLAYER_WORDS: Final = frozenset(
    {"joueur", "joueuse", "player", "j", "p", "equipier", "partenaire"}
)
_FILLER_WORDS: Final = frozenset(
    {"d", "de", "du", "des", "l", "la", "le", "les", "et", "of", "the", "and", "er", "e", "eme"}
)


def _tokens(text: str) -> list[str]:
    """Header words without accents, case, punctuation, or the many ways to write "number".

    >>> _tokens("N° d'équipe"), _tokens("Joueur1 - Prénom"), _tokens("#")
    (['numero', 'equipe'], ['joueur', '1', 'prenom'], ['numero'])
    """
    text = unicodedata.normalize("NFKD", text).casefold()
    text = "".join(c for c in text if not unicodedata.combining(c))
    text = re.sub(r"\bn\s*°|#", " numero ", text)
    text = re.sub(r"[^a-z0-9]+", " ", text)
    text = re.sub(r"(?<=[a-z])(?=[0-9])|(?<=[0-9])(?=[a-z])", " ", text)
    words = ("numero" if w in _NUMERO_WORDS else w for w in text.split())
    return [w for w in words if w not in _FILLER_WORDS]


def _key(text: str) -> str:
    """Word order does not matter: ``Nom prénom`` and ``Prénom nom`` are one column."""
    return " ".join(sorted(_tokens(text)))


def _lookup(spellings: dict[_Field, tuple[str, ...]]) -> dict[str, _Field]:
    return {_key(spelling): field for field, names in spellings.items() for spelling in names}


_TEAM_HEADERS: Final = _lookup(
    {
        _Field.NUMBER: ("numéro", "numéro d'équipe", "team number", "numéro doublette", "dossard"),
        _Field.NAME: (
            "équipe",
            "nom d'équipe",
            "nom de l'équipe",
            "team",
            "team name",
            "name",
            "doublette",
            "nom de la doublette",
        ),
        _Field.FIXED_TABLE: (
            "table",
            "table fixe",
            "table fixée",
            "table réservée",
            "n° de table",
            "n° table fixe",
            "fixed table",
            "reserved table",
        ),
    }
)
_PLAYER_HEADERS: Final = _lookup(
    {
        _Field.PLAYER: ("", "nom prénom", "nom et prénom", "name", "full name", "identité"),
        _Field.FIRST_NAME: ("prénom", "first name", "firstname", "given name", "forename"),
        _Field.SURNAME: (
            "nom",
            "nom de famille",
            "last name",
            "lastname",
            "surname",
            "family name",
        ),
        _Field.CLUB: ("club", "nom du club", "club name"),
        _Field.LICENCE: ("licence", "license", "n° de licence", "licence FFB", "license number"),
    }
)


def _classify(text: str) -> tuple[_Field, int | None] | None:
    """The column a header cell names, with its player (1, 2) if it names one.

    >>> _classify("Prénom J2"), _classify("N° de licence"), _classify("Joueur B")
    ((<_Field.FIRST_NAME: 'Prénom'>, 2), (<_Field.LICENCE: 'Licence'>, None), (<_Field.PLAYER: 'Joueur'>, 2))
    >>> _classify("Téléphone"), _classify("Joueur 3")
    (None, None)
    """
    words = _tokens(text)
    about_player = any(w in _PLAYER_WORDS for w in words)
    if about_player and words[-1] in ("a", "b"):
        words[-1] = "1" if words[-1] == "a" else "2"
    digits = [w for w in words if w.isdigit()]
    if digits not in ([], ["1"], ["2"]):
        return None
    index = int(digits[0]) if digits else None
    key = " ".join(sorted(w for w in words if not w.isdigit() and w not in _PLAYER_WORDS))
    if not key and not about_player:
        return None
    team_field = _TEAM_HEADERS.get(key) if index is None and not about_player else None
    field = team_field or _PLAYER_HEADERS.get(key)
    return None if field is None else (field, index)


@dataclass(frozen=True, slots=True)
class _PlayerColumns:
    """Where one player is: in one cell (``full``), or a first-name and a surname cell."""

    full: int | None
    first_name: int | None
    surname: int | None
    club: int | None
    licence: int | None


@dataclass(frozen=True, slots=True)
class _Layout:
    """Which column holds what; ``None`` for an optional column the file lacks."""

    line: int
    number: int | None
    name: int | None
    fixed_table: int | None
    players: tuple[_PlayerColumns, _PlayerColumns]

    @property
    def team_columns(self) -> tuple[int, ...]:
        """Every column but the number: a row with none of them is an empty slot."""
        columns = [self.name, self.fixed_table]
        for p in self.players:
            columns += [p.full, p.first_name, p.surname, p.club, p.licence]
        return tuple(c for c in columns if c is not None)


_EXPECTED: Final = (
    "Attendu : « Joueur 1 » et « Joueur 2 » (« Prénom Nom » dans une case), "
    "ou « Prénom 1 », « Nom 1 », « Prénom 2 », « Nom 2 » ; "
    "au choix : « N° », « Équipe », « Club » (ou « Club 1 », « Club 2 »), "
    "« Licence 1 », « Licence 2 », « Table fixe »."
)


def _found(header: Sequence[str]) -> str:
    return ", ".join(f"« {_shown(cell)} »" for cell in header if cell) or "aucune"


def _layout(line: int, header: Sequence[str]) -> _Layout:
    """Read the header, or refuse the file saying which columns it found and which it needs."""

    def refuse(reason: str) -> TeamFileError:
        return _file_error(f"en-tête ligne {line} : {reason}", line)

    def put(
        columns: dict[tuple[_Field, int | None], int], key: tuple[_Field, int | None], col: int
    ) -> None:
        if key in columns:
            twice = f"« {_shown(header[columns[key]])} » et « {_shown(header[col])} »"
            raise refuse(f"les colonnes {twice} disent la même chose.")
        columns[key] = col

    named: dict[tuple[_Field, int | None], int] = {}
    loose: dict[_Field, list[int]] = {}
    for col, text in enumerate(header):
        found = _classify(text)
        if found is None:
            continue
        field, index = found
        if index is None and field not in _TEAM_FIELDS:
            loose.setdefault(field, []).append(col)
        else:
            put(named, found, col)

    # A lone "Nom" beside "Joueur 1" and "Joueur 2" names the team.
    if len(loose.get(_Field.SURNAME, ())) == 1 and _Field.FIRST_NAME not in loose:
        put(named, (_Field.NAME, None), loose.pop(_Field.SURNAME)[0])
    # A lone "Club" is the team's: both players play for it.
    team_club = loose.pop(_Field.CLUB)[0] if len(loose.get(_Field.CLUB, ())) == 1 else None
    # "Nom; Prénom; Nom; Prénom": repeated columns are player 1's, then player 2's.
    for field, columns in loose.items():
        if len(columns) != 2:
            count = "une seule colonne" if len(columns) == 1 else f"{len(columns)} colonnes"
            raise refuse(
                f"{count} « {field.value} » pour deux joueurs : "
                f"écrivez « {field.value} 1 » et « {field.value} 2 »."
            )
        put(named, (field, 1), columns[0])
        put(named, (field, 2), columns[1])

    def player(index: int) -> _PlayerColumns:
        full, first, surname = (
            named.get((field, index))
            for field in (_Field.PLAYER, _Field.FIRST_NAME, _Field.SURNAME)
        )
        if full is not None and (first is not None or surname is not None):
            raise refuse(
                f"le joueur {index} est donné deux fois (« Joueur {index} » et « Prénom/Nom {index} »)."
            )
        if first is not None and surname is None:
            raise refuse(f"il y a « Prénom {index} » sans « Nom {index} ».")
        if first is None and full is None:
            # A surname column alone holds the whole name, as federation listings do.
            full, surname = surname, None
        if full is None and first is None:
            raise refuse(
                f"aucune colonne pour le joueur {index}. Colonnes trouvées : {_found(header)}. {_EXPECTED}"
            )
        club = named.get((_Field.CLUB, index), team_club)
        return _PlayerColumns(full, first, surname, club, named.get((_Field.LICENCE, index)))

    return _Layout(
        line=line,
        number=named.get((_Field.NUMBER, None)),
        name=named.get((_Field.NAME, None)),
        fixed_table=named.get((_Field.FIXED_TABLE, None)),
        players=(player(1), player(2)),
    )


def _header_at(rows: Sequence[_Row]) -> tuple[int, int]:
    """The header's position among the first rows and how many columns it names (0: none found).

    The header is the first row naming two known columns: titles may stand above it.
    """
    for position, (_, cells) in enumerate(rows[:_HEADER_SEARCH]):
        known = sum(_classify(cell) is not None for cell in cells)
        if known >= 2:
            return position, known
    return 0, 0


# The rows


def _teams(tables: Sequence[list[_Row]]) -> list[TeamRow]:
    """The teams of the table whose header reads best (one table per CSV separator tried)."""
    # Under some separator, a file of nothing but separators and spaces has no row at all.
    if not all(tables):
        raise _file_error("le fichier est vide.")
    scored = [(_header_at(rows), rows) for rows in tables]
    (position, known), rows = max(scored, key=lambda pair: pair[0][1])
    if not known:
        widest = max(tables, key=lambda rows: len(rows[0][1]))
        line, cells = widest[0]
        raise _file_error(
            f"aucune ligne d'en-tête reconnue. Colonnes de la ligne {line} : {_found(cells)}. {_EXPECTED}"
        )
    layout = _layout(*rows[position])
    seen: dict[tuple[_Field, object], int] = {}
    teams: list[TeamRow] = []
    problems: list[RowProblem] = []
    team_columns = layout.team_columns
    for line, cells in rows[position + 1 :]:
        if not any(col < len(cells) and cells[col] for col in team_columns):
            continue  # a numbered slot left empty, or a total under the list
        team = _team(line, cells, layout, seen)
        if isinstance(team, TeamRow):
            teams.append(team)
        else:
            problems.append(RowProblem(line, ", ".join(team)))
    if problems:
        raise TeamFileError(problems)
    if not teams:
        raise _file_error(f"aucune équipe sous l'en-tête (ligne {layout.line}).")
    return teams


def _team(
    line: int, cells: Sequence[str], layout: _Layout, seen: dict[tuple[_Field, object], int]
) -> TeamRow | list[str]:
    """One row as a team, or every reason to refuse it.

    ``seen`` tells which earlier line gave a number, name, table or licence first.
    """
    reasons: list[str] = []

    def cell(col: int | None) -> str:
        return cells[col] if col is not None and col < len(cells) else ""

    def once(field: _Field, key: object, taken: str) -> None:
        first = seen.setdefault((field, key), line)
        if first != line:
            reasons.append(f"{taken} ligne {first}")

    number = _whole_number(cell(layout.number), "numéro", reasons)
    if number is not None:
        once(_Field.NUMBER, number, f"numéro {number} déjà pris")
    name = cell(layout.name) or None
    if name is not None:
        once(_Field.NAME, _folded(name), f"équipe « {_shown(name)} » déjà présente")
    fixed_table = _whole_number(cell(layout.fixed_table), "table fixe", reasons)
    if fixed_table is not None:
        once(_Field.FIXED_TABLE, fixed_table, f"table fixe {fixed_table} déjà donnée")
    licences = [cell(p.licence) for p in layout.players]
    if licences[0] and _folded(licences[0]) == _folded(licences[1]):
        reasons.append(f"licence {_shown(licences[0])} donnée aux deux joueurs")
    for licence in filter(None, licences):
        once(_Field.LICENCE, _folded(licence), f"licence {_shown(licence)} déjà présente")
    first, second = (
        _player(index, columns, cell, reasons) for index, columns in enumerate(layout.players, 1)
    )
    if reasons or first is None or second is None:
        return reasons
    return TeamRow(line, number, name, (first, second), fixed_table)


def _player(
    index: int, columns: _PlayerColumns, cell: Callable[[int | None], str], reasons: list[str]
) -> PlayerRow | None:
    full, first_name, surname = cell(columns.full), cell(columns.first_name), cell(columns.surname)
    if not (full or first_name or surname):
        reasons.append(f"joueur {index} manquant")
        return None
    if columns.full is not None:
        names = split_player_name(full)
        if names is None:
            reasons.append(f"joueur {index} « {_shown(full)} » : il faut un prénom et un nom")
            return None
        first_name, surname = names
    elif not first_name or not surname:
        reasons.append(f"joueur {index} : {'prénom' if not first_name else 'nom'} manquant")
        return None
    return PlayerRow(first_name, surname, cell(columns.club) or None, cell(columns.licence) or None)


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
        surname, _, first_name = (_words(part) for part in text.partition(","))
        return (first_name, surname) if first_name and surname else None
    words = text.split()
    if len(words) < 2:
        return None
    capitals = [w for w in words if w.isupper() and sum(c.isalpha() for c in w) >= 2]
    if capitals and len(capitals) < len(words):
        return " ".join(w for w in words if w not in capitals), " ".join(capitals)
    return words[0], " ".join(words[1:])


def _whole_number(text: str, label: str, reasons: list[str]) -> int | None:
    """A team number or a table: empty is ``None``, anything but 1 to MAX_NUMBER is refused."""
    if not text:
        return None
    if re.fullmatch(r"0*[1-9][0-9]{0,3}", text):
        return int(text)
    reasons.append(f"{label} « {_shown(text)} » : un nombre entier de 1 à {MAX_NUMBER} est attendu")
    return None


def _folded(text: str) -> str:
    """What two spellings of one name or licence share: no accents, case or spaces."""
    text = unicodedata.normalize("NFKD", text).casefold()
    return "".join(c for c in text if not unicodedata.combining(c) and not c.isspace())


def _shown(text: str, width: int = 40) -> str:
    """A cell quoted in a message, cut short if it is long."""
    return text if len(text) <= width else text[: width - 1] + "…"
