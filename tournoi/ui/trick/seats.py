"""The order of play round the table: anticlockwise (§5.1), or clockwise under a house rule."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from engine import Card, Rules, Seat

SEAT_ORDER: Final = (Seat.N, Seat.N.next, Seat.N.next.next, Seat.N.next.next.next)
"""Anticlockwise, as play goes (§5.1): the engine's :attr:`Seat.next` from Nord."""
CLOCKWISE_ORDER: Final = (SEAT_ORDER[0], *reversed(SEAT_ORDER[1:]))
"""Clockwise, under the house rule: Nord, Est, Sud, Ouest."""


def play_order(rules: Rules) -> tuple[Seat, ...]:
    """The seats in the order of play under ``rules``, from Nord."""
    return CLOCKWISE_ORDER if rules.clockwise else SEAT_ORDER


def seated(
    leader: Seat, cards: Sequence[Card], order: Sequence[Seat] = SEAT_ORDER
) -> list[tuple[Seat, Card]]:
    """The trick with each card's seat, in ``order`` (anticlockwise) from ``leader``.

    >>> seated(Seat.S, [Card.parse("AS"), Card.parse("9H")])
    [(<Seat.S: 'S'>, Card.parse('AS')), (<Seat.E: 'E'>, Card.parse('9H'))]
    >>> seated(Seat.S, [Card.parse("AS"), Card.parse("9H")], CLOCKWISE_ORDER)
    [(<Seat.S: 'S'>, Card.parse('AS')), (<Seat.W: 'W'>, Card.parse('9H'))]
    """
    start = order.index(leader)
    return [(order[(start + i) % 4], card) for i, card in enumerate(cards)]


def next_player(leader: Seat, played: int, order: Sequence[Seat]) -> Seat:
    """Whose turn it is once ``played`` cards are on the trick ``leader`` led."""
    return order[(order.index(leader) + played) % 4]
