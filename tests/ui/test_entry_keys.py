"""The entry line from the keyboard: a usual donne in ten keys, undos and redos that follow each other."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMainWindow
from pytestqt.qtbot import QtBot

from engine import PerTeam
from tournoi.services import scores
from tournoi.ui.context import TournamentContext
from tournoi.ui.entry import EntryPage

CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.fixture
def page(qtbot: QtBot, context: TournamentContext) -> Iterator[EntryPage]:
    main = QMainWindow()
    shown = EntryPage(context)
    main.setCentralWidget(shown)
    qtbot.addWidget(main)
    main.resize(1366, 768)
    main.show()
    qtbot.waitExposed(main)
    assert shown.presenter.open_sheet(1, 1)
    yield shown
    context.undo_stack.clear()


def enter(qtbot: QtBot, page: EntryPage, line: str) -> None:
    page.entry.clear()
    qtbot.keyClicks(page.entry, line)
    qtbot.keyClick(page.entry, Qt.Key.Key_Return)


def stored(context: TournamentContext) -> list[int | None]:
    """The takers' points of each donne of table 1, as the database holds them."""
    sheet = scores.sheet(context.database, round_number=1, table=1)
    return [line.donne.points for line in sheet.lines]


def test_three_donnes_undone_then_redone_in_a_row(
    qtbot: QtBot, page: EntryPage, context: TournamentContext
) -> None:
    failed: list[str] = []
    context.failed.connect(failed.append)
    for line in ("A 80 c 100", "B 90 p 110", "A 100 k 120"):
        enter(qtbot, page, line)
    assert stored(context) == [100, 110, 120]
    for expected in ([100, 110], [100], []):
        context.undo_stack.undo()
        assert stored(context) == expected
    assert failed == []
    for expected in ([100], [100, 110], [100, 110, 120]):
        context.undo_stack.redo()
        assert stored(context) == expected
    assert page.model.rowCount() == 3


def test_undo_after_the_paper_check(
    qtbot: QtBot, page: EntryPage, context: TournamentContext
) -> None:
    failed: list[str] = []
    context.failed.connect(failed.append)
    enter(qtbot, page, "A 80 c 100")
    enter(qtbot, page, "B 90 p 110")
    page.presenter.check_paper(PerTeam(100, 60))
    context.undo_stack.undo()
    assert failed == []
    assert stored(context) == [100]


def test_an_undo_after_another_stations_change_is_still_refused(
    qtbot: QtBot, page: EntryPage, context: TournamentContext
) -> None:
    failed: list[str] = []
    context.failed.connect(failed.append)
    enter(qtbot, page, "A 80 c 100")
    sheet = scores.sheet(context.database, round_number=1, table=1)
    other = sheet.lines[0].donne
    scores.record_donne(context.database, round_number=1, table=1, donne=other, who="poste 2")
    context.undo_stack.undo()
    assert stored(context) == [100, 100]
    assert len(failed) == 1 and "poste 2" in failed[0]


def test_a_usual_contree_donne_in_ten_keystrokes(
    qtbot: QtBot, page: EntryPage, context: TournamentContext
) -> None:
    """A takes 110 cœur, makes 117 with the belote: ``a110c117b`` then Enter, no Shift."""
    keys = [*"a110c117b"]
    page.entry.setFocus()
    for key in keys:
        qtbot.keyClick(page.entry, key)
    qtbot.keyClick(page.entry, Qt.Key.Key_Return)
    assert len(keys) + 1 == 10
    (line,) = scores.sheet(context.database, round_number=1, table=1).lines
    assert (line.donne.contract, line.donne.points, line.donne.belotes) == (110, 117, PerTeam(1, 0))
    assert line.marks == PerTeam(140, 50)
