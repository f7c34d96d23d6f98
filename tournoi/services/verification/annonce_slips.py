"""The annonces of one donne written wrong (classique with annonces, §8).

A paper sheet keeps only the points of the annonces that counted (scoring
specification, « Annonces as written on the sheet »), so the slips are in
those points: an annonce left out or counted, given to the wrong team, one
annonce read for another (a tierce for a cinquante), or a renonce (§8.4)
written or forgotten. Each corrected donne carries the annonces as points.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Final

from engine import Donne, PerTeam, Rules, Team
from engine.scoring import annonce_points

_MISREAD: Final = (20, 30, 50, 80, 100, 150, 200)
"""What typed points and the paper's may differ by: one annonce more or less (20,
50, 100, 150, 200), a tierce read for a cinquante (30), a cinquante for a cent
(50), a tierce for a cent (80)."""

_FORGOTTEN: Final = (20, 50, 100)
"""The annonces a desk leaves out most: a tierce, a cinquante, a cent."""


def annonce_corrections(donne: Donne, rules: Rules) -> Iterator[tuple[str, Donne]]:
    """Each plausible slip in the annonces of ``donne``, and the donne then."""
    trump = donne.trump
    if not rules.annonces or trump is None:
        return
    counted = annonce_points(donne, trump)
    scoring = next((team for team in Team if counted[team]), None)
    if scoring is None:
        for team in Team:
            for value in _FORGOTTEN:
                yield (
                    f"si l'équipe {team} avait {value} points d'annonces",
                    _written(donne, team, value),
                )
    else:
        yield from _counted_corrections(donne, scoring, counted[scoring])
    yield from _renonce_corrections(donne)


def _counted_corrections(donne: Donne, team: Team, points: int) -> Iterator[tuple[str, Donne]]:
    other = team.other
    yield (
        f"si les annonces de l'équipe {team} ({points}) n'étaient pas comptées",
        _written(donne, team, 0),
    )
    yield (
        f"si les annonces ({points}) étaient à l'équipe {other} et non à l'équipe {team}",
        _written(donne, other, points),
    )
    for slip in _MISREAD:
        for value in (points + slip, points - slip):
            if value > 0:  # the engine refuses the sums no annonces make (§8.1)
                yield (
                    f"si les annonces de l'équipe {team} valaient {value} et non {points}",
                    _written(donne, team, value),
                )


def _renonce_corrections(donne: Donne) -> Iterator[tuple[str, Donne]]:
    faulty = donne.renonce
    if faulty is not None:
        yield f"si l'équipe {faulty} n'avait pas fait renonce", replace(donne, renonce=None)
        return
    for team in Team:
        if donne.annonces[team] or donne.annonce_points[team]:
            yield (
                f"si l'équipe {team} avait fait renonce (ses annonces marquées par "
                f"l'équipe {team.other}, §8.4)",
                replace(donne, renonce=team),
            )


def _written(donne: Donne, team: Team, points: int) -> Donne:
    """``donne`` with ``points`` of annonces counted for ``team`` alone, as a sheet writes them."""
    return replace(
        donne,
        annonces=PerTeam((), ()),
        annonce_points=PerTeam.of(team, points, 0),
        renonce=None,
    )
