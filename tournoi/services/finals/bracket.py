"""A knockout bracket as clubs lay it: the seeds placed so that the best meet last.

The first of the standings plays the last qualified, the second the one
before last, and so on (1–8, 4–5, 2–7, 3–6 for eight teams); the bracket is
laid so that the winners of two neighbouring matches meet next: 1 and 2 can
only meet in the final, 1 and 4 (or 2 and 3) in the semi-finals. A bracket
of a number of teams that is not a power of two is the next power of two, the
missing seeds being byes: the best seeds go through the first stage without
playing.

>>> seeding_order(8)
(1, 8, 4, 5, 2, 7, 3, 6)
>>> first_matches(6)
((1, None), (4, 5), (2, None), (3, 6))
>>> stage_name(2), stage_name(1)
('Demi-finales', 'Finale')
>>> Consolante.LOSERS.words(8)
'Consolante des perdants des quarts de finale'
"""

from __future__ import annotations

from enum import StrEnum
from typing import Final

QUALIFIED: Final = (4, 8, 16, 32)
"""How many teams the final bracket may take."""


class Bracket(StrEnum):
    FINALE = "finale"
    CONSOLANTE = "consolante"

    @property
    def french(self) -> str:
        """« Tableau principal », « Consolante »: « Finale » is the last match of each."""
        return "Tableau principal" if self is Bracket.FINALE else "Consolante"


class Consolante(StrEnum):
    """Who plays the consolante: nobody, the next teams of the standings, all the others, or
    the losers of the final bracket's first stage (seeded once it is played, its first stage
    drawn with the final bracket's second)."""

    NONE = "none"
    NEXT = "next"
    ALL = "all"
    LOSERS = "losers"

    def words(self, qualified: int) -> str:
        """The consolante in words: « Consolante des perdants des quarts de finale » for a
        final of 8, « Consolante des 8 équipes suivantes », « Pas de consolante »."""
        if self is Consolante.LOSERS:
            return f"Consolante des perdants des {stage_name(qualified // 2).lower()}"
        if self is Consolante.NEXT:
            return f"Consolante des {qualified} équipes suivantes"
        if self is Consolante.ALL:
            return "Consolante de toutes les autres équipes"
        return "Pas de consolante"

    @property
    def offset(self) -> int:
        """How many stages of the final bracket are played before the consolante's first:
        its stage k is played with the final bracket's stage k + offset."""
        return 1 if self is Consolante.LOSERS else 0


def bracket_size(teams: int) -> int:
    """The power of two a bracket of ``teams`` is laid on."""
    size = 2
    while size < teams:
        size *= 2
    return size


def seeding_order(size: int) -> tuple[int, ...]:
    """The seeds in the bracket's order, from the top: match k is places 2k and 2k+1."""
    order: tuple[int, ...] = (1, 2)
    while len(order) < size:
        double = 2 * len(order) + 1
        order = tuple(seed for top in order for seed in (top, double - top))
    return order


def first_matches(teams: int) -> tuple[tuple[int, int | None], ...]:
    """The first stage's matches by seeds; ``None`` where the seed has a bye."""
    order = seeding_order(bracket_size(teams))
    return tuple(
        (order[k], order[k + 1] if order[k + 1] <= teams else None) for k in range(0, len(order), 2)
    )


def stages(teams: int) -> int:
    """How many rounds the bracket of ``teams`` plays, the final included."""
    return bracket_size(teams).bit_length() - 1


_NAMES: Final = {
    1: "Finale",
    2: "Demi-finales",
    4: "Quarts de finale",
    8: "Huitièmes de finale",
    16: "Seizièmes de finale",
}


def stage_name(matches: int) -> str:
    """The stage of ``matches`` matches, as clubs call it (one: the final)."""
    return _NAMES.get(matches, f"Tour à {2 * matches} équipes")
