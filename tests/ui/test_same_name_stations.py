"""Two desks of one name on one file, and the phones' server a desk runs: each window announces
exactly the others' changes, told by the station identifier in the trail, never its own.

Another station's commit inside this one's action is made by a hook on this one's commit (not
a sleep): it lands between this desk's write and the end of its action, where a desk that told
its own events by their name and their instant took it for its own.
"""

from __future__ import annotations

import json
import threading
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from sqlalchemy import event
from sqlalchemy.orm import Session
from sqlmodel import col, select

from engine import Donne, Team, Trump
from engine.jsonio import donne_to_json
from tests.ui.conftest import make_tournament
from tests.ui.test_journal_dialog import shown_rows
from tournoi.services import scores
from tournoi.services.tables import links as table_links
from tournoi.services.tournament import activity
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.storage import models
from tournoi.ui.context import TournamentContext
from tournoi.ui.journal_dialog import JournalDialog
from tournoi.ui.undo import ServiceCommand
from tournoi.web.server import LOOPBACK, Server

DESK = "Table de marque"
A80 = Donne(taker=Team.A, contract=80, trump=Trump.PIQUE, points=117)


@pytest.fixture
def shared(tmp_path: Path) -> Path:
    path = tmp_path / "partage.tournoi"
    make_tournament(path).close()  # eight teams: tables 1 to 4 of round 1
    return path


@pytest.fixture
def desks(qtbot: QtBot, shared: Path) -> Iterator[tuple[TournamentContext, TournamentContext]]:
    """Two windows both « Table de marque », each on a handle of its own; their looks are
    asked for (:meth:`TournamentContext.look_elsewhere`), the timer stopped."""
    opened = [TournamentContext(tournaments.open_tournament(shared), who=DESK) for _ in "NS"]
    for desk in opened:
        desk.watch_timer.stop()
    yield opened[0], opened[1]
    for desk in opened:
        desk.undo_stack.clear()
        desk.close()


class _Donne(ServiceCommand):
    """A desk's donne on ``table``, undone by deleting it, as the entry page's commands are."""

    change = activity.Area.SCORES

    def __init__(self, context: TournamentContext, table: int) -> None:
        super().__init__(context, "donne")
        self.table = table
        self.number = 0

    def apply(self) -> None:
        recorded = scores.record_donne(
            self.context.database, round_number=1, table=self.table, donne=A80,
            who=self.context.who,
        )  # fmt: skip
        self.number = len(recorded.sheet.lines)

    def revert(self) -> None:
        scores.delete_donne(
            self.context.database, round_number=1, table=self.table, number=self.number,
            who=self.context.who,
        )  # fmt: skip


def on_first_commit_of(writer: str, hook: Callable[[], None]) -> Callable[[], None]:
    """Run ``hook`` once, right after the first commit of a session writing for ``writer``:
    inside that station's action, which goes on after it. Returns the hook's removal."""
    done = threading.Event()

    def committed(session: Session) -> None:
        if session.info.get("station") == writer and not done.is_set():
            done.set()
            hook()

    event.listen(Session, "after_commit", committed)
    return lambda: event.remove(Session, "after_commit", committed)


def in_a_thread(write: Callable[[], object]) -> Callable[[], None]:
    """``write`` carried out on a thread of its own, waited for: another station's commit."""

    def run() -> None:
        thread = threading.Thread(target=write)
        thread.start()
        thread.join()

    return run


def news(desk: TournamentContext) -> list[str]:
    return [f"{event.who} : {event.message}" for event in desk.look_elsewhere()]


def donnes(table: int, *numbers: int) -> list[str]:
    return [f"{DESK} : Tour 1, table {table} : Donne {n} saisie." for n in numbers]


def test_two_desks_of_one_name_each_announce_exactly_the_others_events(
    qtbot: QtBot, desks: tuple[TournamentContext, TournamentContext]
) -> None:
    north, south = desks
    assert north.station != south.station and north.who == south.who == DESK

    def south_writes() -> None:
        south.write(
            lambda: scores.record_donne(
                south.database, round_number=1, table=2, donne=A80, who=south.who
            )
        )

    # North's action: South commits a donne right after North's own commit, before it ends.
    remove = on_first_commit_of(north.station, in_a_thread(south_writes))
    try:
        north.push(_Donne(north, table=1))
    finally:
        remove()
    assert news(north) == donnes(2, 1)
    assert news(south) == donnes(1, 1)

    south.push(_Donne(south, table=2))
    north.push(_Donne(north, table=1))
    assert news(north) == donnes(2, 2)
    assert news(south) == donnes(1, 2)

    def north_writes() -> None:
        north.write(
            lambda: scores.record_donne(
                north.database, round_number=1, table=1, donne=A80, who=north.who
            )
        )

    remove = on_first_commit_of(south.station, in_a_thread(north_writes))
    try:
        south.push(_Donne(south, table=2))
    finally:
        remove()
    assert news(north) == donnes(2, 3)
    assert news(south) == donnes(1, 3)

    north.undo_stack.undo()  # its last action (its donne 2): an undo is its own as well
    assert news(north) == []
    assert news(south) == [f"{DESK} : Tour 1, table 1 : Donne 2 supprimée."]


def test_what_each_desk_wrote_bears_its_station_and_the_journal_its_name(
    qtbot: QtBot, desks: tuple[TournamentContext, TournamentContext]
) -> None:
    north, south = desks
    north.push(_Donne(north, table=1))
    south.push(_Donne(south, table=2))
    with north.database.session() as session:
        written = session.exec(
            select(models.AuditEvent.who, models.AuditEvent.station)
            .where(models.AuditEvent.action == "donne.add")
            .order_by(col(models.AuditEvent.id))
        ).all()
    assert list(written) == [(DESK, north.station), (DESK, south.station)]

    journal = JournalDialog(north)
    qtbot.addWidget(journal)
    journal.refresh()
    assert shown_rows(journal, 2) == [
        (DESK, "1", "2", "Donne 1 saisie\u00a0: A 80 p 117."),
        (DESK, "1", "1", "Donne 1 saisie\u00a0: A 80 p 117."),
    ]


def test_a_phone_writing_through_the_desks_own_server_is_another_station(
    qtbot: QtBot, desks: tuple[TournamentContext, TournamentContext]
) -> None:
    """The server shares the desk's handle: the phone's donne, sent while the desk's own action
    runs, is announced; the desk's is not."""
    desk = desks[0]
    links = table_links.issue_links(desk.database, round_number=1, who=desk.who)
    secret = next(link.secret for link in links if link.table == 3)
    desk.look_elsewhere()  # the links, written outside an action of the desk's: news

    with Server(desk.database, host=LOOPBACK, port=0) as server:
        api = f"{server.url}/api/table/{secret}"
        with urllib.request.urlopen(api, timeout=10) as answer:
            version = json.load(answer)["version"]
        body = {"submission": "envoi-0001", "version": version, "donne": donne_to_json(A80)}
        sent = urllib.request.Request(
            f"{api}/donnes", data=json.dumps(body).encode(), method="POST",
            headers={"Content-Type": "application/json"},
        )  # fmt: skip

        def phone_sends() -> None:
            with urllib.request.urlopen(sent, timeout=10) as answer:
                assert answer.status == 200

        remove = on_first_commit_of(desk.station, phone_sends)
        try:
            desk.push(_Donne(desk, table=1))
        finally:
            remove()

    assert news(desk) == ["table 3, téléphone : Tour 1, table 3 : Donne 1 saisie."]
