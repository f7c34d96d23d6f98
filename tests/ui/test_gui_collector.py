"""The cyclic garbage collector runs on the interface's thread only while the window is open.

Run in a worker thread (a team import), it collected a cycle holding a Qt object of
the window, and PySide's deletion of that object on the interface's thread crashed
the process (the seeded test of tests/ui/test_monkey.py, seed 1000, step 224).
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QObject
from pytestqt.qtbot import QtBot

from tournoi.ui.gui_collector import collect_due
from tournoi.ui.main_window import MainWindow
from tournoi.ui.preferences import Preferences


@pytest.fixture
def collections() -> Iterator[list[str]]:
    """The thread of each collection that starts, by name."""
    threads: list[str] = []

    def noted(phase: str, _info: dict[str, int]) -> None:
        if phase == "start":
            threads.append(threading.current_thread().name)

    gc.callbacks.append(noted)
    yield threads
    gc.callbacks.remove(noted)


def garbage_in_a_worker(count: int) -> None:
    """A worker's allocations, and cycles holding Qt objects let go of on its thread."""

    def work() -> None:
        for _ in range(count):
            cycle: list[object] = [QObject()]
            cycle.append(cycle)

    worker = threading.Thread(target=work, name="ouvrier")
    worker.start()
    worker.join()


def test_a_workers_garbage_is_collected_on_the_interfaces_thread(
    qtbot: QtBot, preferences: Preferences, collections: list[str]
) -> None:
    window = MainWindow(preferences)
    qtbot.addWidget(window)

    garbage_in_a_worker(3 * gc.get_threshold()[0])
    assert collections == []  # nothing collected in the worker's thread
    qtbot.waitUntil(lambda: collect_due() is None and bool(collections))

    assert set(collections) == {threading.main_thread().name}


def test_the_collector_runs_by_itself_again_once_the_window_is_closed(
    qtbot: QtBot, preferences: Preferences
) -> None:
    window = MainWindow(preferences)
    qtbot.addWidget(window)
    window.show()
    assert not gc.isenabled()
    window.close()
    assert gc.isenabled()
    window.show()  # Quitter, then the application started again
    assert not gc.isenabled()
    window.close()
    assert gc.isenabled()


def test_collect_due_collects_what_python_would_have(
    qtbot: QtBot, preferences: Preferences
) -> None:
    window = MainWindow(preferences)  # the automatic collector off
    qtbot.addWidget(window)
    gc.collect()
    assert collect_due() is None
    cycles: list[list[object]] = []
    while gc.get_count()[0] < gc.get_threshold()[0]:
        cycle: list[object] = []
        cycle.append(cycle)
        cycles.append(cycle)
    assert collect_due() == 0
    assert gc.get_count()[0] < gc.get_threshold()[0]
