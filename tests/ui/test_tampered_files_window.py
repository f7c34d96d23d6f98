"""A file changed by a SQLite tool, opened in the window: refused, or closed by the check, in French."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from engine import Donne, Rules, Team, Trump
from tests.conftest import new_tournament
from tests.ui.conftest import WHO
from tournoi.services import scores
from tournoi.services.draws import DrawMethod
from tournoi.ui.main_window import MainWindow
from tournoi.ui.preferences import Preferences

DONNE = Donne(taker=Team.A, contract=80, trump=Trump.PIQUE, points=152)


def tampered(tmp_path: Path, statement: str) -> Path:
    """Round 1 drawn and one donne recorded, then ``statement`` run by a SQLite tool."""
    path = tmp_path / "modifie.tournoi"
    database = new_tournament(path, teams=4, rules=Rules(target=300), draw=DrawMethod.ROTATION)
    scores.record_donne(database, round_number=1, table=1, donne=DONNE, who=WHO)
    database.close()
    with sqlite3.connect(path) as connection:
        connection.execute(statement)
    connection.close()
    return path


@pytest.fixture
def window(qtbot: QtBot, preferences: Preferences) -> MainWindow:
    shown = MainWindow(preferences)
    qtbot.addWidget(shown)
    shown.show()
    return shown


def test_a_garbage_entry_time_closes_the_file_once_checked(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, warnings: list[str]
) -> None:
    path = tampered(tmp_path, "UPDATE donne SET entered_at = 'garbage'")

    assert window.open_location(str(path))
    qtbot.waitUntil(lambda: window.context is None)

    assert warnings == [
        f"« {path} » : fichier endommagé : dans la table « donne », ligne 1, la colonne "
        "« entered_at » vaut « garbage » qui n'est pas une date et une heure ; reprenez sa "
        "dernière copie de sauvegarde."
    ]
    assert window.stack.currentWidget() is window.start_page


def test_a_negative_team_number_is_refused_at_the_opening(
    window: MainWindow, tmp_path: Path, warnings: list[str]
) -> None:
    path = tampered(tmp_path, "UPDATE team SET number = -3 WHERE id = 2")

    assert not window.open_location(str(path))

    assert len(warnings) == 1
    assert warnings[0].startswith(f"« {path} » : fichier endommagé : dans la table « team », ")
    assert "ligne 2, la colonne « number » vaut « -3 »" in warnings[0]
    assert window.context is None
