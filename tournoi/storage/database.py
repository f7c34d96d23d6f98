"""Opening a tournament: a SQLite file (WAL, foreign keys) or a PostgreSQL URL, migrated on open.

>>> import tempfile, pathlib
>>> path = pathlib.Path(tempfile.mkdtemp()) / "concours.tournoi"
>>> db = Database.create(path)
>>> db.schema_revision() == Database.head_revision()
True
>>> db.close()
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import closing, contextmanager
from pathlib import Path
from typing import Any, Final

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from alembic.util.exc import CommandError
from sqlalchemy import Engine, create_engine, event, inspect
from sqlalchemy.exc import DatabaseError, OperationalError
from sqlalchemy.pool import ConnectionPoolEntry
from sqlmodel import Session

from tournoi.storage.backup import backup_sqlite

MIGRATIONS: Final = Path(__file__).resolve().parent / "migrations"
SQLITE_HEADER: Final = b"SQLite format 3\x00"


class StorageError(Exception):
    """A tournament that cannot be opened or written; the message is for the user, in French."""


def _is_url(target: str | Path) -> bool:
    """A database server's URL (``postgresql+psycopg://...``); a ``sqlite:///`` URL is a file."""
    return isinstance(target, str) and "://" in target and not target.startswith("sqlite:")


def _file_of(target: str | Path) -> Path:
    if isinstance(target, str) and target.startswith("sqlite:"):
        return Path(target.split(":///", 1)[-1])
    return Path(target)


class Database:
    """An open tournament. :meth:`session` gives one transaction per user action."""

    def __init__(self, engine: Engine, *, path: Path | None) -> None:
        self.engine = engine
        self.path = path
        """The SQLite file, or ``None`` for a database server."""

    @property
    def location(self) -> str:
        """The file path, or the URL without its password."""
        if self.path is not None:
            return str(self.path)
        return self.engine.url.render_as_string(hide_password=True)

    @classmethod
    def create(cls, target: str | Path) -> Database:
        """A new, empty tournament at ``target`` (a file that must not exist yet, or a URL)."""
        if not _is_url(target):
            path = _file_of(target)
            if path.exists():
                raise StorageError(f"Le fichier « {path} » existe déjà : choisissez un autre nom.")
            if not path.parent.is_dir():
                raise StorageError(f"Le dossier « {path.parent} » n'existe pas.")
        database = cls._connect(target)
        try:
            if _is_url(target):
                database._check_empty()
            database._migrate()
        except BaseException:
            database.close()
            raise
        return database

    @classmethod
    def open(cls, target: str | Path) -> Database:
        """An existing tournament, with pending migrations applied.

        A file is first looked at read-only: one that is refused (another
        program's, a newer version's, a damaged one) is left exactly as it was.
        """
        if not _is_url(target):
            path = _file_of(target)
            _check_sqlite_file(path)
            _judge(str(path), *_look_read_only(path))
        database = cls._connect(target)
        try:
            if _is_url(target):
                database._check_revision()
            database._migrate()
        except BaseException:
            database.close()
            raise
        return database

    @classmethod
    def _connect(cls, target: str | Path) -> Database:
        if _is_url(target):
            return cls(create_engine(str(target), pool_pre_ping=True), path=None)
        path = _file_of(target).resolve()
        engine = create_engine(f"sqlite:///{path}")
        event.listen(engine, "connect", _sqlite_pragmas)
        return cls(engine, path=path)

    @contextmanager
    def session(self) -> Iterator[Session]:
        """One transaction: committed when the block ends, rolled back if it raises."""
        with Session(self.engine, expire_on_commit=False) as session:
            try:
                yield session
                session.commit()
            except BaseException:
                session.rollback()
                raise

    def close(self) -> None:
        self.engine.dispose()

    # Migrations

    @staticmethod
    def _alembic_config() -> Config:
        config = Config()
        config.set_main_option("script_location", str(MIGRATIONS))
        return config

    @classmethod
    def head_revision(cls) -> str:
        head = ScriptDirectory.from_config(cls._alembic_config()).get_current_head()
        assert head is not None
        return head

    def schema_revision(self) -> str | None:
        with self.engine.connect() as connection:
            return MigrationContext.configure(connection).get_current_revision()

    def _check_revision(self) -> None:
        try:
            with self.engine.connect() as connection:
                revision = MigrationContext.configure(connection).get_current_revision()
                tables = set(inspect(connection).get_table_names())
        except DatabaseError as error:
            raise StorageError(f"Impossible d'ouvrir « {self.location} » : {error.orig}") from None
        _judge(self.location, revision, tables)

    def _check_empty(self) -> None:
        """A new tournament goes into an empty database only, never over someone's data."""
        try:
            with self.engine.connect() as connection:
                tables = inspect(connection).get_table_names()
        except DatabaseError as error:
            raise StorageError(
                f"Impossible de joindre « {self.location} » : {error.orig}"
            ) from None
        if tables:
            raise StorageError(
                f"La base « {self.location} » contient déjà des données : "
                "créez le tournoi dans une base vide."
            )

    def _migrate(self) -> None:
        config = self._alembic_config()
        try:
            with self.engine.begin() as connection:
                config.attributes["connection"] = connection
                command.upgrade(config, "head")
        except OperationalError as error:
            raise StorageError(
                f"Impossible de préparer « {self.location} » : {error.orig}."
            ) from None

    # Backups

    def backup(self, reason: str) -> Path | None:
        """Copy the file (SQLite backup API) into the backup folder beside it.

        Returns the copy, or ``None`` for a database server (backed up by its
        own administrator).
        """
        if self.path is None:
            return None
        return backup_sqlite(self.path, reason)


