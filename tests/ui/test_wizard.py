"""The New tournament wizard, driven from the keyboard, and the file it creates."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QWidget, QWizard
from pytestqt.qtbot import QtBot

from engine import Tie, Variant
from tests.ui.keyboard import replace_text, type_text
from tournoi.services.ranking import Criterion
from tournoi.services.settings import ByeMarks, EntryMode
from tournoi.services.teams import fees
from tournoi.services.teams.fees import FeeBasis, FeeSettings
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.services.tournament.servers import ServerAddress
from tournoi.ui import wizard as wizard_module
from tournoi.ui.main_window import MainWindow
from tournoi.ui.preferences import Preferences
from tournoi.ui.widgets import french
from tournoi.ui.wizard import NewTournamentWizard, file_name

WHO = "Arbitre de test"


@pytest.fixture
def errors(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The messages the wizard shows instead of a blocking message box."""
    shown: list[str] = []

    def record(_parent: QWidget | None, error: BaseException | str, _title: str = "") -> None:
        shown.append(str(error))

    monkeypatch.setattr(wizard_module, "show_error", record)
    return shown


@pytest.fixture
def wizard(
    qtbot: QtBot, errors: list[str], preferences: Preferences
) -> Iterator[NewTournamentWizard]:
    shown = NewTournamentWizard(who=WHO, preferences=preferences)
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitExposed(shown)
    yield shown
    if shown.database is not None:
        shown.database.close()


def choose_file(
    qtbot: QtBot, wizard: NewTournamentWizard, monkeypatch: pytest.MonkeyPatch, path: Path
) -> None:
    """Click « Parcourir… » and answer the file dialog with ``path``."""

    def ask(*_args: object, **_options: object) -> tuple[str, str]:
        return str(path), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", ask)
    qtbot.mouseClick(wizard.identity_page.browse_button, Qt.MouseButton.LeftButton)


def click_next(qtbot: QtBot, wizard: NewTournamentWizard) -> None:
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)


def fill_identity(
    qtbot: QtBot, wizard: NewTournamentWizard, monkeypatch: pytest.MonkeyPatch, path: Path
) -> None:
    page = wizard.identity_page
    type_text(page.identity.name_edit, "Concours de Pâques")
    type_text(page.identity.place_edit, "Salle des fêtes")
    type_text(page.identity.organiser_edit, "Belote Club")
    type_text(page.identity.arbiter_edit, "Jeanne Martin")
    choose_file(qtbot, wizard, monkeypatch, path)


