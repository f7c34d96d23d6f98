"""The club's register in the window: chosen in the preferences, suggested from the keyboard
as a player's name is typed (his usual partner filled in), filled as teams are registered,
imported, exported, a person deleted."""

from __future__ import annotations

import csv
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.conftest import new_tournament
from tests.ui.keyboard import type_text
from tournoi.services import register
from tournoi.services.teams.info import PlayerInfo
from tournoi.ui import preferences_dialog, register_window
from tournoi.ui.app import apply_preferences
from tournoi.ui.main_window import MainWindow
from tournoi.ui.preferences import Preferences
from tournoi.ui.preferences_dialog import PreferencesDialog
from tournoi.ui.register_window import RegisterWindow
from tournoi.ui.teams import TeamDialog, TeamsPage
from tournoi.ui.tournament_tabs import TEAMS

NOEL = PlayerInfo("Noël", "Le Goff", club="Belote Club Brest", licence="29-0001")
ANNE = PlayerInfo("Anne", "Kerouac", club="Belote Club Brest")
HOMONYM = PlayerInfo("Noël", "Le Goff", club="Morlaix", licence="29-0777")


@pytest.fixture
def book(tmp_path: Path, preferences: Preferences) -> Path:
    path = tmp_path / "club.registre"
    register.create_register(path)
    register.remember_teams(path, [[NOEL, ANNE]])
    preferences.register_file = str(path)
    return path


def choose_suggestion(qtbot: QtBot, dialog: TeamDialog, typed: str, row: int) -> None:
    """Type in player 1's first name, go down ``row + 1`` lines of the list, Entrée."""
    field = dialog.players[0].first_name
    field.setFocus()
    type_text(field, typed)
    popup = field.completer().popup()
    qtbot.waitUntil(popup.isVisible)
    for _ in range(row + 1):
        qtbot.keyClick(popup, Qt.Key.Key_Down)
    qtbot.keyClick(popup, Qt.Key.Key_Return)


def test_a_name_typed_suggests_the_register_and_fills_the_player_and_his_partner(
    qtbot: QtBot, book: Path
) -> None:
    register.remember_teams(book, [[HOMONYM, PlayerInfo("Yann", "Morvan")]])
    dialog = TeamDialog(lambda _form: None, register=book)
    qtbot.addWidget(dialog)
    dialog.show()
    field = dialog.players[0].first_name
    field.setFocus()
    type_text(field, "noe")
    popup = field.completer().popup()
    qtbot.waitUntil(popup.isVisible)
    shown = [popup.model().index(row, 0).data() for row in range(popup.model().rowCount())]
    assert shown == [
        "Noël Le Goff (Belote Club Brest — 29-0001)",
        "Noël Le Goff (Morlaix — 29-0777)",
    ]
    qtbot.keyClick(popup, Qt.Key.Key_Down)
    qtbot.keyClick(popup, Qt.Key.Key_Down)
    qtbot.keyClick(popup, Qt.Key.Key_Return)
    assert dialog.form().players == (HOMONYM, PlayerInfo("Yann", "Morvan"))


def test_a_partner_already_typed_is_left_as_it_is(qtbot: QtBot, book: Path) -> None:
    dialog = TeamDialog(lambda _form: None, register=book)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.players[1].surname.setText("Guégan")
    choose_suggestion(qtbot, dialog, "le g", 0)
    assert dialog.form().players[0] == NOEL
    assert dialog.form().players[1] == PlayerInfo("", "Guégan")


def test_teams_registered_in_the_window_go_into_the_register(
    qtbot: QtBot, window: MainWindow, book: Path, tmp_path: Path
) -> None:
    path = tmp_path / "concours.tournoi"
    new_tournament(path, teams=2).close()
    window.files.open_location(str(path))
    page = window.tabs.page(TEAMS)
    assert isinstance(page, TeamsPage)
    page.team_actions.add()
    dialog = page.dialog
    assert isinstance(dialog, TeamDialog)
    choose_suggestion(qtbot, dialog, "ker", 0)
    assert dialog.form().players == (ANNE, NOEL)
    dialog.accept()
    assert page.message.text().endswith("inscrite.")

    page.team_actions.add()
    dialog = page.dialog
    assert isinstance(dialog, TeamDialog)
    for field, text in zip(
        (*dialog.players[0].fields()[:2], *dialog.players[1].fields()[:2]),
        ("Gwen", "Le Bras", "Loïc", "Tanguy"),
        strict=True,
    ):
        field.setText(text)
    dialog.accept()
    assert page.message.text().endswith("inscrite.")
    qtbot.waitUntil(
        lambda: window.statusBar().currentMessage() == "2 ajouté(s) au registre des joueurs."
    )
    partner = register.partner_of(book, register.suggestions(book, "le bras")[0].id)
    assert partner is not None and partner.full_name == "Loïc Tanguy"


