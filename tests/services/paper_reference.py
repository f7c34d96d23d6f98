"""The plain paper-totals search, the reference the quick one must always agree with.

Written from the rules, apart from the product: every candidate's corrected
sheet scored again as a whole partie, every number of points of a donne scored
for each kind of slip, nothing kept between checks. The scoring is the rule
texts' own (:mod:`tests.services.paper_scoring`), not the engine's: the quick
search scores with the engine, so that a mistake of either shows as a
disagreement. The mistakes tried on one donne are those a sheet is written
with (a belote, the taker, the trump, a contre, the contract, a capot, the
annonces, the points, the columns), each said in the words the product uses;
the words of a whole suspect are the product's (``explanation.reason``), given
this module's partie.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, replace
from enum import IntEnum
from functools import partial
from typing import Any

from engine import CAPOT, Coinche, Donne, PerTeam, Rules, Team, Trump
from tests.services.paper_scoring import (
    CONTRACTS,
    Marks,
    PaperPartie,
    accepted,
    annonce_points,
    donne_marks,
    paper_partie,
    total,
)
from tournoi.services.verification.explanation import pair, reason
from tournoi.services.verification.verdict import Explains, Suspect

Slip = tuple[str, Donne]
"""A mistake in words, and the donne as it would have been without it."""


def _score(donne: Donne, rules: Rules) -> Marks | None:
    """What ``donne`` scores on its own, or ``None`` if it cannot be on a sheet."""
    return donne_marks(rules, donne) if accepted(rules, donne) else None


def _first_per_outcome(corrections: Iterator[Slip], rules: Rules) -> Iterator[Slip]:
    """The first of ``corrections`` for each marks they give; those refused left out."""
    seen: set[Marks] = set()
    for hypothesis, corrected in corrections:
        score = _score(corrected, rules)
        if score is not None and score not in seen:
            seen.add(score)
            yield hypothesis, corrected


def corrections(donne: Donne, marks: PerTeam[int], rules: Rules) -> Iterator[Slip]:
    """Each plausible single mistake in writing ``donne``: what it would be, and the donne then."""
    taker = donne.taker
    assert taker is not None  # blanches are skipped
    yield from _belote_slips(donne)
    yield from _annonce_slips(donne, rules)
    yield from _points_corrections(donne, taker, rules, slips=_Slips.REST)
    yield from _taker_slips(donne, taker, rules)
    yield from _first_per_outcome(_trump_slips(donne), rules)
    if rules.is_contree:
        yield from _coinche_slips(donne)
        yield from _contract_slips(donne, near=True)
    yield from _capot_slips(donne, taker, rules)
    yield _column_swap(donne, marks)


# The slips of one donne, from what a sheet holds (§7 belote, §8 annonces, the contract).


def _belote_slips(donne: Donne) -> Iterator[Slip]:
    """A belote (20, §7) given to the wrong team, not counted, or counted for nothing."""
    alone = donne.belotes.a + donne.belotes.b == 1
    for team in Team:
        other = team.other
        if donne.belotes[team]:
            said = "la belote" if alone else "une des belotes"
            moved = (
                f"si la belote était à l'équipe {other} et non à l'équipe {team}"
                if alone
                else f"si une des belotes de l'équipe {team} était à l'équipe {other}"
            )
            yield moved, _belotes(donne, team, -1, +1)
            dropped = f"si {said} de l'équipe {team} n'était pas comptée"
            yield dropped, _belotes(donne, team, -1, 0)
        yield f"si une belote était comptée à l'équipe {team}", _belotes(donne, team, +1, 0)


def _belotes(donne: Donne, team: Team, mine: int, theirs: int) -> Donne:
    belotes = PerTeam.of(team, donne.belotes[team] + mine, donne.belotes[team.other] + theirs)
    return replace(donne, belotes=belotes)


def _annonce_slips(donne: Donne, rules: Rules) -> Iterator[Slip]:
    """The annonce points as a sheet writes them (§8): left out, given to the wrong team, one
    annonce read for another, one more or less, a renonce (§8.4) written or forgotten."""
    if not rules.annonces or donne.trump is None:
        return
    marked = annonce_points(rules, donne)
    scoring = [team for team in Team if marked[team]]
    if not scoring:
        for team in Team:
            for value in (20, 50, 100):  # a tierce, a cinquante, a cent forgotten
                yield (
                    f"si l'équipe {team} avait {value} points d'annonces",
                    _written(donne, team, value),
                )
    else:
        team, points = scoring[0], marked[scoring[0]]
        yield (
            f"si les annonces de l'équipe {team} ({points}) n'étaient pas comptées",
            _written(donne, team, 0),
        )
        yield (
            f"si les annonces ({points}) étaient à l'équipe {team.other} et non à l'équipe {team}",
            _written(donne, team.other, points),
        )
        # An annonce more or less (20, 50, 100, 150, 200), or one read for another: a tierce
        # for a cinquante (30), a cinquante for a cent (50), a tierce for a cent (80).
        for apart in (20, 30, 50, 80, 100, 150, 200):
            for value in (points + apart, points - apart):
                if value > 0:
                    yield (
                        f"si les annonces de l'équipe {team} valaient {value} et non {points}",
                        _written(donne, team, value),
                    )
    faulty = donne.renonce
    if faulty is not None:
        yield f"si l'équipe {faulty} n'avait pas fait renonce", replace(donne, renonce=None)
        return
    declaring = [team for team in Team if donne.annonces[team] or donne.annonce_points[team]]
    for team in declaring:  # §8.4: its annonces marked by the other team
        said = f"ses annonces marquées par l'équipe {team.other}, §8.4"
        yield f"si l'équipe {team} avait fait renonce ({said})", replace(donne, renonce=team)


def _written(donne: Donne, team: Team, points: int) -> Donne:
    """The annonces written as the points of ``team`` alone, as a sheet keeps them."""
    return replace(
        donne, annonces=PerTeam((), ()), annonce_points=PerTeam.of(team, points, 0), renonce=None
    )


def _taker_slips(donne: Donne, taker: Team, rules: Rules) -> Iterator[Slip]:
    """The other team took: each team's points kept, or the takers' points moved with them."""
    other, points = taker.other, donne.points
    wrong = f"si le preneur était l'équipe {other} et non l'équipe {taker}"
    if donne.capot is None and points is not None and donne.trump is not None:
        rest = total(donne.trump, contree=rules.is_contree) - points
        yield (
            f"{wrong}, chaque équipe gardant ses points ({other} {rest}, {taker} {points})",
            replace(donne, taker=other, points=rest),
        )
    capot = None if donne.capot is None else donne.capot.other
    yield (
        f"{wrong}, avec les {points} points notés pour les preneurs",
        replace(donne, taker=other, capot=capot),
    )


def _trump_slips(donne: Donne) -> Iterator[Slip]:
    """Another trump: one of the other suits, Sans Atout or Tout Atout (refused when off)."""
    if donne.trump is None:
        return
    written = donne.trump.french
    for other in (trump for trump in Trump if trump is not donne.trump):
        yield f"si l'atout était {other.french} et non {written}", replace(donne, trump=other)


_COINCHE_WORDS = {
    (Coinche.NONE, Coinche.CONTRE): "si le contrat était contré",
    (Coinche.NONE, Coinche.SURCONTRE): "si le contrat était surcontré",
    (Coinche.CONTRE, Coinche.NONE): "si le contrat n'était pas contré",
    (Coinche.CONTRE, Coinche.SURCONTRE): "si le contrat était surcontré et non seulement contré",
    (Coinche.SURCONTRE, Coinche.CONTRE): "si le contrat était contré et non surcontré",
    (Coinche.SURCONTRE, Coinche.NONE): "si le contrat n'était ni contré ni surcontré",
}


def _coinche_slips(donne: Donne) -> Iterator[Slip]:
    """A contre or surcontre (§4.2.3, §4.2.4) written wrong: the nearest first."""
    others = [coinche for coinche in Coinche if coinche is not donne.coinche]
    others.sort(key=lambda coinche: abs(_rank(coinche) - _rank(donne.coinche)))
    for coinche in others:
        yield _COINCHE_WORDS[donne.coinche, coinche], replace(donne, coinche=coinche)


def _rank(coinche: Coinche) -> int:
    return list(Coinche).index(coinche)


def _contract_slips(donne: Donne, *, near: bool) -> Iterator[Slip]:
    """Other contracts, the nearest first: ten or twenty apart when ``near``, else farther;
    a capot reads as past 160."""
    contract = donne.contract
    if contract is None:
        return

    def height(value: Any) -> int:
        return 170 if value == CAPOT else int(value)

    for other in sorted(CONTRACTS, key=lambda value: abs(height(value) - height(contract))):
        if other != contract and (abs(height(other) - height(contract)) <= 20) is near:
            yield f"si le contrat était {other} et non {contract}", replace(donne, contract=other)


def _capot_slips(donne: Donne, taker: Team, rules: Rules) -> Iterator[Slip]:
    """A capot (all eight tricks) written that was not, or not written that was."""
    if donne.trump is None:
        return
    whole = total(donne.trump, contree=rules.is_contree)
    if donne.capot is not None:
        points = whole if donne.capot is taker else 0
        yield (
            f"si l'équipe {donne.capot} n'avait pas fait capot",
            replace(donne, capot=None, points=points),
        )
    elif donne.points == whole:
        yield (
            f"si les preneurs (équipe {taker}) avaient fait capot (les huit plis)",
            replace(donne, capot=taker),
        )
    elif donne.points == 0:
        yield (
            f"si la défense (équipe {taker.other}) avait fait capot (les huit plis)",
            replace(donne, capot=taker.other),
        )


def _column_swap(donne: Donne, marks: PerTeam[int]) -> Slip:
    """The donne's marks written in each other's column: the same donne, the teams swapped."""

    def other(team: Team | None) -> Team | None:
        return None if team is None else team.other

    mirrored = replace(
        donne,
        taker=other(donne.taker),
        capot=other(donne.capot),
        belotes=PerTeam(donne.belotes.b, donne.belotes.a),
        annonces=PerTeam(donne.annonces.b, donne.annonces.a),
        annonce_points=PerTeam(donne.annonce_points.b, donne.annonce_points.a),
        renonce=other(donne.renonce),
    )
    swapped = PerTeam(marks.b, marks.a)
    return (
        "si ses marques avaient été inscrites dans la colonne de l'autre équipe "
        f"({_columns(swapped)} et non {_columns(marks)})",
        mirrored,
    )


def _columns(marks: PerTeam[int]) -> str:
    return f"A {marks.a} et B {marks.b}"


# The takers' points written wrong.


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
) -> Iterator[Slip]:
    """Other numbers of points that change the marks, one per outcome, of the kind ``slips``.

    Every number from 0 to the donne's total is tried. Of the numbers giving
    the same marks, the one named is the likeliest slip.
    """
    points, trump = donne.points, donne.trump
    if donne.capot is not None or points is None or trump is None:
        return
    rest = total(trump, contree=rules.is_contree) - points
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


def _other_outcomes(donne: Donne, rules: Rules) -> tuple[tuple[int, ...], ...]:
    """The numbers of points giving ``donne`` other marks, grouped by the marks they give."""
    assert donne.trump is not None  # a donne with points has a trump
    outcomes: dict[Marks, list[int]] = {}
    for value in range(total(donne.trump, contree=rules.is_contree) + 1):
        score = _score(replace(donne, points=value), rules)
        if score is not None:
            outcomes.setdefault(score, []).append(value)
    outcomes.pop(donne_marks(rules, donne), None)
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


# The candidates, and which of them give the paper's totals.


@dataclass(frozen=True, slots=True)
class _Candidate:
    """A single mistake tried, and the sheet's totals once it is corrected.

    ``totals`` is ``None`` when only scoring the corrected ``sheet`` again
    under ``rules`` can tell them; with ``rules`` given, the sheet is scored
    again anyway before the candidate becomes a suspect. A ``likely`` mistake
    is listed before the others that explain as much.
    """

    donne: int | None
    hypothesis: str
    totals: PerTeam[int] | None
    sheet: tuple[Donne, ...] = ()
    rules: Rules | None = None
    likely: bool = True


# Each candidate is one mistake: a few per donne, never two mistakes at once.
# A corrected donne away from any litige changes its own line only, so
# scoring that donne tells the new totals at once; the whole corrected
# partie is then scored again for the candidates that match the paper,
# which refuses a sheet that would have ended earlier and gives the winner.
# A litige, or the donne that wins its held-over total, also changes where
# that total goes: those candidates are scored again as a whole partie.


def find_suspects(
    rules: Rules, partie: Any, paper: PerTeam[int], difference: PerTeam[int]
) -> tuple[Suspect, ...]:
    """The single corrections giving the paper's totals, or one of them, both first, then by
    donne. ``partie``: the engine's, whose totals the rules' own must be."""
    own = paper_partie(rules, tuple(partie.donnes))
    assert own is not None, "a sheet the engine scores that the rules refuse"
    assert own.totals == partie.totals, f"the rules give {own.totals}, the engine {partie.totals}"
    candidates = [
        *_sheet_candidates(rules, own),
        *_donne_candidates(rules, own, _usual),
        *_donne_candidates(rules, own, _figure, likely=False),
        *_line_candidates(rules, own),
        *_column_candidates(own, difference),
    ]
    found = _found(candidates, paper, difference)
    if any(item[1] is Explains.BOTH for item in found):
        # One mistake explains everything: those that need a second one are far less likely.
        found = [item for item in found if item[1] is Explains.BOTH]
    else:
        # No usual slip explains everything: any other figure of one line may.
        far = _found(_donne_candidates(rules, own, _far, likely=False), paper, difference)
        found = [item for item in far if item[1] is Explains.BOTH] or found
    # Stable: within one donne, the order the mistakes are tried in stays.
    found.sort(
        key=lambda item: (item[1] is not Explains.BOTH, not item[0].likely, item[0].donne or 0)
    )
    return tuple(
        Suspect(
            candidate.donne,
            reason(
                candidate.donne,
                candidate.hypothesis,
                explains=explains,
                totals=totals,
                paper=paper,
                partie=own,  # type: ignore[arg-type]  # what reason reads: winner, is_over
                rescored=rescored,  # type: ignore[arg-type]
            ),
            explains,
            candidate.hypothesis,
            candidate.likely,
        )
        for candidate, explains, totals, rescored in found
    )


def _usual(donne: Donne, marks: PerTeam[int], rules: Rules) -> Iterator[Slip]:
    return corrections(donne, marks, rules)


def _figure(donne: Donne, marks: PerTeam[int], rules: Rules) -> Iterator[Slip]:
    """The takers' points with one figure wrong, one per outcome that changes the marks."""
    assert donne.taker is not None  # blanches are skipped
    return _points_corrections(donne, donne.taker, rules, slips=_Slips.FIGURE)


