"""The command line's cost: CPU time of one command, as a ratio of the same run's references.

    .venv/bin/python benchmarks/command_speed.py [--runs 7] [--before DIR] [--from-source]

Builds (in a temporary folder) a 16-team tournament with round 1 drawn and
a sheet for the engine, then starts each command and its reference in
turn, ``--runs`` times, in fresh processes: the CPU time (user + system) of
each child is read from ``resource.getrusage(RUSAGE_CHILDREN)`` before and
after it, and the medians are compared. Alternating the commands spreads the
machine's load evenly over them; only the ratios compare between runs.
``--before`` also measures the commands of another copy of the repository
(a version before a change, ``git archive``), alternated with these.

The children run with their bytecode cached (in the temporary folder, each
command started once unmeasured first), as an installed application runs:
the installer compiles its modules. ``--from-source`` leaves the
environment as it is: where ``PYTHONDONTWRITEBYTECODE`` is set (as on the
machine of ``docs/benchmarks.md``), every module of the application is then
compiled from its source at each start, while the libraries of the virtual
environment, ``sqlmodel`` included, keep their bytecode.

Goals: a command that reads a tournament (``standings``, ``tables``) at most
1.3 × ``python -c "import sqlmodel"``; ``python -m engine score`` at most 3 ×
``python -c pass``.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.conftest import new_tournament  # noqa: E402
from tournoi.services.draws import DrawMethod  # noqa: E402

SHEET = {
    "rules": {"target": 2000},
    "donnes": [
        {"taker": "A", "contract": 110, "trump": "coeur", "points": 117, "capot": None},
        {"taker": "B", "contract": 80, "trump": "pique", "points": 90, "capot": None},
        {"taker": None},
    ],
}


REFERENCES = {
    "python -c pass": ["-c", "pass"],
    'python -c "import sqlmodel"': ["-c", "import sqlmodel"],
    # The same with the collector paused during the import and the imported objects then
    # left out of its rounds, as a command does: what that alone saves the libraries.
    "import sqlmodel, gc paused": [
        "-c",
        "import gc; gc.disable(); import sqlmodel; gc.freeze(); gc.enable()",
    ],
}


def commands(folder: Path) -> dict[str, list[str]]:
    file = str(folder / "concours.tournoi")
    sheet = str(folder / "feuille.json")
    return {
        "tournoi --help": ["-m", "tournoi", "--help"],
        "tournoi standings": ["-m", "tournoi", "standings", file],
        "tournoi tables": ["-m", "tournoi", "tables", file, "--round", "1"],
        "engine score": ["-m", "engine", "score", sheet],
    }


def environment(root: Path, bytecode: Path | None) -> dict[str, str]:
    """The child's environment: the code at ``root``, its bytecode kept in ``bytecode``."""
    env = {**os.environ, "PYTHONPATH": str(root)}
    if bytecode is not None:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(bytecode / root.name)
    return env


def cpu_of(argv: list[str], root: Path, bytecode: Path | None) -> float:
    """The CPU seconds of one child process running ``argv`` on the code at ``root``."""
    env = environment(root, bytecode)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    # ``-m`` puts the working folder first on the path: the code's own folder.
    subprocess.run(argv, env=env, cwd=root, check=True, stdout=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--before", type=Path, help="another copy of the code, measured too")
    parser.add_argument(
        "--from-source", action="store_true", help="no bytecode kept if the environment says so"
    )
    options = parser.parse_args()
    print(f"load average at start: {os.getloadavg()[0]:.2f}")
    print("bytecode: " + ("as the environment says" if options.from_source else "kept"))
    with tempfile.TemporaryDirectory(prefix="tournoi-") as name:
        folder = Path(name)
        new_tournament(folder / "concours.tournoi", teams=16, draw=DrawMethod.SWISS).close()
        (folder / "feuille.json").write_text(json.dumps(SHEET), encoding="utf-8")
        runs = [(label, argv, ROOT) for label, argv in REFERENCES.items()]
        runs += [(label, argv, ROOT) for label, argv in commands(folder).items()]
        if options.before is not None:
            before = options.before.resolve()
            runs += [
                (f"{label} (before)", argv, before) for label, argv in commands(folder).items()
            ]
        bytecode = None if options.from_source else folder / "bytecode"
        for _label, argv, root in runs:  # compiles what each one imports, when bytecode is kept
            cpu_of([sys.executable, *argv], root, bytecode)
        measured: dict[str, list[float]] = {label: [] for label, _, _ in runs}
        for _ in range(options.runs):
            for label, argv, root in runs:
                measured[label].append(cpu_of([sys.executable, *argv], root, bytecode))
    medians = {label: statistics.median(times) for label, times in measured.items()}
    floor, sqlmodel = medians["python -c pass"], medians['python -c "import sqlmodel"']
    for label, median in medians.items():
        print(
            f"{label:30} median {median * 1000:6.0f} ms CPU  "
            f"{median / floor:5.1f} × pass  {median / sqlmodel:5.2f} × import sqlmodel"
        )
    print(f"load average at end: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
