"""The integrity check on a big file: its first run in a process, and a second one.

    .venv/bin/python benchmarks/integrity_speed.py [--teams 1000] [--rounds 5] [--runs 3]
        [--file PATH] [--before DIR]

Builds through the services (or reuses, ``--file``) a tournament of
``--teams`` teams with rounds 1 to ``--rounds`` drawn Swiss and played, each
partie a random valid sheet. Then starts, ``--runs`` times, a fresh process
that opens the file and calls ``integrity.check`` twice (CPU time): the first call pays
for what a process loads and fills once (the command line's ``check`` and
``draw`` pay it each time), the second is the check before a draw in the
window. ``--before`` also measures another copy of the repository (a version
before a change, ``git archive``), alternated with this one, on the same
file: only the ratios compare between runs on a shared machine.

Also times (CPU time of the child) ``python -m tournoi standings FILE`` (the JSON
standings of the command line), whose share of the check is the cost of
running it there.
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
sys.path.insert(0, str(ROOT / "benchmarks"))

from big_tournament import tournament_file  # noqa: E402

CHILD = """
import json, sys, time
from tournoi.services import integrity, tournaments
db = tournaments.open_tournament(sys.argv[1])
times = []
for _ in range(2):
    start = time.process_time()
    report = integrity.check(db)
    times.append(time.process_time() - start)
db.close()
print(json.dumps({"times": times, "donnes": report.donnes, "parties": report.parties,
                  "sound": report.sound}))
"""


def check_times(file: Path, root: Path) -> dict[str, object]:
    """The CPU times of the first and second ``integrity.check`` of one fresh process running
    the code at ``root`` (CPU time: the machine is shared, its wall time varies more)."""
    env = {**os.environ, "PYTHONPATH": str(root)}
    done = subprocess.run(
        [sys.executable, "-c", CHILD, str(file)],
        env=env, cwd=root, check=True, capture_output=True, text=True,
    )  # fmt: skip
    found: dict[str, object] = json.loads(done.stdout)
    return found


def command_time(file: Path, root: Path) -> float:
    """The CPU time of ``python -m tournoi standings FILE`` with the code at ``root``."""
    env = {**os.environ, "PYTHONPATH": str(root)}
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(
        [sys.executable, "-m", "tournoi", "standings", str(file)],
        env=env, cwd=root, check=False, stdout=subprocess.DEVNULL,
    )  # fmt: skip
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--teams", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--file", type=Path)
    parser.add_argument("--before", type=Path, help="another copy of the code, measured too")
    options = parser.parse_args()
    default = Path(tempfile.gettempdir()) / f"integrity_{options.teams}.tournoi"
    file = tournament_file(
        options.file or default, options.teams, drawn=options.rounds,
        played=options.rounds, planned=options.rounds,
    )  # fmt: skip
    print(f"load average at start: {os.getloadavg()[0]:.2f}")
    roots = {"this code": ROOT}
    if options.before is not None:
        roots["before"] = options.before.resolve()
    first: dict[str, list[float]] = {label: [] for label in roots}
    second: dict[str, list[float]] = {label: [] for label in roots}
    command: dict[str, list[float]] = {label: [] for label in roots}
    sizes = ""
    for _ in range(options.runs):
        for label, root in roots.items():
            found = check_times(file, root)
            times = found["times"]
            assert isinstance(times, list)
            first[label].append(times[0])
            second[label].append(times[1])
            command[label].append(command_time(file, root))
            sizes = f"{found['parties']} parties, {found['donnes']} donnes, sound: {found['sound']}"
    print(f"{options.teams} teams, {options.rounds} rounds played: {sizes}")
    for label in roots:
        print(
            f"{label:10} check, first run {statistics.median(first[label]) * 1000:6.0f} ms   "
            f"second run {statistics.median(second[label]) * 1000:6.0f} ms   "
            f"tournoi standings {statistics.median(command[label]) * 1000:6.0f} ms "
            f"(CPU, medians of {options.runs})"
        )
    print(f"load average at end: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
