"""Opening a tournament: a SQLite file (WAL, foreign keys) or a PostgreSQL URL, migrated on open.

>>> import tempfile, pathlib
>>> path = pathlib.Path(tempfile.mkdtemp()) / "concours.tournoi"
>>> db = Database.create(path)
>>> db.schema_revision() == Database.head_revision()
True
>>> db.close()
"""

from __future__ import annotations

import os
import re
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path
from typing import Any, Final

from sqlalchemy import URL, Connection, Engine, create_engine, event, inspect
from sqlalchemy.exc import DatabaseError, OperationalError
from sqlalchemy.pool import ConnectionPoolEntry
from sqlmodel import Session

from engine.words import count
from tournoi.storage import damage as damage_checks
from tournoi.storage import revisions, station
from tournoi.storage.backup import backup_sqlite, copy_sqlite, read_only_uri
from tournoi.storage.errors import DamagedFile, StorageError
from tournoi.storage.failures import cause_of, is_read_only_refusal, read_only_medium
from tournoi.storage.opening_checks import check_sqlite_file, check_writable, judge, look_read_only
from tournoi.storage.server_url import check_server_url

MIGRATIONS: Final = Path(__file__).resolve().parent / "migrations"


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
        self._on_release: list[Callable[[], None]] = []
        self.station = station.drawn()
        """This handle's identifier in the audit trail (:mod:`tournoi.storage.station`)."""

    def on_release(self, callback: Callable[[], None]) -> None:
        """Call ``callback`` when this handle lets go of what was read through it: when it is
        closed, and when its file is replaced by a copy (what is kept of it would be of
        another content). The services' caches hang on it; storage knows nothing of them."""
        self._on_release.append(callback)

    def _release(self) -> None:
        callbacks, self._on_release = self._on_release, []
        for callback in callbacks:
            callback()

    def writing_as(self, writer: str) -> AbstractContextManager[None]:
        """Within the block, this thread's sessions on this handle write for the station
        ``writer`` instead of the handle's own (:func:`tournoi.storage.station.writing_as`)."""
        return station.writing_as(self, writer)

    @property
    def location(self) -> str:
        """The file path, or the URL without its password (which is never shown nor kept)."""
        if self.path is not None:
            return str(self.path)
        url = self.engine.url
        return URL.create(
            url.drivername, url.username, None, url.host, url.port, url.database, url.query
        ).render_as_string()

    @classmethod
    def create(cls, target: str | Path) -> Database:
        """A new, empty tournament at ``target`` (a file that must not exist yet, or a URL)."""
        if not _is_url(target):
            path = _file_of(target)
            if path.exists():
                raise StorageError(f"Le fichier « {path} » existe déjà : choisissez un autre nom.")
            if not path.parent.is_dir():
                raise StorageError(f"Le dossier « {path.parent} » n'existe pas.")
            if not os.access(path.parent, os.W_OK | os.X_OK):
                raise StorageError(
                    f"Le dossier « {path.parent} » est en lecture seule (ou protégé en "
                    "écriture) : choisissez un dossier sur le disque de l'ordinateur."
                )
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
        program's, a newer version's, a damaged one, one that cannot be
        written) is left exactly as it was. Once migrated, a missing table or
        column, or a value it cannot have written, is a :class:`DamagedFile`.
        """
        if not _is_url(target):
            path = _file_of(target)
            check_sqlite_file(path)
            check_writable(path)
            judge(str(path), *look_read_only(path))
        database = cls._connect(target)
        try:
            if _is_url(target):
                database._check_revision()
            database._migrate()
            with database.engine.connect() as connection:  # a tampered file: DamagedFile
                damage_checks.check(connection, database.location)
        except BaseException:
            database.close()
            raise
        return database

    @classmethod
    def read_only(cls, path: Path) -> Database:
        """A tournament file looked at as it is (a backup copy): not migrated, never written to.

        Refused like :meth:`open` when it is another program's, a newer
        version's, or damaged (SQLite's ``quick_check``).
        """
        check_sqlite_file(path)
        uri = read_only_uri(path)
        engine = create_engine(
            "sqlite://", creator=lambda: sqlite3.connect(uri, uri=True, check_same_thread=False)
        )
        database = cls(engine, path=path.resolve())
        try:
            database._check_integrity()
            if database._check_revision() is None:
                raise StorageError(f"« {path} » n'est pas un fichier de tournoi de belote.")
        except BaseException:
            database.close()
            raise
        return database

    @classmethod
    def _connect(cls, target: str | Path) -> Database:
        if _is_url(target):
            check_server_url(str(target))
            # A server that does not answer is reported after a few seconds, not minutes.
            engine = create_engine(
                str(target), pool_pre_ping=True, connect_args={"connect_timeout": 8}
            )
            return cls(engine, path=None)
        path = _file_of(target).resolve()
        engine = create_engine(f"sqlite:///{path}")
        event.listen(engine, "connect", _sqlite_pragmas)
        return cls(engine, path=path)

    @contextmanager
    def session(self, *, checked_write: bool = False) -> Iterator[Session]:
        """One transaction: committed when the block ends, rolled back if it raises.

        ``checked_write``: the transaction checks what it reads, then writes on the strength
        of it (a draw over a finished round, a cancel of a round without results). On
        SQLite it then takes the file's write lock before its first read (``BEGIN
        IMMEDIATE``): the driver otherwise begins a transaction at its first write only,
        and every read before it sees the file as it is at that instant, another station's
        commit included, so that the write could rest on a check no longer true. The other
        stations wait for the commit (the busy timeout) as they wait for any writer. On a
        database server each read sees the last commits anyway; the service locks the rows
        it checks (``SELECT … FOR UPDATE``), which is what makes the check hold there.

        A disk, file or server that fails (full, read-only, removed, busy)
        raises a :class:`StorageError` saying so; what was committed before stays.
        A value read that it cannot have written is a :class:`DamagedFile` (file, row).
        """
        committing = False
        try:
            info = {station.SESSION_KEY: station.current(self, self.station)}
            with Session(self.engine, expire_on_commit=False, info=info) as session:
                try:
                    if checked_write and self.path is not None:
                        session.connection().exec_driver_sql("BEGIN IMMEDIATE")
                    yield session
                    committing = True
                    session.commit()
                except BaseException:
                    session.rollback()
                    raise
        except DamagedFile as damage:
            if damage.location:
                raise
            with self.engine.connect() as connection:
                raise damage_checks.locate(connection, self.location, damage) from None
        except DatabaseError as error:
            cause = cause_of(error)
            if cause is None:
                raise
            if committing or _WRITES.match(error.statement or ""):
                raise StorageError(
                    f"La dernière action n'a pas été enregistrée dans « {self.location} » : "
                    f"{cause}."
                ) from error
            raise StorageError(f"Impossible de lire « {self.location} » : {cause}.") from error

    def close(self) -> None:
        self._release()
        self.engine.dispose()

    # Migrations

    @classmethod
    def head_revision(cls) -> str:
        return revisions.head()

    def schema_revision(self) -> str | None:
        with self.engine.connect() as connection:
            return _revision_of(connection)

    def _check_revision(self) -> str | None:
        """The schema revision, once the database is judged a tournament this version opens."""
        try:
            with self.engine.connect() as connection:
                revision = _revision_of(connection)
                tables = set(inspect(connection).get_table_names())
        except DatabaseError as error:
            raise StorageError(
                f"Impossible d'ouvrir « {self.location} » : {cause_of(error) or error.orig}."
            ) from None
        judge(self.location, revision, tables)
        return revision

    def _check_integrity(self) -> None:
        try:
            with self.engine.connect() as connection:
                problems = connection.exec_driver_sql("PRAGMA quick_check").scalars().all()
        except DatabaseError as error:
            problems = [str(error.orig)]
        if problems != ["ok"]:
            raise StorageError(f"« {self.location} » est endommagé ({problems[0]}).")

    def _check_empty(self) -> None:
        """A new tournament goes into an empty database only, never over someone's data."""
        try:
            with self.engine.connect() as connection:
                tables = inspect(connection).get_table_names()
        except DatabaseError as error:
            raise StorageError(
                f"Impossible de joindre « {self.location} » : {cause_of(error) or error.orig}."
            ) from None
        if tables:
            raise StorageError(
                f"La base « {self.location} » contient déjà des données : "
                "créez le tournoi dans une base vide."
            )

    def _migrate(self) -> None:
        """Bring the schema to the head. The revision is read again in the migration's own
        transaction: a newer version of the application may have upgraded the file since it
        was judged, and Alembic then refuses a revision it does not know. At the head, the
        migration's connection still checks the links between the rows
        (``foreign_key_check``), as at every opening."""
        try:
            with self.migration_connection() as connection:
                if _revision_of(connection) != revisions.head():
                    _upgrade(connection)
        except OperationalError as error:
            if self.path is not None and is_read_only_refusal(error):
                raise read_only_medium(self.path) from None
            raise StorageError(
                f"Impossible de préparer « {self.location} » : {cause_of(error) or error.orig}."
            ) from None

    @contextmanager
    def migration_connection(self) -> Iterator[Connection]:
        """One transaction for migrating the schema, foreign keys off on SQLite.

        SQLite changes a column by copying its table to a new one: with the
        foreign keys on, dropping the old ``partie`` table would delete every
        donne of the tournament with it (``ON DELETE CASCADE``). The keys are
        checked again before the connection goes back to the pool.
        """
        with self.engine.connect() as connection:
            sqlite = self.path is not None
            if sqlite:  # outside a transaction, or SQLite ignores it
                connection.exec_driver_sql("PRAGMA foreign_keys=OFF")
                connection.commit()
            try:
                with connection.begin():
                    yield connection
                    if sqlite:
                        broken = connection.exec_driver_sql("PRAGMA foreign_key_check").all()
                        if broken:
                            links = count(len(broken), "lien rompu", "liens rompus")
                            raise StorageError(
                                f"« {self.location} » : la mise à jour du fichier laisserait "
                                f"{links} ; elle est annulée."
                            )
            finally:
                if sqlite:
                    connection.rollback()  # nothing is left open: the migration has ended
                    connection.exec_driver_sql("PRAGMA foreign_keys=ON")
                    connection.commit()

    # Backups

    def backup(self, reason: str) -> Path | None:
        """Copy the file (SQLite backup API) into the backup folder beside it.

        Returns the copy, or ``None`` for a database server (backed up by its
        own administrator).
        """
        if self.path is None:
            return None
        try:
            return backup_sqlite(self.path, reason)
        except (sqlite3.Error, OSError) as error:
            raise StorageError(
                f"La copie de sauvegarde de « {self.path} » n'a pas pu être faite : "
                f"{cause_of(error) or error}."
            ) from error

    def replace_with(self, source: Path) -> None:
        """Replace the whole tournament with the file ``source``'s, in one transaction.

        ``source`` must be a tournament at :meth:`head_revision`. For a file only.
        """
        if self.path is None:
            raise StorageError(f"« {self.location} » n'est pas un fichier : rien à remplacer.")
        self._release()
        self.engine.dispose()  # no pooled connection holds a snapshot of the old content
        copy_sqlite(source, self.path)


_WRITES: Final = re.compile(r"\s*(INSERT|UPDATE|DELETE|BEGIN IMMEDIATE)\b", re.IGNORECASE)


def _revision_of(connection: Connection) -> str | None:
    """The schema revision Alembic wrote, read without Alembic (``None``: never migrated)."""
    if not inspect(connection).has_table("alembic_version"):
        return None
    return connection.exec_driver_sql("SELECT version_num FROM alembic_version").scalar()


def _upgrade(connection: Connection) -> None:
    """Run the pending migrations on ``connection`` (the only place that loads Alembic)."""
    from alembic import command  # noqa: PLC0415 (Alembic and Mako load only to migrate)
    from alembic.config import Config  # noqa: PLC0415

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.attributes["connection"] = connection
    command.upgrade(config, "head")


def _sqlite_pragmas(connection: sqlite3.Connection, _record: ConnectionPoolEntry | Any) -> None:
    cursor = connection.cursor()
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA journal_mode=WAL")
    # FULL: each commit waits for the disk, so that an acknowledged donne survives a power
    # cut too (NORMAL survives a crash of the program only); it costs one flush per action.
    cursor.execute("PRAGMA synchronous=FULL")
    cursor.execute("PRAGMA busy_timeout=5000")
    cursor.close()
