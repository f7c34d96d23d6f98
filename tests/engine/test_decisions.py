"""Each decision of scoring.md « Decisions where the texts are silent », one test each.

The docstring of each test quotes the decision it keeps; the marks are worked out by hand.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine import (
    CAPOT,
    AnnonceError,
    CapotError,
    Card,
    Coinche,
    Counting,
    Donne,
    Partie,
    PerTeam,
    Rules,
    Seat,
    Team,
    Trump,
    Variant,
    check_donne,
    legal_plays,
    score_donne,
)
from engine.annonces import Annonce, AnnonceKind, counted_annonces
from engine.cards import Rank, Suit
from engine.jsonio import donne_from_json

A, B = Team.A, Team.B
CLASSIQUE = Rules(variant=Variant.CLASSIQUE, annonces=True)


def test_sans_atout_tout_atout_off_by_default() -> None:
    """« `sans_atout_tout_atout` is off by default in both variants (§11 of both texts:
    « l'organisateur peut décider »). »"""
    assert not Rules().sans_atout_tout_atout
    assert not Rules(variant=Variant.CLASSIQUE).sans_atout_tout_atout


def test_classique_litige_holds_the_whole_total_rounded_on_its_own() -> None:
    """« Classique litige: the takers' whole total, belotes and annonces included, is held
    over (§10.1 c read literally); with rounding on, it is rounded on its own when held
    over, then added to the marks of the donne that wins it. »"""
    tierce = Annonce(AnnonceKind.TIERCE, Rank.NINE, Suit.SPADES)
    # A 61 + belote 20 + tierce 20 = 101 against 101: litige, 101 held over, B 101.
    litige = Donne(taker=A, trump=Trump.COEUR, points=61, belotes=PerTeam(1, 0),
                   annonces=PerTeam((tierce,), ()))  # fmt: skip
    after = Donne(taker=A, trump=Trump.PIQUE, points=100)
    exact = Partie(CLASSIQUE, [litige, after])
    # Then A makes 100 against 62: A 100 + 101 = 201, B 62.
    assert exact.scores[0].held_over == 101
    assert [s.marks for s in exact.scores] == [PerTeam(0, 101), PerTeam(201, 62)]
    rounded = Partie(
        Rules(variant=Variant.CLASSIQUE, annonces=True, rounding=True), [litige, after]
    )
    # Rounded: 101 -> 100 held over, B 101 -> 100; then A 100 + 100 = 200, B 62 -> 60.
    assert [s.marks for s in rounded.scores] == [PerTeam(0, 100), PerTeam(200, 60)]


def test_contree_tout_atout_unannounced_capot_is_converted() -> None:
    """« Contrée Tout Atout with an unannounced capot on a points contract: the 348 points
    are converted like every TA mark (218.5 -> 220 with rounding). »"""
    donne = Donne(taker=A, contract=80, trump=Trump.TOUT_ATOUT, points=348, capot=A)
    # 348 x 162 / 258 = 218.5 -> 220; without rounding, to the unit half up: 219.
    assert score_donne(donne, Rules(sans_atout_tout_atout=True)).marks == PerTeam(220, 0)
    assert score_donne(donne, Rules(sans_atout_tout_atout=True, rounding=False)).marks == (
        PerTeam(219, 0)
    )


def test_takers_capot_written_both_ways_and_capot_points_need_the_capot() -> None:
    """« A takers' capot may be written with points 162 (or 258 in contrée TA) or 252 (348);
    a capot's points written without the capot are refused. »"""
    rules = Rules(sans_atout_tout_atout=True)
    for points in (162, 252):
        donne = Donne(taker=A, contract=80, trump=Trump.COEUR, points=points, capot=A)
        assert score_donne(donne, rules).marks == PerTeam(250, 0)  # 252 -> 250
    for points in (258, 348):
        check_donne(
            Donne(taker=A, contract=80, trump=Trump.TOUT_ATOUT, points=points, capot=A), rules
        )
    with pytest.raises(CapotError):
        check_donne(Donne(taker=A, contract=80, trump=Trump.COEUR, points=252), rules)


def test_contre_reduced_applies_to_points_contracts_only() -> None:
    """« `contre_reduced` (note 1) applies to points contracts only: a contré capot contract
    still scores 1000 / 2000. With note 2 it gives 160 + 100 + 2C (surcontré 160 + 100 + 4C). »"""
    rules = Rules(counting=Counting.FAITS_ET_DEMANDES, contre_reduced=True)
    capot = Donne(taker=A, contract=CAPOT, trump=Trump.PIQUE, points=252, capot=A,
                  coinche=Coinche.CONTRE)  # fmt: skip
    assert score_donne(capot, rules).marks == PerTeam(1000, 0)
    note2 = Donne(taker=A, contract=100, trump=Trump.PIQUE, points=252, capot=A,
                  coinche=Coinche.CONTRE)  # fmt: skip
    # 160 + 100 + 2 x 100 = 460; surcontré 160 + 100 + 4 x 100 = 660.
    assert score_donne(note2, rules).marks == PerTeam(460, 0)
    surcontre = Donne(taker=A, contract=100, trump=Trump.PIQUE, points=252, capot=A,
                      coinche=Coinche.SURCONTRE)  # fmt: skip
    assert score_donne(surcontre, rules).marks == PerTeam(660, 0)


def test_note_2_with_belotes() -> None:
    """« Note 2 with belotes: 420 (740) plus every belote of the donne, as in the contré line
    of the table. » (and « decision: surcontré 740 »)"""
    contre = Donne(taker=A, contract=100, trump=Trump.PIQUE, points=252, capot=A,
                   coinche=Coinche.CONTRE, belotes=PerTeam(0, 1))  # fmt: skip
    # 320 + 100 + B's belote 20 = 440 to A; surcontré 640 + 100 + 20 = 760.
    assert score_donne(contre, Rules()).marks == PerTeam(440, 0)
    surcontre = Donne(taker=A, contract=100, trump=Trump.PIQUE, points=252, capot=A,
                      coinche=Coinche.SURCONTRE, belotes=PerTeam(0, 1))  # fmt: skip
    assert score_donne(surcontre, Rules()).marks == PerTeam(760, 0)


def test_classique_target_reached_with_a_belote_alone_goes_on() -> None:
    """« Classique, a team that reaches the target with a belote alone on a donne it fell or
    was capot: the partie goes on (§10.3 « un pli supplémentaire »). »"""
    setup = Donne(decision=PerTeam(0, 990), reason="report d'une autre feuille")
    # B takes cœur with 40 points and its belote: 60 against 122, fallen: B keeps 20 (1010),
    # A 162. B is over 1000 with a belote alone: the partie goes on.
    fallen = Donne(taker=B, trump=Trump.COEUR, points=40, belotes=PerTeam(0, 1))
    partie = Partie(Rules(variant=Variant.CLASSIQUE, target=1000), [setup, fallen])
    assert partie.totals == PerTeam(162, 1010)
    assert not partie.is_over


def test_carres_of_seven_and_eight_are_refused() -> None:
    """« Carrés of 7 and 8 are refused as input (§8.1 « ne comptent pas »), not accepted at 0. »"""
    for rank in (Rank.SEVEN, Rank.EIGHT):
        with pytest.raises(AnnonceError, match=r"ne compte pas\. \(§8\.1\)"):
            Annonce(AnnonceKind.CARRE, rank)


def test_a_long_sequence_as_two_annonces_and_a_belote_in_a_sequence() -> None:
    """« A long sequence may be declared as two annonces (a cent and a tierce of eight cards);
    the king and queen of a belote may also be in a sequence. »"""
    cent = Annonce(AnnonceKind.CENT, Rank.ACE, Suit.HEARTS)  # 10 V D R A of hearts
    tierce = Annonce(AnnonceKind.TIERCE, Rank.NINE, Suit.HEARTS)  # 7 8 9 of hearts
    donne = Donne(taker=A, trump=Trump.COEUR, points=100, belotes=PerTeam(1, 0),
                  annonces=PerTeam((cent, tierce), ()))  # fmt: skip
    # A 100 + 20 + 120 = 240 against 62: made.
    assert score_donne(donne, CLASSIQUE).marks == PerTeam(240, 62)


def test_tied_sequences_in_tout_atout_count_for_nobody() -> None:
    """« Tied sequences in Tout Atout: every suit is trump, so the trump tie-break cannot
    separate them: nothing counts (§8.3). »"""
    annonces = PerTeam((Annonce(AnnonceKind.TIERCE, Rank.KING, Suit.HEARTS),),
                       (Annonce(AnnonceKind.TIERCE, Rank.KING, Suit.SPADES),))  # fmt: skip
    assert counted_annonces(annonces, Trump.TOUT_ATOUT) == PerTeam(0, 0)
    assert counted_annonces(annonces, Trump.COEUR) == PerTeam(20, 0)


def test_contree_partner_master_with_a_plain_card_cites_5_2_2_1() -> None:
    """« Contrée, partner master with a plain card, void: any card, citing « §5.2 2.1 »
    (a contrario), not 2.3, which is about a partner who trumped. »"""
    trick = [(Seat.N, Card.parse("AS")), (Seat.W, Card.parse("7S"))]
    hand = [Card.parse("7H"), Card.parse("QD")]
    result = legal_plays(variant=Variant.CONTREE, trump=Trump.COEUR, trick=trick, seat=Seat.S,
                         hand=hand)  # fmt: skip
    assert (result.allowed, result.rule) == (tuple(hand), "§5.2 2.1")
    # A partner who trumped: §5.2 2.3.
    cut = [(Seat.E, Card.parse("AS")), (Seat.N, Card.parse("9H")), (Seat.W, Card.parse("KS"))]
    assert legal_plays(variant=Variant.CONTREE, trump=Trump.COEUR, trick=cut, seat=Seat.S,
                       hand=hand).rule == "§5.2 2.3"  # fmt: skip


def test_tout_atout_marks_use_converted_points() -> None:
    """« The marks of a Tout Atout donne use converted points as well (decision), for both
    teams »: 140 TA, 198 points + belote, takers 120 + 20, defence 60 -> 37.67 -> 40."""
    donne = Donne(taker=A, contract=140, trump=Trump.TOUT_ATOUT, points=198, belotes=PerTeam(1, 0))
    assert score_donne(donne, Rules(sans_atout_tout_atout=True)).marks == PerTeam(140, 40)


def test_classique_defence_capot_scores_252() -> None:
    """« fallen, defence won all eight tricks: 252 (decision) + all counted annonces + own
    belotes »."""
    donne = Donne(taker=A, trump=Trump.COEUR, points=0, capot=B, belotes=PerTeam(0, 1))
    assert score_donne(donne, CLASSIQUE).marks == PerTeam(0, 272)


def test_contree_unannounced_capot_marks_252_without_rounding() -> None:
    """« An unannounced capot in a standard points contract is just R: 250 with rounding
    to 10 or 5 (252 rounded), 252 with rounding off. »"""
    donne = Donne(taker=A, contract=80, trump=Trump.COEUR, points=252, capot=A)
    # Points faits: R = 252 card points (dix de der worth 100), the defence 0.
    assert score_donne(donne, Rules(rounding=0)).marks == PerTeam(252, 0)
    # Rounded to 10: (252 + 5) // 10 x 10 = 250; to 5: 252 is nearer 250 than 255.
    assert score_donne(donne, Rules(rounding=10)).marks == PerTeam(250, 0)
    assert score_donne(donne, Rules(rounding=5)).marks == PerTeam(250, 0)


def test_contree_tout_atout_contre_unannounced_capot_is_note_2_not_converted() -> None:
    """« Contrée Tout Atout, contré (surcontré) points contract with an unannounced capot:
    note 2 applies as in the other contracts, 420 (740), not converted. »"""
    rules = Rules(sans_atout_tout_atout=True)
    contre = Donne(taker=A, contract=100, trump=Trump.TOUT_ATOUT, points=348, capot=A,
                   coinche=Coinche.CONTRE)  # fmt: skip
    # Contré made: 160 x 2 = 320, + 100 of note 2 = 420 (converted it would be 271.3).
    assert score_donne(contre, rules).marks == PerTeam(420, 0)
    # Surcontré: 160 x 4 = 640, + 100 = 740.
    surcontre = Donne(taker=A, contract=100, trump=Trump.TOUT_ATOUT, points=348, capot=A,
                      coinche=Coinche.SURCONTRE)  # fmt: skip
    assert score_donne(surcontre, rules).marks == PerTeam(740, 0)


def test_classique_takers_capot_is_made_whatever_the_defences_annonces() -> None:
    """« Classique, a takers' capot is made whatever the defence's annonces: on a capot the
    takers take every counted annonce (§10.1 a), so the defence's total is only its belotes.
    (252 + 550 against 0: made, 802 / 0.) »"""
    donne = Donne(taker=A, trump=Trump.COEUR, points=252, capot=A, annonce_points=PerTeam(0, 550))
    # Before §10.1 a, A 252 against B 0 + 550; the capot gives B's 550 to A: 802 / 0, made.
    score = score_donne(donne, CLASSIQUE)
    assert (score.made, score.marks) == (True, PerTeam(802, 0))


def test_defence_capot_keeps_annonces_takers_made_even_below_the_defences_annonces() -> None:
    """« `defence_capot_keeps_annonces`: the takers are made when they win every trick, even
    if the defence's kept annonces exceed their 252; each team marks its own total. »"""
    rules = Rules(variant=Variant.CLASSIQUE, annonces=True, defence_capot_keeps_annonces=True)
    donne = Donne(taker=A, trump=Trump.COEUR, points=252, capot=A, annonce_points=PerTeam(0, 550))
    # A 252 against B's kept 550: made all the same, A 252, B 550 (no longer belote alone).
    score = score_donne(donne, rules)
    assert (score.made, score.marks, score.belote_only) == (True, PerTeam(252, 550), None)


def test_annonce_points_0_mean_no_annonce() -> None:
    """« Annonce points 0 mean no annonce, as if the key were absent. »"""
    written = donne_from_json({"taker": "A", "trump": "coeur", "points": 92, "annonces": {"A": 0}})
    absent = donne_from_json({"taker": "A", "trump": "coeur", "points": 92})
    assert written == absent
    # A 92 against 70, with annonces played or not: nothing is added, nothing refused.
    for rules in (CLASSIQUE, Rules(variant=Variant.CLASSIQUE)):
        assert score_donne(written, rules).marks == PerTeam(92, 70)
    # And 0 is nothing to give on a renonce (§8.4).
    with pytest.raises(AnnonceError, match="n'a déclaré aucune annonce"):
        score_donne(replace(written, renonce=A), CLASSIQUE)


def test_renonce_takers_capot_keep_nothing_of_their_own_renonce() -> None:
    """« Renonce (§8.4) is a penalty: the points of the faulty team's annonces go to the other
    team in every case. They count in that team's total for made / fallen / litige, but are
    never taken away from it: not by the faulty team's capot (§10.1 a) [...] (Takers A capot,
    with a renonce on their 50: A 252, B 50.) »"""
    donne = Donne(taker=A, trump=Trump.COEUR, points=252, capot=A,
                  annonce_points=PerTeam(50, 0), renonce=A)  # fmt: skip
    # A's 50 go to B. A 252 against B 50: made, capot. §10.1 a would give A the defence's
    # annonces, but B's 50 are a penalty: A 252, B 50 (no longer 302 / 0).
    score = score_donne(donne, CLASSIQUE)
    assert (score.made, score.marks, score.belote_only) == (True, PerTeam(252, 50), None)


def test_renonce_points_stay_with_receiving_takers_who_fall() -> None:
    """« [...] not when the receiving team is itself dedans [...] (Takers B dedans, with A's
    renonce on a 50: A 162, B 50.) »"""
    donne = Donne(taker=B, trump=Trump.PIQUE, points=40,
                  annonce_points=PerTeam(50, 0), renonce=A)  # fmt: skip
    # B 40 + A's 50 = 90 against A 122: B falls. A 162 (the chute, without the renonce's
    # 50), B keeps the 50: A 162, B 50.
    score = score_donne(donne, CLASSIQUE)
    assert (score.made, score.marks, score.belote_only) == (False, PerTeam(162, 50), None)


def test_renonce_points_stay_with_the_receiving_defence_on_a_capot() -> None:
    """« never taken away from it: not by the faulty team's capot (§10.1 a) », the defence's
    own annonces still going to the takers on their capot."""
    tierce = Annonce(AnnonceKind.TIERCE, Rank.KING, Suit.SPADES)
    cinquante = Annonce(AnnonceKind.CINQUANTE, Rank.ACE, Suit.CLUBS)
    donne = Donne(taker=A, trump=Trump.COEUR, points=252, capot=A, belotes=PerTeam(0, 1),
                  annonces=PerTeam((cinquante,), (tierce,)), renonce=A)  # fmt: skip
    # A's 50 go to B; B's own tierce counts as if A had declared nothing. A capot takes
    # B's tierce (§10.1 a) but not the 50: A 252 + 20 = 272, B belote 20 + 50 = 70.
    assert score_donne(donne, CLASSIQUE).marks == PerTeam(272, 70)


def test_renonce_points_are_not_held_over_in_a_litige() -> None:
    """« [...] and not held over in a litige. »"""
    donne = Donne(taker=B, trump=Trump.PIQUE, points=56,
                  annonce_points=PerTeam(50, 0), renonce=A)  # fmt: skip
    # B 56 + A's 50 = 106 against A 106: litige. A marks 106; B's card points, 56, are held
    # over, its 50 marked now: A 106, B 50, 56 held over.
    score = score_donne(donne, CLASSIQUE)
    assert (score.litige, score.marks, score.held_over) == (True, PerTeam(106, 50), 56)
    # Then B makes 100 against 62: B 100 + 56 = 156, A 62.
    after = Donne(taker=B, trump=Trump.PIQUE, points=100)
    assert Partie(CLASSIQUE, [donne, after]).scores[1].marks == PerTeam(62, 156)
