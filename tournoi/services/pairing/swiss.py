"""The Swiss draw: the teams paired by the standings, without a rematch whenever one can be avoided."""

from __future__ import annotations

from collections.abc import Sequence

from tournoi.services.pairing.best import best_pairing
from tournoi.services.pairing.entrants import Entrant, Met, checked_standings
from tournoi.services.pairing.notes import (
    BIG_GAP,
    bye_note,
    club_note,
    gap_reason,
    place,
    rematch_note,
    shared_ranks,
)
from tournoi.services.pairing.tables import DrawResult, draw_result


def swiss_draw(*, entrants: Sequence[Entrant], met: Met, avoid_clubs: bool = False) -> DrawResult:
    """Pair the teams by the standings: 1st against 2nd, 3rd against 4th..., without rematch.

    When the nearest-ranked opponent has already been met, the next one is
    taken; when that leaves a team further down with only past opponents,
    the search goes back up (the package's docstring gives the order of the
    search). Each table's note gives both ranks, and says why when a rematch
    or a gap of ``BIG_GAP`` places or more could not be avoided. With
    ``avoid_clubs``, two teams sharing a club meet only when anything else
    would hold a rematch, and the table's note says so.

    >>> teams = [Entrant(number=n, rank=n) for n in range(1, 5)]
    >>> met = {1: {2: 1, 3: 2}, 2: {4: 2}, 3: {4: 1}}
    >>> for table in swiss_draw(entrants=teams, met=met).tables:
    ...     print(table.table, table.a, table.b, table.note)
    1 1 4 1er contre 4e du classement.
    2 2 3 2e contre 3e du classement.

    After a full round robin of four teams, two rematches cannot be avoided:

    >>> met = {1: {2: 1, 3: 2, 4: 3}, 2: {3: 3, 4: 2}, 3: {4: 1}}
    >>> draw = swiss_draw(entrants=teams, met=met)
    >>> draw.rematches
    2
    >>> print(draw.tables[0].note)
    1er contre 2e du classement. Se sont déjà rencontrées (tour 1) : aucun autre appariement possible.
    """
    standings = checked_standings(entrants)
    pairing = best_pairing(standings=standings, order=standings, met=met, avoid_clubs=avoid_clubs)
    shared = shared_ranks(standings)
    position = {team.number: k for k, team in enumerate(standings)}
    fixed_tables = any(team.fixed_table is not None for team in standings)
    paired: set[int] = set()
    seated: list[tuple[Entrant, Entrant, list[str]]] = []
    seated_teams = [team for pair in pairing.pairs for team in pair]
    for a, b in sorted(pairing.pairs, key=lambda pair: position[pair[0].number]):
        parts = [f"{place(a, shared)} contre {place(b, shared)} du classement"]
        gap = b.rank - a.rank
        if gap >= BIG_GAP:
            between = standings[position[a.number] + 1 : position[b.number]]
            skipped = [
                team for team in between if team.number not in paired and team != pairing.bye
            ]
            if skipped:
                parts.append(
                    gap_reason(
                        gap, a, skipped, met, fixed_tables=fixed_tables, avoid_clubs=avoid_clubs
                    )
                )
        parts.extend(rematch_note(a, b, met))
        parts.extend(club_note(a, b, met, avoid_clubs=avoid_clubs, field=seated_teams))
        paired.update((a.number, b.number))
        seated.append((a, b, parts))
    return draw_result(seated, met, bye=pairing.bye, bye_note=bye_note(pairing, shared))
