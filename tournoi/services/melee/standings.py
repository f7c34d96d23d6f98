"""A mêlée's standings: one line per player, from the results of the pairs he sat in.

A player's partie is his pair's: its outcome and its marks (for and against)
are his, as in every mêlée on paper; an exempt player gets the bye's result.
The organiser's criteria then rank the players as they rank teams
(:func:`tournoi.services.ranking.compute_standings`). The criteria that look
at an opponent (the direct encounter, the Buchholz) take the player seated
opposite: first of pair A against first of pair B, second against second,
each of the four players of a table having one such opponent.
"""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import select as sa_select
from sqlmodel import Session, col

from tournoi.services import settings as settings_service
from tournoi.services.melee.seats import seats_by_team
from tournoi.services.ranking import (
    Outcome,
    ResultRow,
    StandingRow,
    TeamEntry,
    compute_standings,
)
from tournoi.services.settings import MAX_ROUNDS, Format
from tournoi.services.standings import current
from tournoi.services.teams.players import players_in, require_melee
from tournoi.storage import Database, models
from tournoi.storage.plain_rows import typed_rows


def melee_standings(db: Database) -> list[StandingRow]:
    """Every registered player, best first; ex aequo players share a rank."""
    with db.session() as session:
        require_melee(session)
        return standings_before(session, None)


def ranked(db: Database) -> list[StandingRow]:
    """The standings the documents, the projector and the public page show: a mêlée's players,
    or the teams of a tournament in doublettes."""
    with db.session() as session:
        melee = settings_service.load(session).format is Format.MELEE
        if melee:
            return standings_before(session, None)
    return current.standings(db)


def standings_before(session: Session, round_number: int | None) -> list[StandingRow]:
    """The players' standings on the rounds before ``round_number`` (all with ``None``)."""
    entries = [
        TeamEntry(number=p.number, name=p.name, withdrawn=p.withdrawn_after is not None)
        for p in players_in(session)
    ]
    return compute_standings(
        teams=entries,
        results=player_results(session, before=round_number),
        settings=settings_service.load(session).ranking,
    )


def player_results(session: Session, *, before: int | None = None) -> list[ResultRow]:
    """Each player's result of each round (before round ``before``), from his pair's (or his
    exempt group's)."""
    seated = seats_by_team(session)
    result, round_ = models.Result, models.Round
    rows = typed_rows(
        session,
        sa_select(
            col(round_.number),
            col(result.team_id),
            col(result.opponent_id),
            col(result.marks_for),
            col(result.marks_against),
            col(result.outcome),
        )
        .join(round_, col(round_.id) == col(result.round_id))
        .where(col(round_.number) < (before if before is not None else MAX_ROUNDS + 1)),
    )
    found: list[ResultRow] = []
    for number, team_id, opponent_id, marks_for, marks_against, outcome in rows:
        players = seated.get(team_id, ())
        opponents: Sequence[int | None] = (
            seated.get(opponent_id, ()) if opponent_id is not None else [None] * len(players)
        )
        found.extend(
            ResultRow(
                round=number,
                team=player,
                opponent=opponent,
                marks_for=marks_for,
                marks_against=marks_against,
                outcome=Outcome(outcome),
            )
            for player, opponent in zip(players, opponents, strict=True)
        )
    return found
