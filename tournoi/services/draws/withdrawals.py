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

from engine import PerTeam
from tournoi.services import audit
from tournoi.services import settings as settings_service
from tournoi.services.errors import StateError
from tournoi.services.scores import PartieState, TeamRef
from tournoi.services.scores.recording import check_unlocked, set_state, take
from tournoi.services.standings import results
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
        partie = take(session, round_number, found.table_number, who=who, version=None)
        # Read again once taken: a phone's first donne may have landed since the read above.
        if PartieState(partie.state) is not PartieState.NOT_STARTED or partie.forfeit_team_id:
            raise StateError(
                f"La partie de l'équipe {number} (table {partie.table_number}) vient de "
                "commencer : elle ne se perd plus par forfait. Retirez l'équipe après cette "
                "partie."
            )
        _set_forfeit(session, partie, team.id, who=who, number=number)
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
        partie = take(session, round_row.number, lost.table_number, who=who, version=None)
        check_unlocked(partie, partie.table_number)
        _set_forfeit(session, partie, None, who=who, number=number)
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


def _set_forfeit(
    session: Session, partie: models.Partie, team_id: int | None, *, who: str, number: int
) -> None:
    """The partie lost by forfeit by ``team_id`` (``None``: not any more), scored at once."""
    settings = settings_service.load(session)
    partie.forfeit_team_id = team_id
    set_state(session, partie, PartieState.NOT_STARTED if team_id is None else PartieState.FINISHED)
    results.store_partie_result(
        session, partie=partie, totals=PerTeam(0, 0), over=team_id is not None, winner=None,
        settings=settings,
    )  # fmt: skip
    audit.record(
        session,
        who=who,
        action="partie.forfeit",
        round_id=partie.round_id,
        partie_id=partie.id,
        message=f"Table {partie.table_number} : "
        + (f"forfait de l'équipe {number}." if team_id is not None else "forfait annulé."),
        after={"forfeit": number if team_id is not None else None},
    )
