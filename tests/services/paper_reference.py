"""The plain paper-totals search, the reference the quick one must always agree with.

This is the search as it was before it was made quick: every candidate's
corrected sheet scored again as a whole partie by the engine, every number of
points of a donne scored again for each kind of slip, nothing kept between
checks. The mistakes tried on one donne (belote, taker, trump, contre,
contract, capot) are the product's own generators: only how the points are
tried and how the candidates are judged is written here again.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from enum import IntEnum
from functools import partial

from engine import (
    Donne,
    DonneScore,
    EngineError,
    Partie,
    PerTeam,
    Rules,
    Team,
    score_donne,
    total_points,
)
from tournoi.services.verification.annonce_slips import annonce_corrections
from tournoi.services.verification.corrections import (
    _belote_corrections,
    _capot_corrections,
    _coinche_corrections,
    _columns,
    _contract_corrections,
    _taker_corrections,
    _trump_corrections,
)
from tournoi.services.verification.explanation import pair, reason
from tournoi.services.verification.verdict import Explains, Suspect


def _first_per_outcome(
    corrections: Iterator[tuple[str, Donne]], rules: Rules
) -> Iterator[tuple[str, Donne]]:
    """The first of ``corrections`` for each marks they give; those the engine refuses left out."""
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


def corrections(donne: Donne, marks: PerTeam[int], rules: Rules) -> Iterator[tuple[str, Donne]]:
    """Each plausible single mistake in writing ``donne``: what it would be, and the donne then."""
    taker = donne.taker
    assert taker is not None  # blanches are skipped
    yield from _belote_corrections(donne)
    yield from annonce_corrections(donne, rules)
    yield from _points_corrections(donne, taker, rules, slips=_Slips.REST)
    yield from _taker_corrections(donne, taker, rules)
    yield from _first_per_outcome(_trump_corrections(donne), rules)
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
        yield from _first_per_outcome(_contract_corrections(donne, near=False), rules)


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
# scoring that donne tells the new totals at once; the engine then scores
# the whole corrected partie again for the candidates that match the paper,
# which refuses a sheet that would have ended earlier and gives the winner.
# A litige, or the donne that wins its held-over total, also changes where
# that total goes: those candidates are scored again as a whole partie.


def find_suspects(
    rules: Rules, partie: Partie, paper: PerTeam[int], difference: PerTeam[int]
) -> tuple[Suspect, ...]:
    """The single corrections giving the paper's totals, or one of them, both first, then by donne."""
    candidates = [
        *_sheet_candidates(rules, partie),
        *_donne_candidates(rules, partie, _usual),
        *_donne_candidates(rules, partie, _figure, likely=False),
        *_line_candidates(rules, partie),
        *_column_candidates(partie, difference),
    ]
    found = _found(candidates, paper, difference)
    if any(item[1] is Explains.BOTH for item in found):
        # One mistake explains everything: those that need a second one are far less likely.
        found = [item for item in found if item[1] is Explains.BOTH]
    else:
        # No usual slip explains everything: any other figure of one line may.
        far = _found(_donne_candidates(rules, partie, _far, likely=False), paper, difference)
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
                partie=partie,
                rescored=rescored,
            ),
            explains,
            candidate.hypothesis,
            candidate.likely,
        )
        for candidate, explains, totals, rescored in found
    )


def _usual(donne: Donne, marks: PerTeam[int], rules: Rules) -> Iterator[tuple[str, Donne]]:
    return corrections(donne, marks, rules)


def _figure(donne: Donne, marks: PerTeam[int], rules: Rules) -> Iterator[tuple[str, Donne]]:
    return figure_corrections(donne, rules)


def _far(donne: Donne, marks: PerTeam[int], rules: Rules) -> Iterator[tuple[str, Donne]]:
    return far_corrections(donne, rules)


