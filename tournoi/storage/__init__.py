"""Persistence of a tournament: SQLModel tables, sessions, Alembic migrations, backups.

One SQLite file per tournament by default (WAL mode, foreign keys on), or a
PostgreSQL database given by URL. Only :mod:`tournoi.services` uses it.
"""

# The SQLite dialect, which ``create_engine`` would import at the first opening: loaded
# with the storage, it comes before Qt in the window (PySide6's import hook reads the source
# of every module imported after it) and with the collector paused, 10 ms sooner.
import sqlalchemy.dialects.sqlite  # noqa: F401

from tournoi.storage.database import Database
from tournoi.storage.errors import DamagedFile, StorageError

__all__ = ["DamagedFile", "Database", "StorageError"]
