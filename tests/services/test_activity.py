"""Other stations' changes, read from the audit trail: cheap when nothing was written, complete when
an event commits late below the numbers already seen."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import event

from engine import CAPOT, Donne, Team, Trump
from tests.conftest import WHO
from tournoi.services import scores
from tournoi.services.draws import DrawMethod
from tournoi.services.tournament import activity
from tournoi.storage import Database, models

CAPOT_A = Donne(taker=Team.A, contract=CAPOT, trump=Trump.COEUR, points=162, capot=Team.A)


@contextmanager
def statements(db: Database) -> Iterator[list[tuple[str, Any]]]:
    """The SQL statements ``db`` runs inside the block, with their parameters."""
    run: list[tuple[str, Any]] = []

    def seen(*args: Any) -> None:
        run.append((args[2], args[3]))

    event.listen(db.engine, "before_cursor_execute", seen)
    try:
        yield run
    finally:
        event.remove(db.engine, "before_cursor_execute", seen)


def write_event(db: Database, *, number: int, who: str = "poste Sud") -> None:
    """An event of the given number, as a transaction committing late on a server leaves it."""
    with db.session() as session:
        session.add(
            models.AuditEvent(
                id=number, at=datetime.now(UTC), who=who, action="donne.add", message=f"n° {number}"
            )
        )
        session.commit()


def test_nothing_written_costs_one_count_and_reads_no_event(
    tournament: Callable[..., Database],
) -> None:
    db = tournament(teams=8)
    watcher = activity.start(db)
    with statements(db) as run:
        assert activity.news(db, watcher) == []
    selects = [sql for sql, _ in run if sql.lstrip().upper().startswith("SELECT")]
    assert len(selects) == 1 and "count(" in selects[0].lower()


def test_this_stations_own_event_is_read_alone_and_once(
    tournament: Callable[..., Database],
) -> None:
    db = tournament(teams=8, draw=DrawMethod.RANDOM)
    watcher = activity.start(db)
    floor = watcher.floor
    scores.record_donne(db, round_number=1, table=2, donne=CAPOT_A, who=WHO)
    with statements(db) as run:
        news = activity.news(db, watcher)
    assert [(e.who, e.action) for e in news] == [(WHO, "donne.add")]
    assert news[0].id > floor and "table 2" in news[0].message
    reads = [parameters for sql, parameters in run if "audit_event.message" in sql]
    assert reads == [(floor,)]  # the events above the highest seen, not the window below it
    assert activity.news(db, watcher) == []


def test_an_event_committed_late_below_the_highest_seen_is_still_reported(
    tournament: Callable[..., Database],
) -> None:
    db = tournament(teams=8)
    watcher = activity.start(db)
    floor = watcher.floor
    write_event(db, number=floor + 5)
    assert [e.id for e in activity.news(db, watcher)] == [floor + 5]

    write_event(db, number=floor + 2)  # its transaction began first, committed after

    assert [(e.id, e.message) for e in activity.news(db, watcher)] == [
        (floor + 2, f"n° {floor + 2}")
    ]
    assert activity.news(db, watcher) == []


def test_a_tournament_replaced_by_an_older_copy_is_said_so(
    tournament: Callable[..., Database],
) -> None:
    db = tournament(teams=8)
    copied = activity.start(db).floor  # the trail as a backup copy holds it
    for number in (copied + 1, copied + 2):
        write_event(db, number=number, who="poste Nord")
    watcher = activity.start(db)
    with db.session() as session:  # the copy put back: the last two events are gone
        for number in (copied + 1, copied + 2):
            session.delete(session.get(models.AuditEvent, number))
        session.commit()

    news = activity.news(db, watcher)

    assert [(e.action, e.message) for e in news] == [("tournament.replaced", activity.REPLACED)]
    assert activity.news(db, watcher) == []
