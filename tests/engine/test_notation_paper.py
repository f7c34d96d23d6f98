"""The shorthand of a paper sheet (annonce points, renonce, decision), glued words and AZERTY keys."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine import Coinche, Donne, NotationError, PerTeam, Rules, Team, Trump, Variant
from engine.glued import azerty_digits, split_glued
from engine.notation import format_donne, parse_donne
from tests.factories import random_paper_donne

CONTREE, CLASSIQUE = Variant.CONTREE, Variant.CLASSIQUE
A, B = Team.A, Team.B


def contree(text: str) -> Donne:
    return parse_donne(text, variant=CONTREE)


def classique(text: str) -> Donne:
    return parse_donne(text, variant=CLASSIQUE)


USUAL = Donne(taker=A, contract=110, trump=Trump.COEUR, points=117, belotes=PerTeam(1, 0))


def test_the_usual_contree_donne_in_ten_keystrokes() -> None:
    """« A takes 110 cœur, makes 117, belote »: a110c117b then Enter, 10 keys."""
    keys = "a110c117b"
    assert contree(keys) == USUAL
    assert len(keys) + 1 == 10


def test_the_usual_donne_on_an_azerty_laptop_without_shift() -> None:
    # The unshifted keys of 1, 1, 0 and 1, 1, 7 on AZERTY: & & à, & & è.
    keys = "a&&àc&&èb"
    assert contree(keys) == USUAL
    assert len(keys) + 1 == 10
    assert azerty_digits("&é\"'(-è_çà") == "1234567890"


@pytest.mark.parametrize(
    ("glued", "spaced"),
    [
        ("a110c117b", "A 110 c 117 b"),
        ("A110 c117b", "A 110 c 117 b"),
        ("b90kxxcapab ba2", "B 90 k xx capA b bA2"),
        ("bbab2", "B bA b2"),  # b then a team letter is that team's belote
        ("a80pcapb", "A 80 p capB"),  # capb is the capot of B: write bcap for belote + capot
        ("abcap", "A b cap"),
        ("a80sa100", "A 80 sa 100"),
        ("a160tax40", "A 160 ta x 40"),
        ("bcapotpcap", "B capot p cap"),
        ("a110cb117", "A 110 c b 117"),
        ("a80♥120", "A 80 ♥ 120"),
        ("A 110 c 117 b", "A 110 c 117 b"),
    ],
)
def test_spaces_are_optional_where_nothing_is_ambiguous(glued: str, spaced: str) -> None:
    assert contree(glued) == contree(spaced)


def test_classique_glued_with_annonce_points_and_renonce() -> None:
    assert classique("ac92bbnb70") == classique("A c 92 bB nB70") == Donne(
        taker=A, trump=Trump.COEUR, points=92, belotes=PerTeam(0, 1),
        annonce_points=PerTeam(0, 70),
    )  # fmt: skip
    assert classique("bp92n50ra") == Donne(
        taker=B, trump=Trump.PIQUE, points=92, annonce_points=PerTeam(0, 50), renonce=A
    )


def test_annonce_points_as_written_take_at_most_four_more_keys() -> None:
    without = "ac92"
    for extra, points in (
        ("n70", PerTeam(70, 0)),
        ("nb70", PerTeam(0, 70)),
        ("na20", PerTeam(20, 0)),
    ):
        assert len(extra) <= 4
        assert classique(without + extra).annonce_points == points
    assert classique("A c 92 n70") == classique("ac92n70")


@pytest.mark.parametrize(
    ("text", "donne"),
    [
        ("A c 92 n70", Donne(taker=A, trump=Trump.COEUR, points=92, annonce_points=PerTeam(70, 0))),
        ("A c 92 nA70", Donne(taker=A, trump=Trump.COEUR, points=92, annonce_points=PerTeam(70, 0))),
        ("A c 92 NB150", Donne(taker=A, trump=Trump.COEUR, points=92, annonce_points=PerTeam(0, 150))),
        ("A c 92 tierce:Rc r", Donne(taker=A, trump=Trump.COEUR, points=92, renonce=A,
                                     annonces=classique("A c 92 tierce:Rc").annonces)),
        ("B c 92 nA50 rA", Donne(taker=B, trump=Trump.COEUR, points=92,
                                 annonce_points=PerTeam(50, 0), renonce=A)),
    ],
)  # fmt: skip
def test_annonce_points_and_renonce_tokens(text: str, donne: Donne) -> None:
    assert classique(text) == donne


@pytest.mark.parametrize(
    ("text", "donne"),
    [
        ("d 0 162 3e maldonne de l'équipe A",
         Donne(decision=PerTeam(0, 162), reason="3e maldonne de l'équipe A")),
        ("D 162 0   pénalité  ", Donne(decision=PerTeam(162, 0), reason="pénalité")),
        ("décision 0 é&' carton", Donne(decision=PerTeam(0, 214), reason="carton")),
        ("d 0 162", Donne(decision=PerTeam(0, 162))),
    ],
)  # fmt: skip
def test_decision_notation(text: str, donne: Donne) -> None:
    assert contree(text) == donne
    assert classique(text) == donne


@pytest.mark.parametrize(
    ("text", "token", "message"),
    [
        ("d", "d", "« d » : une décision de l'arbitre s'écrit d, les points de A, ceux de B, puis le motif"),
        ("d 0", "0", "une décision de l'arbitre s'écrit d"),
        ("d zéro 162 motif", "zéro", "« zéro » : une décision"),
        ("d 0 x motif", "x", "« x » : une décision"),
        ("a110cp", "a110cp", "« p » : l'atout est déjà donné (« c »)"),
        ("A 110c117bz", "110c117bz", "« 110c117bz » : abréviation inconnue"),
        ("A c 92 n70 n20", "n20", "« n20 » : le total des annonces est déjà donné (« n70 »)"),
        ("A c 92 r rB", "rB", "« rB » : la renonce est déjà donnée (« r »)"),
        ("A c 92 n70n20", "n70n20", "« n20 » : le total des annonces est déjà donné"),
        ("a-", "a-", "une donne blanche s'écrit seule"),
    ],
)  # fmt: skip
def test_refusals_name_the_word(text: str, token: str, message: str) -> None:
    with pytest.raises(NotationError) as caught:
        classique(text)
    assert caught.value.token == token
    assert message in str(caught.value)


def test_format_writes_paper_donnes() -> None:
    assert format_donne(classique("b c 92 bB n70 ra")) == "B c 92 b n70 rA"
    assert format_donne(classique("A c 92 nB150 r")) == "A c 92 r nB150"
    assert format_donne(Donne(decision=PerTeam(0, 162), reason="pénalité")) == "d 0 162 pénalité"
    assert format_donne(Donne(decision=PerTeam(0, 162))) == "d 0 162"


def test_split_glued_pieces() -> None:
    assert split_glued("110c117b") == ["110", "c", "117", "b"]
    assert split_glued("b117") == ["b", "117"]
    assert split_glued("b2") == ["b2"]
    assert split_glued("capb") == ["capb"]
    assert split_glued("") is None
    assert split_glued("110z") is None


@given(seed=st.integers(0, 2**32 - 1), variant=st.sampled_from(Variant))
def test_format_then_parse_gives_the_same_paper_donne(seed: int, variant: Variant) -> None:
    rules = (
        Rules(sans_atout_tout_atout=True, target=1000)
        if variant is Variant.CONTREE
        else Rules(variant=variant, annonces=True, sans_atout_tout_atout=True, target=1000)
    )
    donne = random_paper_donne(random.Random(seed), rules)
    assert parse_donne(format_donne(donne), variant=variant) == donne


def test_coinche_words_still_read() -> None:
    assert contree("A 80 p contre 90").coinche is Coinche.CONTRE