def test_a_classique_tournament_in_twelve_donnes_is_created_from_the_keyboard(
    qtbot: QtBot, wizard: NewTournamentWizard, monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
    errors: list[str],
) -> None:  # fmt: skip
    path = tmp_path / "paques.tournoi"
    fill_identity(qtbot, wizard, monkeypatch, path)
    assert wizard.identity_page.path_edit.text() == str(path)
    wizard.identity_page.identity.arbiter_edit.setFocus()
    qtbot.keyClick(wizard.identity_page.identity.arbiter_edit, Qt.Key.Key_Return)
    assert wizard.currentPage() is wizard.rules_page

    rules = wizard.forms.rules_form
    rules.preset_combo.setFocus()
    qtbot.keyClick(rules.preset_combo, Qt.Key.Key_Down)  # FFB belote classique
    assert rules.classique_radio.isChecked()
    assert wizard.forms.format_form.target_combo.currentText() == "1000"
    qtbot.keyClick(rules.annonces_check, Qt.Key.Key_Space)
    assert rules.annonces_check.isChecked()
    assert rules.preset_combo.currentText() == "Personnalisé"
    assert wizard.rules_page.in_words is not None
    assert "Avec annonces." in wizard.rules_page.in_words.text()
    assert "Belote classique, règles personnalisées." in wizard.rules_page.in_words.text()
    click_next(qtbot, wizard)

    partie = wizard.forms.format_form
    assert wizard.currentPage() is wizard.format_page
    replace_text(qtbot, partie.rounds_spin, "5")
    qtbot.keyClick(partie.donnes_radio, Qt.Key.Key_Space)
    assert partie.donnes_spin.isEnabled() and not partie.target_combo.isEnabled()
    replace_text(qtbot, partie.donnes_spin, "12")
    qtbot.keyClick(partie.extra_radio, Qt.Key.Key_Space)
    assert partie.entry_combo.currentText() == "Au choix à chaque table"
    partie.entry_combo.setFocus()
    qtbot.keyClick(partie.entry_combo, Qt.Key.Key_Down)
    assert partie.entry_combo.currentText() == "Donne par donne"
    click_next(qtbot, wizard)

    ranking = wizard.forms.ranking_form
    assert wizard.currentPage() is wizard.ranking_page
    assert not ranking.half_radio.isEnabled(), "no half target in a partie of donnes"
    ranking.criteria_list.setFocus()
    qtbot.keyClick(ranking.criteria_list, Qt.Key.Key_Down)  # Total des marques
    qtbot.keyClick(ranking.criteria_list, Qt.Key.Key_Up, Qt.KeyboardModifier.AltModifier)
    assert ranking.criteria_list.currentItem().text() == "Total des marques"
    qtbot.keyClick(ranking.fixed_radio, Qt.Key.Key_Space)
    replace_text(qtbot, ranking.fixed_spin, "500")
    qtbot.keyClick(ranking.counts_check, Qt.Key.Key_Space)
    click_next(qtbot, wizard)

    assert wizard.currentPage() is wizard.summary_page
    summary = wizard.summary_page.text.text()
    assert "Partie en 12 donnes, donne supplémentaire en cas d'égalité." in summary
    assert "Concours de Pâques" in summary
    assert "Belote classique, règles personnalisées." in summary  # annonces: not the FFB's
    assert "FFB" not in summary
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.FinishButton), Qt.MouseButton.LeftButton)

    assert errors == []
    assert wizard.result() == QDialog.DialogCode.Accepted
    assert wizard.database is not None and path.exists()
    settings = tournaments.get_settings(wizard.database)
    assert settings.rules.variant is Variant.CLASSIQUE
    assert settings.rules.annonces and not settings.rules.rounding
    assert (settings.rules.target, settings.rules.donnes) == (None, 12)
    assert settings.rules.tie is Tie.EXTRA_DONNE
    assert settings.rounds == 5
    assert settings.entry is EntryMode.DONNES
    assert settings.partie_minutes is None, "the box left unticked: a partie aux points"
    assert settings.ranking.criteria == (Criterion.MARKS, Criterion.WINS, Criterion.GOAL_AVERAGE)
    assert (settings.bye.mode, settings.bye.marks) == (ByeMarks.FIXED, 500)
    assert not settings.bye.counts_as_win and not settings.ranking.bye_counts_as_win
    info = tournaments.tournament_info(wizard.database)
    assert (info.name, info.place, info.organiser, info.arbiter) == (
        "Concours de Pâques", "Salle des fêtes", "Belote Club", "Jeanne Martin",
    )  # fmt: skip


def test_the_partie_au_temps_is_asked_and_the_desk_s_clock_starts_from_it(
    qtbot: QtBot, wizard: NewTournamentWizard, monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
    preferences: Preferences,
) -> None:  # fmt: skip
    path = tmp_path / "au-temps.tournoi"
    fill_identity(qtbot, wizard, monkeypatch, path)
    click_next(qtbot, wizard)
    click_next(qtbot, wizard)
    partie = wizard.forms.format_form
    assert wizard.currentPage() is wizard.format_page
    assert not partie.minutes_spin.isEnabled()
    partie.timed_box.setFocus()
    qtbot.keyClick(partie.timed_box, Qt.Key.Key_Space)
    assert partie.minutes_spin.isEnabled()
    replace_text(qtbot, partie.minutes_spin, "40")
    click_next(qtbot, wizard)
    click_next(qtbot, wizard)
    assert french("Partie au temps : 40 minutes") in wizard.summary_page.text.text()
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.FinishButton), Qt.MouseButton.LeftButton)

    database = wizard.database
    assert database is not None
    assert tournaments.get_settings(database).partie_minutes == 40
    window = MainWindow(preferences)
    qtbot.addWidget(window)
    window.show()
    window.files.opened.emit(database)
    wizard.database = None  # the window closes it
    assert window.desk_clock is not None and window.desk_clock.isVisible()
    assert window.desk_clock.time_label.text() == "40:00"
    window.close_tournament()


def test_a_target_the_engine_refuses_keeps_the_format_page(
    qtbot: QtBot, wizard: NewTournamentWizard, monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
    errors: list[str],
) -> None:  # fmt: skip
    fill_identity(qtbot, wizard, monkeypatch, tmp_path / "zero.tournoi")
    click_next(qtbot, wizard)
    click_next(qtbot, wizard)
    replace_text(qtbot, wizard.forms.format_form.target_combo, "0")
    click_next(qtbot, wizard)
    assert wizard.currentPage() is wizard.format_page
    assert errors == ["Nombre de points à atteindre 0 : il doit être positif."]


