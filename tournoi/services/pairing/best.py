"""The best pairing of a field, over the teams the bye may go to.

A small field is searched to the end (:mod:`.search`); a larger one for a
budget of steps, the maximum matching (:mod:`.matching`) taking over when
that leaves a rematch or a fixed-table pair.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from tournoi.services.pairing.bye import bye_candidates
from tournoi.services.pairing.entrants import Entrant, Met, met_round, shared_club
from tournoi.services.pairing.matching import least_rematches
from tournoi.services.pairing.search import FREE, Cost, search_pairing

EXHAUSTIVE_UP_TO: Final = 12
"""Fields of at most this many teams are searched to the end."""

NODE_BUDGET: Final = 5_000
"""Steps of the depth-first search on a larger field before the least-rematches matching takes over."""


@dataclass(frozen=True, slots=True)
class Pairing:
    """The chosen pairs, the upper team in search order first, and the bye."""

    pairs: tuple[tuple[Entrant, Entrant], ...]
    bye: Entrant | None
    passed_over: tuple[Entrant, ...]
    """The bye candidates the rule preferred, passed over because exempting them cost more."""
    cost: Cost
    default_cost: Cost
    """The cost of the pairing with the bye the rule designates first."""


def best_pairing(
    *,
    standings: Sequence[Entrant],
    order: Sequence[Entrant],
    met: Met,
    avoid_clubs: bool = False,
) -> Pairing:
    """The cheapest pairing of ``order``, over the bye candidates of ``standings``.

    Ties go to the first bye candidate, then to the first pairing in search
    order. A small field is searched to the end for every bye candidate. A
    larger one is searched with the rule's bye, for ``NODE_BUDGET`` steps;
    if that leaves a rematch, a same-club pair or a fixed-table pair,
    :func:`least_rematches` gives the least rematches any bye candidate
    allows, and the cheaper of the two pairings is kept. With
    ``avoid_clubs``, two teams sharing a club meet only when avoiding it
    would cost a rematch.
    """
    candidates: list[Entrant | None] = [*bye_candidates(standings)] or [None]
    small = len(standings) <= EXHAUSTIVE_UP_TO
    best: tuple[Cost, list[tuple[Entrant, Entrant]], int] | None = None
    default_cost = FREE
    for index, bye in enumerate(candidates if small else candidates[:1]):
        bound = None if best is None else best[0]
        found = search_pairing(
            _without(order, bye),
            met,
            bound=bound,
            budget=None if small else NODE_BUDGET,
            avoid_clubs=avoid_clubs,
        )
        if found is not None:
            best = (found[0], found[1], index)
        assert best is not None  # the first search has no bound: it always finds a pairing
        if index == 0:
            default_cost = best[0]
        if best[0] == FREE:
            break
    assert best is not None
    if not small and best[0] != FREE:
        index, pairs = least_rematches(order, met, candidates, avoid_clubs=avoid_clubs)
        cost = (
            _rematches(pairs, met),
            sum(shared_club(a, b) is not None for a, b in pairs) if avoid_clubs else 0,
            sum(_fixed_pair(a, b) for a, b in pairs),
        )
        if cost < best[0]:
            best = (cost, pairs, index)
    cost, pairs, chosen = best
    return Pairing(
        pairs=tuple(pairs),
        bye=candidates[chosen],
        passed_over=tuple(team for team in candidates[:chosen] if team is not None),
        cost=cost,
        default_cost=default_cost,
    )


def _without(order: Sequence[Entrant], bye: Entrant | None) -> list[Entrant]:
    return [team for team in order if bye is None or team.number != bye.number]


def _rematches(pairs: Sequence[tuple[Entrant, Entrant]], met: Met) -> int:
    return sum(met_round(met, a.number, b.number) is not None for a, b in pairs)


def _fixed_pair(a: Entrant, b: Entrant) -> bool:
    return a.fixed_table is not None and b.fixed_table is not None
