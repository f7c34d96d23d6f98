"""A paper sheet copied on the entry line: annonce points, a renonce, an arbiter's decision.

Typed as the arbiter reads the sheet, recorded whole, and shown as such on the screen.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMainWindow
from pytestqt.qtbot import QtBot

from engine import Donne, PerTeam, Rules, Team, Trump, Variant
from engine.notation import parse_donne
from tournoi.services import scores
from tournoi.services.scores import SheetView
from tournoi.ui.context import TournamentContext
from tournoi.ui.entry import EntryPage, Verdict
from tournoi.ui.entry.sheet_model import Column

RULES = Rules(variant=Variant.CLASSIQUE, annonces=True, target=1000)


@pytest.fixture
def page(qtbot: QtBot, tournament_factory: Callable[..., TournamentContext]) -> Iterator[EntryPage]:
    context = tournament_factory(count=2, rules=RULES)
    main = QMainWindow()
    entry = EntryPage(context)
    main.setCentralWidget(entry)
    qtbot.addWidget(main)
    main.resize(1366, 768)
    main.show()
    qtbot.waitExposed(main)
    yield entry
    context.undo_stack.clear()


def type_donne(qtbot: QtBot, page: EntryPage, text: str) -> None:
    qtbot.keyClicks(page.entry, text)
    qtbot.keyClick(page.entry, Qt.Key.Key_Return)


def stored(page: EntryPage) -> SheetView:
    return scores.sheet(page.context.database, round_number=1, table=1)


def shown(page: EntryPage, row: int, column: Column) -> str:
    return str(page.model.index(row, page.model.column_of(column)).data())


def test_annonce_points_as_written_on_paper(qtbot: QtBot, page: EntryPage) -> None:
    qtbot.keyClicks(page.entry, "ac92n70")
    assert page.presenter.verdict is Verdict.OK
    assert "annonces A 70" in page.preview.text()
    qtbot.keyClick(page.entry, Qt.Key.Key_Return)
    assert page.entry.text() == ""
    (line,) = stored(page).lines
    assert line.donne == Donne(
        taker=Team.A, trump=Trump.COEUR, points=92, annonce_points=PerTeam(70, 0)
    )
    assert line.marks == PerTeam(92 + 70, 70)
    assert shown(page, 0, Column.ANNONCES) == "A : 70"
    assert (shown(page, 0, Column.MARKS_A), shown(page, 0, Column.MARKS_B)) == ("162", "70")
    assert "annonces A 70" in str(page.model.index(0, 0).data(Qt.ItemDataRole.ToolTipRole))


def test_a_renonce(qtbot: QtBot, page: EntryPage) -> None:
    type_donne(qtbot, page, "ap100nB50rB")
    (line,) = stored(page).lines
    assert line.donne.renonce is Team.B and line.donne.annonce_points == PerTeam(0, 50)
    assert line.marks == PerTeam(150, 62)
    assert shown(page, 0, Column.ANNONCES) == "B : 50 ; renonce B"


def test_an_arbiters_decision_is_shown_as_such(qtbot: QtBot, page: EntryPage) -> None:
    type_donne(qtbot, page, "ac92n70")
    qtbot.keyClicks(page.entry, "d 0 162 3e maldonne")
    assert page.presenter.verdict is Verdict.OK
    assert "Décision de l'arbitre" in page.preview.text()
    qtbot.keyClick(page.entry, Qt.Key.Key_Return)
    sheet = stored(page)
    decision = sheet.lines[1]
    assert decision.donne == Donne(decision=PerTeam(0, 162), reason="3e maldonne")
    assert decision.marks == PerTeam(0, 162)
    assert sheet.totals == PerTeam(162, 232)
    assert shown(page, 1, Column.TAKER) == "arbitre"
    assert shown(page, 1, Column.RESULT) == "décision : 3e maldonne"
    assert shown(page, 1, Column.POINTS) == ""
    assert (shown(page, 1, Column.TOTAL_A), shown(page, 1, Column.TOTAL_B)) == ("162", "232")
    assert str(page.model.index(1, 0).data(Qt.ItemDataRole.ToolTipRole)) == (
        "Décision de l'arbitre : 3e maldonne (0 pour A, 162 pour B)."
    )


def test_f1_lists_the_paper_shorthand_in_the_engines_letters(page: EntryPage) -> None:
    rows = dict(page.guide.rows())
    assert "n70   nA70   nB150" in rows
    assert "r   rA   rB" in rows
    assert rows["d 0 162 motif"].startswith("décision de l'arbitre, seule sur la ligne")
    assert "ac92n70" in rows
    azerty = rows["acçénèà"]
    assert "AZERTY" in azerty and "& é \" ' ( - è _ ç à valent 1 2 3 4 5 6 7 8 9 0" in azerty
    variant = RULES.variant
    assert parse_donne("acçénèà", variant=variant) == parse_donne("A c 92 n70", variant=variant)
    assert page.guide.examples()[0] == "A c 92 n70"


def test_f1_in_contree_shows_the_glued_donne(
    qtbot: QtBot, tournament_factory: Callable[..., TournamentContext]
) -> None:
    entry = EntryPage(tournament_factory(count=2, rules=Rules(target=2000)))
    qtbot.addWidget(entry)
    codes = [code for code, _meaning in entry.guide.rows()]
    assert codes[-2:] == ["a110c117b", "a&&àc&&èb"]
    assert "d 0 162 motif" in codes
    assert "r   rA   rB" not in codes
