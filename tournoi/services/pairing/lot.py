"""The draw by lot: the teams paired at random from a seed, avoiding rematches."""

from __future__ import annotations

import random
from collections.abc import Sequence

from tournoi.services.pairing.best import best_pairing
from tournoi.services.pairing.entrants import Entrant, Met, checked_standings
from tournoi.services.pairing.notes import bye_note, club_note, rematch_note, shared_ranks
from tournoi.services.pairing.tables import DrawResult, draw_result


def random_draw(
    *, entrants: Sequence[Entrant], met: Met, seed: int, avoid_clubs: bool = False
) -> DrawResult:
    """Pair the teams at random, avoiding rematches, replayably from ``seed``.

    The teams are shuffled with ``random.Random(seed)``; the pairing is the
    first in that order with the fewest rematches (then the fewest
    fixed-table teams together): a first round is a plain lot, and a later
    one does not pair the same teams twice by chance. The bye follows
    the rule of :func:`choose_bye`, the lot deciding only between ex aequo
    teams. Tables are numbered in the order drawn, fixed tables honoured.
    With ``avoid_clubs``, two teams sharing a club meet only when anything
    else would hold a rematch.

    >>> teams = [Entrant(number=n, rank=1) for n in range(1, 9)]
    >>> first = random_draw(entrants=teams, met={}, seed=2024)
    >>> first == random_draw(entrants=teams, met={}, seed=2024)
    True
    >>> sorted(n for table in first.tables for n in (table.a, table.b))
    [1, 2, 3, 4, 5, 6, 7, 8]
    """
    standings = checked_standings(entrants)
    order = list(standings)
    random.Random(seed).shuffle(order)
    # Ex aequo teams are ordered by the lot, so that the bye between them is drawn too.
    standings = sorted(order, key=lambda team: team.rank)
    pairing = best_pairing(standings=standings, order=order, met=met, avoid_clubs=avoid_clubs)
    position = {team.number: k for k, team in enumerate(standings)}
    seated: list[tuple[Entrant, Entrant, list[str]]] = []
    seated_teams = [team for pair in pairing.pairs for team in pair]
    for first, second in pairing.pairs:
        a, b = sorted((first, second), key=lambda team: position[team.number])
        clubs = club_note(a, b, met, avoid_clubs=avoid_clubs, field=seated_teams)
        notes = [*rematch_note(a, b, met), *clubs]
        seated.append((a, b, ["Tirage au sort", *notes]))
    note = bye_note(pairing, shared_ranks(standings))
    return draw_result(seated, met, bye=pairing.bye, bye_note=note)
