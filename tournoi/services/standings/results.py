"""What each team got in each round, kept in the ``result`` table for the standings.

A finished partie gives both teams a row; a forfeit gives the absent team a
loss and its opponent what a bye scores; the exempt team of a round gets
what the settings say (which may be the average of the round's parties, so
its row follows every change of the round).

Rows are only rewritten when they change, and every change raises the
tournament's ``standings_revision`` and stamps it on the partie (or the
round, for its bye): the standings are brought up to date from those alone
(:mod:`tournoi.services.standings.current`). A donne in the middle of a partie
changes no row and raises nothing.
"""

from __future__ import annotations

from collections.abc import Iterable

from sqlalchemy import select as sa_select
from sqlalchemy import update
from sqlmodel import Session, col, select

from engine import PerTeam, Team
from tournoi.services.ranking import Outcome
from tournoi.services.settings import ByeMarks, TournamentSettings
from tournoi.storage import models

PLAYED = (Outcome.WIN, Outcome.LOSS, Outcome.DRAW)
FORFEITS = (Outcome.FORFEIT_WIN.value, Outcome.FORFEIT_LOSS.value)

# One result as compared before writing: team, opponent, marks for and against, outcome.
_Row = tuple[int, int | None, int, int, str]


def store_partie_result(
    session: Session,
    *,
    partie: models.Partie,
    totals: PerTeam[int],
    over: bool,
    winner: Team | None,
    settings: TournamentSettings,
) -> None:
    """Replace the result rows of ``partie`` (none while it is not over), then the round's bye.

    The caller has taken ``partie`` for its transaction, so its rows cannot change
    meanwhile. When they stay as they are (a donne in the middle of a partie, most
    writes), nothing the bye scores depends on has changed either: the bye's row is
    left alone and neither the tournament's row nor the round's is locked, so that
    the tables writing at once on a database server do not wait for each other.
    """
    assert partie.id is not None
    forfeit = partie.forfeit_team_id is not None
    if forfeit:  # its marks are the bye's, read under the lock that their rewrites take
        lock_revision(session)
        rows = _forfeit_rows(partie, _bye_marks(session, partie.round_id, settings))
    else:
        rows = _played_rows(partie, totals, over, winner)
    stored = session.exec(
        select(models.Result).where(col(models.Result.partie_id) == partie.id)
    ).all()
    if sorted(rows) != sorted(map(_row_of, stored)):
        if not forfeit:  # a forfeit's took it above
            lock_revision(session)
        for row in stored:
            session.delete(row)
        session.flush()
        session.add_all(_result(partie.round_id, partie.id, row) for row in rows)
        stamp(session, parties=[partie.id])
    elif not forfeit:
        return
    session.flush()
    refresh_bye(session, round_id=partie.round_id, settings=settings)


def _forfeit_rows(partie: models.Partie, marks: int) -> list[_Row]:
    """The absent team's loss and its opponent's win, by what a bye scores."""
    teams = PerTeam(partie.team_a_id, partie.team_b_id)
    absent = Team.A if partie.forfeit_team_id == teams.a else Team.B
    return [
        (teams[absent], teams[absent.other], 0, marks, Outcome.FORFEIT_LOSS.value),
        (teams[absent.other], teams[absent], marks, 0, Outcome.FORFEIT_WIN.value),
    ]


def _played_rows(
    partie: models.Partie, totals: PerTeam[int], over: bool, winner: Team | None
) -> list[_Row]:
    """Both teams' rows of a partie played to its end; none before."""
    if not over:
        return []
    teams = PerTeam(partie.team_a_id, partie.team_b_id)
    rows: list[_Row] = []
    for team in Team:
        if winner is None:
            outcome = Outcome.DRAW
        else:
            outcome = Outcome.WIN if winner is team else Outcome.LOSS
        rows.append(
            (teams[team], teams[team.other], totals[team], totals[team.other], outcome.value)
        )
    return rows


