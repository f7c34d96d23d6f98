"""« Tirer le tour suivant » in the finals, from the keyboard: the bracket decides, so the dialog
says which stages it draws and offers no method, seed or club option; Enter draws them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QRadioButton
from pytestqt.qtbot import QtBot

from tests.ui.test_finals_window import play_round
from tournoi.services import draws
from tournoi.services.draws import DrawMethod
from tournoi.services.draws.finals_seeding import start_finals
from tournoi.services.finals import Consolante
from tournoi.ui.context import TournamentContext
from tournoi.ui.rounds import RoundsPage
from tournoi.ui.rounds.round_dialogs import DrawDialog
from tournoi.ui.rounds.stage_dialog import StageDialog

CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.fixture
def page(qtbot: QtBot, context: TournamentContext) -> RoundsPage:
    shown = RoundsPage(context)
    qtbot.addWidget(shown)
    shown.resize(1366, 768)
    with qtbot.waitActive(shown):
        shown.show()
        shown.activateWindow()
    shown.tables_view.setFocus()
    return shown


@pytest.fixture
def semis_played(context: TournamentContext) -> TournamentContext:
    """Eight teams, one round played, then the semi-finals of a main bracket of 4 and of a
    consolante of the next 4, played."""
    play_round(context, 1)
    start_finals(context.database, qualified=4, consolante=Consolante.NEXT, who="test")
    play_round(context, 2)
    return context


def test_the_next_stage_is_drawn_without_a_question(
    qtbot: QtBot, semis_played: TournamentContext, page: RoundsPage
) -> None:
    page.presenter.reload()
    qtbot.keyClick(page.tables_view, Qt.Key.Key_T, CTRL)

    dialog = page.dialog
    assert isinstance(dialog, StageDialog)
    assert not isinstance(dialog, DrawDialog)
    assert dialog.what.text() == "<b>Tour 3 : Finales du tableau principal et de la consolante</b>"
    assert dialog.findChildren(QRadioButton) == []
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    qtbot.keyClick(dialog, Qt.Key.Key_Return)

    view = draws.round_view(semis_played.database, round_number=3)
    assert view.method is DrawMethod.FINALE
    assert len(view.tables) == 2


def test_a_qualifying_round_still_asks_how(qtbot: QtBot, page: RoundsPage) -> None:
    play_round(page.presenter.context, 1)
    qtbot.keyClick(page.tables_view, Qt.Key.Key_T, CTRL)
    assert isinstance(page.dialog, DrawDialog)


def test_the_stage_after_the_quarters_says_it_draws_the_losers_consolante_too(
    qtbot: QtBot, context: TournamentContext, page: RoundsPage
) -> None:
    play_round(context, 1)
    start_finals(context.database, qualified=8, consolante=Consolante.LOSERS, who="test")
    play_round(context, 2)
    page.presenter.reload()
    qtbot.keyClick(page.tables_view, Qt.Key.Key_T, CTRL)

    dialog = page.dialog
    assert isinstance(dialog, StageDialog)
    assert dialog.what.text() == (
        "<b>Tour 3 : Demi-finales du tableau principal et de la consolante</b>"
    )
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    qtbot.keyClick(dialog, Qt.Key.Key_Return)

    assert len(draws.round_view(context.database, round_number=3).tables) == 2 + 2
