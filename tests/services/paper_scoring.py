"""The marks of a donne and the totals of a sheet, written again from the rule texts alone.

The scoring specification (shared/spec/scoring.md, from the FFB texts) read
line by line, without the engine's scoring: the paper-totals oracle
(:mod:`tests.services.paper_reference`) checks every sheet it has the engine
score against these totals, so that a mistake of the engine's scoring is caught
there, not taken for the truth. Which donnes can exist (impossible points, a
contract out of range, a sheet that goes on after its end) is the engine's
validation, not checked here: only what a donne the engine accepts scores.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from math import floor
from typing import Final

from engine import CAPOT, Coinche, Donne, PerTeam, Rules, Team, Trump
from engine.annonces import Annonce, AnnonceKind
from engine.house_rules import BothOverTarget
from engine.rules import Counting, EqualTotals, Tie

SEQUENCE_ORDER: Final = "789TJQKA"
"""Ranks as a sequence runs (§8.1): a sequence's height is its highest card."""
CARRE_STRENGTH: Final = {False: "QKTA9J", True: "9JQKTA"}
"""Carrés from the weakest to the strongest (§8.3): J 9 A 10 K Q the strongest first with a
trump suit and in Tout Atout, A 10 K Q J 9 in Sans Atout."""
CARRE_POINTS: Final = {
    False: {"J": 200, "9": 150, "A": 100, "T": 100, "K": 100, "Q": 100},
    True: {"A": 200, "T": 150, "J": 100, "9": 100, "K": 100, "Q": 100},
}
SEQUENCE_POINTS: Final = {AnnonceKind.TIERCE: 20, AnnonceKind.CINQUANTE: 50, AnnonceKind.CENT: 100}
SEQUENCE_STRENGTH: Final = {AnnonceKind.TIERCE: 1, AnnonceKind.CINQUANTE: 2, AnnonceKind.CENT: 3}
COINCHED: Final = {Coinche.CONTRE: 320, Coinche.SURCONTRE: 640}
CAPOT_CONTRACT: Final = {Coinche.NONE: 500, Coinche.CONTRE: 1000, Coinche.SURCONTRE: 2000}
FACTOR: Final = {Coinche.NONE: 1, Coinche.CONTRE: 2, Coinche.SURCONTRE: 4}
CONTRACTS: Final = (*range(80, 161, 10), CAPOT)

TRUMP_SUIT: Final = (20, 14, 11, 10, 4, 3, 0, 0)
PLAIN_SUIT: Final = (11, 10, 4, 3, 2, 0, 0, 0)
SANS_ATOUT: Final = (19, 10, 4, 3, 2, 0, 0, 0)
TOUT_ATOUT_CLASSIQUE: Final = (13, 9, 6, 5, 3, 2, 0, 0)
"""The eight cards of a suit, by mode (the card values' table of the specification)."""


@dataclass(frozen=True, slots=True)
class Marks:
    """What a donne gives each team, and for a classique litige the takers' total held over."""

    a: int
    b: int
    litige: bool = False
    made: bool | None = None
    held: int = 0

    def of(self, team: Team) -> int:
        return self.a if team is Team.A else self.b


@dataclass(frozen=True, slots=True)
class PaperPartie:
    """A sheet's donnes, each one's marks as the sheet's line shows them (a litige's held
    total added to the donne that wins it), its totals, and how it ended."""

    donnes: tuple[Donne, ...]
    lines: tuple[Marks, ...]
    totals: PerTeam[int]
    winner: Team | None
    is_over: bool


def paper_partie(rules: Rules, donnes: Sequence[Donne]) -> PaperPartie | None:
    """The partie of ``donnes``; ``None`` when one cannot be on a sheet, or comes after the
    partie ended (§10.4, §10.3 for classique)."""
    totals = {Team.A: 0, Team.B: 0}
    held, lines = 0, []
    ended: tuple[Team | None] | None = None
    for donne in donnes:
        if ended is not None or not accepted(rules, donne):
            return None
        marks = donne_marks(rules, donne)
        line = {Team.A: marks.a, Team.B: marks.b}
        if donne.taker is not None:  # a blanche or the arbiter's decision: the held total waits
            if held:
                line[donne.taker if marks.made and not marks.litige else donne.taker.other] += held
            held = marks.held
        for team in Team:
            totals[team] += line[team]
        lines.append(Marks(line[Team.A], line[Team.B], marks.litige, marks.made, marks.held))
        ended = _end(rules, donne, marks, totals, len(lines))
    winner = ended[0] if ended is not None else None
    return PaperPartie(
        tuple(donnes), tuple(lines), PerTeam(totals[Team.A], totals[Team.B]), winner,
        ended is not None,
    )  # fmt: skip


