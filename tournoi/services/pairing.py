"""The pairing of a round: who plays whom, at which table, and who is exempt.

Pure Python, no database: the draw service reads the standings and the
history of the tournament, calls one of the draws below and stores what
comes back, a French note for each table and for the bye included. Three
methods, chosen per round:

- :func:`swiss_draw` pairs the teams by the current standings, the top
  teams on the first tables, without a rematch whenever one can be avoided;
- :func:`random_draw` pairs them at random from a seed, which the service
  records: the same teams, history and seed give the same draw again;
- :func:`rotation_schedule` computes a whole rotation before the day, to be
  printed (circle method: no two teams meet twice while the number of
  rounds allows it), and :func:`rotation_draw` turns one of its rounds into
  tables.

Rules every draw follows:

- **Bye.** With an odd number of teams one team is exempt: the lowest-ranked
  of those exempt the fewest times (:func:`choose_bye`), so that no team is
  exempt twice while another has not been. The Swiss and random draws pass
  over that team for the next one up only when exempting it would force a
  rematch (or two fixed-table teams together) that another choice avoids. A
  rotation's byes are part of its schedule.
- **Fixed tables.** A team with a fixed table (accessibility) plays at that
  table; the other pairs take the lowest free table numbers in order. Two
  fixed-table teams are paired together only when nothing else avoids it
  without a rematch; they then play at the better-ranked one's table. A
  fixed table may be numbered beyond the number of tables: the numbers used
  then have a gap (five pairs, one fixed at table 9, use tables 1 to 4 and 9).
- **Order of preference.** The fewest rematches first, then the fewest
  fixed-table teams together, then the closest in the standings: the
  best-ranked team gets the nearest-ranked opponent that leaves the others a
  pairing as good, then the next team, and so on. Up to ``EXHAUSTIVE_UP_TO``
  teams a depth-first search goes to the end. Beyond, it stops after
  ``NODE_BUDGET`` steps; should its best pairing still hold a rematch or two
  fixed-table teams together, a maximum matching of the teams that have not
  met (Edmonds' blossom algorithm, polynomial) gives the fewest rematches
  possible and a pairing with that many. So no draw holds a rematch that
  could be avoided, whatever the size of the field; only on a large field
  are fixed-table pairs then kept few greedily rather than exactly.

>>> teams = [Entrant(number=n, rank=r) for r, n in enumerate([12, 7, 3, 9, 5], start=1)]
>>> draw = swiss_draw(entrants=teams, met={12: {7: 1}})
>>> for table in draw.tables:
...     print(table.table, table.a, table.b, table.note)
1 12 3 1er contre 3e du classement.
2 7 9 2e contre 4e du classement.
>>> draw.bye, draw.bye_note
(5, 'Exempte : 5e du classement, la moins bien classée des équipes pas encore exemptes.')
"""

from __future__ import annotations

import random
from collections import Counter, deque
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import count
from typing import Final

from engine import UserError

__all__ = [
    "BIG_GAP",
    "EXHAUSTIVE_UP_TO",
    "NODE_BUDGET",
    "DrawResult",
    "DrawnTable",
    "DuplicateTeamError",
    "Entrant",
    "EntrantError",
    "FixedTableError",
    "Met",
    "PairingError",
    "RotationError",
    "RotationRound",
    "choose_bye",
    "random_draw",
    "rotation_draw",
    "rotation_schedule",
    "swiss_draw",
]

Met = Mapping[int, Mapping[int, int]]
"""Who met whom: ``met[x][y]`` is the round in which teams x and y met (either direction)."""

BIG_GAP: Final = 4
"""From this many places apart, a Swiss table's note says why the teams are so far apart."""

EXHAUSTIVE_UP_TO: Final = 12
"""Fields of at most this many teams are searched to the end."""

NODE_BUDGET: Final = 5_000
"""Steps of the depth-first search on a larger field before the least-rematches matching takes over."""


