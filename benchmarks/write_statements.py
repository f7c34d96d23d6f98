"""A donne's write from the desk and from a phone: SQL statements, processor time, the floor.

    .venv/bin/python benchmarks/write_statements.py [--tables 30] [--donnes 8] [--rounds 5]

Makes a tournament of ``2 × --tables`` teams (contrée to 5000: no partie ends
within its donnes), draws round 1, then writes ``--donnes`` donnes on every
table, the way the desk does (``scores.record_donne`` at the sheet's version)
and the way the phones' server does (``table_entry.record`` with the page's
submission identifier and the server's sheet memo, after the phone read its
sheet). Counted, per write: the SQL statements sent to the database, with
each transaction's start and commit counted once each (``BEGIN``, ``COMMIT``),
and the processor time (``time.process_time``), median of each of
``--rounds`` passes.

The floor of a phone's donne, in the same run: what no write of a donne can
do without, the engine scoring the table's sheet with its new donne
(``engine.Partie``) and one empty transaction committed on the same file.
What a durable write adds to it is timed apart (``--parts``): the scoring
alone, the empty commit alone, one row inserted and committed on the same
file by the ``sqlite3`` module alone and through SQLAlchemy Core.
"""

from __future__ import annotations

import argparse
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import partial
from pathlib import Path
from typing import Any

from sqlalchemy import event, text

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.timing import load_average
from engine import Donne, Partie, Rules, Team, Trump
from tournoi.services import draws, scores
from tournoi.services.draws import DrawMethod
from tournoi.services.settings import TournamentSettings
from tournoi.services.tables import entry as table_entry
from tournoi.services.tables import links as table_links
from tournoi.services.tables.sheet_cache import SheetMemo
from tournoi.services.teams import registration as teams
from tournoi.services.teams.info import PlayerInfo
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.storage import Database

DONNES = [
    Donne(taker=Team.A, contract=80, trump=Trump.PIQUE, points=117),
    Donne(taker=Team.B, contract=90, trump=Trump.COEUR, points=101),
    Donne(taker=Team.A, contract=100, trump=Trump.TREFLE, points=60),
    Donne(taker=Team.B, contract=80, trump=Trump.CARREAU, points=130),
]
RULES = Rules(target=5000)


def prepared(folder: Path, name: str, tables: int) -> tuple[Database, dict[int, str]]:
    settings = TournamentSettings(rules=RULES, rounds=3)
    db = tournaments.create_tournament(folder / name, name="Banc", settings=settings, who="x")
    for n in range(1, 2 * tables + 1):
        teams.add_team(db, players=[PlayerInfo("Ana", f"Nom{n}"), PlayerInfo("Bo", f"Autre{n}")], who="x")  # fmt: skip
    draws.draw_round(db, method=DrawMethod.ROTATION, who="x")
    links = table_links.issue_links(db, round_number=1, who="x")
    return db, {link.table: link.secret for link in links}


@contextmanager
def counted(db: Database) -> Iterator[list[str]]:
    """Every statement sent meanwhile, and each transaction's start and commit."""
    seen: list[str] = []

    def statement(_conn: Any, _cursor: Any, text: str, *_args: Any) -> None:
        seen.append(text.split(None, 1)[0].upper())

    def begin(_conn: Any) -> None:
        seen.append("BEGIN")

    def commit(_conn: Any) -> None:
        seen.append("COMMIT")

    event.listen(db.engine, "before_cursor_execute", statement)
    event.listen(db.engine, "begin", begin)
    event.listen(db.engine, "commit", commit)
    try:
        yield seen
    finally:
        event.remove(db.engine, "before_cursor_execute", statement)
        event.remove(db.engine, "begin", begin)
        event.remove(db.engine, "commit", commit)


def measured(db: Database, writes: list[Callable[[], object]]) -> tuple[float, float, list[str]]:
    """Statements per write (mean), processor ms per write (median), one write's statements."""
    times: list[float] = []
    counts: list[int] = []
    one: list[str] = []
    for write in writes:
        with counted(db) as seen:
            start = time.process_time()
            write()
            times.append(1000 * (time.process_time() - start))
        counts.append(len(seen))
        one = one or list(seen)
    return statistics.mean(counts), statistics.median(times), one


