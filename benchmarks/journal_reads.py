"""The journal of changes on a big trail: 60 000 events over the 500 tables of 1000 teams.

Processor time, best of five, measured side by side in one run (the machine is
shared): a page of the journal with each filter, the window opened, and the
window's refresh after a change once 10 000 rows were scrolled through, read
again whole (as it was first written) or the newest page merged with the rows
already read (as it is now).

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/journal_reads.py
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QModelIndex
from PySide6.QtWidgets import QApplication
from sqlmodel import select

from tests.ui.conftest import make_tournament
from tournoi.services.scores import journal
from tournoi.services.scores.journal import JournalFilter
from tournoi.storage import Database, models
from tournoi.ui.context import TournamentContext
from tournoi.ui.journal_dialog import JournalDialog, JournalModel

EVENTS = 60_000
DONNE = {"taker": "A", "contract": 80, "trump": "pique", "points": 117}


def big_trail(path: Path) -> Database:
    """1000 teams, round 1 drawn, and ``EVENTS`` donnes typed by the tables' phones."""
    db = make_tournament(path, count=1000)
    with db.session() as session:
        parties = list(session.exec(select(models.Partie)))
        for i in range(EVENTS):
            partie = parties[i % len(parties)]
            table = partie.table_number
            session.add(
                models.AuditEvent(
                    at=datetime.now(UTC), who=f"table {table}, téléphone", action="donne.add",
                    message=f"Tour 1, table {table} : Donne {i // len(parties) + 1} saisie.",
                    round_id=partie.round_id, partie_id=partie.id,
                    before=json.dumps([DONNE] * 2), after=json.dumps([DONNE] * 3),
                )
            )  # fmt: skip
        session.commit()
    return db


def best_ms(action: Callable[[], object]) -> float:
    runs = []
    for _ in range(5):
        start = time.process_time()
        action()
        runs.append(time.process_time() - start)
    return 1000 * min(runs)


def main() -> None:
    app = QApplication([])
    with tempfile.TemporaryDirectory() as folder:
        db = big_trail(Path(folder) / "journal.tournoi")
        print(f"load average {os.getloadavg()[0]:.2f}")
        for label, where in (
            ("first page", JournalFilter()),
            ("one table", JournalFilter(table=250)),
            ("one author", JournalFilter(who="table 7, téléphone")),
            ("text", JournalFilter(text="donne 40")),
        ):
            print(f"{label:12} {best_ms(lambda w=where: journal.journal(db, where=w)):6.1f} ms")
        print(f"last page    {best_ms(lambda: journal.journal(db, offset=EVENTS - 500)):6.1f} ms")
        context = TournamentContext(db, who="mesure")
        start = time.process_time()
        dialog = JournalDialog(context)
        dialog.show()
        app.processEvents()
        print(f"window shown {1000 * (time.process_time() - start):6.1f} ms")
        model = JournalModel(context)
        model.reload()
        while model.rowCount() < 10_000:
            model.fetchMore(QModelIndex())

        def whole() -> None:
            model.set_rows(journal.journal(db, limit=model.rowCount()).lines)

        print(f"refresh, 10 000 rows read: whole {best_ms(whole):.0f} ms, "
              f"newest page merged {best_ms(model.reload):.0f} ms")  # fmt: skip
        print(f"load average {os.getloadavg()[0]:.2f}")
        dialog.close()
        context.close()
        db.close()


if __name__ == "__main__":
    main()