def _far(donne: Donne, marks: PerTeam[int], rules: Rules) -> Iterator[Slip]:
    """The other numbers of points and contracts that change the marks, one per outcome."""
    assert donne.taker is not None  # blanches are skipped
    yield from _points_corrections(donne, donne.taker, rules, slips=_Slips.FAR)
    if rules.is_contree:
        yield from _first_per_outcome(_contract_slips(donne, near=False), rules)


_Found = tuple[_Candidate, Explains, PerTeam[int], PaperPartie | None]


def _found(
    candidates: Iterable[_Candidate], paper: PerTeam[int], difference: PerTeam[int]
) -> list[_Found]:
    """The candidates giving the paper's totals, or one of them, each outcome of a donne once."""
    found: list[_Found] = []
    seen: set[tuple[int | None, PerTeam[int]]] = set()
    for candidate in candidates:
        judged = _judged(candidate, paper, difference)
        if judged is None:
            continue
        explains, totals, rescored = judged
        key = (candidate.donne, totals)
        # A slip of the pen giving the same totals as a correction already found on
        # the same donne says nothing more ("line missing" and "mark forgotten").
        if rescored is None and key in seen:
            continue
        seen.add(key)
        found.append((candidate, explains, totals, rescored))
    return found


def _judged(
    candidate: _Candidate, paper: PerTeam[int], difference: PerTeam[int]
) -> tuple[Explains, PerTeam[int], PaperPartie | None] | None:
    """What ``candidate`` explains, its totals and its partie scored again; ``None`` if nothing."""
    totals = candidate.totals
    if totals is not None and _explains(totals, paper, difference) is None:
        return None
    rescored = None
    if candidate.rules is not None:
        rescored = paper_partie(candidate.rules, candidate.sheet)
        if rescored is None:
            return None
        totals = rescored.totals
    assert totals is not None  # a candidate without totals is always scored again
    explains = _explains(totals, paper, difference)
    return None if explains is None else (explains, totals, rescored)


