"""The standings (classement), live from the stored results, and each team's rounds."""

from __future__ import annotations

from dataclasses import dataclass

from sqlmodel import Session, col, select

from tournoi.services import settings as settings_service
from tournoi.services.ranking import (
    Outcome,
    ResultRow,
    StandingRow,
    TeamEntry,
    compute_standings,
)
from tournoi.services.teams import find
from tournoi.storage import Database, models


def standings(db: Database) -> list[StandingRow]:
    """Every team, best first, on the organiser's criteria; ex aequo teams share a rank."""
    with db.session() as session:
        return standings_before(session, None)


def standings_before(session: Session, round_number: int | None) -> list[StandingRow]:
    """The standings on the results of the rounds before ``round_number`` (all with ``None``)."""
    settings = settings_service.load(session)
    teams = session.exec(select(models.Team)).all()
    numbers = {team.id: team.number for team in teams}
    entries = [
        TeamEntry(number=team.number, name=team.name, withdrawn=team.withdrawn_after is not None)
        for team in teams
    ]
    query = select(models.Result, models.Round.number).join(
        models.Round, col(models.Round.id) == col(models.Result.round_id)
    )
    if round_number is not None:
        query = query.where(models.Round.number < round_number)
    rows = [
        ResultRow(
            round=number,
            team=numbers[result.team_id],
            opponent=None if result.opponent_id is None else numbers[result.opponent_id],
            marks_for=result.marks_for,
            marks_against=result.marks_against,
            outcome=Outcome(result.outcome),
        )
        for result, number in session.exec(query)
    ]
    return compute_standings(teams=entries, results=rows, settings=settings.ranking)


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