def _end(
    rules: Rules, donne: Donne, marks: Marks, totals: dict[Team, int], number: int
) -> tuple[Team | None] | None:
    """``(winner,)`` when the partie ends on this donne (``(None,)``: a draw), else ``None``."""
    if rules.target is not None:
        reached = [team for team in Team if totals[team] >= rules.target]
        if not rules.is_contree and donne.taker is not None:
            # §10.3: not on a donne where all a team scored was its belote: it fell, or was capot
            beaten = donne.taker if marks.made is False else None
            if marks.made and donne.capot is donne.taker:
                beaten = donne.defence
            reached = [team for team in reached if team is not beaten]
        if len(reached) == 2 and rules.both_over_target is BothOverTarget.DRAW:
            return (None,)
        if len(reached) == 1 or (reached and totals[Team.A] != totals[Team.B]):
            return (max(reached, key=lambda team: totals[team]),)
        return None
    if rules.donnes is not None and number >= rules.donnes:
        if totals[Team.A] != totals[Team.B]:
            return (Team.A if totals[Team.A] > totals[Team.B] else Team.B,)
        return (None,) if rules.tie is Tie.DRAW else None
    return None


def sheet_totals(rules: Rules, donnes: Sequence[Donne]) -> PerTeam[int]:
    """Each team's total (the engine's sheets only: one it accepts)."""
    partie = paper_partie(rules, donnes)
    assert partie is not None
    return partie.totals


def total(trump: Trump, *, contree: bool) -> int:
    """A donne's card points, dix de der included: 162, or 258 in contrée Tout Atout."""
    return 258 if contree and trump is Trump.TOUT_ATOUT else 162


def _deck(trump: Trump, *, contree: bool) -> tuple[int, ...]:
    if trump is Trump.SANS_ATOUT:
        return SANS_ATOUT * 4
    if trump is Trump.TOUT_ATOUT:
        return (TRUMP_SUIT if contree else TOUT_ATOUT_CLASSIQUE) * 4
    return TRUMP_SUIT + PLAIN_SUIT * 3


@cache
def possible(trump: Trump, *, contree: bool) -> frozenset[int]:
    """The takers' points some set of won tricks gives: the cards of 1 to 7 tricks, with the
    dix de der or without; none, or every trick (the capot's points, said apart)."""
    sums: set[tuple[int, int]] = {(0, 0)}  # (cards, points) of the subsets of the deck
    for value in _deck(trump, contree=contree):
        sums |= {(count + 1, points + value) for count, points in sums}
    cards = {points for count, points in sums if count % 4 == 0 and 4 <= count <= 28}
    whole = total(trump, contree=contree)
    return frozenset({0, whole} | cards | {points + 10 for points in cards})


def accepted(rules: Rules, donne: Donne) -> bool:
    """Whether the donne can be on a sheet under ``rules`` (the specification's « A donne as
    entered » and « What an arbiter writes from a paper sheet »)."""
    if donne.decision is not None or donne.taker is None:
        return True
    trump, points = donne.trump, donne.points
    if trump is None or points is None:
        return False
    contree = rules.is_contree
    if trump in (Trump.SANS_ATOUT, Trump.TOUT_ATOUT) and not rules.sans_atout_tout_atout:
        return False
    if contree != (donne.contract is not None) or (
        not contree and donne.coinche is not Coinche.NONE
    ):
        return False
    if contree and donne.contract not in CONTRACTS:
        return False
    return _points_hold(donne, trump, points, contree=contree) and _extras_hold(rules, donne)


def _points_hold(donne: Donne, trump: Trump, points: int, *, contree: bool) -> bool:
    whole = total(trump, contree=contree)
    with_capot = whole + 90  # every trick: the dix de der counts 100
    if donne.capot is donne.taker:
        return points in (whole, with_capot)
    if donne.capot is not None:
        return points == 0
    return points in possible(trump, contree=contree)


def _extras_hold(rules: Rules, donne: Donne) -> bool:
    belotes = donne.belotes.a + donne.belotes.b
    most = {Trump.SANS_ATOUT: 0, Trump.TOUT_ATOUT: 4}.get(donne.trump, 1)  # type: ignore[arg-type]
    if min(donne.belotes.a, donne.belotes.b) < 0 or belotes > most:
        return False
    lists, written = donne.annonces, donne.annonce_points
    if not rules.annonces or rules.is_contree:
        return not (lists.a or lists.b or written.a or written.b or donne.renonce)
    if (written.a or written.b) and (lists.a or lists.b or (written.a and written.b)):
        return False  # a list and a number are not mixed; one team only scores annonces
    if not all(_annonce_sum(value) for value in (written.a, written.b) if value):
        return False
    faulty = donne.renonce
    if faulty is not None and not (lists[faulty] or written[faulty]):
        return False
    return not any(
        donne.belotes[team] and _holds_belote_card(donne, annonce)
        for team in Team
        for annonce in lists[team.other]
    )


