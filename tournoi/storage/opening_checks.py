"""What is refused before a tournament is opened, so that a file refused is left as it was.

Not a SQLite file, a file that cannot be written, another program's file or
database, a newer version's tournament: each is refused with a French
message. A file is looked at read-only (:func:`look_read_only`); a database
server's revision and tables are judged alike (:func:`judge`).
"""

from __future__ import annotations

import os
import sqlite3
from contextlib import closing
from pathlib import Path
from typing import Final

from engine.errors import os_reason
from tournoi.storage import revisions
from tournoi.storage.errors import DamagedFile, StorageError
from tournoi.storage.failures import is_read_only_refusal, read_only_medium

SQLITE_HEADER: Final = b"SQLite format 3\x00"


def check_sqlite_file(path: Path) -> None:
    """Refuse what is not a SQLite file; an empty file is an empty database, made a tournament."""
    if not path.exists():
        raise StorageError(f"Le fichier « {path} » n'existe pas.")
    if path.is_dir():
        raise StorageError(f"« {path} » est un dossier, pas un fichier de tournoi.")
    try:
        with path.open("rb") as file:
            header = file.read(len(SQLITE_HEADER))
    except OSError as error:
        raise StorageError(f"Impossible de lire « {path} » : {os_reason(error)}.") from None
    if header and header != SQLITE_HEADER:
        raise StorageError(f"« {path} » n'est pas un fichier de tournoi de belote.")


def check_writable(path: Path) -> None:
    """SQLite writes the file and, beside it, its ``-wal`` and ``-shm`` files."""
    if not (os.access(path, os.W_OK) and os.access(path.parent, os.W_OK | os.X_OK)):
        raise read_only_medium(path)


def look_read_only(path: Path) -> tuple[str | None, set[str]]:
    """The schema revision and the tables of a SQLite file, without writing to it.

    A revision older than the tables say (set back by a SQLite tool) is refused:
    the migrations would add again what is there, and fail half-way.
    """
    try:
        with closing(sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)) as connection:
            tables = {row[0] for row in connection.execute("SELECT name FROM sqlite_master")}
            revision = None
            if "alembic_version" in tables:
                row = connection.execute("SELECT version_num FROM alembic_version").fetchone()
                revision = row[0] if row else None
            if revision in revisions.known() and revision != revisions.head():
                _check_stamp_not_set_back(str(path), revision, connection)
    except sqlite3.DatabaseError as error:
        if is_read_only_refusal(error):
            raise read_only_medium(path) from None
        raise StorageError(
            f"« {path} » est endommagé ou n'est pas un fichier de tournoi ({error})."
        ) from None
    return revision, tables


def judge(location: str, revision: str | None, tables: set[str]) -> None:
    """Refuse another program's database and a newer version's tournament."""
    if revision is None:
        if tables - {"alembic_version"}:
            raise StorageError(
                f"« {location} » est une base de données d'un autre programme, "
                "pas un tournoi de belote."
            )
        return
    if revision not in revisions.known() and "tournament" not in tables:
        # A club's file (a challenge, a register) has a revision of its own chain.
        raise StorageError(f"« {location} » n'est pas un fichier de tournoi de belote.")
    if revision not in revisions.known():
        raise StorageError(
            f"« {location} » a été enregistré par une version plus récente de "
            "l'application : mettez l'application à jour pour l'ouvrir."
        ) from None


def _check_stamp_not_set_back(location: str, revision: str, connection: sqlite3.Connection) -> None:
    """Refuse a file stamped ``revision`` whose schema is already the head's.

    Every migration adds a table, a column, an index or a trigger (a test
    holds it): a file truly at an older revision lacks one of the head's.
    """
    # Imported here: the models load with the database, after the file was judged.
    from tournoi.storage.schema_names import head_names  # noqa: PLC0415

    present = {
        f"{table}.{column}"
        for table, column in connection.execute(
            "SELECT m.name, p.name FROM sqlite_master AS m, pragma_table_info(m.name) AS p "
            "WHERE m.type = 'table'"
        )
    } | {name for (name,) in connection.execute("SELECT name FROM sqlite_master")}
    if head_names() <= present:
        raise DamagedFile(
            location=location, table="alembic_version", column="version_num", value=revision,
            expected=f"alors que ses tables sont déjà celles de la version {revisions.head()}",
        )  # fmt: skip
