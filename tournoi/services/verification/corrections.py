"""The mistakes tried on one donne: each plausible slip in writing it, and the donne then.

:func:`corrections` are the usual slips: a belote, a contre, the taker, a
capot, a trump, a contract misread by ten or twenty, the defence's points
noted for the takers', the annonces (:mod:`.annonce_slips`).
:func:`figure_corrections` are the takers' points with one figure wrong (121
for 131). :func:`far_corrections` are every other number of points and every
other contract: any single line written wrong.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import fields as dataclass_fields
from dataclasses import replace
from enum import IntEnum
from functools import lru_cache
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
_FIELDS: Final = tuple(field.name for field in dataclass_fields(Donne) if field.init)


Correction = tuple[str, Donne, DonneScore]
"""A mistake in words, the donne without it, and what that donne scores."""


def corrections(donne: Donne, marks: PerTeam[int], rules: Rules) -> Iterator[Correction]:
    """Each plausible single mistake in writing ``donne`` that the engine can score."""
    taker = donne.taker
    assert taker is not None  # blanches are skipped
    yield from _scored(_belote_corrections(donne), rules)
    yield from _scored(annonce_corrections(donne, rules), rules)
    yield from _rest_correction(donne, taker, rules)
    yield from _scored(_taker_corrections(donne, taker, rules), rules)
    yield from _one_per_outcome(_trump_corrections(donne), rules)
    if rules.is_contree:
        yield from _scored(_coinche_corrections(donne), rules)
        yield from _scored(_contract_corrections(donne, near=True), rules)
    yield from _scored(_capot_corrections(donne, taker, rules), rules)
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
    hypothesis = (
        "si ses marques avaient été inscrites dans la colonne de l'autre équipe "
        f"({_columns(swapped)} et non {_columns(marks)})"
    )
    yield from _scored(iter([(hypothesis, mirrored)]), rules)


@lru_cache(maxsize=1024)
def figure_scores(donne: Donne, rules: Rules) -> frozenset[DonneScore]:
    """The scores of the takers' points with one figure wrong, whether slips or not.

    Every correction of :func:`figure_corrections` scores one of them: a
    donne none of whose scores can explain a difference needs no more trying.
    """
    points, trump = donne.points, donne.trump
    if donne.capot is not None or points is None or trump is None:
        return frozenset()
    total = total_points(trump, contree=rules.is_contree)
    values = {
        points + (figure - points // place % 10) * place
        for place in (1, 10, 100)
        for figure in range(10)
    }
    scores = _points_scores(replace(donne, points=None), rules, values & set(range(total + 1)))
    return frozenset(score for score in scores.values() if score is not None)


def figure_corrections(donne: Donne, rules: Rules) -> Iterator[Correction]:
    """The takers' points with one figure wrong, one per outcome that changes the marks."""
    taker = donne.taker
    assert taker is not None  # blanches are skipped
    yield from _points_corrections(donne, taker, rules, slips=_Slips.FIGURE)


def far_corrections(donne: Donne, rules: Rules) -> Iterator[Correction]:
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
    """How a number of points was written for another: the order of :func:`_slips`."""

    REST = 0
    """The defence's points noted for the takers'."""
    FIGURE = 1
    """One figure wrong."""
    FAR = 2
    """Anything else."""


def _rest_correction(donne: Donne, taker: Team, rules: Rules) -> Iterator[Correction]:
    """The defence's points noted for the takers', when that changes the marks.

    The one slip of its kind (:func:`_slips`): no need to try every number.
    """
    points, trump = donne.points, donne.trump
    if donne.capot is not None or points is None or trump is None:
        return
    rest = total_points(trump, contree=rules.is_contree) - points
    corrected = replace(donne, points=rest)
    score = scored(corrected, rules)
    if score is not None and score != score_donne(donne, rules):
        yield (
            f"si les preneurs (équipe {taker}) avaient {rest} points et non {points}, "
            "les points de la défense ayant été notés à leur place",
            corrected,
            score,
        )


def _points_corrections(
    donne: Donne, taker: Team, rules: Rules, *, slips: _Slips
) -> Iterator[Correction]:
    """Other numbers of points that change the marks, one per outcome, of the kind ``slips``."""
    if donne.capot is not None or donne.points is None or donne.trump is None:
        return
    for kind, hypothesis, corrected, score in _named_outcomes(donne, rules):
        if kind is slips:
            yield hypothesis, corrected, score


