"""Everything a hand-written sheet can get wrong is refused with a typed error, its field and its §."""

import pytest

from engine.annonces import Annonce, AnnonceKind
from engine.cards import Rank, Suit, Trump
from engine.donne import CAPOT, Coinche, Donne, PerTeam, Team
from engine.errors import (
    AnnonceError,
    BeloteError,
    CapotError,
    ContractError,
    DonneError,
    PointsError,
    RulesError,
    TakerError,
    TrumpError,
)
from engine.rules import FFB_CLASSIQUE, FFB_CONTREE, PRESETS, Counting, Rules, Tie, Variant
from engine.scoring import score_donne
from engine.validation import check_donne

CONTREE = Rules()
SATA = Rules(sans_atout_tout_atout=True)
CLASSIQUE = Rules(variant=Variant.CLASSIQUE)
ANNONCES = Rules(variant=Variant.CLASSIQUE, annonces=True)
A, B = Team.A, Team.B


def contree(**kw: object) -> Donne:
    fields: dict[str, object] = {"taker": A, "contract": 100, "trump": Trump.PIQUE, "points": 100}
    return Donne(**(fields | kw))  # type: ignore[arg-type]


def classique(**kw: object) -> Donne:
    fields: dict[str, object] = {"taker": A, "trump": Trump.COEUR, "points": 100}
    return Donne(**(fields | kw))  # type: ignore[arg-type]


def tierce(high: str, suit: Suit) -> Annonce:
    return Annonce(AnnonceKind.TIERCE, Rank(high), suit)


# fmt: off
REFUSED = [
    # (case, donne, rules, error type, field, §, words in the message)
    ("contract 85", contree(contract=85), CONTREE, ContractError, "contract", "§4.2.2", "85"),
    ("contract 170", contree(contract=170), CONTREE, ContractError, "contract", "§4.2.2", "170"),
    ("contract 70", contree(contract=70), CONTREE, ContractError, "contract", "§4.2.2", "70"),
    ("contract missing", contree(contract=None), CONTREE, ContractError, "contract", "§4.2.2",
     "manquant"),
    ("contract in classique", classique(contract=80), CLASSIQUE, ContractError, "contract",
     "§4.2", "classique"),
    ("contre in classique", classique(coinche=Coinche.CONTRE), CLASSIQUE, ContractError,
     "coinche", "§4.2", "contre"),
    ("trump missing", contree(trump=None), CONTREE, TrumpError, "trump", "§4.2.2", "Atout"),
    ("sans atout off", contree(trump=Trump.SANS_ATOUT), CONTREE, TrumpError, "trump", "§11",
     "sans atout"),
    ("tout atout off classique", classique(trump=Trump.TOUT_ATOUT), CLASSIQUE, TrumpError,
     "trump", "§11", "tout atout"),
    ("points missing", contree(points=None), CONTREE, PointsError, "points", "§9.1", "manquants"),
    ("points 1", contree(points=1), CONTREE, PointsError, "points", "§6", "1 point"),
    ("points 161", contree(points=161), CONTREE, PointsError, "points", "§6", "161"),
    ("points 2 in contrée TA", contree(points=2, trump=Trump.TOUT_ATOUT), SATA, PointsError,
     "points", "§6", "2"),
    ("points 257 in contrée TA", contree(points=257, trump=Trump.TOUT_ATOUT), SATA, PointsError,
     "points", "§6", "257"),
    ("points 163", contree(points=163), CONTREE, PointsError, "points", "§9.1", "163"),
    ("points 259 in TA", contree(points=259, trump=Trump.TOUT_ATOUT), SATA, PointsError,
     "points", "§11.3", "258"),
    ("points negative", classique(points=-10), CLASSIQUE, PointsError, "points", "§9.1", "-10"),
    ("252 without capot", contree(points=252), CONTREE, CapotError, "capot", "§9.2", "capot"),
    ("takers' capot with 150", contree(points=150, capot=A), CONTREE, CapotError, "capot",
     "§9.2", "150"),
    ("defence capot with 10 points", contree(points=10, capot=B), CONTREE, CapotError, "capot",
     "§9.2", "aucun pli"),
    ("belote at sans atout", contree(trump=Trump.SANS_ATOUT, belotes=PerTeam(1, 0)), SATA,
     BeloteError, "belotes", "§11.2", "sans atout"),
    ("two belotes in a suit", contree(belotes=PerTeam(1, 1)), CONTREE, BeloteError, "belotes",
     "§7", "une seule"),
    ("five belotes at TA", classique(trump=Trump.TOUT_ATOUT, belotes=PerTeam(3, 2)),
     Rules(variant=Variant.CLASSIQUE, sans_atout_tout_atout=True), BeloteError, "belotes",
     "§11.3", "4"),
    ("negative belote", classique(belotes=PerTeam(-1, 0)), CLASSIQUE, BeloteError, "belotes",
     "§7", "-1"),
    ("annonces in contrée", contree(annonces=PerTeam((tierce("K", Suit.HEARTS),), ())), CONTREE,
     AnnonceError, "annonces", "§8", "sans annonces"),
    ("annonces off", classique(annonces=PerTeam((tierce("K", Suit.HEARTS),), ())), CLASSIQUE,
     AnnonceError, "annonces", "§8", "pas jouées"),
    ("same card in two annonces of a team",
     classique(annonces=PerTeam((Annonce(AnnonceKind.CENT, Rank.KING, Suit.SPADES),
                                 tierce("Q", Suit.SPADES)), ())),
     ANNONCES, AnnonceError, "annonces", "§8", "deux annonces"),
    ("same card with both teams",
     classique(annonces=PerTeam((tierce("K", Suit.SPADES),), (tierce("A", Suit.SPADES),))),
     ANNONCES, AnnonceError, "annonces", "§8", "équipes A et B"),
    ("carré and sequence sharing a card",
     classique(annonces=PerTeam((Annonce(AnnonceKind.CARRE, Rank.JACK), tierce("Q", Suit.CLUBS)),
                                ())),
     ANNONCES, AnnonceError, "annonces", "§8", "valet de trèfle"),
    ("other team's annonce holds the belote's queen",
     classique(belotes=PerTeam(1, 0), annonces=PerTeam((), (tierce("Q", Suit.HEARTS),))),
     ANNONCES, AnnonceError, "annonces", "§7", "belote"),
    ("annonces beyond two hands",
     classique(annonces=PerTeam(tuple(Annonce(AnnonceKind.CARRE, Rank(r)) for r in "9TJQK"), ())),
     ANNONCES, AnnonceError, "annonces", "§8", "8 chacun"),
    ("donne blanche with points", Donne(points=80), CONTREE, TakerError, "points", "§4.2.1",
     "blanche"),
    ("donne blanche with a belote", Donne(belotes=PerTeam(0, 1)), CONTREE, TakerError,
     "belotes", "§4.2.1", "belote"),
]
# fmt: on


