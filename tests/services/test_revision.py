"""The tournament's revision: it moves with every commit by anyone, and only then."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable

from tests.conftest import WHO, new_tournament
from tournoi.services.teams import check_in
from tournoi.services.tournament.revision import RevisionWatch
from tournoi.storage import Database


def test_it_moves_with_a_commit_of_this_process_and_stays_otherwise(
    tournament: Callable[..., Database],
) -> None:
    db = tournament()
    watch = RevisionWatch(db)
    first = watch.read()
    assert first is not None
    assert watch.read() == first  # nothing committed: the same number
    check_in.check_in(db, number=1, present=True, who=WHO)
    moved = watch.read()
    assert moved is not None and moved != first
    assert watch.read() == moved
    watch.close()


def test_it_moves_with_a_commit_of_another_process(tournament: Callable[..., Database]) -> None:
    db = tournament()
    assert db.path is not None
    watch = RevisionWatch(db)
    first = watch.read()
    code = (
        "from tournoi.services.teams import check_in\nfrom tournoi.services.tournament import lifecycle as tournaments\n"
        f"db = tournaments.open_tournament({str(db.path)!r})\n"
        "check_in.mark_paid(db, number=2, paid=True, who='poste Sud')\n"
        "db.close()\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=120)
    assert watch.read() != first
    watch.close()


def test_on_a_server_the_trail_is_asked(postgres_url: str) -> None:
    db = new_tournament(postgres_url)
    watch = RevisionWatch(db)
    assert watch.read() is None  # no revision number: the audit trail says what is new
    watch.close()
    db.close()
