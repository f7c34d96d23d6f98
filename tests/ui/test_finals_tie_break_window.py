"""The finals' tie-break in the window, from the keyboard: chosen in « Phase finale », changed
with « Départage… » (Ctrl+Maj+D) until a partie of the finals has a donne, then greyed with the
reason; a partie ended equal shown in the bracket with the better seed through."""

from __future__ import annotations

import html

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine import Donne, PerTeam, Team, Trump
from tournoi.services import draws, scores
from tournoi.services.finals import Consolante
from tournoi.services.finals.tie_break import tie_break
from tournoi.services.settings import KnockoutTie
from tournoi.services.standings.current import standings
from tournoi.services.tournament.activity import Area
from tournoi.ui.context import TournamentContext
from tournoi.ui.rounds import RoundsPage
from tournoi.ui.rounds.finals_dialog import FinalsDialog
from tournoi.ui.rounds.tie_break_dialog import TieBreakDialog

ALT = Qt.KeyboardModifier.AltModifier
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
WHO = "test"


@pytest.fixture
def page(qtbot: QtBot, context: TournamentContext) -> RoundsPage:
    shown = RoundsPage(context)
    qtbot.addWidget(shown)
    shown.resize(1366, 768)
    with qtbot.waitActive(shown):
        shown.show()
        shown.activateWindow()
    shown.tables_view.setFocus()
    for table in draws.round_view(context.database, round_number=1).tables:
        scores.record_totals(
            context.database, round_number=1, table=table.table, totals=PerTeam(1000, 400),
            who=WHO,
        )  # fmt: skip
    context.changed.emit(Area.SCORES)
    return shown


def back_to(qtbot: QtBot, page: RoundsPage) -> None:
    """The page active again after a dialog closed, its bracket focused."""
    page.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is page)
    page.bracket.setFocus()


def test_the_tie_break_is_chosen_with_the_finals_then_changed_until_a_donne(
    qtbot: QtBot, page: RoundsPage, context: TournamentContext
) -> None:
    assert not page.tie_break_action.isEnabled()  # no finals yet
    qtbot.keyClick(page.tables_view, Qt.Key.Key_F, CTRL_SHIFT)
    dialog = page.dialog
    assert isinstance(dialog, FinalsDialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.qualified)
    assert dialog.tie_break.value() is KnockoutTie.EXTRA_DONNE  # the FFB's, by default
    qtbot.keyClick(dialog.qualified, Qt.Key.Key_M, ALT)  # « L'équipe la &mieux classée… »
    qtbot.waitUntil(lambda: dialog.tie_break.value() is KnockoutTie.BETTER_SEED)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)

    assert tie_break(context.database) is KnockoutTie.BETTER_SEED
    rule = page.bracket.topLevelItem(page.bracket.topLevelItemCount() - 1).text(0)
    assert rule == "Départage : l'équipe la mieux classée des parties qualificatives passe"
    assert page.tie_break_action.isEnabled()

    back_to(qtbot, page)
    qtbot.keyClick(page.bracket, Qt.Key.Key_D, CTRL_SHIFT)  # the bracket, looked at after the draw
    change = page.dialog
    assert isinstance(change, TieBreakDialog)
    change.activateWindow()
    qtbot.waitUntil(
        lambda: QApplication.focusWidget() is change.choice.buttons[KnockoutTie.BETTER_SEED]
    )
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_D, ALT)  # « Une &donne de plus… »
    qtbot.waitUntil(lambda: change.choice.value() is KnockoutTie.EXTRA_DONNE)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert tie_break(context.database) is KnockoutTie.EXTRA_DONNE
    context.undo_stack.undo()
    assert tie_break(context.database) is KnockoutTie.BETTER_SEED

    donne = Donne(taker=Team.A, contract=80, trump=Trump.PIQUE, points=117)
    scores.record_donne(context.database, round_number=2, table=2, donne=donne, who=WHO)
    context.changed.emit(Area.SCORES)
    back_to(qtbot, page)
    qtbot.keyClick(page.bracket, Qt.Key.Key_D, CTRL_SHIFT)
    locked = page.dialog
    assert isinstance(locked, TieBreakDialog)
    assert not any(button.isEnabled() for button in locked.choice.buttons.values())
    assert locked.choice.reason.text().startswith(
        "Le départage de la phase finale ne peut plus changer\u00a0: la table 2 du tour 2 a déjà "
        "une donne"
    )


