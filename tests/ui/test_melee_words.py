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
from tournoi.services.draws.melee_views import melee_round
from tournoi.services.settings import Format, TournamentSettings
from tournoi.services.teams import players as melee_players
from tournoi.services.teams.info import PlayerInfo
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.ui.context import TournamentContext
from tournoi.ui.export_dialog import ExportDialog
from tournoi.ui.rounds import RoundsPage
from tournoi.ui.rounds.tables_model import TableColumn

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
    assert row.endswith(
        "Exempts du tour 1\u00a0: " + ", ".join(" ".join(NAMES[n - 1]) for n in bye)
    ), row
    context.close()
