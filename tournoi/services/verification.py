"""Checking a partie against its paper score sheet, and pointing at what explains a difference.

The arbiter types the two totals written at the foot of the sheet. When they
are not the computed ones, every plausible single mistake of a score sheet is
tried, donne by donne, and the whole partie is scored again with it by the
engine (a change can move a litige's held-over total, or the end of the
partie). The corrections that give the paper's totals are the suspects:

>>> from engine import FFB_CONTREE, Trump
>>> donnes = [
...     Donne(taker=Team.A, contract=80, trump=Trump.PIQUE, points=102),
...     Donne(taker=Team.B, contract=90, trump=Trump.COEUR, points=95, belotes=PerTeam(0, 1)),
... ]
>>> verify_partie(rules=FFB_CONTREE, donnes=donnes, paper=PerTeam(170, 180)).message
'Les totaux de la feuille (170 – 180) sont bien les totaux calculés.'
>>> check = verify_partie(rules=FFB_CONTREE, donnes=donnes, paper=PerTeam(190, 160))
>>> check.difference
PerTeam(a=20, b=-20)
>>> check.suspects[0]
Suspect(donne=2, reason="Donne 2 : si la belote était à l'équipe A et non à l'équipe B, les totaux seraient ceux de la feuille (190 – 160).", explains=<Explains.BOTH: 'both'>)
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Final

from engine import (
    Coinche,
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
from tournoi.services.errors import ServiceError

CARRY_SLIPS: Final = (10, 100, 1000)
"""Differences that a carry forgotten, or added, in a column addition gives."""


class Explains(StrEnum):
    """How much of the difference a correction accounts for."""

    BOTH = "both"
    """Both totals become the paper's."""
    A = "A"
    """Team A's total becomes the paper's; team B's still differs."""
    B = "B"
    """Team B's total becomes the paper's; team A's still differs."""


@dataclass(frozen=True, slots=True)
class Suspect:
    """One correction that would give the paper's totals.

    ``donne`` counts from 1; it is ``None`` for a correction of the whole
    sheet (rounding). ``reason`` says, in French, what would change.
    """

    donne: int | None
    reason: str
    explains: Explains


@dataclass(frozen=True, slots=True)
class Verification:
    """The paper totals compared with the computed ones.

    ``difference`` is paper minus computed. ``suspects`` come explanations of
    both totals first, then by donne. ``running_totals`` are the computed
    totals after each donne, for re-adding the sheet line by line.
    """

    computed: PerTeam[int]
    paper: PerTeam[int]
    matches: bool
    difference: PerTeam[int]
    message: str
    suspects: tuple[Suspect, ...]
    running_totals: tuple[PerTeam[int], ...]


class PaperTotalsError(ServiceError):
    """A total typed from the paper sheet that no sheet can hold."""


@dataclass(frozen=True, slots=True)
class _Candidate:
    """A single mistake tried, and the sheet's totals once it is corrected.

    ``totals`` is ``None`` when only scoring the corrected ``sheet`` again
    under ``rules`` can tell them; with ``rules`` given, the sheet is scored
    again anyway before the candidate becomes a suspect.
    """

    donne: int | None
    hypothesis: str
    totals: PerTeam[int] | None
    sheet: tuple[Donne, ...] = ()
    rules: Rules | None = None


def verify_partie(*, rules: Rules, donnes: Sequence[Donne], paper: PerTeam[int]) -> Verification:
    """Compare ``paper``, the totals written on the sheet, with the totals of ``donnes``.

    Raise :class:`PaperTotalsError` for a paper total that is not a whole
    number of 0 or more, and the engine's :class:`engine.SheetError` when
    ``donnes`` is not a valid sheet under ``rules``.

    >>> from engine import FFB_CLASSIQUE
    >>> verify_partie(rules=FFB_CLASSIQUE, donnes=[], paper=PerTeam(-10, 0))
    Traceback (most recent call last):
    ...
    tournoi.services.verification.PaperTotalsError: Total de la feuille pour l'équipe A : « -10 ». Un total est un nombre entier, 0 ou plus.
    """
    _check_paper(paper)
    partie = Partie(rules, donnes)
    computed = partie.totals
    difference = PerTeam(paper.a - computed.a, paper.b - computed.b)
    running = tuple(partie.running_totals)
    if difference == PerTeam(0, 0):
        message = f"Les totaux de la feuille ({_pair(paper)}) sont bien les totaux calculés."
        return Verification(computed, paper, True, difference, message, (), running)
    suspects = _suspects(rules, partie, paper, difference)
    message = _message(computed, paper, difference, suspects, running)
    return Verification(computed, paper, False, difference, message, suspects, running)


