"""New tournament files take their schema from one file migrated once per test process.

Creating a tournament runs every migration of the chain (0.3 s on an idle
machine, over 1 s on a loaded one), and about fifteen hundred tests create
one. Each test process migrates one empty file for real at its start, then
gives every new, empty SQLite file of the run the same schema by replaying
that file's dump: the tables, indexes, triggers and the ``alembic_version``
row the migrations wrote. A file that already holds tables (an older
version's, a damaged one) and every PostgreSQL database still go through
Alembic, so the migration tests are unchanged.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import closing
from pathlib import Path

import pytest
from sqlalchemy import Connection

from tournoi.storage import Database
from tournoi.storage import database as storage

ALEMBIC_UPGRADE = storage._upgrade
"""The migrations' own upgrade, which every new file went through before."""


def migrated_schema(folder: Path) -> list[str]:
    """The statements that rebuild an empty tournament file, as the migrations leave it."""
    path = folder / "modèle.tournoi"
    Database.create(path).close()
    with closing(sqlite3.connect(path)) as connection:
        return [
            statement
            for statement in connection.iterdump()
            if statement not in {"BEGIN TRANSACTION;", "COMMIT;"}
            and not statement.startswith("PRAGMA")
        ]


@pytest.fixture(autouse=True, scope="session")
def schema_from_template(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    statements = migrated_schema(tmp_path_factory.mktemp("modele"))

    def upgrade(connection: Connection) -> None:
        empty = connection.dialect.name == "sqlite" and (
            connection.exec_driver_sql("SELECT 1 FROM sqlite_master").first() is None
        )
        if not empty:
            ALEMBIC_UPGRADE(connection)
            return
        for statement in statements:
            connection.exec_driver_sql(statement)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(storage, "_upgrade", upgrade)
        yield
