"""The window checks the changed results again in the background: the draw's check is cheap."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.conftest import SWAP, tamper
from tests.ui.keyboard import type_text
from tournoi.services.integrity import soundness as integrity
from tournoi.services.integrity.rows import Line
from tournoi.services.tournament.activity import Area
from tournoi.ui.integrity_dialog import IntegrityDialog
from tournoi.ui.main_window import MainWindow

SWAP_2 = SWAP + "(SELECT id FROM partie WHERE table_number = 2)"


@pytest.fixture
def dialogs(monkeypatch: pytest.MonkeyPatch) -> list[IntegrityDialog]:
    shown: list[IntegrityDialog] = []
    monkeypatch.setattr(IntegrityDialog, "exec", lambda dialog: shown.append(dialog) or 0)
    return shown


def open_and_check(window: MainWindow, path: Path) -> None:
    assert window.open_location(str(path))
    window.wait_for_check()


def type_donne(qtbot: QtBot, window: MainWindow) -> None:
    window.open_sheet(1, 1)
    page = window.entry_page
    type_text(page.entry, "A 80 c 100")
    qtbot.keyClick(page.entry, Qt.Key.Key_Return)
    assert page.model.rowCount() == 1


def test_after_a_donne_the_draw_check_scores_nothing_again(
    qtbot: QtBot, window: MainWindow, tournament_file: Path, scored: list[int]
) -> None:
    open_and_check(window, tournament_file)
    assert window.recheck is not None and window.context is not None
    scored.clear()
    with qtbot.waitSignal(window.recheck.checked, timeout=6000) as reported:
        type_donne(qtbot, window)
    assert reported.args is not None and reported.args[0].sound
    assert scored == [1]  # the table typed in, alone, in the worker thread
    scored.clear()
    report = integrity.check(window.context.database, full=False)  # what a draw runs first
    assert report.sound
    assert scored == []
    assert window.statusBar().currentMessage() == ""


def test_closing_while_the_background_check_runs_closes_cleanly(
    qtbot: QtBot,
    window: MainWindow,
    tournament_file: Path,
    monkeypatch: pytest.MonkeyPatch,
    warnings: list[str],
) -> None:
    open_and_check(window, tournament_file)
    inside, leave = threading.Event(), threading.Event()
    sheet_of = integrity._sheet_of

    def held(partie: Line, tables_read: object) -> object:
        inside.set()
        leave.wait(5)
        return sheet_of(partie, tables_read)  # type: ignore[arg-type]

    monkeypatch.setattr(integrity, "_sheet_of", held)
    recheck = window.recheck
    assert recheck is not None
    type_donne(qtbot, window)
    qtbot.waitUntil(inside.is_set, timeout=6000)
    assert recheck.running
    threading.Timer(0.3, leave.set).start()  # the check ends while the window waits for it
    window.close_tournament()
    qtbot.wait(50)  # the signals of the check cancelled are delivered, and ignored
    assert window.context is None and window.recheck is None
    assert window.stack.currentWidget() is window.start_page
    assert not recheck.running
    assert warnings == [] and window.statusBar().currentMessage() == ""


def test_a_file_tampered_with_while_open_is_reported_in_the_status_bar(
    qtbot: QtBot, window: MainWindow, played: Path, dialogs: list[IntegrityDialog]
) -> None:
    open_and_check(window, played)
    assert window.recheck is not None and window.context is not None
    tamper(played, SWAP_2)  # a SQLite tool, while the file is open
    with qtbot.waitSignal(window.recheck.checked, timeout=6000):
        # As the look at the other stations' changes announces one (a tool writes no audit)
        window.context.changed.emit(Area.SCORES)
    assert dialogs == []  # nothing pops up while the arbiter types
    assert window.statusBar().currentMessage() == (
        "Vérification de l'intégrité\u00a0: 1 problème, table 2 du tour 1\u00a0; "
        "la liste\u00a0: «\u00a0Vérifier l'intégrité du fichier\u00a0»."
    )
    # The list is the one the opening check shows
    (action,) = [
        action
        for action in window.menus.tournament.actions()
        if action.text() == "Vérifier l'&intégrité du fichier…"
    ]
    action.trigger()
    (dialog,) = dialogs
    qtbot.addWidget(dialog)
    assert dialog.summary.text().startswith("1 problème\u00a0: ")
    assert "Table 2 du tour 1\u00a0: le résultat enregistré" in dialog.model.index(0, 2).data()