def _check_paper(paper: PerTeam[int]) -> None:
    for team in Team:
        total = paper[team]
        if type(total) is not int or total < 0:
            raise PaperTotalsError(
                f"Total de la feuille pour l'équipe {team} : « {total} ». "
                "Un total est un nombre entier, 0 ou plus."
            )


# Finding the suspects.
#
# Each candidate is one mistake: a few per donne, never two mistakes at once.
# On a sheet without litige a corrected donne changes its own line only, so
# scoring that donne tells the new totals at once; the engine then scores
# the whole corrected partie again for the candidates that match the paper,
# which refuses a sheet that would have ended earlier and gives the winner.
# With a litige, a donne also changes where the held-over total goes: every
# candidate is scored again as a whole partie.


def _suspects(
    rules: Rules, partie: Partie, paper: PerTeam[int], difference: PerTeam[int]
) -> tuple[Suspect, ...]:
    candidates = [
        *_sheet_candidates(rules, partie),
        *_donne_candidates(rules, partie),
        *_column_candidates(partie, difference),
    ]
    found: list[tuple[_Candidate, Explains, PerTeam[int], Partie | None]] = []
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
    if any(item[1] is Explains.BOTH for item in found):
        # One mistake explains everything: those that need a second one are far less likely.
        found = [item for item in found if item[1] is Explains.BOTH]
    # Stable: within one donne, the order the mistakes are tried in stays.
    found.sort(key=lambda item: (item[1] is not Explains.BOTH, item[0].donne or 0))
    return tuple(
        Suspect(
            candidate.donne,
            _reason(
                candidate,
                explains=explains,
                totals=totals,
                paper=paper,
                partie=partie,
                rescored=rescored,
            ),
            explains,
        )
        for candidate, explains, totals, rescored in found
    )


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
    if rules.rounding:
        hypothesis = (
            "si les points avaient été comptés au point près, "
            "sans l'arrondi à la dizaine que prévoit ce tournoi"
        )
    else:
        hypothesis = (
            "si les points avaient été arrondis à la dizaine à la main, "
            "alors que ce tournoi compte au point près"
        )
    rounding = replace(rules, rounding=not rules.rounding)
    yield _Candidate(None, hypothesis, None, tuple(partie.donnes), rounding)


