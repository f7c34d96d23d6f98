"""« Arrêtée au temps » on the entry page, from the keyboard: at the bell the partie ends after
its last donne, the higher total wins; Ctrl+Z says it goes on again."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMainWindow, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from engine import FFB_CONTREE, PerTeam, Team
from tests.ui.conftest import WHO
from tournoi.services import scores
from tournoi.services.scores import PartieState, SheetView
from tournoi.services.tournament.lifecycle import get_settings, update_settings
from tournoi.ui.context import TournamentContext
from tournoi.ui.entry import EntryPage

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


@pytest.fixture
def context(tournament_factory: Callable[..., TournamentContext]) -> TournamentContext:
    """FFB contrée in 2000 points, 8 teams, round 1 drawn."""
    return tournament_factory(count=8, rules=FFB_CONTREE)


@pytest.fixture
def page(qtbot: QtBot, context: TournamentContext) -> Iterator[EntryPage]:
    main = QMainWindow()
    shown = EntryPage(context)
    main.setCentralWidget(shown)
    undo = context.undo_stack.createUndoAction(main, "&Annuler")
    undo.setShortcut(QKeySequence.StandardKey.Undo)
    main.menuBar().addMenu("&Édition").addAction(undo)
    qtbot.addWidget(main)
    main.resize(1366, 768)
    main.show()
    main.activateWindow()
    qtbot.waitExposed(main)
    yield shown
    context.undo_stack.clear()


def stored(context: TournamentContext) -> SheetView:
    return scores.sheet(context.database, round_number=1, table=1)


def test_the_bell_ends_the_partie_on_its_donnes_and_undo_lets_it_go_on(
    qtbot: QtBot, page: EntryPage, context: TournamentContext
) -> None:
    assert page.model.sheet is not None and page.model.sheet.table == 1
    page.entry.setFocus()
    qtbot.keyClicks(page.entry, "A 80 p 117")
    qtbot.keyClick(page.entry, Qt.Key.Key_Return)
    assert (stored(context).totals, stored(context).state) == (
        PerTeam(120, 50), PartieState.IN_PROGRESS,
    )  # fmt: skip

    qtbot.keyClick(page.entry, Qt.Key.Key_T, CTRL | SHIFT)

    sheet = stored(context)
    assert (sheet.state, sheet.winner, sheet.on_time) == (PartieState.FINISHED, Team.A, True)
    assert page.totals.result_label.text().endswith("(arrêtée au temps).")

    qtbot.keyClick(page.entry, Qt.Key.Key_Z, CTRL)

    sheet = stored(context)
    assert (sheet.state, sheet.on_time) == (PartieState.IN_PROGRESS, False)


def test_an_empty_sheet_stopped_on_time_shows_the_scores_refusal(
    qtbot: QtBot, page: EntryPage, context: TournamentContext, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: shown.append(text))
    page.entry.setFocus()

    qtbot.keyClick(page.entry, Qt.Key.Key_T, CTRL | SHIFT)

    assert shown == [
        "Aucune donne n'est saisie : tapez d'abord les donnes jouées, jusqu'à celle en cours à "
        "la sonnerie, puis marquez la partie arrêtée au temps ; ou tapez les deux totaux de la "
        "feuille (« 1300 1250 »). (§10.4)"
    ]
    assert (stored(context).on_time, context.undo_stack.count()) == (False, 0)


def test_a_donne_typed_after_the_bell_is_said_refused_and_enter_stores_nothing(
    qtbot: QtBot, page: EntryPage, context: TournamentContext
) -> None:
    page.entry.setFocus()
    qtbot.keyClicks(page.entry, "A 80 p 117")
    qtbot.keyClick(page.entry, Qt.Key.Key_Return)
    qtbot.keyClick(page.entry, Qt.Key.Key_T, CTRL | SHIFT)

    qtbot.keyClicks(page.entry, "B 80 c 100")

    assert (
        "La partie est arrêtée au temps et finie après la donne 1 : on n'y ajoute plus de donne."
        in page.preview.text()
    )
    qtbot.keyClick(page.entry, Qt.Key.Key_Return)
    sheet = stored(context)
    assert (len(sheet.lines), sheet.totals, sheet.winner) == (1, PerTeam(120, 50), Team.A)


def test_equal_totals_at_the_bell_are_previewed_as_the_record_scores_them(
    qtbot: QtBot, page: EntryPage, context: TournamentContext
) -> None:
    page.entry.setFocus()
    qtbot.keyClicks(page.entry, "A 80 p 81")
    qtbot.keyClick(page.entry, Qt.Key.Key_Return)
    qtbot.keyClick(page.entry, Qt.Key.Key_T, CTRL | SHIFT)
    assert stored(context).state is PartieState.IN_PROGRESS  # 80 – 80: one more donne

    qtbot.keyClicks(page.entry, "B 80 c 100")

    assert "fin de la partie, victoire de l'équipe B" in page.preview.text()
    qtbot.keyClick(page.entry, Qt.Key.Key_Return)
    sheet = stored(context)
    assert (sheet.state, sheet.winner, sheet.totals) == (
        PartieState.FINISHED, Team.B, PerTeam(140, 180),
    )  # fmt: skip


def test_the_button_says_what_it_will_do(
    qtbot: QtBot, page: EntryPage, context: TournamentContext
) -> None:
    page.entry.setFocus()
    qtbot.keyClicks(page.entry, "A 80 p 117")
    qtbot.keyClick(page.entry, Qt.Key.Key_Return)
    assert page.on_time_action.text().replace("&", "") == "Arrêtée au temps"

    qtbot.keyClick(page.entry, Qt.Key.Key_T, CTRL | SHIFT)

    buttons = {b.text().replace("&", "") for b in page.findChildren(QPushButton)}
    assert "Reprendre la partie" in buttons and "Arrêtée au temps" not in buttons


def test_the_rules_line_says_the_duration(
    qtbot: QtBot, tournament_factory: Callable[..., TournamentContext]
) -> None:
    context = tournament_factory(count=8, rules=FFB_CONTREE)
    settings = replace(get_settings(context.database), partie_minutes=30)
    update_settings(context.database, settings=settings, who=WHO)
    shown = EntryPage(context)
    qtbot.addWidget(shown)

    assert "Partie en 2000 points, au temps : 30 min." in shown.header.rules_label.text()