def _explains(
    totals: PerTeam[int], paper: PerTeam[int], difference: PerTeam[int]
) -> Explains | None:
    if totals == paper:
        return Explains.BOTH
    if difference.a == 0 or difference.b == 0:
        # One total was already right: a correction that spoils it explains nothing.
        return None
    if totals.a == paper.a:
        return Explains.A
    if totals.b == paper.b:
        return Explains.B
    return None


def _sheet_candidates(rules: Rules, partie: PaperPartie) -> Iterator[_Candidate]:
    """Mistakes of the whole sheet: rounding applied by hand, or forgotten."""
    step = _rounding_step(rules)
    unit = "à la dizaine" if step == 10 else "à 5 près"
    if step:
        hypothesis = (
            "si les points avaient été comptés au point près, "
            f"sans l'arrondi {unit} que prévoit ce tournoi"
        )
    else:
        hypothesis = (
            "si les points avaient été arrondis à la dizaine à la main, "
            "alors que ce tournoi compte au point près"
        )
    rounding = replace(rules, rounding=0 if step else 10)
    yield _Candidate(None, hypothesis, None, partie.donnes, rounding)


def _rounding_step(rules: Rules) -> int:
    if rules.rounding is None:
        return 10 if rules.is_contree else 0
    if isinstance(rules.rounding, bool):
        return 10 if rules.rounding else 0
    return rules.rounding


