"""The arbiter's shorthand: a donne typed in a few keystrokes, and back.

Cards are written the French way (:mod:`engine.card_notation`, whose
functions are here too): ``Rc`` is the roi de cœur, ``10p`` the 10 de pique.
A donne starts with the taker, ``A`` or ``B`` (``-`` alone: everybody
passed); the rest comes in any order, separated by spaces where two words
would otherwise run together, in capitals or not (:mod:`engine.glued`):

=================================  ==============================================
``80`` … ``160``, ``capot``        the contract (contrée: the first number)
``p`` ``c`` ``k`` ``t``            trump pique, cœur, carreau, trèfle (also
                                   ``♠ ♥ ♦ ♣`` or the words), ``sa`` ``ta``
``110c``                           contract and trump written together
``x`` ``xx``                       contré, surcontré
``117``                            the takers' points, dix de der included
                                   (contrée: the second number)
``cap`` ``capA`` ``capB``          capot made by the takers, by A, by B (the
                                   points can then be left out)
``b`` ``bA`` ``bB`` ``b2``         belote of the takers, of A, of B; ``b2``: two
                                   belotes (tout atout)
``tierce:Rc`` ``50:Ak``            annonces (classique): ``tierce`` ``50``
``100:Dp`` ``carré:V``             ``100`` ``carré``, then height 7 8 9 10 V D
                                   R A and suit; the takers' unless followed by
                                   ``:A`` or ``:B``
``n70`` ``nA70`` ``nB150``         the points of annonces as the paper sheet
                                   writes them: of the takers, of A, of B (one
                                   team only; instead of the annonces above)
``r`` ``rA`` ``rB``                renonce (§8.4) of the takers, of A, of B: the
                                   other team scores the annonces declared, a
                                   penalty no capot, chute or litige takes back
``d 0 162 motif``                  an arbiter's decision, alone on the line: the
                                   marks of A, of B, then the reason
=================================  ==============================================

The usual contrée donne, ``A`` takes 110 cœur, makes 117, belote, is
``a110c117b``: nine keys and Enter. On an AZERTY laptop, where the digits of
the top row need Shift, the same keys without Shift (``&é"'(-è_çà`` for
``1234567890``) are read as digits, so ``a&&àc&&èb`` is the same donne; the
numeric keypad types digits without Shift too. Letters and ``x``, ``-`` need
no Shift either. Annonce points as written add at most four keys (``n70``,
glued: three; ``nB70``: four).

>>> parse_donne("A 110 c 117 b", variant=Variant.CONTREE) == Donne(
...     taker=Team.A, contract=110, trump=Trump.COEUR, points=117, belotes=PerTeam(1, 0))
True
>>> format_donne(parse_donne("b 92 ♠ bA tierce:Rc:B", variant=Variant.CLASSIQUE))
'B p 92 bA tierce:Rc'
>>> parse_donne("a110c117b", variant=Variant.CONTREE) == parse_donne("A 110 c 117 b",
...                                                                  variant=Variant.CONTREE)
True
>>> format_donne(parse_donne("b92pnA70", variant=Variant.CLASSIQUE))
'B p 92 nA70'
>>> format_donne(parse_donne("d 0 162 3e maldonne de A", variant=Variant.CONTREE))
'd 0 162 3e maldonne de A'

Whether the donne can exist under the tournament's rules is the engine's
judgement, not the parser's: ``A 85 c 100`` parses, and the engine refuses
the contract. The parser only refuses what it cannot read, with a
:class:`NotationError` naming the token:

>>> parse_donne("A 110 z 117", variant=Variant.CONTREE)
Traceback (most recent call last):
...
engine.card_notation.NotationError: « z » : abréviation inconnue (la liste complète est dans l'aide, touche F1).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Final

from engine.annonces import Annonce, AnnonceKind
from engine.card_notation import (
    RANK_PATTERN,
    RANK_SPELLINGS,
    SUIT_MARKS,
    SUIT_SPELLINGS,
    SYMBOLS,
    NotationError,
    either,
    format_card,
    format_cards,
    parse_card,
    parse_cards,
)
from engine.cards import SUIT_TRUMPS, Suit, Trump, capot_points
from engine.donne import CAPOT, Coinche, Contract, Donne, PerTeam, Team
from engine.errors import EngineError
from engine.glued import azerty_digits, split_glued
from engine.rules import Variant
from engine.words import spellings

__all__ = [
    "NotationError", "capot_made_points", "format_card", "format_cards", "format_donne",
    "parse_card", "parse_cards", "parse_donne",
]  # fmt: skip


def _one_of(words: Iterable[str]) -> str:
    """``p, c, k ou t``."""
    *first, last = words
    return f"{', '.join(first)} ou {last}"


_TRUMPS: Final = {
    **{spelling: SUIT_TRUMPS[suit] for spelling, suit in SUIT_SPELLINGS.items()},
    **{trump.letter: trump for trump in Trump if trump.suit is None},
}
_KINDS: Final = {
    spelling: kind for kind in AnnonceKind for spelling in (kind.word, *spellings(kind.french))
}
_COINCHES: Final = {
    "x": Coinche.CONTRE,
    "contre": Coinche.CONTRE,
    "xx": Coinche.SURCONTRE,
    "surcontre": Coinche.SURCONTRE,
}
_BLANCHE: Final = frozenset({"-", "passe"})
_DECISION: Final = frozenset({"d", "décision", "decision"})
_TEAMS: Final = {"a": Team.A, "b": Team.B}
_NUMBER: Final = re.compile(r"[0-9]+")
_NO_SUIT: Final = [trump.letter for trump in Trump if trump.suit is None]
_GLUED: Final = re.compile(f"([0-9]+)({either([*SUIT_MARKS, *_NO_SUIT])})")
_CAPOT_MADE: Final = re.compile(r"cap([ab])?")
_BELOTE: Final = re.compile(r"b([ab])?([0-9]+)?")
_ANNONCE_POINTS: Final = re.compile(r"n([ab])?([0-9]+)")
_RENONCE: Final = re.compile(r"r([ab])?")
_ANNONCE: Final = re.compile(f"([^:]+):({RANK_PATTERN})([^:]*)(?::([ab]))?")
_UNKNOWN: Final = "abréviation inconnue (la liste complète est dans l'aide, touche F1)"
_KIND_CHOICE: Final = _one_of(kind.word for kind in AnnonceKind)
_SUIT_CHOICE: Final = f"{_one_of(suit.letter for suit in Suit)} ({SYMBOLS})"


def parse_donne(text: str, *, variant: Variant) -> Donne:
    """The donne written in ``text``; :class:`NotationError` for what cannot be read."""
    tokens = text.split()
    if not tokens:
        raise NotationError(
            "", "Donne vide : tapez le preneur, A ou B, puis le reste (« - » si tous ont passé)."
        )
    first = tokens[0].casefold()
    if first in _DECISION:
        return _decision(text)
    if first in _BLANCHE:
        if len(tokens) > 1:
            raise NotationError(
                tokens[1],
                f"« {tokens[1]} » : une donne blanche (« {tokens[0]} », tous ont passé) "
                "s'écrit seule.",
            )
        return Donne()
    taker = _TEAMS.get(first[:1])
    if taker is None:
        raise NotationError(
            tokens[0],
            f"« {tokens[0]} » : commencez par le preneur, A ou B (« - » si tous ont passé).",
        )
    draft = _Draft(variant=variant, taker=taker)
    if len(first) > 1:  # the taker glued to what follows: a110c117b
        draft.read(tokens[0][1:], glued_to=tokens[0])
    for token in tokens[1:]:
        draft.read(token)
    return draft.donne()


_DECISION_FORM: Final = (
    "une décision de l'arbitre s'écrit d, les points de A, ceux de B, puis le motif "
    "(d 0 162 3e maldonne de A)."
)


def _decision(text: str) -> Donne:
    """``d 0 162 motif``: the arbiter's marks for A and B, then the reason."""
    parts = text.split(maxsplit=3)
    marks = [azerty_digits(part) for part in parts[1:3]]
    for part, mark in zip(parts[1:3], marks, strict=True):
        if not _NUMBER.fullmatch(mark):
            raise NotationError(part, f"« {part} » : {_DECISION_FORM}")
    if len(marks) < 2:
        raise NotationError(parts[-1], f"« {parts[-1]} » : {_DECISION_FORM}")
    reason = parts[3].strip() if len(parts) > 3 else None
    return Donne(decision=PerTeam(int(marks[0]), int(marks[1])), reason=reason)


