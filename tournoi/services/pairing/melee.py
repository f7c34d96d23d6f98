"""The draw of a mêlée round: players alone, seated two against two, new partners each round.

Pure Python, no database, like the other draws of :mod:`tournoi.services.pairing`.
Each round forms pairs and sets two pairs at each table, in this order of
preference:

1. **No partner twice** while it can be avoided: a repeated partnership
   outweighs any number of repeated opponents.
2. **As few repeated opponents as possible**: each pair of players who
   already faced each other counts once per time they did.
3. **New faces**: as few former partners now facing each other, and former
   opponents now partners, as possible: over a few rounds everybody meets
   somebody new at every table.
4. **Clubs apart** (the organiser's option): as few pairs of players of one
   club at a table (partners or opponents) as possible, the least of the
   concerns.

**Byes.** Four players sit at a table; with a number of players that is not
a multiple of four, the one to three players left over are exempt for the
round and score what the organiser gives a bye (as the exempt team of the
Swiss draw: a win by default, the bye's marks). Clubs that run mêlées on
paper do the same: nobody plays three-handed or with a dummy. The exempt
players are drawn at random among those exempt the fewest times so far, so
that nobody is exempt twice while another has not been.

**Search.** The players are shuffled from the seed, then a local search
exchanges two players whenever the exchange lowers the cost (weights far
apart, so that the order above is strict), until no exchange helps; this is
started again from several shuffles and the best draw kept. The same
players, history and seed give the same draw.

**Looking ahead.** A round drawn alone can leave the next ones short of
unmet players: a fourth round of sixteen that must seat former partners
face to face, where another equally good third round would not have. So on
a field of up to :data:`LOOKAHEAD_PLAYERS` players, when rounds are left,
several seatings of the round's least cost are kept and each is followed by
up to :data:`LOOKAHEAD_ROUNDS` rounds drawn quickly; the one whose rounds
after cost least is drawn. The round's own cost is the same whichever is
kept. Known designs (whist tournaments, the social golfer's tables) seat 4k
players over whole concours without a meeting twice, but only for the
whole field from the first round: a late player, a withdrawal or an exempt
breaks them, so the draw does not use them. ``benchmarks/melee_draw.py``
measures it against an exact search on small fields.

>>> players = [MeleeEntrant(number=n) for n in range(1, 10)]
>>> draw = melee_draw(players=players, history=MeleeHistory(), seed=7)
>>> [len(table.a) + len(table.b) for table in draw.tables], len(draw.bye)
([4, 4], 1)
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from itertools import combinations
from typing import Final

from tournoi.services.pairing.errors import DuplicateTeamError, EntrantError

PARTNER_WEIGHT: Final = 10**14
"""One repeated partnership costs more than everything below in a whole round."""
OPPONENT_WEIGHT: Final = 10**9
"""One repeated opponent costs more than every other meeting and club of a round."""
MET_WEIGHT: Final = 10**4
"""A former partner now faced, or a former opponent now partner: more than every club of a round."""
CLUB_WEIGHT: Final = 1

RESTARTS_BUDGET: Final = 1000
"""Shuffles searched, times the players: many restarts on a small field, a few on a large one."""
MIN_RESTARTS: Final = 3

CANDIDATES: Final = 4
"""Equally good seatings of the round compared by what they leave to the rounds after."""
LOOKAHEAD_ROUNDS: Final = 3
"""Rounds played out after each candidate: past three, a shuffle decides more than the choice."""
LOOKAHEAD_PLAYERS: Final = 48
"""Past this field, unmet players abound for every round a concours has: no look ahead."""

Pair = tuple[int, int]


def pair_key(x: int, y: int) -> Pair:
    return (x, y) if x < y else (y, x)


@dataclass(frozen=True, slots=True, kw_only=True)
class MeleeEntrant:
    """A player the draw seats: his number, club (for the option) and byes so far."""

    number: int
    club: str | None = None
    byes: int = 0

    def __post_init__(self) -> None:
        if self.number < 1:
            raise EntrantError("number", f"Joueur {self.number} : un numéro à partir de 1.")
        if self.byes < 0:
            raise EntrantError("byes", f"Joueur {self.number} : {self.byes} exemptions ?")


@dataclass(frozen=True, slots=True, kw_only=True)
class MeleeHistory:
    """The earlier rounds: the rounds each two players were partners, and opponents, in."""

    partners: Mapping[Pair, Sequence[int]] = field(default_factory=dict)
    opponents: Mapping[Pair, Sequence[int]] = field(default_factory=dict)


@dataclass(frozen=True, slots=True, kw_only=True)
class MeleeTable:
    table: int
    a: Pair
    b: Pair
    note: str


@dataclass(frozen=True, slots=True, kw_only=True)
class MeleeDraw:
    tables: tuple[MeleeTable, ...]
    bye: tuple[int, ...]
    """The players exempt this round: none to three."""
    bye_note: str | None
    repeated_partners: int
    repeated_opponents: int
    clubmates: int
    """Pairs of players of one club at a table; counted only when the option is on."""


def melee_draw(
    *,
    players: Sequence[MeleeEntrant],
    history: MeleeHistory,
    seed: int,
    avoid_clubs: bool = False,
    rounds_left: int = 0,
) -> MeleeDraw:
    """Seat ``players`` two against two for one round (see the module for the rules);
    ``rounds_left``: the rounds of the concours still to draw after this one."""
    numbers = [p.number for p in players]
    if len(set(numbers)) != len(numbers):
        twice = sorted({n for n in numbers if numbers.count(n) > 1})
        raise DuplicateTeamError("players", f"Joueur {twice[0]} donné deux fois.")
    if len(players) < 4:
        raise EntrantError(
            "players", f"Il faut au moins quatre joueurs pour une table, pas {len(players)}."
        )
    rng = random.Random(seed)
    bye, bye_note = _byes(players, rng)
    seated = [p for p in players if p.number not in set(bye)]
    costs = _Costs(history, {p.number: p.club for p in seated} if avoid_clubs else {})
    ahead = min(rounds_left, LOOKAHEAD_ROUNDS) if len(seated) <= LOOKAHEAD_PLAYERS else 0
    candidates = _best_seatings([p.number for p in seated], costs, rng, CANDIDATES if ahead else 1)
    slots = _looking_ahead(candidates, history, costs.clubs, ahead, rng)
    tables = tuple(
        _table(index + 1, slots[4 * index : 4 * index + 4], costs, history)
        for index in range(len(slots) // 4)
    )
    partners, opponents, clubmates = costs.counts(slots)
    return MeleeDraw(
        tables=tables, bye=tuple(sorted(bye)), bye_note=bye_note, repeated_partners=partners,
        repeated_opponents=opponents, clubmates=clubmates,
    )  # fmt: skip


def seating_cost(
    slots: Sequence[int], history: MeleeHistory, clubs: Mapping[int, str | None]
) -> int:
    """The weighted cost of a seating (players four by four: A, A, B, B), for exact searches."""
    costs = _Costs(history, clubs)
    return sum(costs.table(slots[i : i + 4]) for i in range(0, len(slots), 4))


def _byes(players: Sequence[MeleeEntrant], rng: random.Random) -> tuple[list[int], str | None]:
    left = len(players) % 4
    if not left:
        return [], None
    fewest = min(p.byes for p in players)
    order = sorted(players, key=lambda p: (p.byes, rng.random()))
    chosen = [p.number for p in order[:left]]
    times = "jamais" if fewest == 0 else f"{fewest} fois"
    who = "Exempt" if left == 1 else "Exempts"
    return chosen, (
        f"{who} : {len(players)} joueurs, {len(players) - left} à table ; tiré"
        f"{'s' if left > 1 else ''} au sort parmi les joueurs exemptés le moins souvent "
        f"({times})."
    )


class _Costs:
    """What a table costs, from the history (and the clubs, when the option is on)."""

    def __init__(self, history: MeleeHistory, clubs: Mapping[int, str | None]) -> None:
        self.partners = {pair: len(rounds) for pair, rounds in history.partners.items() if rounds}
        self.opponents = {pair: len(rounds) for pair, rounds in history.opponents.items() if rounds}
        self.clubs = {n: club.casefold() for n, club in clubs.items() if club}

    def table(self, seats: Sequence[int]) -> int:
        a1, a2, b1, b2 = seats
        partners, opponents = self.partners, self.opponents
        cost = 0
        for pair in (pair_key(a1, a2), pair_key(b1, b2)):
            cost += PARTNER_WEIGHT * partners.get(pair, 0) + MET_WEIGHT * opponents.get(pair, 0)
        for x in (a1, a2):
            for y in (b1, b2):
                pair = pair_key(x, y)
                cost += OPPONENT_WEIGHT * opponents.get(pair, 0) + MET_WEIGHT * partners.get(
                    pair, 0
                )
        if self.clubs:
            cost += CLUB_WEIGHT * self._clubmates(seats)
        return cost

    def _clubmates(self, seats: Sequence[int]) -> int:
        clubs = [self.clubs.get(n) for n in seats]
        return sum(1 for x, y in combinations(clubs, 2) if x is not None and x == y)

    def counts(self, slots: Sequence[int]) -> tuple[int, int, int]:
        partners = opponents = clubmates = 0
        for i in range(0, len(slots), 4):
            a1, a2, b1, b2 = slots[i : i + 4]
            partners += (pair_key(a1, a2) in self.partners) + (pair_key(b1, b2) in self.partners)
            opponents += sum(pair_key(x, y) in self.opponents for x in (a1, a2) for y in (b1, b2))
            clubmates += self._clubmates(slots[i : i + 4]) if self.clubs else 0
        return partners, opponents, clubmates


def _best_seatings(
    numbers: list[int], costs: _Costs, rng: random.Random, wanted: int
) -> list[list[int]]:
    """The least-cost seatings of several local searches, each from a shuffle, up to
    ``wanted`` of them; the search stops early once it has them all perfect."""
    restarts = max(MIN_RESTARTS, RESTARTS_BUDGET // len(numbers))
    best: list[list[int]] = []
    seen: set[frozenset[frozenset[Pair]]] = set()
    best_cost = -1
    for _ in range(restarts):
        slots = sorted(numbers)
        rng.shuffle(slots)
        cost = _improve(slots, costs, rng)
        if best_cost < 0 or cost < best_cost:
            best, best_cost, seen = [], cost, set()
        shape = _shape(slots)
        if cost == best_cost and shape not in seen and len(best) < wanted:
            best.append(slots)
            seen.add(shape)
        if best_cost == 0 and len(best) == wanted:
            break
    return best


def _shape(slots: Sequence[int]) -> frozenset[frozenset[Pair]]:
    """A seating up to the order of its tables and of the pairs at a table."""
    return frozenset(
        frozenset((pair_key(*slots[i : i + 2]), pair_key(*slots[i + 2 : i + 4])))
        for i in range(0, len(slots), 4)
    )


def _looking_ahead(
    candidates: list[list[int]],
    history: MeleeHistory,
    clubs: Mapping[int, str | None],
    ahead: int,
    rng: random.Random,
) -> list[int]:
    """Of equally good seatings, the one whose next rounds, played out by a quick draw, cost
    least: a round that leaves too few unmet partners or opponents loses to one that does not.
    Every candidate costs the same this round, so the round's own optimum is kept."""
    if len(candidates) == 1 or not ahead:
        return candidates[0]
    seed = rng.randrange(2**31)
    return min(candidates, key=lambda slots: _future_cost(slots, history, clubs, ahead, seed))


