"""The tournament's Settings dialog (undoable, rules locked once a donne is entered) and the
application's Preferences dialog."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QWidget
from pytestqt.qtbot import QtBot

from engine import Donne, Team, Trump, Variant
from tests.ui.keyboard import replace_text
from tournoi.services import scores
from tournoi.services.settings import EntryMode
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.services.tournament.activity import Area
from tournoi.ui.context import TournamentContext
from tournoi.ui.preferences import Preferences
from tournoi.ui.preferences_dialog import PreferencesDialog
from tournoi.ui.settings import SettingsDialog
from tournoi.ui.settings import dialog as dialog_module

WHO = "Arbitre de test"


@pytest.fixture
def errors(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    shown: list[str] = []

    def record(_parent: QWidget | None, error: BaseException | str, _title: str = "") -> None:
        shown.append(str(error))

    monkeypatch.setattr(dialog_module, "show_error", record)
    return shown


def open_dialog(qtbot: QtBot, context: TournamentContext) -> SettingsDialog:
    dialog = SettingsDialog(context)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def save(qtbot: QtBot, dialog: SettingsDialog) -> None:
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)


def test_the_entry_mode_is_chosen_in_the_format_and_undone(
    qtbot: QtBot, context: TournamentContext, errors: list[str]
) -> None:
    dialog = open_dialog(qtbot, context)
    combo = dialog.forms.format_form.entry_combo
    assert combo.currentText() == "Au choix à chaque table"
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_End)
    assert combo.currentText() == "Les deux totaux de la feuille"
    save(qtbot, dialog)
    assert errors == []
    assert tournaments.get_settings(context.database).entry is EntryMode.TOTALS
    again = open_dialog(qtbot, context)
    assert again.forms.format_form.entry_combo.currentText() == "Les deux totaux de la feuille"
    again.reject()
    context.undo_stack.undo()
    assert tournaments.get_settings(context.database).entry is EntryMode.EITHER


def test_rounds_and_identity_are_saved_and_undone(
    qtbot: QtBot, context: TournamentContext, errors: list[str]
) -> None:
    dialog = open_dialog(qtbot, context)
    assert not dialog.locked and dialog.rules_lock_note.isHidden()
    assert dialog.identity_form.name_edit.text() == "Concours de la Saint-Martin"
    assert dialog.forms.format_form.rounds_spin.value() == 3
    replace_text(qtbot, dialog.identity_form.name_edit, "Concours d'hiver")
    replace_text(qtbot, dialog.identity_form.arbiter_edit, "Jeanne Martin")
    replace_text(qtbot, dialog.forms.format_form.rounds_spin, "5")
    with qtbot.waitSignal(context.changed) as changed:
        save(qtbot, dialog)

    assert errors == []
    assert changed.args == [Area.SETTINGS]
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert tournaments.get_settings(context.database).rounds == 5
    info = tournaments.tournament_info(context.database)
    assert (info.name, info.arbiter, info.place) == (
        "Concours d'hiver", "Jeanne Martin", "Salle des fêtes",
    )  # fmt: skip

    context.undo_stack.undo()
    assert tournaments.get_settings(context.database).rounds == 3
    assert tournaments.tournament_info(context.database).name == "Concours de la Saint-Martin"
    context.undo_stack.redo()
    assert tournaments.get_settings(context.database).rounds == 5
    assert tournaments.tournament_info(context.database).arbiter == "Jeanne Martin"


def test_saving_without_a_change_records_nothing(
    qtbot: QtBot, context: TournamentContext, errors: list[str]
) -> None:
    dialog = open_dialog(qtbot, context)
    dialog.identity_form.name_edit.setFocus()
    qtbot.keyClick(dialog.identity_form.name_edit, Qt.Key.Key_Return)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert errors == [] and context.undo_stack.count() == 0


def test_the_rules_change_before_the_first_donne(
    qtbot: QtBot, context: TournamentContext, errors: list[str]
) -> None:
    dialog = open_dialog(qtbot, context)
    rules = dialog.forms.rules_form
    qtbot.keyClick(rules.classique_radio, Qt.Key.Key_Space)
    qtbot.keyClick(rules.annonces_check, Qt.Key.Key_Space)
    save(qtbot, dialog)
    assert errors == []
    saved = tournaments.get_settings(context.database).rules
    assert saved.variant is Variant.CLASSIQUE and saved.annonces
    assert saved.target == 1000, "the target stays the tournament's"


def test_the_rules_are_locked_once_a_donne_is_entered(
    qtbot: QtBot, context: TournamentContext, errors: list[str]
) -> None:
    before = tournaments.get_settings(context.database)
    donne = Donne(taker=Team.A, contract=80, trump=Trump.COEUR, points=100)
    scores.record_donne(context.database, round_number=1, table=1, donne=donne, who=WHO)
    assert tournaments.rules_locked(context.database)

    dialog = open_dialog(qtbot, context)
    rules, partie = dialog.forms.rules_form, dialog.forms.format_form
    assert dialog.locked and not dialog.rules_lock_note.isHidden()
    assert "ne peuvent plus changer" in dialog.rules_lock_note.text()
    disabled = (
        rules.preset_combo, rules.contree_radio, rules.classique_radio, rules.faits_radio,
        rules.rounding_combo, rules.sa_ta_check, partie.target_radio, partie.target_combo,
        partie.donnes_radio,
    )  # fmt: skip
    assert [widget for widget in disabled if widget.isEnabled()] == []
    assert partie.rounds_spin.isEnabled()

    replace_text(qtbot, partie.rounds_spin, "4")
    save(qtbot, dialog)
    assert errors == []
    after = tournaments.get_settings(context.database)
    assert after.rounds == 4 and after.rules == before.rules


def test_a_refused_ranking_keeps_the_dialog_open(
    qtbot: QtBot, context: TournamentContext, errors: list[str]
) -> None:
    dialog = open_dialog(qtbot, context)
    criteria = dialog.forms.ranking_form.criteria_list
    criteria.setFocus()
    criteria.setCurrentRow(0)
    for _row in range(3):  # untick the three criteria used
        qtbot.keyClick(criteria, Qt.Key.Key_Space)
        qtbot.keyClick(criteria, Qt.Key.Key_Down)
    save(qtbot, dialog)
    assert errors == ["Le classement demande au moins un critère."]
    assert dialog.isVisible()
    assert context.undo_stack.count() == 0


@pytest.fixture
def app_font() -> Iterator[Callable[[], QFont]]:
    """The application's font, put back (and Qt's translators removed) after the test."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    font = QFont(app.font())
    yield app.font
    app.setFont(font)
    for translator in getattr(app, "_tournoi_translators", []):
        app.removeTranslator(translator)
    app._tournoi_translators = []  # type: ignore[attr-defined]


