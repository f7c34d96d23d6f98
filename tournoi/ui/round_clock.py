"""The round's clock: a countdown that the organiser starts, pauses and resets, at the desk or on
the projector.

One clock per open tournament (:meth:`RoundClock.of`, a child of its context), so that the
desk's bar and the projector show the same time and either drives it. It is kept in the
tournament (:mod:`tournoi.services.round_clock`): every start, pause, new duration and reset is
written through the context, under this window's name, and another station's is followed as
the context announces it, so that every station and the phones show one clock. It starts from
the partie au temps' duration (the settings, followed as they change), counts for the round
last drawn when it was started, rings once when the time is up (the donne in play is then
finished), and is ready again for the next round once that round is drawn, unless it is still
counting the last one down.

Made alone (no tournament), it counts in the window only.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from datetime import UTC, datetime

from PySide6.QtCore import QObject, QTimer, Signal

from engine import UserError
from tournoi.services import round_clock as kept_clock
from tournoi.services.round_clock import ClockState
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
    refused = Signal(str)
    """A change the tournament refuses (a start before any draw, a server out of reach…), in
    French."""

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        minutes: int = 75,
        now: Callable[[], float] = time.time,
        context: TournamentContext | None = None,
    ) -> None:
        """``now``: the wall clock, in seconds since 1970 (UTC), every station's and phone's
        time being set by it; ``context``: the tournament the clock is kept in."""
        super().__init__(parent)
        self._now = now
        self._context = context
        self._duration = minutes * 60
        self.partie_minutes: int | None = None
        """The partie au temps' duration the settings give (:meth:`of`), ``None`` aux points."""
        self.kept: ClockState | None = None
        """The clock since it was started; ``None`` at zero."""
        self._rung = False
        self._ticker = QTimer(self)
        self._ticker.setInterval(250)
        self._ticker.timeout.connect(self._tick)

    @staticmethod
    def of(context: TournamentContext, *, now: Callable[[], float] = time.time) -> RoundClock:
        """The one of ``context``'s tournament, made the first time it is asked for (``now``
        is its time then), as the tournament keeps it."""
        found = context.findChild(RoundClock, _NAME)
        if isinstance(found, RoundClock):
            return found
        clock = RoundClock(context, now=now, context=context)
        clock.setObjectName(_NAME)
        clock.follow_settings(get_settings(context.database).partie_minutes)
        clock.adopt(kept_clock.read(context.database))
        clock._rung = clock.over  # a bell rung before the window opened is not rung again
        context.changed.connect(lambda what: _follow(context, clock, what))
        context.clock_changed.connect(lambda: _read_again(context, clock))
        return clock

    @property
    def duration(self) -> int:
        """The seconds counted down."""
        return self.kept.seconds if self.kept is not None else self._duration

    @property
    def round(self) -> int | None:
        """The round it counts for, since it was started; ``None`` before, and for a clock made
        alone (it counts round 0: none drawn)."""
        return self.kept.round if self.kept is not None and self.kept.round else None

    @property
    def running(self) -> bool:
        return self.kept is not None and self.kept.running

    @property
    def spent(self) -> float:
        return 0.0 if self.kept is None else self.kept.spent_at(self._instant())

    @property
    def remaining(self) -> int:
        """Whole seconds left, rounded up (the clock shows 0:00 only when time is up)."""
        return max(0, math.ceil(self.duration - self.spent))

    @property
    def started(self) -> bool:
        """Whether it has run at all since the last reset."""
        return self.kept is not None

    @property
    def over(self) -> bool:
        """Whether the time is up: the donne in play is the partie's last."""
        return self.started and self.remaining == 0

    def start(self) -> None:
        if self.running:
            return
        instant = self._instant()
        if self._context is None:
            kept = self.kept or ClockState(round=0, seconds=self.duration, spent=0, started_at=None)
            self.adopt(kept.resumed(instant))
            return
        database, who = self._context.database, self._context.who
        if self.kept is None:
            seconds = self.duration
            self._write(lambda: kept_clock.start(database, who=who, seconds=seconds, now=instant))
        else:
            self._write(lambda: kept_clock.resume(database, who=who, now=instant))

    def pause(self) -> None:
        if not self.running:
            return
        instant = self._instant()
        if self._context is None:
            self.adopt(self.kept.paused(instant) if self.kept else None)
            return
        database, who = self._context.database, self._context.who
        self._write(lambda: kept_clock.pause(database, who=who, now=instant))

    def toggle(self) -> None:
        """F9: a running clock stops (at 0:00 too, the bell rung); a stopped one starts again
        while it has time left."""
        if self.running:
            self.pause()
        elif not self.over:
            self.start()

    def reset(self) -> None:
        if self._context is None:
            self.adopt(None)
            return
        database, who = self._context.database, self._context.who
        self._write(lambda: kept_clock.reset(database, who=who))

    def set_minutes(self, minutes: int) -> None:
        if minutes * 60 == self.duration:
            return
        self._duration = minutes * 60
        if self.kept is None:
            self.changed.emit()
        elif self._context is None:
            self.adopt(self.kept.retimed(minutes * 60))
        else:
            database, who, instant = self._context.database, self._context.who, self._instant()
            self._write(
                lambda: kept_clock.retime(database, seconds=minutes * 60, who=who, now=instant)
            )

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

    def adopt(self, kept: ClockState | None) -> None:
        """Show ``kept``, the clock as this window or another station left it."""
        self.kept = kept
        # More time given: it rings again at the new end; less, at the next tick if over.
        self._rung = self._rung and self.over
        if self.running:
            self._ticker.start()
        else:
            self._ticker.stop()
        self.changed.emit()

    def text(self) -> str:
        """``1:14:59``, ``9:05``."""
        hours, rest = divmod(self.remaining, 3600)
        minutes, seconds = divmod(rest, 60)
        if hours:
            return f"{hours}:{minutes:02d}:{seconds:02d}"
        return f"{minutes}:{seconds:02d}"

    def _instant(self) -> datetime:
        return datetime.fromtimestamp(self._now(), UTC)

    def _write(self, action: Callable[[], ClockState | None]) -> None:
        """Write through the context, then show what the tournament keeps; a refusal said."""
        assert self._context is not None
        try:
            kept = self._context.write(action)
        except UserError as error:
            self.refused.emit(error.message)
            return
        self.adopt(kept)

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


def _read_again(context: TournamentContext, clock: RoundClock) -> None:
    """Another station changed the clock: shown as the tournament keeps it."""
    try:
        clock.adopt(kept_clock.read(context.database))
    except UserError:  # unreadable: the trail's reading says why; the clock keeps its time
        return


def _last_round(context: TournamentContext) -> int:
    # The draws load when a round is drawn while the clock is started, not when the window opens.
    from tournoi.services.draws import last_round  # noqa: PLC0415

    return last_round(context.database)