@dataclass
class _Draft:
    """What a line has said so far: each token fills one field, once."""

    variant: Variant
    taker: Team
    numbers: list[tuple[str, int]] = field(default_factory=list)
    contract: Contract | None = None
    trump: Trump | None = None
    coinche: Coinche = Coinche.NONE
    capot: Team | None = None
    belotes: dict[Team, int] = field(default_factory=lambda: dict.fromkeys(Team, 0))
    annonces: dict[Team, list[Annonce]] = field(default_factory=lambda: {t: [] for t in Team})
    annonce_points: dict[Team, int] = field(default_factory=lambda: dict.fromkeys(Team, 0))
    renonce: Team | None = None
    said: dict[str, str] = field(default_factory=dict)
    """The token that gave each field given once only, to name it in a refusal."""

    def read(self, token: str, *, glued_to: str | None = None) -> None:
        """Read one word of the line; ``glued_to`` is the whole word when it follows the taker."""
        try:
            self._word(token)
        except NotationError as error:
            if glued_to is None:
                raise
            raise NotationError(glued_to, error.message) from None

    def _word(self, token: str) -> None:
        low = token.casefold()
        if low in _TRUMPS:
            self._trump(token, _TRUMPS[low])
        elif low in _COINCHES:
            self._once("coinche", token, "le contre")
            self.coinche = _COINCHES[low]
        elif _NUMBER.fullmatch(low):
            self.numbers.append((token, int(low)))
        elif glued := _GLUED.fullmatch(low):
            self.numbers.append((token, int(glued.group(1))))
            self._trump(token, _TRUMPS[glued.group(2)])
        elif low == CAPOT:
            self._capot_word(token)
        elif made := _CAPOT_MADE.fullmatch(low):
            self._capot_made(token, made.group(1))
        elif belote := _BELOTE.fullmatch(low):
            team = _TEAMS[belote.group(1)] if belote.group(1) else self.taker
            self.belotes[team] += int(belote.group(2) or 1)
        elif annonce := _ANNONCE.fullmatch(low):
            self._annonce(token, annonce)
        elif written := _ANNONCE_POINTS.fullmatch(low):
            self._once("annonce_points", token, "le total des annonces")
            team = _TEAMS[written.group(1)] if written.group(1) else self.taker
            self.annonce_points[team] = int(written.group(2))
        elif renonce := _RENONCE.fullmatch(low):
            self._once("renonce", token, "la renonce", given="donnée")
            self.renonce = _TEAMS[renonce.group(1)] if renonce.group(1) else self.taker
        else:
            self._glued(token, low)

    def _glued(self, token: str, low: str) -> None:
        """Several words without spaces (``110c117b``), digits perhaps typed without Shift."""
        misplaced = _misplaced(token, low)
        pieces = None if misplaced else split_glued(azerty_digits(low))
        if pieces is None:
            raise NotationError(token, misplaced or f"« {token} » : {_UNKNOWN}.")
        for piece in pieces:
            try:
                self._word(piece)
            except NotationError as error:
                raise NotationError(token, error.message) from None

    def _trump(self, token: str, trump: Trump) -> None:
        self._once("trump", token, "l'atout")
        self.trump = trump

    def _once(self, what: str, token: str, name: str, *, given: str = "donné") -> None:
        before = self.said.get(what)
        if before is not None:
            raise NotationError(token, f"« {token} » : {name} est déjà {given} (« {before} »).")
        self.said[what] = token

    def _capot_word(self, token: str) -> None:
        if self.variant is Variant.CONTREE:
            self._once("contract", token, "le contrat")
            self.contract = CAPOT
        else:  # No contract in classique: « capot » can only be the capot made.
            self._capot_made(token, None)

    def _capot_made(self, token: str, team: str | None) -> None:
        self._once("capot", token, "le capot")
        self.capot = _TEAMS[team] if team else self.taker

    def _annonce(self, token: str, match: re.Match[str]) -> None:
        word, rank, suit, team = match.groups()
        kind = _KINDS.get(word)
        if kind is None:
            raise NotationError(
                token,
                f"« {token} » : annonce inconnue, « {match.group(1)} » ; {_KIND_CHOICE}.",
            )
        if suit and suit not in SUIT_SPELLINGS:
            raise NotationError(
                token,
                f"« {token} » : couleur « {suit} » inconnue ; {_SUIT_CHOICE}.",
            )
        try:
            made = Annonce(kind, RANK_SPELLINGS[rank], SUIT_SPELLINGS[suit] if suit else None)
        except EngineError as error:
            raise NotationError(token, f"« {token} » : {error}") from None
        self.annonces[_TEAMS[team] if team else self.taker].append(made)

    def donne(self) -> Donne:
        contract, points = self._contract_and_points()
        if points is None and self.capot is not None and self.trump is not None:
            contree = self.variant is Variant.CONTREE
            points = capot_made_points(self.taker, self.capot, self.trump, contree=contree)
        return Donne(
            taker=self.taker,
            trump=self.trump,
            points=points,
            contract=contract,
            coinche=self.coinche,
            capot=self.capot,
            belotes=PerTeam(self.belotes[Team.A], self.belotes[Team.B]),
            annonces=PerTeam(tuple(self.annonces[Team.A]), tuple(self.annonces[Team.B])),
            annonce_points=PerTeam(self.annonce_points[Team.A], self.annonce_points[Team.B]),
            renonce=self.renonce,
        )

    def _contract_and_points(self) -> tuple[Contract | None, int | None]:
        """Contrée: the contract, then the points; classique: the points alone."""
        numbers = list(self.numbers)
        contract = self.contract
        if self.variant is Variant.CONTREE and contract is None and numbers:
            contract = numbers.pop(0)[1]
        if len(numbers) > 1:
            token = numbers[1][0]
            given = "le contrat et les points" if self.variant is Variant.CONTREE else "les points"
            raise NotationError(
                token, f"« {token} » : un nombre de trop, {given} sont déjà donnés."
            )
        return contract, numbers[0][1] if numbers else None


