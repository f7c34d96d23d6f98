"""The check before a draw scores again only the parties changed since the last check, whoever
changed them: the stamps the database renews (migration 0012) and what the check keeps."""

from __future__ import annotations

import random
import shutil
import sqlite3
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sqlalchemy import create_engine, text

from engine import Rules
from tests.conftest import A_WINS, WHO, downgrade, new_tournament, tamper
from tests.factories import random_sheet, sheet_document
from tournoi.services import draws, scores
from tournoi.services.draws import DrawMethod
from tournoi.services.integrity import soundness as integrity
from tournoi.services.integrity.soundness import IntegrityError
from tournoi.services.settings import ByeMarks, ByeScoring
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.storage import Database, stamps


@pytest.fixture
def checked(played: Path) -> Iterator[Database]:
    """The played tournament (tables 1 and 2 of round 1, team 5 exempt), opened and found
    sound by a first check, as the window's at opening."""
    db = Database.open(played)
    assert integrity.check(db).sound
    yield db
    db.close()


TABLE_1 = "(SELECT id FROM partie WHERE table_number = 1)"
TAMPERED = {
    "result marks": (
        f"UPDATE result SET marks_for = 390 WHERE outcome = 'win' AND partie_id = {TABLE_1}",
        "table 1 du tour 1",
        [1],
    ),
    "donne points": (
        "UPDATE donne SET points = 100 WHERE number = 2 AND partie_id = "
        "(SELECT id FROM partie WHERE table_number = 2)",
        "table 2 du tour 1",
        [2],
    ),
    "partie state": (
        "UPDATE partie SET state = 'in_progress' WHERE table_number = 1",
        "table 1 du tour 1",
        [1],
    ),
    "bye row": (
        "UPDATE result SET marks_for = 1000 WHERE outcome = 'bye'",
        "l'exempt du tour 1",
        [],
    ),
    "donne deleted": (
        f"DELETE FROM donne WHERE number = 2 AND partie_id = {TABLE_1}",
        "table 1 du tour 1",
        [1],
    ),
}
"""A change as a SQLite tool makes it, the place the draw then names, the tables scored again."""


@pytest.mark.parametrize("change", TAMPERED, ids=list(TAMPERED))
def test_a_file_changed_by_a_sqlite_tool_while_open_stops_the_next_draw(
    checked: Database, played: Path, change: str, scored: list[int]
) -> None:
    statement, place, tables = TAMPERED[change]
    tamper(played, statement)
    with pytest.raises(IntegrityError, match=rf"\({place}\)"):
        draws.draw_round(checked, method=DrawMethod.SWISS, who=WHO)
    assert draws.list_rounds(checked)[-1].number == 1
    assert scored == tables  # that partie alone: the check at opening found the others sound


def test_unchanged_parties_are_not_read_again(
    checked: Database, played: Path, scored: list[int]
) -> None:
    assert integrity.check(checked, full=False) == integrity.check(checked)
    assert scored == [1, 2]  # the full check only
    scored.clear()
    report = integrity.check(checked, full=False)
    assert (report.sound, report.parties, report.donnes, scored) == (True, 2, 4, [])
    scores.delete_donne(checked, round_number=1, table=2, number=2, who=WHO)
    tamper(played, "UPDATE team SET name = 'Renommée' WHERE number = 1")  # not read by the check
    assert (integrity.check(checked, full=False).places(), scored) == ([], [2])


def test_a_partie_made_again_under_the_same_id_is_checked_again(
    checked: Database, played: Path, scored: list[int]
) -> None:
    """A tool copies the partie's row, stamp and all, deletes it and inserts it back changed:
    SQLite gives the same id, the database a new stamp."""
    tamper(
        played,
        "CREATE TEMP TABLE copy AS SELECT * FROM partie WHERE table_number = 1",
        "DELETE FROM partie WHERE table_number = 1",
        "UPDATE copy SET state = 'in_progress'",
        "INSERT INTO partie SELECT * FROM copy",
    )
    report = integrity.check(checked, full=False)
    assert (report.places(), scored) == (["table 1 du tour 1"], [1])


