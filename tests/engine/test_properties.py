"""Properties of the scoring engine over random valid (and invalid) donnes, both variants.

The strategies draw donnes that can really happen: points a set of tricks can
make (:func:`engine.points.possible_points`), capots consistent with the
points, belotes within the trump's limit, classique annonces that share no
card. The expected marks are computed here from the tables of
shared/spec/scoring.md, not with the engine's helpers.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable, Sequence
from fractions import Fraction
from itertools import combinations
from typing import Any

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from engine.annonces import Annonce, AnnonceKind
from engine.cards import Rank, Suit, Trump, capot_points, total_points
from engine.donne import CAPOT, Coinche, Donne, PerTeam, Team
from engine.errors import AnnonceError, DonneError, EngineError, PartieOverError
from engine.partie import Partie
from engine.points import possible_points
from engine.rules import Counting, Rules, Tie, Variant
from engine.scoring import DonneScore, score_donne

DONNE_FIELDS = frozenset(field.name for field in dataclasses.fields(Donne))
SUIT_TRUMPS = (Trump.PIQUE, Trump.COEUR, Trump.CARREAU, Trump.TREFLE)
CONTRACTS = tuple(range(80, 161, 10))
SEQUENCE_ORDER = tuple(Rank)  # 7 8 9 T J Q K A (§8.1)
SEQUENCE_LENGTH = {AnnonceKind.TIERCE: 3, AnnonceKind.CINQUANTE: 4, AnnonceKind.CENT: 5}
SEQUENCE_POINTS = {AnnonceKind.TIERCE: 20, AnnonceKind.CINQUANTE: 50, AnnonceKind.CENT: 100}
# Carrés strongest first with their points (scoring.md, "Annonces").
CARRES = {"J": 200, "9": 150, "A": 100, "T": 100, "K": 100, "Q": 100}
CARRES_SANS_ATOUT = {"A": 200, "T": 150, "K": 100, "Q": 100, "J": 100, "9": 100}
KIND_STRENGTH = {AnnonceKind.TIERCE: 1, AnnonceKind.CINQUANTE: 2, AnnonceKind.CENT: 3}


def round_ten(points: int) -> int:
    """Nearest ten, half up (§10.3)."""
    return (points + 5) // 10 * 10


# Strategies: rules


@st.composite
def contree_rules(draw: st.DrawFn, counting: Counting | None = None) -> Rules:
    counting = draw(st.sampled_from(Counting)) if counting is None else counting
    reduced = counting is Counting.FAITS_ET_DEMANDES and draw(st.booleans())
    return Rules(
        variant=Variant.CONTREE,
        counting=counting,
        rounding=draw(st.booleans()),
        sans_atout_tout_atout=draw(st.booleans()),
        contre_reduced=reduced,
    )


@st.composite
def classique_rules(draw: st.DrawFn) -> Rules:
    return Rules(
        variant=Variant.CLASSIQUE,
        rounding=draw(st.booleans()),
        sans_atout_tout_atout=draw(st.booleans()),
        annonces=draw(st.booleans()),
    )


any_rules = st.one_of(contree_rules(), classique_rules())


# Strategies: annonces


def annonce_cards(annonce: Annonce) -> frozenset[tuple[Rank, Suit]]:
    """The cards of an annonce, worked out here from §8.1."""
    if annonce.kind is AnnonceKind.CARRE:
        return frozenset((annonce.high, suit) for suit in Suit)
    assert annonce.suit is not None
    top = SEQUENCE_ORDER.index(annonce.high)
    low = top - SEQUENCE_LENGTH[annonce.kind] + 1
    return frozenset((rank, annonce.suit) for rank in SEQUENCE_ORDER[low : top + 1])


def fits_two_hands(annonces: Sequence[Annonce]) -> bool:
    """Whether one team's annonces can be held by its two players, eight cards each."""
    sizes = [len(annonce_cards(a)) for a in annonces]
    return any(
        sum(group) <= 8 and sum(sizes) - sum(group) <= 8
        for n in range(len(sizes) + 1)
        for group in combinations(sizes, n)
    )


carres = st.builds(
    Annonce, st.just(AnnonceKind.CARRE), st.sampled_from([Rank(code) for code in CARRES])
)


@st.composite
def sequences(draw: st.DrawFn) -> Annonce:
    kind = draw(st.sampled_from(list(SEQUENCE_LENGTH)))
    high = draw(st.sampled_from(SEQUENCE_ORDER[SEQUENCE_LENGTH[kind] - 1 :]))
    return Annonce(kind, high, draw(st.sampled_from(Suit)))


