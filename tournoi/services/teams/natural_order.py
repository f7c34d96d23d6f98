"""Names in the order French readers look for them: numbers by value, accents and case ignored.

« Capot d'Or 9 » comes before « Capot d'Or 15 », « Écureuils » between « Ecole » and
« Etoile »: the lists pinned up or projected in the hall (« Où est ma table ? ») and the
table plan are read that way, not in the order of the characters' codes.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Final

_NUMBERS: Final = re.compile(r"(\d+)")
_LIGATURES: Final = str.maketrans({"œ": "oe", "æ": "ae"})


def folded(text: str) -> str:
    """``text`` as a person's name is compared: without accents, case, hyphens or doubled spaces.

    >>> folded("  Jean-Noël  LE GOFF ") == folded("jean noel le goff")
    True
    """
    decomposed = unicodedata.normalize("NFKD", text.casefold().translate(_LIGATURES))
    plain = "".join(char for char in decomposed if not unicodedata.combining(char))
    return " ".join(plain.replace("-", " ").split())


def natural_key(text: str) -> tuple[str | int, ...]:
    """The key that sorts ``text`` among names as a French reader expects.

    >>> sorted(["Capot d'Or 15", "capot d'or 9", "Etoile", "Écureuils", "Ecole"], key=natural_key)
    ["capot d'or 9", "Capot d'Or 15", 'Ecole', 'Écureuils', 'Etoile']
    """
    folded = unicodedata.normalize("NFKD", text.casefold().translate(_LIGATURES))
    plain = "".join(char for char in folded if not unicodedata.combining(char)).strip()
    # Split on the numbers: text, number, text…, so that each place compares like with like.
    parts = _NUMBERS.split(plain)
    return tuple(int(part) if index % 2 else part for index, part in enumerate(parts))