_Corrections = Callable[[Donne, PerTeam[int], Rules], Iterator[Slip]]


def _donne_candidates(
    rules: Rules, partie: PaperPartie, corrections: _Corrections, *, likely: bool = True
) -> Iterator[_Candidate]:
    donnes, totals = partie.donnes, partie.totals
    waiting = 0  # a litige's total held over, waiting for the next donne played
    for index, (donne, line) in enumerate(zip(donnes, partie.lines, strict=True)):
        if donne.taker is None:  # a donne blanche, or the arbiter's decision: nothing to correct
            continue
        number, marks = index + 1, PerTeam(line.a, line.b)
        alone = donne_marks(rules, donne)
        # A donne that neither wins a held-over total nor holds one over changes its own line
        # only, and so does its correction unless it becomes a litige.
        alone_in_line = not (waiting or line.held)
        waiting = line.held
        for corrected, hypothesis in _distinct(corrections(donne, marks, rules)).items():
            new = _score(corrected, rules)
            if new is None or (new, corrected.taker) == (alone, donne.taker):
                continue
            estimate = None
            if alone_in_line and not new.held:
                estimate = PerTeam(totals.a - marks.a + new.a, totals.b - marks.b + new.b)
            sheet = (*donnes[:index], corrected, *donnes[index + 1 :])
            same_taker = corrected.taker is donne.taker
            consequence = _consequence(alone, new, same_taker=same_taker, rules=rules)
            yield _Candidate(
                number, hypothesis + consequence, estimate, sheet, rules, likely=likely
            )


