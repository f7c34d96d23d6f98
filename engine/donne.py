"""A donne as a score sheet records it: taker, contract, trump, points, capot, belotes, annonces.

>>> d = Donne(taker=Team.A, contract=110, trump=Trump.COEUR, points=117, belotes=PerTeam(1, 0))
>>> d.defence, d.belotes[Team.A]
(<Team.B: 'B'>, 1)
>>> Donne().is_blanche
True
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Final, Generic, Literal, TypeAlias, TypeVar

from engine.cards import Trump

if TYPE_CHECKING:
    from engine.annonces import Annonce

T = TypeVar("T")


class Team(StrEnum):
    """The two teams of a table: ``A`` (the table's first team) and ``B``."""

    A = "A"
    B = "B"

    @property
    def other(self) -> Team:
        return Team.B if self is Team.A else Team.A


class Seat(StrEnum):
    """The four seats; N-S play against E-W (§2)."""

    N = "N"
    E = "E"
    S = "S"
    W = "W"

    @property
    def partner(self) -> Seat:
        return _PARTNERS[self]

    @property
    def next(self) -> Seat:
        """The next player, anticlockwise (§5.1): N, W, S, E, then N again."""
        return _NEXT[self]


_PARTNERS: Final = {Seat.N: Seat.S, Seat.S: Seat.N, Seat.E: Seat.W, Seat.W: Seat.E}
_NEXT: Final = {Seat.N: Seat.W, Seat.W: Seat.S, Seat.S: Seat.E, Seat.E: Seat.N}


@dataclass(frozen=True, slots=True)
class PerTeam(Generic[T]):
    """One value for each team, read with ``pair[Team.A]``.

    >>> PerTeam(140, 50)[Team.B]
    50
    """

    a: T
    b: T

    def __getitem__(self, team: Team) -> T:
        return self.a if team is Team.A else self.b

    @classmethod
    def of(cls, team: Team, mine: T, theirs: T) -> PerTeam[T]:
        """``mine`` for ``team`` and ``theirs`` for the other one."""
        return cls(mine, theirs) if team is Team.A else cls(theirs, mine)


class Coinche(StrEnum):
    """Contre and surcontre of a contrée contract (§4.2.3, §4.2.4)."""

    NONE = "none"
    CONTRE = "contre"
    SURCONTRE = "surcontre"

    @property
    def factor(self) -> int:
        """1, 2 or 4: what the contre multiplies."""
        return _FACTORS[self]


_FACTORS: Final = {Coinche.NONE: 1, Coinche.CONTRE: 2, Coinche.SURCONTRE: 4}

CAPOT: Final = "capot"
"""The contract of a team that undertakes to win all eight tricks (§4.2.2)."""

Contract: TypeAlias = int | Literal["capot"]

NO_BELOTE: Final[PerTeam[int]] = PerTeam(0, 0)
NO_POINTS: Final[PerTeam[int]] = PerTeam(0, 0)
"""No annonce points written for either team."""
NO_ANNONCE: Final[PerTeam[tuple[Annonce, ...]]] = PerTeam((), ())


@dataclass(frozen=True, slots=True, kw_only=True)
class Donne:
    """One donne of a score sheet.

    ``taker`` is ``None`` when all passed (donne blanche), and then nothing
    else is given. ``points`` are the takers' card points, dix de der
    included; the defence has the rest. ``contract`` and ``coinche`` exist in
    contrée only; ``annonces`` in classique with annonces only. Whether the
    donne can exist under a set of rules is checked by
    :func:`engine.validation.check_donne`.

    What an arbiter copies from a paper sheet (scoring specification): the
    ``annonce_points`` of the one team whose annonces counted (instead of the
    declared list ``annonces``; 0 means none); the ``renonce`` of a team that
    could not show the annonces it declared (§8.4); or, in place of a played
    donne (no ``taker``), the arbiter's ``decision``: the marks of each team,
    with its ``reason``.
    """

    taker: Team | None = None
    trump: Trump | None = None
    points: int | None = None
    contract: Contract | None = None
    coinche: Coinche = Coinche.NONE
    capot: Team | None = None
    belotes: PerTeam[int] = NO_BELOTE
    annonces: PerTeam[tuple[Annonce, ...]] = NO_ANNONCE
    annonce_points: PerTeam[int] = NO_POINTS
    renonce: Team | None = None
    decision: PerTeam[int] | None = None
    reason: str | None = None

    @property
    def is_blanche(self) -> bool:
        """All four players passed: nothing is scored."""
        return self.taker is None and self.decision is None

    @property
    def is_decision(self) -> bool:
        """Marks given by the arbiter, not played.

        >>> Donne(decision=PerTeam(0, 162), reason="3e maldonne").is_decision
        True
        """
        return self.decision is not None

    @property
    def defence(self) -> Team | None:
        return None if self.taker is None else self.taker.other