def refresh_bye(session: Session, *, round_id: int, settings: TournamentSettings) -> None:
    """(Re)write the exempt team's row of the round, and the marks of its forfeit wins.

    The round's row is locked first (after the tournament's, which every
    change of results locks first, always in that order): two stations
    finishing parties of the same round on a database server would otherwise
    both rewrite the bye's row from what they saw, and leave it twice.
    (``FOR NO KEY UPDATE``: the rows that refer to the round hold a key-share
    lock on it, which a plain ``FOR UPDATE`` would wait for, and two stations
    would wait for each other.)
    """
    lock_revision(session)
    round_row = session.get(models.Round, round_id, with_for_update={"key_share": True})
    assert round_row is not None
    marks = _bye_marks(session, round_id, settings)
    byes = session.exec(
        select(models.Result).where(
            col(models.Result.round_id) == round_id, col(models.Result.partie_id).is_(None)
        )
    ).all()
    wanted: list[_Row] = []
    if round_row.bye_team_id is not None:
        wanted.append((round_row.bye_team_id, None, marks, 0, Outcome.BYE.value))
    if list(map(_row_of, byes)) != wanted:
        for row in byes:
            session.delete(row)
        session.flush()
        session.add_all(_result(round_id, None, row) for row in wanted)
        stamp(session, rounds=[round_id])
    _refresh_forfeits(session, round_id, marks)


def _refresh_forfeits(session: Session, round_id: int, marks: int) -> None:
    """The marks of the round's forfeits follow those of its bye."""
    changed: set[int] = set()
    for row in session.exec(
        select(models.Result).where(
            col(models.Result.round_id) == round_id, col(models.Result.outcome).in_(FORFEITS)
        )
    ):
        if row.outcome == Outcome.FORFEIT_WIN.value and row.marks_for != marks:
            row.marks_for = marks
        elif row.outcome == Outcome.FORFEIT_LOSS.value and row.marks_against != marks:
            row.marks_against = marks
        else:
            continue
        assert row.partie_id is not None
        changed.add(row.partie_id)
        session.add(row)
    if changed:
        stamp(session, parties=changed)


def lock_revision(session: Session) -> None:
    """Take the tournament's row for this transaction, before any round's (one order: no deadlock)."""
    session.execute(sa_select(col(models.Tournament.id)).with_for_update(key_share=True)).all()


def stamp(session: Session, *, parties: Iterable[int] = (), rounds: Iterable[int] = ()) -> int:
    """Raise the standings' revision and mark these parties' and rounds' results as changed at it."""
    connection = session.connection()
    connection.execute(
        update(models.Tournament).values(
            standings_revision=col(models.Tournament.standings_revision) + 1
        )
    )
    revision = connection.execute(sa_select(col(models.Tournament.standings_revision))).scalar_one()
    for table, ids in ((models.Partie, set(parties)), (models.Round, set(rounds))):
        if ids:
            connection.execute(
                update(table).where(col(table.id).in_(ids)).values(result_revision=revision)
            )
    return revision


def _row_of(result: models.Result) -> _Row:
    return (
        result.team_id,
        result.opponent_id,
        result.marks_for,
        result.marks_against,
        result.outcome,
    )


def _result(round_id: int, partie_id: int | None, row: _Row) -> models.Result:
    team_id, opponent_id, marks_for, marks_against, outcome = row
    return models.Result(
        round_id=round_id,
        team_id=team_id,
        opponent_id=opponent_id,
        partie_id=partie_id,
        marks_for=marks_for,
        marks_against=marks_against,
        outcome=outcome,
    )


def _bye_marks(session: Session, round_id: int, settings: TournamentSettings) -> int:
    """What the round's bye scores; the round's average is read only when the settings use it."""
    if settings.bye.mode is not ByeMarks.AVERAGE:
        return settings.bye_marks(None)
    return settings.bye_marks(_round_average(session, round_id))


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