@pytest.mark.parametrize(
    ("donne", "rules", "error", "field", "paragraph", "words"),
    [row[1:] for row in REFUSED],
    ids=[row[0] for row in REFUSED],
)
def test_refused(
    donne: Donne, rules: Rules, error: type[DonneError], field: str, paragraph: str, words: str
) -> None:
    with pytest.raises(error) as raised:
        score_donne(donne, rules)
    assert raised.value.field == field
    assert raised.value.paragraph == paragraph
    assert raised.value.message.endswith(f"({paragraph})")
    assert words in raised.value.message


# fmt: off
ACCEPTED = [
    ("capot contract, all tricks", contree(contract=CAPOT, points=252, capot=A), CONTREE),
    ("points 0 without capot", contree(points=0), CONTREE),
    ("points 162 without capot", contree(points=162), CONTREE),
    ("points 2 at classique TA", classique(points=2, trump=Trump.TOUT_ATOUT),
     Rules(variant=Variant.CLASSIQUE, sans_atout_tout_atout=True)),
    ("four belotes at TA", contree(trump=Trump.TOUT_ATOUT, belotes=PerTeam(2, 2)), SATA),
    ("8-card sequence split in a tierce and a cent",
     classique(annonces=PerTeam((Annonce(AnnonceKind.CENT, Rank.ACE, Suit.CLUBS),
                                 tierce("9", Suit.CLUBS)), ())), ANNONCES),
    ("belote and a tierce with the king and queen of trump",
     classique(belotes=PerTeam(1, 0), annonces=PerTeam((tierce("K", Suit.HEARTS),), ())),
     ANNONCES),
    ("donne blanche", Donne(), CONTREE),
]
# fmt: on


@pytest.mark.parametrize(
    ("donne", "rules"), [row[1:] for row in ACCEPTED], ids=[row[0] for row in ACCEPTED]
)
def test_accepted(donne: Donne, rules: Rules) -> None:
    check_donne(donne, rules)


