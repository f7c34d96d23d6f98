"""The prize list (« lots ») and the palmarès: who wins what after a round.

Rank prizes go by place in the standings, withdrawn teams left out (they win
nothing): « 5e à 8e » goes to the 5th, 6th, 7th and 8th teams, so that each
prize is given exactly once and the prize budget is what the list says. Teams
ex aequo after every tie-break are in the standings' order (by number); when a
prize boundary separates them, the palmarès says so, for the organiser to
decide (clubs usually draw lots). Then, as clubs do, each special prize
(« première équipe du club de Vitré ») goes in the list's order to the
best-placed team that its filter accepts and that has no prize yet: a team
wins at most one prize.

The filters use what registration records of the players: their club and their
licence. A player's sex is not recorded, so « première équipe mixte » cannot be
expressed.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field
from enum import StrEnum
from itertools import pairwise
from typing import Final

from sqlmodel import Session, col, delete, select

from tournoi.files.text import Text, checked_text
from tournoi.services import audit
from tournoi.services import settings as settings_service
from tournoi.services.errors import ServiceError, StateError
from tournoi.services.fees import euros
from tournoi.services.ranking import StandingRow
from tournoi.services.scores import PartieState
from tournoi.services.standings import standings_before
from tournoi.services.teams import TeamInfo, team_infos
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
    def french(self) -> str:
        """``4 lots de classement, 1 prix spécial``."""
        ranks, specials = len(self.ranks), len(self.specials)
        return (
            f"{ranks} lot{'s' if ranks > 1 else ''} de classement, "
            f"{specials} prix spécia{'ux' if specials > 1 else 'l'}"
        )


def get_prizes(db: Database) -> PrizeList:
    with db.session() as session:
        return _load(session)


def replace_prizes(db: Database, *, prizes: PrizeList, who: str) -> PrizeList:
    """The prize list becomes ``prizes``, in their order."""
    with db.session() as session:
        before = _load(session)
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


def _load(session: Session) -> PrizeList:
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


# The palmarès ------------------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class PalmaresLine:
    """One team of the palmarès, in the standings' order, with its prize if it has one."""

    rank: int
    ex_aequo: bool
    number: int
    name: str
    players: tuple[str, ...]
    clubs: str
    prize: str = ""
    """The reward in words (« 20 € », « 2 jambons »), empty without a prize."""
    title: str = ""
    """Why: the ranks (« 5e à 8e ») or the special prize's name."""
    special: bool = False
    withdrawn: bool = False

    @property
    def prize_line(self) -> str:
        """``20 €``, or ``Première équipe de Vitré : 10 €`` for a special prize."""
        return f"{self.title} : {self.prize}" if self.special else self.prize


@dataclass(frozen=True, slots=True, kw_only=True)
class Palmares:
    after_round: int
    rounds: int
    lines: tuple[PalmaresLine, ...]
    unawarded: tuple[str, ...] = field(default=())
    """Prizes no team could receive: a special no team matches, ranks beyond the last team."""
    split_ties: tuple[tuple[int, tuple[int, ...]], ...] = field(default=())
    """(rank, team numbers) of ex aequo teams that a rank prize boundary separates."""

    @property
    def title(self) -> str:
        """``Palmarès après la 3e partie`` (``1re``), or after the last one."""
        last = " et dernière" if self.after_round >= self.rounds else ""
        return f"Palmarès après la {_nth_partie(self.after_round)}{last} partie"

    @property
    def awarded(self) -> tuple[PalmaresLine, ...]:
        return tuple(line for line in self.lines if line.prize)


def palmares(
    db: Database, *, after_round: int | None = None, prizes: PrizeList | None = None
) -> Palmares:
    """The palmarès on the standings after ``after_round`` (the last finished round by default).

    ``prizes`` replaces the stored list (the one being edited in a form).
    """
    with db.session() as session:
        number = _finished_round(session, after_round)
        rows = standings_before(session, number + 1)
        teams = {team.number: team for team in team_infos(session)}
        prize_list = prizes if prizes is not None else _load(session)
        rounds = settings_service.load(session).rounds
    won, unawarded = _award(rows, teams, prize_list)
    split = _split_ties(rows, won)
    lines = []
    for row in rows:
        team = teams[row.number]
        title, reward, is_special = won.get(row.number, ("", Reward(), False))
        lines.append(
            PalmaresLine(
                rank=row.rank,
                ex_aequo=row.ex_aequo,
                number=row.number,
                name=row.name,
                players=tuple(p.full_name for p in team.players),
                clubs=team.clubs,
                prize=reward.french,
                title=title,
                special=is_special,
                withdrawn=row.withdrawn,
            )
        )
    return Palmares(
        after_round=number,
        rounds=rounds,
        lines=tuple(lines),
        unawarded=tuple(unawarded),
        split_ties=split,
    )


def _award(
    rows: Sequence[StandingRow], teams: Mapping[int, TeamInfo], prize_list: PrizeList
) -> tuple[dict[int, tuple[str, Reward, bool]], list[str]]:
    """Who wins what (rank prizes first, then the specials), and the prizes nobody won."""
    won: dict[int, tuple[str, Reward, bool]] = {}
    unawarded: list[str] = []
    placed = [row.number for row in rows if not row.withdrawn]
    for prize in prize_list.ranks:
        winners = placed[prize.first - 1 : prize.last]
        for winner in winners:
            won[winner] = (prize.label, prize.reward, False)
        if len(winners) < prize.last - prize.first + 1:
            unawarded.append(prize.label)
    for special in prize_list.specials:
        chosen = next(
            (
                row.number
                for row in rows
                if not row.withdrawn
                and row.number not in won
                and special.filter.accepts(teams[row.number])
            ),
            None,
        )
        if chosen is None:
            unawarded.append(special.name)
        else:
            won[chosen] = (special.name, special.reward, True)
    return won, unawarded


def _split_ties(
    rows: Sequence[StandingRow], won: Mapping[int, tuple[str, Reward, bool]]
) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """Ex aequo teams (withdrawn ones aside) that do not all get the same rank prize."""
    groups: dict[int, list[int]] = {}
    for row in rows:
        if not row.withdrawn:
            groups.setdefault(row.rank, []).append(row.number)

    def rank_prize(number: int) -> str:
        title, _reward, special = won.get(number, ("", Reward(), False))
        return "" if special else title

    return tuple(
        (rank, tuple(numbers))
        for rank, numbers in groups.items()
        if len({rank_prize(number) for number in numbers}) > 1
    )


def _last_finished(session: Session) -> int:
    over = (PartieState.FINISHED.value, PartieState.VALIDATED.value)
    states: dict[int, list[str]] = {}
    query = select(models.Round.number, models.Partie.state).join(
        models.Partie, col(models.Partie.round_id) == col(models.Round.id), isouter=True
    )
    for number, state in session.exec(query):
        states.setdefault(number, []).append(state or PartieState.FINISHED.value)
    finished = [number for number, seen in states.items() if all(s in over for s in seen)]
    return max(finished, default=0)


def _finished_round(session: Session, asked: int | None) -> int:
    last = _last_finished(session)
    if asked is None:
        if last == 0:
            raise StateError("Aucune partie n'est terminée : le palmarès se fait après une partie.")
        return last
    if not 1 <= asked <= last:
        raise StateError(
            f"Le tour {asked} n'est pas terminé : le palmarès se fait après une partie terminée"
            + (f" (la dernière est la {_nth_partie(last)})." if last else "."),
            field="round",
        )
    return asked


def _nth_partie(number: int) -> str:
    """``1re``, ``3e``: partie is feminine."""
    return "1re" if number == 1 else f"{number}e"
