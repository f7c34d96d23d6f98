"""The quick paper-totals search gives exactly what the plain one gives, on any sheet."""

import random
from dataclasses import replace

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from engine import (
    FFB_CLASSIQUE,
    FFB_CONTREE,
    Coinche,
    Counting,
    Donne,
    EngineError,
    Partie,
    PerTeam,
    Rules,
    Team,
    Trump,
)
from engine.house_rules import BothOverTarget, EqualTotals
from tests.factories import random_donne, random_paper_donne
from tests.services import paper_reference
from tournoi.services.verification import corrections
from tournoi.services.verification.replay import Sheet
from tournoi.services.verification.suspects import find_suspects


@st.composite
def any_rules(draw: st.DrawFn) -> Rules:
    """Tournament rules of either variant, with or without an end, and the house rules."""
    contree = draw(st.booleans())
    base = FFB_CONTREE if contree else FFB_CLASSIQUE
    end = draw(st.sampled_from(("target", "donnes", "none")))
    options = {
        "rounding": draw(st.sampled_from((None, 0, 5, 10))),
        "target": draw(st.sampled_from((200, 500, 1000))) if end == "target" else None,
        "donnes": draw(st.integers(1, 10)) if end == "donnes" else None,
        "both_over_target": draw(st.sampled_from(BothOverTarget)),
    }
    if contree:
        options |= {
            "counting": draw(st.sampled_from(Counting)),
            "sans_atout_tout_atout": draw(st.booleans()),
            "contre_reduced": draw(st.booleans()),
            "belote_imprenable": draw(st.booleans()),
        }
    else:
        options |= {
            "annonces": draw(st.booleans()),
            "equal_totals": draw(st.sampled_from(EqualTotals)),
            "contract_on_card_points": draw(st.booleans()),
            "defence_capot_keeps_annonces": draw(st.booleans()),
        }
    try:
        return replace(base, **options)
    except EngineError:
        assume(False)
        raise


LITIGE = Donne(taker=Team.B, trump=Trump.PIQUE, points=81)
"""81 points each in classique: a litige, held over to the next donne played."""


def random_sheet(rng: random.Random, rules: Rules) -> list[Donne]:
    """Up to ten donnes the engine accepts, litiges, decisions and paper annonces among them."""
    partie = Partie(rules)
    for _ in range(rng.randint(1, 10)):
        if partie.is_over:
            break
        roll = rng.random()
        if not rules.is_contree and roll < 0.2:
            donne = LITIGE
        elif roll < 0.4:
            donne = random_paper_donne(rng, rules)
        else:
            donne = random_donne(rng, rules)
        try:
            partie.add(donne)
        except EngineError:
            continue
    return list(partie.donnes)


def misread(rng: random.Random, rules: Rules, partie: Partie) -> PerTeam[int]:
    """Paper totals: the sheet with one random mistake, of any kind the search looks for or not."""
    donnes, totals = list(partie.donnes), partie.totals
    index = rng.randrange(len(donnes))
    donne, marks = donnes[index], partie.scores[index].marks
    kind = rng.choice(("correction", "donne", "missing", "twice", "column", "rounding", "any"))
    changed: list[Donne] | None = None
    if kind == "correction" and donne.taker is not None:
        tried = [
            *corrections.corrections(donne, marks, rules),
            *corrections.figure_corrections(donne, rules),
            *corrections.far_corrections(donne, rules),
        ]
        changed = [*donnes[:index], rng.choice(tried)[1], *donnes[index + 1 :]]
    elif kind == "donne":
        changed = [*donnes[:index], random_donne(rng, rules), *donnes[index + 1 :]]
    elif kind == "missing":
        changed = [*donnes[:index], *donnes[index + 1 :]]
    elif kind == "twice":
        return PerTeam(totals.a + marks.a, totals.b + marks.b)
    elif kind == "column":
        return PerTeam.of(
            rng.choice(list(Team)), totals.a + rng.choice((-1, 1)) * marks.a, totals.b
        )
    elif kind == "rounding":
        try:
            return Partie(replace(rules, rounding=rng.choice((0, 5, 10))), donnes).totals
        except EngineError:
            pass
    if changed is not None:
        try:
            return Partie(rules, changed).totals
        except EngineError:
            pass
    step = rng.choice((1, 10))
    return PerTeam(totals.a + step * rng.randint(-30, 30), totals.b + step * rng.randint(-30, 30))


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=any_rules(), rng=st.randoms(use_true_random=False))
def test_the_quick_search_finds_what_the_plain_one_finds(rules: Rules, rng: random.Random) -> None:
    donnes = random_sheet(rng, rules)
    assume(donnes)
    partie = Partie(rules, donnes)
    paper = misread(rng, rules, partie)
    totals = partie.totals
    difference = PerTeam(paper.a - totals.a, paper.b - totals.b)
    assume(difference != PerTeam(0, 0) and min(paper.a, paper.b) >= 0)

    quick = find_suspects(rules, partie, paper, difference)

    assert quick == paper_reference.find_suspects(rules, partie, paper, difference)


