"""Which cards a player may play to a trick, who wins it and what it is worth.

The rules are those of §5.2 of each FFB text (one trump suit) and of §11.2
and §11.3 (Sans Atout, Tout Atout); the scoring specification, "Trick
legality", settles how they read. Play goes anticlockwise, N, W, S, E (§5.1).
The house rules of play (``must_undertrump``, ``always_overtrump``,
``clockwise``: scoring specification, « Options beyond the FFB texts ») are
read from the :class:`~engine.rules.Rules` given as ``rules``.

>>> from engine.rules import Rules, Variant
>>> play = legal_plays(
...     variant=Variant.CLASSIQUE,
...     trump=Trump.COEUR,
...     trick=[(Seat.N, Card.parse("AS")), (Seat.W, Card.parse("9H"))],
...     seat=Seat.S,
...     hand=[Card.parse("7H"), Card.parse("KD")],
... )
>>> play.allowed, play.rule
((Card.parse('7H'),), '§5.2 2.2')
>>> trick_winner(trump=Trump.COEUR, trick=[(Seat.N, Card.parse("AS")), (Seat.W, Card.parse("9H"))])
<Seat.W: 'W'>
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Final

from engine.cards import (
    DIX_DE_DER,
    POINTS,
    TRUMP_STRENGTH,
    Card,
    Suit,
    Trump,
)
from engine.donne import Seat
from engine.errors import PlayError
from engine.rules import Rules, Variant
from engine.trick import Trick, check_order, check_play, master, refuse_duplicate


@dataclass(frozen=True, slots=True)
class Legality:
    """The cards of a hand that may be played, in hand order, and why.

    ``rule`` is the paragraph of the variant's FFB text (``"§5.2 2.2"``),
    ``explanation`` a French sentence for the players.
    """

    allowed: tuple[Card, ...]
    rule: str
    explanation: str

    def is_legal(self, card: Card) -> bool:
        """Whether ``card`` may be played (a card not in the hand may not).

        >>> Legality((Card.parse("7H"),), "§5.1", "").is_legal(Card.parse("8H"))
        False
        """
        return card in self.allowed


@dataclass(frozen=True, slots=True)
class _Play:
    """What the rules say of play: the variant and the house rules of play."""

    contree: bool
    must_undertrump: bool = False
    always_overtrump: bool = False
    clockwise: bool = False


_FFB_PLAY: Final = {variant: _Play(variant is Variant.CONTREE) for variant in Variant}
"""The FFB play of each variant, made once: ``legal_plays`` is called per card played."""


def _play_rules(variant: Variant | None, rules: Rules | None) -> _Play:
    if rules is None:
        if variant is None:
            raise TypeError("legal_plays needs the variant or the rules")
        return _FFB_PLAY[variant]
    if variant is not None and variant is not rules.variant:
        raise TypeError(f"variant {variant} differs from the rules' {rules.variant}")
    return _Play(rules.is_contree, rules.must_undertrump, rules.always_overtrump, rules.clockwise)


def legal_plays(
    *,
    variant: Variant | None = None,
    trump: Trump,
    trick: Trick,
    seat: Seat,
    hand: Sequence[Card],
    rules: Rules | None = None,
) -> Legality:
    """The cards of ``hand`` that ``seat`` may play to ``trick`` (§5.2, §11.2, §11.3).

    Spades led, hearts trump, an opponent has cut with the 9: in contrée a
    player who cannot overtrump may play anything (§5.2 2.2), in classique he
    must still play a lower trump, he « pisse » (§5.2 2.2, précision).

    >>> trick = [(Seat.N, Card.parse("AS")), (Seat.W, Card.parse("9H"))]
    >>> hand = [Card.parse("7H"), Card.parse("KD")]
    >>> legal_plays(variant=Variant.CONTREE, trump=Trump.COEUR, trick=trick, seat=Seat.S,
    ...             hand=hand).allowed
    (Card.parse('7H'), Card.parse('KD'))
    >>> pisser = legal_plays(variant=Variant.CLASSIQUE, trump=Trump.COEUR, trick=trick,
    ...                      seat=Seat.S, hand=hand)
    >>> print(pisser.allowed, pisser.rule, pisser.explanation)  # doctest: +NORMALIZE_WHITESPACE
    (Card.parse('7H'),) §5.2 2.2 Votre partenaire n'est pas maître et vous n'avez pas de pique ;
    aucun de vos atouts ne peut surcouper le 9 de cœur, mais vous devez quand même en jouer un
    (pisser).
    >>> legal_plays(variant=Variant.CONTREE, trump=Trump.COEUR, trick=trick, seat=Seat.E,
    ...             hand=hand)  # doctest: +NORMALIZE_WHITESPACE
    Traceback (most recent call last):
    ...
    engine.errors.PlayError: C'est à Sud (S) de jouer, pas à Est (E) : on joue chacun son tour
    dans le sens inverse des aiguilles d'une montre. (§5.1)

    Give ``variant``, or ``rules`` for the house rules of play as well: with
    ``must_undertrump`` the contrée player above must « pisser » too.

    >>> legal_plays(rules=Rules(must_undertrump=True), trump=Trump.COEUR, trick=trick,
    ...             seat=Seat.S, hand=hand).allowed
    (Card.parse('7H'),)
    """
    play = _play_rules(variant, rules)
    check_play(trick, seat, hand, clockwise=play.clockwise)
    if not trick:
        return Legality(tuple(hand), "§5.1", _LEAD)
    trump_suit = _TRUMP_SUITS[trump]
    if trump_suit is not None:
        return _with_trump_suit(play, trump, trump_suit, trick, hand)
    if trump is Trump.SANS_ATOUT:
        return _sans_atout(trick, hand)
    return _tout_atout(trick, hand)


def trick_winner(*, trump: Trump, trick: Trick, clockwise: bool = False) -> Seat:
    """The seat whose card holds the trick, complete or not (§5.1).

    The highest trump wins, else the highest card of the suit led; at Tout
    Atout every suit ranks as trump, but only the suit led can win.

    >>> trick = [(Seat.E, Card.parse("TS")), (Seat.N, Card.parse("AS")),
    ...          (Seat.W, Card.parse("JS")), (Seat.S, Card.parse("9S"))]
    >>> trick_winner(trump=Trump.SANS_ATOUT, trick=trick)
    <Seat.N: 'N'>
    >>> trick_winner(trump=Trump.TOUT_ATOUT, trick=trick)
    <Seat.W: 'W'>
    >>> trick_winner(trump=Trump.COEUR, trick=[*trick[:3], (Seat.S, Card.parse("7H"))])
    <Seat.S: 'S'>
    """
    if not trick:
        raise PlayError("trick", "Le pli est vide : personne ne le tient encore.", "§5.1")
    if len(trick) > 4:
        raise PlayError("trick", f"Un pli a quatre cartes, pas {len(trick)}.", "§5")
    check_order(trick, clockwise=clockwise)
    if len({(card.rank, card.suit) for _, card in trick}) != len(trick):
        refuse_duplicate(trick, ())
    return trick[master(trump, trick)][0]


def trick_points(
    *, variant: Variant, trump: Trump, cards: Iterable[Card], last: bool = False
) -> int:
    """The card points of a trick, plus the dix de der when it is the ``last`` (§9.1).

    >>> cards = [Card.parse(code) for code in ("JS", "9S", "AS", "TS")]
    >>> trick_points(variant=Variant.CONTREE, trump=Trump.TOUT_ATOUT, cards=cards, last=True)
    65
    >>> trick_points(variant=Variant.CLASSIQUE, trump=Trump.TOUT_ATOUT, cards=cards)
    33
    """
    table = POINTS[trump, variant is Variant.CONTREE]
    return sum(table[card] for card in cards) + (DIX_DE_DER if last else 0)


# One trump suit (§5.2)


def _with_trump_suit(
    play: _Play, trump: Trump, trump_suit: Suit, trick: Trick, hand: Sequence[Card]
) -> Legality:
    contree = play.contree
    led = trick[0][1].suit
    holder = master(trump, trick)
    partner_master = (len(trick) - holder) % 2 == 0
    top = trick[holder][1]
    # The card holding the trick is a trump as soon as one has been played.
    high = top if top.suit is trump_suit else None
    follow = [card for card in hand if card.suit is led]
    if follow:
        if led is not trump_suit:
            return Legality(tuple(follow), "§5.2 1", _FOLLOW.format(suit=led.french))
        return _trump_led(contree, follow, top, partner_master)
    trumps = [card for card in hand if card.suit is trump_suit]
    if partner_master:
        if not contree:
            return _partner_master_classique(hand, trumps, high, led)
        if high is None:
            # A partner master with a plain card: §5.2 2.1 read a contrario (decision).
            return Legality(tuple(hand), "§5.2 2.1", _PARTNER_MASTER.format(suit=led.french))
        if play.always_overtrump:
            return _partner_master_overtrump(hand, trumps, high, led)
        return Legality(tuple(hand), "§5.2 2.3", _PARTNER_MASTER_FREE.format(suit=led.french))
    undertrump = not contree or play.must_undertrump
    return _must_trump(
        contree, hand, trumps, high, led, undertrump=undertrump, partner_played=len(trick) >= 2
    )


def _trump_led(contree: bool, follow: list[Card], top: Card, partner_master: bool) -> Legality:
    """Trump led: follow, and climb over the highest trump whoever holds it (§5.2 1 / 3)."""
    rule = "§5.2 1" if contree else "§5.2 3"
    floor = TRUMP_STRENGTH[top.rank]
    over = [card for card in follow if TRUMP_STRENGTH[card.rank] > floor]
    suit = top.suit.french
    if over:
        even = _EVEN_PARTNER if partner_master else ""
        return Legality(
            tuple(over), rule, _CLIMB.format(suit=suit, high=top.with_article, even=even)
        )
    return Legality(tuple(follow), rule, _CANNOT_CLIMB.format(suit=suit, high=top.with_article))


def _partner_master_classique(
    hand: Sequence[Card], trumps: list[Card], high: Card | None, led: Suit
) -> Legality:
    """Classique, void, partner master: free, but a trump by choice must climb (§5.2 2.1, 3-4)."""
    if not trumps or high is None:
        return Legality(tuple(hand), "§5.2 2.1", _PARTNER_MASTER.format(suit=led.french))
    if len(trumps) == len(hand):
        return Legality(tuple(hand), "§5.2 4", _ONLY_TRUMPS.format(high=high.with_article))
    floor = TRUMP_STRENGTH[high.rank]
    if not any(TRUMP_STRENGTH[card.rank] > floor for card in trumps):
        text = _PARTNER_MASTER_LOW_TRUMPS.format(suit=led.french, high=high.with_article)
        return Legality(tuple(hand), "§5.2 2.1", text)
    trump_suit = high.suit
    allowed = tuple(
        [card for card in hand if card.suit is not trump_suit or TRUMP_STRENGTH[card.rank] > floor]
    )
    text = _PARTNER_MASTER_CLIMB.format(suit=led.french, high=high.with_article)
    return Legality(allowed, "§5.2 2.1", text)


def _partner_master_overtrump(
    hand: Sequence[Card], trumps: list[Card], high: Card, led: Suit
) -> Legality:
    """Contrée with « toujours monter à l'atout »: free, but any trump played must climb."""
    floor = TRUMP_STRENGTH[high.rank]
    over = [card for card in trumps if TRUMP_STRENGTH[card.rank] > floor]
    if not over:
        text = _PARTNER_MASTER_LOW_TRUMPS.format(suit=led.french, high=high.with_article)
        return Legality(tuple(hand), "§5.2 2.3", text + _ALWAYS_OVERTRUMP)
    allowed = tuple(card for card in hand if card.suit is not high.suit or card in over)
    text = _PARTNER_MASTER_CLIMB.format(suit=led.french, high=high.with_article)
    return Legality(allowed, "§5.2 2.3", text + _ALWAYS_OVERTRUMP)


