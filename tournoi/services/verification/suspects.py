"""Finding the suspects: every plausible single mistake tried, the sheet's totals then."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache, partial

from engine import Donne, DonneScore, EngineError, Partie, PerTeam, Rules, Team, score_donne
from tournoi.services.verification.corrections import (
    Correction,
    corrections,
    far_corrections,
    figure_corrections,
    figure_scores,
)
from tournoi.services.verification.explanation import pair, reason
from tournoi.services.verification.replay import Sheet
from tournoi.services.verification.verdict import Explains, Suspect


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
# A corrected line changes its own marks and, through a litige's held-over
# total, those of the next donne played: scoring that line tells the new
# totals at once (replay.Sheet). Only the candidates whose totals are the
# paper's become suspects, after the engine scores the whole corrected partie
# again, which refuses a sheet that would have ended earlier and gives the
# winner then. The hundreds of other candidates are never built.


def find_suspects(
    rules: Rules, partie: Partie, paper: PerTeam[int], difference: PerTeam[int]
) -> tuple[Suspect, ...]:
    """The single corrections giving the paper's totals, or one of them, both first, then by donne."""
    sheet = Sheet.of(partie)
    judge = partial(_explains, paper=paper, difference=difference)
    candidates = [
        *_sheet_candidates(rules, partie),
        *_donne_candidates(rules, partie, sheet, _usual, judge),
        *_donne_candidates(rules, partie, sheet, _figure, judge, likely=False, screen=_figures),
        *_line_candidates(rules, partie, sheet, judge),
        *_column_candidates(partie, difference),
    ]
    found = _found(candidates, paper, difference)
    if any(item[1] is Explains.BOTH for item in found):
        # One mistake explains everything: those that need a second one are far less likely.
        found = [item for item in found if item[1] is Explains.BOTH]
    else:
        # No usual slip explains everything: any other figure of one line may.
        both = partial(_explains_both, paper=paper)
        far = _donne_candidates(rules, partie, sheet, _far, both, likely=False)
        found = _found(far, paper, difference) or found
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


def _usual(donne: Donne, marks: PerTeam[int], rules: Rules) -> Iterator[Correction]:
    return corrections(donne, marks, rules)


def _figure(donne: Donne, marks: PerTeam[int], rules: Rules) -> Iterator[Correction]:
    return figure_corrections(donne, rules)


def _far(donne: Donne, marks: PerTeam[int], rules: Rules) -> Iterator[Correction]:
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
    if totals is not None and _explains(totals, paper=paper, difference=difference) is None:
        return None
    rescored = None
    if candidate.rules is not None:
        rescored = _rescored(candidate.rules, candidate.sheet)
        if rescored is None:
            return None
        totals = rescored.totals
    assert totals is not None  # a candidate without totals is always scored again
    explains = _explains(totals, paper=paper, difference=difference)
    return None if explains is None else (explains, totals, rescored)


def _explains(
    totals: PerTeam[int], *, paper: PerTeam[int], difference: PerTeam[int]
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


def _explains_both(totals: PerTeam[int], *, paper: PerTeam[int]) -> Explains | None:
    return Explains.BOTH if totals == paper else None


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


_Corrections = Callable[[Donne, PerTeam[int], Rules], Iterator[Correction]]
_Judge = Callable[[PerTeam[int]], Explains | None]
_Screen = Callable[[Rules, Sheet, int, _Judge], bool]


def _figures(rules: Rules, sheet: Sheet, index: int, judge: _Judge) -> bool:
    """Whether a figure of the points of donne ``index`` written wrong may explain something.

    Its few scores tell, where naming the slips scores every number of points.
    """
    donne = sheet.donnes[index]
    return any(
        judge(sheet.replaced(index, donne, score)) is not None
        for score in figure_scores(donne, rules)
    )


def _donne_candidates(
    rules: Rules,
    partie: Partie,
    sheet: Sheet,
    corrections: _Corrections,
    judge: _Judge,
    *,
    likely: bool = True,
    screen: _Screen | None = None,
) -> Iterator[_Candidate]:
    """The corrections of one donne whose totals ``judge`` finds explain something.

    A donne that ``screen`` (given) says no correction can explain is not tried.
    """
    donnes = sheet.donnes
    for index, (donne, score) in enumerate(zip(donnes, partie.scores, strict=True)):
        if donne.taker is None:  # a donne blanche, or the arbiter's decision: nothing to correct
            continue
        if screen is not None and not screen(rules, sheet, index, judge):
            continue
        for corrected, hypothesis, new in _corrected(donne, score.marks, rules, corrections):
            totals = sheet.replaced(index, corrected, new)
            if judge(totals) is not None:
                sheet_corrected = (*donnes[:index], corrected, *donnes[index + 1 :])
                yield _Candidate(index + 1, hypothesis, totals, sheet_corrected, rules, likely)


@lru_cache(maxsize=256)
def _corrected(
    donne: Donne, marks: PerTeam[int], rules: Rules, corrections: _Corrections
) -> tuple[tuple[Donne, str, DonneScore], ...]:
    """Each correction of ``donne`` that changes its score: the donne then, in words, its score.

    Kept: the next check of the sheet (shown again, or after one of its donnes
    is corrected) tries the same corrections of its other donnes.
    """
    alone = score_donne(donne, rules)
    kept = []
    for corrected, (hypothesis, new) in _distinct(corrections(donne, marks, rules)).items():
        if (new, corrected.taker) == (alone, donne.taker):
            continue
        same_taker = corrected.taker is donne.taker
        consequence = _consequence(alone, new, same_taker=same_taker, rules=rules)
        kept.append((corrected, hypothesis + consequence, new))
    return tuple(kept)


def _line_candidates(
    rules: Rules, partie: Partie, sheet: Sheet, judge: _Judge
) -> Iterator[_Candidate]:
    """A donne's line missing from the paper, or copied twice."""
    donnes, totals = sheet.donnes, sheet.totals
    for index, (donne, score) in enumerate(zip(donnes, partie.scores, strict=True)):
        if donne.taker is None:
            continue
        number, marks = index + 1, score.marks
        missing = sheet.without(index)
        if judge(missing) is not None:
            sheet_missing = (*donnes[:index], *donnes[index + 1 :])
            yield _Candidate(
                number, "si elle manquait sur la feuille", missing, sheet_missing, rules
            )
        # A line copied twice is a slip of the pen: its marks, as written, count twice.
        twice = PerTeam(totals.a + marks.a, totals.b + marks.b)
        yield _Candidate(
            number,
            f"si sa ligne ({pair(marks)}) avait été comptée deux fois sur la feuille",
            twice,
        )


def _distinct(corrections: Iterator[Correction]) -> dict[Donne, tuple[str, DonneScore]]:
    """Each corrected donne once, with every way of writing it wrong that leads to it."""
    distinct: dict[Donne, tuple[str, DonneScore]] = {}
    for hypothesis, corrected, score in corrections:
        if corrected in distinct:
            said, _ = distinct[corrected]
            distinct[corrected] = (f"{said}, ou, ce qui revient au même, {hypothesis}", score)
        else:
            distinct[corrected] = (hypothesis, score)
    return distinct


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
