"""A mêlée has no finals: its players change partners every partie. The Rounds page's
« Phase finale… » is disabled with the reason in its tooltip, the « Tableau final » tab is not
shown, and the export dialog does not offer the bracket."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from engine import Rules
from tournoi.exports.documents import Document
from tournoi.services.draws.melee import draw_melee_round
from tournoi.services.settings import Format, TournamentSettings
from tournoi.services.teams import players as melee_players
from tournoi.services.teams.info import PlayerInfo
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.ui.context import TournamentContext
from tournoi.ui.export_dialog import ExportDialog
from tournoi.ui.rounds import RoundsPage


def melee(tmp_path: Path) -> TournamentContext:
    settings = TournamentSettings(rules=Rules(target=1000), rounds=3, format=Format.MELEE)
    db = tournaments.create_tournament(tmp_path / "m.tournoi", name="M", settings=settings, who="x")
    for n in range(1, 9):
        melee_players.add_player(db, player=PlayerInfo("Joueur", f"Nom{n}"), who="x")
    draw_melee_round(db, seed=2, who="x")
    return TournamentContext(db, who="x")


def test_a_melee_offers_no_finals(qtbot: QtBot, tmp_path: Path) -> None:
    context = melee(tmp_path)
    page = RoundsPage(context)
    qtbot.addWidget(page)
    page.resize(1366, 768)
    page.show()

    assert not page.finals_action.isEnabled()
    assert page.finals_action.toolTip().startswith("Pas de phase finale à la mêlée")
    assert not page.tabs.isTabVisible(page.tabs.indexOf(page.bracket))
    dialog = ExportDialog(context)
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.buttons[Document.BRACKET].isVisible()
    assert dialog.buttons[Document.STANDINGS].isVisible()
    context.close()


def test_a_tournament_of_teams_offers_them(qtbot: QtBot, context: TournamentContext) -> None:
    page = RoundsPage(context)
    qtbot.addWidget(page)
    page.show()

    assert page.finals_action.isEnabled()
    assert page.finals_action.toolTip().startswith("Après les tours de qualification")
    assert page.tabs.isTabVisible(page.tabs.indexOf(page.bracket))
    dialog = ExportDialog(context)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.buttons[Document.BRACKET].isVisible()
