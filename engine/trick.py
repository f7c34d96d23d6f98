"""A trick as it is given: the order of play, the checks of the cards, and who holds it.

Play goes anticlockwise, N, W, S, E (§5.1), or clockwise, N, E, S, W, with
the house rule ``clockwise`` (scoring specification, « Options beyond the
FFB texts »).

>>> trick = [(Seat.N, Card.parse("AS")), (Seat.E, Card.parse("7S"))]
>>> check_order(trick, clockwise=True)
>>> check_order(trick, clockwise=False)
Traceback (most recent call last):
...
engine.errors.PlayError: Dans le pli, Est (E) joue après Nord (N) : c'était à Ouest (W), dans le sens inverse des aiguilles d'une montre (Nord, Ouest, Sud, Est). (§5.1)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from engine.cards import PLAIN_STRENGTH, TRUMP_STRENGTH, Card, Trump
from engine.donne import Seat
from engine.errors import PlayError

Trick = Sequence[tuple[Seat, Card]]
"""The cards already played to a trick, in the order of play, with their seats."""


def check_play(trick: Trick, seat: Seat, hand: Sequence[Card], *, clockwise: bool) -> None:
    """Refuse a hand, a trick or a seat that cannot occur (§3.4, §5.1, §2)."""
    if not hand:
        raise PlayError("hand", "La main est vide : il faut au moins une carte pour jouer.", "§3.4")
    if len(hand) > 8:
        raise PlayError(
            "hand", f"La main compte {len(hand)} cartes : on en reçoit huit à la donne.", "§3.4"
        )
    if trick:
        if len(trick) > 3:
            raise PlayError(
                "trick",
                f"Le pli compte déjà {len(trick)} cartes : il est complet, "
                "le joueur qui le remporte entame le suivant.",
                "§5.1",
            )
        check_order(trick, clockwise=clockwise)
        expected = _ORDERS[clockwise][trick[-1][0]]
        if seat is not expected:
            raise PlayError(
                "seat",
                f"C'est à {_SEAT_NAMES[expected]} de jouer, pas à {_SEAT_NAMES[seat]} : "
                f"on joue chacun son tour {_DIRECTIONS[clockwise]}.",
                _ORDER_SOURCES[clockwise],
            )
        cards = [card for _, card in trick]
        cards += hand
    else:
        cards = list(hand)
    # Pairs of enum members hash in C, several times faster than Card's own __hash__.
    if len({(card.rank, card.suit) for card in cards}) != len(cards):
        refuse_duplicate(trick, hand)


def check_order(trick: Trick, *, clockwise: bool) -> None:
    """Refuse a trick whose seats do not follow the order of play (§5.1)."""
    following = _ORDERS[clockwise]
    previous = trick[0][0]
    for seat, _ in trick[1:]:
        if seat is not following[previous]:
            raise PlayError(
                "trick",
                f"Dans le pli, {_SEAT_NAMES[seat]} joue après {_SEAT_NAMES[previous]} : "
                f"c'était à {_SEAT_NAMES[following[previous]]}, {_DIRECTIONS[clockwise]} "
                f"({_ROUNDS[clockwise]}).",
                _ORDER_SOURCES[clockwise],
            )
        previous = seat


def refuse_duplicate(trick: Trick, hand: Sequence[Card]) -> None:
    """Refuse the first card seen twice (§2)."""
    seen: set[Card] = set()
    for field, card in [("trick", card) for _, card in trick] + [("hand", c) for c in hand]:
        if card in seen:
            raise PlayError(
                field,
                f"La carte {card} ({card.french}) apparaît deux fois : "
                "le jeu n'a qu'un exemplaire de chaque carte.",
                "§2",
            )
        seen.add(card)


def master(trump: Trump, trick: Trick) -> int:
    """The index in ``trick`` of the card that holds it."""
    trump_suit = _TRUMP_SUITS[trump]
    order = TRUMP_STRENGTH if trump is Trump.TOUT_ATOUT else PLAIN_STRENGTH
    led = trick[0][1].suit
    best, best_power = 0, 0
    for i, (_, card) in enumerate(trick):
        suit = card.suit
        if suit is trump_suit:
            # Trumps rank above every card of the suit led (strengths are 1..8).
            power = 8 + TRUMP_STRENGTH[card.rank]
        elif suit is led:
            power = order[card.rank]
        else:
            continue
        if power > best_power:
            best, best_power = i, power
    return best


_TRUMP_SUITS: Final = {trump: trump.suit for trump in Trump}
_NEXT: Final = {seat: seat.next for seat in Seat}
_CLOCKWISE_NEXT: Final = {Seat.N: Seat.E, Seat.E: Seat.S, Seat.S: Seat.W, Seat.W: Seat.N}
_ORDERS: Final = {False: _NEXT, True: _CLOCKWISE_NEXT}
_DIRECTIONS: Final = {
    False: "dans le sens inverse des aiguilles d'une montre",
    True: "dans le sens des aiguilles d'une montre",
}
_ROUNDS: Final = {False: "Nord, Ouest, Sud, Est", True: "Nord, Est, Sud, Ouest"}
_ORDER_SOURCES: Final = {False: "§5.1", True: "règle de la maison"}
_SEAT_NAMES: Final = {Seat.N: "Nord (N)", Seat.E: "Est (E)", Seat.S: "Sud (S)", Seat.W: "Ouest (W)"}
