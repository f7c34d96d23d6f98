"""The standings (classement), live from the stored results, and each team's rounds."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import select as sa_select
from sqlmodel import Session, col, select

from tournoi.services import settings as settings_service
from tournoi.services.cache import owned
from tournoi.services.cache.standings import StandingsCache, result_row
from tournoi.services.ranking import (
    Outcome,
    RankingSettings,
    StandingRow,
    TeamEntry,
    compute_standings,
)
from tournoi.services.teams.info import find, last_round_number
from tournoi.storage import Database, models
from tournoi.storage.plain_rows import table_of


def standings(db: Database) -> list[StandingRow]:
    """Every team, best first, on the organiser's criteria; ex aequo teams share a rank.

    The window asks after every donne: the standings of the last call are kept
    with the tournament's epoch and revision, given again while they are the
    same, and brought up to date from the parties whose results changed since
    when only the revision rose, whoever changed them
    (:mod:`tournoi.services.cache.standings`).
    """
    return owned(db, StandingsCache).read(db)


def draw_order(session: Session, db: Database, round_number: int) -> list[StandingRow]:
    """The standings the draw of ``round_number``, the next round, is made on.

    Those kept for :func:`standings` when they are of the very epoch and
    revision this transaction reads (the window keeps them up to date: the
    same results, ranked already); otherwise computed from the results, as
    :func:`standings_before`.
    """
    if round_number == last_round_number(session) + 1:
        kept = owned(db, StandingsCache).at(session)
        if kept is not None:
            return kept
    return standings_before(session, round_number)


def standings_before(session: Session, round_number: int | None) -> list[StandingRow]:
    """The standings on the results of the rounds before ``round_number`` (all with ``None``)."""
    return _compute(_inputs(session, round_number))


_Team = tuple[int | None, int, str, bool]
_Result = tuple[int, int | None, int, int, str, int]
_Inputs = tuple[RankingSettings, tuple[_Team, ...], tuple[_Result, ...]]


def _inputs(session: Session, round_number: int | None) -> _Inputs:
    """What the standings are computed from, as plain values (ten thousand rows late on)."""
    team = table_of(models.Team).c
    teams = tuple(
        (team_id, number, name, withdrawn_after is not None)
        for team_id, number, name, withdrawn_after in session.execute(
            sa_select(team.id, team.number, team.name, team.withdrawn_after)
        )
    )
    round_, result = table_of(models.Round).c, table_of(models.Result).c
    # The rounds apart (a few rows), rather than joined to each of thousands of results.
    query = sa_select(round_.id, round_.number)
    if round_number is not None:
        query = query.where(round_.number < round_number)
    rounds = dict(session.execute(query).all())
    rows = session.execute(
        sa_select(
            result.team_id,
            result.opponent_id,
            result.marks_for,
            result.marks_against,
            result.outcome,
            result.round_id,
        ).where(result.round_id.in_(rounds))
    ).all()
    results = tuple(
        (team_id, opponent_id, marks_for, marks_against, outcome, rounds[round_id])
        for team_id, opponent_id, marks_for, marks_against, outcome, round_id in rows
    )
    return settings_service.load(session).ranking, teams, results


def _compute(inputs: _Inputs) -> list[StandingRow]:
    ranking, teams, results = inputs
    numbers = {team_id: number for team_id, number, _name, _withdrawn in teams}
    entries = [
        TeamEntry(number=number, name=name, withdrawn=withdrawn)
        for _id, number, name, withdrawn in teams
    ]
    rows = [
        result_row(numbers, round_number, (team_id, opponent_id, marks_for, marks_against, outcome))
        for team_id, opponent_id, marks_for, marks_against, outcome, round_number in results
    ]
    return compute_standings(teams=entries, results=rows, settings=ranking)


def order_before(session: Session, round_number: int) -> list[int]:
    """Team numbers in the order of the standings a draw of ``round_number`` is made on."""
    return [row.number for row in standings_before(session, round_number)]


@dataclass(frozen=True, slots=True)
class RoundLine:
    """One round of a team: its opponent, its table, its marks and what it got."""

    round: int
    table: int | None
    opponent: int | None
    opponent_name: str | None
    marks_for: int | None
    marks_against: int | None
    outcome: Outcome | None
    """``None`` while the partie is not over."""

    @property
    def summary(self) -> str:
        if self.opponent is None:
            return f"Tour {self.round} : exempt" + (
                f", {self.marks_for} points." if self.marks_for is not None else "."
            )
        where = f"Tour {self.round}, table {self.table}, contre l'équipe {self.opponent} « {self.opponent_name} »"
        if self.outcome is None:
            return f"{where} : en cours."
        return f"{where} : {self.outcome.french}, {self.marks_for} à {self.marks_against}."


def team_rounds(db: Database, *, number: int) -> list[RoundLine]:
    """A team's detail: each round it was drawn in."""
    with db.session() as session:
        team = find(session, number)
        lines: list[RoundLine] = []
        rounds = session.exec(select(models.Round).order_by(col(models.Round.number))).all()
        for round_row in rounds:
            result = session.exec(
                select(models.Result).where(
                    models.Result.round_id == round_row.id, models.Result.team_id == team.id
                )
            ).first()
            if round_row.bye_team_id == team.id:
                lines.append(
                    RoundLine(
                        round=round_row.number,
                        table=None,
                        opponent=None,
                        opponent_name=None,
                        marks_for=result.marks_for if result else None,
                        marks_against=0 if result else None,
                        outcome=Outcome.BYE if result else None,
                    )
                )
                continue
            partie = session.exec(
                select(models.Partie).where(
                    models.Partie.round_id == round_row.id,
                    (col(models.Partie.team_a_id) == team.id)
                    | (col(models.Partie.team_b_id) == team.id),
                )
            ).first()
            if partie is None:
                continue
            opponent_id = partie.team_b_id if partie.team_a_id == team.id else partie.team_a_id
            opponent = session.get(models.Team, opponent_id)
            assert opponent is not None
            lines.append(
                RoundLine(
                    round=round_row.number,
                    table=partie.table_number,
                    opponent=opponent.number,
                    opponent_name=opponent.name,
                    marks_for=result.marks_for if result else None,
                    marks_against=result.marks_against if result else None,
                    outcome=Outcome(result.outcome) if result else None,
                )
            )
        return lines
