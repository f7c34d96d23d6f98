"""A partie of the finals on the entry page, its ties given to the better seed: the line below
the entry says who goes through when Enter would end the partie equal (donnes or totals), and so
does the sheet's result once recorded."""

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
from tournoi.services.settings import ByeMarks, ByeScoring, KnockoutTie
from tournoi.services.standings.current import standings
from tournoi.ui.context import TournamentContext
from tournoi.ui.entry import EntryPage

IN_4_DONNES = replace(FFB_CONTREE, target=None, donnes=4, tie=Tie.DRAW)


@pytest.fixture
def context(tmp_path: Path) -> Iterator[TournamentContext]:
    """Eight teams in 4 donnes, the finals drawn with the seed rule; table 1 is 1 against 4."""
    db = new_tournament(
        tmp_path / "finale.tournoi", teams=8, rules=IN_4_DONNES,
        bye=ByeScoring(mode=ByeMarks.AVERAGE), draw=DrawMethod.SWISS,
    )  # fmt: skip
    for table in draws.round_view(db, round_number=1).tables:
        scores.record_totals(
            db, round_number=1, table=table.table, totals=PerTeam(900, 100 * table.table), who=WHO
        )
    start_finals(
        db, qualified=4, consolante=Consolante.NONE, who=WHO, tie_break=KnockoutTie.BETTER_SEED
    )
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


def first_seed(context: TournamentContext) -> int:
    return standings(context.database)[0].number


def test_equal_totals_are_said_to_send_the_better_seed_through(
    qtbot: QtBot, page: EntryPage, context: TournamentContext
) -> None:
    page.entry.setFocus()

    qtbot.keyClicks(page.entry, "500 500")

    words = f"Égalité : l'équipe {first_seed(context)} (tête de série 1) passe au tour suivant"
    assert words in page.preview.text()


def test_the_fourth_equal_donne_ends_the_partie_and_names_the_seed(
    qtbot: QtBot, page: EntryPage, context: TournamentContext
) -> None:
    page.entry.setFocus()
    for text in ("A 80 p 81", "B 80 p 81", "A 80 p 81"):
        qtbot.keyClicks(page.entry, text)
        qtbot.keyClick(page.entry, Qt.Key.Key_Return)

    qtbot.keyClicks(page.entry, "B 80 p 81")

    words = f"Égalité : l'équipe {first_seed(context)} (tête de série 1) passe au tour suivant"
    preview = page.preview.text()
    assert "totaux 320 – 320" in preview and f"fin de la partie. {words}" in preview
    qtbot.keyClick(page.entry, Qt.Key.Key_Return)
    sheet = scores.sheet(context.database, round_number=2, table=1)
    assert (sheet.state, sheet.over, sheet.result) == (
        PartieState.FINISHED, True, f"{words}, 320 partout.",
    )  # fmt: skip
