"""The predetermined rotation (circle method): computed before the day, drawn round by round."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from tournoi.services.pairing.entrants import (
    Entrant,
    Met,
    check_unique,
    checked_standings,
    met_round,
)
from tournoi.services.pairing.errors import RotationError
from tournoi.services.pairing.tables import DrawResult, draw_result


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
    check_unique(teams, "teams")
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
    standings = checked_standings(entrants)
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
        rematch = met_round(met, a.number, b.number)
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
    return draw_result(seated, met, bye=schedule_round.bye, bye_note=bye_note)


def _check_round_teams(schedule_round: RotationRound, by_number: Mapping[int, Entrant]) -> None:
    scheduled = [n for pair in schedule_round.pairs for n in pair]
    if schedule_round.bye is not None:
        scheduled.append(schedule_round.bye)
    check_unique(scheduled, "schedule_round")
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
