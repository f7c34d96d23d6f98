"""The règles de la maison (scoring.md « Options beyond the FFB texts »): rules, marks and play.

Every expected mark is worked out by hand from scoring.md, the computation in a comment.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from engine import (
    CAPOT,
    FFB_CLASSIQUE,
    FFB_CONTREE,
    PRESETS,
    Card,
    Coinche,
    Counting,
    Donne,
    Partie,
    PerTeam,
    PlayError,
    Rules,
    RulesError,
    Seat,
    Team,
    Trump,
    Variant,
    legal_plays,
    score_donne,
    trick_winner,
)
from engine.annonces import Annonce, AnnonceKind
from engine.cards import Rank, Suit
from engine.house_rules import HOUSE_RULES, BothOverTarget, EqualTotals
from engine.jsonio import play_json, rules_from_json, rules_to_json
from engine.rules import CLUB_CONTREE, PRESET_LABELS, Option

A, B = Team.A, Team.B
N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W
CLASSIQUE = Rules(variant=Variant.CLASSIQUE, annonces=True)


def cards(codes: str) -> tuple[Card, ...]:
    return tuple(Card.parse(code) for code in codes.split())


def marks(donne: Donne, rules: Rules) -> tuple[int, int]:
    score = score_donne(donne, rules)
    return score.marks.a, score.marks.b


# The options in Rules: values, refusals, presets, words


def test_rounding_takes_ten_five_or_nothing() -> None:
    assert Rules(rounding=10) == Rules(rounding=True) == FFB_CONTREE.__class__()
    assert Rules(rounding=0) == Rules(rounding=False)
    assert [Rules(rounding=r).rounding_step for r in (10, 5, 0, True, False)] == [10, 5, 0, 10, 0]
    assert Rules(variant=Variant.CLASSIQUE).rounding_step == 0


@pytest.mark.parametrize("value", [1, 20, -10, "10", 5.0])
def test_rounding_refuses_other_steps(value: Any) -> None:
    with pytest.raises(RulesError) as refused:
        Rules(rounding=value)
    assert refused.value.field == "rounding"
    assert refused.value.message == (
        f"Arrondi « {value} » : à la dizaine (10), à 5 près (5) ou aucun (0). (§10.3)"
    )


@pytest.mark.parametrize(
    ("options", "message"),
    [
        (
            {"variant": Variant.CLASSIQUE, "must_undertrump": True},
            "À la belote classique, on est déjà obligé de pisser : cette règle de la maison "
            "ne s'applique qu'en contrée. (§5.2 2.2)",
        ),
        (
            {"variant": Variant.CLASSIQUE, "always_overtrump": True},
            "À la belote classique, un atout joué sur le partenaire maître doit déjà monter : "
            "cette règle de la maison ne s'applique qu'en contrée. (§5.2 3-4)",
        ),
        (
            {"variant": Variant.CLASSIQUE, "belote_imprenable": True},
            "À la belote classique, la belote est déjà imprenable : cette règle de la maison "
            "ne s'applique qu'en contrée. (§7)",
        ),
        (
            {"equal_totals": EqualTotals.MADE},
            "En contrée, le contrat est fait dès que les preneurs atteignent leur contrat, sans "
            "litige : cette règle de la maison ne s'applique qu'à la belote classique. (§10.1.1)",
        ),
        (
            {"contract_on_card_points": True},
            "En contrée, le contrat se compte avec la belote des preneurs : cette règle de la "
            "maison ne s'applique qu'à la belote classique. (§10.1.1)",
        ),
        (
            {"defence_capot_keeps_annonces": True},
            "Les annonces de la défense capot ne se gardent que si les annonces sont jouées, "
            "à la belote classique. (§8)",
        ),
        (
            {"variant": Variant.CLASSIQUE, "defence_capot_keeps_annonces": True},
            "Les annonces de la défense capot ne se gardent que si les annonces sont jouées, "
            "à la belote classique. (§8)",
        ),
    ],
)
def test_an_option_of_the_other_variant_is_refused_in_french(
    options: dict[str, Any], message: str
) -> None:
    field = next(key for key in options if key != "variant")
    with pytest.raises(RulesError) as refused:
        Rules(**options)
    assert (refused.value.field, refused.value.message) == (field, message)
    base = Rules(variant=options.get("variant", Variant.CONTREE))
    assert base.unavailable(Option(field)) == message


def test_options_that_apply_are_available() -> None:
    for option in (Option.MUST_UNDERTRUMP, Option.ALWAYS_OVERTRUMP, Option.BELOTE_IMPRENABLE):
        assert FFB_CONTREE.unavailable(option) is None
    for option in (Option.EQUAL_TOTALS, Option.CONTRACT_ON_CARD_POINTS):
        assert FFB_CLASSIQUE.unavailable(option) is None
    assert CLASSIQUE.unavailable(Option.DEFENCE_CAPOT_KEEPS_ANNONCES) is None
    both = {"both_over_target": BothOverTarget.DRAW, "clockwise": True, "rounding": 5}
    assert Rules(**both) and Rules(variant=Variant.CLASSIQUE, **both)  # type: ignore[arg-type]


def test_the_ffb_presets_stay_and_the_club_preset_has_two_house_rules() -> None:
    assert Rules(target=2000) == FFB_CONTREE
    assert Rules(variant=Variant.CLASSIQUE, target=1000) == FFB_CLASSIQUE
    assert FFB_CONTREE.house_rules() == FFB_CLASSIQUE.house_rules() == ()
    assert PRESETS["club-contree"] is CLUB_CONTREE
    assert replace(FFB_CONTREE, belote_imprenable=True, always_overtrump=True) == CLUB_CONTREE
    assert PRESET_LABELS["club-contree"] == "Belote contrée, règles de club"
    assert set(PRESET_LABELS) == set(PRESETS)


def test_the_club_preset_in_words() -> None:
    assert CLUB_CONTREE.describe() == [
        "Belote contrée, règles de club.",
        "Décompte en points faits.",
        "Points arrondis à la dizaine la plus proche.",
        "Sans Atout et Tout Atout non joués.",
        "Partie en 2000 points.",
        "Toujours monter à l'atout : qui joue un atout doit battre le plus fort atout du pli "
        "s'il le peut, même sur son partenaire maître.",
        "Belote imprenable : chaque équipe garde sa belote, même quand l'autre marque la chute "
        "ou le contre.",
    ]


def test_every_house_rule_has_words_and_a_source() -> None:
    rules = Rules(
        variant=Variant.CLASSIQUE,
        annonces=True,
        rounding=5,
        equal_totals=EqualTotals.FALLEN,
        contract_on_card_points=True,
        defence_capot_keeps_annonces=True,
        both_over_target=BothOverTarget.DRAW,
        clockwise=True,
    )
    lines = rules.describe()
    assert lines[0] == "Belote classique, règles de club."
    assert lines[1] == "Points arrondis au multiple de 5 le plus proche."
    for rule in rules.house_rules():
        assert rule.field == "rounding" or rule.description in lines
    assert [rule.field for rule in rules.house_rules()] == [
        "rounding", "equal_totals", "contract_on_card_points", "defence_capot_keeps_annonces",
        "both_over_target", "clockwise",
    ]  # fmt: skip
    for rule in HOUSE_RULES:
        assert rule.label and rule.description.endswith(".") and rule.source
        assert hasattr(Rules(), rule.field)


def test_rounding_off_in_contree_is_not_the_ffb() -> None:
    assert Rules(rounding=False).describe()[:3] == [
        "Belote contrée, règles de club.",
        "Décompte en points faits.",
        "Points comptés au point près, sans arrondi.",
    ]


def test_the_options_in_json_round_trip() -> None:
    rules = Rules(variant=Variant.CLASSIQUE, annonces=True, rounding=5,
                  equal_totals=EqualTotals.MADE, contract_on_card_points=True,
                  defence_capot_keeps_annonces=True, both_over_target=BothOverTarget.DRAW,
                  clockwise=True, target=1000)  # fmt: skip
    assert rules_from_json(rules_to_json(rules)) == rules
    assert rules_to_json(CLUB_CONTREE)["belote_imprenable"] is True
    assert rules_from_json({"rounding": 10}) == rules_from_json({"rounding": True})
    assert rules_from_json({"must_undertrump": True}).must_undertrump


@pytest.mark.parametrize(
    ("data", "field", "says"),
    [
        ({"rounding": 7}, "rounding", "true, false, 10, 5 ou 0"),
        ({"equal_totals": "nul"}, "equal_totals", "Totaux égaux « nul » inconnu"),
        ({"both_over_target": 1}, "both_over_target", "« higher_wins », « draw »"),
        ({"clockwise": "oui"}, "clockwise", "true ou false"),
        ({"variant": "classique", "belote_imprenable": True}, "belote_imprenable", "(§7)"),
    ],
)
def test_bad_options_in_json_are_refused(data: dict[str, Any], field: str, says: str) -> None:
    with pytest.raises(RulesError) as refused:
        rules_from_json(data)
    assert refused.value.field == field
    assert says in refused.value.message


# Rounding to 5, both variants


def test_contree_rounding_to_five() -> None:
    # 100 pique, 83 points... no: 80 pique, 83 points, made (83 >= 80).
    # Points réalisés to the nearest 5: 83 -> 85; defence 162 - 83 = 79 -> 80.
    donne = Donne(taker=A, contract=80, trump=Trump.PIQUE, points=83)
    assert marks(donne, Rules(rounding=5)) == (85, 80)
    # To the ten (FFB): 83 -> 80, 79 -> 80. None: 83, 79.
    assert marks(donne, FFB_CONTREE) == (80, 80)
    assert marks(donne, Rules(rounding=0)) == (83, 79)


def test_contree_tout_atout_rounding_to_five() -> None:
    # 140 TA, 198 points + belote: 198 x 162 / 258 = 124.33 + 20 >= 140, made.
    # 124.33 -> 125, + 20 = 145; defence 60 x 162 / 258 = 37.67 -> 40 (2.33 from 40).
    donne = Donne(taker=A, contract=140, trump=Trump.TOUT_ATOUT, points=198,
                  belotes=PerTeam(1, 0))  # fmt: skip
    assert marks(donne, Rules(rounding=5, sans_atout_tout_atout=True)) == (145, 40)


def test_classique_rounding_to_five() -> None:
    # A takes cœur, 93 points; B 69 + belote 20 = 89. Made: A 93 -> 95, B 89 -> 90.
    donne = Donne(taker=A, trump=Trump.COEUR, points=93, belotes=PerTeam(0, 1))
    assert marks(donne, Rules(variant=Variant.CLASSIQUE, rounding=5)) == (95, 90)
    assert marks(donne, FFB_CLASSIQUE) == (93, 89)


# Belote imprenable (contrée)

IMPRENABLE = Rules(belote_imprenable=True)


@pytest.mark.parametrize(
    ("donne", "ffb", "imprenable"),
    [
        # 120 cœur, 90 points + belote A = 110 < 120: fallen.
        # FFB: defence 160 + every belote 20 = 180. Imprenable: A keeps 20, B 160.
        (Donne(taker=A, contract=120, trump=Trump.COEUR, points=90, belotes=PerTeam(1, 0)),
         (0, 180), (20, 160)),
        # 100 pique contré, 110 points >= 100: made. FFB: 320 + B's belote = 340, B 0.
        # Imprenable: A 320, B keeps its 20.
        (Donne(taker=A, contract=100, trump=Trump.PIQUE, points=110, coinche=Coinche.CONTRE,
               belotes=PerTeam(0, 1)), (340, 0), (320, 20)),
        # 100 pique contré, 70 + 20 = 90 < 100: fallen. FFB: B 320 + 20 = 340. Imprenable: A 20, B 320.
        (Donne(taker=A, contract=100, trump=Trump.PIQUE, points=70, coinche=Coinche.CONTRE,
               belotes=PerTeam(1, 0)), (0, 340), (20, 320)),
        # Capot cœur without the capot: B 500 + A's belote = 520. Imprenable: A 20, B 500.
        (Donne(taker=A, contract=CAPOT, trump=Trump.COEUR, points=150, belotes=PerTeam(1, 0)),
         (0, 520), (20, 500)),
        # Capot contré, made: A 1000 + B's belote = 1020. Imprenable: A 1000, B 20.
        (Donne(taker=A, contract=CAPOT, trump=Trump.COEUR, points=252, capot=A,
               coinche=Coinche.CONTRE, belotes=PerTeam(0, 1)), (1020, 0), (1000, 20)),
        # Capot made, standard: each its own already (500 + 0, B 20): no change.
        (Donne(taker=A, contract=CAPOT, trump=Trump.COEUR, points=252, capot=A,
               belotes=PerTeam(0, 1)), (500, 20), (500, 20)),
        # 80 pique made, 100 points, belote B: A 100, B 62 -> 60 + 20 = 80: no change.
        (Donne(taker=A, contract=80, trump=Trump.PIQUE, points=100, belotes=PerTeam(0, 1)),
         (100, 80), (100, 80)),
    ],
)  # fmt: skip
def test_belote_imprenable(donne: Donne, ffb: tuple[int, int], imprenable: tuple[int, int]) -> None:
    assert marks(donne, FFB_CONTREE) == ffb
    assert marks(donne, IMPRENABLE) == imprenable


def test_belote_imprenable_in_faits_et_demandes() -> None:
    # 120 cœur, 90 + 20 < 120: FFB f+d: B 160 + 120 + 20 = 300. Imprenable: A 20, B 280.
    donne = Donne(taker=A, contract=120, trump=Trump.COEUR, points=90, belotes=PerTeam(1, 0))
    rules = Rules(counting=Counting.FAITS_ET_DEMANDES)
    assert marks(donne, rules) == (0, 300)
    assert marks(donne, replace(rules, belote_imprenable=True)) == (20, 280)


# Equal totals and the contract on card points (classique)


def test_equal_totals() -> None:
    # A takes cœur with 81 points: 81 against 81.
    donne = Donne(taker=A, trump=Trump.COEUR, points=81)
    litige = score_donne(donne, FFB_CLASSIQUE)
    assert (litige.made, litige.litige, litige.marks, litige.held_over) == (
        None,
        True,
        PerTeam(0, 81),
        81,
    )
    made = score_donne(donne, Rules(variant=Variant.CLASSIQUE, equal_totals=EqualTotals.MADE))
    # Made: each team marks its total, 81 and 81.
    assert (made.made, made.litige, made.marks, made.held_over) == (True, False, PerTeam(81, 81), 0)
    fallen = score_donne(donne, Rules(variant=Variant.CLASSIQUE, equal_totals=EqualTotals.FALLEN))
    # Fallen: the defence marks 162.
    assert (fallen.made, fallen.marks, fallen.belote_only) == (False, PerTeam(0, 162), A)


CARD_POINTS = Rules(variant=Variant.CLASSIQUE, contract_on_card_points=True)


def test_contract_on_card_points() -> None:
    # A 85 points, B 77 + belote 20 = 97: FFB fallen (85 < 97), B 162 + 20 = 182.
    # Card points only: 85 > 77, made: A 85, B 77 + 20 = 97.
    donne = Donne(taker=A, trump=Trump.COEUR, points=85, belotes=PerTeam(0, 1))
    assert marks(donne, FFB_CLASSIQUE) == (0, 182)
    assert marks(donne, CARD_POINTS) == (85, 97)
    # A 71 + belote 20 = 91 against 91: FFB litige. Card points 71 < 91: fallen, A keeps 20, B 162.
    donne = Donne(taker=A, trump=Trump.COEUR, points=71, belotes=PerTeam(1, 0))
    assert score_donne(donne, FFB_CLASSIQUE).litige
    assert marks(donne, CARD_POINTS) == (20, 162)


def test_contract_on_card_points_litige_holds_the_whole_total() -> None:
    # 81 against 81 in cards, A has a belote: FFB made (101 > 81), A 101, B 81.
    # Card points equal: litige, A's whole total 101 held over, B marks 81.
    donne = Donne(taker=A, trump=Trump.COEUR, points=81, belotes=PerTeam(1, 0))
    assert marks(donne, FFB_CLASSIQUE) == (101, 81)
    score = score_donne(donne, CARD_POINTS)
    assert (score.litige, score.marks, score.held_over) == (True, PerTeam(0, 81), 101)
    # And with equal totals made: 81 = 81 in cards is made, A 101, B 81.
    assert marks(donne, replace(CARD_POINTS, equal_totals=EqualTotals.MADE)) == (101, 81)


# The defence capot keeps its annonces (classique)

KEEPS = replace(CLASSIQUE, defence_capot_keeps_annonces=True)


def test_defence_capot_keeps_its_annonces() -> None:
    # A capot; A a tierce (20), B a carré of 9 (150): B's is stronger, B counts 150.
    # FFB (§10.1 a): A 252 + 150 = 402, B 0. House rule: A 252, B keeps 150.
    donne = Donne(
        taker=A,
        trump=Trump.COEUR,
        points=252,
        capot=A,
        annonces=PerTeam(
            (Annonce(AnnonceKind.TIERCE, Rank.KING, Suit.SPADES),),
            (Annonce(AnnonceKind.CARRE, Rank.NINE),),
        ),
    )
    assert marks(donne, CLASSIQUE) == (402, 0)
    score = score_donne(donne, KEEPS)
    assert (score.marks, score.belote_only) == (PerTeam(252, 150), None)
    # Annonces written as on the sheet: B 100. FFB A 352, B 0; house rule A 252, B 100.
    written = Donne(taker=A, trump=Trump.COEUR, points=252, capot=A, annonce_points=PerTeam(0, 100))
    assert marks(written, CLASSIQUE) == (352, 0)
    assert marks(written, KEEPS) == (252, 100)
    # The takers' own annonces stay theirs: A 50 written, A 252 + 50 = 302, B 0 (belote only).
    own = Donne(taker=A, trump=Trump.COEUR, points=252, capot=A, annonce_points=PerTeam(50, 0))
    score = score_donne(own, KEEPS)
    assert (score.marks, score.belote_only) == (PerTeam(302, 0), B)  # fmt: skip


# Both over the target

D = Trump.CARREAU


def both_over(rules: Rules) -> Partie:
    # Target 200. 1: A 80 pique 90 -> A 90, B 72 -> 70. 2: B 80 cœur 120 -> B 120, A 42 -> 40.
    # 3: A 80 carreau 81 -> A 80, B 81 -> 80. Totals 210 / 270: both over on donne 3.
    return Partie(rules, [
        Donne(taker=A, contract=80, trump=Trump.PIQUE, points=90),
        Donne(taker=B, contract=80, trump=Trump.COEUR, points=120),
        Donne(taker=A, contract=80, trump=D, points=81),
    ])  # fmt: skip


def test_both_over_the_target_higher_wins_or_draw() -> None:
    ffb = both_over(Rules(target=200))
    assert (ffb.totals, ffb.winner, ffb.ended_after) == (PerTeam(210, 270), B, 3)
    draw = both_over(Rules(target=200, both_over_target=BothOverTarget.DRAW))
    assert (draw.totals, draw.winner, draw.ended_after, draw.is_over) == (
        PerTeam(210, 270),
        None,
        3,
        True,
    )


def test_one_team_over_the_target_still_wins_with_the_draw_rule() -> None:
    partie = Partie(Rules(target=100, both_over_target=BothOverTarget.DRAW),
                    [Donne(taker=A, contract=80, trump=D, points=120)])  # fmt: skip
    # A 120, B 42 -> 40: only A is over.
    assert (partie.winner, partie.ended_after) == (A, 1)


# Play: obligé de pisser, toujours monter, clockwise


def test_must_undertrump_in_contree() -> None:
    # N leads the ace of spades, W cuts with the 9 of hearts; S has no spade, a 7 of hearts.
    trick = [(N, Card.parse("AS")), (W, Card.parse("9H"))]
    ffb = legal_plays(variant=Variant.CONTREE, trump=Trump.COEUR, trick=trick, seat=S,
                      hand=cards("7H KD"))  # fmt: skip
    assert ffb.allowed == cards("7H KD")
    house = legal_plays(rules=Rules(must_undertrump=True), trump=Trump.COEUR, trick=trick, seat=S,
                        hand=cards("7H KD"))  # fmt: skip
    assert (house.allowed, house.rule) == (cards("7H"), "§5.2 2.2")
    assert "pisser" in house.explanation and "Règle de la maison" in house.explanation
    # Without a trump, any card, as in the FFB text.
    free = legal_plays(rules=Rules(must_undertrump=True), trump=Trump.COEUR, trick=trick, seat=S,
                       hand=cards("7D KD"))  # fmt: skip
    assert free.allowed == cards("7D KD")


ALWAYS = Rules(always_overtrump=True)


@pytest.mark.parametrize(
    ("hand", "ffb", "house"),
    [
        # E leads spades, N cuts with the 9 of hearts, W follows: S, void, partner master.
        ("7H JH QD", "7H JH QD", "JH QD"),  # a trump played must beat the 9: not the 7
        ("7H 8H QD", "7H 8H QD", "7H 8H QD"),  # no trump beats the 9: any card
        ("7H JH", "7H JH", "JH"),  # only trumps: still the one that beats (not classique §5.2 4)
    ],
)
def test_always_overtrump_in_contree(hand: str, ffb: str, house: str) -> None:
    trick = [(E, Card.parse("AS")), (N, Card.parse("9H")), (W, Card.parse("KS"))]
    assert legal_plays(variant=Variant.CONTREE, trump=Trump.COEUR, trick=trick, seat=S,
                       hand=cards(hand)).allowed == cards(ffb)  # fmt: skip
    result = legal_plays(rules=ALWAYS, trump=Trump.COEUR, trick=trick, seat=S, hand=cards(hand))
    assert (result.allowed, result.rule) == (cards(house), "§5.2 2.3")
    assert "toujours monter à l'atout" in result.explanation


def test_always_overtrump_over_a_partner_master_with_a_plain_card_any_card() -> None:
    trick = [(N, Card.parse("AS")), (W, Card.parse("7S"))]
    result = legal_plays(rules=ALWAYS, trump=Trump.COEUR, trick=trick, seat=S, hand=cards("7H QD"))
    assert (result.allowed, result.rule) == (cards("7H QD"), "§5.2 2.1")


def test_clockwise_order_of_play() -> None:
    clockwise = Rules(clockwise=True)
    trick = [(N, Card.parse("AS")), (E, Card.parse("7S"))]
    result = legal_plays(rules=clockwise, trump=Trump.COEUR, trick=trick, seat=S, hand=cards("8S"))
    assert result.allowed == cards("8S")
    assert trick_winner(trump=Trump.COEUR, trick=trick, clockwise=True) is N
    with pytest.raises(PlayError) as refused:
        legal_plays(
            variant=Variant.CONTREE, trump=Trump.COEUR, trick=trick, seat=S, hand=cards("8S")
        )
    assert refused.value.message == (
        "Dans le pli, Est (E) joue après Nord (N) : c'était à Ouest (W), dans le sens inverse "
        "des aiguilles d'une montre (Nord, Ouest, Sud, Est). (§5.1)"
    )
    with pytest.raises(PlayError) as refused:
        legal_plays(rules=clockwise, trump=Trump.COEUR, trick=trick[:1], seat=W, hand=cards("8S"))
    assert refused.value.message == (
        "C'est à Est (E) de jouer, pas à Ouest (W) : on joue chacun son tour dans le sens "
        "des aiguilles d'une montre. (règle de la maison)"
    )
    with pytest.raises(PlayError) as refused:
        trick_winner(trump=Trump.COEUR, trick=[(N, Card.parse("AS")), (W, Card.parse("7S"))],
                     clockwise=True)  # fmt: skip
    assert "c'était à Est (E), dans le sens des aiguilles d'une montre (Nord, Est, Sud, Ouest)" in (
        refused.value.message
    )


def test_legal_plays_needs_a_variant_that_agrees_with_the_rules() -> None:
    with pytest.raises(TypeError):
        legal_plays(trump=Trump.COEUR, trick=[], seat=N, hand=cards("8S"))
    with pytest.raises(TypeError):
        legal_plays(variant=Variant.CLASSIQUE, rules=FFB_CONTREE, trump=Trump.COEUR, trick=[],
                    seat=N, hand=cards("8S"))  # fmt: skip
    assert legal_plays(variant=Variant.CONTREE, rules=FFB_CONTREE, trump=Trump.COEUR, trick=[],
                       seat=N, hand=cards("8S")).rule == "§5.1"  # fmt: skip


def test_play_in_json_follows_the_options_of_play() -> None:
    # Clockwise: N then E, S to play. Hearts trump, W... E cut with the 9: S must pisser.
    doc = {
        "rules": {"variant": "contree", "clockwise": True, "must_undertrump": True},
        "trump": "coeur",
        "trick": [{"seat": "N", "card": "AS"}, {"seat": "E", "card": "9H"}],
        "seat": "S",
        "hand": ["7H", "KD"],
        "card": "KD",
    }
    result = play_json(doc)
    assert (result["allowed"], result["rule"], result["legal"]) == (["7H"], "§5.2 2.2", False)
    with pytest.raises(PlayError, match="c'était à Ouest"):
        play_json({**doc, "rules": {"variant": "contree"}})
