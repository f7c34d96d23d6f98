"""Shared test set-up: Qt without a display, hypothesis profiles, and the one tournament factory."""

import os
import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, Final

# Qt aborts the interpreter when no display is found: this must come before any Qt import.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from hypothesis import HealthCheck, settings

from engine import Donne, Rules, Team, Trump
from tournoi.services import draws, scores
from tournoi.services.draws import DrawMethod
from tournoi.services.settings import ByeScoring, TournamentSettings
from tournoi.services.tables import links as table_links
from tournoi.services.teams import registration as team_service
from tournoi.services.teams.info import PlayerInfo
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.services.tournament.lifecycle import Database

# The default profile keeps the failing examples in .hypothesis/: the parallel workers share it
# safely (each example is written to a temporary file, then renamed into place).
settings.register_profile("default", deadline=None, suppress_health_check=[HealthCheck.too_slow])
# CI replays the same examples every run, as many each time: a failure there is reproducible here.
# derandomize keeps no database, so the parallel workers share nothing.
settings.register_profile(
    "ci", parent=settings.get_profile("default"), derandomize=True, max_examples=50, deadline=None
)
settings.load_profile("ci" if os.environ.get("CI") else "default")

pytest_plugins = ["tests.postgres", "tests.coverage_floors", "tests.schema_template"]


SLOW_TIMEOUT: Final = 2400
"""Seconds a slow test may take (the bundle's build on a busy machine) before it is called
stuck; the others have pyproject.toml's ``timeout``."""


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The slow tests first (the bundle's and the wheel's builds): the parallel workers of
    ``./run test`` take their files first, so that none of them ends the run alone."""
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)
    for item in items:
        if item.get_closest_marker("slow") is not None:
            item.add_marker(pytest.mark.timeout(SLOW_TIMEOUT))


WHO: Final = "arbitre de test"


def pair_of_players(number: int) -> list[PlayerInfo]:
    """The players of team ``number`` (from 1): Jean Martin1 and Paul Durand1..."""
    return [PlayerInfo("Jean", f"Martin{number}"), PlayerInfo("Paul", f"Durand{number}")]


def new_tournament(
    location: str | Path,
    *,
    teams: int = 4,
    rules: Rules | None = None,
    rounds: int = 3,
    bye: ByeScoring | None = None,
    name: str = "Concours d'essai",
    place: str = "",
    who: str = WHO,
    players: Callable[[int], list[PlayerInfo]] = pair_of_players,
    draw: DrawMethod | None = None,
) -> Database:
    """The one way the tests build a tournament: a file (or a server's URL) with ``teams`` teams.

    The rules default to contrée in 300 points, short enough for a partie of
    a few donnes; with ``draw``, round 1 is drawn by that method.
    """
    settings = TournamentSettings(
        rules=Rules(target=300) if rules is None else rules, rounds=rounds, bye=bye or ByeScoring()
    )
    db = tournaments.create_tournament(location, name=name, settings=settings, who=who, place=place)
    for number in range(1, teams + 1):
        team_service.add_team(db, players=players(number), who=who)
    if draw is not None:
        draws.draw_round(db, method=draw, who=who)
    return db


@pytest.fixture
def tournament(tmp_path: Path) -> Iterator[Callable[..., Database]]:
    """:func:`new_tournament` in the test's folder (``tournament(teams=8)``), closed afterwards."""
    opened: list[Database] = []

    def make(**options: Any) -> Database:
        db = new_tournament(tmp_path / f"concours-{len(opened) + 1}.tournoi", **options)
        opened.append(db)
        return db

    yield make
    for db in opened:
        db.close()


def downgrade(db: Database, revision: str) -> None:
    """Take ``db`` back to the schema ``revision``, as a file of an older version would be."""
    from alembic import command  # noqa: PLC0415 (only the migration tests load Alembic)
    from alembic.config import Config  # noqa: PLC0415

    from tournoi.storage.database import MIGRATIONS  # noqa: PLC0415

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    with db.migration_connection() as connection:
        config.attributes["connection"] = connection
        command.downgrade(config, revision)


A_WINS: Final = (  # contrée in 300: 250–0 then 150–10, the table's team A first past 300
    Donne(taker=Team.A, contract=100, trump=Trump.COEUR, points=162, capot=Team.A),
    Donne(taker=Team.A, contract=80, trump=Trump.PIQUE, points=152),
)
SWAP: Final = (
    "UPDATE result SET outcome = CASE outcome WHEN 'win' THEN 'loss' ELSE 'win' END, "
    "marks_for = marks_against, marks_against = marks_for WHERE partie_id = "
)
"""The winner's and the loser's result rows of a partie exchanged (the partie's id follows)."""


@pytest.fixture
def played(tmp_path: Path) -> Path:
    """A small played tournament, closed: five teams in contrée to 300, round 1 drawn in order
    (team 5 exempt), tables 1 and 2 won by their team A (:data:`A_WINS`)."""
    path = tmp_path / "concours.tournoi"
    db = new_tournament(path, teams=5, rules=Rules(target=300), draw=DrawMethod.ROTATION)
    for table in (1, 2):
        for donne in A_WINS:
            scores.record_donne(db, round_number=1, table=table, donne=donne, who=WHO)
    db.close()
    return path


def tamper(path: Path, *statements: str) -> None:
    """Change the file with ``statements``, as a SQLite tool would."""
    with sqlite3.connect(path) as connection:
        for statement in statements:
            connection.execute(statement)
    connection.close()


@pytest.fixture
def scored(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The tables whose donnes the integrity checks score, in order, in whichever thread."""
    from tournoi.services.integrity import soundness as integrity  # noqa: PLC0415 (only the checks' tests spy on it)

    tables: list[int] = []
    sheet_of = integrity._sheet_of

    def spied(partie: Any, tables_read: Any) -> Any:
        tables.append(partie.table_number)
        return sheet_of(partie, tables_read)

    monkeypatch.setattr(integrity, "_sheet_of", spied)
    return tables


@pytest.fixture
def db(tournament: Callable[..., Database]) -> Database:
    """Four teams, round 1 drawn in order (tables 1 and 2): where the phones' tests start.
    A module's own ``db`` fixture takes its place."""
    return tournament(teams=4, draw=DrawMethod.ROTATION)


def secret_of(db: Database, table: int = 1) -> str:
    """The secret of the phones' link of ``table`` in round 1."""
    links = table_links.issue_links(db, round_number=1, who=WHO)
    return next(link.secret for link in links if link.table == table)
