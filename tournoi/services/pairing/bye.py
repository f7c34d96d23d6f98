"""The bye: which team the rule exempts when the number of teams is odd."""

from __future__ import annotations

from collections.abc import Sequence

from tournoi.services.pairing.entrants import Entrant, checked_standings


def choose_bye(*, entrants: Sequence[Entrant]) -> Entrant | None:
    """The team the rule exempts, or ``None`` when the number of teams is even.

    The lowest-ranked of the teams exempt the fewest times: the lowest-ranked
    team not yet exempt, or once all have been, the lowest-ranked of those
    exempt once, and so on. Between ex aequo teams, the later one given.

    >>> teams = [Entrant(number=n, rank=n, byes=b) for n, b in [(1, 0), (2, 0), (3, 1)]]
    >>> choose_bye(entrants=teams)
    Entrant(number=2, rank=2, fixed_table=None, byes=0)
    >>> choose_bye(entrants=teams[:2]) is None
    True
    """
    standings = checked_standings(entrants)
    candidates = bye_candidates(standings)
    return candidates[0] if candidates else None


def bye_candidates(standings: Sequence[Entrant]) -> list[Entrant]:
    """The teams that may be exempt, in the rule's order of preference (lowest-ranked first)."""
    if len(standings) % 2 == 0:
        return []
    fewest = min(team.byes for team in standings)
    return [team for team in reversed(standings) if team.byes == fewest]
