"""The seeded random user of the window (tests/ui/monkey.py), for new seeds and longer runs.

    .venv/bin/python benchmarks/monkey.py [--seed S] [--steps N] [--runs R] [--verbose]

Builds the played tournament of tests/ui/test_monkey.py in a temporary folder,
opens the main window on it (offscreen) and drives it for ``--steps`` steps
from ``--seed`` (a new one drawn when not given), ``--runs`` times with the
following seeds. Prints per run the seed, the steps done, the dialogs
answered, the steps per second (elapsed and in this process's processor time,
with the load average) and any failure with the steps that led to it;
exits 1 when a run failed. ``--verbose`` prints each step as it starts: the
last one printed is the culprit when a step kills the process.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QApplication

from tests.ui.monkey import Monkey, Report
from tests.ui.test_monkey import RULES, monkey_inputs, played_tournament
from tournoi.ui.main_window import MainWindow
from tournoi.ui.preferences import Preferences


def run(seed: int, steps: int, *, verbose: bool) -> Report:
    with tempfile.TemporaryDirectory(prefix="singe-") as folder:
        root = Path(folder)
        os.environ["HOME"] = str(root)  # the wizard's default folder
        tournament = played_tournament(root / "singe.tournoi")
        window = MainWindow(Preferences(root / "preferences.ini"))
        window.show()
        assert window.open_location(str(tournament))
        monkey = Monkey(
            window,
            seed=seed,
            inputs=monkey_inputs(root / "fichiers", tournament),
            rules=RULES,
            echo=print if verbose else None,
        )
        report = monkey.run(steps)
        window.close()
        window.deleteLater()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    return report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--steps", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--verbose", action="store_true")
    options = parser.parse_args()
    application = QApplication(sys.argv)
    application.setQuitOnLastWindowClosed(False)  # Quitter, then started again
    QDesktopServices.openUrl = lambda _url: True  # type: ignore[method-assign]
    first = options.seed if options.seed is not None else random.randrange(1_000_000)
    failed = False
    for seed in range(first, first + options.runs):
        report = run(seed, options.steps, verbose=options.verbose)
        steps = len(report.steps)
        print(
            f"seed {seed}: {steps} steps, {report.answered} dialogs answered, "
            f"{report.seconds:.1f} s, {steps / report.seconds:.1f} steps/s; "
            f"processor {report.cpu_seconds:.1f} s, {steps / report.cpu_seconds:.1f} steps/s; "
            f"load {os.getloadavg()[0]:.1f}; {'FAILED' if report.failures else 'ok'}",
            flush=True,
        )
        if report.failures:
            failed = True
            print(report, flush=True)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
