"""The rules' own scoring (the paper-totals oracle's) against the text and against the engine.

The worked examples are the specification's (shared/spec/scoring.md); the
property compares every line of random sheets, and their variations (every
number of points, belotes, takers, trumps, capots, contracts, contres, every
slip the search tries), with what the engine scores and accepts: where they
part, one of them reads the FFB text wrong.
"""

from __future__ import annotations

import random
from dataclasses import replace
from types import SimpleNamespace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import (
    CAPOT,
    FFB_CLASSIQUE,
    FFB_CONTREE,
    Coinche,
    Donne,
    EngineError,
    Partie,
    PerTeam,
    Rules,
    Team,
    Trump,
    score_donne,
)
from tests.services import paper_reference
from tests.services.paper_scoring import accepted, donne_marks, paper_partie
from tests.services.test_verification_quick import LITIGE, any_rules, random_sheet
from tournoi.services.verification.annonce_slips import annonce_corrections
from tournoi.services.verification.corrections import (
    corrections,
    far_corrections,
    figure_corrections,
)

A, B = Team.A, Team.B
ANNONCES = replace(FFB_CLASSIQUE, annonces=True)


def both(rules: Rules, donne: Donne) -> tuple[int, int]:
    """The donne's marks by the rules' scoring, checked to be the engine's too."""
    marks = donne_marks(rules, donne)
    assert score_donne(donne, rules).marks == PerTeam(marks.a, marks.b)
    return marks.a, marks.b


@pytest.mark.parametrize(
    ("rules", "donne", "marks"),
    [
        # §11.3: 140 TA, 198 points + 1 belote: 124.33 + 20 made; 120 + 20, and 60 → 40.
        (replace(FFB_CONTREE, sans_atout_tout_atout=True),
         Donne(taker=A, contract=140, trump=Trump.TOUT_ATOUT, points=198, belotes=PerTeam(1, 0)),
         (140, 40)),
        # An unannounced capot in a standard points contract is just R: 252 rounded.
        (FFB_CONTREE, Donne(taker=A, contract=80, trump=Trump.PIQUE, points=162, capot=A),
         (250, 0)),
        # Note 2: a contré points contract with every trick, and a belote of the defence.
        (FFB_CONTREE,
         Donne(taker=A, contract=100, trump=Trump.PIQUE, points=252, capot=A,
               coinche=Coinche.CONTRE, belotes=PerTeam(0, 1)),
         (440, 0)),
        # A capot contract fallen, surcontré: 2000 and every belote to the defence.
        (FFB_CONTREE,
         Donne(taker=B, contract=CAPOT, trump=Trump.COEUR, points=150, coinche=Coinche.SURCONTRE,
               belotes=PerTeam(0, 1)),
         (2020, 0)),
        # Renonce (§8.4), takers A capot with a renonce on their 50: A 252, B 50.
        (ANNONCES,
         Donne(taker=A, trump=Trump.PIQUE, points=162, capot=A, annonce_points=PerTeam(50, 0),
               renonce=A),
         (252, 50)),
        # Takers B dedans, with A's renonce on a 50: A 162, B 50.
        (ANNONCES,
         Donne(taker=B, trump=Trump.PIQUE, points=40, annonce_points=PerTeam(50, 0), renonce=A),
         (162, 50)),
        # Classique, a takers' capot takes every counted annonce: 252 + 100 against nothing.
        (ANNONCES,
         Donne(taker=A, trump=Trump.COEUR, points=162, capot=A, annonce_points=PerTeam(0, 100)),
         (352, 0)),
    ],
)  # fmt: skip
def test_the_specifications_examples(rules: Rules, donne: Donne, marks: tuple[int, int]) -> None:
    assert both(rules, donne) == marks


def test_a_litige_s_total_goes_to_the_next_donne_played() -> None:
    """§10.1 c: donne 1's 81 wait; donne 2, a litige itself, gives them to its defence and holds
    its own 81 over; a donne blanche leaves them waiting; donne 4, made, takes them."""
    donnes = [
        LITIGE,
        Donne(taker=A, trump=Trump.COEUR, points=81),
        Donne(),
        Donne(taker=A, trump=Trump.CARREAU, points=120),
    ]
    partie = paper_partie(FFB_CLASSIQUE, donnes)
    assert partie is not None
    assert [(line.a, line.b) for line in partie.lines] == [(81, 0), (0, 162), (0, 0), (201, 42)]
    assert partie.totals == Partie(FFB_CLASSIQUE, donnes).totals == PerTeam(282, 204)


