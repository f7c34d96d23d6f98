"""The mêlée draw: its quality against an exact search on small fields, its time on a large one.

    .venv/bin/python benchmarks/melee_draw.py [--small 8 9 12 13] [--rounds 7] [--large 400]
        [--large-rounds 10] [--seeds 5] [--concours 8 12 16 24 32 64]

Quality: for each small field and seed, every round is drawn by our draw
(``tournoi.services.pairing.melee.melee_draw``) on the history of the rounds
before, and the same round is solved exactly on the same history: every
seating of the players at table (pairs, and two pairs a table) searched
depth first, a branch cut as soon as its tables cost as much as the best
seating found. Both are scored by the draw's own weights (a repeated partner
outweighs every repeated opponent, which outweighs every former partner or
opponent met again otherwise). Reported: over all rounds, the repeated
partners, repeated opponents and other meetings of ours against the exact
optimum's, and the rounds where ours costs more. The exact search is
greedy over rounds (each round the best given the ones before); the draw
looks ahead, but only among seatings of the round's least cost, so that
each of its rounds is still to be matched by the exact one.

Whole concours (``--concours``): each field of 3 to 7 rounds, ``--seeds``
seeds, drawn round after round as the application does (the rounds left
given to the draw); the repeated partners, repeated opponents and other
meetings again (a former partner faced, a former opponent as partner)
summed over the concours and the seeds.

Time: ``--large`` players, ``--large-rounds`` rounds, each drawn on the
history of the ones before; the median and slowest draw, and the repeated
partners and opponents of the whole tournament.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tournoi.services.pairing.melee import (
    MeleeDraw,
    MeleeEntrant,
    MeleeHistory,
    melee_draw,
    pair_key,
    seating_cost,
)

Pair = tuple[int, int]


def add_round(
    history: MeleeHistory, number: int, tables: Sequence[tuple[Pair, Pair]]
) -> MeleeHistory:
    partners = {pair: list(rounds) for pair, rounds in history.partners.items()}
    opponents = {pair: list(rounds) for pair, rounds in history.opponents.items()}
    for a, b in tables:
        for pair in (a, b):
            partners.setdefault(pair_key(*pair), []).append(number)
        for x in a:
            for y in b:
                opponents.setdefault(pair_key(x, y), []).append(number)
    return MeleeHistory(partners=partners, opponents=opponents)


def counts(tables: Sequence[tuple[Pair, Pair]], history: MeleeHistory) -> tuple[int, int, int]:
    """Repeated partners, repeated opponents, and other meetings again (roles swapped)."""
    partners = opponents = others = 0
    for a, b in tables:
        for pair in (pair_key(*a), pair_key(*b)):
            partners += pair in history.partners
            others += pair in history.opponents
        for x in a:
            for y in b:
                pair = pair_key(x, y)
                opponents += pair in history.opponents
                others += pair in history.partners
    return partners, opponents, others


def exact(players: list[int], history: MeleeHistory) -> tuple[int, list[tuple[Pair, Pair]]]:
    """The least-cost seating of ``players`` (a multiple of four), by branch and bound."""
    best_cost = -1
    best: list[tuple[Pair, Pair]] = []

    def search(left: list[int], cost: int, tables: list[tuple[Pair, Pair]]) -> None:
        nonlocal best_cost, best
        if 0 <= best_cost <= cost:
            return
        if not left:
            best_cost, best = cost, list(tables)
            return
        x, rest = left[0], left[1:]
        for i, y in enumerate(rest):
            others = rest[:i] + rest[i + 1 :]
            for j in range(len(others)):
                for k in range(j + 1, len(others)):
                    z, w = others[j], others[k]
                    table_cost = seating_cost((x, y, z, w), history, {})
                    tables.append(((x, y), (z, w)))
                    search([p for p in others if p not in (z, w)], cost + table_cost, tables)
                    tables.pop()

    search(sorted(players), 0, [])
    return best_cost, best


def tables_of(drawn: MeleeDraw) -> list[tuple[Pair, Pair]]:
    return [(t.a, t.b) for t in drawn.tables]


def quality(size: int, rounds: int, seed: int) -> tuple[list[int], list[int], int, float]:
    """Our counts and the exact ones summed over the rounds, the rounds ours was worse, the
    slowest exact search (seconds)."""
    history = MeleeHistory()
    byes: dict[int, int] = {}
    ours_total, exact_total, worse, slowest = [0, 0, 0], [0, 0, 0], 0, 0.0
    for number in range(1, rounds + 1):
        entrants = [MeleeEntrant(number=n, byes=byes.get(n, 0)) for n in range(1, size + 1)]
        drawn = melee_draw(
            players=entrants, history=history, seed=seed * 100 + number,
            rounds_left=rounds - number,
        )  # fmt: skip
        seated = [p for t in drawn.tables for p in (*t.a, *t.b)]
        ours = tables_of(drawn)
        ours_cost = sum(seating_cost((*a, *b), history, {}) for a, b in ours)
        started = time.perf_counter()
        best_cost, best = exact(seated, history)
        slowest = max(slowest, time.perf_counter() - started)
        worse += ours_cost > best_cost
        for total, found in (
            (ours_total, counts(ours, history)),
            (exact_total, counts(best, history)),
        ):
            for index, value in enumerate(found):
                total[index] += value
        for player in drawn.bye:
            byes[player] = byes.get(player, 0) + 1
        history = add_round(history, number, ours)
    return ours_total, exact_total, worse, slowest


def concours(size: int, rounds: int, seed: int) -> list[int]:
    """Repeated partners, repeated opponents and other meetings again over one concours."""
    history = MeleeHistory()
    byes: dict[int, int] = {}
    total = [0, 0, 0]
    for number in range(1, rounds + 1):
        entrants = [MeleeEntrant(number=n, byes=byes.get(n, 0)) for n in range(1, size + 1)]
        drawn = melee_draw(
            players=entrants, history=history, seed=seed * 100 + number,
            rounds_left=rounds - number,
        )  # fmt: skip
        total = [x + y for x, y in zip(total, counts(tables_of(drawn), history), strict=True)]
        for player in drawn.bye:
            byes[player] = byes.get(player, 0) + 1
        history = add_round(history, number, tables_of(drawn))
    return total


def timing(size: int, rounds: int, seed: int) -> tuple[list[float], int, int]:
    history = MeleeHistory()
    byes: dict[int, int] = {}
    times: list[float] = []
    partners = opponents = 0
    for number in range(1, rounds + 1):
        entrants = [MeleeEntrant(number=n, byes=byes.get(n, 0)) for n in range(1, size + 1)]
        started = time.perf_counter()
        drawn = melee_draw(
            players=entrants, history=history, seed=seed + number, rounds_left=rounds - number
        )
        times.append(time.perf_counter() - started)
        partners += drawn.repeated_partners
        opponents += drawn.repeated_opponents
        for player in drawn.bye:
            byes[player] = byes.get(player, 0) + 1
        history = add_round(history, number, tables_of(drawn))
    return times, partners, opponents


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--small", type=int, nargs="+", default=[8, 9, 12, 13])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--seeds", type=int, default=5)
    parser.add_argument("--large", type=int, default=400)
    parser.add_argument("--large-rounds", type=int, default=10)
    parser.add_argument("--concours", type=int, nargs="*", default=[])
    options = parser.parse_args()
    for size in options.concours:
        cells = []
        for rounds in range(3, 8):
            found = [0, 0, 0]
            for seed in range(1, options.seeds + 1):
                one = concours(size, rounds, seed)
                found = [x + y for x, y in zip(found, one, strict=True)]
            cells.append(f"{rounds} rounds {found[0]}/{found[1]}/{found[2]}")
        print(f"{size} players, partners/opponents/others: " + " | ".join(cells), flush=True)
    print(
        "players rounds seeds | ours: partners opponents others | exact: partners opponents others | rounds worse | slowest exact"
    )
    for size in options.small:
        ours, best, worse = [0, 0, 0], [0, 0, 0], 0
        slowest = 0.0
        for seed in range(1, options.seeds + 1):
            found, optimum, more, exact_time = quality(size, options.rounds, seed)
            ours = [x + y for x, y in zip(ours, found, strict=True)]
            best = [x + y for x, y in zip(best, optimum, strict=True)]
            worse += more
            slowest = max(slowest, exact_time)
        print(
            f"{size:7} {options.rounds:6} {options.seeds:5} | {ours[0]:14} {ours[1]:9} {ours[2]:6} "
            f"| {best[0]:15} {best[1]:9} {best[2]:6} | {worse:4} of {options.rounds * options.seeds}"
            f" | {slowest:.1f} s"
        )
    times, partners, opponents = timing(options.large, options.large_rounds, seed=1)
    print(
        f"{options.large} players, {options.large_rounds} rounds: median "
        f"{statistics.median(times) * 1000:.0f} ms, slowest {max(times) * 1000:.0f} ms a draw; "
        f"repeated partners {partners}, repeated opponents {opponents}"
    )


if __name__ == "__main__":
    main()
