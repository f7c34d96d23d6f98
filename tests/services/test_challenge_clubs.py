"""A challenge's club: a concours another club organised is refused in French, from the
services and the command line; the organiser compared without accents, case or hyphens; a
concours without organiser, and a challenge without club, take any; a challenge file made
before the club was kept opens with none."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from tests.challenge_concours import play_concours
from tests.conftest import WHO, pair_of_players
from tournoi.cli import main
from tournoi.services import challenge
from tournoi.services.challenge import ChallengeRules, ConcoursOfAnotherClub, Rule
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.storage.club import ChallengeFile

CLUB = "Belote Club de Vitré"


def concours(path: Path, organiser: str) -> Path:
    """A finished concours of four teams whose « Organisateur » is ``organiser``."""
    play_concours(path, players=pair_of_players, teams=4, name=path.stem)
    db = tournaments.open_tournament(path)
    try:
        tournaments.update_info(
            db, name=path.stem, day=None, place="", organiser=organiser, arbiter="", who=WHO
        )
    finally:
        db.close()
    return path


def new(path: Path, club: str = CLUB) -> Path:
    challenge.create_challenge(
        path, name="Challenge 2027", rules=ChallengeRules(rule=Rule.MARKS), club=club
    )
    return path


def test_a_concours_of_another_club_is_refused_and_nothing_is_added(tmp_path: Path) -> None:
    path = new(tmp_path / "saison.challenge")
    other = concours(tmp_path / "fougeres.tournoi", "Amicale de Fougères")
    with pytest.raises(ConcoursOfAnotherClub) as refused:
        challenge.add_concours(path, tournament=other)
    assert refused.value.message == (
        "Le concours « fougeres » est organisé par « Amicale de Fougères », pas par "
        "« Belote Club de Vitré » : il ne compte pas dans le challenge de ce club (les noms de "
        "club sont comparés sans accents ni majuscules)."
    )
    assert refused.value.field == "concours"
    assert challenge.season(path).concours == ()


@pytest.mark.parametrize(
    "organiser", ["Belote Club de Vitré", "BELOTE-CLUB DE VITRE", "  belote club  de vitre ", ""]
)
def test_the_clubs_own_concours_is_taken_however_its_name_is_typed(
    tmp_path: Path, organiser: str
) -> None:
    path = new(tmp_path / "saison.challenge")
    challenge.add_concours(path, tournament=concours(tmp_path / "noel.tournoi", organiser))
    assert [info.name for info in challenge.season(path).concours] == ["noel"]
    assert challenge.season(path).club == CLUB


def test_a_challenge_without_club_takes_any_concours(tmp_path: Path) -> None:
    path = new(tmp_path / "saison.challenge", club="")
    challenge.add_concours(path, tournament=concours(tmp_path / "a.tournoi", "Amicale de Fougères"))
    challenge.add_concours(path, tournament=concours(tmp_path / "b.tournoi", CLUB))
    assert len(challenge.season(path).concours) == 2


def test_a_challenge_made_before_the_club_was_kept_opens_without_one(tmp_path: Path) -> None:
    path = tmp_path / "ancien.challenge"
    new(path)
    with sqlite3.connect(path) as connection:
        connection.execute("ALTER TABLE challenge DROP COLUMN club")
        connection.execute("UPDATE alembic_version SET version_num = 'c0001'")
    connection.close()
    challenge.add_concours(path, tournament=concours(tmp_path / "a.tournoi", "Amicale"))
    assert challenge.season(path).club == ""
    opened = ChallengeFile.open(path)
    assert opened.schema_revision() == "c0002"
    opened.close()


def test_the_command_line_keeps_the_club_and_refuses_another_clubs_concours(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = str(tmp_path / "saison.challenge")
    argv = ["challenge", "new", path, "--name", "Challenge 2027", "--rule", "wins"]
    assert main([*argv, "--club", CLUB]) == 0
    assert json.loads(capsys.readouterr().out)["club"] == CLUB
    other = concours(tmp_path / "fougeres.tournoi", "Amicale de Fougères")
    own = concours(tmp_path / "noel.tournoi", "belote club de vitre")
    assert main(["challenge", "add", path, str(other)]) == 1
    assert "est organisé par « Amicale de Fougères », pas par « Belote Club de Vitré »" in (
        capsys.readouterr().err
    )
    assert main(["challenge", "add", path, str(own)]) == 0
    capsys.readouterr()
    assert main(["challenge", "concours", path]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert shown["club"] == CLUB and [c["name"] for c in shown["concours"]] == ["noel"]
