"""A real tournament changed outside the application, as someone with a SQLite tool would."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

from tests.conftest import new_tournament
from tests.factories import random_sheet, sheet_document
from tournoi.services import draws, scores
from tournoi.services.draws import DrawMethod
from tournoi.services.tournament import lifecycle as tournaments

WHO = "arbitre"


def played_file(path: Path, *, teams: int, seed: int, next_round: bool) -> Path:
    """``teams`` teams, round 1 drawn at random and every table played with random sheets
    (imported whole); with ``next_round``, round 2 drawn. Closed."""
    db = new_tournament(path, teams=teams, draw=DrawMethod.RANDOM)
    rules = tournaments.get_settings(db).rules
    rng = random.Random(seed)
    for table in range(1, teams // 2 + 1):
        document = sheet_document(random_sheet(rng, rules))
        scores.import_sheet(db, round_number=1, table=table, document=document, who=WHO)
    if next_round:
        draws.draw_round(db, method=DrawMethod.RANDOM, who=WHO)
    db.close()
    return path


def tampered(played: Path, folder: Path, *statements: str) -> Path:
    """A copy of ``played`` changed by ``statements``, as a SQLite tool would (no foreign keys)."""
    path = folder / "modifie.tournoi"
    path.write_bytes(played.read_bytes())
    with sqlite3.connect(path) as connection:
        connection.execute("PRAGMA foreign_keys=OFF")
        for statement in statements:
            connection.execute(statement)
    connection.close()
    return path
