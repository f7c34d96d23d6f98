"""The texts people type: what a name, a club, a licence or a label may hold, and how long it may be.

One definition for the whole application: the services check every text they
store with :func:`checked_text`, the team files check every cell they give
with :func:`text_problem`, and the window's line edits take their maximum
length from :data:`LIMITS`. Every text is one line: no control character
(C0, DEL, C1: a workbook cannot even hold most of them), no tab or line
break, no lone surrogate (not a character, and not writable to a file), no
direction override (it turns a name round on every screen and sheet).
Ordinary spaces, non-breaking ones too, are kept, runs of them made one.

>>> checked_text("  Concours   de Noël ", Text.TOURNAMENT_NAME)
'Concours de Noël'
>>> checked_text("Concours\\x01Noël", Text.TOURNAMENT_NAME)
Traceback (most recent call last):
...
tournoi.files.text.TextError: Nom du tournoi : le caractère de contrôle U+0001 (9e caractère) n'est pas permis.
>>> text_problem("X" * 21, Text.LICENCE)
"21 caractères, c'est trop : 20 au plus"
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from engine import UserError
from engine.validation import REASON_LENGTH


class Text(StrEnum):
    """A text field the services store; the value is its ``field`` in a refusal."""

    TOURNAMENT_NAME = "name"
    PLACE = "place"
    ORGANISER = "organiser"
    ARBITER = "arbiter"
    TEAM_NAME = "team_name"
    PLAYER = "player"
    FIRST_NAME = "first_name"
    SURNAME = "surname"
    CLUB = "club"
    LICENCE = "licence"
    PRIZE_ITEM = "item"
    PRIZE_NAME = "special"
    PRIZE_FILTER = "filter_value"
    DECISION = "reason"
    STATION = "who"
    CHALLENGE_NAME = "challenge_name"


@dataclass(frozen=True, slots=True, kw_only=True)
class Limit:
    """How a field is named in a message, and its most characters."""

    label: str
    length: int


NAME_LENGTH: Final = 40
"""A first name or a surname: « Marie-Christine », « de La Rochefoucauld-Doudeauville » fit."""

LIMITS: Final[Mapping[Text, Limit]] = {
    Text.TOURNAMENT_NAME: Limit(label="Nom du tournoi", length=80),
    Text.PLACE: Limit(label="Lieu", length=80),
    Text.ORGANISER: Limit(label="Organisateur", length=80),
    Text.ARBITER: Limit(label="Arbitre", length=80),
    # A team named after its players, « Surname – Surname », always fits.
    Text.TEAM_NAME: Limit(label="Nom de l'équipe", length=2 * NAME_LENGTH + 10),
    Text.PLAYER: Limit(label="Joueur", length=2 * NAME_LENGTH + 1),
    Text.FIRST_NAME: Limit(label="Prénom", length=NAME_LENGTH),
    Text.SURNAME: Limit(label="Nom", length=NAME_LENGTH),
    Text.CLUB: Limit(label="Club", length=80),
    Text.LICENCE: Limit(label="Licence", length=20),
    Text.PRIZE_ITEM: Limit(label="Objet du lot", length=80),
    Text.PRIZE_NAME: Limit(label="Nom du prix spécial", length=80),
    Text.PRIZE_FILTER: Limit(label="Condition du prix spécial", length=80),
    Text.DECISION: Limit(label="Motif de la décision", length=REASON_LENGTH.stop - 1),
    Text.STATION: Limit(label="Nom du poste", length=80),
    Text.CHALLENGE_NAME: Limit(label="Nom du challenge", length=80),
}
"""Every text field's most characters: the services refuse more, the window's fields stop there."""

_TRIMMED: Final = " \t\r\n"
_DIRECTION: Final = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
_LINE_BREAKS: Final = frozenset("\n\r\x0b\x0c\u2028\u2029")


class TextError(UserError):
    """A text refused: a character it may not hold, or too long; the message names the field."""


def spaced(text: str) -> str:
    """Spaces (non-breaking ones too) made one; spaces, tabs and line ends trimmed at both ends.

    What stands between words is kept, for :func:`text_problem` to refuse:

    >>> spaced("\\u00a0Jean  DUPONT\\t\\r\\n"), spaced("Jean\\tDUPONT")
    ('Jean DUPONT', 'Jean\\tDUPONT')
    """
    spaces = "".join(" " if unicodedata.category(c) == "Zs" else c for c in text)
    return " ".join(part for part in spaces.strip(_TRIMMED).split(" ") if part)


def text_problem(value: str, field: Text) -> str | None:
    """What is wrong with ``value`` (already :func:`spaced`) as a ``field``, or ``None``.

    >>> text_problem("Jean\\nDUPONT", Text.PLAYER)
    "un retour à la ligne (5e caractère) n'est pas permis : le texte tient sur une ligne"
    >>> text_problem("Jean DUPONT", Text.PLAYER) is None
    True
    """
    for position, char in enumerate(value, start=1):
        refused = _refused(char)
        if refused is not None:
            agreed = "permise" if char == "\t" else "permis"
            return f"{refused} ({_ordinal(position)} caractère) n'est pas {agreed}{_why(char)}"
    limit = LIMITS[field].length
    if len(value) > limit:
        return f"{len(value)} caractères, c'est trop : {limit} au plus"
    return None


def checked_text(value: str, field: Text, *, of: str = "") -> str:
    """``value`` with its spaces made single (:func:`spaced`), or a :class:`TextError` saying why not.

    ``of`` tells whose field it is, when there are two: ``"joueur 2"``.
    """
    value = spaced(value)
    problem = text_problem(value, field)
    if problem is not None:
        whose = f" ({of})" if of else ""
        raise TextError(f"{LIMITS[field].label}{whose} : {problem}.", field=field.value)
    return value


def _refused(char: str) -> str | None:
    """How a message calls ``char`` when no text may hold it."""
    if char == "\t":
        return "une tabulation"
    if char in _LINE_BREAKS:
        return "un retour à la ligne"
    category = unicodedata.category(char)
    if category == "Cc":
        return f"le caractère de contrôle U+{ord(char):04X}"
    if category == "Cs":
        return f"le caractère illisible U+{ord(char):04X}"
    if char in _DIRECTION:
        return f"le changement de sens d'écriture U+{ord(char):04X}"
    return None


def _why(char: str) -> str:
    return " : le texte tient sur une ligne" if char == "\t" or char in _LINE_BREAKS else ""


def _ordinal(position: int) -> str:
    return "1er" if position == 1 else f"{position}e"
