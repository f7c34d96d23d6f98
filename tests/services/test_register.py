"""The club's register: people found again by licence or accent-free name, suggested as one
types, their usual partner, imports, export, a person forgotten; every refusal. Each test on a
file and on a database of the club's PostgreSQL server."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from tests.conftest import new_tournament
from tournoi.exports.atomic import ExportError
from tournoi.exports.register import export_register
from tournoi.files.team_file import TeamFileError
from tournoi.services import challenge, register
from tournoi.services.errors import NotFoundError, ServiceError
from tournoi.services.teams.info import PlayerInfo
from tournoi.storage import StorageError

NOEL = PlayerInfo("Noël", "Le Goff", club="Belote Club Brest", licence="29-0001")
ANNE = PlayerInfo("Anne", "Kerouac", club="Belote Club Brest")
JEAN_1 = PlayerInfo("Jean", "Martin", club="Quimper", licence="29-0100")
JEAN_2 = PlayerInfo("Jean", "Martin", club="Morlaix", licence="29-0200")


@pytest.fixture(params=["fichier", "serveur"])
def book(request: pytest.FixtureRequest, tmp_path: Path) -> register.Place:
    """The same register in a file and on a server (an empty database, given its tables)."""
    place: register.Place
    if request.param == "fichier":
        place = tmp_path / "club.registre"
        register.create_register(place)
    else:
        place = request.getfixturevalue("postgres_url")
    assert register.open_or_create(place) == 0
    assert register.remember_teams(place, [[NOEL, ANNE], [JEAN_1, JEAN_2]]) == 4
    return place


def names(players: list[register.RegisteredPlayer]) -> list[str]:
    return [f"{p.full_name} ({p.club}, {p.licence})" for p in players]


def test_suggestions_hold_what_is_typed_without_accents_names_starting_with_it_first(
    book: register.Place,
) -> None:
    assert names(register.suggestions(book, "noel")) == [
        "Noël Le Goff (Belote Club Brest, 29-0001)"
    ]
    assert names(register.suggestions(book, "KER")) == ["Anne Kerouac (Belote Club Brest, None)"]
    assert [p.full_name for p in register.suggestions(book, "Belote Club")] == [
        "Anne Kerouac",
        "Noël Le Goff",
    ]
    assert names(register.suggestions(book, "0200")) == ["Jean Martin (Morlaix, 29-0200)"]
    assert [p.full_name for p in register.suggestions(book, "brest")] == [
        "Anne Kerouac",
        "Noël Le Goff",
    ]  # a club as typed, whatever the case: PostgreSQL's LIKE minds it, SQLite's does not
    assert register.suggestions(book, "  ") == []


def test_two_people_of_one_name_are_both_suggested_with_their_club_and_licence(
    book: register.Place,
) -> None:
    assert names(register.suggestions(book, "jean martin")) == [
        "Jean Martin (Quimper, 29-0100)",
        "Jean Martin (Morlaix, 29-0200)",
    ]


def test_the_partner_of_a_known_team_is_found_and_the_last_one_wins(book: register.Place) -> None:
    noel = register.suggestions(book, "noël")[0]
    partner = register.partner_of(book, noel.id)
    assert partner is not None and partner.full_name == "Anne Kerouac"
    register.remember_teams(book, [[PlayerInfo("noel", "LE-GOFF"), JEAN_1]])
    partner = register.partner_of(book, noel.id)
    assert partner is not None and partner.licence == "29-0100"


def test_the_same_person_is_kept_once_by_licence_or_name_and_brought_up_to_date(
    book: register.Place,
) -> None:
    added = register.remember_teams(
        book,
        [[PlayerInfo("Noel", "LE GOFF", club="Landerneau"), PlayerInfo("Anne", "Kérouac",
          licence="29-0300")]],
    )  # fmt: skip
    assert added == 0
    assert names(register.suggestions(book, "le goff")) == ["Noël Le Goff (Landerneau, 29-0001)"]
    assert names(register.suggestions(book, "kerouac")) == [
        "Anne Kerouac (Belote Club Brest, 29-0300)"
    ]
    assert len(register.people(book)) == 4


def test_a_person_forgotten_goes_with_the_pairs_he_played_in(book: register.Place) -> None:
    noel = register.suggestions(book, "noel")[0]
    assert register.forget_person(book, noel.id).full_name == "Noël Le Goff"
    assert register.suggestions(book, "noel") == []
    anne = register.suggestions(book, "anne")[0]
    assert register.partner_of(book, anne.id) is None
    with pytest.raises(NotFoundError, match="n'est plus dans le registre"):
        register.forget_person(book, noel.id)


def test_a_team_list_and_a_past_tournament_fill_the_register(
    book: register.Place, tmp_path: Path
) -> None:
    team_file = tmp_path / "equipes.csv"
    team_file.write_text(
        "Joueur 1;Joueur 2;Club 1;Licence 1\nPierre DUPONT;Marie DURAND;Brest;29-0400\n",
        encoding="utf-8",
    )
    assert register.import_team_file(book, team_file=team_file) == 2
    pierre = register.suggestions(book, "dupont")[0]
    partner = register.partner_of(book, pierre.id)
    assert partner is not None and partner.full_name == "Marie DURAND"
    new_tournament(tmp_path / "noel.tournoi", teams=3).close()
    assert register.import_tournament(book, tournament=tmp_path / "noel.tournoi") == 6
    bad = tmp_path / "mauvais.csv"
    bad.write_text("Joueur 1;Joueur 2\nPierre;Paul\n", encoding="utf-8")
    with pytest.raises(TeamFileError):
        register.import_team_file(book, team_file=bad)
    assert len(register.people(book)) == 12


def test_the_export_lists_everyone_with_the_usual_partner(
    book: register.Place, tmp_path: Path
) -> None:
    register.remember_teams(book, [[PlayerInfo("=1+1", "Hack"), ANNE]])
    out = tmp_path / "registre.csv"
    assert export_register(book, path=out) == "Registre exporté : 5 personnes, registre.csv."
    with out.open(encoding="utf-8-sig", newline="") as file:
        rows = list(csv.reader(file, delimiter=";"))
    assert rows[0] == ["Prénom", "Nom", "Club", "Licence", "Partenaire habituel"]
    assert rows[1] == ["'=1+1", "Hack", "", "", "Anne Kerouac"]
    assert ["Noël", "Le Goff", "Belote Club Brest", "29-0001", "Anne Kerouac"] in rows
    with pytest.raises(ExportError, match=r"s'exporte en \.csv"):
        export_register(book, path=tmp_path / "registre.pdf")


def test_refusals(tmp_path: Path) -> None:
    book = tmp_path / "club.registre"
    register.create_register(book)
    with pytest.raises(ServiceError, match=r"se termine par \.registre"):
        register.create_register(tmp_path / "club.txt")
    season = tmp_path / "saison.challenge"
    challenge.create_challenge(
        season, name="Saison", rules=challenge.ChallengeRules(rule=challenge.Rule.MARKS)
    )
    with pytest.raises(StorageError, match="n'est pas un registre de joueurs"):
        register.people(season)
    with pytest.raises(StorageError, match="n'est pas un fichier de challenge"):
        challenge.season(book)


def test_a_name_several_people_share_typed_without_licence_makes_no_third_namesake(
    book: register.Place,
) -> None:
    added = register.remember_teams(
        book, [[PlayerInfo("Jean", "Martin"), PlayerInfo("Yves", "Le Roux")]]
    )
    assert added == 1  # Yves Le Roux only
    assert len(register.suggestions(book, "jean martin")) == 2
    yves = register.suggestions(book, "le roux")[0]
    assert register.partner_of(book, yves.id) is None
