"""The mistakes tried on one donne: each plausible slip in writing it, and the donne then.

:func:`corrections` are the usual slips: a belote, a contre, the taker, a
capot, a trump, a contract misread by ten or twenty, the defence's points
noted for the takers', the annonces (:mod:`.annonce_slips`). :func:`figure_corrections` are the takers' points
with one figure wrong (121 for 131). :func:`far_corrections` are every other
number of points and every other contract: any single line written wrong.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from enum import IntEnum
from functools import lru_cache, partial
from typing import Final

from engine import (
    CAPOT,
    Coinche,
    Contract,
    Donne,
    DonneScore,
    EngineError,
    PerTeam,
    Rules,
    Team,
    Trump,
    score_donne,
    total_points,
)
from tournoi.services.verification.annonce_slips import annonce_corrections

_CONTRACTS: Final[tuple[Contract, ...]] = (*range(80, 161, 10), CAPOT)


def corrections(donne: Donne, marks: PerTeam[int], rules: Rules) -> Iterator[tuple[str, Donne]]:
    """Each plausible single mistake in writing ``donne``: what it would be, and the donne then."""
    taker = donne.taker
    assert taker is not None  # blanches are skipped
    yield from _belote_corrections(donne)
    yield from annonce_corrections(donne, rules)
    yield from _points_corrections(donne, taker, rules, slips=_Slips.REST)
    yield from _taker_corrections(donne, taker, rules)
    yield from _one_per_outcome(_trump_corrections(donne), rules)
    if rules.is_contree:
        yield from _coinche_corrections(donne)
        yield from _contract_corrections(donne, near=True)
    yield from _capot_corrections(donne, taker, rules)
    mirrored = replace(
        donne,
        taker=taker.other,
        capot=None if donne.capot is None else donne.capot.other,
        belotes=PerTeam(donne.belotes.b, donne.belotes.a),
        annonces=PerTeam(donne.annonces.b, donne.annonces.a),
        annonce_points=PerTeam(donne.annonce_points.b, donne.annonce_points.a),
        renonce=None if donne.renonce is None else donne.renonce.other,
    )
    swapped = PerTeam(marks.b, marks.a)
    yield (
        "si ses marques avaient été inscrites dans la colonne de l'autre équipe "
        f"({_columns(swapped)} et non {_columns(marks)})",
        mirrored,
    )


def figure_corrections(donne: Donne, rules: Rules) -> Iterator[tuple[str, Donne]]:
    """The takers' points with one figure wrong, one per outcome that changes the marks."""
    taker = donne.taker
    assert taker is not None  # blanches are skipped
    yield from _points_corrections(donne, taker, rules, slips=_Slips.FIGURE)


def far_corrections(donne: Donne, rules: Rules) -> Iterator[tuple[str, Donne]]:
    """The other numbers of points and contracts that change the marks, one per outcome."""
    taker = donne.taker
    assert taker is not None  # blanches are skipped
    yield from _points_corrections(donne, taker, rules, slips=_Slips.FAR)
    if rules.is_contree:
        yield from _one_per_outcome(_contract_corrections(donne, near=False), rules)


def _belote_corrections(donne: Donne) -> Iterator[tuple[str, Donne]]:
    belotes = donne.belotes
    alone = belotes.a + belotes.b == 1
    for team in Team:
        other = team.other
        mine, theirs = belotes[team], belotes[other]
        if mine:
            if alone:
                moved = f"si la belote était à l'équipe {other} et non à l'équipe {team}"
                dropped = f"si la belote de l'équipe {team} n'était pas comptée"
            else:
                moved = f"si une des belotes de l'équipe {team} était à l'équipe {other}"
                dropped = f"si une des belotes de l'équipe {team} n'était pas comptée"
            yield moved, replace(donne, belotes=PerTeam.of(team, mine - 1, theirs + 1))
            yield dropped, replace(donne, belotes=PerTeam.of(team, mine - 1, theirs))
        yield (
            f"si une belote était comptée à l'équipe {team}",
            replace(donne, belotes=PerTeam.of(team, mine + 1, theirs)),
        )


class _Slips(IntEnum):
    """How a number of points was written for another: the order of :func:`_slip`."""

    REST = 0
    """The defence's points noted for the takers'."""
    FIGURE = 1
    """One figure wrong."""
    FAR = 2
    """Anything else."""


def _points_corrections(
    donne: Donne, taker: Team, rules: Rules, *, slips: _Slips
) -> Iterator[tuple[str, Donne]]:
    """Other numbers of points that change the marks, one per outcome, of the kind ``slips``.

    Every number from 0 to the donne's total is tried. Of the numbers giving
    the same marks, the one named is the likeliest slip.
    """
    points, trump = donne.points, donne.trump
    if donne.capot is not None or points is None or trump is None:
        return
    rest = total_points(trump, contree=rules.is_contree) - points
    slip = partial(_slip, points=points, rest=rest)
    named = sorted(
        ((min(values, key=slip), values) for values in _other_outcomes(donne, rules)),
        key=lambda item: slip(item[0]),
    )
    for value, values in named:
        if _kind(slip(value)) is not slips:
            continue
        if value == rest:
            hypothesis = (
                f"si les preneurs (équipe {taker}) avaient {rest} points et non {points}, "
                "les points de la défense ayant été notés à leur place"
            )
        else:
            hypothesis = f"si les preneurs (équipe {taker}) avaient {value} points et non {points}"
            if len(values) > 1 and values == tuple(range(values[0], values[-1] + 1)):
                hypothesis += f" (ou tout nombre de {values[0]} à {values[-1]} : mêmes marques)"
        yield hypothesis, replace(donne, points=value)