class PairingError(UserError):
    """Base of every refusal of the draw: ``field`` names the offending input."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message, field=field)


class EntrantError(PairingError):
    """A team number, rank, fixed table or bye count out of range."""


class DuplicateTeamError(PairingError):
    """The same team number given twice."""


class FixedTableError(PairingError):
    """Two teams given the same fixed table."""


class RotationError(PairingError):
    """A negative number of rounds, or a rotation round that does not hold the teams drawn."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Entrant:
    """A team as the draw sees it.

    ``rank`` is its place in the current standings, 1 the best; ex aequo teams
    share a rank and keep the order they are given in. ``byes`` counts the
    times it has already been exempt.

    >>> Entrant(number=7, rank=3, fixed_table=1)
    Entrant(number=7, rank=3, fixed_table=1, byes=0)
    >>> Entrant(number=7, rank=0)
    Traceback (most recent call last):
    ...
    tournoi.services.pairing.EntrantError: Équipe 7 : rang 0 au classement, or le premier rang est 1.
    """

    number: int
    rank: int
    fixed_table: int | None = None
    byes: int = 0

    def __post_init__(self) -> None:
        if self.number < 1:
            raise EntrantError(
                "number",
                f"Numéro d'équipe {self.number} : les équipes sont numérotées à partir de 1.",
            )
        if self.rank < 1:
            raise EntrantError(
                "rank",
                f"Équipe {self.number} : rang {self.rank} au classement, or le premier rang est 1.",
            )
        if self.fixed_table is not None and self.fixed_table < 1:
            raise EntrantError(
                "fixed_table",
                f"Équipe {self.number} : table attitrée {self.fixed_table}, "
                "or les tables sont numérotées à partir de 1.",
            )
        if self.byes < 0:
            raise EntrantError(
                "byes", f"Équipe {self.number} : {self.byes} exemptions, un nombre négatif."
            )


@dataclass(frozen=True, slots=True, kw_only=True)
class DrawnTable:
    """One table of a round: ``a`` is the better-ranked team, ``note`` says why these two."""

    table: int
    a: int
    b: int
    note: str


@dataclass(frozen=True, slots=True, kw_only=True)
class DrawResult:
    """A drawn round: the tables by number, the exempt team, and how many rematches it holds."""

    tables: tuple[DrawnTable, ...]
    bye: int | None
    bye_note: str | None
    rematches: int


@dataclass(frozen=True, slots=True, kw_only=True)
class RotationRound:
    """One round of a predetermined rotation.

    ``pairs`` are in table order; ``repeat_of`` is the round of the first
    cycle this one repeats, when there are more rounds than a rotation
    without rematch holds.
    """

    number: int
    pairs: tuple[tuple[int, int], ...]
    bye: int | None
    repeat_of: int | None = None


def choose_bye(*, entrants: Sequence[Entrant]) -> Entrant | None:
    """The team the rule exempts, or ``None`` when the number of teams is even.

    The lowest-ranked of the teams exempt the fewest times: the lowest-ranked
    team not yet exempt, or once all have been, the lowest-ranked of those
    exempt once, and so on. Between ex aequo teams, the later one given.

    >>> teams = [Entrant(number=n, rank=n, byes=b) for n, b in [(1, 0), (2, 0), (3, 1)]]
    >>> choose_bye(entrants=teams)
    Entrant(number=2, rank=2, fixed_table=None, byes=0)
    >>> choose_bye(entrants=teams[:2]) is None
    True
    """
    standings = _standings(entrants)
    candidates = _bye_candidates(standings)
    return candidates[0] if candidates else None


def swiss_draw(*, entrants: Sequence[Entrant], met: Met) -> DrawResult:
    """Pair the teams by the standings: 1st against 2nd, 3rd against 4th..., without rematch.

    When the nearest-ranked opponent has already been met, the next one is
    taken; when that leaves a team further down with only past opponents,
    the search goes back up (the module's docstring gives the order of the
    search). Each table's note gives both ranks, and says why when a rematch
    or a gap of ``BIG_GAP`` places or more could not be avoided.

    >>> teams = [Entrant(number=n, rank=n) for n in range(1, 5)]
    >>> met = {1: {2: 1, 3: 2}, 2: {4: 2}, 3: {4: 1}}
    >>> for table in swiss_draw(entrants=teams, met=met).tables:
    ...     print(table.table, table.a, table.b, table.note)
    1 1 4 1er contre 4e du classement.
    2 2 3 2e contre 3e du classement.

    After a full round robin of four teams, two rematches cannot be avoided:

    >>> met = {1: {2: 1, 3: 2, 4: 3}, 2: {3: 3, 4: 2}, 3: {4: 1}}
    >>> draw = swiss_draw(entrants=teams, met=met)
    >>> draw.rematches
    2
    >>> print(draw.tables[0].note)
    1er contre 2e du classement. Se sont déjà rencontrées (tour 1) : aucun autre appariement possible.
    """
    standings = _standings(entrants)
    pairing = _best_pairing(standings=standings, order=standings, met=met)
    shared = _shared_ranks(standings)
    position = {team.number: k for k, team in enumerate(standings)}
    fixed_tables = any(team.fixed_table is not None for team in standings)
    paired: set[int] = set()
    seated: list[tuple[Entrant, Entrant, list[str]]] = []
    for a, b in sorted(pairing.pairs, key=lambda pair: position[pair[0].number]):
        parts = [f"{_place(a, shared)} contre {_place(b, shared)} du classement"]
        gap = b.rank - a.rank
        if gap >= BIG_GAP:
            between = standings[position[a.number] + 1 : position[b.number]]
            skipped = [
                team for team in between if team.number not in paired and team != pairing.bye
            ]
            if skipped:
                parts.append(_gap_reason(gap, a, skipped, met, fixed_tables=fixed_tables))
        parts.extend(_rematch_note(a, b, met))
        paired.update((a.number, b.number))
        seated.append((a, b, parts))
    return _result(seated, met, bye=pairing.bye, bye_note=_bye_note(pairing, shared))


