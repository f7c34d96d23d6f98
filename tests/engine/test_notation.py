"""The shorthand: every token of a donne in both variants, cards, the « Table » field, and clear refusals."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine import (
    CAPOT,
    KIND_WORDS,
    RANK_LETTERS,
    SUIT_LETTERS,
    Annonce,
    AnnonceKind,
    Card,
    Coinche,
    ContractError,
    Donne,
    NotationError,
    PerTeam,
    Rank,
    Rules,
    Suit,
    Team,
    Trump,
    Variant,
    format_card,
    format_cards,
    format_donne,
    parse_card,
    parse_cards,
    parse_donne,
    score_donne,
)
from engine.cards import DECK
from tests.factories import random_donne

CONTREE = Variant.CONTREE
CLASSIQUE = Variant.CLASSIQUE


def contree(text: str) -> Donne:
    return parse_donne(text, variant=CONTREE)


def classique(text: str) -> Donne:
    return parse_donne(text, variant=CLASSIQUE)


# Contrée


def test_the_usual_contree_donne() -> None:
    assert contree("A 110 c 117 b") == Donne(
        taker=Team.A, contract=110, trump=Trump.COEUR, points=117, belotes=PerTeam(1, 0)
    )


def test_tokens_come_in_any_order_and_any_case() -> None:
    assert contree("a 110 b C 117") == contree("A 110 c 117 b")
    assert contree("B  80\tp   100 ") == Donne(
        taker=Team.B, contract=80, trump=Trump.PIQUE, points=100
    )


@pytest.mark.parametrize(
    ("token", "trump"),
    [
        ("p", Trump.PIQUE), ("c", Trump.COEUR), ("k", Trump.CARREAU), ("t", Trump.TREFLE),
        ("♠", Trump.PIQUE), ("♥", Trump.COEUR), ("♦", Trump.CARREAU), ("♣", Trump.TREFLE),
        ("pique", Trump.PIQUE), ("cœur", Trump.COEUR), ("coeur", Trump.COEUR),
        ("carreau", Trump.CARREAU), ("trèfle", Trump.TREFLE), ("TREFLE", Trump.TREFLE),
        ("sa", Trump.SANS_ATOUT), ("TA", Trump.TOUT_ATOUT),
    ],
)  # fmt: skip
def test_every_way_of_writing_a_trump(token: str, trump: Trump) -> None:
    assert contree(f"A 80 {token} 100").trump is trump


@pytest.mark.parametrize(
    ("token", "contract", "trump"),
    [("110c", 110, Trump.COEUR), ("80SA", 80, Trump.SANS_ATOUT), ("160♦", 160, Trump.CARREAU)],
)
def test_contract_and_trump_written_together(token: str, contract: int, trump: Trump) -> None:
    donne = contree(f"B {token} 90")
    assert (donne.contract, donne.trump, donne.points) == (contract, trump, 90)


@pytest.mark.parametrize(
    ("token", "coinche"),
    [
        ("x", Coinche.CONTRE),
        ("X", Coinche.CONTRE),
        ("contre", Coinche.CONTRE),
        ("xx", Coinche.SURCONTRE),
        ("surcontre", Coinche.SURCONTRE),
    ],
)
def test_contre_and_surcontre(token: str, coinche: Coinche) -> None:
    assert contree(f"A 90 p {token} 80").coinche is coinche


def test_a_capot_contract_then_the_only_number_is_the_points() -> None:
    donne = contree("B capot t 162")
    assert (donne.contract, donne.points, donne.capot) == (CAPOT, 162, None)


def test_a_capot_made_implies_the_points() -> None:
    assert contree("A capot p cap") == Donne(
        taker=Team.A, contract=CAPOT, trump=Trump.PIQUE, points=252, capot=Team.A
    )
    assert contree("B 90 ta capb").points == 348  # contrée tout atout: 248 + 100
    defence = contree("A 100 c capB")
    assert (defence.capot, defence.points) == (Team.B, 0)
    assert contree("A 80 c capA").capot is Team.A


def test_points_written_with_a_capot_are_kept() -> None:
    assert contree("A 80 c 162 cap").points == 162


def test_belotes_of_the_takers_of_either_team_and_counted() -> None:
    assert contree("B 80 p 90 b").belotes == PerTeam(0, 1)
    assert contree("B 80 p 90 bA").belotes == PerTeam(1, 0)
    assert contree("A 80 p 90 bb").belotes == PerTeam(0, 1)
    assert contree("A 80 ta 200 b2 bB").belotes == PerTeam(2, 1)
    assert contree("A 80 ta 200 b b bB2").belotes == PerTeam(2, 2)


@pytest.mark.parametrize("text", ["-", "passe", " PASSE "])
def test_donne_blanche(text: str) -> None:
    assert contree(text) == Donne()
    assert classique(text) == Donne()


def test_the_engine_judges_what_the_parser_reads() -> None:
    donne = contree("A 85 c 100")
    assert donne.contract == 85
    with pytest.raises(ContractError, match=r"Contrat 85 .*\(§4\.2\.2\)"):
        score_donne(donne, Rules(target=1000))


def test_a_donne_not_finished_is_read_with_what_is_missing_left_out() -> None:
    assert contree("A 110") == Donne(taker=Team.A, contract=110)
    assert contree("B") == Donne(taker=Team.B)


# Classique


def test_classique_has_no_contract_the_number_is_the_points() -> None:
    assert classique("A c 92 bB") == Donne(
        taker=Team.A, trump=Trump.COEUR, points=92, belotes=PerTeam(0, 1)
    )


def test_classique_capot_word_is_the_capot_made() -> None:
    assert classique("B p capot") == Donne(
        taker=Team.B, trump=Trump.PIQUE, points=252, capot=Team.B
    )
    assert classique("B t cap") == classique("B t capot")


@pytest.mark.parametrize(
    ("token", "annonce"),
    [
        ("tierce:Rc", Annonce(AnnonceKind.TIERCE, Rank.KING, Suit.HEARTS)),
        ("tierce:R♥", Annonce(AnnonceKind.TIERCE, Rank.KING, Suit.HEARTS)),
        ("50:Ak", Annonce(AnnonceKind.CINQUANTE, Rank.ACE, Suit.DIAMONDS)),
        ("cinquante:vt", Annonce(AnnonceKind.CINQUANTE, Rank.JACK, Suit.CLUBS)),
        ("100:Dp", Annonce(AnnonceKind.CENT, Rank.QUEEN, Suit.SPADES)),
        ("cent:Vc", Annonce(AnnonceKind.CENT, Rank.JACK, Suit.HEARTS)),
        ("carré:V", Annonce(AnnonceKind.CARRE, Rank.JACK)),
        ("carre:9", Annonce(AnnonceKind.CARRE, Rank.NINE)),
    ],
)
def test_annonces_of_the_takers(token: str, annonce: Annonce) -> None:
    assert classique(f"B c 92 {token}").annonces == PerTeam((), (annonce,))


def test_annonces_of_a_named_team() -> None:
    donne = classique("A p 100 tierce:Rc:B carré:D:a 50:Vk")
    assert donne.annonces == PerTeam(
        (Annonce(AnnonceKind.CARRE, Rank.QUEEN), Annonce(AnnonceKind.CINQUANTE, Rank.JACK, Suit.DIAMONDS)),
        (Annonce(AnnonceKind.TIERCE, Rank.KING, Suit.HEARTS),),
    )  # fmt: skip


# Refusals: the parser's own error, naming the token, in French


@pytest.mark.parametrize(
    ("text", "token", "message"),
    [
        ("", "", "Donne vide : tapez le preneur, A ou B"),
        ("   ", "", "Donne vide"),
        ("110 A c 117", "110", "« 110 » : commencez par le preneur, A ou B"),
        ("C 110 c", "C", "« C » : commencez par le preneur"),
        ("A 110 z 117", "z", "« z » : abréviation inconnue"),
        ("A 110 c p 117", "p", "« p » : l'atout est déjà donné (« c »)"),
        ("A 110c c 117", "c", "l'atout est déjà donné (« 110c »)"),
        ("A p 110c 117", "110c", "« 110c » : l'atout est déjà donné (« p »)"),
        ("A 110 c x xx 117", "xx", "« xx » : le contre est déjà donné (« x »)"),
        ("A 110 c 117 45", "45", "« 45 » : un nombre de trop, le contrat et les points sont déjà donnés"),
        ("A capot c 117 45", "45", "un nombre de trop"),
        ("A capot c Capot", "Capot", "« Capot » : le contrat est déjà donné (« capot »)"),
        ("A 110 c cap capB", "capB", "« capB » : le capot est déjà donné (« cap »)"),
        ("- c", "c", "« c » : une donne blanche (« - », tous ont passé) s'écrit seule"),
        ("A 80 c 100 -", "-", "« - » : une donne blanche s'écrit seule"),
        ("A 80 c 100 passe", "passe", "une donne blanche s'écrit seule"),
        ("B 80 c 100 a", "a", "« a » : le preneur est déjà donné ; une belote de A s'écrit bA"),
    ],
)  # fmt: skip
def test_refusals_name_the_token(text: str, token: str, message: str) -> None:
    with pytest.raises(NotationError) as caught:
        contree(text)
    assert caught.value.token == token
    assert message in str(caught.value)


@pytest.mark.parametrize(
    ("text", "token", "message"),
    [
        ("A c 92 45", "45", "« 45 » : un nombre de trop, les points sont déjà donnés"),
        ("A c 92 quinte:Rc", "quinte:Rc", "annonce inconnue, « quinte » ; tierce, 50, 100 ou carré"),
        ("A c 92 tierce:Rz", "tierce:Rz", "couleur « z » inconnue ; p, c, k ou t"),
        ("A c 92 tierce:8c", "tierce:8c", "Une tierce hauteur 8 n'existe pas"),
        ("A c 92 carré:7", "carré:7", "Un carré de 7 ne compte pas. (§8.1)"),
        ("A c 92 carré:Vc", "carré:Vc", "Un carré n'a pas de couleur"),
        ("A c 92 tierce:R", "tierce:R", "Une tierce doit avoir une couleur. (§8.1)"),
        ("A c 92 tierce:Rc:C", "tierce:Rc:C", "abréviation inconnue"),
    ],
)  # fmt: skip
def test_classique_refusals(text: str, token: str, message: str) -> None:
    with pytest.raises(NotationError) as caught:
        classique(text)
    assert caught.value.token == token
    assert message in str(caught.value)


# Back and forth


@given(seed=st.integers(0, 2**32 - 1), variant=st.sampled_from(Variant))
def test_format_then_parse_gives_the_same_donne(seed: int, variant: Variant) -> None:
    rules = (
        Rules(sans_atout_tout_atout=True, target=1000)
        if variant is Variant.CONTREE
        else Rules(variant=variant, annonces=True, sans_atout_tout_atout=True, target=1000)
    )
    donne = random_donne(random.Random(seed), rules)
    assert parse_donne(format_donne(donne), variant=variant) == donne


def test_format_writes_the_shorthand() -> None:
    assert format_donne(contree("A 110 c 117 b")) == "A 110 c 117 b"
    assert format_donne(contree("b 90 ♦ xx capA bA2 bB")) == "B 90 k xx capA b bA2"
    assert format_donne(classique("A c 92 carré:V:B tierce:Rp")) == "A c 92 tierce:Rp carré:V:B"


TOKENS = st.sampled_from(
    ["A", "B", "-", "passe", "80", "110", "160", "250", "0", "162", "capot", "cap", "capA",
     "capB", "p", "c", "k", "t", "♥", "sa", "ta", "110c", "80sa", "x", "xx", "b", "bA", "bB",
     "b2", "bA9", "tierce:Rc", "50:Ak", "100:Dp", "carré:V", "carré:7", "tierce:7c", "tierce:Rc:B",
     ":", "::", "b:", "tierce:", "quinte:Rc"]
)  # fmt: skip


@given(st.text())
def test_any_text_is_a_donne_or_the_parsers_refusal(text: str) -> None:
    for variant in Variant:
        try:
            parse_donne(text, variant=variant)
        except NotationError as error:
            assert str(error)


@given(st.lists(TOKENS, max_size=8))
def test_any_line_of_known_words_is_a_donne_or_the_parsers_refusal(words: list[str]) -> None:
    for variant in Variant:
        try:
            donne = parse_donne(" ".join(words), variant=variant)
        except NotationError as error:
            assert error.token in words or error.token == ""
        else:
            assert isinstance(donne, Donne)


# Cards, written the same French way as the annonces of the entry line


def test_every_card_is_written_and_read_back() -> None:
    written = [format_card(card) for card in DECK]
    assert len(set(written)) == 32
    assert [parse_card(text) for text in written] == list(DECK)
    assert parse_cards(format_cards(DECK)) == list(DECK)


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("Rc", "KH"), ("10p", "TS"), ("Vk", "JD"), ("Dt", "QC"), ("7c", "7H"), ("Ap", "AS"),
        ("rC", "KH"), ("AK", "AD"), ("V♥", "JH"), ("10♠", "TS"), (" D♦ ", "QD"), ("9♣", "9C"),
    ],
)  # fmt: skip
def test_a_card_in_capitals_or_not_letters_or_symbols(text: str, code: str) -> None:
    assert parse_card(text) == Card.parse(code)


def test_cards_separated_by_spaces_commas_or_nothing() -> None:
    assert parse_cards("Vc dk 10p R♣, A♦;7c  Ap9c") == [
        Card.parse(code) for code in ("JH", "QD", "TS", "KC", "AD", "7H", "AS", "9H")
    ]
    assert parse_cards("  ") == []
    assert format_cards([Card.parse("AS"), Card.parse("9H")]) == "Ap 9c"


@pytest.mark.parametrize(
    "text", ["1c", "AS", "JH", "Vx", "V", "c", "10", "Rcc", "", "RcDp", "Rcoeur"]
)
def test_what_is_not_one_card_is_refused_naming_it(text: str) -> None:
    with pytest.raises(NotationError) as caught:
        parse_card(text)
    assert caught.value.token == text
    assert caught.value.field == "card"
    assert str(caught.value) == (
        f"« {text} » n'est pas une carte : rang 7 8 9 10 V D R A, "
        "puis couleur p c k t (ou ♠ ♥ ♦ ♣)."
    )


def test_a_list_of_cards_names_the_word_at_fault() -> None:
    with pytest.raises(NotationError) as caught:
        parse_cards("Ap 9c, 1c Rk")
    assert caught.value.token == "1c"


def test_letters_and_words_are_those_of_the_score_sheet() -> None:
    assert [RANK_LETTERS[rank] for rank in Rank] == ["7", "8", "9", "10", "V", "D", "R", "A"]
    assert [SUIT_LETTERS[suit] for suit in Suit] == ["p", "c", "k", "t"]
    assert [trump.letter for trump in Trump] == ["p", "c", "k", "t", "sa", "ta"]
    assert [trump.label for trump in Trump] == ["♠", "♥", "♦", "♣", "SA", "TA"]
    assert [KIND_WORDS[kind] for kind in AnnonceKind] == ["tierce", "50", "100", "carré"]
    assert Annonce(AnnonceKind.TIERCE, Rank.KING, Suit.HEARTS).label == "tierce R♥"
    assert Annonce(AnnonceKind.CARRE, Rank.JACK).label == "carré V"


@given(st.text())
def test_any_text_is_cards_or_the_parsers_refusal(text: str) -> None:
    try:
        cards = parse_cards(text)
    except NotationError as error:
        assert error.token and error.token in text
    else:
        assert parse_cards(format_cards(cards)) == cards
