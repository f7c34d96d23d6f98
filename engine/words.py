"""The French letters and words of ranks, suits, trumps and annonces, and the agreement of a
count with its noun: each defined once, here.

Every table is keyed by the engine's code, the value of the enum member
(``Rank.JACK`` is ``"J"``, ``Trump.SANS_ATOUT`` is ``"sans_atout"``). A
``StrEnum`` member is equal to its value, so a member reads its word directly,
and :mod:`engine.cards` takes its words from here without an import cycle:

>>> from engine.cards import Rank, Suit
>>> RANK_LETTERS[Rank.JACK], SUIT_LETTERS[Suit.DIAMONDS], RANK_NAMES[Rank.QUEEN]
('V', 'k', 'dame')

The shorthand (:mod:`engine.notation`) writes the letters, and reads them
back along with the symbols and the names, accented or not:

>>> spellings("trèfle"), spellings("cœur"), spellings("pique")
(('trèfle', 'trefle'), ('cœur', 'coeur'), ('pique',))
"""

from __future__ import annotations

import unicodedata
from types import MappingProxyType
from typing import Final

RANK_LETTERS: Final = MappingProxyType(
    {"7": "7", "8": "8", "9": "9", "T": "10", "J": "V", "Q": "D", "K": "R", "A": "A"}
)
"""Ranks as a French score sheet writes them: 10, valet, dame, roi, as as 10 V D R A."""
RANK_NAMES: Final = MappingProxyType(
    {"7": "7", "8": "8", "9": "9", "T": "10", "J": "valet", "Q": "dame", "K": "roi", "A": "as"}
)
RANK_PLURALS: Final = MappingProxyType({"J": "valets", "Q": "dames", "K": "rois"})
"""Plurals that differ from the name, as in « carré de dames » (but « carré de 9 »)."""

SUIT_LETTERS: Final = MappingProxyType({"S": "p", "H": "c", "D": "k", "C": "t"})
"""Pique, cœur, carreau, trèfle: ``k`` for carreau, since ``c`` is cœur."""
SUIT_SYMBOLS: Final = MappingProxyType({"S": "♠", "H": "♥", "D": "♦", "C": "♣"})
SUIT_NAMES: Final = MappingProxyType({"S": "pique", "H": "cœur", "D": "carreau", "C": "trèfle"})

NO_SUIT_TRUMP_LETTERS: Final = MappingProxyType({"sans_atout": "sa", "tout_atout": "ta"})
"""Sans Atout and Tout Atout; a suit trump is written with its suit's letter."""
NO_SUIT_TRUMP_NAMES: Final = MappingProxyType(
    {"sans_atout": "sans atout", "tout_atout": "tout atout"}
)

KIND_WORDS: Final = MappingProxyType(
    {"tierce": "tierce", "cinquante": "50", "cent": "100", "carre": "carré"}
)
"""How the shorthand writes each kind of annonce."""
KIND_NAMES: Final = MappingProxyType(
    {"tierce": "tierce", "cinquante": "cinquante", "cent": "cent", "carre": "carré"}
)


def spellings(word: str) -> tuple[str, ...]:
    """``word``, then the same without accents when it has some: what a keyboard may give."""
    plain = "".join(
        letter
        for letter in unicodedata.normalize("NFD", word.replace("œ", "oe"))
        if not unicodedata.combining(letter)
    )
    return (word,) if plain == word else (word, plain)


def count(number: int, singular: str, plural: str | None = None) -> str:
    """``number`` and its words, singular for 0 and 1 as French writes counts: one rule for
    every count the application writes.

    >>> count(0, "équipe"), count(1, "donne"), count(16, "donne")
    ('0 équipe', '1 donne', '16 donnes')
    >>> count(2, "partie en totaux seulement", "parties en totaux seulement")
    '2 parties en totaux seulement'
    """
    words = plural or singular + "s" if takes_plural(number) else singular
    return f"{number} {words}"


def takes_plural(number: int) -> bool:
    """French puts the noun of a count in the plural from 2 on: « 0 équipe », « 1,5 point »."""
    return abs(number) >= 2