def random_draw(*, entrants: Sequence[Entrant], met: Met, seed: int) -> DrawResult:
    """Pair the teams at random, avoiding rematches, replayably from ``seed``.

    The teams are shuffled with ``random.Random(seed)``; the pairing is the
    first in that order with the fewest rematches (then the fewest
    fixed-table teams together): a first round is a plain lot, and a later
    one does not pair the same teams twice by chance. The bye follows
    the rule of :func:`choose_bye`, the lot deciding only between ex aequo
    teams. Tables are numbered in the order drawn, fixed tables honoured.

    >>> teams = [Entrant(number=n, rank=1) for n in range(1, 9)]
    >>> first = random_draw(entrants=teams, met={}, seed=2024)
    >>> first == random_draw(entrants=teams, met={}, seed=2024)
    True
    >>> sorted(n for table in first.tables for n in (table.a, table.b))
    [1, 2, 3, 4, 5, 6, 7, 8]
    """
    standings = _standings(entrants)
    order = list(standings)
    random.Random(seed).shuffle(order)
    # Ex aequo teams are ordered by the lot, so that the bye between them is drawn too.
    standings = sorted(order, key=lambda team: team.rank)
    pairing = _best_pairing(standings=standings, order=order, met=met)
    position = {team.number: k for k, team in enumerate(standings)}
    seated: list[tuple[Entrant, Entrant, list[str]]] = []
    for first, second in pairing.pairs:
        a, b = sorted((first, second), key=lambda team: position[team.number])
        seated.append((a, b, ["Tirage au sort", *_rematch_note(a, b, met)]))
    note = _bye_note(pairing, _shared_ranks(standings))
    return _result(seated, met, bye=pairing.bye, bye_note=note)


