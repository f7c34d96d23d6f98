"""The règles de la maison in the rules form: the wizard, the settings dialog, saved presets."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QInputDialog
from pytestqt.qtbot import QtBot

from engine import CLUB_CONTREE, FFB_CLASSIQUE, FFB_CONTREE, HOUSE_RULES, EqualTotals
from engine.rules import Option
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.ui.context import TournamentContext
from tournoi.ui.preferences import Preferences
from tournoi.ui.settings import SettingsDialog
from tournoi.ui.settings.labels import html
from tournoi.ui.settings.rules import RulesForm
from tournoi.ui.widgets import french
from tournoi.ui.wizard import NewTournamentWizard

WHO = "Arbitre de test"


@pytest.fixture
def wizard(qtbot: QtBot, preferences: Preferences) -> Iterator[NewTournamentWizard]:
    shown = NewTournamentWizard(who=WHO, preferences=preferences)
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitExposed(shown)
    yield shown


def in_words(wizard: NewTournamentWizard) -> str:
    assert wizard.rules_page.in_words is not None
    return wizard.rules_page.in_words.text()


def choose_preset(qtbot: QtBot, rules: RulesForm, label: str) -> None:
    rules.preset_combo.setFocus()
    qtbot.keyClick(rules.preset_combo, Qt.Key.Key_Home)
    while rules.preset_combo.currentText() != label:
        qtbot.keyClick(rules.preset_combo, Qt.Key.Key_Down)


def test_the_club_preset_switches_its_house_rules_on(
    qtbot: QtBot, wizard: NewTournamentWizard
) -> None:
    rules = wizard.forms.rules_form
    labels = [rules.preset_combo.itemText(i) for i in range(rules.preset_combo.count())]
    assert labels == [
        "FFB belote contrée",
        "FFB belote classique",
        "Belote contrée, règles de club",
        "Personnalisé",
    ]
    choose_preset(qtbot, rules, "Belote contrée, règles de club")
    assert rules.save() == replace(CLUB_CONTREE, target=None)
    assert rules.house.controls["always_overtrump"].isChecked()
    assert rules.house.controls["belote_imprenable"].isChecked()
    assert not rules.house.controls["must_undertrump"].isChecked()
    assert in_words(wizard).startswith("Belote contrée, règles de club.<br>")
    assert "Belote imprenable\u00a0: chaque équipe garde sa belote" in in_words(wizard)


def test_a_house_rule_is_explained_with_its_source(
    qtbot: QtBot, wizard: NewTournamentWizard
) -> None:
    rules = wizard.forms.rules_form
    rules.tabs.tabBar().setFocus()
    qtbot.keyClick(rules.tabs.tabBar(), Qt.Key.Key_Right)
    assert rules.tabs.currentWidget() is rules.house
    check = rules.house.controls["must_undertrump"]
    (rule,) = (r for r in HOUSE_RULES if r.field == "must_undertrump")
    assert check.text() == "Obligé de pisser"
    assert rules.house.notes["must_undertrump"].text() == french(rule.description)
    assert french(rule.source) in (check.toolTip())
    check.setFocus()
    qtbot.keyClick(check, Qt.Key.Key_Space)
    assert rules.save().must_undertrump
    assert rules.preset_combo.currentText() == "Personnalisé"
    assert "Belote contrée, règles de club." in in_words(wizard)
    assert french(rule.description) in in_words(wizard)


def test_a_rule_that_does_not_apply_says_the_engines_reason(
    qtbot: QtBot, wizard: NewTournamentWizard
) -> None:
    rules = wizard.forms.rules_form
    cards = rules.house.controls["contract_on_card_points"]
    reason = FFB_CONTREE.unavailable(Option.CONTRACT_ON_CARD_POINTS)
    assert reason is not None and reason.endswith("(§10.1.1)")
    assert not cards.isEnabled()
    assert reason.startswith("En contrée, le contrat se compte avec la belote des preneurs")
    assert rules.house.notes["contract_on_card_points"].text() == f"<i>{html(reason)}</i>"
    assert f"<p><i>{html(reason)}</i></p>" in cards.toolTip()

    # In classique it applies, and the contrée-only rules switch off.
    rules.house.controls["must_undertrump"].setChecked(True)
    qtbot.keyClick(rules.classique_radio, Qt.Key.Key_Space)
    assert cards.isEnabled()
    must = rules.house.controls["must_undertrump"]
    assert not must.isEnabled() and not must.isChecked()
    assert "on est déjà obligé de pisser" in rules.house.notes["must_undertrump"].text()
    # The annonces decide whether a capot defence keeps them.
    keeps = rules.house.controls["defence_capot_keeps_annonces"]
    assert not keeps.isEnabled()
    qtbot.keyClick(rules.annonces_check, Qt.Key.Key_Space)
    assert keeps.isEnabled()
    equal = rules.house.controls["equal_totals"]
    equal.setCurrentIndex(equal.findData(EqualTotals.FALLEN.value))
    assert rules.save().equal_totals is EqualTotals.FALLEN
    assert "À égalité de points, les preneurs sont dedans" in in_words(wizard)


def test_the_rounding_has_three_ways(qtbot: QtBot, wizard: NewTournamentWizard) -> None:
    rules = wizard.forms.rules_form
    combo = rules.rounding_combo
    assert [combo.itemText(i) for i in range(combo.count())] == [
        "À la dizaine la plus proche",
        "À 5 près (règle de la maison)",
        "Aucun : au point près",
    ]
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert rules.save().rounding_step == 5
    assert "Points arrondis au multiple de 5 le plus proche." in in_words(wizard)
    assert "Belote contrée, règles de club." in in_words(wizard)
    assert "pagat.com" in combo.toolTip()
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert rules.save().rounding_step == 0
    assert "Points comptés au point près, sans arrondi." in in_words(wizard)
    qtbot.keyClick(rules.classique_radio, Qt.Key.Key_Space)
    assert combo.currentText() == "Aucun : au point près"
    assert rules.preset_combo.currentText() == "FFB belote classique"


def test_rules_saved_by_name_are_offered_at_the_next_concours(
    qtbot: QtBot,
    wizard: NewTournamentWizard,
    preferences: Preferences,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    rules = wizard.forms.rules_form
    choose_preset(qtbot, rules, "Belote contrée, règles de club")
    rules.house.controls["clockwise"].setChecked(True)
    asked: list[str] = []

    def answer(*args: object, **options: object) -> tuple[str, bool]:
        asked.append(str(options.get("text")))
        return "  Club de Plouha  ", True

    monkeypatch.setattr(QInputDialog, "getText", answer)
    qtbot.mouseClick(wizard.rules_page.save_button, Qt.MouseButton.LeftButton)
    saved = replace(CLUB_CONTREE, clockwise=True)
    assert asked == ["Règles du club"]
    assert preferences.rules_presets == {"Club de Plouha": saved}
    assert rules.preset_combo.currentText() == "Club de Plouha"

    following = NewTournamentWizard(who=WHO, preferences=preferences)
    qtbot.addWidget(following)
    other = following.forms.rules_form
    assert other.preset_combo.currentText() == "FFB belote contrée"
    choose_preset(qtbot, other, "Club de Plouha")
    assert following.forms.save().rules == saved
    assert following.forms.format_form.target_combo.currentText() == "2000"


def test_a_preset_saved_by_hand_wrong_is_left_out(preferences: Preferences) -> None:
    preferences.save_rules_preset("Classique", FFB_CLASSIQUE)
    preferences._settings.setValue(
        "rules_presets", '{"Classique": {"variant": "classique"}, "Faux": {"rounding": 7}}'
    )
    assert list(preferences.rules_presets) == ["Classique"]


def test_the_settings_dialog_keeps_a_house_rule(qtbot: QtBot, context: TournamentContext) -> None:
    dialog = SettingsDialog(context)
    qtbot.addWidget(dialog)
    dialog.show()
    house = dialog.forms.rules_form.house
    house.controls["belote_imprenable"].setChecked(True)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    rules = tournaments.get_settings(context.database).rules
    assert rules.belote_imprenable
    assert rules.house_rules()[0].label == "Belote imprenable"
