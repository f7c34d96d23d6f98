"""Names in the order French readers look for them: the key, and the seats of « Où est ma table ? »."""

from __future__ import annotations

from collections.abc import Callable

from tests.conftest import WHO, pair_of_players
from tournoi.services import draws
from tournoi.services.draws import DrawMethod
from tournoi.services.teams import registration as team_service
from tournoi.services.teams.natural_order import natural_key
from tournoi.storage import Database

NAMES = ["Capot d'Or 15", "Zèbres", "capot d'or 9", "Écureuils", "Ecole", "Les Pingouins 24",
         "LES PINGOUINS 6", "Œillets", "Oasis", "Etoile"]  # fmt: skip


def test_numbers_by_value_accents_and_case_ignored() -> None:
    assert sorted(NAMES, key=natural_key) == [
        "capot d'or 9", "Capot d'Or 15", "Ecole", "Écureuils", "Etoile", "LES PINGOUINS 6",
        "Les Pingouins 24", "Oasis", "Œillets", "Zèbres",
    ]  # fmt: skip
    assert sorted(["Table 2b", "Table 10", "Table 2"], key=natural_key) == [
        "Table 2", "Table 2b", "Table 10",
    ]  # fmt: skip
    assert natural_key("  Équipe 007 ") == natural_key("equipe 7")


def test_where_each_team_plays_is_listed_in_natural_order(
    tournament: Callable[..., Database],
) -> None:
    db = tournament(teams=10, draw=None)
    for number, name in enumerate(NAMES, start=1):
        team_service.edit_team(
            db, number=number, players=pair_of_players(number), name=name, who=WHO
        )
    draws.draw_round(db, method=DrawMethod.RANDOM, who=WHO, seed=3)
    assert [seat.team.name for seat in draws.seats(db, round_number=1)] == [
        "capot d'or 9", "Capot d'Or 15", "Ecole", "Écureuils", "Etoile", "LES PINGOUINS 6",
        "Les Pingouins 24", "Oasis", "Œillets", "Zèbres",
    ]  # fmt: skip
