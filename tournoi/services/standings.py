"""The standings (classement), live from the stored results, and each team's rounds."""

from __future__ import annotations

from dataclasses import dataclass
from weakref import WeakKeyDictionary

from sqlalchemy import select as sa_select
from sqlmodel import Session, col, select

from tournoi.services import settings as settings_service
from tournoi.services.ranking import (
    Outcome,
    RankingSettings,
    ResultRow,
    StandingRow,
    TeamEntry,
    compute_standings,
)
from tournoi.services.teams import find
from tournoi.storage import Database, models


def standings(db: Database) -> list[StandingRow]:
    """Every team, best first, on the organiser's criteria; ex aequo teams share a rank.

    The window asks after every donne, and most donnes change no result (the
    partie goes on): when the teams, the ranking settings and every result
    row read are the very ones of the last call, its standings are given
    again rather than computed anew (a tenth of a second late in a
    1000-team tournament).
    """
    with db.session() as session:
        inputs = _inputs(session, None)
    last = _last_computed.get(db)
    if last is not None and last[0] == inputs:
        return list(last[1])
    computed = _compute(inputs)
    _last_computed[db] = (inputs, computed)
    return list(computed)


def standings_before(session: Session, round_number: int | None) -> list[StandingRow]:
    """The standings on the results of the rounds before ``round_number`` (all with ``None``)."""
    return _compute(_inputs(session, round_number))


_Team = tuple[int | None, int, str, bool]
_Result = tuple[int, int | None, int, int, str, int]
_Inputs = tuple[RankingSettings, tuple[_Team, ...], tuple[_Result, ...]]
_last_computed: WeakKeyDictionary[Database, tuple[_Inputs, list[StandingRow]]] = WeakKeyDictionary()


def _inputs(session: Session, round_number: int | None) -> _Inputs:
    """What the standings are computed from, as plain values (ten thousand rows late on)."""
    team, result, round_ = models.Team, models.Result, models.Round
    teams = tuple(
        (team_id, number, name, withdrawn_after is not None)
        for team_id, number, name, withdrawn_after in session.exec(
            select(col(team.id), col(team.number), col(team.name), col(team.withdrawn_after))
        )
    )
    query = sa_select(
        col(result.team_id), col(result.opponent_id), col(result.marks_for),
        col(result.marks_against), col(result.outcome), col(round_.number),
    ).join(round_, col(round_.id) == col(result.round_id))  # fmt: skip
    if round_number is not None:
        query = query.where(col(round_.number) < round_number)
    results = tuple(tuple(row) for row in session.execute(query))
    return settings_service.load(session).ranking, teams, results


def _compute(inputs: _Inputs) -> list[StandingRow]:
    ranking, teams, results = inputs
    numbers = {team_id: number for team_id, number, _name, _withdrawn in teams}
    outcomes = {outcome.value: outcome for outcome in Outcome}
    entries = [
        TeamEntry(number=number, name=name, withdrawn=withdrawn)
        for _id, number, name, withdrawn in teams
    ]
    rows = [
        ResultRow(
            round=round_number,
            team=numbers[team_id],
            opponent=None if opponent_id is None else numbers[opponent_id],
            marks_for=marks_for,
            marks_against=marks_against,
            outcome=outcomes[outcome],
        )
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
