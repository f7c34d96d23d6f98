"""The challenge file: its own schema and migrations, a tournament's never mixed in; what is
refused before it is opened leaves it as it was."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from sqlalchemy import inspect

from tests.conftest import new_tournament
from tournoi.storage import Database, StorageError
from tournoi.storage.club import ChallengeFile


def test_a_new_file_holds_the_challenges_tables_only(tmp_path: Path) -> None:
    challenge = ChallengeFile.create(tmp_path / "saison.challenge")
    with challenge.engine.connect() as connection:
        tables = set(inspect(connection).get_table_names())
    challenge.close()
    assert tables == {
        "alembic_version", "challenge", "concours", "concours_team", "concours_player",
    }  # fmt: skip
    again = ChallengeFile.open(tmp_path / "saison.challenge")
    assert again.schema_revision() == ChallengeFile.head_revision() == "c0002"
    again.close()


def test_a_tournament_is_not_a_challenge_and_is_left_as_it_was(tmp_path: Path) -> None:
    path = tmp_path / "concours.tournoi"
    new_tournament(path).close()
    before = path.read_bytes()
    with pytest.raises(StorageError, match="n'est pas un fichier de challenge"):
        ChallengeFile.open(path)
    assert path.read_bytes() == before


def test_a_newer_versions_challenge_another_file_and_a_folder_are_refused(
    tmp_path: Path,
) -> None:
    newer = tmp_path / "future.challenge"
    ChallengeFile.create(newer).close()
    with sqlite3.connect(newer) as connection:
        connection.execute("UPDATE alembic_version SET version_num = 'c9999'")
    connection.close()
    with pytest.raises(StorageError, match="version plus récente"):
        ChallengeFile.open(newer)
    text = tmp_path / "notes.challenge"
    text.write_text("pas une base", encoding="utf-8")
    with pytest.raises(StorageError, match="n'est pas un fichier de challenge"):
        ChallengeFile.open(text)
    with pytest.raises(StorageError, match="est un dossier"):
        ChallengeFile.open(tmp_path)
    with pytest.raises(StorageError, match="n'existe pas"):
        ChallengeFile.open(tmp_path / "absent.challenge")
    with pytest.raises(StorageError, match="existe déjà"):
        ChallengeFile.create(newer)
    with pytest.raises(StorageError, match="n'existe pas"):
        ChallengeFile.create(tmp_path / "absent" / "saison.challenge")


def test_a_challenge_opened_as_a_tournament_is_not_called_a_newer_versions(
    tmp_path: Path,
) -> None:
    path = tmp_path / "saison.challenge"
    ChallengeFile.create(path).close()
    with pytest.raises(StorageError) as refused:
        Database.open(path)
    assert refused.value.message == f"« {path} » n'est pas un fichier de tournoi de belote."