def _must_trump(
    contree: bool,
    hand: Sequence[Card],
    trumps: list[Card],
    high: Card | None,
    led: Suit,
    *,
    undertrump: bool,
    partner_played: bool,
) -> Legality:
    """Void, partner not master: cut, overtrump, else discard or « pisser » (§5.2 2.1-3)."""
    must_cut = "§5.2 2.1" if contree else "§5.2 2.2"
    state = _PARTNER_NOT_MASTER if partner_played else _PARTNER_TO_PLAY
    if not trumps:
        lacking = (
            "pas d'atout" if high is not None and led is high.suit else f"ni {led.french} ni atout"
        )
        return Legality(tuple(hand), must_cut, _DISCARD.format(state=state, lacking=lacking))
    if high is None:
        return Legality(tuple(trumps), must_cut, _CUT.format(state=state, suit=led.french))
    floor = TRUMP_STRENGTH[high.rank]
    over = [card for card in trumps if TRUMP_STRENGTH[card.rank] > floor]
    if over:
        text = _OVERTRUMP.format(state=state, suit=led.french, high=high.with_article)
        return Legality(tuple(over), "§5.2 2.2" if contree else "§5.2 3", text)
    if not undertrump:
        text = _CANNOT_OVERTRUMP.format(state=state, suit=led.french, high=high.with_article)
        return Legality(tuple(hand), "§5.2 2.2", text)
    text = _PISSER.format(state=state, suit=led.french, high=high.with_article)
    return Legality(tuple(trumps), "§5.2 2.2", text + (_MUST_UNDERTRUMP if contree else ""))


