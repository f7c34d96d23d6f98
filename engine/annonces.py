"""Annonces of belote classique (§8): carrés and sequences, their points and their resolution.

>>> tierce = Annonce(AnnonceKind.TIERCE, Rank.KING, Suit.HEARTS)
>>> sorted(str(card) for card in tierce.cards)
['JH', 'KH', 'QH']
>>> carre = Annonce(AnnonceKind.CARRE, Rank.NINE)
>>> carre.points(Trump.PIQUE), carre.points(Trump.SANS_ATOUT)
(150, 100)
>>> counted_annonces(PerTeam((tierce,), (carre,)), Trump.PIQUE)
PerTeam(a=0, b=150)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from itertools import combinations
from typing import Final

from engine import words
from engine.cards import Card, Rank, Suit, Trump
from engine.donne import PerTeam, Team
from engine.errors import AnnonceError


class AnnonceKind(StrEnum):
    TIERCE = "tierce"
    CINQUANTE = "cinquante"
    CENT = "cent"
    CARRE = "carre"

    @property
    def word(self) -> str:
        """How the shorthand and the score sheet write it: ``tierce``, ``50``, ``100``, ``carré``."""
        return words.KIND_WORDS[self]

    @property
    def french(self) -> str:
        return words.KIND_NAMES[self]

    @property
    def with_article(self) -> str:
        """``une tierce``, ``un cinquante``, ``un cent``, ``un carré``."""
        return ("une " if self is AnnonceKind.TIERCE else "un ") + self.french


_SEQUENCE_LENGTH: Final = {AnnonceKind.TIERCE: 3, AnnonceKind.CINQUANTE: 4, AnnonceKind.CENT: 5}
_SEQUENCE_POINTS: Final = {AnnonceKind.TIERCE: 20, AnnonceKind.CINQUANTE: 50, AnnonceKind.CENT: 100}
_KIND_STRENGTH: Final = {
    AnnonceKind.TIERCE: 1,
    AnnonceKind.CINQUANTE: 2,
    AnnonceKind.CENT: 3,
    AnnonceKind.CARRE: 4,
}

# Carrés, strongest first, with their points (§8.1; Sans Atout §11.2). 7 and 8 do not count.
_CARRES: Final = {
    "J": 200, "9": 150, "A": 100, "T": 100, "K": 100, "Q": 100,
}  # fmt: skip
_CARRES_SANS_ATOUT: Final = {
    "A": 200, "T": 150, "K": 100, "Q": 100, "J": 100, "9": 100,
}  # fmt: skip
_CARRE_STRENGTH: Final = {rank: len(_CARRES) - i for i, rank in enumerate(_CARRES)}
_CARRE_STRENGTH_SANS_ATOUT: Final = {
    rank: len(_CARRES_SANS_ATOUT) - i for i, rank in enumerate(_CARRES_SANS_ATOUT)
}
_RANKS: Final = tuple(Rank)


@dataclass(frozen=True, slots=True)
class Annonce:
    """A carré (``rank`` in ``high``, no suit) or a sequence (its highest card: ``high`` and ``suit``).

    A cent is recorded as its five highest cards: a longer sequence counts as
    one cent, and its lower cards may form another annonce (a card counts in
    one annonce only, §8).
    """

    kind: AnnonceKind
    high: Rank
    suit: Suit | None = None

    def __post_init__(self) -> None:
        if self.kind is AnnonceKind.CARRE:
            if self.suit is not None:
                raise AnnonceError(
                    "annonces", "Un carré n'a pas de couleur : donnez seulement son rang.", "§8.1"
                )
            if self.high not in _CARRES:
                raise AnnonceError("annonces", f"Un {carre_name(self.high)} ne compte pas.", "§8.1")
            return
        if self.suit is None:
            raise AnnonceError(
                "annonces",
                f"{self.kind.with_article.capitalize()} doit avoir une couleur.",
                "§8.1",
            )
        length = _SEQUENCE_LENGTH[self.kind]
        if self.high.sequence_index < length - 1:
            lowest = _RANKS[length - 1]
            raise AnnonceError(
                "annonces",
                f"{self.kind.with_article.capitalize()} hauteur {self.high.french} n'existe pas : "
                f"il faut {length} cartes qui se suivent (7 8 9 10 V D R A), "
                f"la plus basse est hauteur {lowest.french}.",
                "§8.1",
            )

    @property
    def cards(self) -> frozenset[Card]:
        """The cards the annonce is made of."""
        return _cards(self.kind, self.high, self.suit)

    def points(self, trump: Trump) -> int:
        """What it scores when it counts."""
        if self.kind is AnnonceKind.CARRE:
            table = _CARRES_SANS_ATOUT if trump is Trump.SANS_ATOUT else _CARRES
            return table[self.high]
        return _SEQUENCE_POINTS[self.kind]

    def strength(self, trump: Trump) -> tuple[int, int, int]:
        """Kind, then height, then in the trump suit (§8.3): the larger the stronger."""
        if self.kind is AnnonceKind.CARRE:
            table = _CARRE_STRENGTH_SANS_ATOUT if trump is Trump.SANS_ATOUT else _CARRE_STRENGTH
            return (_KIND_STRENGTH[self.kind], table[self.high], 0)
        in_trump = trump is Trump.TOUT_ATOUT or self.suit is trump.suit
        return (_KIND_STRENGTH[self.kind], self.high.sequence_index, int(in_trump))

    @property
    def label(self) -> str:
        """Short label for sheets and screens: ``tierce R♥``, ``carré V``.

        >>> Annonce(AnnonceKind.CINQUANTE, Rank.TEN, Suit.SPADES).label
        '50 10♠'
        """
        label = f"{self.kind.word} {self.high.letter}"
        return label if self.suit is None else label + self.suit.symbol

    @property
    def french(self) -> str:
        """``tierce hauteur roi à cœur``, ``carré de valets``."""
        if self.suit is None:
            return carre_name(self.high)
        return f"{self.kind.french} hauteur {self.high.french} à {self.suit.french}"


def carre_name(rank: Rank) -> str:
    """``carré d'as``, ``carré de valets``, ``carré de 8``."""
    return "carré d'as" if rank is Rank.ACE else f"carré de {rank.plural}"


