"""Big tournaments for the benchmarks, built once through the services and kept in a file."""

from __future__ import annotations

import random
import shutil
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.services.test_tournament_simulation import play_round
from tests.ui.conftest import make_tournament
from tournoi.services import draws
from tournoi.services.draws import DrawMethod
from tournoi.services.teams import registration as teams
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.storage.backup import backup_folder


def tournament_file(
    path: Path, count: int, *, drawn: int = 1, played: int = 0, planned: int = 3, seed: int = 1
) -> Path:
    """``count`` teams, rounds 1 to ``drawn`` drawn Swiss, the first ``played`` of them played.

    Each partie played is a random valid sheet (``tests.factories.random_sheet``)
    imported through the services. Built at ``path`` the first time, reused
    while it still holds such a tournament with at least ``planned`` rounds.
    """
    if path.exists():
        if _holds(path, count, drawn=drawn, played=played, planned=planned):
            return path
        path.unlink()
    start = time.perf_counter()
    db = make_tournament(path, count=count, rounds=max(planned, drawn), draw=False)
    try:
        rules = tournaments.get_settings(db).rules
        rng = random.Random(seed)
        for _ in range(played):
            play_round(db, rng, rules, DrawMethod.SWISS)
        for _ in range(played, drawn):
            draws.draw_round(db, method=DrawMethod.SWISS, who="banc d'essai")
    finally:
        db.close()
    shutil.rmtree(backup_folder(path), ignore_errors=True)  # the copies made before each draw
    print(
        f"built {count} teams, {drawn} rounds drawn, {played} played, "
        f"in {time.perf_counter() - start:.1f} s: {path}"
    )
    return path


def _holds(path: Path, count: int, *, drawn: int, played: int, planned: int) -> bool:
    db = tournaments.open_tournament(path)
    try:
        return (
            len(teams.list_teams(db)) == count
            and draws.last_round(db) == drawn
            and tournaments.get_settings(db).rounds >= planned
            and all(draws.round_view(db, round_number=n).is_complete for n in range(1, played + 1))
        )
    finally:
        db.close()
