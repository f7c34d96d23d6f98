"""A mêlée's window speaks of players: the menus, the wizard, the export dialog, the draw's
exempt players named, a player's withdrawal said."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from engine import Rules
from tests.ui.conftest import WHO
from tests.ui.keyboard import shown
from tournoi.exports.documents import Document
from tournoi.services.draws.melee import draw_melee_round
from tournoi.services.draws.melee_views import melee_round
from tournoi.services.settings import Format, TournamentSettings
from tournoi.services.teams import players as melee_players
from tournoi.services.teams.info import PlayerInfo
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.ui.context import TournamentContext
from tournoi.ui.export_dialog import ExportDialog
from tournoi.ui.main_window import MainWindow
from tournoi.ui.players import PlayersPage
from tournoi.ui.preferences import Preferences
from tournoi.ui.rounds import RoundsPage
from tournoi.ui.rounds.tables_model import TableColumn
from tournoi.ui.settings.forms import SettingsForms
from tournoi.ui.wizard import NewTournamentWizard

NAMES = (
    ("Jean", "Dupont"), ("Josette", "Bernard"), ("Paul", "Martin"), ("Marie", "Durand"),
    ("Luc", "Petit"), ("Anne", "Moreau"), ("Yves", "Leroy"), ("Rose", "Faure"), ("Marc", "Roux"),
    ("Lise", "Blanc"), ("Hugo", "Girard"),
)  # fmt: skip


def melee_of(path: Path, players: int) -> TournamentContext:
    """A mêlée of ``players``, none drawn yet."""
    settings = TournamentSettings(rules=Rules(target=1000), rounds=3, format=Format.MELEE)
    db = tournaments.create_tournament(path, name="Mêlée du jeudi", settings=settings, who=WHO)
    for first_name, surname in NAMES[:players]:
        melee_players.add_player(db, player=PlayerInfo(first_name, surname), who=WHO)
    return TournamentContext(db, who=WHO)


@pytest.fixture
def melee(qtbot: QtBot, tmp_path: Path) -> Iterator[TournamentContext]:
    """A mêlée of nine players, none drawn yet."""
    context = melee_of(tmp_path / "melee.tournoi", 9)
    yield context
    context.close()


def test_the_export_dialog_offers_a_melee_s_list_of_players_for_the_door(
    qtbot: QtBot, melee: TournamentContext
) -> None:
    dialog = ExportDialog(melee)
    qtbot.addWidget(dialog)
    dialog.show()
    button = dialog.buttons[Document.TEAMS]
    assert button.text() == "&Liste des joueurs pour l'accueil (PDF)"
    button.setChecked(True)
    assert dialog.path_edit.text().endswith("melee-joueurs.pdf")


@pytest.mark.parametrize(("players", "exempt"), [(9, "Exempt"), (11, "Exempts")])
def test_a_draw_names_its_exempt_players_in_the_message_and_the_exempt_row(
    qtbot: QtBot, tmp_path: Path, players: int, exempt: str
) -> None:
    context = melee_of(tmp_path / "melee.tournoi", players)
    page = RoundsPage(context)
    shown(qtbot, page)
    qtbot.keyClick(page, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    bye = melee_round(context.database, round_number=1).bye
    assert len(bye) == players % 4
    named = ", ".join(f"n° {n} {' '.join(NAMES[n - 1])}" for n in bye)
    assert page.message.text().endswith(f" {exempt} : {named}."), page.message.text()
    last = page.tables.rowCount() - 1
    row = page.tables.index(last, TableColumn.TEAM_A).data()
    # Each exempt player by his number and name: the group's team number is nobody's.
    assert row == " – ".join(f"{n} {' '.join(NAMES[n - 1])}" for n in bye), row
    assert page.tables.index(last, TableColumn.TABLE).data() == exempt.lower()
    context.close()


def test_a_melee_s_menu_names_its_players_page(
    qtbot: QtBot, melee: TournamentContext, preferences: Preferences
) -> None:
    window = MainWindow(preferences)
    qtbot.addWidget(window)
    window.show()
    window._show_tournament(melee.database)
    pages = [a for a in window.menus.tournament.actions() if a.shortcut().toString()[:5] == "Ctrl+"]
    first = next(a for a in pages if a.shortcut().toString() == "Ctrl+1")
    assert first.text() == window.tabs.tabText(0) == "Joueurs"
    assert "Équipes" not in [a.text() for a in window.menus.tournament.actions()]


def test_the_wizard_s_format_page_says_what_a_round_is_in_the_format_chosen(
    qtbot: QtBot,
) -> None:
    wizard = NewTournamentWizard(who=WHO)
    qtbot.addWidget(wizard)
    wizard.show()
    note = wizard.forms.format_form.rounds_note
    assert "chaque équipe joue une partie" in note.text()
    combo = wizard.identity_page.format_combo
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert wizard.identity_page.format() is Format.MELEE
    assert "chaque joueur reçoit un équipier et deux adversaires" in note.text()
    assert "équipe joue" not in note.text()
    qtbot.keyClick(combo, Qt.Key.Key_Up)
    assert "chaque équipe joue une partie" in note.text()


def test_the_settings_of_a_melee_say_what_its_round_is(melee: TournamentContext) -> None:
    forms = SettingsForms(tournaments.get_settings(melee.database))
    assert "chaque joueur reçoit un équipier" in forms.format_form.rounds_note.text()


def test_withdrawing_a_player_says_so_and_the_counter_counts_him(
    qtbot: QtBot, melee: TournamentContext
) -> None:
    draw_melee_round(melee.database, seed=2, who=WHO)
    page = PlayersPage(melee)
    shown(qtbot, page)
    assert page.count.text() == "9 joueurs, 0 présents"
    page.view.setFocus()
    page.select(2)

    qtbot.keyClick(page.view, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)

    assert page.message.text() == "Joueur n° 2 « Josette Bernard » retiré à partir du tour 2."
    assert page.count.text() == "9 joueurs, 0 présents, 1 retiré"
    page.select(5)
    qtbot.keyClick(page.view, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert page.count.text() == "9 joueurs, 0 présents, 2 retirés"
    qtbot.keyClick(page.view, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert page.message.text() == "Joueur n° 5 « Luc Petit » réinscrit."
    assert page.count.text() == "9 joueurs, 0 présents, 1 retiré"
