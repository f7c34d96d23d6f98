"""The same tournament on a PostgreSQL server: same migrations, same services."""

import random
from pathlib import Path

import pytest
from sqlalchemy import create_engine, inspect, text

from engine import Rules
from tests.conftest import new_tournament
from tests.factories import random_sheet, sheet_document
from tournoi.services import draws, scores
from tournoi.services.draws import DrawMethod
from tournoi.services.settings import TournamentSettings
from tournoi.services.standings import current as standings
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.storage import Database, StorageError

WHO = "station 2"


def test_a_tournament_on_a_server_is_migrated_and_played(postgres_url: str) -> None:
    rules = Rules(target=500)
    db = new_tournament(postgres_url, teams=7, rules=rules, rounds=2, name="Réseau", who=WHO)
    assert db.path is None and "postgres@127.0.0.1" in db.location
    assert db.schema_revision() == Database.head_revision()
    rng = random.Random(7)
    for _ in range(2):
        view = draws.draw_round(db, method=DrawMethod.SWISS, who=WHO)
        for table in view.tables:
            scores.import_sheet(db, round_number=view.number, table=table.table,
                                document=sheet_document(random_sheet(rng, rules)), who=WHO)  # fmt: skip
    rows = standings.standings(db)
    assert len(rows) == 7 and sum(r.won for r in rows) >= 6
    db.close()
    again = tournaments.open_tournament(postgres_url)
    assert [r.number for r in standings.standings(again)] == [r.number for r in rows]
    again.close()


def test_a_tournament_is_never_created_over_existing_data(postgres_url: str) -> None:
    settings = TournamentSettings(rules=Rules(target=500), rounds=2)
    tournaments.create_tournament(postgres_url, name="Premier", settings=settings, who=WHO).close()
    with pytest.raises(StorageError, match="contient déjà des données"):
        tournaments.create_tournament(postgres_url, name="Second", settings=settings, who=WHO)
    db = tournaments.open_tournament(postgres_url)
    assert tournaments.tournament_info(db).name == "Premier"
    db.close()


def test_a_database_of_another_program_is_refused_untouched(postgres_url: str) -> None:
    foreign = Database(create_engine(postgres_url), path=None)
    with foreign.engine.begin() as connection:
        connection.execute(text("CREATE TABLE facture (id integer PRIMARY KEY)"))
    foreign.close()
    with pytest.raises(StorageError, match="autre programme"):
        Database.open(postgres_url)
    with pytest.raises(StorageError, match="contient déjà des données"):
        Database.create(postgres_url)
    check = create_engine(postgres_url)
    with check.connect() as connection:
        tables = set(inspect(connection).get_table_names())
    check.dispose()
    assert tables == {"facture"}


def test_an_empty_database_or_a_newer_version_is_refused(postgres_url: str) -> None:
    Database.open(postgres_url).close()  # an empty database gets the schema, but no tournament
    with pytest.raises(StorageError, match="aucun tournoi"):
        tournaments.open_tournament(postgres_url)
    database = Database.open(postgres_url)
    with database.engine.begin() as connection:
        connection.execute(text("UPDATE alembic_version SET version_num = '9999_future'"))
    database.close()
    with pytest.raises(StorageError, match="version plus récente"):
        Database.open(postgres_url)


def test_an_unreachable_server_is_a_clear_message(tmp_path: Path) -> None:
    with pytest.raises(StorageError, match="Impossible"):
        Database.open("postgresql+psycopg://postgres@127.0.0.1:1/absent")
