"""What the caches of an open tournament still save: the standings after a write, a sheet unchanged.

    .venv/bin/python benchmarks/cache_pays.py [--teams 1000] [--rounds 4] [--tables 10]
        [--repeat 30] [--seed 1] [--folder DIR]

A tournament of ``--teams`` teams with rounds 1 to ``--rounds - 1`` played and
the last drawn (``big_tournament.tournament_file``, kept in ``--folder``). On a
copy, opened as the window opens it:

- the standings, asked once (the window shows them), then on each of the first
  ``--tables`` tables of the last round the donnes of a random sheet recorded;
  after the donne that ends the partie the standings are asked again, through
  the handle's cache (``standings.standings``: brought up to date from the
  partie's two rows), and computed anew from every result
  (``standings.standings_before``: what a call would cost without the cache);
- a phone's sheet of the last round read ``--repeat`` times unchanged through
  the handle's own sheets (``table_entry.open_sheet``), and built each time
  (a new ``SheetMemo`` each read).

Prints the medians and the ratio of each pair (the cache pays while it is well
above 1), with the machine's load.
"""

from __future__ import annotations

import argparse
import random
import shutil
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from big_tournament import tournament_file
from timing import Timing, duration, load_average, machine

from tests.factories import random_sheet
from tests.ui.conftest import WHO
from tournoi.services import draws, scores
from tournoi.services.standings import current as standings
from tournoi.services.tables import entry as table_entry
from tournoi.services.tables import links as table_links
from tournoi.services.tables.sheet_cache import SheetMemo
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.storage import Database


def standings_after_a_write(db: Database, tables: int, seed: int) -> tuple[Timing, Timing]:
    """The standings after each partie that ends: through the cache, and computed anew."""
    kept, anew = Timing("standings after a write, kept"), Timing("standings computed anew")
    rules = tournaments.get_settings(db).rules
    number = draws.last_round(db)
    standings.standings(db)
    rng = random.Random(seed)
    for table_view in draws.round_view(db, round_number=number).tables[:tables]:
        for donne in random_sheet(rng, rules):
            scores.record_donne(
                db, round_number=number, table=table_view.table, donne=donne, who=WHO
            )
        through_cache = kept.time(lambda: standings.standings(db))
        with db.session() as session:
            assert anew.time(lambda: standings.standings_before(session, None)) == through_cache
    return kept, anew


def sheet_unchanged(db: Database, repeat: int) -> tuple[Timing, Timing]:
    """A phone's sheet read again and again, nothing changed: kept, and built each time."""
    kept, built = Timing("sheet read unchanged, kept"), Timing("sheet built each read")
    number = draws.last_round(db)
    links = table_links.issue_links(db, round_number=number, who=WHO)
    secret = links[-1].secret  # a table nobody entered: the same sheet every read
    table_entry.open_sheet(db, secret=secret)
    for _ in range(repeat):
        served = kept.time(lambda: table_entry.open_sheet(db, secret=secret))
        fresh = built.time(lambda: table_entry.open_sheet(db, secret=secret, memo=SheetMemo()))
        assert served == fresh
    return kept, built


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--teams", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=4, help="the last one is drawn, not played")
    parser.add_argument("--tables", type=int, default=10, help="tables played in the last round")
    parser.add_argument("--repeat", type=int, default=30, help="reads of the unchanged sheet")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--folder", type=Path, default=Path(tempfile.gettempdir()))
    args = parser.parse_args()
    source = tournament_file(
        args.folder / f"cache-{args.teams}.tournoi",
        args.teams,
        drawn=args.rounds,
        played=args.rounds - 1,
        planned=args.rounds,
        seed=args.seed,
    )
    for key, value in machine().items():
        print(f"{key}: {value}")
    with tempfile.TemporaryDirectory() as folder:
        db = tournaments.open_tournament(Path(shutil.copy(source, folder)))
        try:
            pairs = [
                standings_after_a_write(db, args.tables, args.seed),
                sheet_unchanged(db, args.repeat),
            ]
        finally:
            db.close()
    print(f"\n{args.teams} teams, {args.rounds - 1} rounds played:\n")
    print("| measure | runs | median | max | without the cache | median | ratio |")
    print("|---|--:|--:|--:|---|--:|--:|")
    for kept, without in pairs:
        print(
            f"| {kept.name} | {len(kept.seconds)} | {duration(kept.median)} "
            f"| {duration(kept.worst)} | {without.name} | {duration(without.median)} "
            f"| {without.median / kept.median:.1f} |"
        )
    print(f"\nload average at the end: {load_average()}")


if __name__ == "__main__":
    main()