def _future_cost(
    slots: list[int], history: MeleeHistory, clubs: Mapping[int, str | None], ahead: int, seed: int
) -> int:
    """What ``ahead`` rounds after this seating cost, each drawn by a short local search (the
    same shuffles for every candidate, so that only the seating differs)."""
    rng = random.Random(seed)
    total = 0
    for _ in range(ahead):
        history = _with_round(history, slots)
        costs = _Costs(history, clubs)
        slots = sorted(slots)
        best, best_cost = slots, -1
        for _ in range(MIN_RESTARTS):
            trial = list(slots)
            rng.shuffle(trial)
            cost = _improve(trial, costs, rng)
            if best_cost < 0 or cost < best_cost:
                best_cost, best = cost, trial
        total += best_cost
        slots = best
    return total


def _with_round(history: MeleeHistory, slots: Sequence[int]) -> MeleeHistory:
    """``history`` and one more round seated as ``slots`` (the rounds' numbers do not matter)."""
    partners = {pair: list(rounds) for pair, rounds in history.partners.items()}
    opponents = {pair: list(rounds) for pair, rounds in history.opponents.items()}
    for i in range(0, len(slots), 4):
        a1, a2, b1, b2 = slots[i : i + 4]
        for pair in (pair_key(a1, a2), pair_key(b1, b2)):
            partners.setdefault(pair, []).append(0)
        for x in (a1, a2):
            for y in (b1, b2):
                opponents.setdefault(pair_key(x, y), []).append(0)
    return MeleeHistory(partners=partners, opponents=opponents)


