"""The French notes of a draw: why these two teams at a table, why this team exempt."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Final

from tournoi.services.pairing.best import Pairing
from tournoi.services.pairing.entrants import Entrant, Met, met_round, shared_club

BIG_GAP: Final = 4
"""From this many places apart, a Swiss table's note says why the teams are so far apart."""


def rematch_note(a: Entrant, b: Entrant, met: Met) -> list[str]:
    round_met = met_round(met, a.number, b.number)
    if round_met is None:
        return []
    return [f"Se sont déjà rencontrées (tour {round_met}) : aucun autre appariement possible"]


def club_note(
    a: Entrant, b: Entrant, met: Met, *, avoid_clubs: bool, field: Sequence[Entrant] = ()
) -> list[str]:
    """Said when two teams of one club meet although the organiser avoids it: why, naming the
    teams and the constraint that won. ``field`` is every team seated in the round."""
    club = shared_club(a, b) if avoid_clubs else None
    if club is None:
        return []
    if met_round(met, a.number, b.number) is not None:
        return [f"Même club ({club}) : aucun autre appariement possible"]
    seated = len(field)
    members = sum(_in_club(team, club) for team in field)
    if members > seated - members:
        return [
            f"Même club ({club}) : {members} équipes sur {seated} en sont, deux d'entre elles "
            "se rencontrent forcément"
        ]
    met_before = [_met_list(team, field, met) for team in (a, b)]
    said = "; ".join(text for text in met_before if text)
    reason = (
        f"Même club ({club}) : les séparer aurait imposé une revanche, "
        "et éviter une revanche passe avant le club"
    )
    return [f"{reason} ; {said}" if said else reason]


def _in_club(team: Entrant, club: str) -> bool:
    return club.casefold() in {name.casefold() for name in team.clubs}


MET_SHOWN: Final = 5
"""The opponents already met a club note names, at most, for each team."""


def _met_list(team: Entrant, field: Sequence[Entrant], met: Met) -> str:
    """``3 a déjà rencontré 1 au tour 1, 5 au tour 2``, or nothing."""
    rounds = [
        (other.number, round_met)
        for other in field
        if (round_met := met_round(met, team.number, other.number)) is not None
    ]
    if not rounds:
        return ""
    shown = ", ".join(f"{number} au tour {r}" for number, r in sorted(rounds)[:MET_SHOWN])
    more = "…" if len(rounds) > MET_SHOWN else ""
    return f"{team.number} a déjà rencontré {shown}{more}"


def gap_reason(
    gap: int,
    a: Entrant,
    skipped: Sequence[Entrant],
    met: Met,
    *,
    fixed_tables: bool,
    avoid_clubs: bool = False,
) -> str:
    """Why ``a`` passed over the unpaired teams ranked between it and its opponent."""
    if all(met_round(met, a.number, team.number) is not None for team in skipped):
        return f"Écart de {gap} places : les équipes proches se sont toutes déjà rencontrées"
    if avoid_clubs and all(
        met_round(met, a.number, team.number) is not None or shared_club(a, team) is not None
        for team in skipped
    ):
        return f"Écart de {gap} places : les équipes proches sont du même club ou déjà rencontrées"
    forced = "une revanche"
    if avoid_clubs:
        forced += " ou deux équipes du même club"
    if fixed_tables:
        forced += " ou deux équipes à table attitrée ensemble"
    return f"Écart de {gap} places : un appariement plus proche aurait imposé {forced} à une autre table"


def shared_ranks(standings: Sequence[Entrant]) -> set[int]:
    return {rank for rank, teams in Counter(team.rank for team in standings).items() if teams > 1}


def place(team: Entrant, shared: set[int]) -> str:
    ordinal = "1er" if team.rank == 1 else f"{team.rank}e"
    return f"{ordinal} ex æquo" if team.rank in shared else ordinal


def bye_note(pairing: Pairing, shared: set[int]) -> str | None:
    bye = pairing.bye
    if bye is None:
        return None
    group = (
        "pas encore exemptes" if bye.byes == 0 else f"exemptes le moins souvent ({bye.byes} fois)"
    )
    if not pairing.passed_over and bye.rank == 1 and bye.byes == 0 and 1 in shared:
        # The worst placed of the teams not yet exempt is first ex æquo: nothing ranks them yet
        # (a first round), and « 1er ex æquo, la moins bien classée » would say two things at once.
        return (
            "Exempte : désignée par le tirage, aucun résultat ne départageant encore les équipes."
        )
    if not pairing.passed_over:
        return f"Exempte : {place(bye, shared)} du classement, la moins bien classée des équipes {group}."
    forced = _costlier(pairing)
    return (
        f"Exempte : {place(bye, shared)} du classement, parmi les équipes {group} ; "
        f"exempter une équipe moins bien classée aurait imposé {forced}."
    )


def _costlier(pairing: Pairing) -> str:
    """What the rule's bye would have cost more: the first part of the cost that differs."""
    rematches, clubs, _fixed = pairing.default_cost
    if rematches > pairing.cost[0]:
        return "une revanche"
    if clubs > pairing.cost[1]:
        return "deux équipes du même club ensemble"
    return "deux équipes à table attitrée ensemble"