def test_options_that_do_not_apply_are_disabled_with_the_reason(
    qtbot: QtBot, wizard: NewTournamentWizard, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    fill_identity(qtbot, wizard, monkeypatch, tmp_path / "options.tournoi")
    click_next(qtbot, wizard)
    rules = wizard.forms.rules_form
    assert not rules.annonces_check.isEnabled()
    assert "sans annonces. (§8)" in rules.annonces_note.text()
    assert not rules.contre_check.isEnabled()
    qtbot.keyClick(rules.demandes_radio, Qt.Key.Key_Space)
    assert rules.contre_check.isEnabled()
    qtbot.keyClick(rules.contre_check, Qt.Key.Key_Space)
    assert rules.contre_check.toolTip().startswith(
        "<p><b>Règlement FFB de la belote contrée, §10.2 note 1</b></p><p>«\u00a0Lors de tournois"
    )

    qtbot.keyClick(rules.classique_radio, Qt.Key.Key_Space)
    assert not rules.faits_radio.isEnabled() and rules.faits_radio.isChecked()
    assert not rules.contre_check.isEnabled() and not rules.contre_check.isChecked()
    assert (
        "ne s'applique qu'en contrée, en points faits + points demandés" in rules.contre_note.text()
    )
    assert rules.annonces_check.isEnabled()
    assert rules.rounding_combo.toolTip().startswith(
        "<p><b>Règlement FFB de la belote classique, §10.2</b></p>"
    )
    assert rules.preset_combo.currentText() == "FFB belote classique"


def test_an_existing_file_is_never_replaced(
    qtbot: QtBot, wizard: NewTournamentWizard, monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
    errors: list[str],
) -> None:  # fmt: skip
    existing = tmp_path / "deja.tournoi"
    existing.write_bytes(b"autre chose")
    fill_identity(qtbot, wizard, monkeypatch, existing)
    click_next(qtbot, wizard)
    assert wizard.currentPage() is wizard.identity_page
    assert errors and "deja.tournoi" in errors[0] and "existe déjà" in errors[0]
    assert existing.read_bytes() == b"autre chose"


def test_the_file_name_follows_the_tournament_name(
    qtbot: QtBot, wizard: NewTournamentWizard
) -> None:
    type_text(wizard.identity_page.identity.name_edit, "Coupe 2026/27")
    assert Path(wizard.identity_page.path_edit.text()).name == "Coupe 2026-27.tournoi"
    assert file_name("Coupe 2026/27") == "Coupe 2026-27.tournoi"


def test_a_tournament_is_created_on_a_server_without_asking_for_a_file(
    qtbot: QtBot, errors: list[str], postgres_url: str
) -> None:
    wizard = NewTournamentWizard(who=WHO, server=postgres_url)
    qtbot.addWidget(wizard)
    wizard.show()
    qtbot.waitExposed(wizard)
    assert not wizard.identity_page.path_edit.isVisible()
    type_text(wizard.identity_page.identity.name_edit, "Grand prix en réseau")
    for _page in range(4):
        click_next(qtbot, wizard)
    assert wizard.currentPage() is wizard.summary_page
    address = ServerAddress.from_url(postgres_url)
    assert address.display in wizard.summary_page.text.text()
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.FinishButton), Qt.MouseButton.LeftButton)

    assert errors == []
    assert wizard.database is not None and wizard.database.path is None
    assert tournaments.tournament_info(wizard.database).name == "Grand prix en réseau"
    wizard.database.close()
    again = tournaments.open_tournament(postgres_url)
    assert tournaments.tournament_info(again).name == "Grand prix en réseau"
    again.close()


