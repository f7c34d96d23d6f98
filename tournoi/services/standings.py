"""The standings (classement), live from the stored results, and each team's rounds."""

from __future__ import annotations

import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final
from weakref import WeakKeyDictionary

from sqlalchemy import select as sa_select
from sqlmodel import Session, col, select

from tournoi.services import settings as settings_service
from tournoi.services.ranking import (
    LiveStandings,
    Outcome,
    RankingSettings,
    ResultRow,
    StandingRow,
    TeamEntry,
    compute_standings,
)
from tournoi.services.team_info import find, last_round_number
from tournoi.storage import Database, models
from tournoi.storage.plain_rows import table_of


def standings(db: Database) -> list[StandingRow]:
    """Every team, best first, on the organiser's criteria; ex aequo teams share a rank.

    The window asks after every donne. The standings of the last call are
    kept with the tournament's revision they were made at
    (:mod:`tournoi.services.results` raises it with every change of results,
    in the same transaction; any other change they depend on renews its
    epoch, see ``storage.models``): while it is the same, they are given
    again; when only results changed, they are brought up to date from the
    parties (and byes) whose results changed since; otherwise (and when the
    file was replaced by a copy) they are computed anew. Another station's
    changes raise the same revision, so they are never missed.
    """
    with _memo_lock, db.session() as session:
        epoch, revision = _version(session)
        memo = _memos.get(db)
        if memo is None or not memo.holds(db, epoch, revision):
            memo = _Memo.read(session, epoch=epoch, revision=revision)
            memo.pool = db.engine.pool
            _memos[db] = memo
        elif revision > memo.revision:
            memo.catch_up(session, revision)
        return list(memo.live.standings)


def draw_order(session: Session, db: Database, round_number: int) -> list[StandingRow]:
    """The standings the draw of ``round_number``, the next round, is made on.

    Those kept for :func:`standings` when they are of the very epoch and
    revision this transaction reads (the window keeps them up to date: the
    same results, ranked already); otherwise computed from the results, as
    :func:`standings_before`. Kept standings are only read here, never
    brought up to date from a transaction that may yet be rolled back.
    """
    if round_number == last_round_number(session) + 1:
        epoch, revision = _version(session)
        with _memo_lock:
            memo = _memos.get(db)
            if memo is not None and memo.holds(db, epoch, revision) and memo.revision == revision:
                return list(memo.live.standings)
    return standings_before(session, round_number)


def _version(session: Session) -> tuple[str, int]:
    """The tournament's standings epoch and revision, as this transaction sees them."""
    tournament = table_of(models.Tournament).c
    epoch, revision = session.execute(
        sa_select(tournament.standings_epoch, tournament.standings_revision)
    ).one()
    return epoch, revision


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
        _row(numbers, round_number, (team_id, opponent_id, marks_for, marks_against, outcome))
        for team_id, opponent_id, marks_for, marks_against, outcome, round_number in results
    ]
    return compute_standings(teams=entries, results=rows, settings=ranking)


_OUTCOMES: Final = {outcome.value: outcome for outcome in Outcome}


def _row(numbers: Mapping[int | None, int], round_number: int, values: Sequence[Any]) -> ResultRow:
    """A result as the ranking reads it, from its stored team, opponent, marks and outcome."""
    team_id, opponent_id, marks_for, marks_against, outcome = values
    return ResultRow(
        round=round_number,
        team=numbers[team_id],
        opponent=None if opponent_id is None else numbers[opponent_id],
        marks_for=marks_for,
        marks_against=marks_against,
        outcome=_OUTCOMES[outcome],
    )


# Where a result row comes from: (partie id, None) for a partie's, (None, round id) for a bye's.
_Source = tuple[int | None, int | None]


@dataclass(slots=True, kw_only=True)
class _Memo:
    """The standings of one open tournament at a revision, and what they were made from."""

    epoch: str
    revision: int
    numbers: dict[int | None, int]
    """Team ids to numbers."""
    rows: dict[_Source, list[ResultRow]]
    live: LiveStandings
    pool: object = None
    """The database's connections when read: a file replaced under it (a copy restored) gets new ones."""

    def holds(self, db: Database, epoch: str, revision: int) -> bool:
        """Whether the standings can be kept, or brought up to date from the parties changed."""
        return self.pool is db.engine.pool and self.epoch == epoch and revision >= self.revision

    @classmethod
    def read(cls, session: Session, *, epoch: str, revision: int) -> _Memo:
        """Everything read and computed anew."""
        team = table_of(models.Team).c
        entries, numbers = [], {}
        for team_id, number, name, withdrawn_after in session.execute(
            sa_select(team.id, team.number, team.name, team.withdrawn_after)
        ):
            entries.append(
                TeamEntry(number=number, name=name, withdrawn=withdrawn_after is not None)
            )
            numbers[team_id] = number
        rows = _result_rows(session, numbers, None)
        live = LiveStandings(
            teams=entries,
            results=[row for part in rows.values() for row in part],
            settings=settings_service.load(session).ranking,
        )
        return cls(epoch=epoch, revision=revision, numbers=numbers, rows=rows, live=live)

    def catch_up(self, session: Session, revision: int) -> None:
        """Up to ``revision``: the rows of the parties and byes changed since are read again."""
        partie, round_ = models.Partie, models.Round
        parties = session.exec(
            select(col(partie.id)).where(col(partie.result_revision) > self.revision)
        ).all()
        rounds = session.exec(
            select(col(round_.id)).where(col(round_.result_revision) > self.revision)
        ).all()
        changed = _result_rows(session, self.numbers, (parties, rounds))
        sources: list[_Source] = [(partie_id, None) for partie_id in parties]
        sources += [(None, round_id) for round_id in rounds]
        removed = [row for source in sources for row in self.rows.get(source, [])]
        # Refused (inconsistent rows), it changes nothing: the memo stays as it was.
        self.live.replace(removed=removed, added=[row for part in changed.values() for row in part])
        for source in sources:
            self.rows.pop(source, None)
        self.rows.update(changed)
        self.revision = revision


def _result_rows(
    session: Session,
    numbers: Mapping[int | None, int],
    only: tuple[Sequence[int | None], Sequence[int | None]] | None,
) -> dict[_Source, list[ResultRow]]:
    """The result rows by where they come from: every one, or ``only`` those parties' and byes'."""
    results, rounds_table = table_of(models.Result), table_of(models.Round)
    result, round_ = results.c, rounds_table.c
    query = sa_select(
        result.partie_id, result.round_id, round_.number, result.team_id, result.opponent_id,
        result.marks_for, result.marks_against, result.outcome,
    ).join_from(results, rounds_table, round_.id == result.round_id)  # fmt: skip
    if only is not None:
        parties, rounds = only
        query = query.where(
            result.partie_id.in_(parties)
            | (result.partie_id.is_(None) & result.round_id.in_(rounds))
        )
    found: dict[_Source, list[ResultRow]] = {}
    for partie_id, round_id, number, *values in session.execute(query).all():
        source = (partie_id, None) if partie_id is not None else (None, round_id)
        found.setdefault(source, []).append(_row(numbers, number, values))
    return found


_memos: WeakKeyDictionary[Database, _Memo] = WeakKeyDictionary()
_memo_lock = threading.Lock()
"""The window and the phones' server (another thread) may ask at once: one updates a memo at a time."""


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