def test_a_dropped_trigger_makes_the_check_score_everything(
    checked: Database, played: Path, scored: list[int]
) -> None:
    tamper(played, "DROP TRIGGER donne_stamp_update", "UPDATE donne SET points = 100")
    assert integrity.check(checked, full=False).places() == ["table 1 du tour 1",
                                                            "table 2 du tour 1"]  # fmt: skip
    assert scored == [1, 2]


def test_changed_settings_or_team_numbers_make_the_check_score_everything(
    checked: Database, played: Path, scored: list[int]
) -> None:
    current = tournaments.get_settings(checked)
    tournaments.update_settings(
        checked, settings=replace(current, bye=ByeScoring(mode=ByeMarks.FIXED, marks=200)), who=WHO
    )
    assert integrity.check(checked, full=False).sound
    assert scored == [1, 2]
    tamper(played, "UPDATE settings SET target = 500")  # the rules, as only a tool can now
    assert integrity.check(checked, full=False).places() == ["table 1 du tour 1",
                                                            "table 2 du tour 1"]  # fmt: skip
    assert scored == [1, 2, 1, 2]
    tamper(played, "UPDATE settings SET target = 300")
    assert integrity.check(checked, full=False).sound
    assert integrity.check(checked, full=False).sound
    assert scored == [1, 2, 1, 2, 1, 2]  # the parties found wrong were not kept
    tamper(played, "UPDATE team SET number = 9 WHERE number = 5")  # the exempt team
    assert integrity.check(checked, full=False).sound
    assert scored == [1, 2, 1, 2, 1, 2, 1, 2]


def test_a_file_replaced_by_a_copy_is_checked_anew(
    checked: Database, played: Path, tmp_path: Path, scored: list[int]
) -> None:
    copy = tmp_path / "copie.tournoi"
    with sqlite3.connect(played) as source, sqlite3.connect(copy) as target:
        source.backup(target)
    checked.replace_with(copy)
    assert integrity.check(checked, full=False).sound
    assert scored == [1, 2]


# The incremental check against the full one, over random changes by a SQLite tool.

CHANGES = (
    "UPDATE donne SET points = {value} WHERE id = {row}",
    "UPDATE donne SET marks_a = marks_a + 10 WHERE id = {row}",
    "DELETE FROM donne WHERE id = {row}",
    "UPDATE result SET marks_for = marks_for + 10 WHERE id = {row}",
    "UPDATE result SET outcome = 'draw' WHERE id = {row}",
    "DELETE FROM result WHERE id = {row}",
    "UPDATE partie SET state = '{state}' WHERE id = {row}",
    "UPDATE partie SET totals_a = 500, totals_b = {value} WHERE id = {row}",
    "UPDATE partie SET forfeit_team_id = team_a_id WHERE id = {row}",
    "UPDATE settings SET bye_marks_mode = '{mode}'",
    "UPDATE team SET number = number + 100 WHERE id = {row}",
)
STATES = ("not_started", "in_progress", "finished", "validated")
MODES = ("fixed", "half_target", "average")


