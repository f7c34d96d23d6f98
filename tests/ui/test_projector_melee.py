"""A mêlée on the projector: « Où est ma table ? » lists the players by surname with their number,
table and partner, the exempt ones said so; the standings are of players."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.services.test_melee import melee_db, play_round
from tournoi.services.draws.melee import draw_melee_round
from tournoi.services.draws.melee_views import melee_round
from tournoi.services.teams import info as team_info
from tournoi.services.teams import players as melee_players
from tournoi.ui.context import TournamentContext
from tournoi.ui.projector import ProjectorView, ProjectorWindow

WHO = "Arbitre de test"
SURNAMES = ("Martin", "Bernard", "Dubois", "Thomas", "Robert", "Richard", "Petit", "Durand",
            "Leroy", "Moreau", "Simon", "Laurent", "Lefèvre", "Michel", "Garcia", "David",
            "Bertrand", "Roux")  # fmt: skip


@pytest.fixture
def melee(tmp_path: Path) -> Iterator[TournamentContext]:
    """Eighteen players with everyday surnames (two exempt each round); round 1 played, round 2
    drawn."""
    db = melee_db(tmp_path / "melee.tournoi", 0)
    for n, surname in enumerate(SURNAMES):
        player = team_info.PlayerInfo(("Jean", "Marie", "Luc")[n % 3], surname.upper())
        melee_players.add_player(db, player=player, who=WHO)
    draw_melee_round(db, seed=3, who=WHO)
    play_round(db, 1)
    draw_melee_round(db, seed=3, who=WHO)
    context = TournamentContext(db, who=WHO)
    yield context
    context.close()


def test_where_is_my_table_lists_the_players_by_surname(
    qtbot: QtBot, melee: TournamentContext
) -> None:
    projector = ProjectorWindow(melee)
    qtbot.addWidget(projector)
    projector.resize(1366, 768)
    projector.show()

    assert projector.subtitle_label.text() == "Tour 2 — les joueurs par ordre alphabétique"
    board = projector.board.board
    assert [column.header for column in board.columns] == ["Joueur", "N°", "Table"]
    rows = list(board.rows)
    names = [row[0] for row in rows[::2]]
    assert names == sorted(names, key=str.casefold) and len(names) == 18
    assert names[:2] == ["BERNARD Marie", "BERTRAND Marie"]
    players = {p.number: p for p in melee_players.list_players(melee.database)}
    view = melee_round(melee.database, round_number=2)
    for table in view.tables:
        for pair in (table.a, table.b):
            for number, partner in (pair, pair[::-1]):
                player = players[number]
                line = rows.index(
                    (f"{player.surname} {player.first_name}", str(number), str(table.table))
                )
                said = f"\u2003avec {partner} {players[partner].name}"
                assert rows[line + 1] == (said, "", "")
                assert line + 1 in board.dimmed
    for number in view.bye:
        player = players[number]
        line = rows.index((f"{player.surname} {player.first_name}", str(number), "exempt"))
        assert rows[line + 1] == ("\u2003", "", "")
    assert len(view.bye) == 2

    qtbot.keyClick(projector.board, Qt.Key.Key_Right)

    assert projector.view is ProjectorView.STANDINGS
    headers = [column.header for column in projector.board.board.columns]
    assert headers[:3] == ["Rang", "Joueur", "Gagnées"] and "Équipe" not in headers
    assert len(projector.board.board.rows) == 18


def test_the_controls_count_the_standings_in_players(
    qtbot: QtBot, melee: TournamentContext
) -> None:
    projector = ProjectorWindow(melee)
    qtbot.addWidget(projector)

    assert projector.controls.top_spin.suffix() == " premiers joueurs"