@cache
def _cards(kind: AnnonceKind, high: Rank, suit: Suit | None) -> frozenset[Card]:
    if suit is None:
        return frozenset(Card(high, each) for each in Suit)
    top = high.sequence_index
    length = _SEQUENCE_LENGTH[kind]
    return frozenset(Card(rank, suit) for rank in _RANKS[top - length + 1 : top + 1])


def check_annonces(
    annonces: PerTeam[tuple[Annonce, ...]], *, trump: Trump, belote_team: Team | None
) -> None:
    """Refuse annonces that no deal can hold (§8).

    A card counts in one annonce only, and no card is held by both teams; a
    team's annonces fit in two hands of eight cards; the king and queen of
    a belote cannot be in the other team's annonces.
    """
    owner: dict[Card, Team] = {}
    for team in Team:
        for annonce in annonces[team]:
            for card in annonce.cards:
                if card in owner:
                    raise AnnonceError("annonces", _twice_message(card, owner[card], team), "§8")
                owner[card] = team
        if not _fits_two_hands([len(a.cards) for a in annonces[team]]):
            raise AnnonceError(
                "annonces",
                f"Les annonces de l'équipe {team} demandent plus de cartes "
                "que deux joueurs n'en tiennent (8 chacun).",
                "§8",
            )
    suit = trump.suit
    if belote_team is not None and suit is not None:
        for rank in (Rank.KING, Rank.QUEEN):
            card = Card(rank, suit)
            if owner.get(card) is belote_team.other:
                raise AnnonceError(
                    "annonces",
                    f"L'équipe {belote_team} a la belote, donc {card.with_article} ; "
                    f"il ne peut pas être dans une annonce de l'équipe {belote_team.other}.",
                    "§7",
                )


def _twice_message(card: Card, first: Team, second: Team) -> str:
    if first is second:
        return (
            f"{card.with_article.capitalize()} compterait dans deux annonces de l'équipe {first} : "
            "une carte ne compte que pour une seule annonce."
        )
    return (
        f"{card.with_article.capitalize()} ne peut pas être à la fois "
        "dans les annonces des équipes A et B."
    )


def _fits_two_hands(sizes: Sequence[int]) -> bool:
    """Whether annonces of these sizes can be split between two hands of eight cards."""
    total = sum(sizes)
    if total <= 8:
        return True
    if total > 16:
        return False
    return any(
        sum(group) <= 8 and total - sum(group) <= 8
        for n in range(1, len(sizes))
        for group in combinations(sizes, n)
    )


def counted_annonces(annonces: PerTeam[tuple[Annonce, ...]], trump: Trump) -> PerTeam[int]:
    """The annonce points each team counts (§8.3).

    The team holding the strongest annonce counts all of its annonces, the
    other team none; when the two strongest are equal, nobody counts any.
    """
    best_a = _strongest(annonces.a, trump)
    best_b = _strongest(annonces.b, trump)
    if best_a == best_b:
        return PerTeam(0, 0)
    if best_a > best_b:
        return PerTeam(_sum_points(annonces.a, trump), 0)
    return PerTeam(0, _sum_points(annonces.b, trump))


def declared_points(annonces: Iterable[Annonce], trump: Trump) -> int:
    """The points of ``annonces`` all counted, as a renonce gives them to the other team (§8.4).

    >>> declared_points([Annonce(AnnonceKind.CARRE, Rank.JACK),
    ...                  Annonce(AnnonceKind.TIERCE, Rank.KING, Suit.HEARTS)], Trump.PIQUE)
    220
    """
    return _sum_points(annonces, trump)


def _strongest(annonces: Iterable[Annonce], trump: Trump) -> tuple[int, int, int]:
    return max((a.strength(trump) for a in annonces), default=(0, 0, 0))


def _sum_points(annonces: Iterable[Annonce], trump: Trump) -> int:
    return sum(a.points(trump) for a in annonces)
