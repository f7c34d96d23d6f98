"""Rows read and written as plain columns: the values the ORM would give, or a refusal."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

import pytest
from sqlalchemy import select

from tournoi.services.draws import DrawMethod
from tournoi.storage import Database, models
from tournoi.storage.plain_rows import driver_rows, insert_rows, table_of, typed_rows

Make = Callable[..., Database]


def test_typed_rows_convert_what_the_driver_gives_as_numbers(tournament: Make) -> None:
    db = tournament(teams=3)
    team = table_of(models.Team).c
    with db.session() as session:
        session.get_one(models.Team, 2).paid = True  # pending: read after a flush
        rows = typed_rows(session, select(team.number, team.paid).order_by(team.number))

    assert [tuple(row) for row in rows] == [(1, False), (2, True), (3, False)]
    assert all(type(paid) is bool for _number, paid in rows)


def test_driver_rows_are_the_typed_rows_of_numbers_and_texts(tournament: Make) -> None:
    db = tournament(teams=3)
    team = table_of(models.Team).c
    query = select(team.id, team.number, team.name).where(team.number > 1).order_by(team.number)
    with db.session() as session:
        session.get_one(models.Team, 3).name = "Les Rois"
        from_session = driver_rows(session, query)
        from_connection = driver_rows(session.connection(), query)
        typed = [tuple(row) for row in typed_rows(session, query)]

    assert from_session == from_connection == typed
    assert [name for _id, _number, name in typed] == ["Martin2 – Durand2", "Les Rois"]


def test_driver_rows_refuse_a_column_the_driver_gives_unconverted(tournament: Make) -> None:
    db = tournament(teams=2)
    team = table_of(models.Team).c
    with db.session() as session, pytest.raises(AssertionError, match="conversion"):
        driver_rows(session, select(team.number, team.checked_in))


def test_inserted_rows_take_the_model_defaults_of_the_columns_left_out(tournament: Make) -> None:
    db = tournament(teams=4, draw=DrawMethod.RANDOM)
    with db.session() as session:
        round_id = session.exec(select(models.Round.id)).scalars().one()
        insert_rows(
            session,
            table_of(models.Partie),
            ("round_id", "table_number", "team_a_id", "team_b_id", "note"),
            [(round_id, 3, 1, 2, "ajoutée"), (round_id, 4, 3, 4, "")],
        )
        added = session.exec(
            select(models.Partie).where(models.Partie.table_number > 2)  # type: ignore[arg-type]
        ).scalars()

        read = [(p.table_number, p.note, p.state, p.version, p.signed_a, p.totals_a) for p in added]

    assert sorted(read) == [
        (3, "ajoutée", "not_started", 1, "", None),
        (4, "", "not_started", 1, "", None),
    ]


def test_insert_rows_refuse_a_column_written_through_a_conversion(tournament: Make) -> None:
    db = tournament(teams=0)
    with db.session() as session, pytest.raises(AssertionError, match="conversion"):
        insert_rows(
            session,
            table_of(models.Team),
            ("number", "name", "created_at"),
            [(7, "Sept", datetime(2026, 11, 28))],
        )
