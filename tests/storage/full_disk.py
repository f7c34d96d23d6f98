"""Run by test_write_failures.py on a tiny disk of its own: record a donne once the disk is full.

    python -m tests.storage.full_disk FILE

``FILE`` is a tournament with round 1 drawn, alone on a small tmpfs. One
donne is recorded, the disk is filled up, a second donne is tried; then the
disk is freed and the file reopened. Prints what happened as one JSON object.
"""

from __future__ import annotations

import json
import sqlite3
import sys
from contextlib import closing, suppress
from pathlib import Path

from engine import Donne, Team, Trump
from tournoi.services import scores
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.storage import StorageError

WHO = "table de marque"
A80 = Donne(taker=Team.A, contract=80, trump=Trump.PIQUE, points=117)
B90 = Donne(taker=Team.B, contract=90, trump=Trump.COEUR, points=100)


def fill_up(filler: Path) -> None:
    with suppress(OSError), filler.open("wb", buffering=0) as file:
        while True:
            file.write(bytes(64 * 1024))
    with suppress(OSError), filler.open("ab", buffering=0) as file:
        while True:  # the last few bytes, one at a time
            file.write(b"\0")


def main(path: Path) -> None:
    db = tournaments.open_tournament(path)
    scores.record_donne(db, round_number=1, table=1, donne=A80, who=WHO)
    filler = path.with_name("remplissage")
    fill_up(filler)
    try:
        scores.record_donne(db, round_number=1, table=1, donne=B90, who=WHO)
        refusal = None
    except StorageError as error:
        refusal = str(error)
    db.close()
    filler.unlink()
    with closing(sqlite3.connect(path)) as connection:
        integrity = connection.execute("PRAGMA integrity_check").fetchall()
    db = tournaments.open_tournament(path)
    donnes = [line.donne for line in scores.sheet(db, round_number=1, table=1).lines]
    db.close()
    print(
        json.dumps(
            {
                "refusal": refusal,
                "integrity": integrity,
                "kept": donnes == [A80],
                "files": sorted(item.name for item in path.parent.iterdir()),
            },
            ensure_ascii=False,
        )
    )


if __name__ == "__main__":
    main(Path(sys.argv[1]))
