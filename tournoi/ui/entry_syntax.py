"""The shorthand of the score entry screen: a donne typed in a few keystrokes, and back.

A line starts with the taker, ``A`` or ``B`` (``-`` alone: everybody passed);
the rest comes in any order, separated by spaces, in capitals or not:

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
=================================  ==============================================

>>> parse_donne("A 110 c 117 b", variant=Variant.CONTREE) == Donne(
...     taker=Team.A, contract=110, trump=Trump.COEUR, points=117, belotes=PerTeam(1, 0))
True
>>> format_donne(parse_donne("b 92 ♠ bA tierce:Rc:B", variant=Variant.CLASSIQUE))
'B p 92 bA tierce:Rc'

Whether the donne can exist under the tournament's rules is the engine's
judgement, not the parser's: ``A 85 c 100`` parses, and the engine refuses
the contract. The parser only refuses what it cannot read, with an
:class:`EntrySyntaxError` naming the token:

>>> parse_donne("A 110 z 117", variant=Variant.CONTREE)
Traceback (most recent call last):
...
tournoi.ui.entry_syntax.EntrySyntaxError: « z » : abréviation inconnue (la liste complète est dans l'aide, touche F1).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from enum import StrEnum
from types import MappingProxyType
from typing import Final

from engine import (
    CAPOT,
    Annonce,
    AnnonceKind,
    Coinche,
    Contract,
    Donne,
    EngineError,
    PerTeam,
    Rank,
    Team,
    Trump,
    UserError,
    Variant,
    capot_points,
)


class EntrySyntaxError(UserError):
    """A line the shorthand cannot read; ``token`` is the part at fault ("" for an empty line)."""

    def __init__(self, token: str, message: str) -> None:
        super().__init__(message, field="notation")
        self.token = token


TRUMP_LETTERS: Final = MappingProxyType(
    {
        Trump.PIQUE: "p",
        Trump.COEUR: "c",
        Trump.CARREAU: "k",
        Trump.TREFLE: "t",
        Trump.SANS_ATOUT: "sa",
        Trump.TOUT_ATOUT: "ta",
    }
)
"""How the shorthand writes each trump (``k`` for carreau, since ``c`` is cœur)."""

_TRUMPS: Final = {
    **{letter: trump for trump, letter in TRUMP_LETTERS.items()},
    **{trump.label: trump for trump in Trump if trump.suit is not None},
    "pique": Trump.PIQUE,
    "coeur": Trump.COEUR,
    "cœur": Trump.COEUR,
    "carreau": Trump.CARREAU,
    "trefle": Trump.TREFLE,
    "trèfle": Trump.TREFLE,
}
_SUITS: Final = {letter: trump.suit for letter, trump in _TRUMPS.items() if trump.suit is not None}
_COINCHES: Final = {
    "x": Coinche.CONTRE,
    "contre": Coinche.CONTRE,
    "xx": Coinche.SURCONTRE,
    "surcontre": Coinche.SURCONTRE,
}
_BLANCHE: Final = frozenset({"-", "passe"})
_TEAMS: Final = {"a": Team.A, "b": Team.B}

RANK_LETTERS: Final = MappingProxyType(
    {
        Rank.SEVEN: "7",
        Rank.EIGHT: "8",
        Rank.NINE: "9",
        Rank.TEN: "10",
        Rank.JACK: "V",
        Rank.QUEEN: "D",
        Rank.KING: "R",
        Rank.ACE: "A",
    }
)
"""Ranks as a French score sheet writes them: valet, dame, roi, as."""
_RANKS: Final = {letter.lower(): rank for rank, letter in RANK_LETTERS.items()}
_KINDS: Final = {
    "tierce": AnnonceKind.TIERCE,
    "50": AnnonceKind.CINQUANTE,
    "cinquante": AnnonceKind.CINQUANTE,
    "100": AnnonceKind.CENT,
    "cent": AnnonceKind.CENT,
    "carre": AnnonceKind.CARRE,
    "carré": AnnonceKind.CARRE,
}
KIND_WORDS: Final = MappingProxyType(
    {
        AnnonceKind.TIERCE: "tierce",
        AnnonceKind.CINQUANTE: "50",
        AnnonceKind.CENT: "100",
        AnnonceKind.CARRE: "carré",
    }
)
"""How the shorthand writes each kind of annonce."""

_NUMBER: Final = re.compile(r"[0-9]+")
_GLUED: Final = re.compile(r"([0-9]+)(sa|ta|[pckt♠♥♦♣])")
_CAPOT_MADE: Final = re.compile(r"cap([ab])?")
_BELOTE: Final = re.compile(r"b([ab])?([0-9]+)?")
_ANNONCE: Final = re.compile(r"([^:]+):(10|[789vdra])([^:]*)(?::([ab]))?")
_UNKNOWN: Final = "abréviation inconnue (la liste complète est dans l'aide, touche F1)"


def parse_donne(text: str, *, variant: Variant) -> Donne:
    """The donne written in ``text``; :class:`EntrySyntaxError` for what cannot be read."""
    tokens = text.split()
    if not tokens:
        raise EntrySyntaxError(
            "", "Donne vide : tapez le preneur, A ou B, puis le reste (« - » si tous ont passé)."
        )
    first = tokens[0].casefold()
    if first in _BLANCHE:
        if len(tokens) > 1:
            raise EntrySyntaxError(
                tokens[1],
                f"« {tokens[1]} » : une donne blanche (« {tokens[0]} », tous ont passé) "
                "s'écrit seule.",
            )
        return Donne()
    taker = _TEAMS.get(first)
    if taker is None:
        raise EntrySyntaxError(
            tokens[0],
            f"« {tokens[0]} » : commencez par le preneur, A ou B (« - » si tous ont passé).",
        )
    draft = _Draft(variant=variant, taker=taker)
    for token in tokens[1:]:
        draft.read(token)
    return draft.donne()


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
    said: dict[str, str] = field(default_factory=dict)
    """The token that gave each field given once only, to name it in a refusal."""

    def read(self, token: str) -> None:
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
        else:
            raise EntrySyntaxError(token, _misplaced(token, low) or f"« {token} » : {_UNKNOWN}.")

    def _trump(self, token: str, trump: Trump) -> None:
        self._once("trump", token, "l'atout")
        self.trump = trump

    def _once(self, what: str, token: str, name: str) -> None:
        before = self.said.get(what)
        if before is not None:
            raise EntrySyntaxError(token, f"« {token} » : {name} est déjà donné (« {before} »).")
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
            raise EntrySyntaxError(
                token,
                f"« {token} » : annonce inconnue, « {match.group(1)} » ; tierce, 50, 100 ou carré.",
            )
        if suit and suit not in _SUITS:
            raise EntrySyntaxError(
                token, f"« {token} » : couleur « {suit} » inconnue ; p, c, k ou t (♠ ♥ ♦ ♣)."
            )
        try:
            made = Annonce(kind, _RANKS[rank], _SUITS[suit] if suit else None)
        except EngineError as error:
            raise EntrySyntaxError(token, f"« {token} » : {error}") from None
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
            raise EntrySyntaxError(
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
    taker = donne.taker
    if taker is None:
        return "-"
    words = [taker.value]
    if donne.contract is not None:
        words.append(str(donne.contract))
    if donne.trump is not None:
        words.append(TRUMP_LETTERS[donne.trump])
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
    word = f"{KIND_WORDS[annonce.kind]}:{RANK_LETTERS[annonce.high]}"
    if annonce.suit is None:
        return word
    return word + next(letter for letter, suit in _SUITS.items() if suit is annonce.suit)


class Lookup(StrEnum):
    TABLE = "table"
    TEAM = "team"
    NAME = "name"


@dataclass(frozen=True, slots=True)
class TableQuery:
    """What the « Table » field asks for: a table number, a team number, or part of a name."""

    kind: Lookup
    number: int = 0
    text: str = ""


_TEAM_NUMBER: Final = re.compile(r"(?:e|é|eq|éq|equipe|équipe)\.?\s*([0-9]+)")


def parse_table_query(text: str) -> TableQuery:
    """``12`` is table 12, ``e12`` or ``équipe 12`` team 12, anything else part of a team's name.

    >>> parse_table_query(" 7 "), parse_table_query("Équipe 12").number
    (TableQuery(kind=<Lookup.TABLE: 'table'>, number=7, text=''), 12)
    >>> parse_table_query("dubois").kind
    <Lookup.NAME: 'name'>
    """
    words = " ".join(text.split())
    if not words:
        raise EntrySyntaxError("", "Tapez un numéro de table, « e12 » pour l'équipe 12, ou un nom.")
    if _NUMBER.fullmatch(words):
        return TableQuery(Lookup.TABLE, int(words))
    team = _TEAM_NUMBER.fullmatch(words.casefold())
    if team:
        return TableQuery(Lookup.TEAM, int(team.group(1)))
    return TableQuery(Lookup.NAME, text=words)
