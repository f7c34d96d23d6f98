"""One owner of what is kept of a tournament: a cache per database handle, dropped with it,
and every rule of what makes it served again holding for a second station on the same file."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from engine import Rules, Team
from tests.conftest import A_WINS, WHO, new_tournament, secret_of
from tournoi.services import scores
from tournoi.services.cache import cache_of, owned
from tournoi.services.cache.integrity import IntegrityCache
from tournoi.services.cache.standings import Kept, StandingsCache
from tournoi.services.draws import DrawMethod
from tournoi.services.integrity import soundness as integrity
from tournoi.services.settings import ByeMarks, ByeScoring
from tournoi.services.standings import current as standings
from tournoi.services.tables import entry as table_entry
from tournoi.services.tables.sheet_cache import SheetMemo
from tournoi.services.teams import registration as team_service
from tournoi.services.teams.info import PlayerInfo
from tournoi.services.tournament import backups
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.storage import Database

B_WINS = tuple(replace(donne, taker=Team.B, capot=donne.capot and Team.B) for donne in A_WINS)


def played(path: Path, tables: tuple[int, ...] = (1,)) -> Database:
    """Five teams in contrée to 300, round 1 drawn in order (team 5 exempt), ``tables`` won
    by their team A."""
    db = new_tournament(path, teams=5, rules=Rules(target=300), draw=DrawMethod.ROTATION)
    for table in tables:
        win(db, table)
    return db


def win(db: Database, table: int) -> None:
    for donne in A_WINS:
        scores.record_donne(db, round_number=1, table=table, donne=donne, who=WHO)


def computed(db: Database) -> list[standings.StandingRow]:
    """The standings computed from the stored results, nothing kept."""
    with db.session() as session:
        return standings.standings_before(session, None)


@pytest.fixture
def station(tmp_path: Path) -> Iterator[Database]:
    """The desk: the played tournament, table 1 won."""
    db = played(tmp_path / "concours.tournoi")
    yield db
    db.close()


@pytest.fixture
def second(station: Database) -> Iterator[Database]:
    """A second station on the same file: another handle, as another window would open it."""
    assert station.path is not None
    db = Database.open(station.path)
    yield db
    db.close()


@pytest.fixture
def full_reads(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The standings read and computed anew (not given again nor brought up to date)."""
    reads: list[int] = []
    read = Kept.read

    def counting(session: object, **kwargs: object) -> Kept:
        reads.append(1)
        return read(session, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(Kept, "read", staticmethod(counting))
    return reads


def test_each_open_file_has_its_own_cache(tmp_path: Path) -> None:
    first, other = played(tmp_path / "un.tournoi"), played(tmp_path / "deux.tournoi", ())
    try:
        assert cache_of(first) is cache_of(first) is not cache_of(other)
        assert owned(first, SheetMemo) is owned(first, SheetMemo) is not owned(other, SheetMemo)
        for _ in range(2):  # asked in turn, each file's own standings every time
            assert standings.standings(first) == computed(first)
            assert standings.standings(other) == computed(other)
        assert standings.standings(first) != standings.standings(other)
        assert integrity.check(first).donnes == 2 and integrity.check(other).donnes == 0
        assert integrity.check(other, full=False).donnes == 0
    finally:
        first.close()
        other.close()


def test_closing_the_database_drops_its_cache(tmp_path: Path) -> None:
    db = played(tmp_path / "concours.tournoi")
    standings.standings(db)
    integrity.check(db, full=False)
    table_entry.open_sheet(db, secret=secret_of(db))
    kept = weakref.ref(cache_of(db))
    gc.collect()
    assert kept() is not None  # held for the handle while it is open
    db.close()
    gc.collect()
    assert kept() is None


def test_a_copy_restored_through_the_handle_drops_its_cache(station: Database) -> None:
    copy = backups.make_backup(station)
    standings.standings(station)
    kept = weakref.ref(cache_of(station))
    backups.restore_backup(station, copy, who=WHO)
    gc.collect()
    assert kept() is None
    assert standings.standings(station) == computed(station)


def test_results_of_the_second_station_bring_the_standings_up_to_date(
    station: Database, second: Database, full_reads: list[int]
) -> None:
    standings.standings(station)
    win(second, 2)
    assert standings.standings(station) == computed(station) == computed(second)
    assert full_reads == [1]  # brought up to date from the partie changed


def test_teams_changed_at_the_second_station_make_the_standings_anew(
    station: Database, second: Database, full_reads: list[int]
) -> None:
    standings.standings(station)
    players = [PlayerInfo("Jean", "Nouveau"), PlayerInfo("Paul", "Nom")]
    team_service.edit_team(second, number=2, players=players, who=WHO)
    assert "Nouveau" in {row.number: row.name for row in standings.standings(station)}[2]
    assert full_reads == [1, 1]


def test_a_copy_restored_at_the_second_station_is_never_taken_for_the_standings_kept(
    station: Database, second: Database
) -> None:
    """Table 2 is won by its team A at the desk; the second station restores a copy made
    before, where team B then wins it: the revision is the same again, only the epoch tells."""
    copy = backups.make_backup(second)
    win(station, 2)
    ended = standings.standings(station)
    backups.restore_backup(second, copy, who=WHO)
    for donne in B_WINS:
        scores.record_donne(second, round_number=1, table=2, donne=donne, who=WHO)
    seen = standings.standings(station)
    assert seen == computed(station) != ended


def test_the_second_station_s_donnes_are_checked_again_and_the_others_kept(
    station: Database, second: Database, scored: list[int]
) -> None:
    assert integrity.check(station).sound
    scored.clear()
    win(second, 2)
    report = integrity.check(station, full=False)
    assert (report.sound, report.donnes, scored) == (True, 4, [2])
    scores.delete_donne(second, round_number=1, table=1, number=2, who=WHO)
    assert integrity.check(station, full=False).sound
    assert scored == [2, 1]


def test_settings_changed_at_the_second_station_make_the_check_read_everything(
    station: Database, second: Database, scored: list[int]
) -> None:
    win(station, 2)
    assert integrity.check(station).sound
    scored.clear()
    current = tournaments.get_settings(second)
    bye = ByeScoring(mode=ByeMarks.FIXED, marks=200)
    tournaments.update_settings(second, settings=replace(current, bye=bye), who=WHO)
    assert integrity.check(station, full=False).sound
    assert scored == [1, 2]
    assert owned(second, IntegrityCache).memo() is None  # the second station checked nothing


def test_a_sheet_kept_is_served_again_until_the_second_station_changes_it(
    station: Database, second: Database
) -> None:
    secret = secret_of(station, table=2)
    first = table_entry.open_sheet(station, secret=secret)
    assert table_entry.open_sheet(station, secret=secret).sheet.lines is first.sheet.lines
    scores.record_donne(second, round_number=1, table=2, donne=A_WINS[0], who=WHO)
    changed = table_entry.open_sheet(station, secret=secret)
    assert (changed.sheet.totals.a, changed.sheet.totals.b) == (250, 0)
    assert table_entry.open_sheet(station, secret=secret).sheet.lines is changed.sheet.lines
    settings = tournaments.get_settings(second)
    tournaments.update_settings(second, settings=replace(settings, rounds=5), who=WHO)
    again = table_entry.open_sheet(station, secret=secret)
    assert again == changed and again.sheet.lines is not changed.sheet.lines  # built anew


def test_the_phones_reads_share_the_handle_s_sheets(station: Database) -> None:
    """The phones' server and any other caller of the same handle: one sheet built."""
    secret = secret_of(station, table=2)
    through_owner = table_entry.open_sheet(station, secret=secret, memo=owned(station, SheetMemo))
    by_default = table_entry.open_sheet(station, secret=secret)
    assert by_default.sheet.lines is through_owner.sheet.lines
    assert owned(station, StandingsCache) is owned(station, StandingsCache)
