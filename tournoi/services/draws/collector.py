"""Python's cyclic garbage collector paused while a draw makes its many objects.

A draw at five thousand teams makes some hundred thousand objects (rows
read, teams, entrants, tables, most of them let go of within the draw)
that the collector would look through again and again, and all the
objects of the open tournament with them at each of its full rounds: a
third of the draw's time, its integrity check aside
(``benchmarks/draw_growth.py``). Paused, it looks once, after the draw, at
what is left of them; cycles made meanwhile are collected then. Draws on
two threads at once share one pause; a collector paused by someone else
stays so.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager


class _Pause:
    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.holders = 0
        self.resume = False


_pause = _Pause()


@contextmanager
def collector_paused() -> Iterator[None]:
    """The collector paused for the block, and resumed after it if it ran before."""
    with _pause.lock:
        if _pause.holders == 0:
            _pause.resume = gc.isenabled()
            gc.disable()
        _pause.holders += 1
    try:
        yield
    finally:
        with _pause.lock:
            _pause.holders -= 1
            if _pause.holders == 0 and _pause.resume:
                gc.enable()