@settings(max_examples=300, deadline=None)
@given(rules=any_rules(), rng=st.randoms(use_true_random=False))
def test_one_line_changed_gives_the_totals_the_engine_gives(
    rules: Rules, rng: random.Random
) -> None:
    donnes = random_sheet(rng, rules)
    assume(donnes)
    sheet = Sheet.of(Partie(rules, donnes))
    index = rng.randrange(len(donnes))
    line = LITIGE if not rules.is_contree and rng.random() < 0.3 else random_donne(rng, rules)
    replaced = [*donnes[:index], line, *donnes[index + 1 :]]
    score = corrections.scored(line, rules)
    if score is not None and _accepted(rules, replaced):
        assert sheet.replaced(index, line, score) == Partie(rules, replaced).totals
    without = [*donnes[:index], *donnes[index + 1 :]]
    if _accepted(rules, without):
        assert sheet.without(index) == Partie(rules, without).totals


def _accepted(rules: Rules, donnes: list[Donne]) -> bool:
    """Whether the engine takes the sheet (not one that would have ended before its last line)."""
    try:
        Partie(rules, donnes)
    except EngineError:
        return False
    return True


def test_a_litige_changed_moves_what_it_held_over() -> None:
    # Donne 1's 81 held over go to donne 2; made a litige itself, donne 2 gives them to its
    # defence, as the engine does, and holds its own 81 over to donne 3.
    donnes = [
        LITIGE,
        Donne(taker=Team.A, trump=Trump.COEUR, points=100),
        Donne(taker=Team.A, trump=Trump.CARREAU, points=120),
    ]
    sheet = Sheet.of(Partie(FFB_CLASSIQUE, donnes))
    line = Donne(taker=Team.A, trump=Trump.COEUR, points=81)
    changed = Partie(FFB_CLASSIQUE, [donnes[0], line, donnes[2]])
    assert [score.marks for score in changed.scores[1:]] == [PerTeam(0, 81 + 81), PerTeam(201, 42)]
    assert sheet.replaced(1, line, corrections.scored(line, FFB_CLASSIQUE)) == changed.totals
    assert sheet.without(0) == PerTeam(100 + 120, 62 + 42)


def test_a_contre_forgotten_that_would_have_ended_the_partie_earlier() -> None:
    # Contré on paper, donne 1 would reach the target (A 320): the sheet would end there,
    # before donne 2, and the engine refuses it. Its totals add up to the paper's all the same.
    rules = replace(FFB_CONTREE, target=300)
    donnes = [
        Donne(taker=Team.A, contract=100, trump=Trump.PIQUE, points=120),
        Donne(taker=Team.B, contract=80, trump=Trump.COEUR, points=90),
    ]
    partie = Partie(rules, donnes)
    contre = [replace(donnes[0], coinche=Coinche.CONTRE), donnes[1]]
    paper = Partie(replace(rules, target=None), contre).totals
    assert paper == PerTeam(320 + 70, 90)
    difference = PerTeam(paper.a - partie.totals.a, paper.b - partie.totals.b)

    quick = find_suspects(rules, partie, paper, difference)

    assert quick == paper_reference.find_suspects(rules, partie, paper, difference)
    assert not any("contré" in suspect.correction for suspect in quick)
