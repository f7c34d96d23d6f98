"""Properties of the renonce (§8.4) over random classique donnes: a penalty, whatever the donne.

The faulty team loses its annonces and the other team marks them (scoring.md,
« Decisions where the texts are silent »). Compared with the same donne in which
the faulty team had declared nothing, the renonce can only cost it; and the
receiving team always marks the renonce's points.
"""

from __future__ import annotations

import dataclasses

from hypothesis import assume, given
from hypothesis import strategies as st

from engine.annonces import declared_points
from engine.donne import NO_POINTS, Donne, PerTeam, Team
from engine.house_rules import EqualTotals
from engine.rules import Rules, Variant
from engine.scoring import DonneScore, score_donne
from tests.engine.test_properties import classique_donnes

# The sums of annonces a sheet may show (§8.1): 20, or a multiple of 10 from 40 to 550.
WRITTEN = (20, *range(40, 551, 10))


@st.composite
def renonce_rules(draw: st.DrawFn) -> Rules:
    """Classique with annonces, under every house rule that moves annonces or marks."""
    return Rules(
        variant=Variant.CLASSIQUE,
        annonces=True,
        rounding=draw(st.sampled_from([0, 5, 10])),
        sans_atout_tout_atout=draw(st.booleans()),
        equal_totals=draw(st.sampled_from(EqualTotals)),
        contract_on_card_points=draw(st.booleans()),
        defence_capot_keeps_annonces=draw(st.booleans()),
    )


@st.composite
def renonces(draw: st.DrawFn) -> tuple[Rules, Donne]:
    """Rules and a donne with a renonce: on declared annonces, or on points as written."""
    rules = draw(renonce_rules())
    donne = draw(classique_donnes(rules))
    faulty = draw(st.sampled_from(Team))
    if draw(st.booleans()):
        donne = dataclasses.replace(
            donne,
            annonces=PerTeam((), ()),
            annonce_points=PerTeam.of(faulty, draw(st.sampled_from(WRITTEN)), 0),
        )
    assume(donne.annonces[faulty] or donne.annonce_points[faulty])
    return rules, dataclasses.replace(donne, renonce=faulty)


def declared_nothing(donne: Donne) -> Donne:
    """The same donne without the renonce, its faulty team having declared nothing."""
    faulty = donne.renonce
    assert faulty is not None
    annonces = PerTeam.of(faulty, (), donne.annonces[faulty.other])
    return dataclasses.replace(donne, renonce=None, annonces=annonces, annonce_points=NO_POINTS)


def within_reach(donne: Donne, score: DonneScore, team: Team) -> int:
    """What ``team`` marks, with the total a litige holds over when it is the takers'."""
    return score.marks[team] + (score.held_over if team is donne.taker else 0)


@given(renonces())
def test_a_renonce_never_raises_the_faulty_teams_mark(case: tuple[Rules, Donne]) -> None:
    rules, donne = case
    faulty = donne.renonce
    assert faulty is not None
    innocent = declared_nothing(donne)
    assert within_reach(donne, score_donne(donne, rules), faulty) <= within_reach(
        innocent, score_donne(innocent, rules), faulty
    )


@given(renonces())
def test_the_receiving_team_always_marks_the_renonces_points(case: tuple[Rules, Donne]) -> None:
    rules, donne = case
    faulty = donne.renonce
    assert faulty is not None and donne.trump is not None
    given_points = donne.annonce_points[faulty] or declared_points(
        donne.annonces[faulty], donne.trump
    )
    # Annonce points are multiples of ten: no rounding takes any of them away.
    assert score_donne(donne, rules).marks[faulty.other] >= given_points
