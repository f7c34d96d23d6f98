"""« Inscrire » with the club's register on a server that takes the connection and never answers.

    .venv/bin/python benchmarks/register_inscrire.py [--teams 10]

Opens the main window (offscreen) on a tournament of two teams, the preferences naming a
register on a socket of 127.0.0.1 that accepts and never says a word, then registers
``--teams`` teams one after the other through the team dialog, its names typed in (no
suggestion asked for). Timed: each press of « Inscrire » until it returns, and then, until
every team's players have been tried in the register, the longest the window's loop went
without turning a 10 ms timer. Goal: the window never waits for the register: a press costs
the team's own registration, well under the register's 3 s, and the loop turns meanwhile.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from benchmarks.timing import summary
from tests.conftest import new_tournament
from tests.ui.test_register_lookup import SilentServer
from tournoi.ui.main_window import MainWindow
from tournoi.ui.preferences import Preferences
from tournoi.ui.teams import TeamDialog, TeamsPage
from tournoi.ui.teams.register_memory import RegisterMemory
from tournoi.ui.tournament_tabs import TEAMS


class Gaps:
    """The longest time between two turns of the loop, seen by a 10 ms timer."""

    def __init__(self) -> None:
        self.last = time.perf_counter()
        self.longest = 0.0
        self.timer = QTimer()
        self.timer.setInterval(10)
        self.timer.timeout.connect(self._turned)
        self.timer.start()

    def _turned(self) -> None:
        now = time.perf_counter()
        self.longest = max(self.longest, now - self.last)
        self.last = now


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--teams", type=int, default=10)
    options = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv)
    folder = Path(tempfile.mkdtemp())
    silent = SilentServer()
    preferences = Preferences(folder / "preferences.ini")
    preferences.register_file = silent.url
    window = MainWindow(preferences)
    window.show()
    new_tournament(folder / "concours.tournoi", teams=2).close()
    window.files.open_location(str(folder / "concours.tournoi"))
    page = window.tabs.page(TEAMS)
    assert isinstance(page, TeamsPage) and window.context is not None
    app.processEvents()

    presses: list[float] = []
    for number in range(options.teams):
        page.team_actions.add()
        dialog = page.dialog
        assert isinstance(dialog, TeamDialog)
        for field, text in zip(
            (*dialog.players[0].fields()[:2], *dialog.players[1].fields()[:2]),
            (f"Prénom{number}", f"Nom{number}", f"Autre{number}", f"Nom{number}b"),
            strict=True,
        ):
            field.setText(text)
        start = time.perf_counter()
        dialog.ok_button.click()
        presses.append(time.perf_counter() - start)
        app.processEvents()
    memory = RegisterMemory.of(window.context)
    gaps = Gaps()
    while memory.out:
        app.processEvents()
        time.sleep(0.002)
    print(f"{options.teams} teams, the register's server silent ({len(silent.held)} connections)")
    print(summary("« Inscrire »", presses))
    print(f"then the longest wait of the window's loop: {1000 * gaps.longest:.1f} ms")
    print(f"said in the status bar: {window.statusBar().currentMessage()}")
    window.close()
    silent.close()


if __name__ == "__main__":
    main()