def _line_candidates(rules: Rules, partie: PaperPartie) -> Iterator[_Candidate]:
    """A donne's line missing from the paper, or copied twice."""
    donnes, totals = partie.donnes, partie.totals
    litiges = any(line.held for line in partie.lines)
    for index, (donne, line) in enumerate(zip(donnes, partie.lines, strict=True)):
        if donne.taker is None:
            continue
        number, marks = index + 1, PerTeam(line.a, line.b)
        missing = None if litiges else PerTeam(totals.a - marks.a, totals.b - marks.b)
        sheet = (*donnes[:index], *donnes[index + 1 :])
        yield _Candidate(number, "si elle manquait sur la feuille", missing, sheet, rules)
        # A line copied twice is a slip of the pen: its marks, as written, count twice.
        twice = PerTeam(totals.a + marks.a, totals.b + marks.b)
        yield _Candidate(
            number,
            f"si sa ligne ({pair(marks)}) avait été comptée deux fois sur la feuille",
            twice,
        )


def _distinct(corrections: Iterator[Slip]) -> dict[Donne, str]:
    """Each corrected donne once, with every way of writing it wrong that leads to it."""
    distinct: dict[Donne, str] = {}
    for hypothesis, corrected in corrections:
        if corrected in distinct:
            distinct[corrected] += f", ou, ce qui revient au même, {hypothesis}"
        else:
            distinct[corrected] = hypothesis
    return distinct


def _consequence(before: Marks, after: Marks, *, same_taker: bool, rules: Rules) -> str:
    """What the correction changes to the donne's outcome, in words, if anything worth saying."""
    if after.litige and not before.litige:
        return " (la donne serait alors un litige)"
    if before.litige and not after.litige:
        return " (la donne ne serait alors plus un litige)"
    if not same_taker or before.made is after.made:
        return ""
    if rules.is_contree:
        return f" (le contrat serait alors {'réussi' if after.made else 'chuté'})"
    return f" (les preneurs {'ne seraient alors plus' if after.made else 'seraient alors'} dedans)"


def _column_candidates(partie: PaperPartie, difference: PerTeam[int]) -> Iterator[_Candidate]:
    """One mark skipped, or added twice, when a team's column was added up."""
    totals = partie.totals
    for team in Team:
        gap = difference[team]
        if gap == 0:
            continue
        for number, line in enumerate(partie.lines, start=1):
            mark = line.of(team)
            if mark == -gap:
                slip = "oubliée"
            elif mark == gap:
                slip = "comptée deux fois"
            else:
                continue
            yield _Candidate(
                number,
                f"si la marque {mark} de l'équipe {team} avait été {slip} "
                "en additionnant sa colonne",
                PerTeam.of(team, totals[team] + gap, totals[team.other]),
            )