def test_the_preferences_choose_or_make_the_register(
    qtbot: QtBot, preferences: Preferences, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    made = tmp_path / "nouveau"
    monkeypatch.setattr(preferences_dialog, "choose_file", lambda *_a, **_o: str(made))
    dialog = PreferencesDialog(preferences)
    qtbot.addWidget(dialog)
    dialog.register_button.click()
    assert dialog.register_edit.text() == str(made.with_suffix(".registre"))
    dialog.accept()
    assert preferences.register_file == str(made.with_suffix(".registre"))
    assert register.people(made.with_suffix(".registre")) == []

    not_a_register = tmp_path / "notes.registre"
    not_a_register.write_text("des notes", encoding="utf-8")
    again = PreferencesDialog(preferences)
    qtbot.addWidget(again)
    again.register_edit.setText(str(not_a_register))
    again.accept()
    assert again.error.text() == f"« {not_a_register} » n'est pas un registre de joueurs."
    assert preferences.register_file == str(made.with_suffix(".registre"))


def test_the_register_window_imports_searches_exports_and_forgets(
    qtbot: QtBot,
    preferences: Preferences,
    book: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    tournament = tmp_path / "noel.tournoi"
    new_tournament(tournament, teams=2).close()
    answers = [str(tournament), str(tmp_path / "registre.csv")]
    monkeypatch.setattr(register_window, "choose_file", lambda *_a, **_o: answers.pop(0))
    monkeypatch.setattr(register_window, "confirm", lambda *_a: True)
    shown = RegisterWindow(preferences)
    qtbot.addWidget(shown)
    assert shown.model.rowCount() == 2
    shown.tournament_button.click()
    assert shown.status.text() == "4 personnes ajoutées au registre."
    assert shown.model.rowCount() == 6
    type_text(shown.search, "noel")
    assert [p.full_name for p in shown.model.rows()] == ["Noël Le Goff"]
    shown.export_button.click()
    with (tmp_path / "registre.csv").open(encoding="utf-8-sig") as file:
        assert len(list(csv.reader(file, delimiter=";"))) == 7
    shown.view.selectRow(0)
    shown.forget_button.click()
    assert shown.status.text() == "«\u00a0Noël Le Goff\u00a0» supprimé du registre."
    assert register.suggestions(book, "noel") == []
    assert shown.model.rowCount() == 0
    assert QApplication.activeModalWidget() is None


def test_without_a_register_the_window_says_where_to_choose_one(
    qtbot: QtBot, preferences: Preferences
) -> None:
    shown = RegisterWindow(preferences)
    qtbot.addWidget(shown)
    assert shown.where.text() == (
        "Aucun registre\u00a0: choisissez-en un dans Outils › Préférences."
    )
    assert not shown.tournament_button.isEnabled()


def test_a_bad_team_list_and_a_register_that_is_not_one_are_refused(
    qtbot: QtBot,
    preferences: Preferences,
    book: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    warnings: list[str],
) -> None:
    bad = tmp_path / "equipes.csv"
    bad.write_text("Joueur 1;Joueur 2\nPierre;Paul\n", encoding="utf-8")
    monkeypatch.setattr(register_window, "choose_file", lambda *_a, **_o: str(bad))
    shown = RegisterWindow(preferences)
    qtbot.addWidget(shown)
    shown.team_file_button.click()
    assert len(warnings) == 1 and "il faut un prénom et un nom" in warnings[0]
    assert shown.model.rowCount() == 2

    preferences.register_file = str(bad)
    refused = RegisterWindow(preferences)
    qtbot.addWidget(refused)
    assert refused.where.text() == f"«\u00a0{bad}\u00a0» n'est pas un registre de joueurs."
    assert not refused.export_button.isEnabled()


def test_registration_goes_on_when_the_register_has_gone(
    qtbot: QtBot, window: MainWindow, book: Path, tmp_path: Path
) -> None:
    path = tmp_path / "concours.tournoi"
    new_tournament(path, teams=2).close()
    window.files.open_location(str(path))
    book.unlink()
    page = window.tabs.page(TEAMS)
    assert isinstance(page, TeamsPage)
    page.team_actions.add()
    dialog = page.dialog
    assert isinstance(dialog, TeamDialog)
    type_text(dialog.players[0].first_name, "Gw")
    assert not dialog.players[0].first_name.completer().popup().isVisible()
    for field, text in zip(
        (*dialog.players[0].fields()[:2], *dialog.players[1].fields()[:2]),
        ("Gwen", "Le Bras", "Loïc", "Tanguy"),
        strict=True,
    ):
        field.setText(text)
    dialog.accept()
    assert page.message.text() == "Équipe 3 «\u00a0Le Bras – Tanguy\u00a0» inscrite."
    qtbot.waitUntil(
        lambda: (
            window.statusBar().currentMessage()
            == f"Registre des joueurs non mis à jour : Le fichier « {book} » n'existe pas."
        )
    )


@pytest.fixture
def english(qapp: QApplication, preferences: Preferences) -> Iterator[None]:
    """The window in English; the application without translators afterwards."""
    preferences.language = "en"
    apply_preferences(qapp, preferences)
    yield
    for translator in getattr(qapp, "_tournoi_translators", []):
        qapp.removeTranslator(translator)
    qapp._tournoi_translators = []  # type: ignore[attr-defined]


def test_the_counts_agree_with_their_number_in_french(
    qtbot: QtBot, preferences: Preferences, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "club.registre"
    register.create_register(path)
    register.remember_teams(path, [[NOEL]])
    preferences.register_file = str(path)
    marie = PlayerInfo("Marie", "Guéguen")
    tournaments = []
    for name, last in (("printemps", "Tanguy"), ("ete", "Kerjean")):
        tournaments.append(tmp_path / f"{name}.tournoi")
        new_tournament(
            tournaments[-1],
            teams=2,
            players=lambda n, last=last: (
                [NOEL, ANNE] if n == 1 else [marie, PlayerInfo("Yves", last)]
            ),
        ).close()
    monkeypatch.setattr(register_window, "choose_file", lambda *_a, **_o: str(tournaments.pop(0)))
    shown = RegisterWindow(preferences)
    qtbot.addWidget(shown)
    assert shown.where.text() == f"Registre «\u00a0{path}\u00a0»\u00a0: 1 personne."
    shown.tournament_button.click()
    assert shown.status.text() == "3 personnes ajoutées au registre."
    shown.tournament_button.click()  # Noël, Anne and Marie known: Yves Kerjean alone is new
    assert shown.status.text() == "1 personne ajoutée au registre."
    assert shown.where.text() == f"Registre «\u00a0{path}\u00a0»\u00a0: 5 personnes."


def test_the_counts_read_english_in_english(
    qtbot: QtBot,
    preferences: Preferences,
    book: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    english: None,
) -> None:
    tournament = tmp_path / "noel.tournoi"
    new_tournament(tournament, teams=2).close()
    monkeypatch.setattr(register_window, "choose_file", lambda *_a, **_o: str(tournament))
    shown = RegisterWindow(preferences)
    qtbot.addWidget(shown)
    assert shown.where.text() == f"Register “{book}”: 2 people."
    shown.tournament_button.click()
    assert shown.status.text() == "4 people added to the register."
    assert shown.where.text() == f"Register “{book}”: 6 people."


def test_the_register_on_the_club_s_server_is_chosen_shown_and_exported(
    qtbot: QtBot,
    preferences: Preferences,
    postgres_url: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    dialog = PreferencesDialog(preferences)
    qtbot.addWidget(dialog)
    with_password = postgres_url.replace("postgres@", "postgres:secret@")
    dialog.register_edit.setText(with_password)
    dialog.accept()
    assert dialog.error.text().startswith("Le mot de passe ne s'écrit pas dans l'adresse")
    assert preferences.register_file == ""
    dialog.register_edit.setText(postgres_url)
    dialog.accept()
    assert preferences.register_file == postgres_url
    register.remember_teams(postgres_url, [[NOEL, ANNE]])

    monkeypatch.setattr(
        register_window, "choose_file", lambda *_a, **_o: str(tmp_path / "registre.csv")
    )
    shown = RegisterWindow(preferences)
    qtbot.addWidget(shown)
    assert shown.where.text().startswith("Registre «\u00a0postgresql+psycopg://postgres@127.0.0.1")
    assert [p.full_name for p in shown.model.rows()] == ["Anne Kerouac", "Noël Le Goff"]
    shown.export_button.click()
    with (tmp_path / "registre.csv").open(encoding="utf-8-sig") as file:
        assert len(list(csv.reader(file, delimiter=";"))) == 3
