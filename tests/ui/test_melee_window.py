"""A mêlée in the window, from the keyboard: created by the wizard, players registered and
pointed on the Joueurs page, a round drawn on the Tours page, players on the Classement."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QWizard
from pytestqt.qtbot import QtBot

from engine import PerTeam, Rules
from tests.ui.keyboard import type_text
from tournoi.services import scores
from tournoi.services.draws.melee import draw_melee_round
from tournoi.services.draws.melee_views import melee_round
from tournoi.services.settings import Format, TournamentSettings
from tournoi.services.teams import players as melee_players
from tournoi.services.teams.info import PlayerInfo
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.ui.main_window import MainWindow
from tournoi.ui.players import PlayersPage
from tournoi.ui.preferences import Preferences
from tournoi.ui.projector.feed import ProjectorFeed
from tournoi.ui.rounds import RoundsPage
from tournoi.ui.standings import StandingsPage
from tournoi.ui.wizard import NewTournamentWizard


def test_a_melee_from_the_wizard_to_the_standings(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, preferences: Preferences
) -> None:
    wizard = NewTournamentWizard(who="Organisatrice")
    qtbot.addWidget(wizard)
    wizard.show()
    page = wizard.identity_page
    type_text(page.identity.name_edit, "Mêlée du jeudi")
    page.format_combo.setFocus()
    qtbot.keyClick(page.format_combo, Qt.Key.Key_Down)
    assert page.format() is Format.MELEE
    path = tmp_path / "melee.tournoi"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_a, **_k: (str(path), ""))
    qtbot.mouseClick(page.browse_button, Qt.MouseButton.LeftButton)
    for _page in range(4):
        qtbot.keyClick(wizard, Qt.Key.Key_Return)
    assert "Concours à la mêlée" in wizard.summary_page.text.text()
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.FinishButton), Qt.MouseButton.LeftButton)
    database = wizard.database
    assert database is not None
    assert tournaments.get_settings(database).format is Format.MELEE

    window = MainWindow(preferences)
    qtbot.addWidget(window)
    window.show()
    window._show_tournament(database)
    with qtbot.waitActive(window):
        window.activateWindow()
    tabs = window.tabs
    assert tabs.tabText(0) == "Joueurs"
    players = tabs.page(0)
    assert isinstance(players, PlayersPage)

    # One player typed at the door, Enter registers him; Space points him present, P paid.
    players.first_name.setFocus()
    type_text(players.first_name, "Amélie")
    qtbot.keyClick(players.first_name, Qt.Key.Key_Tab)
    type_text(players.surname, "Poulain")
    qtbot.keyClick(players.surname, Qt.Key.Key_Tab)
    type_text(players.club, "Belote Club")
    qtbot.keyClick(players.club, Qt.Key.Key_Return)
    assert [p.name for p in melee_players.list_players(database)] == ["Amélie Poulain"]
    assert players.first_name.text() == "" and players.first_name.hasFocus()
    players.view.setFocus()
    players.select(1)
    qtbot.keyClick(players.view, Qt.Key.Key_Space)
    qtbot.keyClick(players.view, Qt.Key.Key_P)
    assert melee_players.list_players(database)[0].checked_in
    assert players.model.rows()[0].checked_in and players.model.rows()[0].paid
    qtbot.keyClick(players.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(players.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert not melee_players.list_players(database)[0].checked_in, "Ctrl+Z takes both back"
    for n in range(2, 10):
        melee_players.add_player(database, player=PlayerInfo("Joueur", f"Nom{n}"), who="test")

    tabs.setCurrentIndex(1)
    rounds = tabs.page(1)
    assert isinstance(rounds, RoundsPage)
    qtbot.keyClick(rounds, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    drawn = melee_round(database, round_number=1)
    assert len(drawn.tables) == 2 and len(drawn.bye) == 1
    assert "Tour 1 tiré à la mêlée : 2 tables." in rounds.message.text()
    for table in drawn.tables:
        scores.record_totals(
            database, round_number=1, table=table.table, totals=PerTeam(2010, 1500), who="test"
        )

    tabs.setCurrentIndex(3)
    standings = tabs.page(3)
    assert isinstance(standings, StandingsPage)
    standings.refresh()
    rows = [standings.model.standing(row) for row in range(standings.model.rowCount())]
    assert len(rows) == 9
    assert {row.name for row in rows} >= {"Amélie Poulain", "Joueur Nom9"}
    winners = {p for table in drawn.tables for p in table.a}
    assert {row.number for row in rows if row.won and not row.byes} == winners
    assert "Joueur n°" in standings.detail_title.text()


def test_the_projector_shows_the_players_standings(tmp_path: Path) -> None:
    settings = TournamentSettings(rules=Rules(target=1000), rounds=2, format=Format.MELEE)
    db = tournaments.create_tournament(tmp_path / "m.tournoi", name="M", settings=settings, who="x")
    for n in range(1, 9):
        melee_players.add_player(db, player=PlayerInfo("Joueur", f"Nom{n}"), who="x")
    drawn = draw_melee_round(db, seed=2, who="x")
    for table in drawn.tables:
        scores.record_totals(
            db, round_number=1, table=table.table, totals=PerTeam(2010, 1500), who="x"
        )
    feed = ProjectorFeed()
    feed.read(db)
    assert [row.number for row in feed.standings[:4]] == sorted(
        p for table in drawn.tables for p in table.a
    )
    assert {row.name for row in feed.standings} == {f"Joueur Nom{n}" for n in range(1, 9)}
    db.close()
