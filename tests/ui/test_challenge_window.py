"""« Challenge de la saison » : a challenge made, two concours added, ranked, printed and
removed from the window, driven from the keyboard; every refusal shown."""

from __future__ import annotations

from pathlib import Path

import pytest
from openpyxl import load_workbook
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from tests.challenge_concours import play_concours
from tests.conftest import WHO, pair_of_players
from tests.ui.keyboard import type_text
from tournoi.services import challenge
from tournoi.services.challenge import Ranked, Rule
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.ui.challenge import window
from tournoi.ui.challenge.rules_dialog import ChallengeRulesDialog
from tournoi.ui.challenge.window import ChallengeWindow
from tournoi.ui.main_window import MainWindow
from tournoi.ui.preferences import Preferences


@pytest.fixture(scope="module")
def concours(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    folder = tmp_path_factory.mktemp("concours")
    return (
        play_concours(folder / "printemps.tournoi", players=pair_of_players, teams=5,
                      name="Printemps"),
        play_concours(folder / "ete.tournoi", players=pair_of_players, teams=4, name="Été"),
    )  # fmt: skip


@pytest.fixture
def chosen(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The files the file dialogs give, in order."""
    answers: list[str] = []
    monkeypatch.setattr(window, "choose_file", lambda *_args, **_options: answers.pop(0))
    return answers


def fill_rules(qtbot: QtBot, form: ChallengeRulesDialog) -> None:
    """Name, the Rennes rule (Alt+R then a key), the best concours: typed as an organiser does."""
    qtbot.keyClicks(form.name_field, "Challenge 2027")
    form.rule_field.setFocus()
    qtbot.keyClick(form.rule_field, Qt.Key.Key_Down)
    form.best_field.setFocus()
    form.best_field.selectAll()
    qtbot.keyClicks(form.best_field, "2")


def test_a_challenge_made_filled_ranked_printed_and_emptied(
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    preferences: Preferences,
    tmp_path: Path,
    concours: tuple[Path, Path],
    chosen: list[str],
    warnings: list[str],
) -> None:
    shown = ChallengeWindow(preferences)
    qtbot.addWidget(shown)
    assert shown.title.text() == "Aucun challenge ouvert"
    assert not shown.add_button.isEnabled()

    def answer(form: ChallengeRulesDialog) -> int:
        fill_rules(qtbot, form)
        assert form.win_field.isEnabled() and not form.placing_field.isEnabled()
        assert "Seuls les 2 meilleurs concours de chacun comptent." in form.explained.text()
        form.accept()
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(ChallengeRulesDialog, "exec", answer)
    path = tmp_path / "saison"
    chosen.append(str(path))
    qtbot.keyClick(shown.new_button, Qt.Key.Key_Space)
    assert preferences.challenge_file == str(path.with_suffix(".challenge"))
    assert shown.title.text() == "Challenge 2027"
    assert shown.rules.text().startswith("Victoire 4 points et le score de la partie\u00a0;")

    chosen.extend(str(c) for c in concours)
    shown.add_button.click()
    shown.add_button.click()
    assert [info.name for info in shown.concours_model.rows()] == ["Printemps", "Été"]
    first = shown.standings_model.rows()[0]
    assert (first.rank, first.name, first.points, first.marks) == (1, "Jean Martin1", 16, 1240)
    index = shown.standings_model.index(0, 3)
    assert shown.standings_model.data(index) == "2"

    chosen.append(str(concours[0]))
    shown.add_button.click()
    assert warnings == [
        "Le concours « Printemps » est déjà dans le challenge (ajouté depuis "
        "« printemps.tournoi ») : un concours ne compte qu'une fois."
    ]

    chosen.append(str(tmp_path / "saison.xlsx"))
    shown.xlsx_button.click()
    assert shown.status.text() == "Classeur du challenge écrit\u00a0: saison.xlsx."
    assert load_workbook(tmp_path / "saison.xlsx")["Classement"]["B2"].value == "Jean Martin1"

    monkeypatch.setattr(window, "confirm", lambda *_args: True)
    shown.concours_view.selectRow(1)
    shown.remove_button.click()
    assert [info.name for info in shown.concours_model.rows()] == ["Printemps"]
    assert shown.standings_model.rows()[0].points == 8
    assert shown.status.text() == "Concours «\u00a0Été\u00a0» retiré du challenge."


def test_the_last_challenge_opens_again_and_a_moved_one_quietly_not(
    qtbot: QtBot, preferences: Preferences, tmp_path: Path, concours: tuple[Path, Path]
) -> None:
    path = tmp_path / "saison.challenge"
    challenge.create_challenge(path, name="Saison", rules=challenge.ChallengeRules(rule=Rule.MARKS))
    preferences.challenge_file = str(path)
    again = ChallengeWindow(preferences)
    qtbot.addWidget(again)
    assert again.title.text() == "Saison"
    again.set_tournament(concours[1])
    assert again.add_open_button.isEnabled()
    again.add_open_button.click()
    assert [info.name for info in again.concours_model.rows()] == ["Été"]

    preferences.challenge_file = str(tmp_path / "parti.challenge")
    moved = ChallengeWindow(preferences)
    qtbot.addWidget(moved)
    assert moved.title.text() == "Aucun challenge ouvert"


def test_an_unfinished_concours_and_a_tournament_opened_as_a_challenge_are_refused(
    qtbot: QtBot,
    preferences: Preferences,
    tmp_path: Path,
    concours: tuple[Path, Path],
    chosen: list[str],
    warnings: list[str],
) -> None:
    shown = ChallengeWindow(preferences)
    qtbot.addWidget(shown)
    chosen.append(str(concours[0]))
    shown.open_button.click()
    assert warnings == [f"« {concours[0]} » n'est pas un fichier de challenge."]
    path = tmp_path / "saison.challenge"
    challenge.create_challenge(path, name="Saison", rules=challenge.ChallengeRules(rule=Rule.WINS))
    shown.load(path)
    playing = play_concours(
        tmp_path / "en-cours.tournoi", players=pair_of_players, teams=4, finish=False
    )
    chosen.append(str(playing))
    shown.add_button.click()
    assert warnings[1].startswith("Le concours « Concours d'essai » n'est pas terminé")
    assert shown.concours_model.rows() == []


def test_the_rules_form_explains_refuses_and_gives_what_was_chosen(qtbot: QtBot) -> None:
    form = ChallengeRulesDialog()
    qtbot.addWidget(form)
    form.accept()
    assert form.problem.text() == "Le challenge doit avoir un nom."
    assert form.result() != QDialog.DialogCode.Accepted
    qtbot.keyClicks(form.name_field, "Saison")
    form.rule_field.setCurrentIndex(2)
    form.ranked_field.setCurrentIndex(1)
    assert form.placing_field.isEnabled() and not form.win_field.isEnabled()
    form.placing_field.setText("10,12")
    assert form.problem.text().startswith("Le barème des places doit aller en décroissant")
    form.accept()
    assert form.rules is None
    form.placing_field.setText("10, 6, 3")
    form.minimum_field.setValue(2)
    form.accept()
    assert form.result() == QDialog.DialogCode.Accepted
    assert form.rules is not None
    assert (form.name, form.rules.rule, form.rules.ranked, form.rules.placing) == (
        "Saison", Rule.PLACING, Ranked.TEAM, (10, 6, 3),
    )  # fmt: skip
    assert form.rules.min_concours == 2


def test_the_file_menu_opens_the_challenge_with_the_open_tournament_offered(
    qtbot: QtBot, window: MainWindow, concours: tuple[Path, Path]
) -> None:
    window.files.open_location(str(concours[0]))
    action = next(
        action
        for action in window.menuBar().actions()[0].menu().actions()
        if action.text() == "&Challenge de la saison…"
    )
    action.trigger()
    shown = window.tools.challenge
    assert shown is not None and shown.isVisible()
    assert shown.tournament == concours[0].resolve()
    window.close_tournament()
    assert shown.tournament is None
    assert QApplication.activeModalWidget() is None


def test_the_best_concours_and_the_minimum_show_on_each_line_and_the_pdf_prints(
    qtbot: QtBot,
    preferences: Preferences,
    tmp_path: Path,
    concours: tuple[Path, Path],
    chosen: list[str],
    warnings: list[str],
) -> None:
    path = tmp_path / "saison.challenge"
    rules = challenge.ChallengeRules(rule=Rule.MARKS, best=1, min_concours=1)
    challenge.create_challenge(path, name="Saison", rules=rules)
    for played in concours:
        challenge.add_concours(path, tournament=played)
    shown = ChallengeWindow(preferences)
    qtbot.addWidget(shown)
    chosen.append(str(path))
    shown.open_button.click()
    model = shown.standings_model
    first = model.index(0, 3)
    assert model.data(first) == "1 sur 2"
    assert model.data(first, Qt.ItemDataRole.ToolTipRole) == (
        "Printemps : 620\nÉté : 620 (ne compte pas)"
    )
    assert model.data(model.index(0, 0)) == "1 ex."
    chosen.append(str(tmp_path / "challenge"))
    shown.pdf_button.click()
    assert shown.status.text() == "Classement du challenge\u00a0: 1 page, challenge.pdf."
    assert (tmp_path / "challenge.pdf").read_bytes().startswith(b"%PDF")

    strict = tmp_path / "strict.challenge"
    challenge.create_challenge(
        strict, name="Strict", rules=challenge.ChallengeRules(rule=Rule.MARKS, min_concours=2)
    )
    challenge.add_concours(strict, tournament=concours[0])
    shown.load(strict)
    assert {model.data(model.index(row, 0)) for row in range(model.rowCount())} == {"–"}
    assert warnings == []


def test_a_new_challenge_over_an_existing_file_is_refused(
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    preferences: Preferences,
    tmp_path: Path,
    chosen: list[str],
    warnings: list[str],
) -> None:
    path = tmp_path / "saison.challenge"
    challenge.create_challenge(path, name="Saison", rules=challenge.ChallengeRules(rule=Rule.WINS))

    def answer(form: ChallengeRulesDialog) -> int:
        form.name_field.setText("Autre")
        form.accept()
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(ChallengeRulesDialog, "exec", answer)
    shown = ChallengeWindow(preferences)
    qtbot.addWidget(shown)
    chosen.append(str(path))
    shown.new_button.click()
    assert warnings == [f"Le fichier « {path} » existe déjà : choisissez un autre nom."]
    assert shown.title.text() == "Aucun challenge ouvert"


def test_the_standings_go_on_the_projector_a_page_at_a_time(
    qtbot: QtBot, preferences: Preferences, tmp_path: Path, concours: tuple[Path, Path]
) -> None:
    path = tmp_path / "saison.challenge"
    challenge.create_challenge(path, name="Saison", rules=challenge.ChallengeRules(rule=Rule.WINS))
    for played in concours:
        challenge.add_concours(path, tournament=played)
    preferences.challenge_file = str(path)
    shown = ChallengeWindow(preferences)
    qtbot.addWidget(shown)
    qtbot.keyClick(shown.board_button, Qt.Key.Key_Space)
    board = shown.board
    assert board is not None and board.isVisible()
    # 720 pixels high on one screen: nine lines, the ten players on two pages.
    assert board.per_page == 9
    assert board.page_label.text().startswith("Page 1 sur 2")
    qtbot.keyClick(board, Qt.Key.Key_PageDown)
    assert board.page_label.text().startswith("Page 2 sur 2")
    cell = board.grid.itemAtPosition(1, 1)
    assert cell is not None and shown.season is not None
    assert cell.widget().text() == shown.season.rows[9].name
    assert board.grid.itemAtPosition(2, 1) is None
    qtbot.keyClick(board, Qt.Key.Key_PageDown)  # no page after the last
    assert board.page_label.text().startswith("Page 2 sur 2")
    qtbot.keyClick(board, Qt.Key.Key_PageUp)
    assert board.page_label.text().startswith("Page 1 sur 2")
    qtbot.keyClick(board, Qt.Key.Key_Escape)
    assert not board.isVisible()


def test_a_challenge_given_its_club_refuses_another_clubs_concours(
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    preferences: Preferences,
    tmp_path: Path,
    concours: tuple[Path, Path],
    chosen: list[str],
    warnings: list[str],
) -> None:
    foreign = tmp_path / "fougeres.tournoi"
    play_concours(foreign, players=pair_of_players, teams=4, name="Fougères")
    db = tournaments.open_tournament(foreign)
    tournaments.update_info(
        db, name="Fougères", day=None, place="", organiser="Amicale de Fougères", arbiter="",
        who=WHO,
    )  # fmt: skip
    db.close()

    def answer(form: ChallengeRulesDialog) -> int:
        qtbot.keyClicks(form.name_field, "Challenge 2027")
        type_text(form.club_field, "Belote Club de Vitré")
        form.accept()
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(ChallengeRulesDialog, "exec", answer)
    shown = ChallengeWindow(preferences)
    qtbot.addWidget(shown)
    chosen.extend([str(tmp_path / "saison"), str(foreign), str(concours[0])])
    shown.new_button.click()
    assert shown.rules.text().endswith(
        "Seuls les concours organisés par «\u00a0Belote Club de Vitré\u00a0» y entrent (le nom "
        "du club est comparé sans accents ni majuscules\u00a0; un concours sans organisateur "
        "est pris)."
    )
    shown.add_button.click()
    assert len(warnings) == 1 and warnings[0].startswith(
        "Le concours « Fougères » est organisé par « Amicale de Fougères », pas par "
        "« Belote Club de Vitré »"
    )
    assert shown.concours_model.rows() == []
    shown.add_button.click()  # the club's own, its organiser left blank
    assert [info.name for info in shown.concours_model.rows()] == ["Printemps"]