# Sans Atout (§11.2) and Tout Atout (§11.3), both variants


def _sans_atout(trick: Trick, hand: Sequence[Card]) -> Legality:
    led = trick[0][1].suit
    follow = [card for card in hand if card.suit is led]
    if follow:
        return Legality(tuple(follow), "§11.2", _SA_FOLLOW.format(suit=led.french))
    return Legality(tuple(hand), "§11.2", _SA_VOID.format(suit=led.french))


def _tout_atout(trick: Trick, hand: Sequence[Card]) -> Legality:
    led = trick[0][1].suit
    follow = [card for card in hand if card.suit is led]
    if not follow:
        return Legality(tuple(hand), "§11.3", _TA_VOID.format(suit=led.french))
    holder = master(Trump.TOUT_ATOUT, trick)
    top = trick[holder][1]
    floor = TRUMP_STRENGTH[top.rank]
    over = [card for card in follow if TRUMP_STRENGTH[card.rank] > floor]
    if over:
        even = _EVEN_PARTNER_TA if (len(trick) - holder) % 2 == 0 else ""
        text = _TA_CLIMB.format(suit=led.french, high=top.with_article, even=even)
        return Legality(tuple(over), "§11.3", text)
    return Legality(
        tuple(follow), "§11.3", _TA_CANNOT.format(suit=led.french, high=top.with_article)
    )