@lru_cache(maxsize=1024)
def _other_outcomes(donne: Donne, rules: Rules) -> tuple[tuple[int, ...], ...]:
    """The numbers of points giving ``donne`` other marks, grouped by the marks they give.

    Kept: the three kinds of slips ask for them, and so does the next check of the sheet.
    """
    assert donne.trump is not None  # a donne with points has a trump
    outcomes: dict[DonneScore, list[int]] = {}
    for value in range(total_points(donne.trump, contree=rules.is_contree) + 1):
        score = _score(replace(donne, points=value), rules)
        if score is not None:
            outcomes.setdefault(score, []).append(value)
    outcomes.pop(score_donne(donne, rules), None)
    return tuple(tuple(values) for values in outcomes.values())


def _kind(slip: tuple[bool, bool, int, int]) -> _Slips:
    not_rest, _, figures, _ = slip
    if not not_rest:
        return _Slips.REST
    return _Slips.FIGURE if figures == 1 else _Slips.FAR


def _slip(value: int, *, points: int, rest: int) -> tuple[bool, bool, int, int]:
    """How likely ``value`` was written ``points`` on a sheet: the smaller, the likelier.

    The defence's points first, then a number with one ten wrong (121 for
    131), then the fewest figures changed, then the nearest.
    """
    figures = sum(a != b for a, b in zip(f"{value:03d}", f"{points:03d}", strict=True))
    return (value != rest, value % 10 != points % 10, figures, abs(value - points))


def _taker_corrections(donne: Donne, taker: Team, rules: Rules) -> Iterator[tuple[str, Donne]]:
    other = taker.other
    points, trump = donne.points, donne.trump
    wrong = f"si le preneur était l'équipe {other} et non l'équipe {taker}"
    if donne.capot is None and points is not None and trump is not None:
        rest = total_points(trump, contree=rules.is_contree) - points
        yield (
            f"{wrong}, chaque équipe gardant ses points ({other} {rest}, {taker} {points})",
            replace(donne, taker=other, points=rest),
        )
    yield (
        f"{wrong}, avec les {points} points notés pour les preneurs",
        replace(donne, taker=other, capot=None if donne.capot is None else donne.capot.other),
    )


_COINCHE_SLIPS: Final = {
    Coinche.NONE: (
        (Coinche.CONTRE, "si le contrat était contré"),
        (Coinche.SURCONTRE, "si le contrat était surcontré"),
    ),
    Coinche.CONTRE: (
        (Coinche.NONE, "si le contrat n'était pas contré"),
        (Coinche.SURCONTRE, "si le contrat était surcontré et non seulement contré"),
    ),
    Coinche.SURCONTRE: (
        (Coinche.CONTRE, "si le contrat était contré et non surcontré"),
        (Coinche.NONE, "si le contrat n'était ni contré ni surcontré"),
    ),
}


def _coinche_corrections(donne: Donne) -> Iterator[tuple[str, Donne]]:
    for coinche, hypothesis in _COINCHE_SLIPS[donne.coinche]:
        yield hypothesis, replace(donne, coinche=coinche)


def _contract_corrections(donne: Donne, *, near: bool) -> Iterator[tuple[str, Donne]]:
    """Other contracts, the nearest first: ten or twenty apart when ``near``, else farther."""
    contract = donne.contract
    if contract is None:
        return
    for misread in sorted(_CONTRACTS, key=lambda other: _contract_distance(other, contract)):
        if misread != contract and (_contract_distance(misread, contract) <= 20) is near:
            yield (
                f"si le contrat était {misread} et non {contract}",
                replace(donne, contract=misread),
            )


def _contract_distance(contract: Contract, other: Contract) -> int:
    """How far apart two contracts are on a sheet; a capot is past 160."""
    first, second = (170 if c == CAPOT else int(c) for c in (contract, other))
    return abs(first - second)


def _trump_corrections(donne: Donne) -> Iterator[tuple[str, Donne]]:
    trump = donne.trump
    if trump is None:
        return
    for other in Trump:
        if other is not trump:
            yield (
                f"si l'atout était {other.french} et non {trump.french}",
                replace(donne, trump=other),
            )


def _one_per_outcome(
    corrections: Iterator[tuple[str, Donne]], rules: Rules
) -> Iterator[tuple[str, Donne]]:
    """The first of ``corrections`` for each marks they give; those the engine refuses left out.

    A suit trump misread for another changes nothing; 90 misread for 100 may
    change nothing either: the search scores the donne again and says so.
    """
    seen: set[DonneScore] = set()
    for hypothesis, corrected in corrections:
        score = _score(corrected, rules)
        if score is not None and score not in seen:
            seen.add(score)
            yield hypothesis, corrected


def _score(donne: Donne, rules: Rules) -> DonneScore | None:
    try:
        return score_donne(donne, rules)
    except EngineError:
        return None


def _capot_corrections(donne: Donne, taker: Team, rules: Rules) -> Iterator[tuple[str, Donne]]:
    capot, points, trump = donne.capot, donne.points, donne.trump
    if trump is None:
        return
    total = total_points(trump, contree=rules.is_contree)
    if capot is not None:
        yield (
            f"si l'équipe {capot} n'avait pas fait capot",
            replace(donne, capot=None, points=total if capot is taker else 0),
        )
    elif points == total:
        yield (
            f"si les preneurs (équipe {taker}) avaient fait capot (les huit plis)",
            replace(donne, capot=taker),
        )
    elif points == 0:
        yield (
            f"si la défense (équipe {taker.other}) avait fait capot (les huit plis)",
            replace(donne, capot=taker.other),
        )


def _columns(marks: PerTeam[int]) -> str:
    return f"A {marks.a} et B {marks.b}"
