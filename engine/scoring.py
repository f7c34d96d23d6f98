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

from engine.annonces import counted_annonces
from engine.cards import Trump, capot_points, total_points
from engine.donne import CAPOT, Donne, PerTeam, Team
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
    """Check ``donne`` against ``rules`` and score it; raise a DonneError if it cannot exist."""
    check_donne(donne, rules)
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


def _realised(points: int, trump: Trump, rounding: bool) -> int:
    """Points réalisés as marked: converted in Tout Atout, rounded when the option is on."""
    if trump is Trump.TOUT_ATOUT:
        num, den = TA_CONVERSION
        if rounding:
            return (points * num + 5 * den) // (10 * den) * 10
        return (2 * points * num + den) // (2 * den)
    return round_ten(points) if rounding else points


def _score_contree(donne: Donne, taker: Team, rules: Rules) -> DonneScore:
    trump = donne.trump
    assert trump is not None and donne.contract is not None  # checked by check_donne
    points, defence_points = _card_points(donne, taker, trump, True)
    own = BELOTE * donne.belotes[taker]
    theirs = BELOTE * donne.belotes[taker.other]
    factor = donne.coinche.factor
    takers_capot = donne.capot is taker
    if donne.contract == CAPOT:
        made = takers_capot
        base = CAPOT_CONTRACT * factor
        if not made:
            return _marks(taker, False, 0, base + own + theirs)
        if factor == 1:
            return _marks(taker, True, base + own, theirs)
        return _marks(taker, True, base + own + theirs, 0)

    contract = int(donne.contract)
    if trump is Trump.TOUT_ATOUT:
        num, den = TA_CONVERSION
        made = points * num + own * den >= contract * den
    else:
        made = points + own >= contract
    asked = contract if rules.counting is Counting.FAITS_ET_DEMANDES else 0
    if factor == 1:
        if made:
            rounding = bool(rules.rounding)
            return _marks(
                taker,
                True,
                _realised(points, trump, rounding) + asked + own,
                _realised(defence_points, trump, rounding) + theirs,
            )
        return _marks(taker, False, 0, CHUTE_CONTREE + asked + own + theirs)
    base = (CHUTE_CONTREE if rules.contre_reduced else CHUTE_CONTREE * factor) + asked * factor
    if made:
        bonus = CONTRE_CAPOT_BONUS if takers_capot else 0
        return _marks(taker, True, base + bonus + own + theirs, 0)
    return _marks(taker, False, 0, base + own + theirs)


def _marks(taker: Team, made: bool, takers: int, defence: int) -> DonneScore:
    return DonneScore(made=made, litige=False, marks=PerTeam.of(taker, takers, defence))


def _score_classique(donne: Donne, taker: Team, rules: Rules) -> DonneScore:
    trump = donne.trump
    assert trump is not None  # checked by check_donne
    defence = taker.other
    points, defence_points = _card_points(donne, taker, trump, False)
    own = BELOTE * donne.belotes[taker]
    theirs = BELOTE * donne.belotes[defence]
    if not (donne.annonces.a or donne.annonces.b):
        own_annonces = their_annonces = 0
    else:
        counted = counted_annonces(donne.annonces, trump)
        own_annonces, their_annonces = counted[taker], counted[defence]
    all_annonces = own_annonces + their_annonces
    takers_total = points + own + own_annonces
    defence_total = defence_points + theirs + their_annonces
    held_over = 0
    belote_only: Team | None = None
    made: bool | None
    # A capot decides the donne whatever the annonces: the takers' capot is a
    # contract made that takes the defence's annonces (§10.1 a), the defence's
    # capot a chute that takes the takers' (§10.1 b).
    if donne.capot is taker or (donne.capot is None and takers_total > defence_total):
        made = True
        if donne.capot is taker:
            takers_mark = capot_points(trump, contree=False) + all_annonces + own
            defence_mark, belote_only = theirs, defence
        else:
            takers_mark, defence_mark = takers_total, defence_total
    elif donne.capot is defence or takers_total < defence_total:
        made, belote_only = False, taker
        takers_mark = own
        chute = capot_points(trump, contree=False) if donne.capot is defence else CHUTE_CLASSIQUE
        defence_mark = chute + all_annonces + theirs
    else:
        made, takers_mark, defence_mark, held_over = None, 0, defence_total, takers_total
    if rules.rounding:
        takers_mark, defence_mark = round_ten(takers_mark), round_ten(defence_mark)
        held_over = round_ten(held_over)
    return DonneScore(
        made=made,
        litige=made is None,
        marks=PerTeam.of(taker, takers_mark, defence_mark),
        held_over=held_over,
        belote_only=belote_only,
    )
