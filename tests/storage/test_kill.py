"""Nothing acknowledged is lost: a scorer killed (SIGKILL) 20 times while entering 500 donnes.

The scorer is a child process (:mod:`tests.storage.record_until_killed`)
using the services on a tournament file; it prints each donne once
``record_donne`` has returned. It is killed after a random number of them
and a random delay (while it starts, opens the file, draws a round or is in
the middle of a donne's transaction), then the file is checked and the
scorer started again: it carries on from what the file holds.
"""

from __future__ import annotations

import random
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterable
from contextlib import closing
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from engine import Donne
from tests.storage.record_until_killed import RULES, create, donne_at
from tournoi.services import scores
from tournoi.services.scores import records
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.storage import Database, models

ROOT = Path(__file__).resolve().parent.parent.parent
KILLS = 20
ACKNOWLEDGED = 500

Place = tuple[int, int, int]
"""Round, table, donne number."""


def run_and_kill(path: Path, *, after: int, delay: float) -> set[Place]:
    """Start the scorer, kill it ``delay`` seconds after its ``after``-th acknowledgement."""
    child = subprocess.Popen(
        [sys.executable, "-m", "tests.storage.record_until_killed", str(path)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert child.stdout is not None and child.stderr is not None
    lines = [child.stdout.readline() for _ in range(after)]
    time.sleep(delay)
    child.send_signal(signal.SIGKILL)
    child.wait()
    lines += child.stdout.readlines()
    error = child.stderr.read()
    child.stdout.close()
    child.stderr.close()
    assert child.returncode == -signal.SIGKILL, error
    assert "fin\n" not in lines, "the tournament is too short for the test"
    # A line cut by the kill is not an acknowledgement.
    acknowledged = [tuple(map(int, line.split())) for line in lines if line.endswith("\n")]
    assert len(acknowledged) >= after, error
    return {(r, t, n) for r, t, n in acknowledged}


def columns(donne: Donne) -> tuple[Any, ...]:
    """The donne as the file stores it."""
    row = models.Donne(partie_id=0, number=0, entered_at=datetime.now())
    records.fill(row, donne)
    return (row.taker, row.trump, row.points, row.contract, row.contract_capot, row.coinche,
            row.capot, row.belote_a, row.belote_b, row.annonces)  # fmt: skip


STORED = """
    SELECT round.number, partie.table_number, donne.number, taker, trump, points, contract,
           contract_capot, coinche, capot, belote_a, belote_b, annonces
    FROM donne JOIN partie ON partie.id = donne.partie_id JOIN round ON round.id = partie.round_id
"""
ADDED = """
    SELECT round.number, partie.table_number, count(*)
    FROM audit_event JOIN partie ON partie.id = audit_event.partie_id
    JOIN round ON round.id = partie.round_id
    WHERE action = 'donne.add' GROUP BY partie.id
"""


def check_file(path: Path, acknowledged: set[Place]) -> None:
    """Every acknowledged donne is stored as entered; the file is sound and reopens."""
    with closing(sqlite3.connect(path)) as connection:
        assert connection.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        stored = {(r, t, n): tuple(rest) for r, t, n, *rest in connection.execute(STORED)}
        added = {(r, t): count for r, t, count in connection.execute(ADDED)}
    assert acknowledged <= stored.keys(), sorted(acknowledged - stored.keys())
    for place, values in stored.items():
        assert values == columns(donne_at(*place)), place
    # Each donne came with its audit event, in one transaction, and numbers have no gap.
    assert added == count_by_partie(stored)
    assert all(sorted(n for r, t, n in stored if (r, t) == key) == list(range(1, count + 1))
               for key, count in added.items())  # fmt: skip

    db = tournaments.open_tournament(path)
    try:
        for r, t in added:
            sheet = scores.sheet(db, round_number=r, table=t)
            assert [line.donne for line in sheet.lines] == [
                donne_at(r, t, n) for n in range(1, len(sheet.lines) + 1)
            ]
            assert sheet.state.value == ("finished" if sheet.over else "in_progress")
            assert sheet.over == (len(sheet.lines) == RULES.donnes)
    finally:
        db.close()


def count_by_partie(places: Iterable[Place]) -> dict[tuple[int, int], int]:
    counts: dict[tuple[int, int], int] = {}
    for r, t, _ in places:
        counts[r, t] = counts.get((r, t), 0) + 1
    return counts


def test_each_commit_waits_for_the_disk(tmp_path: Path) -> None:
    """synchronous=FULL: a commit returns once the disk has the WAL frame, so that a donne
    acknowledged before a power cut is still there (NORMAL only survives a killed program)."""
    db = Database.create(tmp_path / "concours.tournoi")
    with db.engine.connect() as connection:
        assert connection.exec_driver_sql("PRAGMA synchronous").scalar() == 2  # FULL
        assert connection.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
    db.close()


STARTUP_KILLS = {2, 7, 12, 17}
"""The runs killed after a random delay without awaiting an acknowledgement: while the scorer
starts, opens the file, or records its first donnes."""


@pytest.mark.slow
def test_a_scorer_killed_20_times_loses_none_of_500_acknowledged_donnes(tmp_path: Path) -> None:
    path = tmp_path / "concours.tournoi"
    create(path).close()
    rng = random.Random(2024)
    acknowledged: set[Place] = set()
    for kill in range(KILLS):
        if kill in STARTUP_KILLS:
            after, delay = 0, rng.uniform(0, 0.9)
        else:
            left = ACKNOWLEDGED - len(acknowledged)
            runs = sum(k not in STARTUP_KILLS for k in range(kill, KILLS))
            after = max(1, left) if runs == 1 else rng.randint(1, max(1, 2 * left // runs))
            # At most a few donnes later: in the middle of one of their transactions.
            delay = rng.uniform(0, 0.02)
        new = run_and_kill(path, after=after, delay=delay)
        assert not new & acknowledged, "a donne acknowledged before was entered again"
        acknowledged |= new
        check_file(path, acknowledged)
    assert len(acknowledged) >= ACKNOWLEDGED
