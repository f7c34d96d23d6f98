"""A mêlée's rounds as drawn: the players at each table and the exempt ones, by number.

Read from the pairs the draw stored (:mod:`tournoi.services.draws.melee`):
each pair is a team of its round, whose seats point to the registered
players. Reading a round loads nothing of the draw.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import select as sa_select
from sqlalchemy.sql import Executable
from sqlmodel import Session, col

from tournoi.services.draws.views import find_round
from tournoi.services.melee.seats import seats_by_team
from tournoi.storage import Database, models
from tournoi.storage.plain_rows import typed_rows


@dataclass(frozen=True, slots=True, kw_only=True)
class MeleeTableView:
    table: int
    a: tuple[int, ...]
    """Player numbers of pair A, as those of pair B below."""
    b: tuple[int, ...]
    team_a: int
    """The pair's team number, as the sheets and the entry know it."""
    team_b: int
    note: str


@dataclass(frozen=True, slots=True, kw_only=True)
class MeleeRoundView:
    number: int
    seed: int | None
    tables: tuple[MeleeTableView, ...]
    bye: tuple[int, ...]
    """The exempt players' numbers."""
    bye_note: str | None
    withdrawn: tuple[int, ...] = ()
    """The players a check-in left out of the first draw, withdrawn by it."""


def melee_round(db: Database, *, round_number: int) -> MeleeRoundView:
    """A mêlée round as drawn: the players at each table, the exempt ones."""
    with db.session() as session:
        return melee_view(session, round_number)


def round_json(view: MeleeRoundView) -> dict[str, object]:
    """The round as the command line and the audit trail give it: player numbers."""
    return {
        "round": view.number,
        "tables": [
            {"table": t.table, "A": list(t.a), "B": list(t.b), "teams": [t.team_a, t.team_b]}
            for t in view.tables
        ],
        "bye": list(view.bye),
    }


def melee_view(session: Session, round_number: int) -> MeleeRoundView:
    round_row = find_round(session, round_number)
    seated = seats_by_team(session)
    numbers = numbers_of(session, sa_select(col(models.Team.id), col(models.Team.number)))
    partie = models.Partie
    rows = typed_rows(
        session,
        sa_select(
            col(partie.table_number), col(partie.team_a_id), col(partie.team_b_id),
            col(partie.note),
        ).where(col(partie.round_id) == round_row.id).order_by(col(partie.table_number)),
    )  # fmt: skip
    tables = tuple(
        MeleeTableView(
            table=table,
            a=seated.get(a, ()),
            b=seated.get(b, ()),
            team_a=numbers[a],
            team_b=numbers[b],
            note=note,
        )
        for table, a, b, note in rows
    )
    bye = () if round_row.bye_team_id is None else seated.get(round_row.bye_team_id, ())
    return MeleeRoundView(
        number=round_number, seed=round_row.seed, tables=tables, bye=bye,
        bye_note=round_row.bye_note,
    )  # fmt: skip


def numbers_of(session: Session, query: Executable) -> dict[int, int]:
    """A select of two whole-number columns as a mapping of the first to the second."""
    return {row[0]: row[1] for row in typed_rows(session, query)}
