"""Start-up time of the window with a big tournament, against a bare Qt window in the same run.

    .venv/bin/python benchmarks/ui_startup.py [--teams 1000] [--runs 3] [--file PATH]

Builds (once, in a temporary folder) a tournament of ``--teams`` teams with
round 1 drawn, or copies there the tournament given with ``--file`` (such as
the 1000 teams and 9 rounds played that ``tournament_1000.py`` keeps), then
starts ``python -m tournoi FILE`` in a fresh process for each run with a
probe that stops the clock when the main window is shown with the
tournament's pages built and every pending event processed (the window is
usable), from the moment the process started. Each run is followed by the
same launch of a bare ``QMainWindow`` (Qt imported, the application made,
the window shown, events processed, closed), so the two alternate on the
shared machine. Each launch is also counted in processor time (the child
process's user and system time, interpreter start and exit included), which
the load of a shared machine hardly changes. Goals: 1.5 s on an idle
machine; the tournament's window at most 2.5 times the bare one (the best
runs of each compared).
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.ui.conftest import make_tournament  # noqa: E402

PROBE = """
import sys, time
started = time.perf_counter()
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from tournoi.ui import app

def probe():
    window = next(w for w in QApplication.topLevelWidgets() if w.objectName() == "main" or hasattr(w, "tabs"))
    QApplication.processEvents()
    assert window.tabs.count() == 4, "the tournament is open"
    print(f"{time.perf_counter() - started:.3f}")
    QApplication.quit()

QTimer.singleShot(0, probe)
sys.exit(app.main(["tournoi", sys.argv[1]]))
"""

BARE = """
import sys, time
started = time.perf_counter()
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

def probe():
    QApplication.processEvents()
    print(f"{time.perf_counter() - started:.3f}")
    window.close()
    QApplication.quit()

application = QApplication(sys.argv)
window = QMainWindow()
window.resize(1280, 736)
window.show()
QTimer.singleShot(0, probe)
sys.exit(application.exec())
"""
GOAL = 2.5


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--teams", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--file", type=Path, help="open this tournament instead of building one")
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="tournoi-startup-"))
    if args.file:
        path = Path(shutil.copy(args.file, folder))
    else:
        path = folder / "grand.tournoi"
        make_tournament(path, count=args.teams).close()
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    times, bare = [], []
    for _ in range(args.runs):
        times.append(_launch(PROBE, path, environment, folder))
        bare.append(_launch(BARE, path, environment, folder))
    what = path.name if args.file else f"{args.teams} teams"
    print(f"load average: {os.getloadavg()[0]:.2f} (1 min)")
    for name, runs in ((f"{what}: window usable", times), ("bare QMainWindow shown", bare)):
        print(f"{name} in " + ", ".join(f"{t:.2f} s ({cpu:.2f} s processor)" for t, cpu in runs))
    ratio = min(t for t, _ in times) / min(t for t, _ in bare)
    processor = min(cpu for _, cpu in times) / min(cpu for _, cpu in bare)
    print(
        f"best {min(times)[0]:.2f} s, worst {max(times)[0]:.2f} s (target 1.5 s); "
        f"{ratio:.2f} times the bare window, {processor:.2f} in processor time "
        f"(goal {GOAL}: {'met' if max(ratio, processor) <= GOAL else 'MISSED'})"
    )


def _launch(
    probe: str, path: Path, environment: dict[str, str], folder: Path
) -> tuple[float, float]:
    """Seconds from the process's start to its probe's answer; its processor seconds."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    result = subprocess.run(
        [sys.executable, "-c", probe, str(path)],
        capture_output=True, text=True, env=environment, check=True, cwd=folder,
    )  # fmt: skip
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    processor = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    return float(result.stdout.split()[-1]), processor


if __name__ == "__main__":
    main()
