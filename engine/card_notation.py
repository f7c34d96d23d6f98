"""Cards written the French way, as the arbiter types them: ``Rc``, ``10p``, ``V♥``.

A card is its rank, ``7 8 9 10 V D R A``, then its suit, ``p c k t`` for
pique, cœur, carreau, trèfle (or ``♠ ♥ ♦ ♣``), in capitals or not; the
shorthand of a donne (:mod:`engine.notation`) writes annonces with the same
letters.

>>> parse_card("Rc"), format_card(parse_card("10♠"))
(Card.parse('KH'), '10p')
>>> parse_cards("Vc, 10p Ak9t")
[Card.parse('JH'), Card.parse('TS'), Card.parse('AD'), Card.parse('9C')]
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Final

from engine.cards import Card, Rank, Suit
from engine.errors import UserError
from engine.words import spellings


class NotationError(UserError):
    """Text the shorthand cannot read; ``token`` is the part at fault ("" for an empty line)."""

    def __init__(self, token: str, message: str, *, field: str = "notation") -> None:
        super().__init__(message, field=field)
        self.token = token


def either(texts: Iterable[str]) -> str:
    """A regular expression matching any of ``texts``, the longest first (``10`` before ``1``)."""
    return "|".join(re.escape(text) for text in sorted(texts, key=len, reverse=True))


RANK_SPELLINGS: Final = {rank.letter.casefold(): rank for rank in Rank}
"""Each rank by its letter, in lower case: ``v`` is the valet."""
SUIT_SPELLINGS: Final = {
    spelling: suit
    for suit in Suit
    for spelling in (suit.letter, suit.symbol, *spellings(suit.french))
}
"""Each suit by its letter, its symbol and its name, accented or not."""
RANK_PATTERN: Final = either(RANK_SPELLINGS)
SUIT_MARKS: Final = [suit.letter for suit in Suit] + [suit.symbol for suit in Suit]
SYMBOLS: Final = " ".join(suit.symbol for suit in Suit)
_CARD: Final = re.compile(f"({RANK_PATTERN})({either(SUIT_MARKS)})")
_SEPARATORS: Final = re.compile(r"[\s,;]+")
_NOT_A_CARD: Final = (
    f"n'est pas une carte : rang {' '.join(rank.letter for rank in Rank)}, "
    f"puis couleur {' '.join(suit.letter for suit in Suit)} (ou {SYMBOLS})."
)


def parse_card(text: str) -> Card:
    """The card written ``text``: ``Rc`` is the roi de cœur, ``10p`` or ``10♠`` the 10 de pique.

    >>> parse_card("vK") == Card(Rank.JACK, Suit.DIAMONDS)
    True
    >>> parse_card("1c")
    Traceback (most recent call last):
    ...
    engine.card_notation.NotationError: « 1c » n'est pas une carte : rang 7 8 9 10 V D R A, puis couleur p c k t (ou ♠ ♥ ♦ ♣).
    """
    word = text.strip()
    cards = _cards_in(word)
    if len(cards) != 1:
        raise NotationError(word, f"« {word} » {_NOT_A_CARD}", field="card")
    return cards[0]


def format_card(card: Card) -> str:
    """``card`` as :func:`parse_card` reads it: ``Rc``, ``10p``.

    >>> format_card(Card(Rank.QUEEN, Suit.CLUBS))
    'Dt'
    """
    return card.rank.letter + card.suit.letter


def parse_cards(text: str) -> list[Card]:
    """The cards written in ``text``, in order, separated by spaces, commas or nothing."""
    cards: list[Card] = []
    for word in _SEPARATORS.split(text.strip()):
        if word:
            cards += _cards_in(word)
    return cards


def format_cards(cards: Sequence[Card]) -> str:
    """``cards`` as :func:`parse_cards` reads them back: ``Ap 9c``."""
    return " ".join(format_card(card) for card in cards)


def _cards_in(word: str) -> list[Card]:
    low = word.casefold()
    found = list(_CARD.finditer(low))
    if not found or "".join(match.group(0) for match in found) != low:
        raise NotationError(word, f"« {word} » {_NOT_A_CARD}", field="card")
    return [Card(RANK_SPELLINGS[match.group(1)], SUIT_SPELLINGS[match.group(2)]) for match in found]
