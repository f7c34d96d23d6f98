"""The depth-first search of the cheapest pairing, with backtracking (branch and bound)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Final

from tournoi.services.pairing.entrants import Entrant, Met, club_positions, met_positions

Cost = tuple[int, int, int]
"""Rematches, then pairs of two teams of one club (when avoided), then pairs of two fixed-table
teams: the lower the better, compared in that order."""

FREE: Cost = (0, 0, 0)


def search_pairing(
    field: Sequence[Entrant],
    met: Met,
    *,
    bound: Cost | None,
    budget: int | None,
    avoid_clubs: bool = False,
) -> tuple[Cost, list[tuple[Entrant, Entrant]]] | None:
    """The first pairing of ``field`` in search order with the least cost, if below ``bound``.

    With a ``budget``, the search stops after that many steps with the best
    pairing found so far.
    """
    if not field:
        return (FREE, []) if bound is None or bound > FREE else None
    search = _Search(field, met, avoid_clubs=avoid_clubs)
    limit = _UNBOUNDED if bound is None else search.price(*bound)
    found = search.run(bound=limit, budget=_UNBOUNDED if budget is None else budget)
    if found is None:
        return None
    cost, pairs = found
    rematches, rest = divmod(cost, search.weight * search.weight)
    clubs, fixed = divmod(rest, search.weight)
    return (rematches, clubs, fixed), [(field[i], field[j]) for i, j in pairs]


_UNBOUNDED: Final = 1 << 62
_TAIL: Final = 16
"""How few teams left unpaired the search starts looking for teams that met all the others."""


class _Unpaired:
    """The unpaired teams of a search in order, as a circular doubly linked list.

    Taking a team out leaves its own links as they were, so that putting the
    teams back in the reverse order restores the list exactly: the
    depth-first search undoes each step in O(1).
    """

    __slots__ = ("count", "head", "nxt", "prv")
    count: int
    head: int
    nxt: list[int]
    prv: list[int]

    def __init__(self, size: int) -> None:
        self.head = size  # the sentinel, before the first team and after the last
        self.nxt = [*range(1, size + 1), 0]
        self.prv = [size, *range(size)]
        self.count = size

    def first(self) -> int:
        return self.nxt[self.head]

    def take(self, x: int) -> None:
        nxt, prv = self.nxt, self.prv
        nxt[prv[x]], prv[nxt[x]] = nxt[x], prv[x]
        self.count -= 1

    def put_back(self, x: int) -> None:
        self.nxt[self.prv[x]] = self.prv[self.nxt[x]] = x
        self.count += 1

    def __iter__(self) -> Iterator[int]:
        x = self.nxt[self.head]
        while x != self.head:
            yield x
            x = self.nxt[x]


class _Search:
    """Depth-first search of the cheapest pairing, by branch and bound.

    The first unpaired team takes each possible opponent in turn, the
    cheapest first and the nearest in search order among equals, and the
    search goes on with the next unpaired team. A rematch costs ``weight``
    squared, two teams of one club (when avoided) ``weight`` (more than all
    fixed-table pairs together), a pair of fixed-table teams 1. A branch is cut as soon as it cannot beat the best pairing found, so
    the first pairing without cost found is the answer.
    """

    def __init__(self, field: Sequence[Entrant], met: Met, *, avoid_clubs: bool) -> None:
        self.met_by = met_positions(field, met)
        self.club_by = club_positions(field) if avoid_clubs else [set() for _ in field]
        self.fixed = [team.fixed_table is not None for team in field]
        self.weight = len(field) // 2 + 1
        self.rematch = self.weight * self.weight
        shared = any(self.club_by)
        # Only the prices that can occur: a field without shared clubs searches as before.
        self.prices = tuple(
            sorted(
                self.price(rematch, club, fixed)
                for rematch in (0, 1)
                for club in ((0, 1) if shared else (0,))
                for fixed in (0, 1)
            )
        )
        self.most_met = max(len(opponents) for opponents in self.met_by)
        self.unpaired = _Unpaired(len(field))
        self.best = _UNBOUNDED

    def price(self, rematches: int, clubs: int, fixed: int) -> int:
        return rematches * self.rematch + clubs * self.weight + fixed

    def run(self, *, bound: int, budget: int) -> tuple[int, list[tuple[int, int]]] | None:
        unpaired, prices = self.unpaired, self.prices
        self.best, best_pairs = bound, None
        floor = self._forced(range(len(self.fixed)))
        if floor >= self.best:
            return None
        cost = nodes = 0
        top = unpaired.first()
        unpaired.take(top)
        tops, steps, partners = [top], [0], [-1]
        while tops:
            i, step, j = tops[-1], steps[-1], partners[-1]
            if j >= 0:  # back from the branch of j: put j back, try the next opponent
                unpaired.put_back(j)
                cost -= prices[step]
                step, chosen = self._opponent(i, step, unpaired.nxt[j], cost)
            else:
                step, chosen = self._opponent(i, step, unpaired.first(), cost)
            if chosen < 0:
                tops.pop()
                steps.pop()
                partners.pop()
                unpaired.put_back(i)
                continue
            steps[-1], partners[-1] = step, chosen
            unpaired.take(chosen)
            cost += prices[step]
            nodes += 1
            if unpaired.count == 0:
                self.best, best_pairs = cost, list(zip(tops, partners, strict=True))
                if cost <= floor:
                    break
            if nodes >= budget and best_pairs is not None:
                break
            if unpaired.count == 0:
                continue
            top = unpaired.first()
            unpaired.take(top)
            # Near the end only: checking a long tail at every step would cost more than it saves.
            if unpaired.count < _TAIL and cost + self._forced([top, *unpaired]) >= self.best:
                unpaired.put_back(top)
                continue
            tops.append(top)
            steps.append(0)
            partners.append(-1)
        return None if best_pairs is None else (self.best, best_pairs)

    def _opponent(self, i: int, step: int, x: int, cost: int) -> tuple[int, int]:
        """The next opponent of ``i`` from ``x`` on, at price ``step`` or dearer; -1 if none pays."""
        met_i, club_i, fixed_i, fixed = self.met_by[i], self.club_by[i], self.fixed[i], self.fixed
        nxt, head, rematch, weight = (
            self.unpaired.nxt,
            self.unpaired.head,
            self.rematch,
            self.weight,
        )
        while step < len(self.prices):
            price = self.prices[step]
            if cost + price >= self.best:
                break
            while x != head:
                paid = (rematch if x in met_i else 0) + (weight if x in club_i else 0)
                if paid + (fixed_i and fixed[x]) == price:
                    return step, x
                x = nxt[x]
            step += 1
            x = nxt[head]
        return step, -1

    def _forced(self, group: Sequence[int]) -> int:
        """The least cost of pairing ``group``: one rematch per two teams that met all the others."""
        if len(group) - 1 > self.most_met:  # then every team has someone left to meet
            return 0
        members = set(group)
        cornered = sum(
            1
            for x in group
            if len(self.met_by[x]) >= len(group) - 1
            and len(self.met_by[x] & members) == len(group) - 1
        )
        return (cornered + 1) // 2 * self.rematch