def test_preferences_are_saved_and_the_font_size_applies_at_once(
    qtbot: QtBot, preferences: Preferences, app_font: Callable[[], QFont], tmp_path: Path
) -> None:
    dialog = PreferencesDialog(preferences)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.station_edit.maxLength() == 80  # the services' limit of a station's name
    assert dialog.font_combo.currentText() == "Taille du système"
    dialog.font_combo.setFocus()
    for _step in range(3):  # 10, 12, 14
        qtbot.keyClick(dialog.font_combo, Qt.Key.Key_Down)
    qtbot.keyClick(dialog.language_combo, Qt.Key.Key_Down)
    replace_text(qtbot, dialog.station_edit, "Table de marque n° 2")
    qtbot.keyClick(dialog.station_edit, Qt.Key.Key_Return)

    assert dialog.result() == QDialog.DialogCode.Accepted
    assert app_font().pointSize() == 14
    stored = Preferences(tmp_path / "preferences.ini")  # the file of the ``preferences`` fixture
    assert (stored.language, stored.font_size, stored.station) == ("en", 14, "Table de marque n° 2")


def test_what_the_dialog_does_not_show_stays_as_it_was(
    qtbot: QtBot, context: TournamentContext, errors: list[str]
) -> None:
    """The club option of the draws lives in the draw dialog: saving the settings keeps it."""
    current = tournaments.get_settings(context.database)
    tournaments.update_settings(
        context.database, settings=replace(current, avoid_same_club=True), who=WHO
    )
    dialog = open_dialog(qtbot, context)
    replace_text(qtbot, dialog.forms.format_form.rounds_spin, "4")
    save(qtbot, dialog)
    assert errors == []
    saved = tournaments.get_settings(context.database)
    assert (saved.rounds, saved.avoid_same_club) == (4, True)
