"""A mêlée's player withdrawn from the Joueurs page, from the keyboard, as a team is: Ctrl+R, the
page and the Classement say « retiré », Ctrl+Z registers him again."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from engine import PerTeam, Rules
from tournoi.services import scores
from tournoi.services.draws.melee import draw_melee_round
from tournoi.services.settings import Format, TournamentSettings
from tournoi.services.teams import players as melee_players
from tournoi.services.teams.info import PlayerInfo
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.ui.main_window import MainWindow
from tournoi.ui.players import PlayersPage
from tournoi.ui.players.page import Column
from tournoi.ui.preferences import Preferences
from tournoi.ui.standings import StandingsPage
from tournoi.ui.standings.model import Column as StandingColumn

CTRL = Qt.KeyboardModifier.ControlModifier


def test_a_player_withdrawn_from_the_keyboard_and_back(
    qtbot: QtBot, tmp_path: Path, preferences: Preferences
) -> None:
    settings = TournamentSettings(rules=Rules(target=1000), rounds=3, format=Format.MELEE)
    db = tournaments.create_tournament(tmp_path / "m.tournoi", name="M", settings=settings, who="x")
    for n in range(1, 9):
        melee_players.add_player(db, player=PlayerInfo("Joueur", f"Nom{n}"), who="x")
    for table in draw_melee_round(db, seed=2, who="x").tables:
        scores.record_totals(
            db, round_number=1, table=table.table, totals=PerTeam(1010, 500), who="x"
        )
    window = MainWindow(preferences)
    qtbot.addWidget(window)
    window.show()
    window._show_tournament(db)
    with qtbot.waitActive(window):
        window.activateWindow()
    players = window.tabs.page(0)
    assert isinstance(players, PlayersPage)
    players.view.setFocus()
    players.select(5)

    qtbot.keyClick(players.view, Qt.Key.Key_R, CTRL)

    row = next(r for r in range(players.model.rowCount()) if players.model.rows()[r].number == 5)
    status = players.model.index(row, Column.STATUS)
    assert status.data() == "après le tour 1"
    assert {p.number: p for p in melee_players.list_players(db)}[5].withdrawn_after == 1
    standings = window.tabs.page(3)
    assert isinstance(standings, StandingsPage)
    standings.refresh()
    fifth = next(s for s in standings.model.rows() if s.number == 5)
    assert standings.model.text(fifth, StandingColumn.WITHDRAWN) == "retiré"
    assert standings.model.header(StandingColumn.WITHDRAWN) == "Retiré"
    assert standings.model.rows()[-1].number == 5  # ranked apart, after those in play

    qtbot.keyClick(players.view, Qt.Key.Key_Z, CTRL)

    assert {p.number: p for p in melee_players.list_players(db)}[5].withdrawn_after is None
    assert players.model.index(row, Column.STATUS).data() == ""
