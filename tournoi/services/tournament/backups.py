"""Backup copies of the open tournament: listed with what they hold, made on demand, restored.

Copies are made before each draw (:mod:`tournoi.services.draws`) and each
correction of a finished partie (:mod:`tournoi.services.scores`), and when the
organiser asks. A copy is only ever read read-only. Restoring one first
copies the current state (« avant restauration »): a restore is undone by
restoring that copy.

A tournament kept on a database server has no copies here: the server's
administrator backs it up.
"""

from __future__ import annotations

import re
import sqlite3
import tempfile
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Final

from sqlalchemy.exc import DatabaseError
from sqlmodel import Session, SQLModel, func, select

from tournoi.services import audit
from tournoi.services.errors import ServiceError, StateError
from tournoi.storage import Database, StorageError, models
from tournoi.storage.backup import (
    BackupCopy,
    backup_folder,
    copy_sqlite,
    list_backups,
    read_only_uri,
)

ON_DEMAND: Final = "à la demande"
BEFORE_RESTORE: Final = "avant restauration"
SERVER: Final = (
    "Un tournoi sur un serveur de base de données est sauvegardé par l'administrateur du "
    "serveur (pg_dump) : l'application n'en fait pas de copies."
)

_REASONS: Final = (
    (re.compile(r"avant tirage tour (\d+)"), "Avant le tirage du tour {0}"),
    (
        re.compile(r"correction tour (\d+) table (\d+)"),
        "Avant la correction du tour {0}, table {1}",
    ),
    (re.compile(r"avant restauration"), "Avant une restauration"),
    (re.compile(r"(a )?la demande"), "À la demande"),
)
"""The reasons written in the copies' names, in words."""


class BackupError(ServiceError):
    """A copy that cannot be restored: damaged, another program's, a newer version's, another
    tournament's."""


@dataclass(frozen=True, slots=True)
class Summary:
    """What a copy holds, read from it read-only."""

    tournament: str
    teams: int
    rounds: int
    donnes: int
    last_change: datetime | None
    """The last event of its audit trail, in UTC."""


@dataclass(frozen=True, slots=True)
class Backup:
    path: Path
    made_at: datetime
    """Local time, as in the copy's name."""
    reason: str
    """Why it was made, in French words: « Avant le tirage du tour 2 »."""
    summary: Summary | None
    """``None`` when the copy cannot be read."""
    problem: str = ""
    """Why it cannot be restored, in French; empty when it can."""

    @property
    def restorable(self) -> bool:
        return not self.problem


def reason_in_words(reason: str) -> str:
    """The reason of a copy's name as a sentence.

    >>> reason_in_words("correction tour 2 table 5")
    'Avant la correction du tour 2, table 5'
    >>> reason_in_words("a la demande")
    'À la demande'
    """
    for pattern, words in _REASONS:
        match = pattern.fullmatch(reason)
        if match:
            return words.format(*match.groups())
    return reason[:1].upper() + reason[1:]


def unavailable(db: Database) -> str | None:
    """Why the tournament has no copies here (it is on a server), or ``None``."""
    return SERVER if db.path is None else None


def folder(db: Database) -> Path:
    """Where the copies are: ``concours-sauvegardes/`` beside ``concours.tournoi``."""
    return backup_folder(_file(db))


def list_copies(db: Database) -> list[Backup]:
    """The copies of the tournament, newest first, each with what it holds."""
    path = _file(db)
    created_at = _identity(db)[1]
    return [_describe(copy, created_at) for copy in list_backups(path)]


def make_backup(db: Database, reason: str = ON_DEMAND) -> Backup:
    """Copy the tournament now, beside the others."""
    path = _file(db)
    try:
        made = db.backup(reason)
    except StorageError as error:
        raise BackupError(str(error)) from None
    copy = next(copy for copy in list_backups(path) if copy.path == made)
    return _describe(copy, _identity(db)[1])


