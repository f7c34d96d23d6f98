"""Hostile texts are refused by the services, in French, naming the field, and nothing is written.

A control character (C0, DEL, C1), a tab or a line break, a lone surrogate, a
direction override, or a text over its field's limit: each refused by the one
check of :mod:`tournoi.files.text`, whoever calls the service (window, command
line, phones). After a refusal the tables hold the rows they held before.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from contextlib import closing
from pathlib import Path

import pytest

from engine import Donne, PerTeam, Rules
from tests.conftest import new_tournament
from tournoi.files.text import LIMITS, Text, TextError, checked_text, spaced, text_problem
from tournoi.services import scores
from tournoi.services.awards import prizes
from tournoi.services.awards.prizes import (
    FilterKind,
    PrizeList,
    RankPrize,
    Reward,
    SpecialPrize,
    TeamFilter,
)
from tournoi.services.draws import DrawMethod
from tournoi.services.scores import PartieState
from tournoi.services.settings import TournamentSettings
from tournoi.services.teams import registration as teams
from tournoi.services.teams.info import PlayerInfo
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.storage import Database

WHO = "organisateur"
JEAN = PlayerInfo("Jean", "DUPONT", "Belote Club Rennes", "B123")
PAUL = PlayerInfo("Paul", "MARTIN")

HOSTILE = [
    ("Concours\x01Noël", "le caractère de contrôle U+0001 (9e caractère) n'est pas permis"),
    ("Concours\x7f", "le caractère de contrôle U+007F (9e caractère) n'est pas permis"),
    ("Noël\x85", "le caractère de contrôle U+0085 (5e caractère) n'est pas permis"),
    ("Noël\x9b2", "le caractère de contrôle U+009B (5e caractère) n'est pas permis"),
    ("Noël\ud800", "le caractère illisible U+D800 (5e caractère) n'est pas permis"),
    ("Noël\tDUPONT", "une tabulation (5e caractère) n'est pas permise : le texte tient sur une ligne"),
    ("Noël\nDUPONT", "un retour à la ligne (5e caractère) n'est pas permis : le texte tient sur une ligne"),
    ("Noël\u2028x", "un retour à la ligne (5e caractère) n'est pas permis : le texte tient sur une ligne"),
    ("\u202eLeoN", "le changement de sens d'écriture U+202E (1er caractère) n'est pas permis"),
]  # fmt: skip
"""A text no field may hold, and what the message says of it."""


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    """Four teams, round 1 drawn."""
    database = new_tournament(tmp_path / "concours.tournoi", who=WHO, draw=DrawMethod.SWISS)
    yield database
    database.close()


def rows(db: Database) -> list[str]:
    """The whole tournament file as SQL."""
    assert db.path is not None
    with closing(sqlite3.connect(db.path)) as connection:
        return list(connection.iterdump())


def refused(db: Database, change: Callable[[], object]) -> str:
    """The French message of ``change``'s refusal, after checking that nothing was written."""
    before = rows(db)
    with pytest.raises(TextError) as refusal:
        change()
    assert rows(db) == before
    return str(refusal.value)


# The one check


@pytest.mark.parametrize(("text", "said"), HOSTILE)
def test_the_check_names_the_character_and_where_it_is(text: str, said: str) -> None:
    assert text_problem(text, Text.CLUB) == said
    with pytest.raises(TextError) as refusal:
        checked_text(text, Text.CLUB)
    assert str(refusal.value) == f"Club : {said}."
    assert refusal.value.field == "club"


def test_spaces_are_kept_single_and_outer_tabs_and_line_ends_trimmed() -> None:
    assert checked_text("\u00a0Concours  de\u202fNoël \t\r\n", Text.TOURNAMENT_NAME) == (
        "Concours de Noël"
    )
    assert spaced("") == ""


@pytest.mark.parametrize("field", list(Text))
def test_every_field_takes_its_limit_and_refuses_one_more(field: Text) -> None:
    limit = LIMITS[field]
    assert checked_text("é" * limit.length, field) == "é" * limit.length
    with pytest.raises(TextError) as refusal:
        checked_text("é" * (limit.length + 1), field)
    assert str(refusal.value) == (
        f"{limit.label} : {limit.length + 1} caractères, c'est trop : {limit.length} au plus."
    )


