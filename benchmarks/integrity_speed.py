"""The integrity check on a big file: its first run in a process, and a second one.

    .venv/bin/python benchmarks/integrity_speed.py [--teams 1000] [--rounds 5] [--runs 3]
        [--file PATH] [--before DIR] [--record]

Builds through the services (or reuses, ``--file``) a tournament of
``--teams`` teams with rounds 1 to ``--rounds`` drawn Swiss and played, each
partie a random valid sheet. Then starts, ``--runs`` times, a fresh process
that opens the file and calls ``integrity.check`` twice (CPU time): the first call pays
for what a process loads and fills once (the command line's ``check`` and
``draw`` pay it each time), the second is the arbiter's check again in the
window. Then one partie's donne is changed (a second connection, as a SQLite
tool), and the check before a draw (``full=False``) is timed: it scores again
that partie alone (a version without it checks everything again). ``--before`` also measures another copy of the repository (a version
before a change, ``git archive``), alternated with this one, on the same
file: only the ratios compare between runs on a shared machine. (A version
before migration 0012 refuses a file that this one has opened, migrated:
run its own script on a copy made before.)

Also times (CPU time of the child) ``python -m tournoi standings FILE`` (the JSON
standings of the command line), whose share of the check is the cost of
running it there.

``--record`` times instead what the stamps' triggers cost the recording: a
donne recorded and deleted through the services at each of 20 tables, on a
file with its triggers and on a copy without them (dropped), in alternate
blocks of one process (CPU time).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from big_tournament import tournament_file  # noqa: E402

CHILD = """
import inspect, json, shutil, sqlite3, sys, tempfile, time
from pathlib import Path
from tournoi.services.integrity import soundness as integrity
from tournoi.services.tournament import lifecycle as tournaments
copy = Path(tempfile.mkdtemp()) / "copie.tournoi"
shutil.copy(sys.argv[1], copy)
db = tournaments.open_tournament(copy)
times = []
for _ in range(2):
    start = time.process_time()
    report = integrity.check(db)
    times.append(time.process_time() - start)
with sqlite3.connect(copy) as tool:
    tool.execute("UPDATE donne SET entered_by = 'outil' WHERE id = (SELECT max(id) FROM donne)")
tool.close()
incremental = "full" in inspect.signature(integrity.check).parameters
start = time.process_time()
again = integrity.check(db, full=False) if incremental else integrity.check(db)
times.append(time.process_time() - start)
assert again == report
db.close()
shutil.rmtree(copy.parent)
print(json.dumps({"times": times, "donnes": report.donnes, "parties": report.parties,
                  "sound": report.sound}))
"""


def check_times(file: Path, root: Path) -> dict[str, object]:
    """The CPU times of the first and second ``integrity.check`` of one fresh process running
    the code at ``root``, and of the check before a draw after one partie changed (CPU time:
    the machine is shared, its wall time varies more)."""
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


def recording_cost(blocks: int) -> dict[str, float]:
    """The median CPU time of recording and deleting one donne, with the stamps' triggers and
    without them, measured in alternate blocks."""
    from engine import Donne, Rules, Team, Trump  # noqa: PLC0415 (only for --record)
    from tests.conftest import new_tournament  # noqa: PLC0415
    from tournoi.services import scores  # noqa: PLC0415
    from tournoi.services.draws import DrawMethod  # noqa: PLC0415
    from tournoi.storage import Database, stamps  # noqa: PLC0415

    donne = Donne(taker=Team.A, contract=80, trump=Trump.COEUR, points=100)
    times: dict[str, list[float]] = {"with the triggers": [], "without": []}
    with tempfile.TemporaryDirectory() as folder:
        path, bare = Path(folder) / "stamps.tournoi", Path(folder) / "bare.tournoi"
        new_tournament(path, teams=40, rules=Rules(target=2000), draw=DrawMethod.ROTATION).close()
        shutil.copy(path, bare)
        with sqlite3.connect(bare) as tool:
            for name in stamps.SQLITE_TRIGGERS:
                tool.execute(f"DROP TRIGGER {name}")
        tool.close()
        files = {"with the triggers": Database.open(path), "without": Database.open(bare)}
        for _ in range(blocks):
            for label, db in files.items():
                start = time.process_time()
                for table in range(1, 21):
                    scores.record_donne(db, round_number=1, table=table, donne=donne, who="banc")
                    scores.delete_donne(db, round_number=1, table=table, number=1, who="banc")
                times[label].append((time.process_time() - start) / 20)
        for db in files.values():
            db.close()
    return {label: statistics.median(laps) for label, laps in times.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--teams", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--file", type=Path)
    parser.add_argument("--before", type=Path, help="another copy of the code, measured too")
    parser.add_argument("--record", action="store_true", help="the triggers' cost instead")
    options = parser.parse_args()
    if options.record:
        print(f"load average at start: {os.getloadavg()[0]:.2f}")
        cost = recording_cost(blocks=10)
        print(", ".join(f"{label} {seconds * 1000:.2f} ms" for label, seconds in cost.items())
              + " of CPU per donne recorded and deleted (medians of 10 blocks of 20)")  # fmt: skip
        print(f"load average at end: {os.getloadavg()[0]:.2f}")
        return
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
    changed: dict[str, list[float]] = {label: [] for label in roots}
    command: dict[str, list[float]] = {label: [] for label in roots}
    sizes = ""
    for _ in range(options.runs):
        for label, root in roots.items():
            found = check_times(file, root)
            times = found["times"]
            assert isinstance(times, list)
            first[label].append(times[0])
            second[label].append(times[1])
            changed[label].append(times[2])
            command[label].append(command_time(file, root))
            sizes = f"{found['parties']} parties, {found['donnes']} donnes, sound: {found['sound']}"
    print(f"{options.teams} teams, {options.rounds} rounds played: {sizes}")
    for label in roots:
        print(
            f"{label:10} check, first run {statistics.median(first[label]) * 1000:6.0f} ms   "
            f"second run {statistics.median(second[label]) * 1000:6.0f} ms   "
            f"after one partie changed {statistics.median(changed[label]) * 1000:6.1f} ms   "
            f"tournoi standings {statistics.median(command[label]) * 1000:6.0f} ms "
            f"(CPU, medians of {options.runs})"
        )
    print(f"load average at end: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
