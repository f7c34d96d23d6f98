"""Absurd numbers are refused in French where they are defined, with the forms' own bounds.

A partie to 20 million points once took 107 s and 530 Mo to print as blank
sheets; a number of rounds or donnes of 10¹² was accepted. The bounds are
defined once, beside what they bound (the engine's :class:`Rules`, the
tournament's settings, the team numbers' checks), and the window's spin boxes
take them from there; a team file (which cannot import the services) reads
numbers of as many digits.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from contextlib import closing

import pytest

from engine import Rules, RulesError
from engine.rules import MAX_DONNES, MAX_TARGET
from tournoi.files import team_file
from tournoi.services import settings as settings_service
from tournoi.services.errors import ServiceError
from tournoi.services.settings import (
    MAX_BYE_MARKS,
    MAX_ROUNDS,
    ByeMarks,
    ByeScoring,
    TournamentSettings,
)
from tournoi.services.teams import registration as teams
from tournoi.services.teams.checks import MAX_NUMBER
from tournoi.services.teams.info import PlayerInfo
from tournoi.storage import Database

WHO = "organisateur"
HUGE = 2**63 - 1


def test_the_bounds() -> None:
    assert (MAX_TARGET, MAX_DONNES, MAX_ROUNDS, MAX_BYE_MARKS, MAX_NUMBER) == (
        99_999,
        99,
        99,
        9999,
        9999,
    )
    assert team_file.MAX_NUMBER == MAX_NUMBER


@pytest.mark.parametrize(
    ("options", "said"),
    [
        ({"target": 20_000_000}, "Nombre de points à atteindre 20000000 : 99999 au plus."),
        ({"target": HUGE}, f"Nombre de points à atteindre {HUGE} : 99999 au plus."),
        ({"donnes": 100}, "Nombre de donnes 100 : 99 au plus."),
        ({"donnes": 10**12}, "Nombre de donnes 1000000000000 : 99 au plus."),
    ],
)
def test_the_rules_refuse_a_partie_without_end(options: dict[str, int], said: str) -> None:
    with pytest.raises(RulesError) as refusal:
        Rules(**options)  # type: ignore[arg-type]
    assert str(refusal.value) == said
    assert refusal.value.field == next(iter(options))


def test_the_rules_take_their_bounds() -> None:
    assert Rules(target=MAX_TARGET).target == 99_999
    assert Rules(donnes=MAX_DONNES).donnes == 99


@pytest.mark.parametrize(
    ("rounds", "bye", "said"),
    [
        (100, ByeScoring(), "Nombre de tours 100 : 99 au plus."),
        (10**12, ByeScoring(), "Nombre de tours 1000000000000 : 99 au plus."),
        (4, ByeScoring(mode=ByeMarks.FIXED, marks=10_000), "Points de l'exempt 10000 : 9999 au plus."),
    ],
)  # fmt: skip
def test_the_settings_refuse_absurd_numbers(rounds: int, bye: ByeScoring, said: str) -> None:
    with pytest.raises(ServiceError) as refusal:
        TournamentSettings(rules=Rules(target=2000), rounds=rounds, bye=bye)
    assert str(refusal.value) == said
    assert TournamentSettings(rules=Rules(target=2000), rounds=MAX_ROUNDS).rounds == 99


def dump(db: Database) -> list[str]:
    assert db.path is not None
    with closing(sqlite3.connect(db.path)) as connection:
        return list(connection.iterdump())


def refused(db: Database, change: Callable[[], object]) -> str:
    before = dump(db)
    with pytest.raises(ServiceError) as refusal:
        change()
    assert dump(db) == before
    return str(refusal.value)


def test_the_rounds_of_a_tournament_under_way_keep_the_bound(
    tournament: Callable[..., Database],
) -> None:
    db = tournament()
    assert refused(db, lambda: settings_service.set_rounds(db, rounds=100, who=WHO)) == (
        "Nombre de tours 100 : 99 au plus."
    )
    assert settings_service.set_rounds(db, rounds=99, who=WHO).rounds == 99


@pytest.mark.parametrize(
    ("options", "said"),
    [
        ({"number": 10_000}, "Numéro d'équipe 10000 : 9999 au plus."),
        ({"number": HUGE}, f"Numéro d'équipe {HUGE} : 9999 au plus."),
        ({"fixed_table": 10**12}, "Table fixe 1000000000000 : 9999 au plus."),
    ],
)
def test_a_team_number_or_table_beyond_the_files_bound_is_refused(
    tournament: Callable[..., Database], options: dict[str, int], said: str
) -> None:
    db = tournament()
    players = [PlayerInfo("Jean", "DUPONT"), PlayerInfo("Paul", "MARTIN")]
    assert refused(db, lambda: teams.add_team(db, players=players, who=WHO, **options)) == said
    added = teams.add_team(db, players=players, number=MAX_NUMBER, fixed_table=MAX_NUMBER, who=WHO)
    assert (added.number, added.fixed_table) == (9999, 9999)
