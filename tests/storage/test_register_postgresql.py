"""The club's register on the club's PostgreSQL server, beside its tournaments: a database of its
own, given its tables when empty; a tournament's database refused untouched, and the register's
refused as a tournament; several stations registering the same new people at once."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from datetime import UTC, datetime

import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import create_engine, inspect, text
from sqlmodel import select

from tests.conftest import new_tournament
from tests.postgres import drop_database, new_database
from tournoi.services import register
from tournoi.services.errors import ServiceError
from tournoi.services.teams.info import PlayerInfo
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.storage import StorageError
from tournoi.storage.club import RegisterFile
from tournoi.storage.club.club_file import is_server_url
from tournoi.storage.club.register_models import RegisterPlayer, RegisterTable

STATIONS = 4


@pytest.fixture
def tournament_url(postgres_url: str) -> Iterator[str]:
    """A tournament of four teams on the server, in a database of its own."""
    new_tournament(postgres_url, teams=4).close()
    yield postgres_url


def tables(url: str) -> set[str]:
    engine = create_engine(url)
    try:
        with engine.connect() as connection:
            return set(inspect(connection).get_table_names())
    finally:
        engine.dispose()


def test_an_empty_database_becomes_the_register_and_is_found_again(postgres_url: str) -> None:
    assert register.open_or_create(postgres_url) == 0
    assert tables(postgres_url) == {"alembic_version", "register_player", "register_team"}
    opened = RegisterFile.open(postgres_url)
    try:
        assert opened.path is None
        assert opened.schema_revision() == RegisterFile.head_revision()
        assert opened.location.startswith("postgresql+psycopg://postgres@127.0.0.1:")
    finally:
        opened.close()


def test_the_players_of_a_tournament_on_the_server_fill_the_register_there(
    postgres_server: str, tournament_url: str
) -> None:
    book = new_database(postgres_server)
    try:
        assert register.import_tournament(book, tournament=tournament_url) == 8
        assert len(register.people(book)) == 8
    finally:
        drop_database(book)


def test_a_tournament_s_database_is_refused_untouched(tournament_url: str) -> None:
    before = tables(tournament_url)
    with pytest.raises(StorageError, match="contient déjà d'autres données"):
        register.people(tournament_url)
    assert tables(tournament_url) == before
    db = tournaments.open_tournament(tournament_url)  # still a tournament
    db.close()


def test_the_register_s_database_is_not_opened_as_a_tournament(postgres_url: str) -> None:
    register.open_or_create(postgres_url)
    with pytest.raises(StorageError):
        tournaments.open_tournament(postgres_url)
    assert tables(postgres_url) == {"alembic_version", "register_player", "register_team"}


def test_a_newer_version_s_register_is_refused(postgres_url: str) -> None:
    register.open_or_create(postgres_url)
    engine = create_engine(postgres_url)
    with engine.begin() as connection:
        connection.execute(text("UPDATE alembic_version SET version_num = 'r9999'"))
    engine.dispose()
    with pytest.raises(StorageError, match="version plus récente"):
        register.people(postgres_url)


def test_stations_registering_the_same_new_people_at_once_keep_each_person_once(
    postgres_url: str,
) -> None:
    """Without a licence, a person is found by name: two stations that both looked and found
    nobody would each add him. One action at a time on the register keeps him once."""
    register.open_or_create(postgres_url)
    teams = [
        [PlayerInfo(f"Joueur{n}", "Commun"), PlayerInfo(f"Partenaire{n}", "Commun")]
        for n in range(10)
    ]
    start = threading.Barrier(STATIONS)
    added: list[int] = []

    def station() -> None:
        start.wait()
        added.append(register.remember_teams(postgres_url, teams))

    threads = [threading.Thread(target=station) for _ in range(STATIONS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(added) == [0] * (STATIONS - 1) + [20]
    assert len(register.people(postgres_url)) == 20


def test_a_server_address_with_its_password_is_not_kept_in_the_preferences() -> None:
    with pytest.raises(ServiceError, match="Le mot de passe ne s'écrit pas dans l'adresse"):
        register.place_of("postgresql://secretaire:secret@club/registre")
    assert is_server_url(register.place_of(" postgresql://secretaire@club/registre "))


def test_a_register_whose_server_is_gone_is_said_in_french(postgres_server: str) -> None:
    url = new_database(postgres_server)
    register.open_or_create(url)  # kept open between actions
    drop_database(url)
    with pytest.raises(StorageError, match="Impossible de lire"):
        register.suggestions(url, "noel")
    port = postgres_server.rsplit(":", 1)[1]
    nowhere = postgres_server.replace(port, str(int(port) + 1)) + "/registre"
    with pytest.raises(StorageError, match="Impossible de joindre"):
        register.suggestions(nowhere, "noel")


def test_the_tables_migrated_on_the_server_are_the_models(postgres_url: str) -> None:
    register.open_or_create(postgres_url)
    engine = create_engine(postgres_url)
    try:
        with engine.connect() as connection:
            context = MigrationContext.configure(connection, opts={"compare_type": True})
            assert compare_metadata(context, RegisterTable.metadata) == []
    finally:
        engine.dispose()


def test_the_dates_written_read_back_the_same_whatever_the_server_s_time_zone(
    postgres_url: str,
) -> None:
    engine = create_engine(postgres_url)
    with engine.begin() as connection:
        name = connection.execute(text("SELECT current_database()")).scalar()
        connection.execute(text(f"ALTER DATABASE \"{name}\" SET timezone TO 'Pacific/Kiritimati'"))
    engine.dispose()
    before = datetime.now(UTC)
    register.remember_teams(
        postgres_url, [[PlayerInfo("Noël", "Le Goff"), PlayerInfo("Anne", "Kerouac")]]
    )
    opened = RegisterFile.open(postgres_url)
    try:
        with opened.session() as session:
            seen = session.exec(select(RegisterPlayer.seen_at)).all()
    finally:
        opened.close()
    assert all(before <= moment <= datetime.now(UTC) for moment in seen)


def test_stations_opening_an_empty_database_at_once_give_it_its_tables_once(
    postgres_url: str,
) -> None:
    start = threading.Barrier(STATIONS)
    refused: list[str] = []

    def station() -> None:
        start.wait()
        try:
            RegisterFile.open(postgres_url).close()
        except StorageError as refusal:
            refused.append(refusal.message)

    threads = [threading.Thread(target=station) for _ in range(STATIONS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert refused == []
    assert tables(postgres_url) == {"alembic_version", "register_player", "register_team"}
