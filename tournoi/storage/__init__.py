"""Persistence of a tournament: SQLModel tables, sessions, Alembic migrations, backups.

One SQLite file per tournament by default (WAL mode, foreign keys on), or a
PostgreSQL database given by URL. Only :mod:`tournoi.services` uses it.
"""

from tournoi.storage.database import Database
from tournoi.storage.errors import DamagedFile, StorageError

__all__ = ["DamagedFile", "Database", "StorageError"]