def test_the_limits() -> None:
    assert {field: limit.length for field, limit in LIMITS.items()} == {
        Text.TOURNAMENT_NAME: 80,
        Text.PLACE: 80,
        Text.ORGANISER: 80,
        Text.ARBITER: 80,
        Text.TEAM_NAME: 90,
        Text.PLAYER: 81,
        Text.FIRST_NAME: 40,
        Text.SURNAME: 40,
        Text.CLUB: 80,
        Text.LICENCE: 20,
        Text.PRIZE_ITEM: 80,
        Text.PRIZE_NAME: 80,
        Text.PRIZE_FILTER: 80,
        Text.DECISION: 200,
        Text.STATION: 80,
        Text.CHALLENGE_NAME: 80,
    }


# The tournament's identity


def settings() -> TournamentSettings:
    return TournamentSettings(rules=Rules(target=2000), rounds=4)


@pytest.mark.parametrize(("text", "said"), HOSTILE)
def test_a_new_tournament_with_a_hostile_name_is_refused_and_no_file_is_made(
    tmp_path: Path, text: str, said: str
) -> None:
    path = tmp_path / "noel.tournoi"
    with pytest.raises(TextError) as refusal:
        tournaments.create_tournament(path, name=text, settings=settings(), who=WHO)
    assert str(refusal.value) == f"Nom du tournoi : {said}."
    assert not path.exists()


@pytest.mark.parametrize(
    ("options", "said"),
    [
        ({"place": "Salle\x00des fêtes"}, "Lieu : le caractère de contrôle U+0000 (6e caractère)"),
        ({"organiser": "Club\r\nBelote"}, "Organisateur : un retour à la ligne (5e caractère)"),
        ({"arbiter": "A" * 81}, "Arbitre : 81 caractères, c'est trop : 80 au plus."),
        ({"name": "N" * 81}, "Nom du tournoi : 81 caractères, c'est trop : 80 au plus."),
    ],
)
def test_every_text_of_a_new_tournament_is_checked(
    tmp_path: Path, options: dict[str, str], said: str
) -> None:
    path = tmp_path / "noel.tournoi"
    texts = {"name": "Concours de Noël", **options}
    with pytest.raises(TextError) as refusal:
        tournaments.create_tournament(path, settings=settings(), who=WHO, **texts)
    assert str(refusal.value).startswith(said)
    assert not path.exists()


def test_a_hostile_identity_is_refused_and_the_old_one_kept(db: Database) -> None:
    info = tournaments.tournament_info(db)

    def update(**texts: str) -> object:
        identity = {"name": info.name, "place": "", "organiser": "", "arbiter": "", **texts}
        return tournaments.update_info(db, day=None, who=WHO, **identity)

    assert refused(db, lambda: update(name="Noël\x1b[31m")) == (
        "Nom du tournoi : le caractère de contrôle U+001B (5e caractère) n'est pas permis."
    )
    assert refused(db, lambda: update(place="x" * 200)) == (
        "Lieu : 200 caractères, c'est trop : 80 au plus."
    )
    assert tournaments.tournament_info(db) == info
    assert update(place="  Salle   des fêtes ").place == "Salle des fêtes"  # type: ignore[attr-defined]


# Teams and players


@pytest.mark.parametrize(
    ("players", "name", "said"),
    [
        ([PlayerInfo("Jean\x00", "DUPONT"), PAUL], None,
         "Prénom (joueur 1) : le caractère de contrôle U+0000 (5e caractère) n'est pas permis."),
        ([PlayerInfo("Jean", "D" * 41), PAUL], None,
         "Nom (joueur 1) : 41 caractères, c'est trop : 40 au plus."),
        ([PlayerInfo("Jean", "DUPONT", "Club\x85"), PAUL], None,
         "Club (joueur 1) : le caractère de contrôle U+0085 (5e caractère) n'est pas permis."),
        ([JEAN, PlayerInfo("Paul", "MARTIN", licence="1" * 21)], None,
         "Licence (joueur 2) : 21 caractères, c'est trop : 20 au plus."),
        ([JEAN, PAUL], "Les As\tde Rennes",
         "Nom de l'équipe : une tabulation (7e caractère) n'est pas permise : le texte tient sur "
         "une ligne."),
        ([JEAN, PAUL], "Les As" * 20, "Nom de l'équipe : 120 caractères, c'est trop : 90 au plus."),
    ],
)  # fmt: skip
def test_a_team_with_a_hostile_text_is_refused_whole(
    db: Database, players: list[PlayerInfo], name: str | None, said: str
) -> None:
    assert refused(db, lambda: teams.add_team(db, players=players, name=name, who=WHO)) == said
    assert (
        refused(db, lambda: teams.edit_team(db, number=1, players=players, name=name, who=WHO))
        == said
    )
    assert len(teams.list_teams(db)) == 4


