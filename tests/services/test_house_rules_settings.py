"""The règles de la maison through the tournament file: stored, read back, said in words.

A file from before migration 0006 opens with the FFB rules it was played with.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from sqlmodel import select

from engine import (
    CLUB_CONTREE,
    FFB_CLASSIQUE,
    FFB_CONTREE,
    BothOverTarget,
    Donne,
    EqualTotals,
    Rules,
    Team,
    Trump,
    Variant,
)
from tests.conftest import WHO, downgrade, new_tournament
from tournoi.services import scores
from tournoi.services.draws import DrawMethod
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.storage import Database, models

CONTREE_HOUSE = replace(
    FFB_CONTREE,
    rounding=5,
    must_undertrump=True,
    always_overtrump=True,
    belote_imprenable=True,
    both_over_target=BothOverTarget.DRAW,
    clockwise=True,
)
CLASSIQUE_HOUSE = Rules(
    variant=Variant.CLASSIQUE,
    target=1000,
    annonces=True,
    equal_totals=EqualTotals.FALLEN,
    contract_on_card_points=True,
    defence_capot_keeps_annonces=True,
    rounding=10,
)


@pytest.mark.parametrize(
    "rules", [CONTREE_HOUSE, CLASSIQUE_HOUSE, CLUB_CONTREE, replace(FFB_CLASSIQUE, rounding=5)]
)
def test_every_house_rule_survives_the_file(tmp_path: Path, rules: Rules) -> None:
    path = tmp_path / "concours.tournoi"
    new_tournament(path, rules=rules, teams=2).close()
    db = tournaments.open_tournament(path)
    try:
        assert tournaments.get_settings(db).rules == rules
    finally:
        db.close()


def test_the_rounding_to_5_is_stored_as_its_step(tmp_path: Path) -> None:
    db = new_tournament(tmp_path / "concours.tournoi", rules=CONTREE_HOUSE, teams=2)
    try:
        with db.session() as session:
            row = session.exec(select(models.Settings)).one()
            assert (row.rounding, row.equal_totals, row.both_over_target) == (5, "litige", "draw")
        assert tournaments.get_settings(db).preset == "personnalise"
    finally:
        db.close()


def test_the_club_preset_is_named_and_described(tmp_path: Path) -> None:
    db = new_tournament(tmp_path / "concours.tournoi", rules=CLUB_CONTREE, teams=2)
    try:
        settings = tournaments.get_settings(db)
        assert settings.preset == "club-contree"
        lines = settings.describe()
        assert lines[0] == "Belote contrée, règles de club."
        assert "Points arrondis à la dizaine la plus proche." in lines
        assert any(line.startswith("Toujours monter à l'atout : ") for line in lines)
        assert any(line.startswith("Belote imprenable : ") for line in lines)
    finally:
        db.close()


def test_the_rounding_to_5_is_said_in_words(tmp_path: Path) -> None:
    db = new_tournament(tmp_path / "concours.tournoi", rules=CONTREE_HOUSE, teams=2)
    try:
        lines = tournaments.get_settings(db).describe()
        assert lines[:3] == [
            "Belote contrée, règles de club.",
            "Décompte en points faits.",
            "Points arrondis au multiple de 5 le plus proche.",
        ]
        assert "On joue dans le sens des aiguilles d'une montre : Nord, Est, Sud, Ouest." in lines
    finally:
        db.close()


@pytest.mark.parametrize(
    ("rules", "rounding"), [(Rules(target=2000), 10), (Rules(target=500, rounding=0), 0)]
)
def test_a_file_at_0005_opens_with_the_ffb_rules(
    tmp_path: Path, rules: Rules, rounding: int
) -> None:
    path = tmp_path / "ancien.tournoi"
    db = new_tournament(path, rules=rules, teams=2)
    downgrade(db, "0005")
    assert db.schema_revision() == "0005"
    with db.engine.connect() as connection:
        stored = connection.exec_driver_sql("SELECT rounding FROM settings").scalar_one()
    assert stored == (1 if rounding else 0)
    db.close()

    reopened = tournaments.open_tournament(path)
    try:
        assert reopened.schema_revision() == Database.head_revision()
        assert tournaments.get_settings(reopened).rules == rules
        assert tournaments.get_settings(reopened).rules.rounding_step == rounding
        assert not tournaments.get_settings(reopened).rules.house_rules()
    finally:
        reopened.close()


def test_the_0005_file_keeps_its_donnes(tmp_path: Path) -> None:
    path = tmp_path / "ancien.tournoi"
    db = new_tournament(path, teams=2, draw=DrawMethod.SWISS)
    donne = Donne(taker=Team.A, contract=80, trump=Trump.PIQUE, points=117)
    scores.record_donne(db, round_number=1, table=1, donne=donne, who=WHO)
    downgrade(db, "0005")
    db.close()
    reopened = tournaments.open_tournament(path)
    try:
        view = scores.sheet(reopened, round_number=1, table=1)
        assert [line.donne for line in view.lines] == [donne]
    finally:
        reopened.close()
