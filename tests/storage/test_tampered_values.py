"""Values a SQLite tool may write that the application never does: named by ``check``, refused
when the file is opened, never a traceback.

Each file is a real tournament (drawn, donnes entered through the services), changed
with ``sqlite3`` as someone with a SQLite tool would, then opened by the services and
by ``python -m tournoi check``.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from tests.conftest import downgrade, new_tournament
from tests.storage.tampering import played_file, tampered
from tournoi.cli import main
from tournoi.services import scores
from tournoi.services.integrity import soundness as integrity
from tournoi.services.teams.checks import MAX_NUMBER
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.storage import DamagedFile, Database, domains, revisions

OPENING = "« {path} » : fichier endommagé : "
RESTORE = " ; reprenez sa dernière copie de sauvegarde."


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Six teams, round 1 drawn at random and its three tables played; round 2 drawn."""
    path = tmp_path_factory.mktemp("joue") / "concours.tournoi"
    return played_file(path, teams=6, seed=7, next_round=True)


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def checked(path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    """What ``python -m tournoi check FILE`` says: exit 1, the refusal on standard error."""
    status = main(["check", str(path)])
    out, err = capsys.readouterr()
    assert (status, out) == (1, "")
    assert "Traceback" not in err
    return err.rstrip("\n")


# Refused at the opening: the small tables, scanned each time


@pytest.mark.parametrize(
    ("statement", "said"),
    [
        ("UPDATE team SET number = -3 WHERE id = 2",
         "dans la table « team », ligne 2, la colonne « number » vaut « -3 » au lieu d'un "
         f"numéro d'équipe de 1 à {MAX_NUMBER}"),
        ("UPDATE team SET number = 10000 WHERE id = 5",
         "dans la table « team », ligne 5, la colonne « number » vaut « 10000 » au lieu d'un "
         f"numéro d'équipe de 1 à {MAX_NUMBER}"),
        ("UPDATE round SET number = 7 WHERE number = 2",
         "dans la table « round », ligne 2, la colonne « number » vaut « 7 » alors que les 2 "
         "tours du tournoi sont numérotés de 1 à 2"),
        ("UPDATE round SET number = 0 WHERE number = 1",
         "dans la table « round », ligne 1, la colonne « number » vaut « 0 » alors que les 2 "
         "tours du tournoi sont numérotés de 1 à 2"),
        ("UPDATE round SET drawn_at = 'hier soir' WHERE number = 2",
         "dans la table « round », ligne 2, la colonne « drawn_at » vaut « hier soir » qui "
         "n'est pas une date et une heure"),
        ("UPDATE tournament SET created_at = 1732871234",
         "dans la table « tournament », ligne 1, la colonne « created_at » vaut « 1732871234 » "
         "qui n'est pas une date et une heure"),
    ],
    ids=["team-negative", "team-too-big", "round-renumbered", "round-zero", "round-garbage-time",
         "tournament-unix-time"],
)  # fmt: skip
def test_opening_refuses_a_tampered_value_naming_table_row_and_column(
    played: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], statement: str, said: str
) -> None:
    path = tampered(played, tmp_path, statement)
    before = digest(path)
    expected = OPENING.format(path=path) + said + RESTORE

    with pytest.raises(DamagedFile) as refused:
        tournaments.open_tournament(path)
    assert str(refused.value) == expected
    assert checked(path, capsys) == expected
    assert digest(path) == before


# Named by the check (the window runs it on opening): the big tables, read in part otherwise


@pytest.mark.parametrize(
    ("table", "column", "value"),
    [
        ("donne", "entered_at", "plus tard"),
        ("donne", "entered_at", "2026-11-29T25:61:00"),
        ("audit_event", "at", "xx"),
        ("partie", "updated_at", "2026-13-01 10:00:00.000000"),
        ("team", "created_at", "2026-02-31 10:00:00.000000"),
    ],
)
def test_the_check_names_a_garbage_timestamp(
    played: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    table: str,
    column: str,
    value: str,
) -> None:
    path = tampered(played, tmp_path, f"UPDATE {table} SET {column} = '{value}' WHERE id = 2")
    said = (
        f"dans la table « {table} », ligne 2, la colonne « {column} » vaut « {value} » qui "
        "n'est pas une date et une heure"
    )
    expected = OPENING.format(path=path) + said + RESTORE

    db = tournaments.open_tournament(path)  # opened: the check, run next, finds it
    try:
        with pytest.raises(DamagedFile) as refused:
            integrity.check(db)
        assert str(refused.value) == expected
        assert integrity.check(db, full=False).sound  # before a draw: what changed only
    finally:
        db.close()
    assert checked(path, capsys) == expected


def test_a_garbage_entry_time_read_with_its_donne_is_refused_in_french(
    played: Path, tmp_path: Path
) -> None:
    """Once a traceback from the driver's own reading of the date."""
    path = tampered(played, tmp_path, "UPDATE donne SET entered_at = 'garbage' WHERE id = 2")
    db = tournaments.open_tournament(path)
    try:
        with pytest.raises(DamagedFile) as refused:
            scores.export_sheet(db, round_number=1, table=1)
        assert refused.value.row == 2
        assert "la colonne « entered_at » vaut « garbage »" in str(refused.value)
    finally:
        db.close()


def test_a_sound_file_passes_every_new_check(
    played: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["check", str(played)]) == 0
    capsys.readouterr()
    db = tournaments.open_tournament(played)
    try:
        assert integrity.check(db).sound
    finally:
        db.close()


def test_storage_knows_the_services_largest_team_number() -> None:
    assert domains.MAX_TEAM_NUMBER == MAX_NUMBER


# The version stamp set back


def test_a_version_stamp_set_back_is_refused_and_the_file_left_as_it_was(
    played: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    first = next(name for name, before in revisions.known().items() if before is None)
    path = tampered(played, tmp_path, f"UPDATE alembic_version SET version_num = '{first}'")
    before = digest(path)
    expected = (
        OPENING.format(path=path)
        + (
            f"dans la table « alembic_version », la colonne « version_num » vaut « {first} » "
            f"alors que ses tables sont déjà celles de la version {revisions.head()}"
        )
        + RESTORE
    )

    with pytest.raises(DamagedFile) as refused:
        tournaments.open_tournament(path)
    assert str(refused.value) == expected
    assert checked(path, capsys) == expected
    assert digest(path) == before


@pytest.mark.parametrize(
    "revision", [name for name in revisions.known() if name != revisions.head()]
)
def test_a_file_truly_at_an_older_revision_still_opens(tmp_path: Path, revision: str) -> None:
    """What the refusal above relies on: each migration adds a table, a column, an index
    or a trigger that the files of every older revision lack."""
    path = tmp_path / "ancien.tournoi"
    db = new_tournament(path, teams=4)
    downgrade(db, revision)
    assert db.schema_revision() == revision
    db.close()

    reopened = tournaments.open_tournament(path)
    try:
        assert reopened.schema_revision() == Database.head_revision()
    finally:
        reopened.close()