def rotation_schedule(*, teams: Sequence[int], rounds: int) -> list[RotationRound]:
    """A predetermined rotation of ``rounds`` rounds (circle method), to print before the day.

    The first team stays put while the others turn: with n teams no two meet
    twice in the first n - 1 rounds (n even) or n rounds (n odd, each team
    then exempt once, the last one given first). Further rounds repeat the
    cycle from its start, and say so in ``repeat_of``.

    >>> for played in rotation_schedule(teams=[1, 2, 3, 4, 5], rounds=3):
    ...     print(played.number, played.pairs, played.bye)
    1 ((1, 4), (2, 3)) 5
    2 ((5, 3), (1, 2)) 4
    3 ((4, 2), (5, 1)) 3
    >>> [played.repeat_of for played in rotation_schedule(teams=[1, 2, 3, 4], rounds=5)]
    [None, None, None, 1, 2]
    """
    if rounds < 0:
        raise RotationError("rounds", f"Nombre de tours {rounds} : il ne peut être négatif.")
    _check_unique(teams, "teams")
    # A placeholder opponent makes the count even: whoever meets it is exempt.
    circle: list[int | None] = [None, *teams] if len(teams) % 2 else list(teams)
    size = len(circle)
    cycle = max(size - 1, 1)
    schedule = []
    for index in range(rounds):
        turn = index % cycle
        rest = circle[1:]
        turned = [circle[0], *rest[len(rest) - turn :], *rest[: len(rest) - turn]]
        pairs = [(turned[k], turned[size - 1 - k]) for k in range(size // 2)]
        schedule.append(
            RotationRound(
                number=index + 1,
                pairs=tuple((x, y) for x, y in pairs if x is not None and y is not None),
                bye=next((x if y is None else y for x, y in pairs if None in (x, y)), None),
                repeat_of=turn + 1 if index >= cycle else None,
            )
        )
    return schedule


def rotation_draw(
    *, entrants: Sequence[Entrant], schedule_round: RotationRound, met: Met
) -> DrawResult:
    """The tables of one round of a rotation: its pairs in order, fixed tables honoured.

    Tables follow the order of the schedule, not the standings, so that
    drawing every round of the schedule with the teams as registered gives a
    printable plan that stays true on the day.

    >>> teams = [Entrant(number=n, rank=n) for n in (1, 2, 3, 4)]
    >>> second = rotation_schedule(teams=[1, 2, 3, 4], rounds=2)[1]
    >>> for table in rotation_draw(entrants=teams, schedule_round=second, met={}).tables:
    ...     print(table.table, table.a, table.b, table.note)
    1 1 3 Rotation préétablie, tour 2.
    2 2 4 Rotation préétablie, tour 2.
    """
    standings = _standings(entrants)
    by_number = {team.number: team for team in standings}
    _check_round_teams(schedule_round, by_number)
    position = {team.number: k for k, team in enumerate(standings)}
    cycle = len(standings) - 1 if len(standings) % 2 == 0 else len(standings)
    heading = f"Rotation préétablie, tour {schedule_round.number}"
    if schedule_round.repeat_of is not None:
        heading += f" (reprise du tour {schedule_round.repeat_of})"
    seated: list[tuple[Entrant, Entrant, list[str]]] = []
    for x, y in schedule_round.pairs:
        a, b = sorted((by_number[x], by_number[y]), key=lambda team: position[team.number])
        rematch = _met_round(met, a.number, b.number)
        parts = [heading]
        if rematch is not None:
            reason = (
                f"avec {len(standings)} équipes, la rotation ne compte que {cycle} tours sans revanche"
                if schedule_round.repeat_of is not None
                else "la rotation préétablie les réunit"
            )
            parts.append(f"Se sont déjà rencontrées (tour {rematch}) : {reason}")
        seated.append((a, b, parts))
    bye_note = None
    if schedule_round.bye is not None:
        bye_note = f"Exempte selon la rotation préétablie, tour {schedule_round.number}."
    return _result(seated, met, bye=schedule_round.bye, bye_note=bye_note)


# --- validation -------------------------------------------------------------


def _standings(entrants: Sequence[Entrant]) -> list[Entrant]:
    """The entrants checked, best first; ex aequo teams keep their given order."""
    _check_unique([team.number for team in entrants], "entrants")
    holders: dict[int, int] = {}
    for team in entrants:
        if team.fixed_table is None:
            continue
        if team.fixed_table in holders:
            raise FixedTableError(
                "fixed_table",
                f"Les équipes {holders[team.fixed_table]} et {team.number} ont la même table "
                f"attitrée ({team.fixed_table}) : une table ne reçoit qu'une partie par tour.",
            )
        holders[team.fixed_table] = team.number
    return sorted(entrants, key=lambda team: team.rank)


def _check_unique(numbers: Sequence[int], field: str) -> None:
    seen: set[int] = set()
    for number in numbers:
        if number in seen:
            raise DuplicateTeamError(field, f"L'équipe {number} figure deux fois dans le tirage.")
        seen.add(number)


def _check_round_teams(schedule_round: RotationRound, by_number: Mapping[int, Entrant]) -> None:
    scheduled = [n for pair in schedule_round.pairs for n in pair]
    if schedule_round.bye is not None:
        scheduled.append(schedule_round.bye)
    _check_unique(scheduled, "schedule_round")
    missing = sorted(set(by_number) - set(scheduled))
    unknown = sorted(set(scheduled) - set(by_number))
    if missing or unknown:
        details = [f"absentes de la rotation : {_numbers(missing)}"] if missing else []
        details += [f"inconnues du tirage : {_numbers(unknown)}"] if unknown else []
        raise RotationError(
            "schedule_round",
            f"Le tour {schedule_round.number} de la rotation ne correspond pas aux équipes "
            f"à tirer ({', '.join(details)}) : recalculez la rotation.",
        )


def _numbers(numbers: Sequence[int]) -> str:
    return ", ".join(str(number) for number in numbers)


# --- the search -------------------------------------------------------------

_Cost = tuple[int, int]
"""Rematches, then pairs of two fixed-table teams: the lower the better, compared in that order."""


@dataclass(frozen=True, slots=True)
class _Pairing:
    """The chosen pairs, the upper team in search order first, and the bye."""

    pairs: tuple[tuple[Entrant, Entrant], ...]
    bye: Entrant | None
    passed_over: tuple[Entrant, ...]
    """The bye candidates the rule preferred, passed over because exempting them cost more."""
    rematches: int
    default_rematches: int
    """The rematches the pairing would hold with the bye the rule designates first."""


def _bye_candidates(standings: Sequence[Entrant]) -> list[Entrant]:
    """The teams that may be exempt, in the rule's order of preference (lowest-ranked first)."""
    if len(standings) % 2 == 0:
        return []
    fewest = min(team.byes for team in standings)
    return [team for team in reversed(standings) if team.byes == fewest]


def _best_pairing(*, standings: Sequence[Entrant], order: Sequence[Entrant], met: Met) -> _Pairing:
    """The cheapest pairing of ``order``, over the bye candidates of ``standings``.

    Ties go to the first bye candidate, then to the first pairing in search
    order. A small field is searched to the end for every bye candidate. A
    larger one is searched with the rule's bye, for ``NODE_BUDGET`` steps;
    if that leaves a rematch or a fixed-table pair, :func:`_least_rematches`
    gives the least rematches any bye candidate allows, and the cheaper of
    the two pairings is kept.
    """
    candidates: list[Entrant | None] = [*_bye_candidates(standings)] or [None]
    small = len(standings) <= EXHAUSTIVE_UP_TO
    best: tuple[_Cost, list[tuple[Entrant, Entrant]], int] | None = None
    default_rematches = 0
    for index, bye in enumerate(candidates if small else candidates[:1]):
        bound = None if best is None else best[0]
        found = _search(
            _without(order, bye), met, bound=bound, budget=None if small else NODE_BUDGET
        )
        if found is not None:
            best = (found[0], found[1], index)
        assert best is not None  # the first search has no bound: it always finds a pairing
        if index == 0:
            default_rematches = best[0][0]
        if best[0] == (0, 0):
            break
    assert best is not None
    if not small and best[0] != (0, 0):
        index, pairs = _least_rematches(order, met, candidates)
        cost = (_rematches(pairs, met), sum(_fixed_pair(a, b) for a, b in pairs))
        if cost < best[0]:
            best = (cost, pairs, index)
    cost, pairs, chosen = best
    return _Pairing(
        pairs=tuple(pairs),
        bye=candidates[chosen],
        passed_over=tuple(team for team in candidates[:chosen] if team is not None),
        rematches=cost[0],
        default_rematches=default_rematches,
    )


def _without(order: Sequence[Entrant], bye: Entrant | None) -> list[Entrant]:
    return [team for team in order if bye is None or team.number != bye.number]


def _rematches(pairs: Sequence[tuple[Entrant, Entrant]], met: Met) -> int:
    return sum(_met_round(met, a.number, b.number) is not None for a, b in pairs)


def _fixed_pair(a: Entrant, b: Entrant) -> bool:
    return a.fixed_table is not None and b.fixed_table is not None


def _met_positions(field: Sequence[Entrant], met: Met) -> list[set[int]]:
    """For each team of ``field``, the positions in ``field`` of the teams it has met."""
    position = {team.number: k for k, team in enumerate(field)}
    met_by: list[set[int]] = [set() for _ in field]
    for k, team in enumerate(field):
        for other in met.get(team.number, {}):
            o = position.get(other)
            if o is not None and o != k:
                met_by[k].add(o)
                met_by[o].add(k)
    return met_by


def _search(
    field: Sequence[Entrant], met: Met, *, bound: _Cost | None, budget: int | None
) -> tuple[_Cost, list[tuple[Entrant, Entrant]]] | None:
    """The first pairing of ``field`` in search order with the least cost, if below ``bound``.

    With a ``budget``, the search stops after that many steps with the best
    pairing found so far.
    """
    if not field:
        return ((0, 0), []) if bound is None or bound > (0, 0) else None
    search = _Search(field, met)
    limit = _UNBOUNDED if bound is None else bound[0] * search.weight + bound[1]
    found = search.run(bound=limit, budget=_UNBOUNDED if budget is None else budget)
    if found is None:
        return None
    cost, pairs = found
    return divmod(cost, search.weight), [(field[i], field[j]) for i, j in pairs]


_UNBOUNDED: Final = 1 << 62
_TAIL: Final = 16
"""How few teams left unpaired the search starts looking for teams that met all the others."""


class _Unpaired:
    """The unpaired teams of a search in order, as a circular doubly linked list.

    Taking a team out leaves its own links as they were, so that putting the
    teams back in the reverse order restores the list exactly: the
    depth-first search undoes each step in O(1).
    """

    __slots__ = ("count", "head", "nxt", "prv")
    count: int
    head: int
    nxt: list[int]
    prv: list[int]

    def __init__(self, size: int) -> None:
        self.head = size  # the sentinel, before the first team and after the last
        self.nxt = [*range(1, size + 1), 0]
        self.prv = [size, *range(size)]
        self.count = size

    def first(self) -> int:
        return self.nxt[self.head]

    def take(self, x: int) -> None:
        nxt, prv = self.nxt, self.prv
        nxt[prv[x]], prv[nxt[x]] = nxt[x], prv[x]
        self.count -= 1

    def put_back(self, x: int) -> None:
        self.nxt[self.prv[x]] = self.prv[self.nxt[x]] = x
        self.count += 1

    def __iter__(self) -> Iterator[int]:
        x = self.nxt[self.head]
        while x != self.head:
            yield x
            x = self.nxt[x]


class _Search:
    """Depth-first search of the cheapest pairing, by branch and bound.

    The first unpaired team takes each possible opponent in turn, the
    cheapest first and the nearest in search order among equals, and the
    search goes on with the next unpaired team. A rematch costs ``weight``
    (more than all fixed-table pairs together), a pair of fixed-table teams
    1. A branch is cut as soon as it cannot beat the best pairing found, so
    the first pairing without cost found is the answer.
    """

    def __init__(self, field: Sequence[Entrant], met: Met) -> None:
        self.met_by = _met_positions(field, met)
        self.fixed = [team.fixed_table is not None for team in field]
        self.weight = len(field) // 2 + 1
        self.prices = (0, 1, self.weight, self.weight + 1)
        self.most_met = max(len(opponents) for opponents in self.met_by)
        self.unpaired = _Unpaired(len(field))
        self.best = _UNBOUNDED

    def run(self, *, bound: int, budget: int) -> tuple[int, list[tuple[int, int]]] | None:
        unpaired, prices = self.unpaired, self.prices
        self.best, best_pairs = bound, None
        floor = self._forced(range(len(self.fixed)))
        if floor >= self.best:
            return None
        cost = nodes = 0
        top = unpaired.first()
        unpaired.take(top)
        tops, steps, partners = [top], [0], [-1]
        while tops:
            i, step, j = tops[-1], steps[-1], partners[-1]
            if j >= 0:  # back from the branch of j: put j back, try the next opponent
                unpaired.put_back(j)
                cost -= prices[step]
                step, chosen = self._opponent(i, step, unpaired.nxt[j], cost)
            else:
                step, chosen = self._opponent(i, step, unpaired.first(), cost)
            if chosen < 0:
                tops.pop()
                steps.pop()
                partners.pop()
                unpaired.put_back(i)
                continue
            steps[-1], partners[-1] = step, chosen
            unpaired.take(chosen)
            cost += prices[step]
            nodes += 1
            if unpaired.count == 0:
                self.best, best_pairs = cost, list(zip(tops, partners, strict=True))
                if cost <= floor:
                    break
            if nodes >= budget and best_pairs is not None:
                break
            if unpaired.count == 0:
                continue
            top = unpaired.first()
            unpaired.take(top)
            # Near the end only: checking a long tail at every step would cost more than it saves.
            if unpaired.count < _TAIL and cost + self._forced([top, *unpaired]) >= self.best:
                unpaired.put_back(top)
                continue
            tops.append(top)
            steps.append(0)
            partners.append(-1)
        return None if best_pairs is None else (self.best, best_pairs)

    def _opponent(self, i: int, step: int, x: int, cost: int) -> tuple[int, int]:
        """The next opponent of ``i`` from ``x`` on, at price ``step`` or dearer; -1 if none pays."""
        met_i, fixed_i, fixed = self.met_by[i], self.fixed[i], self.fixed
        nxt, head = self.unpaired.nxt, self.unpaired.head
        while step < len(self.prices):
            price = self.prices[step]
            if cost + price >= self.best:
                break
            while x != head:
                if (self.weight if x in met_i else 0) + (fixed_i and fixed[x]) == price:
                    return step, x
                x = nxt[x]
            step += 1
            x = nxt[head]
        return step, -1

    def _forced(self, group: Sequence[int]) -> int:
        """The least cost of pairing ``group``: one rematch per two teams that met all the others."""
        if len(group) - 1 > self.most_met:  # then every team has someone left to meet
            return 0
        members = set(group)
        cornered = sum(
            1
            for x in group
            if len(self.met_by[x]) >= len(group) - 1
            and len(self.met_by[x] & members) == len(group) - 1
        )
        return (cornered + 1) // 2 * self.weight


# --- the least rematches, on a large field ------------------------------------


def _least_rematches(
    order: Sequence[Entrant], met: Met, candidates: Sequence[Entrant | None]
) -> tuple[int, list[tuple[Entrant, Entrant]]]:
    """The bye candidate allowing the fewest rematches (its index), and such a pairing.

    In polynomial time, for fields too large to search to the end: the
    fewest rematches a pairing can hold is the number of pairs a maximum
    matching of the teams that have not met leaves short. The pairing is
    built from the top: each team takes the first opponent, in the order of
    the search, that keeps that minimum within reach.
    """
    met_by = _met_positions(order, met)
    size = len(order)
    matching = _Matching(
        [[y for y in range(size) if y != x and y not in met_by[x]] for x in range(size)]
    )
    position = {team.number: k for k, team in enumerate(order)}
    chosen = 0
    teams = [team for team in candidates if team is not None]
    if teams:
        # Taking one team out raises the rematches by one at most: the first that does not wins.
        least = matching.deficiency()
        forced = (matching.deficiency_without(position[team.number]) for team in teams)
        chosen = next((k for k, rematches in enumerate(forced) if rematches == least), 0)
        matching.remove(position[teams[chosen].number])
    fixed = [team.fixed_table is not None for team in order]
    pairs = []
    for i in range(size):
        if matching.alive[i]:
            j = next(
                j
                for j in _by_price(i, matching.alive, met_by, fixed)
                if matching.fits(i, j, j in met_by[i])
            )
            pairs.append((order[i], order[j]))
    return chosen, pairs


def _by_price(
    i: int, alive: Sequence[bool], met_by: Sequence[set[int]], fixed: Sequence[bool]
) -> Iterator[int]:
    """The possible opponents of ``i`` below it: not met first, not both at fixed tables first, nearest first."""
    for rematch in (False, True):
        for both_fixed in (False, True):
            for j in range(i + 1, len(alive)):
                if (
                    alive[j]
                    and (j in met_by[i]) == rematch
                    and (fixed[i] and fixed[j]) == both_fixed
                ):
                    yield j


class _Matching:
    """A maximum matching of the teams that have not met (Edmonds' blossom algorithm).

    Teams leave the graph as they are paired. The matching stays maximum by
    augmenting from the partners they leave free: an augmenting path that
    missed both would have augmented the matching before.
    """

    def __init__(self, adjacency: list[list[int]]) -> None:
        self.adjacency = adjacency
        self.alive = [True] * len(adjacency)
        self.mate = [-1] * len(adjacency)
        self.size = 0
        self.alive_count = len(adjacency)
        for v, neighbours in enumerate(adjacency):
            if self.mate[v] < 0:
                w = next((w for w in neighbours if self.mate[w] < 0), -1)
                if w >= 0:
                    self.mate[v], self.mate[w] = w, v
                    self.size += 1
        for v in range(len(adjacency)):
            if self.mate[v] < 0:
                self._augment(v)

    def deficiency(self) -> int:
        """The rematches that pairing the teams left cannot avoid."""
        return self.alive_count // 2 - self.size

    def deficiency_without(self, v: int) -> int:
        if self.mate[v] < 0:
            return (self.alive_count - 1) // 2 - self.size
        saved = self._save()
        self.remove(v)
        deficiency = self.deficiency()
        self._restore(saved)
        return deficiency

    def fits(self, i: int, j: int, rematch: bool) -> bool:
        """Pair ``i`` with ``j`` if that keeps the fewest rematches within reach; say whether done."""
        saved, deficiency = self._save(), self.deficiency()
        self.remove(i, j)
        if rematch + self.deficiency() == deficiency:
            return True
        self._restore(saved)
        return False

    def remove(self, *teams: int) -> None:
        freed = []
        for v in teams:
            self.alive[v] = False
            self.alive_count -= 1
            w = self.mate[v]
            if w >= 0:
                self.mate[v] = self.mate[w] = -1
                self.size -= 1
                freed.append(w)
        for w in freed:
            if self.alive[w] and self.mate[w] < 0:
                self._augment(w)

    def _open(self, v: int) -> bool:
        """Whether ``v`` is free and still has a neighbour: a possible end of an augmenting path."""
        return self.mate[v] < 0 and self.alive[v] and any(self.alive[w] for w in self.adjacency[v])

    def _save(self) -> tuple[list[int], list[bool], int, int]:
        return self.mate[:], self.alive[:], self.size, self.alive_count

    def _restore(self, saved: tuple[list[int], list[bool], int, int]) -> None:
        # In place: the lists stay the ones the callers hold.
        self.mate[:], self.alive[:], self.size, self.alive_count = saved

    def _augment(self, root: int) -> None:
        if not any(self._open(v) for v in range(len(self.mate)) if v != root):
            return  # no other end for a path: spare a search of the whole graph
        end, parent = _augmenting_path(self.adjacency, self.mate, self.alive, root)
        if end >= 0:
            self.size += 1
        while end >= 0:
            previous = parent[end]
            following = self.mate[previous]
            self.mate[end], self.mate[previous] = previous, end
            end = following


def _augmenting_path(
    adjacency: Sequence[Sequence[int]], mate: Sequence[int], alive: Sequence[bool], root: int
) -> tuple[int, list[int]]:
    """The free end of an augmenting path from ``root`` (-1 if none), and the path's links.

    Edmonds' search: a breadth-first alternating tree, whose odd cycles
    (blossoms) are contracted into their base as they appear.
    """
    count = len(adjacency)
    used = [False] * count
    parent = [-1] * count
    base = list(range(count))
    used[root] = True
    queue = deque([root])

    def common_base(a: int, b: int) -> int:
        seen = [False] * count
        while True:
            a = base[a]
            seen[a] = True
            if mate[a] < 0:
                break
            a = parent[mate[a]]
        while not seen[base[b]]:
            b = parent[mate[base[b]]]
        return base[b]

    def mark(v: int, top: int, child: int, blossom: list[bool]) -> None:
        while base[v] != top:
            blossom[base[v]] = blossom[base[mate[v]]] = True
            parent[v] = child
            child = mate[v]
            v = parent[mate[v]]

    while queue:
        v = queue.popleft()
        for to in adjacency[v]:
            if not alive[to] or base[v] == base[to] or mate[v] == to:
                continue
            if to == root or (mate[to] >= 0 and parent[mate[to]] >= 0):
                top = common_base(v, to)
                blossom = [False] * count
                mark(v, top, to, blossom)
                mark(to, top, v, blossom)
                for k in range(count):
                    if blossom[base[k]]:
                        base[k] = top
                        if not used[k]:
                            used[k] = True
                            queue.append(k)
            elif parent[to] < 0:
                parent[to] = v
                if mate[to] < 0:
                    return to, parent
                used[mate[to]] = True
                queue.append(mate[to])
    return -1, parent


# --- tables and notes -------------------------------------------------------


def _result(
    seated: Sequence[tuple[Entrant, Entrant, list[str]]],
    met: Met,
    *,
    bye: Entrant | int | None,
    bye_note: str | None,
) -> DrawResult:
    """Number the tables: fixed tables first, the other pairs on the lowest free numbers in order."""
    taken = {_fixed_table(a, b) for a, b, _ in seated} - {None}
    free = (number for number in count(1) if number not in taken)
    tables = []
    for a, b, parts in seated:
        table = _fixed_table(a, b)
        if table is None:
            table = next(free)
        tables.append(
            DrawnTable(
                table=table, a=a.number, b=b.number, note=_sentences(parts + _fixed_notes(a, b))
            )
        )
    return DrawResult(
        tables=tuple(sorted(tables, key=lambda drawn: drawn.table)),
        bye=bye.number if isinstance(bye, Entrant) else bye,
        bye_note=bye_note,
        rematches=sum(1 for a, b, _ in seated if _met_round(met, a.number, b.number) is not None),
    )


def _fixed_table(a: Entrant, b: Entrant) -> int | None:
    return a.fixed_table if a.fixed_table is not None else b.fixed_table


def _fixed_notes(a: Entrant, b: Entrant) -> list[str]:
    if a.fixed_table is not None and b.fixed_table is not None:
        return [
            f"Deux équipes à table attitrée : l'équipe {a.number}, mieux classée, garde sa table "
            f"{a.fixed_table} ; l'équipe {b.number} ne joue pas à la sienne ({b.fixed_table})"
        ]
    for team in (a, b):
        if team.fixed_table is not None:
            return [f"Table {team.fixed_table} attitrée à l'équipe {team.number}"]
    return []


def _sentences(parts: Sequence[str]) -> str:
    return ". ".join(parts) + "."


def _met_round(met: Met, x: int, y: int) -> int | None:
    round_met = met.get(x, {}).get(y)
    return met.get(y, {}).get(x) if round_met is None else round_met


def _rematch_note(a: Entrant, b: Entrant, met: Met) -> list[str]:
    round_met = _met_round(met, a.number, b.number)
    if round_met is None:
        return []
    return [f"Se sont déjà rencontrées (tour {round_met}) : aucun autre appariement possible"]


def _gap_reason(
    gap: int, a: Entrant, skipped: Sequence[Entrant], met: Met, *, fixed_tables: bool
) -> str:
    """Why ``a`` passed over the unpaired teams ranked between it and its opponent."""
    if all(_met_round(met, a.number, team.number) is not None for team in skipped):
        return f"Écart de {gap} places : les équipes proches se sont toutes déjà rencontrées"
    forced = "une revanche"
    if fixed_tables:
        forced += " ou deux équipes à table attitrée ensemble"
    return f"Écart de {gap} places : un appariement plus proche aurait imposé {forced} à une autre table"


def _shared_ranks(standings: Sequence[Entrant]) -> set[int]:
    return {rank for rank, teams in Counter(team.rank for team in standings).items() if teams > 1}


def _place(team: Entrant, shared: set[int]) -> str:
    ordinal = "1er" if team.rank == 1 else f"{team.rank}e"
    return f"{ordinal} ex aequo" if team.rank in shared else ordinal


def _bye_note(pairing: _Pairing, shared: set[int]) -> str | None:
    bye = pairing.bye
    if bye is None:
        return None
    group = (
        "pas encore exemptes" if bye.byes == 0 else f"exemptes le moins souvent ({bye.byes} fois)"
    )
    if not pairing.passed_over:
        return f"Exempte : {_place(bye, shared)} du classement, la moins bien classée des équipes {group}."
    fewer_rematches = pairing.default_rematches > pairing.rematches
    forced = "une revanche" if fewer_rematches else "deux équipes à table attitrée ensemble"
    return (
        f"Exempte : {_place(bye, shared)} du classement, parmi les équipes {group} ; "
        f"exempter une équipe moins bien classée aurait imposé {forced}."
    )
