"""The prize list (« lots »): rank prizes and special prizes, what each gives, their filters.

The filters use what registration records of the players: their club and their
licence. A player's sex is not recorded, so « première équipe mixte » cannot be
expressed. Who wins what is the palmarès (:mod:`~tournoi.services.awards.palmares`).
"""

from __future__ import annotations

import unicodedata
from dataclasses import asdict, dataclass
from enum import StrEnum
from itertools import pairwise
from typing import Final

from sqlmodel import Session, col, delete, select

from tournoi.files.text import Text, checked_text
from tournoi.services import audit
from tournoi.services.errors import ServiceError
from tournoi.services.teams.fees import euros
from tournoi.services.teams.info import TeamInfo
from tournoi.storage import Database, models


class PrizeError(ServiceError):
    """A prize list that cannot be given out."""


def ordinal(rank: int) -> str:
    """``1er``, ``2e``, ``15e``.

    >>> ordinal(1), ordinal(2)
    ('1er', '2e')
    """
    return "1er" if rank == 1 else f"{rank}e"


def ranks_label(first: int, last: int) -> str:
    """``1er`` or ``5e à 8e``."""
    return ordinal(first) if first == last else f"{ordinal(first)} à {ordinal(last)}"


def _plain(text: str) -> str:
    """Lower case without accents, so that « Vitré » matches « VITRE »."""
    decomposed = unicodedata.normalize("NFKD", text.strip().casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


class FilterKind(StrEnum):
    """What a special prize asks of a team, from the players' club and licence."""

    CLUB = "club"
    SAME_CLUB = "same_club"
    LICENCE = "licence"
    UNLICENSED = "unlicensed"

    @property
    def french(self) -> str:
        return {
            FilterKind.CLUB: "au moins un joueur du club",
            FilterKind.SAME_CLUB: "les deux joueurs du club",
            FilterKind.LICENCE: "licences des deux joueurs commençant par",
            FilterKind.UNLICENSED: "aucun joueur licencié",
        }[self]

    @property
    def needs_value(self) -> bool:
        return self is not FilterKind.UNLICENSED


@dataclass(frozen=True, slots=True, kw_only=True)
class TeamFilter:
    kind: FilterKind
    value: str = ""

    def accepts(self, team: TeamInfo) -> bool:
        wanted = _plain(self.value)
        clubs = [_plain(p.club or "") for p in team.players]
        licences = [_plain(p.licence or "") for p in team.players]
        if self.kind is FilterKind.CLUB:
            return wanted in clubs
        if self.kind is FilterKind.SAME_CLUB:
            return clubs == [wanted, wanted]
        if self.kind is FilterKind.LICENCE:
            return all(licence and licence.startswith(wanted) for licence in licences)
        return not any(licences)


MAX_PRIZE_CENTS: Final = 10_000_000
"""The most one prize's amount may be, in cents: 100 000 €, far above any belote tournament's."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Reward:
    """An amount, an item (« 2 jambons »), or both."""

    amount_cents: int | None = None
    item: str = ""

    @property
    def french(self) -> str:
        """``20 €``, ``2 jambons`` or ``20 € + 2 jambons``."""
        parts = [euros(self.amount_cents)] if self.amount_cents else []
        return " + ".join([*parts, *([self.item] if self.item else [])])

    def check(self, label: str) -> None:
        if self.amount_cents is not None and self.amount_cents < 0:
            raise PrizeError(
                f"Lot {label} : montant {euros(self.amount_cents)} négatif.", field="amount"
            )
        if self.amount_cents is not None and self.amount_cents > MAX_PRIZE_CENTS:
            raise PrizeError(
                f"Lot {label} : montant {euros(self.amount_cents)}, "
                f"{euros(MAX_PRIZE_CENTS)} au plus.",
                field="amount",
            )
        if not self.amount_cents and not self.item.strip():
            raise PrizeError(f"Lot {label} : indiquez un montant ou un objet.", field="item")


@dataclass(frozen=True, slots=True, kw_only=True)
class RankPrize:
    """The prize of each team ranked ``first`` to ``last``."""

    first: int
    last: int
    reward: Reward

    def __post_init__(self) -> None:
        if self.first < 1:
            raise PrizeError(f"Lot du rang {self.first} : les rangs commencent à 1.", field="first")
        if self.last < self.first:
            raise PrizeError(
                f"Lot du {ordinal(self.first)} au {ordinal(self.last)} : le dernier rang est "
                "avant le premier.",
                field="last",
            )
        self.reward.check(f"« {self.label} »")

    @property
    def label(self) -> str:
        return ranks_label(self.first, self.last)


@dataclass(frozen=True, slots=True, kw_only=True)
class SpecialPrize:
    """A named prize for the best-ranked team that ``filter`` accepts and that has no prize yet."""

    name: str
    filter: TeamFilter
    reward: Reward

    def __post_init__(self) -> None:
        if not self.name.strip():
            raise PrizeError(
                "Prix spécial sans nom : donnez-lui un nom (« Première équipe du club »).",
                field="name",
            )
        if self.filter.kind.needs_value and not self.filter.value.strip():
            raise PrizeError(
                f"Prix spécial « {self.name} » : indiquez la valeur du filtre "
                f"({self.filter.kind.french}).",
                field="value",
            )
        self.reward.check(f"« {self.name} »")


@dataclass(frozen=True, slots=True, kw_only=True)
class PrizeList:
    ranks: tuple[RankPrize, ...] = ()
    specials: tuple[SpecialPrize, ...] = ()

    def __post_init__(self) -> None:
        ordered = sorted(self.ranks, key=lambda p: p.first)
        for before, after in pairwise(ordered):
            if after.first <= before.last:
                raise PrizeError(
                    f"Les lots « {before.label} » et « {after.label} » se chevauchent : "
                    "un rang n'a qu'un lot.",
                    field="first",
                )

    @property
    def cash_cents(self) -> int:
        """What the prizes pay in cash, every rank of a rank prize counted.

        >>> fifty = Reward(amount_cents=5000)
        >>> PrizeList(ranks=(RankPrize(first=1, last=4, reward=fifty),)).cash_cents
        20000
        """
        ranks = sum((p.reward.amount_cents or 0) * (p.last - p.first + 1) for p in self.ranks)
        return ranks + sum(p.reward.amount_cents or 0 for p in self.specials)

    @property
    def french(self) -> str:
        """``4 lots de classement, 1 prix spécial``."""
        ranks, specials = len(self.ranks), len(self.specials)
        return (
            f"{ranks} lot{'s' if ranks > 1 else ''} de classement, "
            f"{specials} prix spécia{'ux' if specials > 1 else 'l'}"
        )


def get_prizes(db: Database) -> PrizeList:
    with db.session() as session:
        return load(session)


def replace_prizes(db: Database, *, prizes: PrizeList, who: str) -> PrizeList:
    """The prize list becomes ``prizes``, in their order."""
    with db.session() as session:
        before = load(session)
        session.exec(delete(models.Prize))
        rows = [(p, None) for p in prizes.ranks] + [(None, s) for s in prizes.specials]
        for position, (rank, special) in enumerate(rows, start=1):
            session.add(_row(position, rank, special))
        audit.record(
            session,
            who=who,
            action="settings.prizes",
            message=f"Liste des lots : {prizes.french}.",
            before=asdict(before),
            after=asdict(prizes),
        )
        return prizes


def _row(position: int, rank: RankPrize | None, special: SpecialPrize | None) -> models.Prize:
    prize = rank or special
    assert prize is not None
    row = models.Prize(
        position=position,
        amount_cents=prize.reward.amount_cents,
        item=checked_text(prize.reward.item, Text.PRIZE_ITEM),
    )
    if rank is not None:
        row.first_rank, row.last_rank = rank.first, rank.last
    if special is not None:
        row.special = checked_text(special.name, Text.PRIZE_NAME)
        row.filter_kind = special.filter.kind.value
        row.filter_value = checked_text(special.filter.value, Text.PRIZE_FILTER)
    return row


def load(session: Session) -> PrizeList:
    """The stored prize list, in its order."""
    rows = session.exec(select(models.Prize).order_by(col(models.Prize.position))).all()
    ranks, specials = [], []
    for row in rows:
        reward = Reward(amount_cents=row.amount_cents, item=row.item)
        if row.first_rank is not None and row.last_rank is not None:
            ranks.append(RankPrize(first=row.first_rank, last=row.last_rank, reward=reward))
        else:
            kind = TeamFilter(kind=FilterKind(row.filter_kind), value=row.filter_value)
            specials.append(SpecialPrize(name=row.special, filter=kind, reward=reward))
    return PrizeList(ranks=tuple(ranks), specials=tuple(specials))