def desk_writes(db: Database, tables: int, donnes: int) -> list[Callable[[], object]]:
    return [
        partial(
            scores.record_donne, db, round_number=1, table=table, donne=DONNES[n % len(DONNES)],
            who="poste", version=n + 1,
        )
        for n in range(donnes)
        for table in range(1, tables + 1)
    ]  # fmt: skip


def phone_writes(
    db: Database, secrets: dict[int, str], donnes: int, memo: SheetMemo
) -> list[Callable[[], object]]:
    return [
        partial(
            table_entry.record, db, secret=secret, submission=f"envoi-{table}-{n}",
            donne=DONNES[n % len(DONNES)], version=n + 1, memo=memo,
        )
        for n in range(donnes)
        for table, secret in secrets.items()
    ]  # fmt: skip


def floor(db: Database, tables: int, donnes: int) -> float:
    """Processor ms of the engine scoring a sheet with its new donne, and one empty commit."""
    times = []
    for n in range(donnes):
        sheet = [DONNES[k % len(DONNES)] for k in range(n + 1)]
        for _table in range(tables):
            start = time.process_time()
            Partie(RULES, sheet)
            with db.session(checked_write=True):
                pass
            times.append(1000 * (time.process_time() - start))
    return statistics.median(times)


def parts(db: Database, tables: int, donnes: int) -> dict[str, float]:
    """Median processor ms of each part of the floor, and of one durable row written."""
    assert db.path is not None
    raw = sqlite3.connect(db.path, isolation_level=None)
    raw.execute("PRAGMA synchronous=FULL")
    steps: dict[str, Callable[[], object]] = {
        "scoring": lambda: Partie(RULES, [DONNES[k % len(DONNES)] for k in range(donnes)]),
        "empty commit": partial(_empty_commit, db),
        "row, sqlite3": partial(_raw_row, raw),
        "row, Core": partial(_core_row, db),
    }
    times: dict[str, float] = {}
    for name, step in steps.items():
        taken = []
        for _ in range(tables * donnes):
            start = time.process_time()
            step()
            taken.append(1000 * (time.process_time() - start))
        times[name] = statistics.median(taken)
    raw.close()
    return times


def _empty_commit(db: Database) -> None:
    with db.session(checked_write=True):
        pass


def _raw_row(raw: sqlite3.Connection) -> None:
    raw.execute("BEGIN IMMEDIATE")
    raw.execute(
        "INSERT INTO phone_submission (id, partie_id, at) VALUES (hex(randomblob(8)), 1, '2026-11-29')"
    )
    raw.execute("COMMIT")


def _core_row(db: Database) -> None:
    with db.session(checked_write=True) as session:
        session.execute(
            text(
                "INSERT INTO phone_submission (id, partie_id, at) VALUES (hex(randomblob(8)), 1, '2026-11-29')"
            )
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tables", type=int, default=30)
    parser.add_argument("--donnes", type=int, default=8)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--parts", action="store_true", help="the floor's parts timed apart")
    options = parser.parse_args()
    tables, donnes = options.tables, options.donnes
    print(f"{tables} tables × {donnes} donnes, load average {load_average()}")
    with tempfile.TemporaryDirectory() as folder:
        for run in range(options.rounds):
            desk_db, _ = prepared(Path(folder), f"poste-{run}.tournoi", tables)
            phone_db, secrets = prepared(Path(folder), f"phones-{run}.tournoi", tables)
            desk = measured(desk_db, desk_writes(desk_db, tables, donnes))
            memo = SheetMemo()
            for secret in secrets.values():  # the phone reads its sheet before its first donne
                table_entry.open_sheet(phone_db, secret=secret, memo=memo)
            phone = measured(phone_db, phone_writes(phone_db, secrets, donnes, memo))
            bottom = floor(phone_db, tables, donnes)
            print(
                f"desk  {desk[0]:5.1f} statements {desk[1]:6.2f} ms | "
                f"phone {phone[0]:5.1f} statements {phone[1]:6.2f} ms | "
                f"floor {bottom:5.2f} ms ({phone[1] / bottom:4.1f}×)"
            )
            if run == 0:
                print("  desk :", " ".join(desk[2]))
                print("  phone:", " ".join(phone[2]))
            if options.parts:
                said = parts(phone_db, tables, donnes).items()
                print("  parts:", " | ".join(f"{name} {ms:.3f} ms" for name, ms in said))
            desk_db.close()
            phone_db.close()


if __name__ == "__main__":
    main()
