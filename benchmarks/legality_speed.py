"""How many ``legal_plays`` calls the engine answers per second.

Deals random donnes with a fixed seed (the six trumps and both variants in
rotation), plays each out with random legal cards, records every call, then
times a tight loop over the recorded calls only::

    .venv/bin/python benchmarks/legality_speed.py --deals 10000
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.cards import DECK, Card, Trump
from engine.donne import Seat
from engine.legality import legal_plays, trick_winner
from engine.rules import Variant

Call = tuple[Variant, Trump, tuple[tuple[Seat, Card], ...], Seat, tuple[Card, ...]]

_MODES = [(variant, trump) for variant in Variant for trump in Trump]


def record_calls(deals: int, seed: int) -> list[Call]:
    """The arguments of every ``legal_plays`` call made playing out ``deals`` random deals."""
    rng = random.Random(seed)
    calls: list[Call] = []
    for number in range(deals):
        variant, trump = _MODES[number % len(_MODES)]
        _play_out(rng, variant, trump, calls)
    return calls


def _play_out(rng: random.Random, variant: Variant, trump: Trump, calls: list[Call]) -> None:
    deck = list(DECK)
    rng.shuffle(deck)
    hands = {seat: deck[8 * i : 8 * i + 8] for i, seat in enumerate(Seat)}
    leader = rng.choice(list(Seat))
    for _ in range(8):
        trick: list[tuple[Seat, Card]] = []
        seat = leader
        for _ in range(4):
            call = (variant, trump, tuple(trick), seat, tuple(hands[seat]))
            calls.append(call)
            allowed = legal_plays(
                variant=variant, trump=trump, trick=call[2], seat=seat, hand=call[4]
            )
            card = rng.choice(allowed.allowed)
            hands[seat].remove(card)
            trick.append((seat, card))
            seat = seat.next
        leader = trick_winner(trump=trump, trick=trick)


def time_calls(calls: list[Call]) -> float:
    """Seconds taken by ``legal_plays`` over ``calls``, in a tight loop."""
    plays = legal_plays
    start = time.perf_counter()
    for variant, trump, trick, seat, hand in calls:
        plays(variant=variant, trump=trump, trick=trick, seat=seat, hand=hand)
    return time.perf_counter() - start


def run_plays(deals: int, seed: int) -> tuple[int, float]:
    """Play ``deals`` random deals; return the number of ``legal_plays`` calls and their time."""
    calls = record_calls(deals, seed)
    return len(calls), time_calls(calls)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=10_000, help="random deals (10,000)")
    parser.add_argument("--seed", type=int, default=2016, help="random seed (2016)")
    args = parser.parse_args(argv)
    count, seconds = run_plays(args.deals, args.seed)
    print(f"{count} calls in {seconds:.3f} s")
    print(f"plays per second: {count / seconds:,.0f}")


if __name__ == "__main__":
    main()
