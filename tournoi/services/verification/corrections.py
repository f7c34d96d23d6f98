"""The mistakes tried on one donne: each plausible slip in writing it, and the donne then."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Final

from engine import Coinche, Donne, PerTeam, Rules, Team, total_points


def corrections(donne: Donne, marks: PerTeam[int], rules: Rules) -> Iterator[tuple[str, Donne]]:
    """Each plausible single mistake in writing ``donne``: what it would be, and the donne then."""
    taker = donne.taker
    assert taker is not None  # blanches are skipped
    yield from _belote_corrections(donne)
    yield from _points_corrections(donne, taker, rules)
    yield from _taker_corrections(donne, taker, rules)
    if rules.is_contree:
        yield from _coinche_corrections(donne)
        yield from _contract_corrections(donne)
    yield from _capot_corrections(donne, taker, rules)
    mirrored = replace(
        donne,
        taker=taker.other,
        capot=None if donne.capot is None else donne.capot.other,
        belotes=PerTeam(donne.belotes.b, donne.belotes.a),
        annonces=PerTeam(donne.annonces.b, donne.annonces.a),
    )
    swapped = PerTeam(marks.b, marks.a)
    yield (
        "si ses marques avaient été inscrites dans la colonne de l'autre équipe "
        f"({_columns(swapped)} et non {_columns(marks)})",
        mirrored,
    )


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


def _points_corrections(donne: Donne, taker: Team, rules: Rules) -> Iterator[tuple[str, Donne]]:
    points, trump = donne.points, donne.trump
    if donne.capot is not None or points is None or trump is None:
        return
    rest = total_points(trump, contree=rules.is_contree) - points
    if rest != points:
        yield (
            f"si les preneurs (équipe {taker}) avaient {rest} points et non {points}, "
            "les points de la défense ayant été notés à leur place",
            replace(donne, points=rest),
        )


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
    Coinche.NONE: ((Coinche.CONTRE, "si le contrat était contré"),),
    Coinche.CONTRE: (
        (Coinche.NONE, "si le contrat n'était pas contré"),
        (Coinche.SURCONTRE, "si le contrat était surcontré et non seulement contré"),
    ),
    Coinche.SURCONTRE: ((Coinche.CONTRE, "si le contrat était contré et non surcontré"),),
}


def _coinche_corrections(donne: Donne) -> Iterator[tuple[str, Donne]]:
    for coinche, hypothesis in _COINCHE_SLIPS[donne.coinche]:
        yield hypothesis, replace(donne, coinche=coinche)


def _contract_corrections(donne: Donne) -> Iterator[tuple[str, Donne]]:
    contract = donne.contract
    if not isinstance(contract, int):
        return
    for step in (-20, -10, 10, 20):
        misread = contract + step
        if 80 <= misread <= 160:
            yield (
                f"si le contrat était {misread} et non {contract}",
                replace(donne, contract=misread),
            )


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
