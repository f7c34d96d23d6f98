"""Python's cyclic garbage collector, run on the interface's thread only while a window is open.

Left to itself, the collector runs in whichever thread allocates when a
generation fills up: a team import, an export, the check of a file just opened,
the look at other stations' changes, the phones' server, each in its own thread.
A cycle it finds there may hold a Qt object of the window (a dialog closed a
moment ago, a slot's closure): PySide then hands that object's deletion over to
the interface's thread, and that deletion crashed the process (a segmentation
fault in ``runDeletionInMainThread`` while a team file was being imported, found
by the seeded test of ``tests/ui/test_monkey.py``). So, while a window is open,
the automatic collector is off and a timer of the interface's thread collects
the generations that Python would have collected, when their counts say so.
"""

from __future__ import annotations

import gc
from typing import Final

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS: Final = 200
"""How often the counts are looked at: a look costs a microsecond; garbage waits at most that."""


class _Holders:
    """The collectors active, and whether the automatic collector ran before the first."""

    count = 0
    resume = False


class _Hold:
    """One collector's hold on the automatic collector: taken once, let go of once."""

    def __init__(self) -> None:
        self.held = False

    def take(self) -> None:
        if self.held:
            return
        self.held = True
        if _Holders.count == 0:
            _Holders.resume = gc.isenabled()
            gc.disable()
        _Holders.count += 1

    def let_go(self) -> None:
        if not self.held:
            return
        self.held = False
        _Holders.count -= 1
        if _Holders.count == 0 and _Holders.resume:
            gc.enable()


class GuiCollector(QObject):
    """The collector of ``parent``'s thread (the interface's), from :meth:`start` to
    :meth:`stop` (started when made), and no longer than ``parent`` lives."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self._hold = _Hold()
        # Not a method of this object: it must run when the object is already gone.
        self.destroyed.connect(self._hold.let_go)
        self.timer = QTimer(self)
        self.timer.setInterval(INTERVAL_MS)
        self.timer.timeout.connect(collect_due)
        self.start()

    def start(self) -> None:
        self._hold.take()
        self.timer.start()

    def stop(self) -> None:
        """The automatic collector again (the window closed: no timer of its own may run)."""
        self.timer.stop()
        self._hold.let_go()


def collect_due() -> int | None:
    """Collect the oldest generation whose count passed its threshold, as Python does when it
    runs the collector itself; the generation collected, or ``None`` when none was due."""
    counts, thresholds = gc.get_count(), gc.get_threshold()
    due = [
        generation
        for generation in range(3)
        if thresholds[generation] and counts[generation] >= thresholds[generation]
    ]
    if not due:
        return None
    gc.collect(due[-1])
    return due[-1]
