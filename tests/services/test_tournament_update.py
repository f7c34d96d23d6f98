"""The settings and the identity of a tournament change together or not at all."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest

from engine import Donne, Team, Trump
from tests.conftest import WHO
from tournoi.services import scores
from tournoi.services.draws import DrawMethod
from tournoi.services.errors import StateError
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.services.tournament.lifecycle import Identity
from tournoi.storage import Database


def test_a_refused_settings_change_leaves_the_identity_as_it_was(
    tournament: Callable[..., Database],
) -> None:
    db = tournament(teams=4, draw=DrawMethod.SWISS)
    donne = Donne(taker=Team.A, contract=80, trump=Trump.COEUR, points=100)
    scores.record_donne(db, round_number=1, table=1, donne=donne, who=WHO)
    current = tournaments.get_settings(db)
    renamed = replace(Identity.of(tournaments.tournament_info(db)), name="Concours d'hiver")
    other_rules = replace(current, rules=replace(current.rules, target=1000))
    with pytest.raises(StateError, match="Les règles du jeu ne peuvent plus changer"):
        tournaments.update_tournament(db, settings=other_rules, identity=renamed, who=WHO)
    assert tournaments.tournament_info(db).name == "Concours d'essai"
    assert tournaments.get_settings(db) == current


def test_both_change_in_one_call(tournament: Callable[..., Database]) -> None:
    db = tournament(teams=4)
    current = tournaments.get_settings(db)
    renamed = replace(Identity.of(tournaments.tournament_info(db)), place="Salle polyvalente")
    settings, info = tournaments.update_tournament(
        db, settings=replace(current, rounds=5), identity=renamed, who=WHO
    )
    assert (settings.rounds, info.place) == (5, "Salle polyvalente")
