"""The standings are given again while nothing changed, brought up to date when results did."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path

import pytest

from tests.services.test_scores import A80, ALICE, CAPOT_A, enter, new_tournament
from tournoi.services import draws, scores
from tournoi.services.cache.standings import Kept
from tournoi.services.draws import DrawMethod
from tournoi.services.ranking import Criterion, LiveStandings
from tournoi.services.standings import current
from tournoi.services.teams import check_in, registration
from tournoi.services.teams.info import PlayerInfo
from tournoi.services.tournament import backups, lifecycle
from tournoi.storage import Database


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = new_tournament(tmp_path / "memo.tournoi", count=5)
    draws.draw_round(database, method=DrawMethod.SWISS, who=ALICE)
    yield database
    database.close()


@dataclass
class Work:
    """What the standings did: computed in full, or brought up to date from a few rows."""

    full: int = 0
    updates: list[int] = field(default_factory=list)
    """The number of rows read again, per update."""


@pytest.fixture
def work(monkeypatch: pytest.MonkeyPatch) -> Work:
    done = Work()
    read, update = Kept.read, LiveStandings.replace

    def counting_read(session: object, **kwargs: object) -> Kept:
        done.full += 1
        return read(session, **kwargs)  # type: ignore[arg-type]

    def counting_update(
        live: LiveStandings, *, removed: list[object], added: list[object]
    ) -> object:
        done.updates.append(len(removed) + len(added))
        return update(live, removed=removed, added=added)  # type: ignore[arg-type]

    monkeypatch.setattr(Kept, "read", staticmethod(counting_read))
    monkeypatch.setattr(LiveStandings, "replace", counting_update)
    return done


def full_standings(db: Database) -> list[current.StandingRow]:
    with db.session() as session:
        return current.standings_before(session, None)


def test_a_donne_that_ends_no_partie_changes_nothing_and_computes_nothing(
    db: Database, work: Work
) -> None:
    first = current.standings(db)
    enter(db, 1, A80)  # the partie goes on: no result yet
    again = current.standings(db)
    assert again == first and (work.full, work.updates) == (1, [])


def test_a_partie_that_ends_updates_the_standings_from_its_two_rows(
    db: Database, work: Work
) -> None:
    before = {row.number: row for row in current.standings(db)}
    enter(db, 1, CAPOT_A, CAPOT_A)  # 500 - 0: the partie ends, a result is stored
    ended = {row.number: row for row in current.standings(db)}
    assert (work.full, work.updates) == (1, [2])
    assert (ended[1].won, ended[1].points_for) == (1, 500) and before[1].won == 0
    assert list(ended.values()) == full_standings(db)

    scores.delete_donne(db, round_number=1, table=1, number=2, who=ALICE)  # open again
    assert current.standings(db) == full_standings(db) == list(before.values())
    assert (work.full, work.updates) == (1, [2, 2])


def test_teams_and_settings_make_them_computed_anew(db: Database, work: Work) -> None:
    current.standings(db)
    registration.edit_team(
        db, number=2, players=[PlayerInfo("Jean", "Nouveau"), PlayerInfo("Paul", "Nom")], who=ALICE
    )
    renamed = {row.number: row.name for row in current.standings(db)}
    assert work.full == 2 and "Nouveau" in renamed[2]

    settings = lifecycle.get_settings(db)
    reordered = replace(settings.ranking, criteria=(Criterion.MARKS, Criterion.WINS))
    lifecycle.update_settings(db, settings=replace(settings, ranking=reordered), who=ALICE)
    current.standings(db)
    assert work.full == 3

    check_in.check_in(db, number=3, present=True, who=ALICE)  # not a ranked column
    current.standings(db)
    assert work.full == 3 and work.updates == []


def test_another_station_s_results_are_seen_through_the_revision(db: Database) -> None:
    shown = current.standings(db)
    assert db.path is not None
    elsewhere = lifecycle.open_tournament(db.path)
    try:
        enter(elsewhere, 2, CAPOT_A, CAPOT_A)
        current.standings(elsewhere)
    finally:
        elsewhere.close()
    seen = current.standings(db)
    assert seen != shown and seen == full_standings(db)


def test_a_restored_copy_is_never_taken_for_the_standings_it_replaced(db: Database) -> None:
    copy = backups.make_backup(db)
    enter(db, 1, CAPOT_A, CAPOT_A)
    ended = current.standings(db)
    backups.restore_backup(db, copy, who=ALICE)
    enter(db, 2, CAPOT_A, CAPOT_A)  # as many changes of results since the copy: same revision
    restored = current.standings(db)
    assert restored != ended and restored == full_standings(db)


@pytest.fixture
def computed(monkeypatch: pytest.MonkeyPatch) -> list[int | None]:
    """The rounds whose standings were computed from the results (not taken as kept)."""
    rounds: list[int | None] = []
    compute = current.standings_before

    def counting(session: object, round_number: int | None) -> list[current.StandingRow]:
        rounds.append(round_number)
        return compute(session, round_number)  # type: ignore[arg-type]

    monkeypatch.setattr(current, "standings_before", counting)
    return rounds


def play_round_one(db: Database) -> None:
    enter(db, 1, CAPOT_A, CAPOT_A)  # 500 - 0
    enter(db, 2, A80, CAPOT_A)  # 370 - 50


def test_a_draw_takes_the_standings_kept_when_they_hold(
    db: Database, computed: list[int | None]
) -> None:
    play_round_one(db)
    kept = current.standings(db)
    with_kept = draws.draw_round(db, method=DrawMethod.SWISS, who=ALICE)
    assert computed == []
    draws.cancel_draw(db, round_number=2, who=ALICE)
    assert db.path is not None
    command_line = Database.open(db.path)  # none kept: computed from the results
    try:
        anew = draws.draw_round(command_line, method=DrawMethod.SWISS, who=ALICE)
    finally:
        command_line.close()
    assert computed == [2]
    assert with_kept == anew
    with db.session() as session:
        assert current.order_before(session, 2) == [row.number for row in kept]


def test_a_draw_computes_them_when_the_transaction_changed_them(
    db: Database, computed: list[int | None]
) -> None:
    play_round_one(db)
    current.standings(db)  # kept, but the draw first withdraws team 4: a new epoch
    view = draws.draw_round(db, method=DrawMethod.SWISS, withdraw=[4], who=ALICE)
    assert computed == [2]
    drawn = {team.number for table in view.tables for team in (table.a, table.b)}
    assert 4 not in drawn and view.bye is None and len(drawn) == 4
