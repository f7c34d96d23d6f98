"""The fewest rematches on a large field: a maximum matching of the teams that have not met."""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator, Sequence

from tournoi.services.pairing.entrants import Entrant, Met, club_positions, met_positions


def least_rematches(
    order: Sequence[Entrant],
    met: Met,
    candidates: Sequence[Entrant | None],
    *,
    avoid_clubs: bool = False,
) -> tuple[int, list[tuple[Entrant, Entrant]]]:
    """The bye candidate allowing the fewest rematches (its index), and such a pairing.

    In polynomial time, for fields too large to search to the end: the
    fewest rematches a pairing can hold is the number of pairs a maximum
    matching of the teams that have not met leaves short. The pairing is
    built from the top: each team takes the first opponent, in the order of
    the search, that keeps that minimum within reach.
    """
    met_by = met_positions(order, met)
    size = len(order)
    matching = _Matching(
        [[y for y in range(size) if y != x and y not in met_by[x]] for x in range(size)]
    )
    position = {team.number: k for k, team in enumerate(order)}
    chosen = 0
    teams = [team for team in candidates if team is not None]
    if teams:
        # Taking one team out raises the rematches by one at most: the first that does not wins.
        least = matching.deficiency()
        forced = (matching.deficiency_without(position[team.number]) for team in teams)
        chosen = next((k for k, rematches in enumerate(forced) if rematches == least), 0)
        matching.remove(position[teams[chosen].number])
    fixed = [team.fixed_table is not None for team in order]
    clubs = club_positions(order) if avoid_clubs else [set() for _ in order]
    pairs = []
    for i in range(size):
        if matching.alive[i]:
            j = next(
                j
                for j in _by_price(i, matching.alive, met_by, clubs, fixed)
                if matching.fits(i, j, j in met_by[i])
            )
            pairs.append((order[i], order[j]))
    return chosen, pairs


def _by_price(
    i: int,
    alive: Sequence[bool],
    met_by: Sequence[set[int]],
    clubs: Sequence[set[int]],
    fixed: Sequence[bool],
) -> Iterator[int]:
    """The possible opponents of ``i`` below it: not met first, then of another club, then not
    both at fixed tables, nearest first."""
    for rematch in (False, True):
        for same_club in (False, True):
            for both_fixed in (False, True):
                for j in range(i + 1, len(alive)):
                    if (
                        alive[j]
                        and (j in met_by[i]) == rematch
                        and (j in clubs[i]) == same_club
                        and (fixed[i] and fixed[j]) == both_fixed
                    ):
                        yield j


class _Matching:
    """A maximum matching of the teams that have not met (Edmonds' blossom algorithm).

    Teams leave the graph as they are paired. The matching stays maximum by
    augmenting from the partners they leave free: an augmenting path that
    missed both would have augmented the matching before.
    """

    def __init__(self, adjacency: list[list[int]]) -> None:
        self.adjacency = adjacency
        self.alive = [True] * len(adjacency)
        self.mate = [-1] * len(adjacency)
        self.size = 0
        self.alive_count = len(adjacency)
        for v, neighbours in enumerate(adjacency):
            if self.mate[v] < 0:
                w = next((w for w in neighbours if self.mate[w] < 0), -1)
                if w >= 0:
                    self.mate[v], self.mate[w] = w, v
                    self.size += 1
        for v in range(len(adjacency)):
            if self.mate[v] < 0:
                self._augment(v)

    def deficiency(self) -> int:
        """The rematches that pairing the teams left cannot avoid."""
        return self.alive_count // 2 - self.size

    def deficiency_without(self, v: int) -> int:
        if self.mate[v] < 0:
            return (self.alive_count - 1) // 2 - self.size
        saved = self._save()
        self.remove(v)
        deficiency = self.deficiency()
        self._restore(saved)
        return deficiency

    def fits(self, i: int, j: int, rematch: bool) -> bool:
        """Pair ``i`` with ``j`` if that keeps the fewest rematches within reach; say whether done."""
        saved, deficiency = self._save(), self.deficiency()
        self.remove(i, j)
        if rematch + self.deficiency() == deficiency:
            return True
        self._restore(saved)
        return False

    def remove(self, *teams: int) -> None:
        freed = []
        for v in teams:
            self.alive[v] = False
            self.alive_count -= 1
            w = self.mate[v]
            if w >= 0:
                self.mate[v] = self.mate[w] = -1
                self.size -= 1
                freed.append(w)
        for w in freed:
            if self.alive[w] and self.mate[w] < 0:
                self._augment(w)

    def _open(self, v: int) -> bool:
        """Whether ``v`` is free and still has a neighbour: a possible end of an augmenting path."""
        return self.mate[v] < 0 and self.alive[v] and any(self.alive[w] for w in self.adjacency[v])

    def _save(self) -> tuple[list[int], list[bool], int, int]:
        return self.mate[:], self.alive[:], self.size, self.alive_count

    def _restore(self, saved: tuple[list[int], list[bool], int, int]) -> None:
        # In place: the lists stay the ones the callers hold.
        self.mate[:], self.alive[:], self.size, self.alive_count = saved

    def _augment(self, root: int) -> None:
        if not any(self._open(v) for v in range(len(self.mate)) if v != root):
            return  # no other end for a path: spare a search of the whole graph
        end, parent = _augmenting_path(self.adjacency, self.mate, self.alive, root)
        if end >= 0:
            self.size += 1
        while end >= 0:
            previous = parent[end]
            following = self.mate[previous]
            self.mate[end], self.mate[previous] = previous, end
            end = following


def _augmenting_path(
    adjacency: Sequence[Sequence[int]], mate: Sequence[int], alive: Sequence[bool], root: int
) -> tuple[int, list[int]]:
    """The free end of an augmenting path from ``root`` (-1 if none), and the path's links.

    Edmonds' search: a breadth-first alternating tree, whose odd cycles
    (blossoms) are contracted into their base as they appear.
    """
    count = len(adjacency)
    used = [False] * count
    parent = [-1] * count
    base = list(range(count))
    used[root] = True
    queue = deque([root])

    def common_base(a: int, b: int) -> int:
        seen = [False] * count
        while True:
            a = base[a]
            seen[a] = True
            if mate[a] < 0:
                break
            a = parent[mate[a]]
        while not seen[base[b]]:
            b = parent[mate[base[b]]]
        return base[b]

    def mark(v: int, top: int, child: int, blossom: list[bool]) -> None:
        while base[v] != top:
            blossom[base[v]] = blossom[base[mate[v]]] = True
            parent[v] = child
            child = mate[v]
            v = parent[mate[v]]

    while queue:
        v = queue.popleft()
        for to in adjacency[v]:
            if not alive[to] or base[v] == base[to] or mate[v] == to:
                continue
            if to == root or (mate[to] >= 0 and parent[mate[to]] >= 0):
                top = common_base(v, to)
                blossom = [False] * count
                mark(v, top, to, blossom)
                mark(to, top, v, blossom)
                for k in range(count):
                    if blossom[base[k]]:
                        base[k] = top
                        if not used[k]:
                            used[k] = True
                            queue.append(k)
            elif parent[to] < 0:
                parent[to] = v
                if mate[to] < 0:
                    return to, parent
                used[mate[to]] = True
                queue.append(mate[to])
    return -1, parent
