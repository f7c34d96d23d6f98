"""A team as the services show it (:class:`TeamInfo`), and its rows read for it.

Thousands of teams are read at once for the lists, the draw and the
documents: as plain columns, without the ORM's work on each row.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import select as sa_select
from sqlmodel import Session, col, func, select

from tournoi.services.errors import NotFoundError
from tournoi.storage import models
from tournoi.storage.plain_rows import typed_rows


@dataclass(frozen=True, slots=True)
class PlayerInfo:
    first_name: str
    surname: str
    club: str | None = None
    licence: str | None = None

    @property
    def full_name(self) -> str:
        return f"{self.first_name} {self.surname}"


@dataclass(frozen=True, slots=True)
class TeamInfo:
    number: int
    name: str
    players: tuple[PlayerInfo, ...]
    """Two, but for a mêlée's exempt group (« Exempts du tour N »): the one to three players
    a round's draw left over."""
    fixed_table: int | None
    first_round: int
    withdrawn_after: int | None
    has_played: bool
    checked_in: bool = False
    """Pointed present at the door (« pointage »)."""
    paid: bool = False
    """Its entry fee received."""

    @property
    def clubs(self) -> str:
        """The players' clubs, once each: ``Belote Club Rennes`` or ``A / B``."""
        clubs = dict.fromkeys(p.club for p in self.players if p.club)
        return " / ".join(clubs)

    @property
    def status(self) -> str:
        """In words, for the team list."""
        if self.withdrawn_after is not None:
            if self.withdrawn_after == 0:
                return "retirée avant le premier tour"
            return f"retirée après le tour {self.withdrawn_after}"
        if self.first_round > 1:
            return f"arrivée au tour {self.first_round}"
        return "inscrite"

    def plays_in(self, round_number: int) -> bool:
        """Whether the team is drawn in that round."""
        return plays_in(round_number, first_round=self.first_round, after=self.withdrawn_after)


def plays_in(round_number: int, *, first_round: int, after: int | None) -> bool:
    """Whether a team arrived at ``first_round`` and withdrawn ``after`` a round is drawn in
    ``round_number`` (the draw reads these columns alone, for thousands of teams)."""
    return first_round <= round_number and (after is None or round_number <= after)


def find(session: Session, number: int) -> models.Team:
    team = session.exec(select(models.Team).where(models.Team.number == number)).first()
    if team is None:
        raise NotFoundError(f"Il n'y a pas d'équipe numéro {number}.")
    return team


def last_round_number(session: Session) -> int:
    return session.exec(select(func.max(models.Round.number))).one() or 0


def team_infos(session: Session) -> list[TeamInfo]:
    """Every team, by number, read as plain columns: thousands of teams at once."""
    team = models.Team
    rows = list(
        typed_rows(
            session,
            sa_select(*(col(column) for column in _TEAM_COLUMNS)).order_by(col(team.number)),
        )
    )
    return _build(rows, players=_players(session, None), drawn=_drawn(session, None))


def info_of(session: Session, team: models.Team) -> TeamInfo:
    return infos_of(session, [team])[0]


# A team's columns that its TeamInfo shows, in the order _build reads them.
_TEAM_COLUMNS = (
    models.Team.id,
    models.Team.number,
    models.Team.name,
    models.Team.fixed_table,
    models.Team.first_round,
    models.Team.withdrawn_after,
    models.Team.checked_in,
    models.Team.paid,
)
_TeamRow = tuple[int | None, int, str, int | None, int, int | None, bool, bool]


def infos_of(session: Session, teams: Sequence[models.Team]) -> list[TeamInfo]:
    """The few teams given as the services show them (a change, an undo)."""
    ids = [team.id for team in teams if team.id is not None]
    rows: list[_TeamRow] = [
        (team.id, team.number, team.name, team.fixed_table, team.first_round,
         team.withdrawn_after, team.checked_in, team.paid)
        for team in teams
    ]  # fmt: skip
    return _build(rows, players=_players(session, ids), drawn=_drawn(session, ids))


def _build(
    rows: Sequence[Sequence[Any]],
    *,
    players: dict[int, list[PlayerInfo]],
    drawn: set[int | None],
) -> list[TeamInfo]:
    infos = []
    for team_id, number, name, fixed_table, first_round, withdrawn_after, checked_in, paid in rows:
        infos.append(
            TeamInfo(
                number=number,
                name=name,
                players=tuple(players[team_id]),
                fixed_table=fixed_table,
                first_round=first_round,
                withdrawn_after=withdrawn_after,
                has_played=team_id in drawn,
                checked_in=checked_in,
                paid=paid,
            )
        )
    return infos


def _players(session: Session, ids: Sequence[int] | None) -> dict[int, list[PlayerInfo]]:
    """The players of the teams ``ids`` (of every team with ``None``), by team id, in order."""
    player = models.Player
    query = sa_select(
        col(player.team_id), col(player.first_name), col(player.surname), col(player.club),
        col(player.licence),
    ).order_by(col(player.team_id), col(player.position))  # fmt: skip
    if ids is not None:
        query = query.where(col(player.team_id).in_(ids))
    players: dict[int, list[PlayerInfo]] = {}
    for team_id, first_name, surname, club, licence in typed_rows(session, query):
        players.setdefault(team_id, []).append(PlayerInfo(first_name, surname, club, licence))
    return players


def _drawn(session: Session, ids: Sequence[int] | None) -> set[int | None]:
    """Which of the teams ``ids`` (of every team with ``None``) were ever drawn."""
    drawn: set[int | None] = set()
    for column in (models.Round.bye_team_id, models.Partie.team_a_id, models.Partie.team_b_id):
        query = sa_select(col(column)).distinct()
        if ids is not None:
            query = query.where(col(column).in_(ids))
        drawn.update(team_id for (team_id,) in typed_rows(session, query))
    return drawn