def restore_backup(db: Database, copy: Backup, *, who: str) -> Backup:
    """Put the whole tournament back as it was in ``copy``.

    The current state is copied first; that copy is returned, so that the
    restore can be undone by restoring it. The restore is written in the
    audit trail of the restored tournament.
    """
    path = _file(db)
    name, created_at = _identity(db)
    with tempfile.TemporaryDirectory(prefix="tournoi-") as folder:
        staged = Path(folder) / path.name
        _stage(copy.path, staged, name=name, created_at=created_at)
        before = make_backup(db, BEFORE_RESTORE)
        try:
            db.replace_with(staged)
        except (sqlite3.Error, OSError) as error:
            # The backup API writes in one transaction: a failure leaves the file as it was.
            raise BackupError(
                f"La restauration n'a pas pu se faire ({error}) : le tournoi est resté tel quel."
            ) from None
    with db.session() as session:
        audit.record(
            session,
            who=who,
            action="backup.restore",
            message=f"Sauvegarde restaurée : celle du {_when(copy.made_at)} "
            f"({copy.reason[:1].lower()}{copy.reason[1:]}). L'état remplacé est gardé dans "
            f"la sauvegarde du {_when(before.made_at)}.",
            after={"copy": copy.path.name, "before_restore": before.path.name},
        )
    return before


def _file(db: Database) -> Path:
    if db.path is None:
        raise StateError(SERVER)
    return db.path


def _identity(db: Database) -> tuple[str, datetime]:
    """The tournament's name and creation time: a copy of another tournament has another one."""
    with db.session() as session:
        return _identity_in(session)


def _identity_in(session: Session) -> tuple[str, datetime]:
    # Only the columns of the first schema: a copy may be older than the application.
    row = session.exec(select(models.Tournament.name, models.Tournament.created_at)).first()
    if row is None:
        raise StorageError("Ce fichier ne contient aucun tournoi.")
    return row[0], row[1]


def _describe(copy: BackupCopy, created_at: datetime) -> Backup:
    """The copy with what it holds, or with what is wrong with it."""
    reason = reason_in_words(copy.reason)
    try:
        source = Database.read_only(copy.path)
    except StorageError as error:
        return Backup(copy.path, copy.made_at, reason, None, str(error))
    try:
        with source.session() as session:
            summary = _summary(session)
            problem = ""
            if _identity_in(session)[1] != created_at:
                problem = f"Copie d'un autre tournoi (« {summary.tournament} »)."
    except StorageError as error:
        return Backup(copy.path, copy.made_at, reason, None, str(error))
    except DatabaseError as error:
        return Backup(copy.path, copy.made_at, reason, None, _damaged(copy.path, error))
    finally:
        source.close()
    return Backup(copy.path, copy.made_at, reason, summary, problem)


def _summary(session: Session) -> Summary:
    def count(table: type[SQLModel]) -> int:
        return session.exec(select(func.count()).select_from(table)).one()

    return Summary(
        tournament=_identity_in(session)[0],
        teams=count(models.Team),
        rounds=count(models.Round),
        donnes=count(models.Donne),
        last_change=session.exec(select(func.max(models.AuditEvent.at))).one(),
    )


def _stage(copy: Path, staged: Path, *, name: str, created_at: datetime) -> None:
    """Copy ``copy`` into ``staged`` and bring it to the current schema, if it can be restored."""
    try:
        source = Database.read_only(copy)
        try:
            with source.session() as session:
                other, other_created_at = _identity_in(session)
        finally:
            source.close()
        if other_created_at != created_at:
            raise BackupError(
                f"« {copy.name} » est une copie du tournoi « {other} », pas de « {name} » : "
                "elle ne peut pas le remplacer."
            )
        copy_sqlite(read_only_uri(copy), staged)
        restored = Database.open(staged)  # migrated, if the copy is older than the application
        try:
            with restored.session() as session:
                # The copy's revision may come back to the one another station's standings
                # were kept at, for other results (services.cache).
                models.renew_standings_epoch(session.connection())
        finally:
            restored.close()
    except StorageError as error:
        raise BackupError(str(error)) from None
    except (DatabaseError, sqlite3.DatabaseError) as error:
        raise BackupError(_damaged(copy, error)) from None


def _damaged(path: Path, error: Exception) -> str:
    return f"« {path.name} » est endommagé et ne peut pas être lu ({error})."


def _when(moment: datetime) -> str:
    """``21/11/2026 à 14 h 05``."""
    return f"{moment:%d/%m/%Y} à {moment.hour} h {moment:%M}"


__all__ = [
    "BEFORE_RESTORE",
    "ON_DEMAND",
    "SERVER",
    "Backup",
    "BackupError",
    "Summary",
    "folder",
    "list_copies",
    "make_backup",
    "reason_in_words",
    "restore_backup",
    "unavailable",
]
