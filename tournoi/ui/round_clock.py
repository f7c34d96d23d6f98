"""The round's clock: a countdown that the organiser starts, pauses and resets, at the desk or on
the projector.

One clock per open tournament (:meth:`RoundClock.of`, a child of its context), so that the
desk's bar and the projector show the same time and either drives it. It is the window's
alone, never stored: another station keeps its own. It starts from the partie au temps'
duration (the settings, followed as they change), counts for the round last drawn when it
was started, rings once when the time is up (the donne in play is then finished), and is
ready again for the next round once that round is drawn, unless it is still counting the
last one down.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from engine import UserError
from tournoi.services.tournament.activity import Area
from tournoi.services.tournament.lifecycle import get_settings
from tournoi.ui.context import TournamentContext

_NAME = "chrono-du-tour"


class RoundClock(QObject):
    """A countdown for the round: started, paused and reset by the organiser."""

    changed = Signal()
    """Every quarter of a second while it runs, and at each start, pause, reset or new duration."""
    rang = Signal()
    """Once, when the time runs out while it runs: the bell."""

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        minutes: int = 75,
        now: Callable[[], float] = time.monotonic,
        rounds: Callable[[], int] | None = None,
    ) -> None:
        """``rounds`` reads the number of the round last drawn, the one a start counts for."""
        super().__init__(parent)
        self._now = now
        self._rounds = rounds
        self.duration = minutes * 60
        self.round: int | None = None
        """The round it counts for, since it was started; ``None`` before."""
        self.partie_minutes: int | None = None
        """The partie au temps' duration the settings give (:meth:`of`), ``None`` aux points."""
        self._spent = 0.0
        self._started: float | None = None
        self._rung = False
        self._ticker = QTimer(self)
        self._ticker.setInterval(250)
        self._ticker.timeout.connect(self._tick)

    @staticmethod
    def of(context: TournamentContext, *, now: Callable[[], float] = time.monotonic) -> RoundClock:
        """The one of ``context``'s tournament, made the first time it is asked for (``now``
        is its time then)."""
        found = context.findChild(RoundClock, _NAME)
        if isinstance(found, RoundClock):
            return found
        clock = RoundClock(context, now=now, rounds=lambda: _last_round(context))
        clock.setObjectName(_NAME)
        clock.follow_settings(get_settings(context.database).partie_minutes)
        context.changed.connect(lambda what: _follow(context, clock, what))
        return clock

    @property
    def running(self) -> bool:
        return self._started is not None

    @property
    def spent(self) -> float:
        running = self._now() - self._started if self._started is not None else 0.0
        return self._spent + running

    @property
    def remaining(self) -> int:
        """Whole seconds left, rounded up (the clock shows 0:00 only when time is up)."""
        return max(0, math.ceil(self.duration - self.spent))

    @property
    def started(self) -> bool:
        """Whether it has run at all since the last reset."""
        return self.running or self._spent > 0

    @property
    def over(self) -> bool:
        """Whether the time is up: the donne in play is the partie's last."""
        return self.started and self.remaining == 0

    def start(self) -> None:
        if self._started is None:
            if not self.started and self._rounds is not None:
                self.round = self._rounds()
            self._started = self._now()
            self._ticker.start()
            self.changed.emit()

    def pause(self) -> None:
        if self._started is not None:
            self._spent += self._now() - self._started
            self._started = None
            self._ticker.stop()
            self.changed.emit()

    def toggle(self) -> None:
        """F9: a running clock stops (at 0:00 too, the bell rung); a stopped one starts again
        while it has time left."""
        if self.running:
            self.pause()
        elif not self.over:
            self.start()

    def reset(self) -> None:
        self._ticker.stop()
        self._started = None
        self._spent = 0.0
        self._rung = False
        self.round = None
        self.changed.emit()

    def set_minutes(self, minutes: int) -> None:
        if minutes * 60 != self.duration:
            self.duration = minutes * 60
            # More time given: it rings again at the new end; less, at the next tick if over.
            self._rung = self._rung and self.over
            self.changed.emit()

    def follow_settings(self, minutes: int | None) -> None:
        """The settings' duration: the clock's own from now on, when they give a new one (another
        setting changed leaves the duration set on the projector as it is)."""
        if minutes == self.partie_minutes:
            return
        self.partie_minutes = minutes
        if minutes is not None:
            self.set_minutes(minutes)
        self.changed.emit()

    def new_round(self, number: int) -> None:
        """Round ``number`` is the last drawn: the clock is ready for it, unless it is still
        counting another round down."""
        if self.round is None or self.round == number:
            return
        if not self.running or self.over:
            self.reset()

    def text(self) -> str:
        """``1:14:59``, ``9:05``."""
        hours, rest = divmod(self.remaining, 3600)
        minutes, seconds = divmod(rest, 60)
        if hours:
            return f"{hours}:{minutes:02d}:{seconds:02d}"
        return f"{minutes}:{seconds:02d}"

    def _tick(self) -> None:
        if self.remaining == 0 and not self._rung:
            self._rung = True
            self.rang.emit()
        self.changed.emit()


def _follow(context: TournamentContext, clock: RoundClock, what: Area) -> None:
    if what is Area.SETTINGS:
        try:
            minutes = get_settings(context.database).partie_minutes
        except UserError:  # unreadable settings: the pages say why; the clock keeps its time
            return
        clock.follow_settings(minutes)
    elif what is Area.ROUNDS and clock.started:
        clock.new_round(_last_round(context))


def _last_round(context: TournamentContext) -> int:
    # The draws load when a clock is first started, not when the window opens.
    from tournoi.services.draws import last_round  # noqa: PLC0415

    return last_round(context.database)
