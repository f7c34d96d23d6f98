"""Registration through the services: teams, numbers, fixed tables, withdrawals, CSV import."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from sqlmodel import func, select

from engine import Donne, Team, Trump
from tournoi.files.team_file import TeamFileError
from tournoi.services import audit, draws, scores
from tournoi.services.draws import DrawMethod
from tournoi.services.errors import NotFoundError, ServiceError, StateError
from tournoi.services.teams import registration
from tournoi.services.teams.file_import import import_teams
from tournoi.services.teams.info import PlayerInfo, TeamInfo
from tournoi.storage import Database, models

WHO = "Organisatrice Denise"
DUPONT = PlayerInfo("Jean", "Dupont", club="Belote Club Rennes", licence="L-001")
MARTIN = PlayerInfo("Paul", "Martin", club="Belote Club Rennes", licence="L-002")
A80 = Donne(taker=Team.A, contract=80, trump=Trump.PIQUE, points=117)


@pytest.fixture
def db(tournament: Callable[..., Database]) -> Database:
    """A tournament with no team yet: the tests register them."""
    return tournament(teams=0, rounds=4, name="Concours", who=WHO)


def pair(n: int) -> list[PlayerInfo]:
    return [PlayerInfo("Anne", f"Nom{n}"), PlayerInfo("Luc", f"Autre{n}")]


def add(
    db: Database,
    n: int,
    *,
    number: int | None = None,
    name: str | None = None,
    fixed_table: int | None = None,
) -> TeamInfo:
    return registration.add_team(
        db, players=pair(n), number=number, name=name, fixed_table=fixed_table, who=WHO
    )


def team_count(db: Database) -> int:
    with db.session() as session:
        return session.exec(select(func.count()).select_from(models.Team)).one()


def last_event(db: Database) -> audit.AuditEntry:
    with db.session() as session:
        return audit.entries(session)[-1]


# Adding


def test_a_team_is_named_after_its_players_and_numbered_in_order(db: Database) -> None:
    first = registration.add_team(db, players=[DUPONT, MARTIN], who=WHO)
    assert (first.number, first.name) == (1, "Dupont – Martin")
    assert first.players == (DUPONT, MARTIN)
    assert first.clubs == "Belote Club Rennes"
    assert (first.first_round, first.withdrawn_after, first.has_played) == (1, None, False)
    assert first.status == "inscrite"
    second = add(db, 2, name="  Les As  ")
    assert (second.number, second.name) == (2, "Les As")
    tenth = add(db, 10, number=10)
    assert tenth.number == 10
    assert add(db, 11).number == 11, "the next number follows the highest"
    assert [t.number for t in registration.list_teams(db)] == [1, 2, 10, 11]
    event = last_event(db)
    assert (event.action, event.who) == ("team.add", WHO)
    assert event.after["number"] == 11


def test_player_names_are_tidied(db: Database) -> None:
    info = registration.add_team(
        db,
        players=[PlayerInfo("  Jean  Pierre ", " Dupont "), PlayerInfo("Paul", "Martin", club=" ")],
        who=WHO,
    )
    assert info.players[0] == PlayerInfo("Jean Pierre", "Dupont")
    assert info.players[1].club is None
    assert info.name == "Dupont – Martin"


@pytest.mark.parametrize(
    ("players", "options", "message"),
    [
        ([DUPONT], {}, "Une équipe compte deux joueurs, pas 1."),
        ([DUPONT, PlayerInfo("Paul", " ")], {}, "Joueur 2 : il faut un prénom et un nom."),
        (
            [DUPONT, PlayerInfo("Paul", "Martin", licence="L-001")],
            {},
            "Les deux joueurs ont le même numéro de licence.",
        ),
        (
            [DUPONT, MARTIN],
            {"number": 0},
            "Numéro d'équipe 0 : un nombre entier positif est attendu.",
        ),
        ([DUPONT, MARTIN], {"number": 1}, "Le numéro 1 est déjà celui d'une autre équipe."),
        (
            [DUPONT, MARTIN],
            {"fixed_table": -2},
            "Table fixe -2 : un numéro de table positif est attendu.",
        ),
    ],
    ids=["one-player", "no-surname", "same-licence", "number-0", "number-taken", "bad-table"],
)
def test_bad_teams_are_refused(
    db: Database, players: list[PlayerInfo], options: dict[str, int], message: str
) -> None:
    add(db, 1)
    with pytest.raises(ServiceError) as refused:
        registration.add_team(db, players=players, who=WHO, **options)
    assert str(refused.value) == message
    assert team_count(db) == 1


def test_two_teams_cannot_share_a_fixed_table(db: Database) -> None:
    add(db, 1, fixed_table=4)
    with pytest.raises(
        ServiceError, match=r"La table 4 est déjà la table fixe de l'équipe 1 « Nom1 – Autre1 »\."
    ):
        add(db, 2, fixed_table=4)
    assert team_count(db) == 1
    add(db, 2, fixed_table=5)
    with pytest.raises(ServiceError, match="La table 4 est déjà la table fixe de l'équipe 1"):
        registration.edit_team(db, number=2, players=pair(2), fixed_table=4, who=WHO)
    assert registration.get_team(db, number=2).fixed_table == 5
    # Keeping its own table is no clash.
    assert (
        registration.edit_team(db, number=2, players=pair(2), fixed_table=5, who=WHO).fixed_table
        == 5
    )


def test_a_withdrawn_team_frees_its_fixed_table(db: Database) -> None:
    add(db, 1, fixed_table=4)
    registration.withdraw_team(db, number=1, who=WHO)
    assert add(db, 2, fixed_table=4).fixed_table == 4


def test_reinstating_a_team_whose_fixed_table_was_given_away_is_refused(db: Database) -> None:
    add(db, 1, fixed_table=4)
    add(db, 2)
    add(db, 3)
    registration.withdraw_team(db, number=1, who=WHO)
    add(db, 4, fixed_table=4)
    add(db, 5)
    with pytest.raises(ServiceError, match="La table 4 est déjà la table fixe de l'équipe 4"):
        registration.reinstate_team(db, number=1, who=WHO)
    assert registration.get_team(db, number=1).withdrawn_after == 0
    # The draw still works: only one team holds table 4.
    view = draws.draw_round(db, method=DrawMethod.SWISS, who=WHO)
    assert {t.table for t in view.tables} == {1, 4}


# Editing


def test_edit_changes_name_players_and_table_but_not_the_number(db: Database) -> None:
    add(db, 1)
    edited = registration.edit_team(
        db, number=1, players=[DUPONT, MARTIN], name="", fixed_table=2, who="Bob"
    )
    assert (edited.number, edited.name, edited.fixed_table) == (1, "Dupont – Martin", 2)
    assert registration.get_team(db, number=1) == edited
    event = last_event(db)
    assert (event.action, event.who) == ("team.edit", "Bob")
    assert event.before["name"] == "Nom1 – Autre1"
    assert event.after["name"] == "Dupont – Martin"
    assert event.after["players"][0]["licence"] == "L-001"
    with pytest.raises(NotFoundError, match=r"Il n'y a pas d'équipe numéro 9\."):
        registration.edit_team(db, number=9, players=pair(9), who=WHO)


# Removing, withdrawing, reinstating


def test_a_team_is_removed_only_before_it_is_drawn(db: Database) -> None:
    for n in range(1, 6):
        add(db, n)
    removed = registration.remove_team(db, number=5, who=WHO)
    assert removed.number == 5
    assert [t.number for t in registration.list_teams(db)] == [1, 2, 3, 4]
    assert last_event(db).action == "team.remove"
    assert last_event(db).before["name"] == "Nom5 – Autre5"

    draws.draw_round(db, method=DrawMethod.SWISS, who=WHO)
    assert registration.get_team(db, number=1).has_played
    with pytest.raises(StateError, match="L'équipe 1 a déjà été tirée à une table"):
        registration.remove_team(db, number=1, who=WHO)
    assert team_count(db) == 4
    late = add(db, 6)
    assert (late.number, late.first_round, late.has_played) == (5, 2, False)
    registration.remove_team(db, number=late.number, who=WHO)
    assert team_count(db) == 4


def test_an_exempt_team_has_played(db: Database) -> None:
    for n in range(1, 4):
        add(db, n)
    view = draws.draw_round(db, method=DrawMethod.SWISS, who=WHO)
    assert view.bye is not None
    with pytest.raises(StateError):
        registration.remove_team(db, number=view.bye.number, who=WHO)


def test_withdraw_and_reinstate(db: Database) -> None:
    for n in range(1, 5):
        add(db, n)
    before_draw = registration.withdraw_team(db, number=4, who=WHO)
    assert (before_draw.withdrawn_after, before_draw.status) == (0, "retirée avant le premier tour")
    assert not before_draw.plays_in(1)
    with pytest.raises(StateError, match=r"L'équipe 4 est déjà retirée\."):
        registration.withdraw_team(db, number=4, who=WHO)
    registration.reinstate_team(db, number=4, who=WHO)

    draws.draw_round(db, method=DrawMethod.SWISS, who=WHO)
    scores.record_donne(db, round_number=1, table=2, donne=A80, who=WHO)
    withdrawn = registration.withdraw_team(db, number=4, who=WHO)
    assert (withdrawn.withdrawn_after, withdrawn.status) == (1, "retirée après le tour 1")
    assert withdrawn.plays_in(1) and not withdrawn.plays_in(2)
    assert last_event(db).action == "team.withdraw"

    back = registration.reinstate_team(db, number=4, who=WHO)
    assert (back.withdrawn_after, back.first_round, back.status) == (None, 1, "inscrite")
    assert back.plays_in(2)
    with pytest.raises(StateError, match=r"L'équipe 4 n'est pas retirée\."):
        registration.reinstate_team(db, number=4, who=WHO)


# Importing a team list


def write(tmp_path: Path, text: str, name: str = "equipes.csv") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_import_registers_every_team_of_the_file(db: Database, tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "N°;Équipe;Joueur 1;Joueur 2;Licence 1;Licence 2;Table fixe\n"
        "1;Les As;Jean DUPONT;Paul MARTIN;L-1;L-2;\n"
        "2;;Marie DURAND;Luc PETIT;;;3\n"
        "5;Carreau;Anne ROUX;Léa BLANC;;;\n",
    )
    added = import_teams(db, path=path, who=WHO)
    assert [(t.number, t.name, t.fixed_table) for t in added] == [
        (1, "Les As", None),
        (2, "DURAND – PETIT", 3),
        (5, "Carreau", None),
    ]
    assert added[0].players[0] == PlayerInfo("Jean", "DUPONT", licence="L-1")
    event = last_event(db)
    assert (event.action, event.who, event.after) == ("team.import", WHO, {"teams": [1, 2, 5]})
    assert "3 équipes importées de « equipes.csv »" in event.message


def test_one_team_imported_is_said_in_the_singular(db: Database, tmp_path: Path) -> None:
    path = write(tmp_path, "N°;Équipe;Joueur 1;Joueur 2\n7;Les As;Jean DUPONT;Paul MARTIN\n")
    import_teams(db, path=path, who=WHO)
    assert last_event(db).message == "1 équipe importée de « equipes.csv »."


def test_import_numbers_unnumbered_teams_around_the_numbers_given(
    db: Database, tmp_path: Path
) -> None:
    path = write(
        tmp_path,
        "N°;Joueur 1;Joueur 2\n;Jean DUPONT;Paul MARTIN\n1;Luc DURAND;Marc PETIT\n",
    )
    added = import_teams(db, path=path, who=WHO)
    by_name = {t.name: t.number for t in added}
    assert by_name["DURAND – PETIT"] == 1
    assert by_name["DUPONT – MARTIN"] == 2


def test_a_bad_row_refuses_the_whole_file(db: Database, tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "N°;Joueur 1;Joueur 2\n1;Jean DUPONT;Paul MARTIN\n2;Marie DURAND;\n3;Anne ROUX;Léa BLANC\n",
    )
    with pytest.raises(TeamFileError) as refused:
        import_teams(db, path=path, who=WHO)
    assert [(p.line, p.message) for p in refused.value.problems] == [(3, "joueur 2 manquant")]
    assert str(refused.value) == "1 ligne refusée : ligne 3 : joueur 2 manquant"
    assert team_count(db) == 0


def test_import_clashing_with_registered_teams_names_every_line(
    db: Database, tmp_path: Path
) -> None:
    registration.add_team(db, players=[DUPONT, MARTIN], number=3, fixed_table=2, who=WHO)
    add(db, 4)
    path = write(
        tmp_path,
        "N°;Joueur 1;Joueur 2;Licence 1;Licence 2;Table fixe\n"
        "7;Luc DURAND;Marc PETIT;;;\n"
        "3;Anne ROUX;Léa BLANC;;;\n"
        "8;Rose VERT;Yves NOIR;;;2\n"
        "9;Eve GRIS;Max BRUN;L-002;;\n",
    )
    with pytest.raises(TeamFileError) as refused:
        import_teams(db, path=path, who=WHO)
    assert [(p.line, p.message) for p in refused.value.problems] == [
        (3, "le numéro 3 est déjà celui de l'équipe « Dupont – Martin »"),
        (4, "la table 2 est déjà la table fixe de l'équipe 3"),
        (5, "la licence L-002 est déjà celle d'un joueur de l'équipe 3"),
    ]
    assert str(refused.value).startswith("3 lignes refusées : ligne 3 : le numéro 3")
    assert team_count(db) == 2, "not even line 2 is registered"


def test_import_after_a_draw_registers_late_arrivals(db: Database, tmp_path: Path) -> None:
    for n in range(1, 5):
        add(db, n)
    draws.draw_round(db, method=DrawMethod.SWISS, who=WHO)
    added = import_teams(
        db, path=write(tmp_path, "Joueur 1;Joueur 2\nJean DUPONT;Paul MARTIN\n"), who=WHO
    )
    assert [(t.number, t.first_round) for t in added] == [(5, 2)]


def test_a_licence_belongs_to_one_player_of_the_tournament(db: Database) -> None:
    registration.add_team(
        db,
        players=[PlayerInfo("Jean", "Martin", licence="FFB-123"), PlayerInfo("Paul", "Durand")],
        who=WHO,
    )
    count = team_count(db)
    with pytest.raises(ServiceError, match="FFB-123 est déjà celle de Jean Martin, de l'équipe 1"):
        registration.add_team(
            db,
            players=[PlayerInfo("Luc", "Petit"), PlayerInfo("Léa", "Roux", licence="FFB-123")],
            who=WHO,
        )
    assert team_count(db) == count
    second = registration.add_team(
        db, players=[PlayerInfo("Luc", "Petit"), PlayerInfo("Léa", "Roux")], who=WHO
    )
    with pytest.raises(ServiceError, match="FFB-123"):
        registration.edit_team(
            db,
            number=second.number,
            players=[PlayerInfo("Luc", "Petit", licence="FFB-123"), PlayerInfo("Léa", "Roux")],
            who=WHO,
        )
    registration.edit_team(
        db,
        number=1,
        players=[PlayerInfo("Jean", "Martin", licence="FFB-123"), PlayerInfo("Paul", "Dupont")],
        who=WHO,
    )


def test_withdraw_and_reinstate_are_audited_with_before_and_after(db: Database) -> None:
    add(db, 1)
    registration.withdraw_team(db, number=1, who=WHO)
    event = last_event(db)
    assert event.action == "team.withdraw"
    assert (event.before["withdrawn_after"], event.after["withdrawn_after"]) == (None, 0)
    registration.reinstate_team(db, number=1, who=WHO)
    event = last_event(db)
    assert (event.before["withdrawn_after"], event.after["withdrawn_after"]) == (0, None)


def test_restore_teams_gives_back_removed_teams_whole_in_one_transaction(db: Database) -> None:
    kept = add(db, 1, number=7, name="Les Revenants", fixed_table=3)
    withdrawn = add(db, 2)
    registration.withdraw_team(db, number=withdrawn.number, who=WHO)
    removed = [
        registration.remove_team(db, number=number, who=WHO) for number in (7, withdrawn.number)
    ]

    restored = registration.restore_teams(db, teams=removed, who=WHO)

    assert restored == removed == [kept, registration.get_team(db, number=withdrawn.number)]
    assert registration.list_teams(db) == sorted(removed, key=lambda team: team.number)
    assert last_event(db).action == "team.withdraw"


def test_restore_teams_restores_none_when_one_number_is_taken(db: Database) -> None:
    removed = [registration.remove_team(db, number=add(db, n).number, who=WHO) for n in (1, 2)]
    add(db, 3, number=removed[1].number)

    with pytest.raises(ServiceError, match="déjà celui d'une autre équipe"):
        registration.restore_teams(db, teams=removed, who=WHO)

    assert [team.number for team in registration.list_teams(db)] == [removed[1].number]


def test_unimport_teams_removes_an_import_or_nothing_once_one_was_drawn(
    db: Database, tmp_path: Path
) -> None:
    lines = "".join(f"{n};Anne NOM{n};Luc AUTRE{n}\n" for n in range(1, 5))
    path = write(tmp_path, "N°;Joueur 1;Joueur 2\n" + lines)
    numbers = [team.number for team in import_teams(db, path=path, who=WHO)]

    removed = registration.unimport_teams(db, numbers=numbers[:2], who=WHO)

    assert [team.number for team in removed] == numbers[:2]
    assert [team.number for team in registration.list_teams(db)] == numbers[2:]
    assert last_event(db).action == "team.remove"
    registration.restore_teams(db, teams=removed, who=WHO)
    draws.draw_round(db, method=DrawMethod.SWISS, who=WHO)
    with pytest.raises(StateError, match=r"déjà été tirées \(1, 2, 3, 4\)"):
        registration.unimport_teams(db, numbers=numbers, who=WHO)
    assert team_count(db) == 4