def _donne_candidates(rules: Rules, partie: Partie) -> Iterator[_Candidate]:
    donnes, scores, totals = tuple(partie.donnes), partie.scores, partie.totals
    litiges = any(score.held_over for score in scores)
    for index, (donne, score) in enumerate(zip(donnes, scores, strict=True)):
        if donne.is_blanche:
            continue
        number, marks = index + 1, score.marks
        alone = score_donne(donne, rules)
        for corrected, hypothesis in _distinct(_corrections(donne, marks, rules)).items():
            new = _score_alone(corrected, rules)
            if new is None or (new, corrected.taker) == (alone, donne.taker):
                continue
            estimate = None
            if not (litiges or new.held_over):
                estimate = PerTeam(
                    totals.a - marks.a + new.marks.a, totals.b - marks.b + new.marks.b
                )
            sheet = (*donnes[:index], corrected, *donnes[index + 1 :])
            same_taker = corrected.taker is donne.taker
            consequence = _consequence(alone, new, same_taker=same_taker, rules=rules)
            yield _Candidate(number, hypothesis + consequence, estimate, sheet, rules)
        missing = None if litiges else PerTeam(totals.a - marks.a, totals.b - marks.b)
        sheet = (*donnes[:index], *donnes[index + 1 :])
        yield _Candidate(number, "si elle manquait sur la feuille", missing, sheet, rules)
        # A line copied twice is a slip of the pen: its marks, as written, count twice.
        twice = PerTeam(totals.a + marks.a, totals.b + marks.b)
        yield _Candidate(
            number,
            f"si sa ligne ({_pair(marks)}) avait été comptée deux fois sur la feuille",
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


# The mistakes tried on one donne.


def _corrections(donne: Donne, marks: PerTeam[int], rules: Rules) -> Iterator[tuple[str, Donne]]:
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


# Words.


def _reason(
    candidate: _Candidate,
    *,
    explains: Explains,
    totals: PerTeam[int],
    paper: PerTeam[int],
    partie: Partie,
    rescored: Partie | None,
) -> str:
    """The suspect's French reason; ``rescored`` is the corrected partie, when scored again."""
    where = "Toute la feuille" if candidate.donne is None else f"Donne {candidate.donne}"
    if explains is Explains.BOTH:
        outcome = f"les totaux seraient ceux de la feuille ({_pair(paper)})"
        if rescored is not None:
            outcome += _outcome_change(partie, rescored)
    else:
        team = Team.A if explains is Explains.A else Team.B
        other = team.other
        outcome = (
            f"le total de l'équipe {team} serait celui de la feuille ({paper[team]}), "
            f"mais l'équipe {other} aurait {totals[other]} et non {paper[other]} : "
            "il resterait une autre erreur"
        )
    return f"{where} : {candidate.hypothesis}, {outcome}."


def _outcome_change(partie: Partie, corrected: Partie) -> str:
    """What the correction would change to the result of the partie, if anything."""
    if (corrected.winner, corrected.is_over) == (partie.winner, partie.is_over):
        return ""
    if not corrected.is_over:
        return " ; la partie ne serait alors pas finie"
    if corrected.winner is None:
        return " ; la partie serait alors nulle"
    change = f" ; la partie serait alors gagnée par l'équipe {corrected.winner}"
    if partie.winner is not None:
        change += f" et non par l'équipe {partie.winner}"
    return change


def _message(
    computed: PerTeam[int],
    paper: PerTeam[int],
    difference: PerTeam[int],
    suspects: tuple[Suspect, ...],
    running: tuple[PerTeam[int], ...],
) -> str:
    lines = [
        f"Les totaux de la feuille ({_pair(paper)}) diffèrent des totaux calculés "
        f"({_pair(computed)}) : écart {_signed(difference.a)} pour A, "
        f"{_signed(difference.b)} pour B."
    ]
    complete = [suspect for suspect in suspects if suspect.explains is Explains.BOTH]
    if len(complete) == 1:
        lines.append(f"Une seule correction l'explique entièrement. {complete[0].reason}")
    elif complete:
        lines.append(
            f"{len(complete)} corrections l'expliqueraient entièrement, chacune à elle seule : "
            "voyez la liste, donne par donne."
        )
    elif suspects:
        verb = "explique" if len(suspects) == 1 else "expliquent"
        lines.append(
            "Aucune correction d'une seule erreur n'explique les deux totaux ; "
            f"{_count(len(suspects), 'correction')} en {verb} un seul (voyez la liste)."
        )
    else:
        lines.append("Aucune correction d'une seule donne n'explique l'écart.")
    if not complete or 0 in (difference.a, difference.b):
        # A carry slipped in one column is one error; in both columns, two.
        lines.extend(_addition_slips(computed, paper, difference))
    if not complete:
        lines.append(
            "Refaites l'addition de la feuille ligne par ligne ; "
            f"totaux calculés après chaque donne : {_running(running)}."
        )
    return " ".join(lines)


def _addition_slips(
    computed: PerTeam[int], paper: PerTeam[int], difference: PerTeam[int]
) -> Iterator[str]:
    """The classic slips of a column addition that a team's difference looks like."""
    for team in Team:
        gap = difference[team]
        if abs(gap) in CARRY_SLIPS:
            carry = "comptée en trop" if gap > 0 else "oubliée"
            yield (
                f"Pour l'équipe {team}, l'écart est d'exactement {abs(gap)} : "
                f"c'est typique d'une retenue {carry} dans l'addition."
            )
        if _transposed(str(computed[team]), str(paper[team])):
            yield (
                f"Pour l'équipe {team}, la feuille porte {paper[team]} et le calcul donne "
                f"{computed[team]} : les mêmes chiffres, deux d'entre eux inversés en recopiant."
            )


def _transposed(computed: str, paper: str) -> bool:
    """Whether ``paper`` is ``computed`` with two of its digits swapped.

    >>> _transposed("1230", "1320"), _transposed("1230", "1203"), _transposed("1230", "1240")
    (True, True, False)
    """
    if len(computed) != len(paper):
        return False
    apart = [i for i, (c, p) in enumerate(zip(computed, paper, strict=True)) if c != p]
    if len(apart) != 2:
        return False
    first, second = apart
    return computed[first] == paper[second] and computed[second] == paper[first]


def _pair(totals: PerTeam[int]) -> str:
    return f"{totals.a} – {totals.b}"


def _columns(marks: PerTeam[int]) -> str:
    return f"A {marks.a} et B {marks.b}"


def _signed(value: int) -> str:
    """``+20``, ``−20`` (with a true minus sign), ``0``."""
    if value > 0:
        return f"+{value}"
    return f"−{-value}" if value < 0 else "0"


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'s' if number > 1 else ''}"


def _running(running: tuple[PerTeam[int], ...]) -> str:
    if not running:
        return "aucune donne"
    return " ; ".join(f"{number} : {_pair(totals)}" for number, totals in enumerate(running, 1))
