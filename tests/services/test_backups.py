"""Backup copies through the services: listed from real copies, restored exactly, refused safely."""

from __future__ import annotations

import hashlib
import shutil
import sqlite3
from collections.abc import Iterator
from contextlib import closing
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import create_engine
from sqlmodel import SQLModel, col, select

from engine import Donne, PerTeam, Team, Trump
from tests.conftest import new_tournament
from tournoi.services import audit, draws, scores
from tournoi.services.draws import DrawMethod
from tournoi.services.errors import StateError
from tournoi.services.tournament import backups
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.services.tournament.backups import BackupError
from tournoi.storage import Database, models
from tournoi.storage import database as database_module
from tournoi.storage.backup import backup_folder

ALICE = "Alice (table de marque)"
A80 = Donne(taker=Team.A, contract=80, trump=Trump.PIQUE, points=117)  # 120 - 50
A80_BELOTE = replace(A80, belotes=PerTeam(1, 0))
CONTENT: tuple[type[SQLModel], ...] = (
    models.Tournament, models.Settings, models.Team, models.Player, models.Round,
    models.Partie, models.Donne, models.Result,
)  # fmt: skip
"""Everything but the audit trail, which a restore extends."""


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    """Four teams, round 1 drawn, table 1 finished (3 donnes) then corrected: two copies."""
    database = new_tournament(tmp_path / "concours.tournoi", who=ALICE, draw=DrawMethod.SWISS)
    for _ in range(3):
        scores.record_donne(database, round_number=1, table=1, donne=A80, who=ALICE)
    yield database
    database.close()


def correct(db: Database) -> None:
    scores.correct_donne(db, round_number=1, table=1, number=1, donne=A80_BELOTE, who=ALICE)


def content(db: Database) -> dict[str, list[dict[str, Any]]]:
    """Every row, but the standings' epoch: a restore renews it (``services.cache``)."""
    with db.session() as session:
        return {
            table.__name__: [
                row.model_dump(exclude={"standings_epoch"})
                for row in session.exec(select(table).order_by(col(table.id)))  # type: ignore[attr-defined]
            ]
            for table in CONTENT
        }


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_the_copies_are_listed_newest_first_with_what_they_hold(db: Database) -> None:
    correct(db)
    copies = backups.list_copies(db)
    assert [copy.reason for copy in copies] == [
        "Avant la correction du tour 1, table 1",
        "Avant le tirage du tour 1",
    ]
    assert copies[0].made_at > copies[1].made_at
    assert all(copy.restorable and copy.summary is not None for copy in copies)
    correction, draw = (copy.summary for copy in copies)
    assert correction is not None and draw is not None
    assert (correction.tournament, correction.teams, correction.rounds, correction.donnes) == (
        "Concours d'essai", 4, 1, 3,
    )  # fmt: skip
    assert (draw.teams, draw.rounds, draw.donnes) == (4, 0, 0)
    assert draw.last_change is not None and correction.last_change is not None
    assert draw.last_change < correction.last_change


def test_reading_a_copy_leaves_it_and_its_folder_as_they_were(db: Database) -> None:
    assert db.path is not None
    folder = backup_folder(db.path)
    before = {path.name: digest(path) for path in folder.iterdir()}
    backups.list_copies(db)
    backups.list_copies(db)
    assert {path.name: digest(path) for path in folder.iterdir()} == before


def test_a_manual_copy_is_listed_first(db: Database) -> None:
    made = backups.make_backup(db)
    assert made.reason == "À la demande" and made.path.exists()
    assert made.summary is not None and made.summary.donnes == 3
    assert backups.list_copies(db)[0] == made


def test_restoring_brings_back_the_rows_and_can_itself_be_undone(db: Database) -> None:
    before_correction = content(db)
    correct(db)
    corrected = content(db)
    assert corrected != before_correction

    copy = backups.list_copies(db)[0]
    saved = backups.restore_backup(db, copy, who=ALICE)
    assert content(db) == before_correction
    assert saved.reason == "Avant une restauration" and saved.restorable
    assert backups.list_copies(db)[0] == saved
    with db.session() as session:
        last = audit.entries(session)[-1]
    assert (last.action, last.who) == ("backup.restore", ALICE)
    assert last.message.startswith("Sauvegarde restaurée : celle du ")
    assert "avant la correction du tour 1, table 1" in last.message

    backups.restore_backup(db, saved, who=ALICE)
    assert content(db) == corrected
    assert scores.sheet(db, round_number=1, table=1).totals == PerTeam(380, 150)