@pytest.mark.parametrize("dated", [True, False])
def test_tab_goes_from_field_to_field_over_the_date(
    qtbot: QtBot, wizard: NewTournamentWizard, dated: bool
) -> None:
    """Tab went into the date's day, month and year before reaching the place."""
    page = wizard.identity_page
    identity = page.identity
    if not dated:
        identity.date_edit.setDate(identity.date_edit.minimumDate())  # « non précisée »
    with qtbot.waitActive(wizard):
        wizard.activateWindow()
    identity.name_edit.setFocus()
    order = [identity.name_edit, identity.date_edit, identity.place_edit,
             identity.organiser_edit, identity.arbiter_edit, page.path_edit, page.browse_button]  # fmt: skip
    reached = [QApplication.focusWidget()]
    for _field in order[1:]:
        focused = QApplication.focusWidget()
        assert focused is not None
        qtbot.keyClick(focused, Qt.Key.Key_Tab)
        reached.append(QApplication.focusWidget())
    assert reached == order
    qtbot.keyClick(page.browse_button, Qt.Key.Key_Backtab)
    qtbot.keyClick(page.path_edit, Qt.Key.Key_Backtab)
    qtbot.keyClick(identity.arbiter_edit, Qt.Key.Key_Backtab)
    qtbot.keyClick(identity.organiser_edit, Qt.Key.Key_Backtab)
    assert QApplication.focusWidget() is identity.place_edit
    qtbot.keyClick(identity.place_edit, Qt.Key.Key_Backtab)
    qtbot.keyClick(identity.date_edit, Qt.Key.Key_Backtab)
    assert QApplication.focusWidget() is identity.name_edit


def test_a_tooltip_citing_a_paragraph_shows_its_words(wizard: NewTournamentWizard) -> None:
    rules = wizard.forms.rules_form
    assert rules.rounding_combo.toolTip() == (
        "<p><b>Règlement FFB de la belote contrée, §10.3</b></p>"
        "<p>«\u00a0À la belote contrée, les points de la partie sont arrondis à la dizaine la "
        "plus proche. Exemple\u00a0: 85 est arrondi à 90 tandis que 84 est arrondi à 80.\u00a0»</p>"
    )
    assert "<b>Règlement FFB de la belote contrée, §11</b>" in rules.sa_ta_check.toolTip()
    assert "variante du Sans Atout / Tout Atout" in rules.sa_ta_check.toolTip()
    rules.classique_radio.setChecked(True)
    assert "<b>Règlement FFB de la belote classique, §10.2</b>" in rules.rounding_note.toolTip()
    assert "les points sont comptabilisés au point près" in rules.rounding_note.toolTip()
    assert "une carte ne peut compter que pour une seule annonce" in rules.annonces_check.toolTip()


def test_the_ffb_rules_are_called_so_in_words(wizard: NewTournamentWizard) -> None:
    assert wizard.rules_page.in_words is not None
    assert "Belote contrée, règles FFB." in wizard.rules_page.in_words.text()


def test_a_number_typed_in_a_field_replaces_its_value(
    qtbot: QtBot, wizard: NewTournamentWizard, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """« 4 » typed in « Nombre de tours » as the page opens gave 44 rounds."""
    fill_identity(qtbot, wizard, monkeypatch, tmp_path / "quatre.tournoi")
    click_next(qtbot, wizard)
    click_next(qtbot, wizard)
    partie = wizard.forms.format_form
    assert QApplication.focusWidget() is partie.rounds_spin
    type_text(partie.rounds_spin, "6")
    assert partie.rounds_spin.value() == 6
    click_next(qtbot, wizard)
    ranking = wizard.forms.ranking_form
    qtbot.keyClick(ranking.fixed_radio, Qt.Key.Key_Space)
    ranking.fixed_spin.setFocus()  # as a click on its label does
    type_text(ranking.fixed_spin, "7")
    assert ranking.fixed_spin.value() == 7


def test_the_entry_fee_is_asked_and_kept(
    qtbot: QtBot, wizard: NewTournamentWizard, monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
    errors: list[str],
) -> None:  # fmt: skip
    path = tmp_path / "caisse.tournoi"
    fill_identity(qtbot, wizard, monkeypatch, path)
    page = wizard.identity_page
    qtbot.keyClick(page.browse_button, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is page.fee.amount
    replace_text(qtbot, page.fee.amount, "5")
    qtbot.keyClick(page.fee.amount, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is page.fee.basis
    qtbot.keyClick(page.fee.basis, Qt.Key.Key_Down)  # par joueur
    for _page in range(4):
        click_next(qtbot, wizard)
    assert wizard.currentPage() is wizard.summary_page
    assert "5\u00a0€ par joueur (10\u00a0€ par équipe)" in wizard.summary_page.text.text()
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.FinishButton), Qt.MouseButton.LeftButton)
    assert errors == []
    assert wizard.database is not None
    assert fees.get_fee(wizard.database) == FeeSettings(amount_cents=500, basis=FeeBasis.PLAYER)