def test_a_classique_partie_is_not_won_on_a_belote_alone() -> None:
    """§10.3: team A at 992 takes and falls with its belote: 1012, but the partie goes on."""
    rules = replace(FFB_CLASSIQUE, target=1000)
    donnes = [
        Donne(taker=A, trump=Trump.PIQUE, points=152, belotes=PerTeam(1, 0)),  # 172 - 10
        *[Donne(taker=A, trump=Trump.COEUR, points=152)] * 4,  # 780 - 50
        Donne(taker=A, trump=Trump.COEUR, points=130),  # 910 - 82
        Donne(taker=A, trump=Trump.COEUR, points=82),  # 992 - 162
        Donne(taker=A, trump=Trump.PIQUE, points=60, belotes=PerTeam(1, 0)),  # 1012 - 324
    ]
    partie = paper_partie(rules, donnes)
    assert partie is not None and partie.totals.a >= 1000
    assert not partie.is_over and not Partie(rules, donnes).is_over


def test_the_oracle_refuses_a_partie_whose_totals_are_not_the_rules() -> None:
    """What makes the paper-totals property catch a mistake of the engine's scoring."""
    donnes = [Donne(taker=A, contract=80, trump=Trump.PIQUE, points=117)]
    wrong = SimpleNamespace(donnes=donnes, totals=PerTeam(117, 50))  # not rounded (§10.3)
    with pytest.raises(AssertionError, match=r"the rules give PerTeam\(a=120, b=50\)"):
        paper_reference.find_suspects(FFB_CONTREE, wrong, PerTeam(130, 50), PerTeam(13, 0))


def variations(donne: Donne, marks: PerTeam[int], rules: Rules) -> list[Donne]:
    """The donne changed every way the search, or a sheet, can change it."""
    changed = [replace(donne, points=value) for value in range(0, 350, 3)]
    changed += [replace(donne, belotes=PerTeam(a, b)) for a in range(3) for b in range(3)]
    changed += [replace(donne, taker=donne.defence)]
    changed += [replace(donne, trump=trump) for trump in Trump]
    changed += [
        replace(donne, capot=capot, points=points)
        for capot in (None, A, B)
        for points in (0, 162, 252, 258, 348)
    ]
    changed += [
        replace(donne, coinche=coinche, contract=contract)
        for coinche in Coinche
        for contract in (None, 80, 120, 160, CAPOT)
    ]
    changed += [slip for _, slip, _ in corrections(donne, marks, rules)]
    changed += [slip for _, slip, _ in figure_corrections(donne, rules)]
    changed += [slip for _, slip, _ in far_corrections(donne, rules)]
    changed += [slip for _, slip in annonce_corrections(donne, rules)]
    return changed


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=any_rules(), rng=st.randoms(use_true_random=False))
def test_the_rules_scoring_is_the_engines(rules: Rules, rng: random.Random) -> None:
    donnes = random_sheet(rng, rules)
    engine_partie = Partie(rules, donnes)
    index = rng.randrange(len(donnes))
    donne = donnes[index]
    if donne.taker is None:
        return
    for changed in variations(donne, engine_partie.scores[index].marks, rules):
        try:
            score = score_donne(changed, rules)
        except EngineError:
            assert not accepted(rules, changed), changed
            continue
        marks = donne_marks(rules, changed)
        assert (marks.a, marks.b, marks.litige, marks.held) == (
            score.marks.a, score.marks.b, score.litige, score.held_over,
        ), changed  # fmt: skip
        sheet = [*donnes[:index], changed, *donnes[index + 1 :]]
        partie = paper_partie(rules, sheet)
        try:
            scored = Partie(rules, sheet)
        except EngineError:
            assert partie is None, sheet
            continue
        assert partie is not None
        assert (partie.totals, partie.winner, partie.is_over) == (
            scored.totals, scored.winner, scored.is_over,
        ), sheet  # fmt: skip
