"""Words of the shorthand typed without spaces, and digits typed without Shift on AZERTY.

A word of the entry line that is not one of the shorthand's words is read
as several glued together, where nothing is ambiguous: ``110c117b`` is
``110 c 117 b``. The pieces are, in this order of preference at each place:

==================  =================================================
``110``             a number
``capot``           the word capot
``cap`` ``capA``    a capot made (``capb`` is the capot of B: write
                    ``b cap`` or ``bcap`` for the takers' belote then
                    their capot)
``xx`` ``x``        surcontré, contré
``sa`` ``ta``       sans atout, tout atout
``p c k t``         a trump suit (or ``♠ ♥ ♦ ♣``)
``b`` ``bA`` ``b2`` a belote (a count is one digit, 1 to 4, not
                    followed by another digit: ``b117`` is a belote
                    then 117)
``n70`` ``nB70``    annonce points as written on the sheet
``r`` ``rA``        a renonce
==================  =================================================

On an AZERTY laptop the digits of the top row need Shift; the shorthand
reads the characters that the same keys give without Shift as the digits:

>>> azerty_digits("&&àc&&èb")
'110c117b'
>>> split_glued("110c117b")
['110', 'c', '117', 'b']

So ``a&&àc&&èb`` (the keys of ``a110c117b``, without Shift) is the same
donne; the numeric keypad gives the digits without Shift as well. Only the
glued pieces are read this way: a word of the shorthand is read as itself
first (``carré:V``, ``trèfle`` keep their accents).
"""

from __future__ import annotations

import re
from typing import Final

from engine.cards import Suit

AZERTY_DIGITS: Final = str.maketrans("&é\"'(-è_çà", "1234567890")
"""The characters of the digit keys of an AZERTY keyboard without Shift, as their digits."""

_SUIT_MARKS: Final = "".join(suit.letter + suit.symbol for suit in Suit)
_PIECE: Final = re.compile(
    r"[0-9]+|capot|cap[ab]?|xx|x|sa|ta"
    f"|[{_SUIT_MARKS}]"
    r"|b[ab]?(?:[1-4](?![0-9]))?|n[ab]?[0-9]+|r[ab]?"
)


def azerty_digits(word: str) -> str:
    """``word`` with the unshifted AZERTY digit keys read as digits (``&`` is 1, ``à`` is 0)."""
    return word.translate(AZERTY_DIGITS)


def split_glued(word: str) -> list[str] | None:
    """The shorthand's pieces glued in ``word`` (lower case), or ``None`` if it is not made of them.

    >>> split_glued("b90kxxcapab"), split_glued("ba2n70"), split_glued("z")
    (['b', '90', 'k', 'xx', 'capa', 'b'], ['ba2', 'n70'], None)
    """
    pieces: list[str] = []
    place = 0
    while place < len(word):
        piece = _PIECE.match(word, place)
        if piece is None:
            return None
        pieces.append(piece.group(0))
        place = piece.end()
    return pieces or None