def _improve(slots: list[int], costs: _Costs, rng: random.Random) -> int:
    """Exchange two players while an exchange lowers the cost; return the cost reached."""
    tables = [costs.table(slots[i : i + 4]) for i in range(0, len(slots), 4)]
    positions = list(range(len(slots)))
    improved = True
    while improved:
        improved = False
        rng.shuffle(positions)
        for i in positions:
            if tables[i // 4] and _exchange_from(i, slots, tables, costs, positions):
                improved = True
    return sum(tables)


def _exchange_from(
    i: int, slots: list[int], tables: list[int], costs: _Costs, positions: Sequence[int]
) -> bool:
    """Make the first exchange of the player at ``i`` that lowers the cost, if there is one."""
    t = i // 4
    for j in positions:
        u = j // 4
        if u == t and (i % 4) // 2 == (j % 4) // 2:
            continue  # partners exchanged: the same table
        slots[i], slots[j] = slots[j], slots[i]
        new_t = costs.table(slots[4 * t : 4 * t + 4])
        new_u = new_t if u == t else costs.table(slots[4 * u : 4 * u + 4])
        before = tables[t] + (0 if u == t else tables[u])
        after = new_t + (0 if u == t else new_u)
        if after < before:
            tables[t], tables[u] = new_t, new_u
            return True
        slots[i], slots[j] = slots[j], slots[i]
    return False


def _table(number: int, seats: Sequence[int], costs: _Costs, history: MeleeHistory) -> MeleeTable:
    a1, a2, b1, b2 = seats
    a, b = pair_key(a1, a2), pair_key(b1, b2)
    return MeleeTable(table=number, a=a, b=b, note=_note(a, b, costs, history))


def _note(a: Pair, b: Pair, costs: _Costs, history: MeleeHistory) -> str:
    """Why this table: new partners and opponents, or what no draw tried could avoid."""
    said = [
        f"{x} et {y} déjà {word} ({_rounds(rounds)})"
        for x, y in combinations((*a, *b), 2)
        for word, met in (("équipiers", history.partners), ("adversaires", history.opponents))
        if (rounds := met.get(pair_key(x, y)))
    ]
    clubmates = [
        f"{x} et {y} du même club"
        for x, y in combinations((*a, *b), 2)
        if costs.clubs.get(x) is not None and costs.clubs.get(x) == costs.clubs.get(y)
    ]
    if not said and not clubmates:
        return "Tirés au sort : équipiers et adversaires nouveaux."
    return " ; ".join([*said, *clubmates]) + " : aucun tirage essayé ne l'évitait."


def _rounds(rounds: Sequence[int]) -> str:
    if len(rounds) == 1:
        return f"tour {rounds[0]}"
    return "tours " + ", ".join(str(r) for r in sorted(rounds))