def _check_sqlite_file(path: Path) -> None:
    """Refuse what is not a SQLite file; an empty file is an empty database, made a tournament."""
    if not path.exists():
        raise StorageError(f"Le fichier « {path} » n'existe pas.")
    if path.is_dir():
        raise StorageError(f"« {path} » est un dossier, pas un fichier de tournoi.")
    try:
        with path.open("rb") as file:
            header = file.read(len(SQLITE_HEADER))
    except OSError as error:
        raise StorageError(f"Impossible de lire « {path} » : {error.strerror}.") from None
    if header and header != SQLITE_HEADER:
        raise StorageError(f"« {path} » n'est pas un fichier de tournoi de belote.")


def _look_read_only(path: Path) -> tuple[str | None, set[str]]:
    """The schema revision and the tables of a SQLite file, without writing to it."""
    try:
        with closing(sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)) as connection:
            tables = {row[0] for row in connection.execute("SELECT name FROM sqlite_master")}
            revision = None
            if "alembic_version" in tables:
                row = connection.execute("SELECT version_num FROM alembic_version").fetchone()
                revision = row[0] if row else None
    except sqlite3.DatabaseError as error:
        raise StorageError(
            f"« {path} » est endommagé ou n'est pas un fichier de tournoi ({error})."
        ) from None
    return revision, tables


def _judge(location: str, revision: str | None, tables: set[str]) -> None:
    """Refuse another program's database and a newer version's tournament."""
    if revision is None:
        if tables - {"alembic_version"}:
            raise StorageError(
                f"« {location} » est une base de données d'un autre programme, "
                "pas un tournoi de belote."
            )
        return
    scripts = ScriptDirectory.from_config(Database._alembic_config())
    try:
        scripts.get_revision(revision)
    except CommandError:
        raise StorageError(
            f"« {location} » a été enregistré par une version plus récente de "
            "l'application : mettez l'application à jour pour l'ouvrir."
        ) from None


def _sqlite_pragmas(connection: sqlite3.Connection, _record: ConnectionPoolEntry | Any) -> None:
    cursor = connection.cursor()
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA busy_timeout=5000")
    cursor.close()