SEQUENCE_LENGTH: Final = {AnnonceKind.TIERCE: 3, AnnonceKind.CINQUANTE: 4, AnnonceKind.CENT: 5}


def _holds_belote_card(donne: Donne, annonce: Annonce) -> bool:
    """Whether ``annonce`` needs the king or the queen of the trump suit, which the team with
    the belote holds (§7): the other team cannot show it."""
    suit = donne.trump.suit if donne.trump is not None else None
    if suit is None:  # Sans Atout has no belote; Tout Atout's may be in any suit
        return False
    if annonce.kind is AnnonceKind.CARRE:
        return annonce.high.value in "KQ"
    top = SEQUENCE_ORDER.index(annonce.high.value)
    ranks = SEQUENCE_ORDER[top - SEQUENCE_LENGTH[annonce.kind] + 1 : top + 1]
    return annonce.suit == suit and ("K" in ranks or "Q" in ranks)


def _annonce_sum(points: int) -> bool:
    """20, or a multiple of 10 from 40 to 550: a sum of annonce values (§8.1)."""
    return points == 20 or (points % 10 == 0 and 40 <= points <= 550)


def donne_marks(rules: Rules, donne: Donne) -> Marks:
    if donne.decision is not None:
        return Marks(donne.decision.a, donne.decision.b)
    if donne.taker is None:
        return Marks(0, 0)
    return _contree(rules, donne) if rules.is_contree else _classique(rules, donne)


def _step(rules: Rules) -> int:
    """The multiple marks (contrée: points réalisés) are rounded to; contrée rounds by default
    (§10.3), classique counts to the point (§10.2)."""
    if rules.rounding is None:
        return 10 if rules.is_contree else 0
    if isinstance(rules.rounding, bool):
        return 10 if rules.rounding else 0
    return rules.rounding


def _half_up(value: Fraction, step: int) -> int:
    """To the nearest multiple of ``step`` (a unit when 0), a half going up: 85 → 90."""
    unit = step or 1
    return floor(value / unit + Fraction(1, 2)) * unit


def _team_marks(taker: Team, takers: int, defence: int, **score: object) -> Marks:
    a, b = (takers, defence) if taker is Team.A else (defence, takers)
    return Marks(a, b, **score)  # type: ignore[arg-type]


def _contree(rules: Rules, donne: Donne) -> Marks:
    taker = donne.taker
    assert taker is not None and donne.points is not None
    defence = taker.other
    tout_atout = donne.trump is Trump.TOUT_ATOUT
    step = _step(rules)

    def converted(points: int) -> Fraction:  # §11.3: Tout Atout counts on 162 of its 258
        return Fraction(points * 162, 258) if tout_atout else Fraction(points)

    capot = donne.capot is taker
    whole = 348 if tout_atout else 252  # every trick, dix de der at 100
    takers_points = whole if capot else donne.points
    defence_points = 0 if capot else (258 if tout_atout else 162) - donne.points
    realised = PerTeam.of(
        taker,
        _half_up(converted(takers_points), step),
        _half_up(converted(defence_points), step),
    )
    belotes = PerTeam(20 * donne.belotes.a, 20 * donne.belotes.b)
    every = belotes.a + belotes.b
    faits_et_demandes = rules.counting is Counting.FAITS_ET_DEMANDES
    factor = FACTOR[donne.coinche]

    def with_every_belote(takers: int, defence_marks: int, to: Team) -> Marks:
        """``to`` gets every belote of the donne, or each team its own (belote imprenable)."""
        if rules.belote_imprenable:
            takers += belotes[taker]
            defence_marks += belotes[defence]
        elif to is taker:
            takers += every
        else:
            defence_marks += every
        return _team_marks(taker, takers, defence_marks, made=to is taker)

    if donne.contract == CAPOT:
        value = CAPOT_CONTRACT[donne.coinche]
        if not capot:
            return with_every_belote(0, value, defence)
        if donne.coinche is Coinche.NONE:
            return _team_marks(taker, value + belotes[taker], belotes[defence], made=True)
        return with_every_belote(value, 0, taker)
    contract = donne.contract
    assert isinstance(contract, int)
    made = converted(donne.points) + belotes[taker] >= contract
    demanded = factor * contract if faits_et_demandes else 0
    if donne.coinche is Coinche.NONE:
        if made:
            return _team_marks(
                taker,
                realised[taker] + demanded + belotes[taker],
                realised[defence] + belotes[defence],
                made=True,
            )
        return with_every_belote(0, 160 + demanded, defence)
    fixed = 160 if faits_et_demandes and rules.contre_reduced else COINCHED[donne.coinche]
    if made:
        return with_every_belote(fixed + (100 if capot else 0) + demanded, 0, taker)
    return with_every_belote(0, fixed + demanded, defence)


