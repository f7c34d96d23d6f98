"""What each team got in each round, kept in the ``result`` table for the standings.

A finished partie gives both teams a row; a forfeit gives the absent team a
loss and its opponent what a bye scores; the exempt team of a round gets
what the settings say (which may be the average of the round's parties, so
its row follows every change of the round).
"""

from __future__ import annotations

from sqlmodel import Session, col, delete, select

from engine import PerTeam, Team
from tournoi.services.ranking import Outcome
from tournoi.services.settings import TournamentSettings
from tournoi.storage import models

PLAYED = (Outcome.WIN, Outcome.LOSS, Outcome.DRAW)


def store_partie_result(
    session: Session,
    *,
    partie: models.Partie,
    totals: PerTeam[int],
    over: bool,
    winner: Team | None,
    settings: TournamentSettings,
) -> None:
    """Replace the result rows of ``partie`` (none while it is not over), then the round's bye."""
    assert partie.id is not None
    session.exec(delete(models.Result).where(col(models.Result.partie_id) == partie.id))
    round_id = partie.round_id
    teams = PerTeam(partie.team_a_id, partie.team_b_id)
    if partie.forfeit_team_id is not None:
        marks = settings.bye_marks(_round_average(session, round_id))
        absent = Team.A if partie.forfeit_team_id == teams.a else Team.B
        _add(
            session,
            partie,
            team=absent,
            teams=teams,
            marks=(0, marks),
            outcome=Outcome.FORFEIT_LOSS,
        )
        _add(
            session,
            partie,
            team=absent.other,
            teams=teams,
            marks=(marks, 0),
            outcome=Outcome.FORFEIT_WIN,
        )
    elif over:
        for team in Team:
            if winner is None:
                outcome = Outcome.DRAW
            else:
                outcome = Outcome.WIN if winner is team else Outcome.LOSS
            _add(
                session,
                partie,
                team=team,
                teams=teams,
                marks=(totals[team], totals[team.other]),
                outcome=outcome,
            )
    session.flush()
    refresh_bye(session, round_id=round_id, settings=settings)


def _add(
    session: Session,
    partie: models.Partie,
    *,
    team: Team,
    teams: PerTeam[int],
    marks: tuple[int, int],
    outcome: Outcome,
) -> None:
    marks_for, marks_against = marks
    session.add(
        models.Result(
            round_id=partie.round_id,
            team_id=teams[team],
            opponent_id=teams[team.other],
            partie_id=partie.id,
            marks_for=marks_for,
            marks_against=marks_against,
            outcome=outcome.value,
        )
    )


def refresh_bye(session: Session, *, round_id: int, settings: TournamentSettings) -> None:
    """(Re)write the exempt team's row of the round, and the marks of its forfeit wins.

    The round's row is locked first: two stations finishing parties of the
    same round on a database server would otherwise both rewrite the bye's row
    from what they saw, and leave it twice. (``FOR NO KEY UPDATE``: the rows
    that refer to the round hold a key-share lock on it, which a plain
    ``FOR UPDATE`` would wait for, and two stations would wait for each other.)
    """
    round_row = session.get(models.Round, round_id, with_for_update={"key_share": True})
    assert round_row is not None
    session.exec(
        delete(models.Result).where(
            col(models.Result.round_id) == round_id, col(models.Result.partie_id).is_(None)
        )
    )
    marks = settings.bye_marks(_round_average(session, round_id))
    if round_row.bye_team_id is not None:
        session.add(
            models.Result(
                round_id=round_id,
                team_id=round_row.bye_team_id,
                opponent_id=None,
                partie_id=None,
                marks_for=marks,
                marks_against=0,
                outcome=Outcome.BYE.value,
            )
        )
    for row in session.exec(
        select(models.Result).where(
            col(models.Result.round_id) == round_id,
            col(models.Result.outcome).in_([Outcome.FORFEIT_WIN.value, Outcome.FORFEIT_LOSS.value]),
        )
    ):
        if row.outcome == Outcome.FORFEIT_WIN.value:
            row.marks_for = marks
        else:
            row.marks_against = marks
        session.add(row)


def _round_average(session: Session, round_id: int) -> int | None:
    """The average marks of one team in the round's played parties, to the unit."""
    marks = session.exec(
        select(models.Result.marks_for).where(
            col(models.Result.round_id) == round_id,
            col(models.Result.outcome).in_([o.value for o in PLAYED]),
        )
    ).all()
    if not marks:
        return None
    return (2 * sum(marks) + len(marks)) // (2 * len(marks))
