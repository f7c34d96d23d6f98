"""The round's clock: a countdown that the organiser starts, pauses and resets."""

from __future__ import annotations

import math
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal


class RoundClock(QObject):
    """A countdown for the round: started, paused and reset by the organiser."""

    changed = Signal()
    """Every quarter of a second while it runs, and at each start, pause or reset."""

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        minutes: int = 75,
        now: Callable[[], float] = time.monotonic,
    ) -> None:
        super().__init__(parent)
        self._now = now
        self.duration = minutes * 60
        self._spent = 0.0
        self._started: float | None = None
        self._ticker = QTimer(self)
        self._ticker.setInterval(250)
        self._ticker.timeout.connect(self.changed)

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

    def start(self) -> None:
        if self._started is None:
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
        if self.running:
            self.pause()
        else:
            self.start()

    def reset(self) -> None:
        self._ticker.stop()
        self._started = None
        self._spent = 0.0
        self.changed.emit()

    def set_minutes(self, minutes: int) -> None:
        self.duration = minutes * 60
        self.changed.emit()

    def text(self) -> str:
        """``1:14:59``, ``9:05``."""
        hours, rest = divmod(self.remaining, 3600)
        minutes, seconds = divmod(rest, 60)
        if hours:
            return f"{hours}:{minutes:02d}:{seconds:02d}"
        return f"{minutes}:{seconds:02d}"
