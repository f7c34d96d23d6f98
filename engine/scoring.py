"""The marks of one donne, exactly as the tables of the scoring specification give them.

The FFB's 140 Tout Atout example (§11.3): 198 points and a belote make
124.33 + 20 >= 140, so the contract is made; takers mark 120 + 20, defence
60 points, converted 37.67, rounded 40.

>>> from engine.rules import Rules
>>> rules = Rules(sans_atout_tout_atout=True)
>>> donne = Donne(taker=Team.A, contract=140, trump=Trump.TOUT_ATOUT, points=198,
...               belotes=PerTeam(1, 0))
>>> score_donne(donne, rules)
DonneScore(made=True, litige=False, marks=PerTeam(a=140, b=40), held_over=0, belote_only=None)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from engine.annonces import counted_annonces, declared_points
from engine.cards import Trump, capot_points, total_points
from engine.donne import CAPOT, NO_POINTS, Donne, PerTeam, Team
from engine.house_rules import EqualTotals
from engine.rules import Counting, Rules
from engine.validation import check_donne

BELOTE: Final = 20
"""Points of a belote and rebelote (§7)."""
CHUTE_CONTREE: Final = 160
"""What the defence marks for a fallen points contract (§10.2)."""
CHUTE_CLASSIQUE: Final = 162
"""What the defence marks when the takers fall (classique §10.1 b)."""
CAPOT_CONTRACT: Final = 500
"""A capot contract made, or fallen (§10.2)."""
CONTRE_CAPOT_BONUS: Final = 100
"""Note 2 of §10.2: a contré team that wins all eight tricks adds the 100 of dix de der."""
TA_CONVERSION: Final = (162, 258)
"""Contrée Tout Atout points are worth 162/258 (§11.3)."""


@dataclass(frozen=True, slots=True)
class DonneScore:
    """What a donne scores.

    ``made`` is ``None`` for a donne blanche and for a litige. ``held_over``
    is, for a classique litige, the takers' total put back in play for the
    next donne. ``belote_only`` names the team whose marks are only its
    belotes because it fell or was capot: in classique it cannot win the
    partie on that donne (§10.3).
    """

    made: bool | None
    litige: bool
    marks: PerTeam[int]
    held_over: int = 0
    belote_only: Team | None = None


BLANCHE: Final = DonneScore(made=None, litige=False, marks=PerTeam(0, 0))


def score_donne(donne: Donne, rules: Rules) -> DonneScore:
    """Check ``donne`` against ``rules`` and score it; raise a DonneError if it cannot exist.

    An arbiter's decision scores its marks, whatever the options.
    """
    check_donne(donne, rules)
    if donne.decision is not None:
        return DonneScore(made=None, litige=False, marks=donne.decision)
    if donne.taker is None:
        return BLANCHE
    if rules.is_contree:
        return _score_contree(donne, donne.taker, rules)
    return _score_classique(donne, donne.taker, rules)


def round_ten(points: int) -> int:
    """To the nearest ten, half up (§10.3): 85 -> 90, 84 -> 80.

    >>> round_ten(85), round_ten(84), round_ten(250)
    (90, 80, 250)
    """
    return (points + 5) // 10 * 10


def round_to(points: int, step: int) -> int:
    """To the nearest multiple of ``step``, half up; ``points`` as they are for step 0.

    >>> round_to(85, 10), round_to(82, 5), round_to(83, 5), round_to(83, 0)
    (90, 80, 85, 83)
    """
    if not step:
        return points
    return (2 * points + step) // (2 * step) * step


def _card_points(donne: Donne, taker: Team, trump: Trump, contree: bool) -> tuple[int, int]:
    """Takers' and defence's card points, dix de der (or capot's 100) included."""
    capot = donne.capot
    if capot is taker:
        return capot_points(trump, contree=contree), 0
    if capot is not None:
        return 0, capot_points(trump, contree=contree)
    points = donne.points
    assert points is not None  # checked by check_donne
    return points, total_points(trump, contree=contree) - points


def _realised(points: int, trump: Trump, step: int) -> int:
    """Points réalisés as marked: converted in Tout Atout, rounded to ``step`` (0: none).

    Converted Tout Atout points without rounding go to the nearest unit, half up.
    """
    if trump is Trump.TOUT_ATOUT:
        num, den = TA_CONVERSION
        unit = step or 1
        return (2 * points * num + unit * den) // (2 * unit * den) * unit
    return round_to(points, step)


def _score_contree(donne: Donne, taker: Team, rules: Rules) -> DonneScore:
    trump = donne.trump
    assert trump is not None and donne.contract is not None  # checked by check_donne
    points, defence_points = _card_points(donne, taker, trump, True)
    own = BELOTE * donne.belotes[taker]
    theirs = BELOTE * donne.belotes[taker.other]
    factor = donne.coinche.factor
    takers_capot = donne.capot is taker
    # Where §10.2 gives every belote of the donne to one team (B*), the house rule
    # « belote imprenable » leaves each team its own.
    imprenable = rules.belote_imprenable

    def to_takers(base: int) -> DonneScore:
        if imprenable:
            return _marks(taker, True, base + own, theirs)
        return _marks(taker, True, base + own + theirs, 0)

    def to_defence(base: int) -> DonneScore:
        if imprenable:
            return _marks(taker, False, own, base + theirs)
        return _marks(taker, False, 0, base + own + theirs)

    if donne.contract == CAPOT:
        base = CAPOT_CONTRACT * factor
        if not takers_capot:
            return to_defence(base)
        if factor == 1:
            return _marks(taker, True, base + own, theirs)
        return to_takers(base)

    contract = int(donne.contract)
    if trump is Trump.TOUT_ATOUT:
        num, den = TA_CONVERSION
        made = points * num + own * den >= contract * den
    else:
        made = points + own >= contract
    asked = contract if rules.counting is Counting.FAITS_ET_DEMANDES else 0
    if factor == 1:
        if made:
            step = rules.rounding_step
            return _marks(
                taker,
                True,
                _realised(points, trump, step) + asked + own,
                _realised(defence_points, trump, step) + theirs,
            )
        return to_defence(CHUTE_CONTREE + asked)
    base = (CHUTE_CONTREE if rules.contre_reduced else CHUTE_CONTREE * factor) + asked * factor
    if made:
        return to_takers(base + (CONTRE_CAPOT_BONUS if takers_capot else 0))
    return to_defence(base)


def _marks(taker: Team, made: bool, takers: int, defence: int) -> DonneScore:
    return DonneScore(made=made, litige=False, marks=PerTeam.of(taker, takers, defence))


def _score_classique(donne: Donne, taker: Team, rules: Rules) -> DonneScore:
    trump = donne.trump
    assert trump is not None  # checked by check_donne
    defence = taker.other
    points, defence_points = _card_points(donne, taker, trump, False)
    own = BELOTE * donne.belotes[taker]
    theirs = BELOTE * donne.belotes[defence]
    annonces = _played_annonces(donne, trump)
    own_annonces, their_annonces = annonces[taker], annonces[defence]
    all_annonces = own_annonces + their_annonces
    # A renonce's points are a penalty (§8.4): they count in the receiving team's
    # total, but no capot, chute or litige takes them from it (scoring.md, decisions).
    penalty = renonce_points(donne, trump)
    takers_total = points + own + own_annonces
    defence_total = defence_points + theirs + their_annonces
    if rules.contract_on_card_points:
        compared = points - defence_points
    else:
        compared = takers_total + penalty[taker] - defence_total - penalty[defence]
    if not compared and rules.equal_totals is not EqualTotals.LITIGE:
        compared = 1 if rules.equal_totals is EqualTotals.MADE else -1
    held_over = 0
    belote_only: Team | None = None
    made: bool | None
    # A capot decides the donne whatever the annonces: the takers' capot is a
    # contract made that takes the defence's annonces (§10.1 a), the defence's
    # capot a chute that takes the takers' (§10.1 b).
    if donne.capot is taker or (donne.capot is None and compared > 0):
        made = True
        if donne.capot is not taker:
            takers_mark, defence_mark = takers_total, defence_total
        elif rules.defence_capot_keeps_annonces:
            takers_mark = capot_points(trump, contree=False) + own_annonces + own
            defence_mark = their_annonces + theirs
            belote_only = None if their_annonces else defence
        else:
            takers_mark = capot_points(trump, contree=False) + all_annonces + own
            defence_mark, belote_only = theirs, defence
    elif donne.capot is defence or compared < 0:
        made, belote_only = False, taker
        takers_mark = own
        chute = capot_points(trump, contree=False) if donne.capot is defence else CHUTE_CLASSIQUE
        defence_mark = chute + all_annonces + theirs
    else:
        made, takers_mark, defence_mark, held_over = None, 0, defence_total, takers_total
    if belote_only is not None and penalty[belote_only]:
        belote_only = None  # its marks hold a renonce's points, not a belote alone
    step = rules.rounding_step
    return DonneScore(
        made=made,
        litige=made is None,
        marks=PerTeam.of(
            taker,
            round_to(takers_mark + penalty[taker], step),
            round_to(defence_mark + penalty[defence], step),
        ),
        held_over=round_to(held_over, step),
        belote_only=belote_only,
    )


def annonce_points(donne: Donne, trump: Trump) -> PerTeam[int]:
    """The annonce points each team counts: resolved (§8.3), written from a sheet, or renonce.

    On a renonce (§8.4) the faulty team's declared annonces count for the other
    team, whose own annonces count as if the faulty team had declared nothing.
    """
    played, penalty = _played_annonces(donne, trump), renonce_points(donne, trump)
    return PerTeam(played.a + penalty.a, played.b + penalty.b)


def renonce_points(donne: Donne, trump: Trump) -> PerTeam[int]:
    """The points a renonce (§8.4) gives the other team: the faulty team's declared annonces."""
    faulty = donne.renonce
    if faulty is None:
        return NO_POINTS
    given = donne.annonce_points[faulty] or declared_points(donne.annonces[faulty], trump)
    return PerTeam.of(faulty.other, given, 0)


def _played_annonces(donne: Donne, trump: Trump) -> PerTeam[int]:
    """The annonces each team counts as its own: the resolved or written ones, without a
    renonce's points; on a renonce, the other team's own annonces counted alone."""
    written, lists, faulty = donne.annonce_points, donne.annonces, donne.renonce
    if faulty is not None:
        return PerTeam.of(faulty.other, declared_points(lists[faulty.other], trump), 0)
    if written != NO_POINTS:
        return written
    if not (lists.a or lists.b):
        return NO_POINTS
    return counted_annonces(lists, trump)
