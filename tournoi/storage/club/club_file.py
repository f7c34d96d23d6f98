"""Opening a club's file: the season's challenge (``SAISON.challenge``) or the register of
players (``CLUB.registre``). SQLite, foreign keys on, migrated on open, each kind by its own
chain of migrations; or a database of its own on the club's PostgreSQL server, where its
tournaments are (``postgresql://secretaire@serveur/registre``), given its tables when empty.

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

from sqlalchemy import URL, Connection, Engine, create_engine, event, inspect
from sqlalchemy.exc import DatabaseError
from sqlalchemy.pool import ConnectionPoolEntry
from sqlmodel import Session

from engine.errors import os_reason
from tournoi.storage import revisions
from tournoi.storage.errors import StorageError
from tournoi.storage.failures import cause_of
from tournoi.storage.opening_checks import SQLITE_HEADER, check_writable
from tournoi.storage.server_url import check_server_url

HERE: Final = Path(__file__).resolve().parent
CONNECT_TIMEOUT: Final = 8
"""Seconds a server is given to answer a connection: one that does not answer is reported
after a few seconds, not minutes."""
MIGRATING: Final = 0x7265_6769_7374_7265
"""The server lock a club's database is migrated under: one station at a time gives an empty
database its tables, the others then find them there."""


class ClubFile:
    """An open club's file. :meth:`session` gives one transaction per action."""

    MIGRATIONS: Path
    """The folder of this kind's migrations (``env.py``, ``versions/``)."""
    KIND: str
    """How a message calls this kind of file (« fichier de challenge »)."""
    TABLE: str
    """A table that only this kind of file has: a newer version's file is told by it."""

    def __init__(self, engine: Engine, *, path: Path | None) -> None:
        self.engine = engine
        self.path = path
        """The SQLite file, or ``None`` for a database server."""

    @property
    def location(self) -> str:
        """The file path, or the URL without its password (which is never shown)."""
        if self.path is not None:
            return str(self.path)
        url = self.engine.url
        return URL.create(
            url.drivername, url.username, None, url.host, url.port, url.database
        ).render_as_string()

    @classmethod
    def create(cls, path: Path) -> Self:
        """A new, empty file at ``path``, which must not exist yet."""
        if path.exists():
            raise StorageError(f"Le fichier « {path} » existe déjà : choisissez un autre nom.")
        if not path.parent.is_dir():
            raise StorageError(f"Le dossier « {path.parent} » n'existe pas.")
        return cls._connected(path)

    @classmethod
    def open(cls, target: Path | str, *, connect_timeout: int = CONNECT_TIMEOUT) -> Self:
        """An existing file of this kind, a tournament or another program's file refused as it
        is; or a PostgreSQL URL: a database of this kind, or an empty one given its tables
        (``connect_timeout``: the seconds each connection to it may take)."""
        if is_server_url(target):
            return cls._on_server(str(target), connect_timeout)
        path = Path(target)
        cls._judge(path)
        check_writable(path)
        return cls._connected(path)

    @classmethod
    def _on_server(cls, url: str, connect_timeout: int) -> Self:
        check_server_url(url)
        engine = create_engine(
            url, pool_pre_ping=True, connect_args={"connect_timeout": connect_timeout}
        )
        opened = cls(engine, path=None)
        try:
            opened._judge_database()
            opened._migrate()
        except BaseException:
            opened.close()
            raise
        return opened

    def _judge_database(self) -> None:
        """Refuse, without writing to it, a database that is neither empty nor of this kind:
        a tournament's, another program's, a newer version's."""
        try:
            with self.engine.connect() as connection:
                tables = set(inspect(connection).get_table_names())
                revision = _revision_of(connection)
        except DatabaseError as error:
            raise StorageError(
                f"Impossible de joindre « {self.location} » : {cause_of(error) or error.orig}."
            ) from None
        if not tables or revision in revisions.known(self.MIGRATIONS / "versions"):
            return
        if self.TABLE in tables and "tournament" not in tables:
            raise StorageError(
                f"« {self.location} » a été enregistré par une version plus récente de "
                "l'application : mettez l'application à jour pour l'ouvrir."
            )
        raise StorageError(
            f"La base « {self.location} » contient déjà d'autres données (un tournoi ?) : "
            f"un {self.KIND} se garde dans une base à lui, vide la première fois."
        )

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
                    session.connection().exec_driver_sql(self._lock())
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

    def _lock(self) -> str:
        """What makes one action at a time: the SQLite file's write lock, taken before the
        first read; on a server, this kind's table locked against the other stations' actions
        (not against a plain read)."""
        if self.path is not None:
            return "BEGIN IMMEDIATE"
        return f"LOCK TABLE {self.TABLE} IN SHARE ROW EXCLUSIVE MODE"

    def close(self) -> None:
        self.engine.dispose()

    @classmethod
    def head_revision(cls) -> str:
        return revisions.head(cls.MIGRATIONS / "versions")

    def schema_revision(self) -> str | None:
        try:
            with self.engine.connect() as connection:
                return _revision_of(connection)
        except DatabaseError as error:
            raise StorageError(
                f"Impossible de lire « {self.location} » : {cause_of(error) or error.orig}."
            ) from None

    def _migrate(self) -> None:
        try:
            with self.engine.connect() as connection, connection.begin():
                if self.path is None:  # two stations opening an empty database at once
                    connection.exec_driver_sql(f"SELECT pg_advisory_xact_lock({MIGRATING})")
                if _revision_of(connection) != self.head_revision():
                    _upgrade(connection, self.MIGRATIONS)
        except DatabaseError as error:
            raise StorageError(
                f"Impossible de préparer « {self.location} » : {cause_of(error) or error.orig}."
            ) from None


def is_server_url(target: Path | str) -> bool:
    """A database server's URL (``postgresql://…``), not a file's path."""
    return isinstance(target, str) and "://" in target


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
