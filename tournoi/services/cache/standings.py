"""The standings of the last call, kept with the epoch and revision they were made at.

The standings are given again while the tournament's ``standings_epoch`` and
``standings_revision``, read in the caller's transaction, are those kept; when
only the revision is higher (results changed, here or at another station), they
are brought up to date from the parties and byes whose ``result_revision`` is
above the one kept; otherwise (another epoch: teams, settings, a round deleted,
a copy restored) they are read and computed anew. See :mod:`tournoi.services.cache`.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from sqlalchemy import select as sa_select
from sqlmodel import Session, col, select

from tournoi.services import settings as settings_service
from tournoi.services.ranking import LiveStandings, Outcome, ResultRow, StandingRow, TeamEntry
from tournoi.storage import Database, models
from tournoi.storage.plain_rows import table_of


class StandingsCache:
    """The standings of one open tournament at a revision (one per handle: :func:`~.owned`)."""

    def __init__(self) -> None:
        self._kept: Kept | None = None
        self._lock = threading.Lock()
        """The window and the phones' server (another thread) may ask at once: one updates
        the standings at a time."""

    def read(self, db: Database) -> list[StandingRow]:
        """The standings as ``db`` holds them now: given again, brought up to date, or anew."""
        with self._lock, db.session() as session:
            epoch, revision = version(session)
            kept = self._kept
            if kept is None or kept.epoch != epoch or revision < kept.revision:
                kept = self._kept = Kept.read(session, epoch=epoch, revision=revision)
            elif revision > kept.revision:
                kept.catch_up(session, revision)
            return list(kept.live.standings)

    def at(self, session: Session) -> list[StandingRow] | None:
        """The standings kept when they are of the very epoch and revision ``session`` reads;
        never brought up to date from a transaction that may yet be rolled back."""
        epoch, revision = version(session)
        with self._lock:
            kept = self._kept
            if kept is not None and (kept.epoch, kept.revision) == (epoch, revision):
                return list(kept.live.standings)
        return None


def version(session: Session) -> tuple[str, int]:
    """The tournament's standings epoch and revision, as this transaction sees them."""
    tournament = table_of(models.Tournament).c
    epoch, revision = session.execute(
        sa_select(tournament.standings_epoch, tournament.standings_revision)
    ).one()
    return epoch, revision


_OUTCOMES: Final = {outcome.value: outcome for outcome in Outcome}


def result_row(
    numbers: Mapping[int | None, int], round_number: int, values: Sequence[Any]
) -> ResultRow:
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
class Kept:
    """The standings of one open tournament at a revision, and what they were made from."""

    epoch: str
    revision: int
    numbers: dict[int | None, int]
    """Team ids to numbers."""
    rows: dict[_Source, list[ResultRow]]
    live: LiveStandings

    @classmethod
    def read(cls, session: Session, *, epoch: str, revision: int) -> Kept:
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
        # Refused (inconsistent rows), it changes nothing: what is kept stays as it was.
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
        found.setdefault(source, []).append(result_row(numbers, number, values))
    return found