def test_the_window_of_another_connection_sees_the_restored_tournament(db: Database) -> None:
    assert db.path is not None
    other = tournaments.open_tournament(db.path)
    try:
        draw_copy = backups.list_copies(db)[-1]
        backups.restore_backup(db, draw_copy, who=ALICE)
        assert draws.last_round(other) == 0
        assert draws.last_round(db) == 0
    finally:
        other.close()


def corrupt(path: Path) -> None:
    data = bytearray(path.read_bytes())
    data[4096:] = b"\xa5" * (len(data) - 4096)
    path.write_bytes(bytes(data))


def truncate(path: Path) -> None:
    path.write_bytes(path.read_bytes()[:6000])


def scribble(path: Path) -> None:
    path.write_text("Ceci n'est pas un tournoi.", encoding="utf-8")


def another_program(path: Path) -> None:
    path.unlink()
    with closing(sqlite3.connect(path)) as connection:
        connection.execute("CREATE TABLE client (nom TEXT)")
        connection.commit()


def newer_version(path: Path) -> None:
    with closing(sqlite3.connect(path)) as connection:
        connection.execute("UPDATE alembic_version SET version_num = 'ffff9999'")
        connection.commit()


@pytest.mark.parametrize(
    ("spoil", "problem"),
    [
        (corrupt, "endommagé"),
        (truncate, "endommagé"),
        (scribble, "n'est pas un fichier de tournoi"),
        (another_program, "autre programme"),
        (newer_version, "version plus récente"),
    ],
)
def test_a_copy_that_cannot_be_restored_is_listed_as_such_and_refused(
    db: Database, spoil: Any, problem: str
) -> None:
    copy = backups.make_backup(db)
    spoil(copy.path)
    listed = next(item for item in backups.list_copies(db) if item.path == copy.path)
    assert not listed.restorable and problem in listed.problem
    assert listed.summary is None
    now = content(db)
    count = len(backups.list_copies(db))
    with pytest.raises(BackupError, match=problem):
        backups.restore_backup(db, listed, who=ALICE)
    assert content(db) == now
    assert len(backups.list_copies(db)) == count, "nothing is saved before a refused restore"


def test_a_restore_that_fails_leaves_the_tournament_as_it_was(
    db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    def locked(_source: object, _target: object) -> None:
        raise sqlite3.OperationalError("database is locked")

    monkeypatch.setattr(database_module, "copy_sqlite", locked)
    now = content(db)
    with pytest.raises(BackupError, match="le tournoi est resté tel quel"):
        backups.restore_backup(db, backups.list_copies(db)[0], who=ALICE)
    assert content(db) == now


def test_a_copy_of_another_tournament_is_refused(db: Database, tmp_path: Path) -> None:
    other = new_tournament(tmp_path / "autre.tournoi", name="Concours du voisin", who=ALICE)
    try:
        foreign = backups.make_backup(other)
    finally:
        other.close()
    assert db.path is not None
    moved = backup_folder(db.path) / foreign.path.name.replace("autre-", "concours-")
    shutil.move(foreign.path, moved)
    listed = backups.list_copies(db)[0]
    assert listed.path == moved
    assert listed.problem == "Copie d'un autre tournoi (« Concours du voisin »)."
    now = content(db)
    with pytest.raises(BackupError, match="copie du tournoi « Concours du voisin »"):
        backups.restore_backup(db, listed, who=ALICE)
    assert content(db) == now


def test_a_server_database_is_backed_up_by_its_administrator(db: Database) -> None:
    server = Database(create_engine("sqlite://"), path=None)
    copy = backups.list_copies(db)[0]
    assert backups.unavailable(db) is None
    assert backups.unavailable(server) == backups.SERVER
    assert "pg_dump" in backups.SERVER
    with pytest.raises(StateError, match="administrateur"):
        backups.list_copies(server)
    with pytest.raises(StateError, match="administrateur"):
        backups.make_backup(server)
    with pytest.raises(StateError, match="administrateur"):
        backups.restore_backup(server, copy, who=ALICE)
