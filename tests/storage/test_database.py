"""The tournament file: WAL, foreign keys, migrations on open, refusals, backups, transactions."""

import hashlib
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text
from sqlalchemy.exc import IntegrityError
from sqlmodel import select

from tests.schema_template import ALEMBIC_UPGRADE
from tournoi.services.audit import now
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.storage import Database, StorageError, models
from tournoi.storage.backup import backup_folder, list_backups


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def add_team(db: Database, number: int) -> None:
    """A team with its two players, as the application registers it."""
    with db.session() as session:
        team = models.Team(number=number, name=f"Équipe {number}", created_at=now())
        session.add(team)
        session.flush()
        assert team.id is not None
        for position in (1, 2):
            session.add(
                models.Player(team_id=team.id, position=position, first_name="A", surname="B")
            )


@pytest.fixture
def db(tmp_path: Path):  # type: ignore[no-untyped-def]
    database = Database.create(tmp_path / "concours.tournoi")
    yield database
    database.close()


def test_a_new_file_is_at_the_head_revision_in_wal_mode(db: Database) -> None:
    assert db.schema_revision() == Database.head_revision()
    with db.engine.connect() as connection:
        assert connection.execute(text("PRAGMA journal_mode")).scalar() == "wal"
        assert connection.execute(text("PRAGMA foreign_keys")).scalar() == 1
        tables = {row[0] for row in connection.execute(text("SELECT name FROM sqlite_master"))}
    assert {"tournament", "settings", "team", "player", "round", "partie", "donne"} <= tables
    assert {"result", "audit_event", "alembic_version"} <= tables


def test_foreign_keys_are_enforced(db: Database) -> None:
    with pytest.raises(IntegrityError), db.session() as session:
        session.add(models.Player(team_id=999, position=1, first_name="A", surname="B"))


@pytest.mark.parametrize(("players", "links"), [(1, "1 lien rompu"), (2, "2 liens rompus")])
def test_a_migration_that_would_break_links_is_cancelled(
    db: Database, players: int, links: str
) -> None:
    add_team(db, 1)
    with pytest.raises(StorageError) as refused, db.migration_connection() as connection:
        connection.exec_driver_sql(f"UPDATE player SET team_id = 999 WHERE position <= {players}")
    assert str(refused.value).endswith(
        f"concours.tournoi » : la mise à jour du fichier laisserait {links} ; elle est annulée."
    )
    with db.session() as session:
        assert [p.team_id for p in session.exec(select(models.Player))] == [1, 1]


def test_a_failed_action_stores_nothing(db: Database) -> None:
    with pytest.raises(RuntimeError), db.session() as session:
        session.add(models.Team(number=1, name="Une", created_at=now()))
        session.flush()
        raise RuntimeError("coupure")
    with db.session() as session:
        assert session.exec(select(models.Team)).all() == []


def test_an_empty_database_is_upgraded_to_the_head(tmp_path: Path) -> None:
    path = tmp_path / "vide.tournoi"
    with closing(sqlite3.connect(path)):
        pass
    database = Database.open(path)
    assert database.schema_revision() == Database.head_revision()
    database.close()


def test_reopening_keeps_the_data(tmp_path: Path, db: Database) -> None:
    add_team(db, 7)
    db.close()
    again = Database.open(f"sqlite:///{db.path}")
    with again.session() as session:
        assert [t.number for t in session.exec(select(models.Team))] == [7]
    again.close()


def test_creating_over_an_existing_file_is_refused(db: Database) -> None:
    assert db.path is not None
    with pytest.raises(StorageError, match="existe déjà"):
        Database.create(db.path)