_Found = tuple[_Candidate, Explains, PerTeam[int], Partie | None]


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
) -> tuple[Explains, PerTeam[int], Partie | None] | None:
    """What ``candidate`` explains, its totals and its partie scored again; ``None`` if nothing."""
    totals = candidate.totals
    if totals is not None and _explains(totals, paper, difference) is None:
        return None
    rescored = None
    if candidate.rules is not None:
        rescored = _rescored(candidate.rules, candidate.sheet)
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


def _rescored(rules: Rules, donnes: Sequence[Donne]) -> Partie | None:
    """The partie scored again, or ``None`` when the engine refuses the corrected sheet."""
    try:
        return Partie(rules, donnes)
    except EngineError:
        return None


def _sheet_candidates(rules: Rules, partie: Partie) -> Iterator[_Candidate]:
    """Mistakes of the whole sheet: rounding applied by hand, or forgotten."""
    step = rules.rounding_step
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
    yield _Candidate(None, hypothesis, None, tuple(partie.donnes), rounding)


_Corrections = Callable[[Donne, PerTeam[int], Rules], Iterator[tuple[str, Donne]]]


def _donne_candidates(
    rules: Rules, partie: Partie, corrections: _Corrections, *, likely: bool = True
) -> Iterator[_Candidate]:
    donnes, scores, totals = tuple(partie.donnes), partie.scores, partie.totals
    waiting = 0  # a litige's total held over, waiting for the next donne played
    for index, (donne, score) in enumerate(zip(donnes, scores, strict=True)):
        if donne.taker is None:  # a donne blanche, or the arbiter's decision: nothing to correct
            continue
        number, marks = index + 1, score.marks
        alone = score_donne(donne, rules)
        # A donne that neither wins a held-over total nor holds one over changes its own line
        # only, and so does its correction unless it becomes a litige.
        alone_in_line = not (waiting or score.held_over)
        waiting = score.held_over
        for corrected, hypothesis in _distinct(corrections(donne, marks, rules)).items():
            new = _score_alone(corrected, rules)
            if new is None or (new, corrected.taker) == (alone, donne.taker):
                continue
            estimate = None
            if alone_in_line and not new.held_over:
                estimate = PerTeam(
                    totals.a - marks.a + new.marks.a, totals.b - marks.b + new.marks.b
                )
            sheet = (*donnes[:index], corrected, *donnes[index + 1 :])
            same_taker = corrected.taker is donne.taker
            consequence = _consequence(alone, new, same_taker=same_taker, rules=rules)
            yield _Candidate(
                number, hypothesis + consequence, estimate, sheet, rules, likely=likely
            )


def _line_candidates(rules: Rules, partie: Partie) -> Iterator[_Candidate]:
    """A donne's line missing from the paper, or copied twice."""
    donnes, scores, totals = tuple(partie.donnes), partie.scores, partie.totals
    litiges = any(score.held_over for score in scores)
    for index, (donne, score) in enumerate(zip(donnes, scores, strict=True)):
        if donne.taker is None:
            continue
        number, marks = index + 1, score.marks
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


def _distinct(corrections: Iterator[tuple[str, Donne]]) -> dict[Donne, str]:
    """Each corrected donne once, with every way of writing it wrong that leads to it."""
    distinct: dict[Donne, str] = {}
    for hypothesis, corrected in corrections:
        if corrected in distinct:
            distinct[corrected] += f", ou, ce qui revient au même, {hypothesis}"
        else:
            distinct[corrected] = hypothesis
    return distinct


def _score_alone(donne: Donne, rules: Rules) -> DonneScore | None:
    """What ``donne`` scores on its own, or ``None`` if the engine refuses it."""
    try:
        return score_donne(donne, rules)
    except EngineError:
        return None


def _consequence(before: DonneScore, after: DonneScore, *, same_taker: bool, rules: Rules) -> str:
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


def _column_candidates(partie: Partie, difference: PerTeam[int]) -> Iterator[_Candidate]:
    """One mark skipped, or added twice, when a team's column was added up."""
    totals = partie.totals
    for team in Team:
        gap = difference[team]
        if gap == 0:
            continue
        for number, score in enumerate(partie.scores, start=1):
            mark = score.marks[team]
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
