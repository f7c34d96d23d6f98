"""Start-up time of the window with a big tournament, against a bare Qt window in the same run.

    .venv/bin/python benchmarks/ui_startup.py [--teams 1000] [--runs 3] [--file PATH]
        [--before DIR]

Builds (once, in a temporary folder) a tournament of ``--teams`` teams with
round 1 drawn, or copies there the tournament given with ``--file`` (such as
the 1000 teams and 9 rounds played that ``tournament_1000.py`` keeps), then
starts the window on it in a fresh process for each run, as ``python -m
tournoi FILE`` does (its modules imported in the same order), with a probe
that stops the clock when the main window is shown with the tournament's
first page built and every pending event processed (the window is usable),
from the moment the process started. Each run is followed by the same launch
of a bare ``QMainWindow`` (Qt imported, the application made, the window
shown, events processed, closed), so the two alternate on the shared machine.
``--before`` also starts the window of another copy of the repository (a
version before a change, ``git archive``) at each run, between the two.
Each launch also says how much processor time the cyclic garbage collector's
passes took up to usable (``gc.callbacks``), which the load hardly changes.

Each launch is also counted in processor time, which the load of a shared
machine hardly changes: up to the moment the window is usable (every thread
of the process, interpreter start included: what the goal compares), and for
the whole process (the child's user and system time, the integrity check that
starts after the first paint and the exit included). The Python files are
compiled once, before the runs, into a bytecode folder of the temporary
folder, as an installed application has its bytecode (a working copy run
with ``PYTHONDONTWRITEBYTECODE`` compiles a hundred modules at each start).
Goals: 1.5 s on an idle machine; the tournament's window at most 2.5 times
the bare one (the best runs of each compared).
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.ui.conftest import make_tournament  # noqa: E402

COLLECTOR = """
import gc, time
started = time.perf_counter()
collecting = [0.0, 0.0]  # processor seconds in the cyclic collector, the current pass's start

def count(phase, info):
    if phase == "start":
        collecting[1] = time.process_time()
    else:
        collecting[0] += time.process_time() - collecting[1]

gc.callbacks.append(count)
"""

PROBE = (
    COLLECTOR
    + """
import contextlib, sys
import tournoi.__main__  # what ``python -m tournoi FILE`` loads first
# Then the window, as tournoi.__main__ does (plainly in a version before ``window_imports``).
with getattr(tournoi.__main__, "window_imports", contextlib.nullcontext)():
    from tournoi.ui import app
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

def probe():
    window = next(w for w in QApplication.topLevelWidgets() if hasattr(w, "tabs"))
    QApplication.processEvents()
    assert window.tabs.count() == 4, "the tournament is open"
    assert window.teams_page.model.rowCount() > 0, "its teams are listed"
    print(f"{time.perf_counter() - started:.3f} {time.process_time():.3f} {collecting[0]:.4f}")
    QApplication.quit()

QTimer.singleShot(0, probe)
sys.exit(app.main(["tournoi", sys.argv[1]]))
"""
)

BARE = (
    COLLECTOR
    + """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

def probe():
    QApplication.processEvents()
    print(f"{time.perf_counter() - started:.3f} {time.process_time():.3f} {collecting[0]:.4f}")
    window.close()
    QApplication.quit()

application = QApplication(sys.argv)
window = QMainWindow()
window.resize(1280, 736)
window.show()
QTimer.singleShot(0, probe)
sys.exit(application.exec())
"""
)
GOAL = 2.5


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--teams", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--file", type=Path, help="open this tournament instead of building one")
    parser.add_argument("--before", type=Path, help="another copy of the code, measured too")
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="tournoi-startup-"))
    if args.file:
        path = Path(shutil.copy(args.file, folder))
    else:
        path = folder / "grand.tournoi"
        make_tournament(path, count=args.teams).close()
    what = path.name if args.file else f"{args.teams} teams"
    launches = {f"{what}: window usable": (PROBE, ROOT)}
    if args.before is not None:
        launches[f"{what} (before): window usable"] = (PROBE, args.before.resolve())
    launches["bare QMainWindow shown"] = (BARE, ROOT)
    for probe, root in launches.values():  # compiles; not counted
        _launch(probe, path, _environment(root, folder), folder)
    runs: dict[str, list[Run]] = {name: [] for name in launches}
    for _ in range(args.runs):
        for name, (probe, root) in launches.items():
            runs[name].append(_launch(probe, path, _environment(root, folder), folder))
    print(f"load average: {' '.join(f'{load:.2f}' for load in os.getloadavg())} (1, 5, 15 min)")
    for name, its_runs in runs.items():
        print(
            f"{name} in "
            + ", ".join(
                f"{run.clock:.2f} s ({run.usable:.2f} s processor, {run.whole:.2f} s whole process,"
                f" {run.collecting * 1000:.0f} ms collecting)"
                for run in its_runs
            )
        )
    bare = runs.pop("bare QMainWindow shown")
    for name, times in runs.items():
        clock = min(run.clock for run in times) / min(run.clock for run in bare)
        processor = min(run.usable for run in times) / min(run.usable for run in bare)
        whole = min(run.whole for run in times) / min(run.whole for run in bare)
        print(
            f"{name.split(':')[0]}: best {min(run.clock for run in times):.2f} s,"
            f" worst {max(run.clock for run in times):.2f} s (target 1.5 s);"
            f" {clock:.2f} times the bare window, {processor:.2f} in processor time"
            f" up to usable, {whole:.2f} for the whole process"
            f" (goal {GOAL}: {'met' if max(clock, processor) <= GOAL else 'MISSED'});"
            f" medians {statistics.median(run.usable for run in times):.2f} s processor,"
            f" bare {statistics.median(run.usable for run in bare):.2f} s"
        )


def _environment(root: Path, folder: Path) -> dict[str, str]:
    """The child's environment: the code at ``root``, its bytecode kept in ``folder``."""
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(root)}
    environment.pop("PYTHONDONTWRITEBYTECODE", None)
    environment["PYTHONPYCACHEPREFIX"] = str(folder / "bytecode" / root.name)
    return environment


@dataclass(frozen=True, kw_only=True, slots=True)
class Run:
    clock: float
    """Seconds from the process's start to the window usable."""
    usable: float
    """Processor seconds of the process up to then, every thread."""
    whole: float
    """Processor seconds of the whole process, its exit included."""
    collecting: float
    """Processor seconds of the cyclic garbage collector's passes up to usable."""


def _launch(probe: str, path: Path, environment: dict[str, str], folder: Path) -> Run:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    result = subprocess.run(
        [sys.executable, "-c", probe, str(path)],
        capture_output=True, text=True, env=environment, check=True, cwd=folder,
    )  # fmt: skip
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    whole = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    clock, usable, collecting = (float(word) for word in result.stdout.split()[-3:])
    return Run(clock=clock, usable=usable, whole=whole, collecting=collecting)


if __name__ == "__main__":
    main()