def test_a_file_from_a_newer_version_is_refused_and_left_untouched(db: Database) -> None:
    with db.engine.begin() as connection:
        connection.execute(text("UPDATE alembic_version SET version_num = '9999_future'"))
    db.close()
    assert db.path is not None
    before = digest(db.path)
    with pytest.raises(StorageError, match="version plus récente"):
        Database.open(db.path)
    assert digest(db.path) == before


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b"numero;equipe\n1;Les As\n", "n'est pas un fichier de tournoi"),
        (b"SQLite format 3\x00" + b"\xff" * 200, "endommagé"),
    ],
    ids=["text file", "corrupted"],
)
def test_files_that_are_not_tournaments_are_refused(
    tmp_path: Path, content: bytes, words: str
) -> None:
    path = tmp_path / "autre.tournoi"
    path.write_bytes(content)
    with pytest.raises(StorageError, match=words):
        Database.open(path)
    assert path.read_bytes() == content


def test_another_programs_database_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "compta.sqlite"
    with closing(sqlite3.connect(path)) as connection:
        connection.execute("CREATE TABLE facture (id INTEGER PRIMARY KEY)")
        connection.commit()
    before = digest(path)
    with pytest.raises(StorageError, match="autre programme"):
        Database.open(path)
    assert digest(path) == before


def test_missing_file_and_folder(tmp_path: Path) -> None:
    with pytest.raises(StorageError, match="n'existe pas"):
        Database.open(tmp_path / "absent.tournoi")
    with pytest.raises(StorageError, match="dossier"):
        Database.open(tmp_path)
    with pytest.raises(StorageError, match="n'existe pas"):
        Database.create(tmp_path / "nulle-part" / "x.tournoi")


def test_backup_copies_the_file_beside_it(db: Database) -> None:
    add_team(db, 3)
    copy = db.backup("avant tirage tour 1")
    assert db.path is not None and copy is not None
    assert copy.parent == backup_folder(db.path) == db.path.with_name("concours-sauvegardes")
    add_team(db, 4)
    restored = Database.open(copy)
    with restored.session() as session:
        assert [t.number for t in session.exec(select(models.Team))] == [3]
    restored.close()
    backups = list_backups(db.path)
    assert [(b.path, b.reason) for b in backups] == [(copy, "avant tirage tour 1")]


def test_a_file_named_relative_to_the_current_folder_opens(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    Database.create(tmp_path / "relatif #1.tournoi").close()
    monkeypatch.chdir(tmp_path)
    database = Database.open("relatif #1.tournoi")
    assert database.path == tmp_path / "relatif #1.tournoi"
    database.close()


def test_an_empty_file_is_refused_as_a_tournament_and_left_empty(tmp_path: Path) -> None:
    path = tmp_path / "vide.tournoi"
    path.write_bytes(b"")
    with pytest.raises(StorageError, match="est vide : ce n'est pas un fichier de tournoi"):
        tournaments.open_tournament(path)
    assert path.read_bytes() == b""
    assert sorted(item.name for item in tmp_path.iterdir()) == ["vide.tournoi"]


def test_a_new_file_has_the_schema_the_migrations_give(tmp_path: Path) -> None:
    """The tests' new files replay one migrated file's schema (tests/schema_template.py): the
    same tables, indexes, triggers and revision as Alembic gives an empty file."""
    made = tmp_path / "nouveau.tournoi"
    Database.create(made).close()
    migrated = tmp_path / "migre.tournoi"
    engine = create_engine(f"sqlite:///{migrated}")
    with engine.begin() as connection:
        ALEMBIC_UPGRADE(connection)
    engine.dispose()

    def schema(path: Path) -> tuple[list[tuple[object, ...]], list[tuple[str, ...]]]:
        with closing(sqlite3.connect(path)) as connection:
            return (
                [
                    (kind, name, table, clauses(sql))
                    for kind, name, table, sql in connection.execute(
                        "SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name"
                    )
                ],
                connection.execute("SELECT version_num FROM alembic_version").fetchall(),
            )

    def clauses(sql: str | None) -> list[str] | None:
        """A statement's clauses in order: a table Alembic copies (SQLite's way of changing
        a column) gets its constraints in an order that changes from run to run."""
        if sql is None:
            return None
        return sorted(part.strip() for part in sql.removesuffix("\n)").split(","))

    objects, revision = schema(migrated)
    assert {kind for kind, *_ in objects} >= {"table", "index"}
    assert revision == [(Database.head_revision(),)]
    assert schema(made) == (objects, revision)