@st.composite
def annonces_for(
    draw: st.DrawFn, trump: Trump, belote_team: Team | None
) -> PerTeam[tuple[Annonce, ...]]:
    """Annonces of both teams that a real deal can hold.

    Candidates are drawn at random and kept when they share no card with the
    annonces kept so far, fit in the team's two hands and leave the king and
    queen of a belote to the team that declared it.
    """
    kept: dict[Team, list[Annonce]] = {Team.A: [], Team.B: []}
    used: set[tuple[Rank, Suit]] = set()
    belote_cards = (
        set()
        if belote_team is None or trump.suit is None
        else {(Rank.KING, trump.suit), (Rank.QUEEN, trump.suit)}
    )
    candidates = draw(
        st.lists(st.tuples(st.sampled_from(Team), st.one_of(carres, sequences())), max_size=6)
    )
    if draw(st.booleans()):
        # Sequences of the same kind and height: the one in the trump suit wins, and
        # when neither is, nobody counts (§8.3).
        kind = draw(st.sampled_from(list(SEQUENCE_LENGTH)))
        high = draw(st.sampled_from(SEQUENCE_ORDER[SEQUENCE_LENGTH[kind] - 1 :]))
        first, second = draw(st.permutations(list(Suit)))[:2]
        candidates = [
            (Team.A, Annonce(kind, high, first)),
            (Team.B, Annonce(kind, high, second)),
            *candidates,
        ]
    for team, annonce in candidates:
        cards = annonce_cards(annonce)
        if cards & used or (team is not belote_team and cards & belote_cards):
            continue
        if not fits_two_hands([*kept[team], annonce]):
            continue
        kept[team].append(annonce)
        used |= cards
    return PerTeam(tuple(kept[Team.A]), tuple(kept[Team.B]))


# Strategies: donnes


@st.composite
def belotes_for(draw: st.DrawFn, trump: Trump) -> PerTeam[int]:
    if trump is Trump.SANS_ATOUT:
        return PerTeam(0, 0)
    if trump is Trump.TOUT_ATOUT:
        a = draw(st.integers(0, 4))
        return PerTeam(a, draw(st.integers(0, 4 - a)))
    return draw(st.sampled_from([PerTeam(0, 0), PerTeam(1, 0), PerTeam(0, 1)]))


@st.composite
def donnes(
    draw: st.DrawFn,
    rules: Rules,
    *,
    trumps: Sequence[Trump] | None = None,
    capot: str | None = "any",
    coinche: Coinche | None = None,
    contract: Any = None,
) -> Donne:
    """A valid played donne under ``rules``.

    ``capot`` is ``"takers"``, ``"defence"``, ``None`` (no capot) or ``"any"``.
    """
    contree = rules.is_contree
    allowed = list(Trump) if rules.sans_atout_tout_atout else list(SUIT_TRUMPS)
    if trumps is not None:
        allowed = [t for t in allowed if t in trumps]
    # Sans Atout and Tout Atout drawn as often as the four suits together.
    suits = [t for t in allowed if t.suit is not None]
    others = [t for t in allowed if t.suit is None]
    trump = draw(st.one_of([st.sampled_from(group) for group in (suits, others) if group]))
    taker = draw(st.sampled_from(Team))
    if capot == "any":
        capot = draw(st.sampled_from(["takers", "defence", None, None, None, None]))
    if capot == "takers":
        # A takers' capot is entered as 252 (or 348), or as the ordinary total.
        points = draw(
            st.sampled_from(
                [capot_points(trump, contree=contree), total_points(trump, contree=contree)]
            )
        )
        capot_team: Team | None = taker
    elif capot == "defence":
        points, capot_team = 0, taker.other
    else:
        points = draw(st.sampled_from(sorted(possible_points(trump, contree=contree))))
        capot_team = None
    belotes = draw(belotes_for(trump))
    fields: dict[str, Any] = {
        "taker": taker,
        "trump": trump,
        "points": points,
        "capot": capot_team,
        "belotes": belotes,
    }
    if contree:
        fields["contract"] = (
            draw(st.sampled_from([*CONTRACTS, CAPOT])) if contract is None else contract
        )
        fields["coinche"] = draw(st.sampled_from(Coinche)) if coinche is None else coinche
    elif rules.annonces:
        belote_team = None
        if trump.suit is not None and belotes.a + belotes.b:
            belote_team = Team.A if belotes.a else Team.B
        fields["annonces"] = draw(annonces_for(trump, belote_team))
    return Donne(**fields)


# Independent computations from scoring.md


def card_points(donne: Donne, contree: bool) -> tuple[int, int]:
    """Takers' and defence's card points; a capot is worth 252 (348 in contrée TA)."""
    assert donne.trump is not None and donne.points is not None
    capot = capot_points(donne.trump, contree=contree)
    if donne.capot is donne.taker:
        return capot, 0
    if donne.capot is not None:
        return 0, capot
    return donne.points, total_points(donne.trump, contree=contree) - donne.points


def strength(annonce: Annonce, trump: Trump) -> tuple[int, int, int]:
    if annonce.kind is AnnonceKind.CARRE:
        order = list(CARRES_SANS_ATOUT if trump is Trump.SANS_ATOUT else CARRES)
        return (4, len(order) - order.index(annonce.high.value), 0)
    in_trump = trump is Trump.TOUT_ATOUT or annonce.suit is trump.suit
    return (KIND_STRENGTH[annonce.kind], SEQUENCE_ORDER.index(annonce.high), int(in_trump))