@pytest.mark.parametrize(
    ("kind", "high", "suit", "words"),
    [
        (AnnonceKind.CARRE, "8", None, "carré de 8 ne compte pas"),
        (AnnonceKind.CARRE, "7", None, "carré de 7 ne compte pas"),
        (AnnonceKind.TIERCE, "8", Suit.HEARTS, "tierce hauteur 8 n'existe pas"),
        (AnnonceKind.CINQUANTE, "9", Suit.HEARTS, "cinquante hauteur 9 n'existe pas"),
        (AnnonceKind.CENT, "T", Suit.HEARTS, "cent hauteur 10 n'existe pas"),
        (AnnonceKind.TIERCE, "K", None, "doit avoir une couleur"),
        (AnnonceKind.CARRE, "J", Suit.HEARTS, "pas de couleur"),
    ],
)
def test_impossible_annonces(kind: AnnonceKind, high: str, suit: Suit | None, words: str) -> None:
    with pytest.raises(AnnonceError) as raised:
        Annonce(kind, Rank(high), suit)
    assert words in raised.value.message
    assert raised.value.paragraph == "§8.1"


RULES_REFUSED = [
    ({"variant": Variant.CLASSIQUE, "counting": Counting.FAITS_ET_DEMANDES}, "counting", "§10.2"),
    ({"contre_reduced": True}, "contre_reduced", "§10.2 note 1"),
    ({"variant": Variant.CLASSIQUE, "contre_reduced": True}, "contre_reduced", "§10.2 note 1"),
    ({"annonces": True}, "annonces", "§8"),
    ({"target": 1000, "donnes": 12}, "target", None),
    ({"target": 0}, "target", None),
    ({"donnes": -3}, "donnes", None),
    ({"tie": Tie.EXTRA_DONNE}, "tie", None),
]


@pytest.mark.parametrize(("options", "field", "paragraph"), RULES_REFUSED)
def test_rules_refused(options: dict[str, object], field: str, paragraph: str | None) -> None:
    with pytest.raises(RulesError) as raised:
        Rules(**options)  # type: ignore[arg-type]
    assert (raised.value.field, raised.value.paragraph) == (field, paragraph)


def test_presets() -> None:
    assert {
        "ffb-contree": FFB_CONTREE,
        "ffb-classique": FFB_CLASSIQUE,
        "club-contree": Rules(target=2000, belote_imprenable=True, always_overtrump=True),
    } == PRESETS
    assert (FFB_CONTREE.rounding, FFB_CONTREE.counting, FFB_CONTREE.target) == (
        True, Counting.POINTS_FAITS, 2000,
    )  # fmt: skip
    assert (FFB_CLASSIQUE.rounding, FFB_CLASSIQUE.annonces, FFB_CLASSIQUE.target) == (
        False, False, 1000,
    )  # fmt: skip
    assert Rules(variant=Variant.CLASSIQUE, rounding=True).rounding is True


def test_rules_in_words() -> None:
    rules = Rules(counting=Counting.FAITS_ET_DEMANDES, contre_reduced=True, donnes=12,
                  tie=Tie.EXTRA_DONNE, sans_atout_tout_atout=True)  # fmt: skip
    assert rules.describe() == [
        "Belote contrée, règles FFB.",
        "Décompte en points faits + points demandés, contre réduit "
        "(contrat × 2 + 160, surcontre contrat × 4 + 160).",
        "Points arrondis à la dizaine la plus proche.",
        "Sans Atout et Tout Atout autorisés.",
        "Partie en 12 donnes, donne supplémentaire en cas d'égalité.",
    ]
    assert FFB_CLASSIQUE.describe() == [
        "Belote classique, règles FFB.",
        "Points comptés au point près, sans arrondi.",
        "Sans Atout et Tout Atout non joués.",
        "Sans annonces.",
        "Partie en 1000 points.",
    ]


@pytest.mark.parametrize(
    ("points", "said"),
    [
        (1, "1 point : impossible, aucun ensemble de plis ne vaut 1 point."),
        (161, "161 points : impossible, l'autre équipe aurait 1 point et aucune carte ne vaut "
              "1 point."),
    ],
)  # fmt: skip
def test_impossible_points_are_counted_as_french_writes_them(points: int, said: str) -> None:
    with pytest.raises(PointsError) as refused:
        check_donne(contree(points=points), FFB_CONTREE)
    assert refused.value.message == f"{said} (§6)"
