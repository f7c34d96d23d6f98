"""The rows the integrity check reads, as plain values: every partie's, or only some.

A model each, or each value read by name on a SQLAlchemy row, would cost more
than the whole check (``tournoi.services.integrity.soundness``). The parties read in
part are the changed ones (``tournoi.services.cache.integrity``), by slices of
their ids, with every forfeit and every exempt's row.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Collection, Iterator, Sequence
from dataclasses import dataclass
from typing import Final

from sqlalchemy import Connection, Row
from sqlalchemy import select as sa_select
from sqlmodel import Session

from tournoi.services.scores import records
from tournoi.services.scores.view import PartieState
from tournoi.storage import models
from tournoi.storage.plain_rows import table_of

Line = Row[tuple[object, ...]]
"""A row of some columns of a table, read by name like its model."""
ResultKey = tuple[int | None, int | None, int, int, str]
"""A result row as compared: team and opponent numbers, marks for and against, outcome."""

StoredDonne = tuple[records.Columns, tuple[object, object]]
"""A donne row as checked: the values :func:`records.from_columns` reads, and the marks stored
(not who entered it, nor when)."""
PARTIE_COLUMNS: Final = (
    "id", "round_id", "table_number", "team_a_id", "team_b_id", "state", "totals_a",
    "totals_b", "forfeit_team_id", "stamp", "ended", "bell_after",
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class Tables:
    """What the check reads, as plain rows and values."""

    rounds: dict[int, models.Round]
    parties: list[Line]
    """The parties read: every one, or those changed and the forfeits."""
    numbers: dict[int | None, int]
    """Team id → number."""
    donnes: int
    """The donnes of the parties read."""
    sheets: dict[int, list[StoredDonne]]
    """Partie id → its donnes, in order."""
    results: dict[tuple[int, int | None], list[ResultKey]]
    """(round id, partie id or ``None`` for the exempt) → its result rows."""

    @classmethod
    def read(
        cls,
        session: Session,
        rounds: dict[int, models.Round],
        numbers: dict[int | None, int],
        changed: Collection[int] | None,
    ) -> Tables:
        """Every partie (``changed`` ``None``), or the ``changed`` ones and the forfeits, with
        their donnes and result rows; the exempts' rows."""
        connection = session.connection()
        partie = table_of(models.Partie).c
        columns = [partie[name] for name in PARTIE_COLUMNS]
        if changed is None:
            parties = list(connection.execute(sa_select(*columns)))
        else:
            parties = [
                row
                for ids in _chunks(sorted(changed))
                for row in connection.execute(sa_select(*columns).where(partie.id.in_(ids)))
            ]
            parties += connection.execute(
                sa_select(*columns).where(partie.forfeit_team_id.is_not(None))
            ).all()
            parties = list({row.id: row for row in parties}.values())
        parties.sort(key=lambda row: (row.round_id, row.table_number))
        ids = None if changed is None else [row.id for row in parties]
        sheets = _donnes(connection, ids)
        count = sum(len(sheets.get(row.id, ())) for row in parties)
        return cls(rounds, parties, numbers, count, sheets, _results(connection, numbers, ids))


def _chunks(ids: Sequence[int]) -> Iterator[Sequence[int]]:
    """``ids`` in slices short enough for one query's parameters."""
    for start in range(0, len(ids), CHUNK):
        yield ids[start : start + CHUNK]


CHUNK: Final = 500


def _donnes(connection: Connection, parties: Sequence[int] | None) -> dict[int, list[StoredDonne]]:
    """Partie id → its donnes, in order: of every partie (``None``) or of ``parties``."""
    donne = table_of(models.Donne).c
    query = sa_select(
        donne.partie_id, *(donne[name] for name in records.COLUMNS), donne.marks_a, donne.marks_b
    ).order_by(donne.partie_id, donne.number)
    sheets: dict[int, list[StoredDonne]] = defaultdict(list)
    queries = (
        [query]
        if parties is None
        else [query.where(donne.partie_id.in_(ids)) for ids in _chunks(parties)]
    )
    for chunk in queries:
        # all at once: row by row costs a call to the driver each
        for partie_id, *values, marks_a, marks_b in connection.execute(chunk).all():
            sheets[partie_id].append((tuple(values), (marks_a, marks_b)))
    return sheets


def _results(
    connection: Connection, numbers: dict[int | None, int], parties: Sequence[int] | None
) -> dict[tuple[int, int | None], list[ResultKey]]:
    """(round id, partie id or ``None``) → its result rows: every one (``None``), or those of
    ``parties`` and the exempts'."""
    result = table_of(models.Result).c
    query = sa_select(
        result.round_id, result.partie_id, result.team_id, result.opponent_id,
        result.marks_for, result.marks_against, result.outcome,
    ).order_by(result.id)  # fmt: skip
    queries = (
        [query]
        if parties is None
        else [query.where(result.partie_id.is_(None))]
        + [query.where(result.partie_id.in_(ids)) for ids in _chunks(parties)]
    )
    results: dict[tuple[int, int | None], list[ResultKey]] = defaultdict(list)
    for chunk in queries:
        for round_id, partie_id, team, opponent, marks_for, against, outcome in connection.execute(
            chunk
        ).all():
            results[round_id, partie_id].append(
                (numbers.get(team), numbers.get(opponent), marks_for, against, outcome)
            )
    return results


def left_unfinished(connection: Connection, rounds: dict[int, models.Round]) -> list[Line]:
    """The parties not over in a round another one follows (the next round drawn over them):
    their round id, table and state, by round and table."""
    if len(rounds) < 2:
        return []
    last = max(rounds.values(), key=lambda round_row: round_row.number)
    partie = table_of(models.Partie).c
    rows: list[Line] = list(
        connection.execute(
            sa_select(partie.round_id, partie.table_number, partie.state)
            .where(
                partie.round_id != last.id,
                partie.state.not_in([PartieState.FINISHED.value, PartieState.VALIDATED.value]),
            )
            .order_by(partie.round_id, partie.table_number)
        )
    )
    return rows
