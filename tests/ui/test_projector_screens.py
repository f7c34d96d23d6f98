"""The projector and the screens Qt reports: on a 1366×768 laptop alone, a window of its own
beside the work, never over it, saying how to have it full screen; with a projector plugged
in, full screen on it.

Each case runs the window in a process of its own, under Qt's offscreen platform given
the screens of the case (its ``configfile``): the screens of a process are fixed at its start.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QRect
from pytestqt.qtbot import QtBot

from tests.ui.conftest import make_tournament
from tournoi.ui.context import TournamentContext
from tournoi.ui.projector import ProjectorWindow

ROOT = Path(__file__).resolve().parents[2]
LAPTOP = {"name": "portable", "x": 0, "y": 0, "width": 1366, "height": 768}
PROJECTOR = {"name": "projecteur", "x": 1366, "y": 0, "width": 1024, "height": 768}
MESSAGE = (
    "Un seul écran\u00a0: le projecteur s'ouvre dans une fenêtre\u00a0; branchez le projecteur "
    "pour l'afficher en plein écran."
)

PROGRAM = """
import json, sys
from pathlib import Path
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from tournoi.ui.main_window import MainWindow
from tournoi.ui.preferences import Preferences

def rect(r):
    return [r.x(), r.y(), r.width(), r.height()]

app = QApplication([])
window = MainWindow(Preferences(Path(sys.argv[2])))
window.show()
window.open_location(sys.argv[1])
app.processEvents()
before = rect(window.frameGeometry())
window.tools.show_projector()
app.processEvents()
projector = window.tools.projector

def seen():
    return {
        "work": rect(window.frameGeometry()),
        "projector": rect(projector.frameGeometry()),
        "full_screen": projector.isFullScreen(),
        "frameless": bool(projector.windowFlags() & Qt.WindowType.FramelessWindowHint),
        "screen": projector.screen().name(),
        "controls": projector.controls.isVisibleTo(projector),
        "message": projector.controls.one_screen_label.isVisibleTo(projector),
        "said": window.statusBar().currentMessage(),
    }

opened = seen()
for index in range(window.tabs.count()):  # the widest pages: the work grows to its minimum
    window.tabs.setCurrentIndex(index)
    app.processEvents()
print(json.dumps({"before": before, "opened": opened, "paged": seen(),
                  "work_minimum": window.minimumSizeHint().width()}))
"""


def run_window(tmp_path: Path, screens: list[dict[str, Any]]) -> dict[str, Any]:
    """What the window and its projector show, on ``screens`` (the first the primary)."""
    config = tmp_path / "ecrans.json"
    config.write_text(
        json.dumps({"screens": [{**s, "logicalDpi": 96, "dpr": 1} for s in screens]}),
        encoding="utf-8",
    )
    tournament = tmp_path / "saint-martin.tournoi"
    make_tournament(tournament, count=16).close()
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}"}
    done = subprocess.run(
        [sys.executable, "-c", PROGRAM, str(tournament), str(tmp_path / "preferences.ini")],
        cwd=ROOT, env=env, capture_output=True, text=True, check=False, timeout=300,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    result: dict[str, Any] = json.loads(done.stdout.splitlines()[-1])
    return result


def overlap(a: list[int], b: list[int]) -> bool:
    (ax, ay, aw, ah), (bx, by, bw, bh) = a, b
    return ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah


def inside(a: list[int], screen: dict[str, Any]) -> bool:
    x, y, w, h = a
    return bool(
        x >= screen["x"]
        and y >= screen["y"]
        and x + w <= screen["x"] + screen["width"]
        and y + h <= screen["y"] + screen["height"]
    )


def test_on_one_1366_screen_the_projector_is_a_window_beside_the_work_never_over_it(
    tmp_path: Path,
) -> None:
    seen = run_window(tmp_path, [LAPTOP])
    for moment in ("opened", "paged"):
        shown = seen[moment]
        assert not shown["full_screen"] and not shown["frameless"], moment
        assert shown["screen"] == "portable"
        assert inside(shown["projector"], LAPTOP) and inside(shown["work"], LAPTOP), shown
        assert not overlap(shown["projector"], shown["work"]), (moment, shown)
        assert shown["controls"] and shown["message"]
    assert seen["opened"]["said"] == MESSAGE
    # The widest page's minimum, 871 pixels or so, leaves the projector the rest of the 1366.
    paged = seen["paged"]
    assert paged["work"][2] >= seen["work_minimum"]
    assert paged["projector"][0] + paged["projector"][2] == 1366
    assert paged["projector"][2] == 1366 - paged["work"][2]


def test_with_a_projector_plugged_in_it_is_full_screen_there_and_the_work_keeps_its_place(
    tmp_path: Path,
) -> None:
    seen = run_window(tmp_path, [LAPTOP, PROJECTOR])
    opened = seen["opened"]
    assert opened["full_screen"] and opened["screen"] == "projecteur"
    assert opened["projector"] == [1366, 0, 1024, 768]
    assert not opened["controls"] and not opened["message"]
    assert opened["work"] == seen["before"] and opened["said"] != MESSAGE


def test_a_work_the_organiser_moved_over_the_projector_moves_nothing(
    qtbot: QtBot, context: TournamentContext
) -> None:
    """The projector makes room for the work grown into it from the left (a wider page, the
    first test); a work put over it at its right is the organiser's choice."""
    projector = ProjectorWindow(context)
    qtbot.addWidget(projector)
    projector.show()
    assert projector.shares_screen  # the offscreen platform's one screen
    placed = projector.frameGeometry()

    projector.fit_beside(QRect(placed.left() + 20, placed.top(), 200, 400))

    assert projector.frameGeometry() == placed
