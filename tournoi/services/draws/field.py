"""The field of a draw: the teams it places, read once for the pairing, the parties and the view.

At five thousand teams a draw reads every team, player and past partie:
each is read here once, as plain columns, and only the teams that play get
an object (a withdrawn team, or one arriving later, has none).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

from sqlalchemy import select as sa_select
from sqlmodel import Session

from tournoi.services.draws.views import DrawnTeam
from tournoi.services.pairing import Entrant
from tournoi.services.ranking import StandingRow
from tournoi.services.teams.info import PlayerInfo, plays_in
from tournoi.storage import models
from tournoi.storage.plain_rows import driver_rows, table_of


@dataclass(frozen=True, slots=True, kw_only=True)
class Field:
    """The teams of one round's draw."""

    ids: dict[int, int]
    """Every team's id by its number: the parties and the history name teams by id."""
    teams: dict[int, DrawnTeam]
    """The teams drawn in the round, by number, with their players."""
    fixed_tables: dict[int, int]
    """The fixed table of those that have one."""
    clubs: dict[int, frozenset[str]]
    """Their players' clubs, read only when the draw keeps clubs apart."""

    def entrants(self, order: Sequence[StandingRow], byes: dict[int, int]) -> list[Entrant]:
        """The teams that play in ``order``, the standings before the round, ranked among
        themselves: the notes of a Swiss draw count the teams still playing only
        (« 1er contre 2e », whoever withdrew between them). ``byes``: each team's byes so far."""
        entrants: list[Entrant] = []
        previous: StandingRow | None = None
        for row in order:
            if row.number not in self.teams:
                continue
            shared = previous is not None and previous.rank == row.rank
            entrants.append(
                Entrant(
                    number=row.number,
                    rank=entrants[-1].rank if shared else len(entrants) + 1,
                    fixed_table=self.fixed_tables.get(row.number),
                    byes=byes.get(row.number, 0),
                    clubs=self.clubs.get(row.number, frozenset()),
                )
            )
            previous = row
        return entrants


def read_field(session: Session, number: int, *, clubs: bool) -> Field:
    """The teams of round ``number`` with their players; their clubs when the draw keeps
    ``clubs`` apart (the pairing reads them for nothing else)."""
    team = table_of(models.Team).c
    columns = (team.id, team.number, team.name, team.fixed_table, team.first_round,
               team.withdrawn_after)  # fmt: skip
    ids: dict[int, int] = {}
    names: dict[int, tuple[int, str]] = {}
    fixed_tables: dict[int, int] = {}
    for team_id, team_number, name, fixed_table, first_round, after in driver_rows(
        session, sa_select(*columns)
    ):
        ids[team_number] = team_id
        if plays_in(number, first_round=first_round, after=after):
            names[team_id] = (team_number, name)
            if fixed_table is not None:
                fixed_tables[team_number] = fixed_table
    player = table_of(models.Player).c
    players: dict[int, list[PlayerInfo]] = {team_id: [] for team_id in names}
    their_clubs: dict[int, set[str]] = {team_id: set() for team_id in names} if clubs else {}
    for team_id, first_name, surname, club in driver_rows(
        session,
        sa_select(player.team_id, player.first_name, player.surname, player.club).order_by(
            player.team_id, player.position
        ),
    ):
        if team_id in players:
            players[team_id].append(PlayerInfo(first_name, surname))
            if clubs and club is not None:
                their_clubs[team_id].add(club)
    teams = {
        team_number: DrawnTeam(team_number, name, tuple(players[team_id]))
        for team_id, (team_number, name) in names.items()
    }
    clubs_of = {names[team_id][0]: frozenset(found) for team_id, found in their_clubs.items()}
    return Field(ids=ids, teams=teams, fixed_tables=fixed_tables, clubs=clubs_of)


def byes_before(session: Session, number: int) -> dict[int, int]:
    """How many times each team was exempt before round ``number``, by team number."""
    rounds, teams = table_of(models.Round), table_of(models.Team)
    byes: dict[int, int] = defaultdict(int)
    for (bye,) in driver_rows(
        session,
        sa_select(teams.c.number)
        .join_from(rounds, teams, rounds.c.bye_team_id == teams.c.id)
        .where(rounds.c.number < number),
    ):
        byes[bye] += 1
    return byes


def met_before(session: Session) -> dict[int, dict[int, int]]:
    """Who met whom, in which round, by team number."""
    parties, rounds = table_of(models.Partie), table_of(models.Round)
    teams = table_of(models.Team)
    first, second = teams.alias(), teams.alias()
    met: dict[int, dict[int, int]] = defaultdict(dict)
    for a, b, round_number in driver_rows(
        session,
        sa_select(first.c.number, second.c.number, rounds.c.number)
        .join_from(parties, rounds, rounds.c.id == parties.c.round_id)
        .join(first, first.c.id == parties.c.team_a_id)
        .join(second, second.c.id == parties.c.team_b_id),
    ):
        met[a][b] = round_number
        met[b][a] = round_number
    return met