def test_an_equal_partie_shows_the_better_seed_through(
    qtbot: QtBot, page: RoundsPage, context: TournamentContext
) -> None:
    from tournoi.services.draws.finals_seeding import start_finals  # noqa: PLC0415

    q = [row.number for row in standings(context.database)]
    start_finals(
        context.database, qualified=4, consolante=Consolante.NONE, who=WHO,
        tie_break=KnockoutTie.BETTER_SEED,
    )  # fmt: skip
    scores.record_totals(
        context.database, round_number=2, table=1, totals=PerTeam(1000, 1000), who=WHO
    )
    context.changed.emit(Area.SCORES)

    semi = page.bracket.topLevelItem(0).child(0).child(0)

    assert semi.text(2) == "1000 – 1000 (égalité : la tête de série 1 passe)"
    assert semi.text(3).startswith(f"{q[0]} ")


def test_the_projector_says_the_better_seed_went_through(
    qtbot: QtBot, page: RoundsPage, context: TournamentContext
) -> None:
    from tournoi.services.draws.finals_seeding import start_finals  # noqa: PLC0415
    from tournoi.ui.projector import ProjectorWindow  # noqa: PLC0415

    start_finals(
        context.database, qualified=4, consolante=Consolante.NONE, who=WHO,
        tie_break=KnockoutTie.BETTER_SEED,
    )  # fmt: skip
    scores.record_totals(
        context.database, round_number=2, table=2, totals=PerTeam(1000, 1000), who=WHO
    )
    context.changed.emit(Area.ROUNDS)
    window = ProjectorWindow(context)
    qtbot.addWidget(window)
    window.show()

    qtbot.keyClick(window, Qt.Key.Key_F)

    rows = window.board.page_rows()
    seed_2 = rows[1][1].split(" contre ")[0]  # seed 2, team A, goes through
    assert (rows[1][3], rows[1][4]) == ("1000 – 1000", f"{seed_2} (égalité : tête de série 2)")


def test_the_final_ranking_says_how_an_equal_match_was_decided(
    qtbot: QtBot, page: RoundsPage, context: TournamentContext
) -> None:
    from tournoi.services.draws.finals_seeding import start_finals  # noqa: PLC0415
    from tournoi.ui.standings import Column, StandingsPage  # noqa: PLC0415

    q = [row.number for row in standings(context.database)]
    start_finals(
        context.database, qualified=4, consolante=Consolante.NONE, who=WHO,
        tie_break=KnockoutTie.BETTER_SEED,
    )  # fmt: skip
    scores.record_totals(  # seed 2 against seed 3, equal: seed 2 goes through
        context.database, round_number=2, table=2, totals=PerTeam(1000, 1000), who=WHO
    )
    scores.record_totals(
        context.database, round_number=2, table=1, totals=PerTeam(1000, 400), who=WHO
    )
    standings_page = StandingsPage(context)
    qtbot.addWidget(standings_page)
    standings_page.resize(1366, 700)
    standings_page.show()
    context.changed.emit(Area.SCORES)

    standings_page.select_team(q[2])

    words = f"Égalité : l'équipe {q[1]} (tête de série 2) passe au tour suivant"
    title = html.unescape(standings_page.detail_title.text()).replace("\u00a0", " ")
    assert f"(Demi-finaliste ; {words})" in title
    model = standings_page.model
    row = next(r for r in range(model.rowCount()) if model.standing(r).number == q[2])
    stage = model.index(row, model.columns.index(Column.STAGE))
    assert stage.data() == "Demi-finaliste"
    tip = stage.data(Qt.ItemDataRole.ToolTipRole).replace("\u00a0", " ")
    assert tip.startswith(f"Demi-finaliste ; {words} ; ") and tip.endswith(" des tours")
