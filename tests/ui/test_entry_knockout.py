"""A partie of the finals on the entry page: the line below the entry says what Enter will
record, under the knockout rules (no draw: one more donne, §10.4), for donnes and totals."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMainWindow
from pytestqt.qtbot import QtBot

from engine import FFB_CONTREE, PerTeam, Tie
from tests.conftest import WHO, new_tournament
from tournoi.services import draws, scores
from tournoi.services.draws import DrawMethod
from tournoi.services.draws.finals_seeding import start_finals
from tournoi.services.finals import Consolante
from tournoi.services.scores import PartieState
from tournoi.services.settings import ByeMarks, ByeScoring
from tournoi.ui.context import TournamentContext
from tournoi.ui.entry import EntryPage

IN_4_DONNES = replace(FFB_CONTREE, target=None, donnes=4, tie=Tie.DRAW)


@pytest.fixture
def context(tmp_path: Path) -> Iterator[TournamentContext]:
    """Eight teams in 4 donnes where the qualifying rounds allow a draw; the finals drawn."""
    db = new_tournament(
        tmp_path / "finale.tournoi", teams=8, rules=IN_4_DONNES,
        bye=ByeScoring(mode=ByeMarks.AVERAGE), draw=DrawMethod.SWISS,
    )  # fmt: skip
    for table in draws.round_view(db, round_number=1).tables:
        scores.record_totals(
            db, round_number=1, table=table.table, totals=PerTeam(900, 100 * table.table), who=WHO
        )
    start_finals(db, qualified=4, consolante=Consolante.NONE, who=WHO)
    context = TournamentContext(db, who=WHO)
    yield context
    context.close()


@pytest.fixture
def page(qtbot: QtBot, context: TournamentContext) -> Iterator[EntryPage]:
    main = QMainWindow()
    shown = EntryPage(context)
    main.setCentralWidget(shown)
    qtbot.addWidget(main)
    main.resize(1366, 768)
    main.show()
    qtbot.waitExposed(main)
    yield shown
    context.undo_stack.clear()


def test_equal_totals_are_said_refused_in_a_partie_of_the_finals(
    qtbot: QtBot, page: EntryPage
) -> None:
    sheet = page.model.sheet
    assert sheet is not None and (sheet.round, sheet.table) == (2, 1)
    page.entry.setFocus()

    qtbot.keyClicks(page.entry, "500 500")

    assert "égalité, et ce tournoi ne connaît pas le match nul" in page.preview.text()


def test_the_fourth_equal_donne_is_said_to_play_on(
    qtbot: QtBot, page: EntryPage, context: TournamentContext
) -> None:
    page.entry.setFocus()
    for text in ("A 80 p 81", "B 80 p 81", "A 80 p 81"):
        qtbot.keyClicks(page.entry, text)
        qtbot.keyClick(page.entry, Qt.Key.Key_Return)

    qtbot.keyClicks(page.entry, "B 80 p 81")

    preview = page.preview.text()
    assert "totaux 320 – 320" in preview and "fin de la partie" not in preview
    qtbot.keyClick(page.entry, Qt.Key.Key_Return)
    sheet = scores.sheet(context.database, round_number=2, table=1)
    assert (sheet.state, sheet.totals, sheet.over) == (
        PartieState.IN_PROGRESS, PerTeam(320, 320), False,
    )  # fmt: skip
