"""Trick legality (§5.2, §11.2, §11.3 of both FFB texts), trick winner and trick points."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cards import DECK, PLAIN_STRENGTH, TRUMP_STRENGTH, Card, Trump
from engine.donne import Seat
from engine.errors import PlayError
from engine.legality import Legality, legal_plays, trick_points, trick_winner
from engine.rules import Variant

CONTREE = Variant.CONTREE
CLASSIQUE = Variant.CLASSIQUE
N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W
SUIT_TRUMPS = (Trump.PIQUE, Trump.COEUR, Trump.CARREAU, Trump.TREFLE)


def cards(codes: str) -> tuple[Card, ...]:
    return tuple(Card.parse(code) for code in codes.split())


def trick_from(leader: Seat, codes: str) -> list[tuple[Seat, Card]]:
    """The trick led by ``leader``, the other seats following anticlockwise."""
    trick = []
    seat = leader
    for card in cards(codes):
        trick.append((seat, card))
        seat = seat.next
    return trick


def play(
    variant: Variant, trump: Trump, leader: Seat, trick_codes: str, hand_codes: str
) -> Legality:
    """legal_plays for the player after the last card of the trick (the leader if empty)."""
    trick = trick_from(leader, trick_codes)
    seat = leader
    for _ in trick:
        seat = seat.next
    return legal_plays(variant=variant, trump=trump, trick=trick, seat=seat, hand=cards(hand_codes))


def check(result: Legality, allowed: str, rule: str, refused: str = "", *, says: str = "") -> None:
    assert result.allowed == cards(allowed)
    assert result.rule == rule
    for card in cards(allowed):
        assert result.is_legal(card)
    for card in cards(refused):
        assert not result.is_legal(card)
    assert says in result.explanation


# Entame (§5.1)


@pytest.mark.parametrize("variant", list(Variant))
@pytest.mark.parametrize("trump", list(Trump))
def test_lead_any_card(variant: Variant, trump: Trump) -> None:
    result = play(variant, trump, E, "", "7H JS AD 8C")
    check(result, "7H JS AD 8C", "§5.1", says="entamez")


# §5.2 1: follow the suit led


@pytest.mark.parametrize("variant", list(Variant))
def test_follow_suit_led_without_climbing(variant: Variant) -> None:
    # Hearts trump, spades led: follow with any spade, not the trump nor the diamond.
    result = play(variant, Trump.COEUR, N, "AS", "7S 9H KS AD")
    check(result, "7S KS", "§5.2 1", refused="9H AD", says="pique")


@pytest.mark.parametrize("variant", list(Variant))
def test_follow_suit_even_when_partner_master(variant: Variant) -> None:
    result = play(variant, Trump.COEUR, N, "AS 7S", "8S JH")
    check(result, "8S", "§5.2 1", refused="JH")


# Trump led: climb over the highest trump (contrée §5.2 1, classique §5.2 3)


@pytest.mark.parametrize(("variant", "rule"), [(CONTREE, "§5.2 1"), (CLASSIQUE, "§5.2 3")])
def test_trump_led_must_climb(variant: Variant, rule: str) -> None:
    result = play(variant, Trump.COEUR, N, "9H", "7H JH AS")
    check(result, "JH", rule, refused="7H AS", says="monter sur le 9 de cœur")


@pytest.mark.parametrize(("variant", "rule"), [(CONTREE, "§5.2 1"), (CLASSIQUE, "§5.2 3")])
def test_trump_led_must_climb_over_partner(variant: Variant, rule: str) -> None:
    # N leads the 10 of trumps and holds the trick; S, his partner, must still climb.
    result = play(variant, Trump.COEUR, N, "TH 7H", "8H AH KS")
    check(result, "AH", rule, refused="8H KS", says="même si votre partenaire est maître")


@pytest.mark.parametrize(("variant", "rule"), [(CONTREE, "§5.2 1"), (CLASSIQUE, "§5.2 3")])
def test_trump_led_climb_over_highest_trump_not_the_lead(variant: Variant, rule: str) -> None:
    # The jack went over the 7 led: neither the 9 nor the ace beats it, any trump goes.
    result = play(variant, Trump.COEUR, N, "7H JH", "9H AH KS")
    check(result, "9H AH", rule, refused="KS", says="aucun des vôtres ne bat le valet de cœur")


@pytest.mark.parametrize(("variant", "rule"), [(CONTREE, "§5.2 1"), (CLASSIQUE, "§5.2 3")])
def test_trump_led_cannot_climb_any_trump(variant: Variant, rule: str) -> None:
    result = play(variant, Trump.COEUR, N, "JH", "7H 9S 8H")
    check(result, "7H 8H", rule, refused="9S")


# Void, partner master: contrée §5.2 2.3 (partner cut) or 2.1 a contrario (plain card),
# classique §5.2 2.1 and §5.2 4


def test_contree_partner_master_by_cut_allows_lower_trump() -> None:
    # E leads spades, N cuts with the 9 of hearts, W follows; S is void.
    result = play(CONTREE, Trump.COEUR, E, "AS 9H KS", "7H JH QD")
    check(result, "7H JH QD", "§5.2 2.3", says="pas obligé de couper")


def test_contree_partner_master_only_trumps_any() -> None:
    result = play(CONTREE, Trump.COEUR, E, "AS 9H KS", "7H 8H")
    check(result, "7H 8H", "§5.2 2.3")


def test_contree_partner_master_with_suit_card_any() -> None:
    """Decision: « Contrée, partner master with a plain card, void: any card, citing
    « §5.2 2.1 » (a contrario), not 2.3, which is about a partner who trumped. »"""
    result = play(CONTREE, Trump.COEUR, N, "AS 7S", "7H QD")
    check(result, "7H QD", "§5.2 2.1", says="n'importe quelle carte")


def test_classique_partner_master_trump_by_choice_must_overtrump() -> None:
    result = play(CLASSIQUE, Trump.COEUR, E, "AS 9H KS", "7H JH QD")
    check(result, "JH QD", "§5.2 2.1", refused="7H", says="monter sur le 9 de cœur")


def test_classique_partner_master_only_trumps_any_trump() -> None:
    result = play(CLASSIQUE, Trump.COEUR, E, "AS 9H KS", "7H JH")
    check(result, "7H JH", "§5.2 4", says="n'importe quel atout")


def test_classique_partner_master_no_trump_can_overtrump() -> None:
    # Nothing beats the jack: the lower trump may be played as well as the discard.
    result = play(CLASSIQUE, Trump.COEUR, E, "AS JH KS", "7H QD")
    check(result, "7H QD", "§5.2 2.1")


def test_classique_partner_master_without_trump_on_table_any() -> None:
    result = play(CLASSIQUE, Trump.COEUR, N, "AS 7S", "7H QD")
    check(result, "7H QD", "§5.2 2.1", says="n'importe quelle carte")


def test_classique_partner_master_without_trumps_discards() -> None:
    result = play(CLASSIQUE, Trump.COEUR, E, "AS 9H KS", "QD 7C")
    check(result, "QD 7C", "§5.2 2.1")


# Void, partner not master: cut (contrée §5.2 2.1, classique §5.2 2.2)


@pytest.mark.parametrize(("variant", "rule"), [(CONTREE, "§5.2 2.1"), (CLASSIQUE, "§5.2 2.2")])
def test_partner_not_yet_played_must_cut(variant: Variant, rule: str) -> None:
    result = play(variant, Trump.COEUR, N, "AS", "7H KD 8C")
    check(result, "7H", rule, refused="KD 8C", says="vous devez couper")
    assert result.explanation.startswith("Votre partenaire n'a pas encore joué")


@pytest.mark.parametrize(("variant", "rule"), [(CONTREE, "§5.2 2.1"), (CLASSIQUE, "§5.2 2.2")])
def test_partner_not_master_must_cut_any_trump_when_none_on_table(
    variant: Variant, rule: str
) -> None:
    # W played the 7 of spades, S holds the trick with the ace: E must cut.
    result = play(variant, Trump.COEUR, N, "KS 7S AS", "8H JH 9D")
    check(result, "8H JH", rule, refused="9D")
    assert result.explanation.startswith("Votre partenaire n'est pas maître")


@pytest.mark.parametrize(("variant", "rule"), [(CONTREE, "§5.2 2.1"), (CLASSIQUE, "§5.2 2.2")])
def test_void_without_trump_discards_anything(variant: Variant, rule: str) -> None:
    result = play(variant, Trump.COEUR, N, "AS", "KD 8C")
    check(result, "KD 8C", rule, says="défausser")


@pytest.mark.parametrize(("variant", "rule"), [(CONTREE, "§5.2 2.1"), (CLASSIQUE, "§5.2 2.2")])
def test_trump_led_void_discards_anything(variant: Variant, rule: str) -> None:
    result = play(variant, Trump.COEUR, N, "9H", "AS KD")
    check(result, "AS KD", rule, says="pas d'atout")


@pytest.mark.parametrize(("variant", "rule"), [(CONTREE, "§5.2 2.3"), (CLASSIQUE, "§5.2 2.1")])
def test_trump_led_void_partner_master(variant: Variant, rule: str) -> None:
    result = play(variant, Trump.COEUR, N, "JH 7H", "AS KD")
    check(result, "AS KD", rule)


# Surcouper: contrée §5.2 2.2, classique §5.2 3


@pytest.mark.parametrize(("variant", "rule"), [(CONTREE, "§5.2 2.2"), (CLASSIQUE, "§5.2 3")])
def test_must_overtrump_opponent(variant: Variant, rule: str) -> None:
    result = play(variant, Trump.COEUR, N, "AS 9H", "JH 7H KD")
    check(
        result,
        "JH",
        rule,
        refused="7H KD",
        says="vous devez couper, et surcouper le 9 de cœur si vous le pouvez",
    )


@pytest.mark.parametrize(("variant", "rule"), [(CONTREE, "§5.2 2.2"), (CLASSIQUE, "§5.2 3")])
def test_must_overtrump_opponent_who_overtrumped_partner(variant: Variant, rule: str) -> None:
    # E leads, N (partner of S) cuts with the queen, W overtrumps with the ace.
    result = play(variant, Trump.PIQUE, E, "AD QS AS", "KS 9S TS 7C")
    # The 10 ranks below the ace at trumps: only the 9 overtrumps.
    check(result, "9S", rule, refused="KS TS 7C", says="surcouper l'as de pique")


# Cannot overtrump: contrée any card, classique « pisser » (§5.2 2.2)


def test_contree_cannot_overtrump_free_discard() -> None:
    result = play(CONTREE, Trump.COEUR, N, "AS JH", "7H KD")
    check(result, "7H KD", "§5.2 2.2", says="n'importe quelle carte")


def test_classique_cannot_overtrump_must_pisser() -> None:
    result = play(CLASSIQUE, Trump.COEUR, N, "AS JH", "7H KD")
    check(result, "7H", "§5.2 2.2", refused="KD", says="pisser")


def test_contree_cannot_overtrump_with_only_trumps() -> None:
    result = play(CONTREE, Trump.COEUR, N, "AS JH", "7H 8H")
    check(result, "7H 8H", "§5.2 2.2")


# Sans Atout (§11.2)


@pytest.mark.parametrize("variant", list(Variant))
def test_sans_atout_follow_without_climbing(variant: Variant) -> None:
    result = play(variant, Trump.SANS_ATOUT, N, "TS", "7S AS KH")
    check(result, "7S AS", "§11.2", refused="KH", says="Sans atout")


@pytest.mark.parametrize("variant", list(Variant))
def test_sans_atout_void_anything(variant: Variant) -> None:
    result = play(variant, Trump.SANS_ATOUT, N, "TS 7S", "KH QD JC")
    check(result, "KH QD JC", "§11.2", says="n'importe quelle carte")


# Tout Atout (§11.3)


@pytest.mark.parametrize("variant", list(Variant))
def test_tout_atout_must_beat(variant: Variant) -> None:
    result = play(variant, Trump.TOUT_ATOUT, N, "9S", "7S JS AS KH")
    check(result, "JS", "§11.3", refused="7S AS KH", says="monter sur le 9 de pique")


@pytest.mark.parametrize("variant", list(Variant))
def test_tout_atout_must_beat_partner(variant: Variant) -> None:
    result = play(variant, Trump.TOUT_ATOUT, N, "9S 7S", "AS JS")
    check(result, "JS", "§11.3", refused="AS", says="votre partenaire qui tient le pli")


@pytest.mark.parametrize("variant", list(Variant))
def test_tout_atout_off_suit_jack_does_not_hold(variant: Variant) -> None:
    # The jack of hearts was a discard: the 8 of spades holds, and the 9 beats it.
    result = play(variant, Trump.TOUT_ATOUT, N, "8S JH", "9S 7S")
    check(result, "9S", "§11.3", refused="7S")


@pytest.mark.parametrize("variant", list(Variant))
def test_tout_atout_cannot_beat_any_of_suit(variant: Variant) -> None:
    result = play(variant, Trump.TOUT_ATOUT, N, "JS", "9S 7S KH")
    check(result, "9S 7S", "§11.3", refused="KH")


@pytest.mark.parametrize("variant", list(Variant))
def test_tout_atout_void_anything(variant: Variant) -> None:
    result = play(variant, Trump.TOUT_ATOUT, N, "JS", "JH 7D")
    check(result, "JH 7D", "§11.3")


# Input errors


def refusal(trick: list[tuple[Seat, Card]], seat: Seat, hand: str) -> PlayError:
    with pytest.raises(PlayError) as caught:
        legal_plays(variant=CONTREE, trump=Trump.COEUR, trick=trick, seat=seat, hand=cards(hand))
    return caught.value


def test_card_twice_in_hand() -> None:
    error = refusal([], N, "7H KS 7H")
    assert error.field == "hand"
    assert "7H" in error.message


def test_card_in_trick_and_hand() -> None:
    error = refusal(trick_from(N, "AS KS"), S, "7H KS")
    assert error.field == "hand"
    assert "KS" in error.message


def test_card_twice_in_trick() -> None:
    error = refusal(trick_from(N, "AS AS"), S, "7H")
    assert error.field == "trick"
    assert "AS" in error.message


def test_seat_out_of_turn() -> None:
    error = refusal(trick_from(N, "AS"), S, "7H")
    assert error.field == "seat"
    assert "Ouest (W)" in error.message
    assert error.paragraph == "§5.1"


def test_trick_seats_out_of_order() -> None:
    error = refusal([(N, Card.parse("AS")), (S, Card.parse("KS"))], E, "7H")
    assert error.field == "trick"
    assert error.paragraph == "§5.1"


def test_four_card_trick() -> None:
    error = refusal(trick_from(N, "AS KS QS JS"), N, "7H")
    assert error.field == "trick"


@pytest.mark.parametrize("hand", ["", "7S 8S 9S TS JS QS KS AS 7H"])
def test_hand_size(hand: str) -> None:
    assert refusal([], N, hand).field == "hand"


def test_winner_of_empty_trick() -> None:
    with pytest.raises(PlayError) as caught:
        trick_winner(trump=Trump.COEUR, trick=[])
    assert caught.value.field == "trick"


def test_winner_of_trick_out_of_order() -> None:
    with pytest.raises(PlayError) as caught:
        trick_winner(trump=Trump.COEUR, trick=[(N, Card.parse("AS")), (E, Card.parse("KS"))])
    assert caught.value.field == "trick"


# Trick winner


@pytest.mark.parametrize(
    ("trump", "codes", "winner"),
    [
        (Trump.COEUR, "AS KS TS QS", N),  # highest of the suit led
        (Trump.COEUR, "7S AD KD QD", N),  # other suits never win
        (Trump.COEUR, "AS KS 7H 8H", E),  # the higher of two trumps
        (Trump.COEUR, "AS JS 9S TH", E),  # one small trump beats the suit led
        (Trump.PIQUE, "7S 9S JS AS", S),  # trump led, trump order: jack
        (Trump.SANS_ATOUT, "KS AS AH TS", W),  # plain order, no trump
        (Trump.SANS_ATOUT, "9S JS", W),  # plain order: jack above nine
        (Trump.TOUT_ATOUT, "AS 9S JH TS", W),  # trump order in the suit led only
        (Trump.TOUT_ATOUT, "7S 8S 9S", S),
    ],
)
def test_trick_winner(trump: Trump, codes: str, winner: Seat) -> None:
    assert trick_winner(trump=trump, trick=trick_from(N, codes)) is winner


# Trick points


@pytest.mark.parametrize(
    ("variant", "trump", "codes", "last", "points"),
    [
        (CONTREE, Trump.TOUT_ATOUT, "JS 9S AS TS", True, 65),
        (CONTREE, Trump.TOUT_ATOUT, "KH QD 8C 7S", False, 7),
        (CLASSIQUE, Trump.TOUT_ATOUT, "JS 9S AS TS", False, 33),
        (CLASSIQUE, Trump.TOUT_ATOUT, "JS 9S AS TS", True, 43),
        (CONTREE, Trump.COEUR, "JH 9H JS 9S", False, 36),
        (CLASSIQUE, Trump.COEUR, "AS TS KS QS", True, 38),
        (CONTREE, Trump.SANS_ATOUT, "AS KS 7H TD", False, 33),
        (CLASSIQUE, Trump.SANS_ATOUT, "AS JH 9C 8D", True, 31),
    ],
)
def test_trick_points(variant: Variant, trump: Trump, codes: str, last: bool, points: int) -> None:
    assert trick_points(variant=variant, trump=trump, cards=cards(codes), last=last) == points


# Properties


def reference_legal(
    *,
    variant: Variant,
    trump: Trump,
    trick: list[tuple[Seat, Card]],
    seat: Seat,
    hand: tuple[Card, ...],
    card: Card,
) -> bool:
    """Whether ``card`` may be played, written card by card from scoring.md."""
    if not trick:
        return True
    led = trick[0][1].suit
    has_led = any(c.suit == led for c in hand)
    if trump in (Trump.SANS_ATOUT, Trump.TOUT_ATOUT):
        if not has_led:
            return True
        if card.suit != led:
            return False
        if trump is Trump.SANS_ATOUT:
            return True
        best = max(TRUMP_STRENGTH[c.rank] for _, c in trick if c.suit == led)
        can_beat = any(c.suit == led and TRUMP_STRENGTH[c.rank] > best for c in hand)
        return not can_beat or TRUMP_STRENGTH[card.rank] > best
    trump_suit = trump.suit
    top = max((TRUMP_STRENGTH[c.rank] for _, c in trick if c.suit == trump_suit), default=0)

    def beats(c: Card) -> bool:
        return c.suit == trump_suit and TRUMP_STRENGTH[c.rank] > top

    can_beat = any(beats(c) for c in hand)
    if has_led:
        if card.suit != led:
            return False
        return led != trump_suit or beats(card) or not can_beat

    def power(c: Card) -> int:
        if c.suit == trump_suit:
            return 100 + TRUMP_STRENGTH[c.rank]
        return PLAIN_STRENGTH[c.rank] if c.suit == led else 0

    holder = max(trick, key=lambda seat_card: power(seat_card[1]))[0]
    if holder == seat.partner:
        if variant is CONTREE or card.suit != trump_suit:
            return True
        return all(c.suit == trump_suit for c in hand) or beats(card) or not can_beat
    if not any(c.suit == trump_suit for c in hand):
        return True
    if variant is CONTREE:
        return beats(card) or (top > 0 and not can_beat)
    return beats(card) or (card.suit == trump_suit and not can_beat)


Position = tuple[Variant, Trump, list[tuple[Seat, Card]], Seat, tuple[Card, ...]]


@st.composite
def positions(draw: st.DrawFn) -> Position:
    """A rule set, a partial trick and the hand of the player to play, from a shuffled deck."""
    deck = draw(st.permutations(DECK))
    leader = draw(st.sampled_from(list(Seat)))
    played = draw(st.integers(0, 3))
    trick = list(zip([leader, leader.next, leader.next.next], deck[:played], strict=False))
    seat = leader
    for _ in trick:
        seat = seat.next
    hand = tuple(deck[played : played + draw(st.integers(1, 8))])
    return (
        draw(st.sampled_from(list(Variant))),
        draw(st.sampled_from(list(Trump))),
        trick,
        seat,
        hand,
    )


@settings(max_examples=500)
@given(position=positions())
def test_allowed_matches_reference(position: Position) -> None:
    variant, trump, trick, seat, hand = position
    result = legal_plays(variant=variant, trump=trump, trick=trick, seat=seat, hand=hand)
    assert result.allowed
    assert result.allowed == tuple(c for c in hand if c in result.allowed)
    expected = tuple(
        c
        for c in hand
        if reference_legal(variant=variant, trump=trump, trick=trick, seat=seat, hand=hand, card=c)
    )
    assert result.allowed == expected
    assert result.rule.startswith("§")
    assert result.explanation


EXPECTED_TOTAL = {
    (variant, trump): 258 if (variant, trump) == (CONTREE, Trump.TOUT_ATOUT) else 162
    for variant in Variant
    for trump in Trump
}


@pytest.mark.parametrize("variant", list(Variant))
@pytest.mark.parametrize("trump", list(Trump))
@settings(max_examples=30, deadline=None)
@given(rng=st.randoms(use_true_random=False))
def test_random_deal_plays_out(variant: Variant, trump: Trump, rng: random.Random) -> None:
    deck = list(DECK)
    rng.shuffle(deck)
    hands = {seat: deck[8 * i : 8 * i + 8] for i, seat in enumerate(Seat)}
    leader = rng.choice(list(Seat))
    total = 0
    for number in range(1, 9):
        trick: list[tuple[Seat, Card]] = []
        seat = leader
        for _ in range(4):
            result = legal_plays(
                variant=variant, trump=trump, trick=trick, seat=seat, hand=hands[seat]
            )
            assert result.allowed
            card = rng.choice(result.allowed)
            hands[seat].remove(card)
            trick.append((seat, card))
            seat = seat.next
        leader = trick_winner(trump=trump, trick=trick)
        total += trick_points(
            variant=variant, trump=trump, cards=[c for _, c in trick], last=number == 8
        )
    assert all(not hand for hand in hands.values())
    assert total == EXPECTED_TOTAL[variant, trump]
