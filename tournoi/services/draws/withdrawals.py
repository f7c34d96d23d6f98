"""Withdrawals during the day: a team leaving once its next partie is drawn, forfeits.

A team withdrawn while its partie of the last round is drawn and not begun
leaves its opponent a choice the arbiter makes: the partie lost by forfeit
(:func:`withdraw_by_forfeit`, scored by the bye and forfeit settings), or
the round drawn again without it (:func:`tournoi.services.draws.redraw_round`,
while no donne of the round is entered). Before the next draw, the teams
that lost by forfeit and are still registered are named
(:func:`forfeit_losers`): the arbiter keeps them or withdraws them.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlmodel import Session, col, func, select

from tournoi.services import audit
from tournoi.services.errors import StateError
from tournoi.services.scores import PartieState, TeamRef
from tournoi.services.scores.decisions import Forfeit
from tournoi.services.scores.partie_write import PartieWrite, write_in
from tournoi.services.teams.info import TeamInfo, find, info_of, last_round_number
from tournoi.services.teams.registration import withdraw_in
from tournoi.storage import Database, models


@dataclass(frozen=True, slots=True)
class PendingPartie:
    """A team's partie of the last round, drawn and not begun."""

    round: int
    table: int
    opponent: TeamRef
    can_redraw: bool
    """No donne nor forfeit of the round entered yet: the round can be drawn again."""


def pending_partie(db: Database, *, number: int) -> PendingPartie | None:
    """The partie team ``number`` is drawn in and has not begun, if any."""
    with db.session() as session:
        team = find(session, number)
        partie = _pending(session, team)
        if partie is None:
            return None
        opponent_id = partie.team_b_id if partie.team_a_id == team.id else partie.team_a_id
        opponent = session.get(models.Team, opponent_id)
        assert opponent is not None
        round_parties = select(models.Partie.id).where(models.Partie.round_id == partie.round_id)
        entered = session.exec(
            select(func.count())
            .select_from(models.Donne)
            .where(col(models.Donne.partie_id).in_(round_parties))
        ).one()
        forfeits = session.exec(
            select(func.count())
            .select_from(models.Partie)
            .where(
                models.Partie.round_id == partie.round_id,
                col(models.Partie.forfeit_team_id).is_not(None),
            )
        ).one()
        return PendingPartie(
            round=last_round_number(session),
            table=partie.table_number,
            opponent=TeamRef(opponent.number, opponent.name),
            can_redraw=not entered and not forfeits,
        )


def withdraw_by_forfeit(db: Database, *, number: int, who: str) -> TeamInfo:
    """Withdraw team ``number`` after the last round, its drawn partie lost by forfeit."""
    with db.session() as session:
        team = find(session, number)
        found = _pending(session, team)
        if found is None:
            raise StateError(
                f"L'équipe {number} n'a pas de partie tirée à venir : retirez-la simplement."
            )
        round_number = last_round_number(session)
        # Checked again once claimed: a phone's first donne may have landed since the read above.
        change = Forfeit(absent=number, withdrawn=True)
        _forfeit(session, db, round_number, found.table_number, change, who=who)
        return withdraw_in(session, number, after=round_number, who=who)


def return_from_forfeit(db: Database, *, number: int, who: str) -> TeamInfo:
    """Undo :func:`withdraw_by_forfeit`: the team registered again, its partie to be played."""
    with db.session() as session:
        team = find(session, number)
        round_row = session.exec(
            select(models.Round).where(models.Round.number == team.withdrawn_after)
        ).first()
        lost = None
        if round_row is not None:
            lost = session.exec(
                select(models.Partie).where(
                    models.Partie.round_id == round_row.id,
                    models.Partie.forfeit_team_id == team.id,
                )
            ).first()
        if round_row is None or lost is None:
            raise StateError(f"L'équipe {number} n'a pas été retirée par forfait.")
        _forfeit(session, db, round_row.number, lost.table_number, Forfeit(absent=None), who=who)
        before = info_of(session, team)
        team.withdrawn_after = None
        session.add(team)
        session.flush()
        audit.record(
            session,
            who=who,
            action="team.reinstate",
            message=f"Équipe {number} « {team.name} » de nouveau inscrite.",
            team_id=team.id,
            before={"withdrawn_after": before.withdrawn_after},
            after={"withdrawn_after": None},
        )
        return info_of(session, team)


def forfeit_losers(db: Database) -> list[TeamRef]:
    """The teams still registered that lost their partie of the last round by forfeit."""
    with db.session() as session:
        last = last_round_number(session)
        rows = session.exec(
            select(models.Team.number, models.Team.name)
            .join(models.Partie, col(models.Partie.forfeit_team_id) == col(models.Team.id))
            .join(models.Round, col(models.Round.id) == col(models.Partie.round_id))
            .where(models.Round.number == last, col(models.Team.withdrawn_after).is_(None))
            .order_by(col(models.Team.number))
        ).all()
        return [TeamRef(number, name) for number, name in rows]


# Inside a transaction


def _pending(session: Session, team: models.Team) -> models.Partie | None:
    """The team's partie of the last round while it is not begun (no donne, no forfeit)."""
    last = last_round_number(session)
    return session.exec(
        select(models.Partie)
        .join(models.Round, col(models.Round.id) == col(models.Partie.round_id))
        .where(
            models.Round.number == last,
            (col(models.Partie.team_a_id) == team.id) | (col(models.Partie.team_b_id) == team.id),
            models.Partie.state == PartieState.NOT_STARTED.value,
        )
    ).first()


def _forfeit(
    session: Session, db: Database, round_number: int, table: int, change: Forfeit, *, who: str
) -> None:
    """The forfeit of ``change`` made by the partie-write unit, in this transaction."""
    request = PartieWrite(round=round_number, table=table, who=who, change=change)
    write_in(session, db, request)
