"""The club's register suggested as a name is typed: in a file, and on a PostgreSQL server.

    .venv/bin/python benchmarks/register_suggestions.py [--people 2000] [--keys 200]

Fills a register of ``--people`` people (pairs of players, with clubs), in a
SQLite file and in a database of a PostgreSQL server of its own on 127.0.0.1
(Debian's ``postgresql``, as ``./run test`` installs it), then times
``register.suggestions`` for ``--keys`` names typed, as the window asks at each
key: the file is opened for each, the server's register kept open between
them. Goal: a key typed never waits long enough to be felt (under 50 ms).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.timing import Timing, summary
from tests.postgres import drop_database, new_database, throwaway_server
from tournoi.services import register
from tournoi.services.teams.info import PlayerInfo


def measure(place: register.Place, people: int, keys: int) -> list[float]:
    register.open_or_create(place)
    register.remember_teams(
        place,
        (
            [PlayerInfo(f"Prénom{n}", f"Nom{n}", club="Brest"), PlayerInfo(f"Autre{n}", f"Nom{n}b")]
            for n in range(people // 2)
        ),
    )
    timing = Timing("suggestions")
    for key in range(keys):
        timing.time(lambda key=key: register.suggestions(place, f"nom{key % 97}"))
    return timing.seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--people", type=int, default=2000)
    parser.add_argument("--keys", type=int, default=200)
    options = parser.parse_args()
    print(f"{options.people} people, {options.keys} names typed")
    with tempfile.TemporaryDirectory() as folder:
        seconds = measure(Path(folder) / "club.registre", options.people, options.keys)
        print(summary("SQLite file", seconds))
    with throwaway_server() as server:
        url = new_database(server)
        try:
            print(summary("PostgreSQL", measure(url, options.people, options.keys)))
        finally:
            drop_database(url)


if __name__ == "__main__":
    main()