def test_the_longest_names_make_a_team_named_after_its_players(db: Database) -> None:
    first, surname = "P" * 40, "N" * 40
    added = teams.add_team(
        db, players=[PlayerInfo(first, surname), PlayerInfo(first, "M" * 40)], who=WHO
    )
    assert added.name == f"{surname} – {'M' * 40}"
    removed = teams.remove_team(db, number=added.number, who=WHO)
    assert teams.restore_teams(db, teams=[removed], who=WHO)[0].name == added.name


def test_a_station_with_a_hostile_name_writes_nothing(db: Database) -> None:
    said = refused(db, lambda: teams.add_team(db, players=[JEAN, PAUL], who="Poste\x07 2"))
    assert said == "Nom du poste : le caractère de contrôle U+0007 (6e caractère) n'est pas permis."


# Prizes and the arbiter's decisions


def test_a_prize_with_a_hostile_label_is_refused_and_the_list_kept(db: Database) -> None:
    kept = PrizeList(ranks=(RankPrize(first=1, last=1, reward=Reward(item="Un jambon")),))
    prizes.replace_prizes(db, prizes=kept, who=WHO)
    hostile = [
        PrizeList(ranks=(RankPrize(first=1, last=2, reward=Reward(item="Jambon\x0b")),)),
        PrizeList(
            specials=(
                SpecialPrize(
                    name="Premier club\u202e",
                    filter=TeamFilter(kind=FilterKind.UNLICENSED),
                    reward=Reward(amount_cents=500),
                ),
            )
        ),
    ]
    said = [refused(db, lambda p=p: prizes.replace_prizes(db, prizes=p, who=WHO)) for p in hostile]
    assert said == [
        "Objet du lot : un retour à la ligne (7e caractère) n'est pas permis : le texte tient sur "
        "une ligne.",
        "Nom du prix spécial : le changement de sens d'écriture U+202E (13e caractère) n'est pas "
        "permis.",
    ]
    assert prizes.get_prizes(db) == kept


def test_a_decision_with_a_hostile_reason_is_refused(db: Database) -> None:
    decision = Donne(decision=PerTeam(0, 162), reason="3e maldonne\x1a")
    said = refused(
        db,
        lambda: scores.record_donne(db, round_number=1, table=1, donne=decision, who=WHO),
    )
    assert said == (
        "Motif de la décision : le caractère de contrôle U+001A (12e caractère) n'est pas permis."
    )
    fine = Donne(decision=PerTeam(0, 162), reason="  3e   maldonne ")
    recorded = scores.record_donne(db, round_number=1, table=1, donne=fine, who=WHO)
    assert recorded.sheet.lines[0].donne.reason == "3e maldonne"


def test_an_unlock_with_a_hostile_reason_is_refused_and_the_partie_stays_validated(
    db: Database,
) -> None:
    ended = Donne(decision=PerTeam(0, 400), reason="abandon")
    scores.record_donne(db, round_number=1, table=1, donne=ended, who=WHO)
    scores.validate_partie(db, round_number=1, table=1, who=WHO)

    def unlock(reason: str) -> object:
        return scores.unlock_partie(db, round_number=1, table=1, who=WHO, reason=reason)

    assert refused(db, lambda: unlock("erreur\nde belote")) == (
        "Motif de la décision : un retour à la ligne (7e caractère) n'est pas permis : le texte "
        "tient sur une ligne."
    )
    assert refused(db, lambda: unlock("x" * 201)) == (
        "Motif de la décision : 201 caractères, c'est trop : 200 au plus."
    )
    assert scores.sheet(db, round_number=1, table=1).state is PartieState.VALIDATED
    assert unlock("  erreur de  belote ").state is PartieState.FINISHED  # type: ignore[attr-defined]
