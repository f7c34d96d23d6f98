"""What the results' site shows of a concours, read at once: every round, its tables and
results, the standings after it, each team's path, the palmarès; once the finals are
drawn, their brackets, the final ranking and the qualifying rounds' standings.

The results are read in one query (a team's path is made from them and from
the rounds' views, not asked team by team); the standings after each round are
those the palmarès and the draws use (:func:`standings_before`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from sqlalchemy import select as sa_select
from sqlmodel import Session

from tournoi.services import draws
from tournoi.services.awards.palmares import Palmares, palmares
from tournoi.services.draws import RoundView
from tournoi.services.draws.melee_views import numbers_of
from tournoi.services.errors import StateError
from tournoi.services.finals import FinalRow, FinalsState, rank_finals, read_state
from tournoi.services.melee import standings as melee_standings
from tournoi.services.melee.player_rounds import PlayerRoundLine, Seat, every_player_rounds
from tournoi.services.melee.seats import seats_by_team
from tournoi.services.ranking import Outcome, StandingRow
from tournoi.services.settings import Format
from tournoi.services.standings.current import RoundLine, standings_before
from tournoi.services.teams import registration as teams
from tournoi.services.teams.info import TeamInfo
from tournoi.services.teams.players import MeleePlayerInfo, players_in
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.services.tournament.lifecycle import TournamentInfo
from tournoi.storage import Database, models
from tournoi.storage.plain_rows import table_of


@dataclass(frozen=True, slots=True, kw_only=True)
class Marks:
    """What a round gave one team: its marks, its opponent's, and the outcome."""

    marks_for: int
    marks_against: int
    outcome: Outcome


@dataclass(frozen=True, slots=True, kw_only=True)
class RoundResults:
    """One round as the site shows it: its draw, what each team got, the standings after it."""

    view: RoundView
    marks: Mapping[int, Marks]
    """By team number; a team whose partie is not over has none."""
    standings: tuple[StandingRow, ...]
    """On the results of this round and the ones before."""


