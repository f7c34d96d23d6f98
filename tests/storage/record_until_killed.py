"""A scorer that records donnes until it is killed: the child process of test_kill.py.

    python -m tests.storage.record_until_killed FILE

It reads from the file where the tournament stands, draws the next round
once one is complete, and records the next donne of each unfinished partie
in turn. Each time ``record_donne`` has returned, it prints
``ROUND TABLE NUMBER`` and flushes: a printed donne is one the application
has acknowledged. It prints ``fin`` when every round is played.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from engine import Donne, Rules
from tests.conftest import new_tournament
from tests.factories import random_donne
from tournoi.services import draws, scores
from tournoi.services.draws import DrawMethod
from tournoi.services.settings import ByeMarks, ByeScoring, TournamentSettings
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.storage import Database

WHO = "table de marque"
RULES = Rules(target=None, donnes=10)
SETTINGS = TournamentSettings(rules=RULES, rounds=5, bye=ByeScoring(mode=ByeMarks.AVERAGE))
TEAMS = 24
"""12 tables of 10 donnes in 5 rounds: room for 600 donnes."""


def create(path: Path) -> Database:
    """The tournament the scorer plays, before its first round is drawn."""
    return new_tournament(
        path,
        teams=TEAMS,
        rules=RULES,
        rounds=SETTINGS.rounds,
        bye=SETTINGS.bye,
        name="Concours",
        who=WHO,
    )


def donne_at(round_number: int, table: int, number: int) -> Donne:
    """The donne recorded at that place, the same in every run of the scorer."""
    return random_donne(random.Random(f"{round_number}/{table}/{number}"), RULES)


def _entered(db: Database, round_number: int) -> dict[int, int]:
    """How many donnes each table of the round has."""
    view = draws.round_view(db, round_number=round_number)
    return {
        t.table: len(scores.sheet(db, round_number=round_number, table=t.table).lines)
        for t in view.tables
    }


def main(path: Path) -> None:
    db = tournaments.open_tournament(path)
    number = draws.last_round(db)
    entered = _entered(db, number) if number else {}
    while True:
        if all(count == RULES.donnes for count in entered.values()):
            if number == SETTINGS.rounds:
                print("fin", flush=True)
                return
            number = draws.draw_round(db, method=DrawMethod.SWISS, who=WHO).number
            entered = _entered(db, number)
        for table, count in entered.items():
            if count < RULES.donnes:
                donne = donne_at(number, table, count + 1)
                scores.record_donne(db, round_number=number, table=table, donne=donne, who=WHO)
                entered[table] = count + 1
                print(number, table, count + 1, flush=True)


if __name__ == "__main__":
    main(Path(sys.argv[1]))
