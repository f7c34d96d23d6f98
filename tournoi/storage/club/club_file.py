"""Opening a club's file: the season's challenge (``SAISON.challenge``) or the register of
players (``CLUB.registre``). SQLite, foreign keys on, migrated on open, each kind by its own
chain of migrations.

>>> import tempfile, pathlib
>>> path = pathlib.Path(tempfile.mkdtemp()) / "saison.challenge"
>>> challenge = ChallengeFile.create(path)
>>> challenge.schema_revision() == ChallengeFile.head_revision()
True
>>> challenge.close()
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import closing, contextmanager
from pathlib import Path
from typing import Any, Final, Self

from sqlalchemy import Connection, Engine, create_engine, event, inspect
from sqlalchemy.exc import DatabaseError
from sqlalchemy.pool import ConnectionPoolEntry
from sqlmodel import Session

from engine.errors import os_reason
from tournoi.storage import revisions
from tournoi.storage.errors import StorageError
from tournoi.storage.failures import cause_of
from tournoi.storage.opening_checks import SQLITE_HEADER, check_writable

HERE: Final = Path(__file__).resolve().parent


class ClubFile:
    """An open club's file. :meth:`session` gives one transaction per action."""

    MIGRATIONS: Path
    """The folder of this kind's migrations (``env.py``, ``versions/``)."""
    KIND: str
    """How a message calls this kind of file (« fichier de challenge »)."""
    TABLE: str
    """A table that only this kind of file has: a newer version's file is told by it."""

    def __init__(self, engine: Engine, *, path: Path) -> None:
        self.engine = engine
        self.path = path

    @property
    def location(self) -> str:
        return str(self.path)

    @classmethod
    def create(cls, path: Path) -> Self:
        """A new, empty file at ``path``, which must not exist yet."""
        if path.exists():
            raise StorageError(f"Le fichier « {path} » existe déjà : choisissez un autre nom.")
        if not path.parent.is_dir():
            raise StorageError(f"Le dossier « {path.parent} » n'existe pas.")
        return cls._connected(path)

    @classmethod
    def open(cls, path: Path) -> Self:
        """An existing file of this kind; a tournament or another program's file is refused as
        it is."""
        cls._judge(path)
        check_writable(path)
        return cls._connected(path)

    @classmethod
    def _connected(cls, path: Path) -> Self:
        engine = create_engine(f"sqlite:///{path.resolve()}")
        event.listen(engine, "connect", _sqlite_pragmas)
        opened = cls(engine, path=path.resolve())
        try:
            opened._migrate()
        except BaseException:
            opened.close()
            raise
        return opened

    @classmethod
    def _judge(cls, path: Path) -> None:
        """Refuse what is not a file of this kind and version, without writing to it."""
        if not path.exists():
            raise StorageError(f"Le fichier « {path} » n'existe pas.")
        if path.is_dir():
            raise StorageError(f"« {path} » est un dossier, pas un {cls.KIND}.")
        refused = StorageError(f"« {path} » n'est pas un {cls.KIND}.")
        try:
            with path.open("rb") as file:
                if file.read(len(SQLITE_HEADER)) != SQLITE_HEADER:
                    raise refused
            with closing(sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)) as sqlite:
                tables = {row[0] for row in sqlite.execute("SELECT name FROM sqlite_master")}
                row = None
                if "alembic_version" in tables:
                    row = sqlite.execute("SELECT version_num FROM alembic_version").fetchone()
        except OSError as error:
            raise StorageError(f"Impossible de lire « {path} » : {os_reason(error)}.") from None
        except sqlite3.DatabaseError as error:
            raise StorageError(f"« {path} » est endommagé ({error}).") from None
        revision = None if row is None else row[0]
        if revision in revisions.known(cls.MIGRATIONS / "versions"):
            return
        if cls.TABLE in tables and "tournament" not in tables:
            raise StorageError(
                f"« {path} » a été enregistré par une version plus récente de l'application : "
                "mettez l'application à jour pour l'ouvrir."
            )
        raise refused

    @contextmanager
    def session(self) -> Iterator[Session]:
        """One transaction, committed when the block ends, rolled back if it raises; the
        file's write lock is taken first, so that what it checks still holds when it writes."""
        committing = False
        try:
            with Session(self.engine, expire_on_commit=False) as session:
                try:
                    session.connection().exec_driver_sql("BEGIN IMMEDIATE")
                    yield session
                    committing = True
                    session.commit()
                except BaseException:
                    session.rollback()
                    raise
        except DatabaseError as error:
            cause = cause_of(error)
            if cause is None:
                raise
            doing = "d'enregistrer dans" if committing else "de lire"
            raise StorageError(f"Impossible {doing} « {self.location} » : {cause}.") from error

    def close(self) -> None:
        self.engine.dispose()

    @classmethod
    def head_revision(cls) -> str:
        return revisions.head(cls.MIGRATIONS / "versions")

    def schema_revision(self) -> str | None:
        with self.engine.connect() as connection:
            return _revision_of(connection)

    def _migrate(self) -> None:
        try:
            with self.engine.connect() as connection, connection.begin():
                if _revision_of(connection) != self.head_revision():
                    _upgrade(connection, self.MIGRATIONS)
        except DatabaseError as error:
            raise StorageError(
                f"Impossible de préparer « {self.location} » : {cause_of(error) or error.orig}."
            ) from None


def _revision_of(connection: Connection) -> str | None:
    if not inspect(connection).has_table("alembic_version"):
        return None
    return connection.exec_driver_sql("SELECT version_num FROM alembic_version").scalar()


def _upgrade(connection: Connection, migrations: Path) -> None:
    """Run the pending migrations of ``migrations``' chain (Alembic loads only to migrate)."""
    from alembic import command  # noqa: PLC0415
    from alembic.config import Config  # noqa: PLC0415

    config = Config()
    config.set_main_option("script_location", str(migrations))
    config.attributes["connection"] = connection
    command.upgrade(config, "head")


def _sqlite_pragmas(connection: sqlite3.Connection, _record: ConnectionPoolEntry | Any) -> None:
    cursor = connection.cursor()
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=FULL")
    cursor.execute("PRAGMA busy_timeout=5000")
    cursor.close()


class ChallengeFile(ClubFile):
    """The season's challenge: its rules, and the concours added with their final standings."""

    MIGRATIONS = HERE / "migrations"
    KIND = "fichier de challenge"
    TABLE = "challenge"


class RegisterFile(ClubFile):
    """The club's register of players and of the pairs they played in."""

    MIGRATIONS = HERE / "register_migrations"
    KIND = "registre de joueurs"
    TABLE = "register_player"