def _misplaced(token: str, low: str) -> str | None:
    """A message for a known word in the wrong place, or ``None``."""
    if low in _BLANCHE:
        return f"« {token} » : une donne blanche s'écrit seule, « - »."
    if low == "a":
        return f"« {token} » : le preneur est déjà donné ; une belote de A s'écrit bA."
    return None


def format_donne(donne: Donne) -> str:
    """The shorthand of ``donne``, as :func:`parse_donne` reads it back.

    >>> format_donne(Donne(taker=Team.B, contract=CAPOT, trump=Trump.TOUT_ATOUT, points=348,
    ...                    coinche=Coinche.CONTRE, capot=Team.B, belotes=PerTeam(1, 1)))
    'B capot ta x cap b bA'
    >>> format_donne(Donne())
    '-'
    """
    if donne.decision is not None:
        marks = donne.decision
        return " ".join(
            ["d", str(marks.a), str(marks.b), *([donne.reason] if donne.reason else [])]
        )
    taker = donne.taker
    if taker is None:
        return "-"
    words = [taker.value]
    if donne.contract is not None:
        words.append(str(donne.contract))
    if donne.trump is not None:
        words.append(donne.trump.letter)
    words += {Coinche.NONE: [], Coinche.CONTRE: ["x"], Coinche.SURCONTRE: ["xx"]}[donne.coinche]
    if donne.points is not None and donne.points != _implied_points(donne, taker):
        words.append(str(donne.points))
    if donne.capot is not None:
        words.append("cap" if donne.capot is taker else f"cap{donne.capot.value}")
    for team in (taker, taker.other):
        count = donne.belotes[team]
        if count:
            mark = "b" if team is taker else f"b{team.value}"
            words.append(mark if count == 1 else f"{mark}{count}")
    for team in (taker, taker.other):
        suffix = "" if team is taker else f":{team.value}"
        words += [_annonce_word(annonce) + suffix for annonce in donne.annonces[team]]
    for team in (taker, taker.other):
        mark = "" if team is taker else team.value
        if donne.annonce_points[team]:
            words.append(f"n{mark}{donne.annonce_points[team]}")
        if donne.renonce is team:
            words.append(f"r{mark}")
    return " ".join(words)


def capot_made_points(taker: Team, capot: Team, trump: Trump, *, contree: bool) -> int:
    """The takers' points that a capot says without writing them: all of them, or none.

    >>> capot_made_points(Team.A, Team.A, Trump.COEUR, contree=True)
    252
    >>> capot_made_points(Team.A, Team.B, Trump.COEUR, contree=True)
    0
    """
    return capot_points(trump, contree=contree) if capot is taker else 0


def _implied_points(donne: Donne, taker: Team) -> int | None:
    """The points a capot made says without writing them."""
    if donne.capot is None or donne.trump is None:
        return None
    return capot_made_points(taker, donne.capot, donne.trump, contree=donne.contract is not None)


def _annonce_word(annonce: Annonce) -> str:
    word = f"{annonce.kind.word}:{annonce.high.letter}"
    return word if annonce.suit is None else word + annonce.suit.letter