def _classique(rules: Rules, donne: Donne) -> Marks:
    taker = donne.taker
    assert taker is not None and donne.points is not None
    defence = taker.other
    step = _step(rules)
    counted, penalty = _annonces(rules, donne)
    belotes = PerTeam(20 * donne.belotes.a, 20 * donne.belotes.b)
    capot_taken, capot_lost = donne.capot is taker, donne.capot is defence
    cards = PerTeam.of(
        taker,
        252 if capot_taken else 0 if capot_lost else donne.points,
        252 if capot_lost else 0 if capot_taken else 162 - donne.points,
    )
    total = {team: cards[team] + belotes[team] + counted[team] + penalty[team] for team in Team}
    compared = (
        (donne.points, 162 - donne.points)
        if rules.contract_on_card_points
        else (total[taker], total[defence])
    )
    if capot_taken or compared[0] > compared[1]:
        made: bool | None = True
    elif compared[0] < compared[1]:
        made = False
    else:
        made = {EqualTotals.MADE: True, EqualTotals.FALLEN: False}.get(rules.equal_totals)

    def rounded(takers: int, defence_marks: int, **score: object) -> Marks:
        return _team_marks(
            taker,
            _half_up(Fraction(takers), step),
            _half_up(Fraction(defence_marks), step),
            **score,
        )

    both_annonces = counted.a + counted.b
    if made is None:  # litige: the takers' total waits for the next donne played
        held = _half_up(Fraction(total[taker] - penalty[taker]), step)
        return rounded(penalty[taker], total[defence], litige=True, held=held)
    if made and capot_taken:
        if rules.defence_capot_keeps_annonces:
            return rounded(total[taker], total[defence] - cards[defence], made=True)
        takers = 252 + both_annonces + belotes[taker] + penalty[taker]
        return rounded(takers, belotes[defence] + penalty[defence], made=True)
    if made:
        return rounded(total[taker], total[defence], made=True)
    tricks = 252 if capot_lost else 162
    defence_marks = tricks + both_annonces + belotes[defence] + penalty[defence]
    return rounded(belotes[taker] + penalty[taker], defence_marks, made=False)


def annonce_points(rules: Rules, donne: Donne) -> PerTeam[int]:
    """The annonce points each team marks: those that count (§8.3), and a renonce's (§8.4)."""
    counted, penalty = _annonces(rules, donne)
    return PerTeam(counted.a + penalty.a, counted.b + penalty.b)


def _annonces(rules: Rules, donne: Donne) -> tuple[PerTeam[int], PerTeam[int]]:
    """The annonce points that count for each team (§8.3), and those a renonce gives (§8.4)."""
    sans_atout = donne.trump is Trump.SANS_ATOUT
    declared = {
        team: donne.annonce_points[team]
        or sum(_points(annonce, sans_atout=sans_atout) for annonce in donne.annonces[team])
        for team in Team
    }
    faulty = donne.renonce
    if faulty is not None:  # the other team scores them, and all of its own count
        return (
            PerTeam.of(faulty, 0, declared[faulty.other]),
            PerTeam.of(faulty, 0, declared[faulty]),
        )
    if not rules.annonces or (donne.annonce_points.a or donne.annonce_points.b):
        return PerTeam(declared[Team.A], declared[Team.B]), PerTeam(0, 0)
    best = {team: _strongest(donne, team) for team in Team}
    if best[Team.A] is None or best[Team.B] is None or best[Team.A] != best[Team.B]:
        winner = max(Team, key=lambda team: best[team] or (0,))
        return PerTeam.of(winner, declared[winner], 0), PerTeam(0, 0)
    return PerTeam(0, 0), PerTeam(0, 0)  # equal annonces: nothing counts for either (§8.3)


def _points(annonce: Annonce, *, sans_atout: bool) -> int:
    if annonce.kind is AnnonceKind.CARRE:
        return CARRE_POINTS[sans_atout][annonce.high.value]
    return SEQUENCE_POINTS[annonce.kind]


def _strongest(donne: Donne, team: Team) -> tuple[int, ...] | None:
    """The team's strongest annonce as a comparable key: carrés first, in their order, then
    cent, cinquante, tierce, then the higher height, then the trump suit's."""
    sans_atout = donne.trump is Trump.SANS_ATOUT
    trump_suit = donne.trump.suit if donne.trump is not None else None
    keys = []
    for annonce in donne.annonces[team]:
        if annonce.kind is AnnonceKind.CARRE:
            keys.append((4, CARRE_STRENGTH[sans_atout].index(annonce.high.value), 0))
        else:
            in_trump = donne.trump is Trump.TOUT_ATOUT or annonce.suit == trump_suit
            height = SEQUENCE_ORDER.index(annonce.high.value)
            keys.append((SEQUENCE_STRENGTH[annonce.kind], height, int(in_trump)))
    return max(keys, default=None)
