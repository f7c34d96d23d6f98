"""Cards, suits, ranks and trumps, with card order and points for every mode.

The engine's codes, for the JSON format and the command line, write a card
rank then suit, ranks ``7 8 9 T J Q K A``, suits ``S H D C``. The French
letters an arbiter types (``Vc``, ``10p``) are read by :mod:`engine.notation`;
every French letter and word comes from :mod:`engine.words`.

>>> Card.parse("JH")
Card.parse('JH')
>>> card_points(Card.parse("JH"), Trump.COEUR), card_points(Card.parse("JH"), Trump.PIQUE)
(20, 2)
>>> total_points(Trump.TOUT_ATOUT, contree=True), capot_points(Trump.TOUT_ATOUT, contree=True)
(258, 348)
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from itertools import product
from types import MappingProxyType
from typing import Final

from engine import words
from engine.errors import PlayError


class Suit(StrEnum):
    """A suit, by its one-letter code."""

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @property
    def symbol(self) -> str:
        """``♠ ♥ ♦ ♣``."""
        return words.SUIT_SYMBOLS[self]

    @property
    def letter(self) -> str:
        """``p c k t``, as the shorthand writes the suit."""
        return words.SUIT_LETTERS[self]

    @property
    def french(self) -> str:
        """``pique``, ``cœur``, ``carreau``, ``trèfle``."""
        return words.SUIT_NAMES[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)


class Rank(StrEnum):
    """A rank, by its one-character code (``T`` is the ten)."""

    SEVEN = "7"
    EIGHT = "8"
    NINE = "9"
    TEN = "T"
    JACK = "J"
    QUEEN = "Q"
    KING = "K"
    ACE = "A"

    @property
    def letter(self) -> str:
        """``7 8 9 10 V D R A``, as a French score sheet writes the rank."""
        return words.RANK_LETTERS[self]

    @property
    def french(self) -> str:
        """``7``, ``10``, ``valet``, ``as`` ..."""
        return words.RANK_NAMES[self]

    @property
    def plural(self) -> str:
        """``dames``, ``as``, ``10``: as in « carré de dames »."""
        return words.RANK_PLURALS.get(self, self.french)

    @property
    def sequence_index(self) -> int:
        """Place in the order of sequences, 7 8 9 10 J Q K A (§8.1), from 0."""
        return _SEQUENCE_INDEX[self]


class Trump(StrEnum):
    """What a donne is played at: one of the four suits, Sans Atout or Tout Atout."""

    PIQUE = "pique"
    COEUR = "coeur"
    CARREAU = "carreau"
    TREFLE = "trefle"
    SANS_ATOUT = "sans_atout"
    TOUT_ATOUT = "tout_atout"

    @property
    def suit(self) -> Suit | None:
        """The trump suit, or ``None`` for Sans Atout and Tout Atout."""
        return _TRUMP_SUITS.get(self)

    @property
    def letter(self) -> str:
        """How the shorthand writes it: ``p c k t``, ``sa``, ``ta``."""
        suit = self.suit
        return suit.letter if suit else words.NO_SUIT_TRUMP_LETTERS[self]

    @property
    def label(self) -> str:
        """How a score sheet writes it: ``♠``, ``♥``, ``SA``, ``TA``."""
        suit = self.suit
        return suit.symbol if suit else self.letter.upper()

    @property
    def french(self) -> str:
        suit = self.suit
        return suit.french if suit else words.NO_SUIT_TRUMP_NAMES[self]


_SEQUENCE_INDEX: Final = {rank: i for i, rank in enumerate(Rank)}
_TRUMP_SUITS: Final = {
    Trump.PIQUE: Suit.SPADES,
    Trump.COEUR: Suit.HEARTS,
    Trump.CARREAU: Suit.DIAMONDS,
    Trump.TREFLE: Suit.CLUBS,
}
SUIT_TRUMPS: Final = MappingProxyType({suit: trump for trump, suit in _TRUMP_SUITS.items()})


@dataclass(frozen=True, slots=True)
class Card:
    """One of the 32 cards."""

    rank: Rank
    suit: Suit

    @classmethod
    def parse(cls, text: str) -> Card:
        """A card from its two-character code.

        >>> Card.parse("TS").rank is Rank.TEN
        True
        >>> Card.parse("1S")
        Traceback (most recent call last):
        ...
        engine.errors.PlayError: Carte « 1S » inconnue : rang parmi 7 8 9 T J Q K A, puis couleur parmi S H D C.
        """
        card = _BY_CODE.get(text) if isinstance(text, str) else None
        if card is None:
            raise PlayError(
                "card",
                f"Carte « {text} » inconnue : rang parmi 7 8 9 T J Q K A, "
                "puis couleur parmi S H D C.",
            )
        return card

    def __str__(self) -> str:
        return self.rank.value + self.suit.value

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    @property
    def french(self) -> str:
        """``valet de cœur``, ``10 de pique``."""
        return f"{self.rank.french} de {self.suit.french}"

    @property
    def with_article(self) -> str:
        """``le valet de cœur``, ``la dame de pique``, ``l'as de trèfle``."""
        article = {Rank.QUEEN: "la ", Rank.ACE: "l'"}.get(self.rank, "le ")
        return article + self.french

    @property
    def label(self) -> str:
        """``V♥``-style short label for sheets and screens: ``10♠``, ``A♦``."""
        return self.rank.letter + self.suit.symbol