@lru_cache(maxsize=256)
def _named_outcomes(
    donne: Donne, rules: Rules
) -> tuple[tuple[_Slips, str, Donne, DonneScore], ...]:
    """Each other outcome of ``donne``'s points: its kind of slip, its words, the donne then.

    Every number from 0 to the donne's total is tried. Of the numbers giving
    the same marks, the one named is the likeliest slip; the likeliest come
    first. Kept: the three kinds of slips ask for them, and so does the next
    check of the sheet.
    """
    points, trump, taker = donne.points, donne.trump, donne.taker
    assert points is not None and trump is not None and taker is not None
    rest = total_points(trump, contree=rules.is_contree) - points
    slips = _slips(points=points, rest=rest)
    own = score_donne(donne, rules)
    named = sorted(
        (
            (min(values, key=slips.__getitem__), values, score)
            for score, values in _outcomes(replace(donne, points=None), rules)
            if score != own
        ),
        key=lambda item: slips[item[0]],
    )
    with_points = _with_points(donne)
    outcomes = []
    for value, values, score in named:
        kind = _kind(slips[value])
        if kind is _Slips.REST:
            continue  # said by _rest_correction
        hypothesis = f"si les preneurs (équipe {taker}) avaient {value} points et non {points}"
        if len(values) > 1 and values[-1] - values[0] == len(values) - 1:
            hypothesis += f" (ou tout nombre de {values[0]} à {values[-1]} : mêmes marques)"
        outcomes.append((kind, hypothesis, with_points(value), score))
    return tuple(outcomes)


@lru_cache(maxsize=1024)
def _outcomes(shape: Donne, rules: Rules) -> tuple[tuple[DonneScore, tuple[int, ...]], ...]:
    """Every number of points of the donne ``shape`` (its points left out), grouped by score.

    Kept apart from the points: donnes of the same contract, trump and
    belotes, however many points were made, share it.
    """
    assert shape.trump is not None  # a donne with points has a trump
    every = range(total_points(shape.trump, contree=rules.is_contree) + 1)
    outcomes: dict[DonneScore, list[int]] = {}
    for value, score in _points_scores(shape, rules, every).items():
        if score is not None:
            outcomes.setdefault(score, []).append(value)
    return tuple((score, tuple(values)) for score, values in outcomes.items())


def _points_scores(
    shape: Donne, rules: Rules, values: Iterable[int]
) -> dict[int, DonneScore | None]:
    """The scores of the donne ``shape`` with each of ``values`` as its points (``None``: refused).

    The numbers already scored for the same shape are not scored again: the
    screen of a figure misread scores a few, naming every outcome all of them.
    """
    known = _scored_points(shape, rules)
    with_points = _with_points(shape)
    for value in values:
        if value not in known:
            known[value] = _score(with_points(value), rules)
    return {value: known[value] for value in values}


@lru_cache(maxsize=256)
def _scored_points(shape: Donne, rules: Rules) -> dict[int, DonneScore | None]:
    """The numbers of points of ``shape`` scored so far, filled by :func:`_points_scores`."""
    return {}


def _with_points(donne: Donne) -> Callable[[int], Donne]:
    """Copies of ``donne`` with other points: ``dataclasses.replace`` costs more than scoring."""
    fields = {name: getattr(donne, name) for name in _FIELDS if name != "points"}
    return lambda points: Donne(points=points, **fields)


def _kind(slip: tuple[bool, bool, int, int]) -> _Slips:
    not_rest, _, figures, _ = slip
    if not not_rest:
        return _Slips.REST
    return _Slips.FIGURE if figures == 1 else _Slips.FAR


def _slips(*, points: int, rest: int) -> list[tuple[bool, bool, int, int]]:
    """How likely each number from 0 to ``points + rest`` was written ``points`` on a sheet.

    The smaller, the likelier: the defence's points first, then a number
    with one ten wrong (121 for 131), then the fewest figures changed (of
    three, as 0 to 258 are written), then the nearest. One list for every
    number, which is quicker than a call each.
    """
    hundreds, tens, units = points // 100, points // 10 % 10, points % 10
    return [
        (
            value != rest,
            value % 10 != units,
            (value // 100 != hundreds) + (value // 10 % 10 != tens) + (value % 10 != units),
            abs(value - points),
        )
        for value in range(points + rest + 1)
    ]


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
) -> Iterator[Correction]:
    """The first of ``corrections`` for each marks they give; those the engine refuses left out.

    A suit trump misread for another changes nothing; 90 misread for 100 may
    change nothing either: the search scores the donne again and says so.
    """
    seen: set[DonneScore] = set()
    for hypothesis, corrected in corrections:
        score = scored(corrected, rules)
        if score is not None and score not in seen:
            seen.add(score)
            yield hypothesis, corrected, score


def _scored(corrections: Iterator[tuple[str, Donne]], rules: Rules) -> Iterator[Correction]:
    """``corrections`` with their scores; those the engine refuses left out."""
    for hypothesis, corrected in corrections:
        score = scored(corrected, rules)
        if score is not None:
            yield hypothesis, corrected, score


@lru_cache(maxsize=16384)
def scored(donne: Donne, rules: Rules) -> DonneScore | None:
    """What ``donne`` scores on its own, or ``None`` if the engine refuses it.

    Kept: the search asks again for the same corrections at the next check.
    """
    return _score(donne, rules)


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
