"""A mêlée's window speaks of players: the menus, the wizard, the export dialog, the draw's
exempt players named, a player's withdrawal said."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from engine import Rules
from tests.ui.conftest import WHO
from tournoi.exports.documents import Document
from tournoi.services.settings import Format, TournamentSettings
from tournoi.services.teams import players as melee_players
from tournoi.services.teams.info import PlayerInfo
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.ui.context import TournamentContext
from tournoi.ui.export_dialog import ExportDialog

NAMES = (
    ("Jean", "Dupont"), ("Josette", "Bernard"), ("Paul", "Martin"), ("Marie", "Durand"),
    ("Luc", "Petit"), ("Anne", "Moreau"), ("Yves", "Leroy"), ("Rose", "Faure"), ("Marc", "Roux"),
)  # fmt: skip


@pytest.fixture
def melee(qtbot: QtBot, tmp_path: Path) -> Iterator[TournamentContext]:
    """A mêlée of nine players, none drawn yet."""
    settings = TournamentSettings(rules=Rules(target=1000), rounds=3, format=Format.MELEE)
    db = tournaments.create_tournament(
        tmp_path / "melee.tournoi", name="Mêlée du jeudi", settings=settings, who=WHO
    )
    for first_name, surname in NAMES:
        melee_players.add_player(db, player=PlayerInfo(first_name, surname), who=WHO)
    context = TournamentContext(db, who=WHO)
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
