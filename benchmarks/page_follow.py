"""How soon the window's pages show what another process commits to the tournament file.

    .venv/bin/python benchmarks/page_follow.py [--commits 50] [--teams 32]

The window (offscreen) opens a tournament of ``--teams`` teams, round 1
drawn, with the projector (standings), the journal and « Caisse et lots »
open. A second process, as another station or ``python -m tournoi enter``
would, records ``--commits`` donnes one after the other, each on the next
table, and notes the moment each commit returned. Between two commits the
window shows the next of its tabs (Équipes, Tours, Saisie on the table about
to be written, Classement), so that each tab is measured while shown.

Measured, per page: the time from the other process's commit to the end of
the page's reading of it (the page's refresh returned: what it shows is the
file's state), median and maximum. The clock is ``time.monotonic``, the
system's, the same in both processes. Goal: under 1 s for every page.
"""

from __future__ import annotations

import argparse
import os
import queue
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtWidgets import QApplication

from benchmarks.timing import load_average, summary
from engine import Rules
from tests.ui.conftest import make_tournament
from tournoi.services.tournament.lifecycle import open_tournament
from tournoi.services.tournament.revision import RevisionWatch
from tournoi.ui.main_window import MainWindow
from tournoi.ui.preferences import Preferences
from tournoi.ui.prizes import PrizesDialog
from tournoi.ui.projector import ProjectorView
from tournoi.ui.tournament_tabs import ENTRY, ROUNDS, STANDINGS, TEAMS

WRITER = """
import sys, time
from engine.notation import parse_donne
from engine import Rules
from tournoi.services import scores
from tournoi.services.tournament.lifecycle import open_tournament
db = open_tournament(sys.argv[1])
variant = Rules(target=99999).variant
for line in sys.stdin:
    table = int(line)
    scores.record_donne(db, round_number=1, table=table,
                        donne=parse_donne("A 110 c 117 b", variant=variant), who="poste Sud")
    print(time.monotonic(), flush=True)
db.close()
"""
TABS = (TEAMS, ROUNDS, ENTRY, STANDINGS)
WAIT = 5.0
"""Seconds a page may take before the benchmark says it missed the commit."""


class Follow:
    """When each page last finished reading the file."""

    def __init__(self) -> None:
        self.done: dict[str, float] = {}

    def watch(self, name: str, owner: object, method: str) -> None:
        original: Callable[..., object] = getattr(owner, method)

        def noted(*args: object, **kwargs: object) -> object:
            returned = original(*args, **kwargs)
            self.done[name] = time.monotonic()
            return returned

        setattr(owner, method, noted)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--commits", type=int, default=50)
    parser.add_argument("--teams", type=int, default=32)
    options = parser.parse_args()
    print(f"load average at start: {load_average()}")
    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "suivi.tournoi"
        make_tournament(path, count=options.teams, rules=Rules(target=99999)).close()
        window = MainWindow(Preferences(Path(folder) / "preferences.ini"))
        window.show()
        assert window.open_location(str(path)) and window.context is not None
        window.wait_for_check()
        follow, latencies = watched_window(window), {}
        writer = subprocess.Popen(
            [sys.executable, "-c", WRITER, str(path)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
        )  # fmt: skip
        answers: queue.Queue[str] = queue.Queue()
        threading.Thread(target=lambda: [answers.put(line) for line in writer.stdout or ()],
                         daemon=True).start()  # fmt: skip
        tables = options.teams // 2
        for commit in range(options.commits):
            table = commit % tables + 1
            tab = TABS[commit % len(TABS)]
            window.tabs.setCurrentIndex(tab)
            if tab == ENTRY:
                window.entry_page.presenter.load_table(table)
            shown = ["projecteur", "journal", "caisse", window.tabs.tabText(tab)]
            settle(app)
            follow.done.clear()
            assert writer.stdin is not None
            writer.stdin.write(f"{table}\n")
            writer.stdin.flush()
            committed = float(answers.get(timeout=30))
            deadline = time.monotonic() + WAIT
            while time.monotonic() < deadline and not all(
                follow.done.get(name, 0) > committed for name in shown
            ):
                app.processEvents()
                time.sleep(0.001)
            for name in shown:
                seen = follow.done.get(name, 0)
                latencies.setdefault(name, []).append(
                    seen - committed if seen > committed else WAIT
                )
        assert writer.stdin is not None
        writer.stdin.close()
        writer.wait()
        window.close()
        print(f"revision read, nothing changed: {revision_cost(path) * 1e6:.1f} µs")
    for name, seconds in latencies.items():
        print(summary(name, seconds))
    print(f"load average at end: {load_average()}")


def watched_window(window: MainWindow) -> Follow:
    """The pages built and shown as in the hall, each page's reading noted."""
    assert window.context is not None
    for index in TABS:
        window.tabs.page(index)
    window.tools.show_projector()
    window.tools.show_journal()
    assert window.tools.projector is not None and window.tools.journal is not None
    window.tools.projector.show_view(ProjectorView.STANDINGS)
    window.tools.projector.rotation_timer.stop()
    cash = PrizesDialog(window.context, window)
    cash.show()
    follow = Follow()
    follow.watch(window.tabs.tabText(TEAMS), window.teams_page, "_update_count")
    follow.watch(window.tabs.tabText(ROUNDS), window.rounds_page, "show_selected")
    follow.watch(window.tabs.tabText(ENTRY), window.entry_page, "show_sheet")
    follow.watch(window.tabs.tabText(STANDINGS), window.standings_page, "refresh")
    follow.watch("projecteur", window.tools.projector, "_refresh_standings")
    follow.watch("journal", window.tools.journal, "refresh")
    follow.watch("caisse", cash.fee_box, "refresh")
    return follow


def revision_cost(path: Path, reads: int = 10_000) -> float:
    """Seconds one read of the revision takes when nothing changed (the window's every tick)."""
    db = open_tournament(str(path))
    watch = RevisionWatch(db)
    start = time.perf_counter()
    for _ in range(reads):
        watch.read()
    cost = (time.perf_counter() - start) / reads
    watch.close()
    db.close()
    return cost


def settle(app: QApplication) -> None:
    """The window idle: what the last commit started is over (the journal waits half a second)."""
    end = time.monotonic() + 0.8
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.005)


if __name__ == "__main__":
    main()