def annonce_points(annonce: Annonce, trump: Trump) -> int:
    if annonce.kind is AnnonceKind.CARRE:
        table = CARRES_SANS_ATOUT if trump is Trump.SANS_ATOUT else CARRES
        return table[annonce.high.value]
    return SEQUENCE_POINTS[annonce.kind]


def counted(donne: Donne) -> tuple[int, int]:
    """Takers' and defence's counted annonces (§8.3): the strongest team counts all of its own."""
    trump, taker = donne.trump, donne.taker
    assert trump is not None and taker is not None
    best = {
        team: max((strength(a, trump) for a in donne.annonces[team]), default=(0, 0, 0))
        for team in Team
    }
    totals = {team: sum(annonce_points(a, trump) for a in donne.annonces[team]) for team in Team}
    if best[Team.A] == best[Team.B]:
        return 0, 0
    winner = Team.A if best[Team.A] > best[Team.B] else Team.B
    mine = {team: totals[team] if team is winner else 0 for team in Team}
    return mine[taker], mine[taker.other]


def classique_totals(donne: Donne) -> tuple[int, int]:
    """Each team's total: card points + own belotes + counted annonces (§10.1)."""
    assert donne.taker is not None
    points, defence_points = card_points(donne, contree=False)
    own, theirs = counted(donne)
    return (
        points + 20 * donne.belotes[donne.taker] + own,
        defence_points + 20 * donne.belotes[donne.taker.other] + theirs,
    )


def contree_made(donne: Donne) -> bool:
    """§10.1.1, with the Tout Atout conversion of §11.3 (exact, belotes not converted)."""
    assert donne.taker is not None
    if donne.contract == CAPOT:
        return donne.capot is donne.taker
    points, _ = card_points(donne, contree=True)
    converted = Fraction(points * 162, 258) if donne.trump is Trump.TOUT_ATOUT else Fraction(points)
    assert isinstance(donne.contract, int)
    return converted + 20 * donne.belotes[donne.taker] >= donne.contract


def takers_defence(donne: Donne, score: DonneScore) -> tuple[int, int]:
    assert donne.taker is not None
    return score.marks[donne.taker], score.marks[donne.taker.other]


def own_belotes(donne: Donne) -> tuple[int, int]:
    assert donne.taker is not None
    return 20 * donne.belotes[donne.taker], 20 * donne.belotes[donne.taker.other]


# Strategies built on the computations above