_TRUMP_SUITS: Final = {trump: trump.suit for trump in Trump}
_LEAD: Final = "Vous entamez le pli : vous pouvez jouer la carte de votre choix."
_FOLLOW: Final = "La couleur demandée est {suit} et vous en avez : vous devez en fournir."
_CLIMB: Final = (
    "L'atout ({suit}) est demandé : vous devez fournir atout et monter sur {high}{even}."
)
_EVEN_PARTNER: Final = ", même si votre partenaire est maître"
_CANNOT_CLIMB: Final = (
    "L'atout ({suit}) est demandé : vous devez fournir atout ; aucun des vôtres ne bat "
    "{high}, vous pouvez jouer n'importe lequel."
)
_PARTNER_MASTER_FREE: Final = (
    "Vous n'avez pas de {suit} et votre partenaire est maître : vous n'êtes pas obligé de "
    "couper et pouvez jouer n'importe quelle carte, même un atout plus faible."
)
_PARTNER_MASTER: Final = (
    "Vous n'avez pas de {suit} et votre partenaire est maître : "
    "vous pouvez jouer n'importe quelle carte."
)
_PARTNER_MASTER_LOW_TRUMPS: Final = (
    "Vous n'avez pas de {suit} et votre partenaire est maître : vous pouvez jouer "
    "n'importe quelle carte ; aucun de vos atouts ne bat {high}."
)
_PARTNER_MASTER_CLIMB: Final = (
    "Vous n'avez pas de {suit} et votre partenaire est maître : vous pouvez vous défausser, "
    "mais si vous jouez atout, vous devez monter sur {high}."
)
_ONLY_TRUMPS: Final = (
    "Votre partenaire, maître, a coupé et vous n'avez plus que de l'atout : vous pouvez "
    "jouer n'importe quel atout, même plus faible que {high}."
)
_PARTNER_NOT_MASTER: Final = "Votre partenaire n'est pas maître"
_PARTNER_TO_PLAY: Final = "Votre partenaire n'a pas encore joué"
_DISCARD: Final = (
    "{state} et vous n'avez {lacking} : vous pouvez vous défausser de n'importe quelle carte."
)
_CUT: Final = "{state} et vous n'avez pas de {suit} : vous devez couper."
_OVERTRUMP: Final = (
    "{state} et vous n'avez pas de {suit} : vous devez couper, "
    "et surcouper {high} si vous le pouvez."
)
_CANNOT_OVERTRUMP: Final = (
    "{state} et vous n'avez pas de {suit} ; aucun de vos atouts ne peut surcouper {high} : "
    "vous pouvez jouer n'importe quelle carte."
)
_PISSER: Final = (
    "{state} et vous n'avez pas de {suit} ; aucun de vos atouts ne peut surcouper {high}, "
    "mais vous devez quand même en jouer un (pisser)."
)
_MUST_UNDERTRUMP: Final = " Règle de la maison : obligé de pisser."
_ALWAYS_OVERTRUMP: Final = " Règle de la maison : toujours monter à l'atout."
_SA_FOLLOW: Final = (
    "Sans atout : la couleur demandée est {suit} et vous en avez, vous devez en fournir."
)
_SA_VOID: Final = (
    "Sans atout : vous n'avez pas de {suit}, vous pouvez jouer n'importe quelle carte."
)
_TA_CLIMB: Final = "Tout atout : vous devez fournir du {suit} et monter sur {high}{even}."
_EVEN_PARTNER_TA: Final = ", même si c'est votre partenaire qui tient le pli"
_TA_CANNOT: Final = (
    "Tout atout : vous devez fournir du {suit} ; aucune de vos cartes ne bat {high}, "
    "vous pouvez jouer n'importe laquelle."
)
_TA_VOID: Final = (
    "Tout atout : vous n'avez pas de {suit}, vous pouvez jouer n'importe quelle carte."
)