@pytest.fixture(scope="module")
def two_rounds(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Seven teams, the bye at the average of the round: round 1 played, round 2 half played."""
    path = tmp_path_factory.mktemp("deux-tours") / "concours.tournoi"
    rules = Rules(target=300)
    db = new_tournament(path, teams=7, rules=rules, bye=ByeScoring(mode=ByeMarks.AVERAGE))
    rng = random.Random(3)
    for number, tables in ((1, 3), (2, 2)):
        draws.draw_round(db, method=DrawMethod.SWISS, who=WHO)
        for table in range(1, tables + 1):
            scores.import_sheet(db, round_number=number, table=table,
                                document=sheet_document(random_sheet(rng, rules)), who=WHO)  # fmt: skip
    assert integrity.check(db).sound
    db.close()
    return path


@settings(max_examples=12)
@given(
    changes=st.lists(
        st.tuples(st.sampled_from(CHANGES), st.integers(1, 40), st.sampled_from((0, 100, 162)),
                  st.sampled_from(STATES), st.sampled_from(MODES)),
        min_size=1, max_size=6,
    )
)  # fmt: skip
def test_the_check_of_the_changes_alone_reports_as_the_full_check(
    two_rounds: Path, tmp_path_factory: pytest.TempPathFactory,
    changes: list[tuple[str, int, int, str, str]],
) -> None:  # fmt: skip
    path = tmp_path_factory.mktemp("exemple") / "concours.tournoi"
    shutil.copy(two_rounds, path)
    changed, full = Database.open(path), Database.open(path)
    try:
        assert integrity.check(changed).sound
        for change, row, value, state, mode in changes:
            tamper(path, change.format(row=row, value=value, state=state, mode=mode))
            assert integrity.check(changed, full=False) == integrity.check(full)
    finally:
        changed.close()
        full.close()


# The stamps themselves, in the file and on a server.


def stamp_rows(db: Database) -> dict[int, int]:
    with db.engine.connect() as connection:
        return {
            row.id: row.stamp for row in connection.execute(text("SELECT id, stamp FROM partie"))
        }


def test_the_migration_stamps_the_parties_of_a_file_and_its_downgrade_removes_them(
    played: Path,
) -> None:
    db = Database.open(played)
    downgrade(db, "0011")
    with db.engine.connect() as connection:
        columns = connection.execute(text("SELECT name FROM pragma_table_info('partie')"))
        assert "stamp" not in set(columns.scalars())
        assert not stamps.kept(connection)
        assert connection.execute(text("SELECT count(*) FROM sqlite_master WHERE type = "
                                       "'trigger'")).scalar() == 0  # fmt: skip
    db.close()
    db = Database.open(played)  # migrated to 0012 again
    try:
        first = stamp_rows(db)
        assert len(first) == 2 and 0 not in first.values() and len(set(first.values())) == 2
        with db.engine.connect() as connection:
            assert stamps.kept(connection)
        assert integrity.check(db).sound
        tamper(played, f"UPDATE result SET marks_for = 390 WHERE partie_id = {TABLE_1}")
        again = stamp_rows(db)
        assert sorted(again[i] == first[i] for i in first) == [False, True]
        with pytest.raises(IntegrityError, match=r"\(table 1 du tour 1\)"):
            draws.draw_round(db, method=DrawMethod.SWISS, who=WHO)
    finally:
        db.close()


def test_a_change_by_another_station_on_a_server_stops_the_next_draw(postgres_url: str) -> None:
    db = new_tournament(postgres_url, teams=5, rules=Rules(target=300), draw=DrawMethod.ROTATION)
    try:
        for table in (1, 2):
            for donne in A_WINS:
                scores.record_donne(db, round_number=1, table=table, donne=donne, who=WHO)
        with db.engine.connect() as connection:
            assert stamps.kept(connection)
        assert integrity.check(db).sound
        before = stamp_rows(db)
        station = create_engine(postgres_url)
        with station.begin() as connection:
            connection.execute(text(f"UPDATE donne SET points = 100 WHERE number = 2 AND "
                                    f"partie_id = {TABLE_1}"))  # fmt: skip
        station.dispose()
        after = stamp_rows(db)
        assert sorted(before[i] == after[i] for i in before) == [False, True]
        with pytest.raises(IntegrityError, match=r"\(table 1 du tour 1\)"):
            draws.draw_round(db, method=DrawMethod.SWISS, who=WHO)
        scores.correct_donne(db, round_number=1, table=1, number=2, donne=A_WINS[1], who=WHO)
        assert draws.draw_round(db, method=DrawMethod.SWISS, who=WHO).number == 2
        draws.cancel_draw(db, round_number=2, who=WHO)  # the parties' triggers on a delete
        downgrade(db, "0011")
        with db.engine.connect() as connection:
            assert not stamps.kept(connection)
    finally:
        db.close()
    again = tournaments.open_tournament(postgres_url)
    try:
        assert len(set(stamp_rows(again).values())) == 2
        assert integrity.check(again).sound
    finally:
        again.close()