@dataclass(frozen=True, slots=True, kw_only=True)
class TeamPath:
    """A team and its rounds, in order: where it played, against whom, what it got."""

    team: TeamInfo
    rounds: tuple[RoundLine, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class PlayerPath:
    """A mêlée's player and his rounds, in order: his table, partner, opponents, marks."""

    player: MeleePlayerInfo
    rounds: tuple[PlayerRoundLine, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class SiteData:
    info: TournamentInfo
    rounds_planned: int
    rounds: tuple[RoundResults, ...]
    standings: tuple[StandingRow, ...]
    """On every result stored: the last round's standings as the site opens."""
    paths: tuple[TeamPath, ...]
    """Every team, by number."""
    palmares: Palmares | None
    """``None`` before the first round is over."""
    players: bool = False
    """A mêlée: the standings' lines are players, each with his page (:attr:`player_paths`),
    and the teams of the rounds are pairs drawn anew each round, without a page."""
    player_paths: tuple[PlayerPath, ...] = ()
    """A mêlée's every registered player, by number."""
    seats: Mapping[int, tuple[Seat, ...]] = field(default_factory=dict)
    """A mêlée: the players of each pair and of each exempt group, by the team's number."""
    finals: SiteFinals | None = None
    """``None`` until a stage of the finals is drawn."""


@dataclass(frozen=True, slots=True, kw_only=True)
class SiteFinals:
    """The finals as the site shows them: the final ranking ranks, never the rounds' wins."""

    state: FinalsState
    ranking: tuple[FinalRow, ...]
    qualifying: tuple[StandingRow, ...]
    """The standings after the last qualifying round, the one that seeded the brackets."""


def site_data(db: Database) -> SiteData:
    """Everything the results' site shows, read from the tournament as it is now."""
    views = draws.list_rounds(db)
    marks = _marks(db)
    melee = tournaments.get_settings(db).format is Format.MELEE
    before = melee_standings.standings_before if melee else standings_before
    with db.session() as session:
        ranked = [tuple(before(session, view.number + 1)) for view in views]
        current = tuple(before(session, None))
        state = read_state(session)
        player_paths, seats = _players(session) if melee else ((), {})
    rounds = tuple(
        RoundResults(view=view, marks=marks.get(view.number, {}), standings=rows)
        for view, rows in zip(views, ranked, strict=True)
    )
    return SiteData(
        info=tournaments.tournament_info(db),
        rounds_planned=tournaments.get_settings(db).rounds,
        rounds=rounds,
        standings=current,
        paths=()
        if melee
        else tuple(
            TeamPath(team=team, rounds=_path(team.number, rounds)) for team in teams.list_teams(db)
        ),
        palmares=_palmares(db),
        players=melee,
        player_paths=player_paths,
        seats=seats,
        finals=_finals(state, rounds, current),
    )


def _players(
    session: Session,
) -> tuple[tuple[PlayerPath, ...], dict[int, tuple[Seat, ...]]]:
    """A mêlée's players with their rounds, and the players of each team (pair or exempt
    group) by its number."""
    registered = players_in(session)
    lines = every_player_rounds(session)
    paths = tuple(PlayerPath(player=p, rounds=tuple(lines.get(p.number, ()))) for p in registered)
    names = {p.number: p.name for p in registered}
    team = table_of(models.Team)
    numbers = numbers_of(session, sa_select(team.c.id, team.c.number))
    seats = {
        numbers[team_id]: tuple(Seat(number=n, name=names[n]) for n in seated)
        for team_id, seated in seats_by_team(session).items()
    }
    return paths, seats


def _finals(
    state: FinalsState | None, rounds: tuple[RoundResults, ...], current: tuple[StandingRow, ...]
) -> SiteFinals | None:
    if state is None or state.drawn_stages == 0:
        return None
    qualifying = rounds[state.after_round - 1].standings
    whole = {row.number: row for row in current}
    return SiteFinals(
        state=state,
        ranking=tuple(rank_finals(state, list(qualifying), whole)),
        qualifying=qualifying,
    )


def _marks(db: Database) -> dict[int, dict[int, Marks]]:
    """Every stored result, by round number, then team number."""
    result, team, round_ = (table_of(t) for t in (models.Result, models.Team, models.Round))
    query = (
        sa_select(
            round_.c.number,
            team.c.number,
            result.c.marks_for,
            result.c.marks_against,
            result.c.outcome,
        )
        .join(team, team.c.id == result.c.team_id)
        .join(round_, round_.c.id == result.c.round_id)
    )
    found: dict[int, dict[int, Marks]] = {}
    with db.session() as session:
        for round_number, number, marks_for, marks_against, outcome in session.execute(query):
            found.setdefault(round_number, {})[number] = Marks(
                marks_for=marks_for, marks_against=marks_against, outcome=Outcome(outcome)
            )
    return found


def _path(number: int, rounds: tuple[RoundResults, ...]) -> tuple[RoundLine, ...]:
    lines = []
    for played in rounds:
        view, got = played.view, played.marks.get(number)
        if view.bye is not None and view.bye.number == number:
            lines.append(_line(view.number, None, None, got))
            continue
        for table in view.tables:
            if number in (table.a.number, table.b.number):
                opponent = table.b if table.a.number == number else table.a
                lines.append(_line(view.number, table.table, opponent, got))
    return tuple(lines)


def _line(
    round_number: int, table: int | None, opponent: draws.DrawnTeam | None, got: Marks | None
) -> RoundLine:
    return RoundLine(
        round=round_number,
        table=table,
        opponent=None if opponent is None else opponent.number,
        opponent_name=None if opponent is None else opponent.name,
        marks_for=None if got is None else got.marks_for,
        marks_against=None if got is None else got.marks_against,
        outcome=None if got is None else got.outcome,
    )


def _palmares(db: Database) -> Palmares | None:
    try:
        return palmares(db)
    except StateError:  # no round over yet: the site has no palmarès to show
        return None
