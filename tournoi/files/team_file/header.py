"""The header of a team list: which column holds what, in French or English.

Headers may be French or English, with or without accents, in any case
(``N°``, ``Équipe``, ``Joueur 1``, ``Prénom 2``, ``Club``, ``Licence 1``,
``Table fixe``...), in any order, below a few rows of titles. A header that
does not say where both players are refuses the file, naming the columns it
found and those expected.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Final

from tournoi.files.team_file.decode import Row
from tournoi.files.team_file.errors import TeamFileError, file_error, shown

_HEADER_SEARCH: Final = 10
"""How many non-blank rows may stand above the header (a title, a date...)."""


class Field(Enum):
    """A column the file may have; the value is how messages call it."""

    NUMBER = "N°"
    NAME = "Équipe"
    FIXED_TABLE = "Table fixe"
    PLAYER = "Joueur"
    FIRST_NAME = "Prénom"
    SURNAME = "Nom"
    CLUB = "Club"
    LICENCE = "Licence"


_TEAM_FIELDS: Final = frozenset({Field.NUMBER, Field.NAME, Field.FIXED_TABLE})

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


def _lookup(spellings: dict[Field, tuple[str, ...]]) -> dict[str, Field]:
    return {_key(spelling): field for field, names in spellings.items() for spelling in names}


_TEAM_HEADERS: Final = _lookup(
    {
        Field.NUMBER: ("numéro", "numéro d'équipe", "team number", "numéro doublette", "dossard"),
        Field.NAME: (
            "équipe",
            "nom d'équipe",
            "nom de l'équipe",
            "team",
            "team name",
            "name",
            "doublette",
            "nom de la doublette",
        ),
        Field.FIXED_TABLE: (
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
        Field.PLAYER: ("", "nom prénom", "nom et prénom", "name", "full name", "identité"),
        Field.FIRST_NAME: ("prénom", "first name", "firstname", "given name", "forename"),
        Field.SURNAME: (
            "nom",
            "nom de famille",
            "last name",
            "lastname",
            "surname",
            "family name",
        ),
        Field.CLUB: ("club", "nom du club", "club name"),
        Field.LICENCE: ("licence", "license", "n° de licence", "licence FFB", "license number"),
    }
)


def classify(text: str) -> tuple[Field, int | None] | None:
    """The column a header cell names, with its player (1, 2) if it names one.

    >>> classify("Prénom J2"), classify("N° de licence"), classify("Joueur B")
    ((<Field.FIRST_NAME: 'Prénom'>, 2), (<Field.LICENCE: 'Licence'>, None), (<Field.PLAYER: 'Joueur'>, 2))
    >>> classify("Téléphone"), classify("Joueur 3")
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
class PlayerColumns:
    """Where one player is: in one cell (``full``), or a first-name and a surname cell."""

    full: int | None
    first_name: int | None
    surname: int | None
    club: int | None
    licence: int | None


@dataclass(frozen=True, slots=True)
class Layout:
    """Which column holds what; ``None`` for an optional column the file lacks."""

    line: int
    number: int | None
    name: int | None
    fixed_table: int | None
    players: tuple[PlayerColumns, PlayerColumns]

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
    return ", ".join(f"« {shown(cell)} »" for cell in header if cell) or "aucune"


def _layout(line: int, header: Sequence[str]) -> Layout:
    """Read the header, or refuse the file saying which columns it found and which it needs."""

    def refuse(reason: str) -> TeamFileError:
        return file_error(f"en-tête ligne {line} : {reason}", line)

    def put(
        columns: dict[tuple[Field, int | None], int], key: tuple[Field, int | None], col: int
    ) -> None:
        if key in columns:
            twice = f"« {shown(header[columns[key]])} » et « {shown(header[col])} »"
            raise refuse(f"les colonnes {twice} disent la même chose.")
        columns[key] = col

    named: dict[tuple[Field, int | None], int] = {}
    loose: dict[Field, list[int]] = {}
    for col, text in enumerate(header):
        found = classify(text)
        if found is None:
            continue
        field, index = found
        if index is None and field not in _TEAM_FIELDS:
            loose.setdefault(field, []).append(col)
        else:
            put(named, found, col)

    # A lone "Nom" beside "Joueur 1" and "Joueur 2" names the team.
    if len(loose.get(Field.SURNAME, ())) == 1 and Field.FIRST_NAME not in loose:
        put(named, (Field.NAME, None), loose.pop(Field.SURNAME)[0])
    # A lone "Club" is the team's: both players play for it.
    team_club = loose.pop(Field.CLUB)[0] if len(loose.get(Field.CLUB, ())) == 1 else None
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

    def player(index: int) -> PlayerColumns:
        full, first, surname = (
            named.get((field, index)) for field in (Field.PLAYER, Field.FIRST_NAME, Field.SURNAME)
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
        club = named.get((Field.CLUB, index), team_club)
        return PlayerColumns(full, first, surname, club, named.get((Field.LICENCE, index)))

    return Layout(
        line=line,
        number=named.get((Field.NUMBER, None)),
        name=named.get((Field.NAME, None)),
        fixed_table=named.get((Field.FIXED_TABLE, None)),
        players=(player(1), player(2)),
    )


def _header_at(rows: Sequence[Row]) -> tuple[int, int]:
    """The header's position among the first rows and how many columns it names (0: none found).

    The header is the first row naming two known columns: titles may stand above it.
    """
    for position, (_, cells) in enumerate(rows[:_HEADER_SEARCH]):
        known = sum(classify(cell) is not None for cell in cells)
        if known >= 2:
            return position, known
    return 0, 0


def recognised(tables: Sequence[list[Row]]) -> int:
    """How many columns the best header of these tables names (0: no header found)."""
    return max((_header_at(rows)[1] for rows in tables), default=0)


def read_header(tables: Sequence[list[Row]]) -> tuple[Layout, list[Row]]:
    """The header of the table that reads best (one table per CSV separator tried), and the rows under it."""
    # Under some separator, a file of nothing but separators and spaces has no row at all.
    if not all(tables):
        raise file_error("le fichier est vide.")
    scored = [(_header_at(rows), rows) for rows in tables]
    (position, known), rows = max(scored, key=lambda pair: pair[0][1])
    if not known:
        widest = max(tables, key=lambda rows: len(rows[0][1]))
        line, cells = widest[0]
        raise file_error(
            f"aucune ligne d'en-tête reconnue. Colonnes de la ligne {line} : {_found(cells)}. {_EXPECTED}"
        )
    return _layout(*rows[position]), rows[position + 1 :]
