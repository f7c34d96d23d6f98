"""The open tournament as the window sees it: the services' handle, the undo stack, change signals.

Every screen receives the same :class:`TournamentContext`. A screen changes
the tournament by giving one undo command (:mod:`tournoi.ui.undo`) to
:meth:`TournamentContext.push`, which applies it, puts it on the undo stack
when it succeeded, and tells every screen which :class:`Area` changed; a
refused action raises the service's error (with its French message) and
nothing is pushed.

Every other writer (another station on a database server, another window or
the command line on the same file, the phones' server) is followed through the
tournament's revision (:mod:`tournoi.services.tournament.revision`), read a few times a
second: when it moved, the audit trail says what changed, and that is
announced with the same ``changed`` signal, so that every screen shows it
within a fraction of a second without being asked, and no screen polls alone.
This window's own actions write under a station identifier of its own, drawn
when the tournament opens: the trail's events bearing it are not announced back.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QUndoStack

from tournoi.services.tournament import activity
from tournoi.services.tournament.activity import Area
from tournoi.services.tournament.lifecycle import (
    Database,
    StorageError,
    TournamentInfo,
    tournament_info,
)
from tournoi.services.tournament.revision import RevisionWatch
from tournoi.ui.undo import ServiceCommand

log = logging.getLogger(__name__)

Result = TypeVar("Result")


class TournamentContext(QObject):
    """One open tournament, shared by the main window, its pages and dialogs."""

    changed = Signal(object)
    """The :class:`Area` changed, after every action, its undo and its redo."""
    clock_changed = Signal()
    """Another station started, paused, timed or reset the round's clock, which
    :mod:`tournoi.ui.round_clock` follows: not an area of ``changed``, no page reads anything
    again for it."""
    failed = Signal(str)
    """A French message when an undo or redo could not be carried out."""
    elsewhere = Signal(str)
    """A French line on what another station just changed, or on losing sight of them."""
    noticed = Signal(str)
    """A French line on what became of work done for this window off its thread (a team's
    players put into the club's register), for the status bar."""
    closing = Signal()
    """The tournament is about to be closed (:meth:`stop_work`): work still running on its
    database in a thread of its own (a team import) stops, and is waited for."""

    _looked = Signal(object)
    """The background look's result (events or a StorageError), for the GUI thread."""

    WATCH_INTERVAL_MS = 200
    """How often the revision is read: a change by anyone shows within a fraction of a second;
    on a file, a read costs microseconds when nothing changed (on a server, one count of
    unseen events, off the window's thread)."""

    def __init__(self, database: Database, *, who: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.database = database
        self.who = who
        """Who makes the changes (station or arbiter), written in the audit trail."""
        self.undo_stack = QUndoStack(self)
        self.sheet_versions: dict[tuple[int, int], int] = {}
        """Per sheet (round, table), the version this station's last action left it at."""
        self.station = activity.own_station()
        """This window's identifier in the audit trail, for the actions it carries out
        (:meth:`write`): not the handle's, which the phones' server it runs writes under."""
        self._watcher = activity.start(database, station=self.station)
        self._revision = RevisionWatch(database)
        self._known_revision = self._revision.read()
        """The revision the last look started from: one that differs means news."""
        self._watch_lock = threading.Lock()
        self._looking: threading.Thread | None = None
        self._lost = False
        self._looked.connect(self._received, Qt.ConnectionType.QueuedConnection)
        self.watch_timer = QTimer(self)
        self.watch_timer.setInterval(self.WATCH_INTERVAL_MS)
        self.watch_timer.timeout.connect(self._watch)
        self.watch_timer.start()

    @property
    def info(self) -> TournamentInfo:
        """The tournament's identity, read at each call: the title reads it when the tournament
        opens and once per change of the settings, the projector and the settings dialog when
        they open. Kept between calls, it would lag behind another station's save until the
        next look, and the settings dialog would give its undo an identity that
        is no longer the file's."""
        return tournament_info(self.database)

    def push(self, command: ServiceCommand) -> None:
        """Carry out one user action now and make it undoable.

        ``command.apply()`` calls the service; when it raises (a refusal with
        its French message) nothing is pushed.
        """
        self.write(command.apply)
        self.undo_stack.push(command)
        self.changed.emit(command.change)

    def look_elsewhere(self) -> list[activity.Event]:
        """Announce what was changed since the last look (done in the background whenever the
        revision moves)."""
        return self._received(self._read_news())

    def write(self, action: Callable[[], Result]) -> Result:
        """Carry out this station's own write ``action`` (a service call) and return what it
        returns, written under this window's station: the looks never announce it (the screen
        that asked for it shows it already).

        Every other writer's events are announced, whatever name it bears and whenever it
        wrote, during the action included: another desk also « Table de marque », the phones'
        server this window runs (on threads of its own, through the same handle).
        """
        with self.database.writing_as(self.station):
            return action()

    def _watch(self) -> None:
        """The timer's tick: the trail is read when the revision moved (on a server, always).

        The revision is taken as known only when a look starts: a move seen while the
        previous look runs is looked at on a later tick, never lost.
        """
        if self._looking is not None and self._looking.is_alive():
            return
        revision = self._revision.read()
        if revision is not None and revision == self._known_revision:
            return
        self._known_revision = revision
        self._look_in_background()

    def _look_in_background(self) -> None:
        """Off the GUI thread: a server slow to answer never freezes the window."""
        self._looking = threading.Thread(
            target=lambda: self._looked.emit(self._read_news()), name="autres-postes", daemon=True
        )
        self._looking.start()

    def _read_news(self) -> list[activity.Event] | StorageError:
        """The lock: the background look and :meth:`look_elsewhere` share one watcher."""
        with self._watch_lock:
            try:
                return activity.news(self.database, self._watcher)
            except StorageError as error:
                return error

    def _received(self, news: object) -> list[activity.Event]:
        if isinstance(news, StorageError):
            if not self._lost:
                self._lost = True
                log.warning("changements des autres postes illisibles : %s", news)
                self.elsewhere.emit(
                    self.tr(
                        "Les changements des autres postes ne peuvent plus être lus : {}"
                    ).format(news)
                )
            return []
        if self._lost:
            self._lost = False
            self.elsewhere.emit(
                self.tr("Les changements des autres postes sont de nouveau suivis.")
            )
        assert isinstance(news, list)
        return self._announce(news)

    def _announce(self, events: list[activity.Event]) -> list[activity.Event]:
        if not events:
            return events
        areas = {area for event in events for area in event.areas}
        for area in Area:  # in a fixed order, each once
            if area in areas:
                self._tell(area)
        last, others = events[-1], len(events) - 1
        if others == 0:
            said = self.tr("{who} : {what}")
        elif others == 1:
            said = self.tr("{who} : {what} (et 1 autre changement)")
        else:
            said = self.tr("{who} : {what} (et {others} autres changements)")
        self.elsewhere.emit(said.format(who=last.who, what=last.message, others=others))
        return events

    def reload_all(self) -> None:
        """The whole tournament was replaced (a backup restored through :meth:`write`): every
        screen reads it again.

        The undo history is forgotten: its commands would act on a state that is gone.
        """
        self.undo_stack.clear()
        for area in Area:
            self._tell(area)

    def _tell(self, area: Area) -> None:
        if area is Area.CLOCK:
            self.clock_changed.emit()
        else:
            self.changed.emit(area)

    def stop_work(self) -> None:
        """Before the pages close: every work still running on the database stops."""
        self.closing.emit()

    def close(self) -> None:
        self.watch_timer.stop()
        if self._looking is not None:
            self._looking.join()
        self._revision.close()
        self.undo_stack.clear()
        self.database.close()