DECK: Final = tuple(Card(rank, suit) for suit, rank in product(Suit, Rank))
_BY_CODE: Final = {str(card): card for card in DECK}

# Points and order, highest first (scoring specification, "Card values").
_TRUMP_SUIT_POINTS: Final = {"J": 20, "9": 14, "A": 11, "T": 10, "K": 4, "Q": 3, "8": 0, "7": 0}
_PLAIN_POINTS: Final = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}
_SANS_ATOUT_POINTS: Final = {"A": 19, "T": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}
_TOUT_ATOUT_CLASSIQUE_POINTS: Final = {
    "J": 13, "9": 9, "A": 6, "T": 5, "K": 3, "Q": 2, "8": 0, "7": 0,
}  # fmt: skip

TRUMP_ORDER: Final = tuple(Rank(code) for code in _TRUMP_SUIT_POINTS)
"""Ranks of a trump suit, highest first: J 9 A 10 K Q 8 7."""
PLAIN_ORDER: Final = tuple(Rank(code) for code in _PLAIN_POINTS)
"""Ranks of a plain suit (and of Sans Atout), highest first: A 10 K Q J 9 8 7."""

TRUMP_STRENGTH: Final = {rank: 8 - i for i, rank in enumerate(TRUMP_ORDER)}
PLAIN_STRENGTH: Final = {rank: 8 - i for i, rank in enumerate(PLAIN_ORDER)}

DIX_DE_DER: Final = 10
CAPOT_DIX_DE_DER: Final = 100


def _points_table(trump: Trump, contree: bool) -> dict[Card, int]:
    if trump is Trump.SANS_ATOUT:
        return {c: _SANS_ATOUT_POINTS[c.rank] for c in DECK}
    if trump is Trump.TOUT_ATOUT:
        table = _TRUMP_SUIT_POINTS if contree else _TOUT_ATOUT_CLASSIQUE_POINTS
        return {c: table[c.rank] for c in DECK}
    return {
        c: (_TRUMP_SUIT_POINTS if c.suit is trump.suit else _PLAIN_POINTS)[c.rank] for c in DECK
    }


POINTS: Final = MappingProxyType(
    {
        (trump, contree): _points_table(trump, contree)
        for trump in Trump
        for contree in (True, False)
    }
)
"""Card points by ``(trump, is_contree)`` then by card."""


def card_points(card: Card, trump: Trump, *, contree: bool = True) -> int:
    """The points a card is worth when ``trump`` is played.

    >>> card_points(Card.parse("AS"), Trump.SANS_ATOUT)
    19
    >>> card_points(Card.parse("JS"), Trump.TOUT_ATOUT, contree=False)
    13
    """
    return POINTS[trump, contree][card]


_TOTALS: Final = MappingProxyType(
    {key: sum(points.values()) + DIX_DE_DER for key, points in POINTS.items()}
)
"""A whole donne's points by ``(trump, is_contree)``: added up once, not at every donne scored."""


def total_points(trump: Trump, *, contree: bool = True) -> int:
    """The points of a whole donne with dix de der: 162, or 258 in contrée Tout Atout."""
    return _TOTALS[trump, contree]


def capot_points(trump: Trump, *, contree: bool = True) -> int:
    """The points of a team winning all eight tricks (dix de der worth 100): 252 or 348."""
    return total_points(trump, contree=contree) - DIX_DE_DER + CAPOT_DIX_DE_DER