def as_litige(donne: Donne) -> Donne | None:
    """The same classique donne with the points that make both totals equal, if they exist."""
    assert donne.taker is not None and donne.trump is not None
    if donne.capot is not None:
        return None
    own, theirs = own_belotes(donne)
    own_annonces, their_annonces = counted(donne)
    twice = 162 + theirs + their_annonces - own - own_annonces
    if twice % 2 or twice // 2 not in possible_points(donne.trump, contree=False):
        return None
    return dataclasses.replace(donne, points=twice // 2)


@st.composite
def classique_donnes(draw: st.DrawFn, rules: Rules) -> Donne:
    """Classique donnes, a good share of them litiges (equal totals, §10.1 c)."""
    donne = draw(donnes(rules, capot=None if draw(st.booleans()) else "any"))
    litige = as_litige(donne)
    return donne if litige is None or draw(st.booleans()) else litige


@st.composite
def rules_and_donne(draw: st.DrawFn, rules: st.SearchStrategy[Rules] = any_rules) -> Any:
    chosen = draw(rules)
    return chosen, draw(donnes(chosen) if chosen.is_contree else classique_donnes(chosen))


# Properties of valid donnes


@given(rules_and_donne())
def test_marks_are_never_negative_integers(case: tuple[Rules, Donne]) -> None:
    rules, donne = case
    score = score_donne(donne, rules)
    for mark in (score.marks.a, score.marks.b, score.held_over):
        assert type(mark) is int
        assert mark >= 0
    assert isinstance(score.made, bool) or score.made is None
    assert score.litige == (score.made is None)


@given(st.data())
def test_contree_standard_made_points_faits_keep_the_card_points(data: st.DataObject) -> None:
    rules = data.draw(contree_rules(counting=Counting.POINTS_FAITS))
    donne = data.draw(
        donnes(
            rules,
            trumps=(*SUIT_TRUMPS, Trump.SANS_ATOUT),
            capot=None,
            coinche=Coinche.NONE,
            contract=80,
        )
    )
    assert donne.points is not None
    own, theirs = own_belotes(donne)
    reachable = [c for c in CONTRACTS if c <= donne.points + own]
    if not reachable:
        return
    donne = dataclasses.replace(donne, contract=data.draw(st.sampled_from(reachable)))
    score = score_donne(donne, rules)
    assert score.made is True
    takers, defence = takers_defence(donne, score)
    together = takers - own + defence - theirs
    if rules.rounding:
        assert together == round_ten(donne.points) + round_ten(162 - donne.points)
        assert together in (160, 170)
    else:
        assert together == 162
        assert (takers - own, defence - theirs) == (donne.points, 162 - donne.points)


def realised(points: int, trump: Trump, rounding: bool) -> int:
    """Points réalisés as marked: converted at Tout Atout (§11.3), rounded half up (§10.3)."""
    exact = Fraction(points * 162, 258) if trump is Trump.TOUT_ATOUT else Fraction(points)
    unit = 10 if rounding else 1
    return math.floor(exact / unit + Fraction(1, 2)) * unit


@given(st.data())
def test_contree_standard_made_marks_points_realises(data: st.DataObject) -> None:
    """Every trump (Tout Atout converted), both countings, capot or not."""
    rules = data.draw(contree_rules())
    donne = data.draw(donnes(rules, capot=data.draw(st.sampled_from([None, "takers"]))))
    donne = dataclasses.replace(donne, coinche=Coinche.NONE)
    made = [c for c in CONTRACTS if contree_made(dataclasses.replace(donne, contract=c))]
    if not made:
        return
    donne = dataclasses.replace(donne, contract=data.draw(st.sampled_from(made)))
    assert donne.trump is not None and isinstance(donne.contract, int)
    score = score_donne(donne, rules)
    asked = donne.contract if rules.counting is Counting.FAITS_ET_DEMANDES else 0
    points, defence_points = card_points(donne, contree=True)
    own, theirs = own_belotes(donne)
    assert score.made is True
    assert takers_defence(donne, score) == (
        realised(points, donne.trump, bool(rules.rounding)) + asked + own,
        realised(defence_points, donne.trump, bool(rules.rounding)) + theirs,
    )


@settings(max_examples=300)
@given(rules_and_donne())
def test_a_fallen_donne_leaves_the_takers_only_their_belotes_in_classique(
    case: tuple[Rules, Donne],
) -> None:
    rules, donne = case
    score = score_donne(donne, rules)
    if rules.is_contree:
        assert score.made is contree_made(donne)
    else:
        takers_total, defence_total = classique_totals(donne)
        if donne.capot is not None:
            assert score.made is (donne.capot is donne.taker)
        else:
            assert score.made is (
                None if takers_total == defence_total else takers_total > defence_total
            )
    if score.made is False:
        takers, _ = takers_defence(donne, score)
        own, _ = own_belotes(donne)
        assert takers == (0 if rules.is_contree else own)


@given(st.data())
def test_contre_and_surcontre_multiply_the_contract(data: st.DataObject) -> None:
    rules = data.draw(contree_rules())
    donne = data.draw(donnes(rules, contract=data.draw(st.sampled_from(CONTRACTS))))
    score = score_donne(donne, rules)
    assert isinstance(donne.contract, int)
    factor = {Coinche.NONE: 1, Coinche.CONTRE: 2, Coinche.SURCONTRE: 4}[donne.coinche]
    asked = donne.contract if rules.counting is Counting.FAITS_ET_DEMANDES else 0
    if rules.contre_reduced and factor > 1:
        expected = 160 + donne.contract * factor
    else:
        expected = (160 + asked) * factor
    all_belotes = sum(own_belotes(donne))
    takers, defence = takers_defence(donne, score)
    assert score.made is contree_made(donne)
    if not score.made:
        assert (takers, defence - all_belotes) == (0, expected)
    elif factor > 1:
        capot_bonus = 100 if donne.capot is donne.taker else 0
        assert (takers - all_belotes - capot_bonus, defence) == (expected, 0)


@given(st.data())
def test_capot_contract_marks(data: st.DataObject) -> None:
    rules = data.draw(contree_rules())
    donne = data.draw(donnes(rules, contract=CAPOT))
    score = score_donne(donne, rules)
    factor = {Coinche.NONE: 1, Coinche.CONTRE: 2, Coinche.SURCONTRE: 4}[donne.coinche]
    own, theirs = own_belotes(donne)
    takers, defence = takers_defence(donne, score)
    if donne.capot is not donne.taker:
        assert score.made is False
        assert (takers, defence) == (0, 500 * factor + own + theirs)
    elif factor == 1:
        assert score.made is True
        assert (takers, defence) == (500 + own, theirs)
    else:
        assert score.made is True
        assert (takers, defence) == (500 * factor + own + theirs, 0)


@settings(max_examples=300)
@given(st.data())
def test_classique_made_donne_marks_each_total(data: st.DataObject) -> None:
    rules = data.draw(classique_rules())
    donne = data.draw(classique_donnes(rules))
    score = score_donne(donne, rules)
    takers_total, defence_total = classique_totals(donne)
    takers, defence = takers_defence(donne, score)
    fit = round_ten if rules.rounding else (lambda points: points)
    assert score.litige == (takers_total == defence_total)
    if score.made and donne.capot is None:
        assert takers_total > defence_total
        assert (takers, defence) == (fit(takers_total), fit(defence_total))
    if score.litige:
        assert score.made is None
        assert (takers, defence) == (0, fit(defence_total))
        assert score.held_over == fit(takers_total)
    else:
        assert score.held_over == 0


@settings(max_examples=300)
@given(st.data())
def test_classique_capot_and_chute_follow_the_table(data: st.DataObject) -> None:
    rules = data.draw(classique_rules())
    donne = data.draw(donnes(rules))
    score = score_donne(donne, rules)
    takers_total, defence_total = classique_totals(donne)
    own, theirs = own_belotes(donne)
    annonces = sum(counted(donne))
    takers, defence = takers_defence(donne, score)
    fit = round_ten if rules.rounding else (lambda points: points)
    if donne.capot is donne.taker:
        # The takers' capot is made whatever the annonces (§10.1 a).
        assert score.made is True
        assert (takers, defence) == (fit(252 + annonces + own), theirs)
    elif donne.capot is not None or takers_total < defence_total:
        chute = 252 if donne.capot is not None else 162
        assert score.made is False
        assert (takers, defence) == (own, fit(chute + annonces + theirs))


@given(rules_and_donne())
def test_rounding_gives_multiples_of_ten(case: tuple[Rules, Donne]) -> None:
    rules, donne = case
    score = score_donne(donne, rules)
    if rules.rounding:
        assert score.marks.a % 10 == 0
        assert score.marks.b % 10 == 0
        assert score.held_over % 10 == 0


# Invalid donnes


def _no_capot(donne: Donne, points: object) -> Donne:
    return dataclasses.replace(donne, points=points, capot=None)  # type: ignore[arg-type]


Corruption = Callable[[Rules, Donne], tuple[Rules, Callable[[], Donne], set[str]] | None]


def _set(field: str, value: object, *expected: str) -> Corruption:
    def corrupt(rules: Rules, donne: Donne) -> Any:
        if field in ("contract", "coinche") and not rules.is_contree:
            return None
        return rules, lambda: dataclasses.replace(donne, **{field: value}), set(expected or {field})

    corrupt.__name__ = f"{field}={value!r}"
    return corrupt


def _points(value: Callable[[Donne, int], object]) -> Corruption:
    def corrupt(rules: Rules, donne: Donne) -> Any:
        assert donne.trump is not None
        total = total_points(donne.trump, contree=rules.is_contree)
        return rules, lambda: _no_capot(donne, value(donne, total)), {"points"}

    return corrupt


def _capot_points_without_capot(rules: Rules, donne: Donne) -> Any:
    assert donne.trump is not None
    points = capot_points(donne.trump, contree=rules.is_contree)
    return rules, lambda: _no_capot(donne, points), {"capot"}


def _wrong_capot(rules: Rules, donne: Donne) -> Any:
    assert donne.taker is not None and donne.trump is not None
    total = total_points(donne.trump, contree=rules.is_contree)
    if donne.capot is not None:
        team = donne.capot.other
    elif donne.points == 0:
        team = donne.taker
    elif donne.points == total:
        team = donne.taker.other
    else:
        team = donne.taker
    return rules, lambda: dataclasses.replace(donne, capot=team), {"capot"}


def _capot_for(side: str) -> Corruption:
    """A capot given to a team whose points say it did not win all eight tricks (§9.2)."""

    def corrupt(rules: Rules, donne: Donne) -> Any:
        assert donne.taker is not None and donne.trump is not None
        full = (
            total_points(donne.trump, contree=rules.is_contree),
            capot_points(donne.trump, contree=rules.is_contree),
        )
        if side == "takers" and donne.points not in full:
            team = donne.taker
        elif side == "defence" and donne.points != 0:
            team = donne.taker.other
        else:
            return None
        return rules, lambda: dataclasses.replace(donne, capot=team), {"capot"}

    return corrupt


def _in_classique(field: str, value: object) -> Corruption:
    """A contract or a coinche given in classique, where there is none (§4.2)."""

    def corrupt(rules: Rules, donne: Donne) -> Any:
        if rules.is_contree:
            return None
        return rules, lambda: dataclasses.replace(donne, **{field: value}), {field}

    return corrupt


def _belotes(trumps: Sequence[Trump], a: int, b: int) -> Corruption:
    def corrupt(rules: Rules, donne: Donne) -> Any:
        if donne.trump not in trumps:
            return None
        return rules, lambda: dataclasses.replace(donne, belotes=PerTeam(a, b)), {"belotes"}

    return corrupt


def _disabled_variant(trump: Trump) -> Corruption:
    def corrupt(rules: Rules, donne: Donne) -> Any:
        rules = dataclasses.replace(rules, sans_atout_tout_atout=False)
        return rules, lambda: dataclasses.replace(donne, trump=trump), {"trump"}

    return corrupt


TIERCE_KH = Annonce(AnnonceKind.TIERCE, Rank.KING, Suit.HEARTS)


def _annonces_where_none(rules: Rules, donne: Donne) -> Any:
    if not rules.is_contree and rules.annonces:
        return None
    annonces = PerTeam((TIERCE_KH,), ())
    return rules, lambda: dataclasses.replace(donne, annonces=annonces), {"annonces"}


def _bad_annonce(make: Callable[[], Annonce]) -> Corruption:
    def corrupt(rules: Rules, donne: Donne) -> Any:
        if rules.is_contree or not rules.annonces:
            return None
        return (
            rules,
            lambda: dataclasses.replace(donne, annonces=PerTeam((make(),), ())),
            {"annonces"},
        )

    return corrupt


def _shared_card(other: Annonce, same_team: bool) -> Corruption:
    def corrupt(rules: Rules, donne: Donne) -> Any:
        if rules.is_contree or not rules.annonces:
            return None
        annonces = PerTeam((TIERCE_KH, other), ()) if same_team else PerTeam((TIERCE_KH,), (other,))
        return rules, lambda: dataclasses.replace(donne, annonces=annonces), {"annonces"}

    return corrupt


def _more_than_two_hands(rules: Rules, donne: Donne) -> Any:
    """Three cents need 15 cards, but two hands of 8 hold two of them at most (§8)."""
    if rules.is_contree or not rules.annonces:
        return None
    cents = tuple(Annonce(AnnonceKind.CENT, Rank.ACE, suit) for suit in list(Suit)[:3])
    return rules, lambda: dataclasses.replace(donne, annonces=PerTeam((), cents)), {"annonces"}


CORRUPTIONS: tuple[Corruption, ...] = (
    _set("contract", 85),
    _set("contract", 170),
    _set("contract", 70),
    _set("contract", "cent"),
    _set("contract", None),
    _set("contract", 80.0),
    _set("contract", True),
    _set("coinche", "double"),
    _in_classique("contract", 80),
    _in_classique("contract", CAPOT),
    _in_classique("coinche", Coinche.CONTRE),
    _in_classique("coinche", Coinche.SURCONTRE),
    _points(lambda donne, total: 1),
    _points(lambda donne, total: total - 1),
    _points(lambda donne, total: -5),
    _points(lambda donne, total: 400),
    _points(lambda donne, total: True),
    _points(lambda donne, total: 12.5),
    _points(lambda donne, total: None),
    _points(lambda donne, total: str(total // 2)),
    _capot_points_without_capot,
    _wrong_capot,
    _capot_for("takers"),
    _capot_for("defence"),
    _belotes(SUIT_TRUMPS, 1, 1),
    _belotes(SUIT_TRUMPS, 2, 0),
    _belotes(SUIT_TRUMPS, 0, 2),
    _belotes((Trump.SANS_ATOUT,), 1, 0),
    _belotes((Trump.SANS_ATOUT,), 0, 1),
    _belotes((Trump.TOUT_ATOUT,), 5, 0),
    _belotes((Trump.TOUT_ATOUT,), 3, 2),
    _belotes(tuple(Trump), -1, 0),
    _belotes(tuple(Trump), 0, -1),
    _disabled_variant(Trump.SANS_ATOUT),
    _disabled_variant(Trump.TOUT_ATOUT),
    _set("trump", None),
    _set("trump", "pique"),
    _set("taker", "A", "taker"),
    _annonces_where_none,
    _bad_annonce(lambda: Annonce(AnnonceKind.CARRE, Rank.EIGHT)),
    _bad_annonce(lambda: Annonce(AnnonceKind.CARRE, Rank.SEVEN)),
    _bad_annonce(lambda: Annonce(AnnonceKind.TIERCE, Rank.EIGHT, Suit.SPADES)),
    _bad_annonce(lambda: Annonce(AnnonceKind.CENT, Rank.TEN, Suit.SPADES)),
    _bad_annonce(lambda: Annonce(AnnonceKind.CARRE, Rank.KING, Suit.HEARTS)),
    _bad_annonce(lambda: Annonce(AnnonceKind.TIERCE, Rank.KING)),
    _shared_card(Annonce(AnnonceKind.CARRE, Rank.KING), same_team=False),
    _shared_card(Annonce(AnnonceKind.CARRE, Rank.QUEEN), same_team=True),
    _shared_card(Annonce(AnnonceKind.CINQUANTE, Rank.ACE, Suit.HEARTS), same_team=False),
    _shared_card(TIERCE_KH, same_team=True),
    _more_than_two_hands,
)


@st.composite
def corrupted(draw: st.DrawFn) -> tuple[Rules, Callable[[], Donne], set[str]]:
    rules, donne = draw(rules_and_donne())
    applicable = [c(rules, donne) for c in CORRUPTIONS]
    return draw(st.sampled_from([case for case in applicable if case is not None]))


def assert_refused(make: Callable[[], Donne], rules: Rules, fields: set[str]) -> None:
    with pytest.raises(DonneError) as caught:
        score_donne(make(), rules)
    error = caught.value
    assert error.field in fields
    assert error.message.strip()
    if error.field != "taker":  # an unknown taker is a misspelling, not a rule broken
        assert "§" in error.message
    assert str(error) == error.message


@given(corrupted())
def test_a_corrupted_donne_is_refused_with_the_right_field(
    case: tuple[Rules, Callable[[], Donne], set[str]],
) -> None:
    rules, make, fields = case
    assert_refused(make, rules, fields)


def test_every_corruption_is_exercised() -> None:
    """Each corruption applies to at least one of these donnes: none is dead code."""
    contree = Rules(counting=Counting.FAITS_ET_DEMANDES, sans_atout_tout_atout=True)
    classique = Rules(variant=Variant.CLASSIQUE, annonces=True, sans_atout_tout_atout=True)
    cases = [
        (rules, Donne(taker=Team.B, trump=trump, points=100, **extra))
        for rules, extra in ((contree, {"contract": 80}), (classique, {}))
        for trump in (Trump.PIQUE, Trump.SANS_ATOUT, Trump.TOUT_ATOUT)
    ]
    for corruption in CORRUPTIONS:
        applied = [corruption(rules, donne) for rules, donne in cases]
        applied = [case for case in applied if case is not None]
        assert applied, corruption
        for rules, make, fields in applied:
            assert_refused(make, rules, fields)


GARBAGE = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-1000, 1000),
    st.floats(allow_nan=True),
    st.text(max_size=6),
    st.sampled_from([*Team, *Trump, *Coinche, CAPOT, 80, 162, 252, 0]),
    st.lists(st.integers(), max_size=2),
    st.dictionaries(st.text(max_size=2), st.integers(), max_size=2),
)
PER_TEAM_GARBAGE = st.builds(PerTeam, GARBAGE, GARBAGE)


def _field(valid: st.SearchStrategy[Any], junk: st.SearchStrategy[Any]) -> Any:
    return st.one_of(valid, junk)


random_donnes = st.builds(
    Donne,
    taker=_field(st.sampled_from([None, *Team]), GARBAGE),
    trump=_field(st.sampled_from(Trump), GARBAGE),
    points=_field(st.integers(0, 260), GARBAGE),
    contract=_field(st.sampled_from([None, *CONTRACTS, CAPOT]), GARBAGE),
    coinche=_field(st.sampled_from(Coinche), GARBAGE),
    capot=_field(st.sampled_from([None, *Team]), GARBAGE),
    belotes=_field(PER_TEAM_GARBAGE, GARBAGE),
    annonces=_field(
        st.builds(PerTeam, st.just(()), st.just(())), _field(PER_TEAM_GARBAGE, GARBAGE)
    ),
)


@st.composite
def spoilt_donnes(draw: st.DrawFn) -> tuple[Donne, Rules]:
    """A valid donne with one to three fields replaced by arbitrary values."""
    rules, donne = draw(rules_and_donne())
    names = draw(st.lists(st.sampled_from(sorted(DONNE_FIELDS)), min_size=1, max_size=3))
    junk = st.one_of(GARBAGE, PER_TEAM_GARBAGE)
    return dataclasses.replace(donne, **{name: draw(junk) for name in names}), rules


garbage_cases = st.one_of(st.tuples(random_donnes, any_rules), spoilt_donnes())


def assert_scored_or_refused(donne: Donne, rules: Rules) -> None:
    try:
        score = score_donne(donne, rules)
    except DonneError as error:
        assert error.field in DONNE_FIELDS
        assert isinstance(error.message, str) and error.message.strip()
    else:
        assert isinstance(score, DonneScore)


@given(garbage_cases)
@example(
    (
        Donne(taker=Team.A, trump=Trump.PIQUE, points=100, contract=80, belotes=5),  # type: ignore[arg-type]
        Rules(),
    )
)
@example(
    (
        Donne(taker=Team.A, trump=Trump.PIQUE, points=100, annonces=PerTeam(5, ())),  # type: ignore[arg-type]
        Rules(variant=Variant.CLASSIQUE, annonces=True),
    )
)
def test_garbage_donnes_raise_only_donne_errors(case: tuple[Donne, Rules]) -> None:
    donne, rules = case
    assert_scored_or_refused(donne, rules)


# Partie


def mirrored(donne: Donne) -> Donne:
    """The same donne with the teams swapped: played after ``donne``, it evens the totals."""
    if donne.taker is None:
        return donne
    return dataclasses.replace(
        donne,
        taker=donne.taker.other,
        capot=None if donne.capot is None else donne.capot.other,
        belotes=PerTeam(donne.belotes.b, donne.belotes.a),
        annonces=PerTeam(donne.annonces.b, donne.annonces.a),
    )


@st.composite
def partie_cases(draw: st.DrawFn) -> tuple[Rules, list[Donne]]:
    rules = draw(any_rules)
    # Pairs of mirrored donnes tie the totals after every even number of donnes.
    pairs = draw(st.booleans())
    end = draw(st.sampled_from(["target", "donnes", "none"]))
    if end == "target":
        target = draw(
            st.one_of(st.sampled_from([10, 20, 40]), st.integers(1, 60).map((10).__mul__))
        )
        rules = dataclasses.replace(rules, target=target)
    elif end == "donnes":
        count = draw(st.integers(1, 3)) * 2 if pairs else draw(st.integers(1, 6))
        rules = dataclasses.replace(rules, donnes=count, tie=draw(st.sampled_from(Tie)))
    played = donnes(rules) if rules.is_contree else classique_donnes(rules)
    sheet = draw(st.lists(st.one_of(played, played, st.just(Donne())), min_size=1, max_size=14))
    if pairs:
        sheet = [each for donne in sheet for each in (donne, mirrored(donne))]
    return rules, sheet


@settings(max_examples=300)
@given(partie_cases())
@example(  # B reaches 180 with a belote only (classique §10.3): the partie goes on
    (
        Rules(variant=Variant.CLASSIQUE, target=180),
        [
            Donne(taker=Team.B, trump=Trump.PIQUE, points=162),
            Donne(taker=Team.B, trump=Trump.COEUR, points=40, belotes=PerTeam(0, 1)),
            Donne(taker=Team.B, trump=Trump.PIQUE, points=100),
            Donne(),
        ],
    )
)
@example(  # both teams reach 150 with equal totals (§10.4): one more donne
    (
        Rules(target=150),
        [
            Donne(taker=Team.A, contract=80, trump=Trump.PIQUE, points=81),
            Donne(taker=Team.B, contract=80, trump=Trump.PIQUE, points=81),
            Donne(taker=Team.A, contract=80, trump=Trump.PIQUE, points=117),
            Donne(),
        ],
    )
)
def test_partie_totals_running_totals_and_end(case: tuple[Rules, list[Donne]]) -> None:
    rules, sheet = case
    partie = Partie(rules)
    added: list[Donne] = []
    for donne in sheet:
        if partie.is_over:
            with pytest.raises(PartieOverError) as caught:
                partie.add(donne)
            assert "§" in caught.value.message
            break
        partie.add(donne)
        added.append(donne)
    scores = partie.scores
    assert len(scores) == len(partie.running_totals) == len(added)
    running_a = running_b = 0
    for score, running in zip(scores, partie.running_totals, strict=True):
        running_a, running_b = running_a + score.marks.a, running_b + score.marks.b
        assert running == PerTeam(running_a, running_b)
    assert partie.totals == PerTeam(running_a, running_b)
    # Each donne scored alone gives the same marks, except that a litige's held-over
    # total goes to the winner of the next played donne: its takers if made, else its
    # defence, also when that donne is a litige in turn (§10.1 c).
    expected = []
    held = 0
    for donne in added:
        alone = score_donne(donne, rules)
        marks = {team: alone.marks[team] for team in Team}
        if donne.taker is not None:
            if held:
                marks[donne.taker if alone.made else donne.taker.other] += held
            held = alone.held_over
        expected.append(PerTeam(marks[Team.A], marks[Team.B]))
    assert [score.marks for score in scores] == expected
    assert partie.held_over == held
    if rules.target is not None:
        # A team reaching the target on a donne wins, unless it scored nothing or only
        # belote on it (classique §10.3); equal totals of two such teams play on.
        for number, (score, running) in enumerate(
            zip(scores, partie.running_totals, strict=True), start=1
        ):
            reached = [
                team
                for team in Team
                if running[team] >= rules.target
                and score.marks[team] > 0
                and score.belote_only is not team
            ]
            ends = bool(reached) and not (len(reached) == 2 and running.a == running.b)
            assert ends == (partie.ended_after == number)
            if ends:
                assert partie.winner == max(reached, key=lambda team: running[team])
    if partie.is_over:
        assert partie.ended_after == len(added)
        if rules.target is not None:
            assert partie.winner is not None
            winner = partie.totals[partie.winner]
            assert winner >= rules.target
            if rules.is_contree:
                assert winner > partie.totals[partie.winner.other]
        else:
            assert rules.donnes is not None and len(added) >= rules.donnes
            if rules.tie is Tie.DRAW:
                assert len(added) == rules.donnes
            assert (partie.winner is None) == (partie.totals.a == partie.totals.b)
            if partie.winner is None:
                assert rules.tie is Tie.DRAW
    else:
        if rules.donnes is not None:
            assert len(added) < rules.donnes or (
                rules.tie is Tie.EXTRA_DONNE and partie.totals.a == partie.totals.b
            )
        if rules.target is None and rules.donnes is None:
            assert partie.winner is None


def test_engine_error_is_the_base_of_donne_errors() -> None:
    """The garbage test accepts DonneError only; make sure it is an EngineError (a ValueError)."""
    assert issubclass(DonneError, EngineError)
    assert issubclass(AnnonceError, DonneError)
    assert issubclass(EngineError, ValueError)
