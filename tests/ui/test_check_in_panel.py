"""The day at the desk, from the keyboard: check-in then the first draw without the absent,
a withdrawal once the round is drawn (forfeit or redraw), the forfeit losers asked about,
the number of rounds lowered."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from tests.factories import random_sheet, sheet_document
from tests.ui.keyboard import shown, type_text
from tests.ui.test_rounds_page import finish_round
from tournoi.services import draws, scores
from tournoi.services.draws import DrawMethod
from tournoi.services.teams import check_in
from tournoi.services.teams import registration as teams
from tournoi.services.tournament.activity import Area
from tournoi.services.tournament.lifecycle import get_settings
from tournoi.ui.context import TournamentContext
from tournoi.ui.rounds import DrawDialog, RoundsPage
from tournoi.ui.rounds.round_dialogs import RoundsCountDialog
from tournoi.ui.teams import TeamsPage
from tournoi.ui.teams.check_in_panel import CheckInColumn
from tournoi.ui.teams.withdrawal_dialog import WithdrawalDialog
from tournoi.ui.widgets import french

CTRL = Qt.KeyboardModifier.ControlModifier
ALT = Qt.KeyboardModifier.AltModifier


def focus_back(qtbot: QtBot, page: QWidget, widget: QWidget) -> None:
    """After a dialog, the page's window has the keyboard again."""
    page.activateWindow()
    widget.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is widget)


def present_column(page: TeamsPage) -> list[str]:
    proxy = page.check_in.proxy
    return [str(proxy.index(row, CheckInColumn.PRESENT).data()) for row in range(proxy.rowCount())]


def test_check_in_by_name_then_the_first_draw_leaves_out_the_absent(
    qtbot: QtBot, undrawn: TournamentContext
) -> None:
    context = undrawn
    page = TeamsPage(context)
    shown(qtbot, page)
    page.view.setFocus()
    qtbot.keyClick(page.view, Qt.Key.Key_P, ALT)  # the « Pointage » tab
    panel = page.check_in
    qtbot.waitUntil(lambda: QApplication.focusWidget() is panel.search)
    assert panel.counts.text() == french("Présentes : 0 / 8 · payées : 0")

    # A player's first name without its accent, in capitals: « LEFEVRE » finds Paul Lefèvre.
    for name in ("LEFEVRE", "dubois", "thomas", "petit", "Garcia", "Leroy"):
        qtbot.keyClick(panel.search, Qt.Key.Key_A, CTRL)
        type_text(panel.search, name)
        qtbot.keyClick(panel.search, Qt.Key.Key_Return)
        assert QApplication.focusWidget() is panel.view
        qtbot.keyClick(panel.view, Qt.Key.Key_Space)
        qtbot.keyClick(panel.view, Qt.Key.Key_F, CTRL)
    # « thomas » found team 2 again (Luc Thomas): its second Space took the mark back.
    assert check_in.absent_teams(context.database) == [1, 2, 3, 6]
    qtbot.keyClick(panel.search, Qt.Key.Key_A, CTRL)
    type_text(panel.search, "Dubois")
    qtbot.keyClick(panel.search, Qt.Key.Key_Return)
    qtbot.keyClick(panel.view, Qt.Key.Key_Space)
    qtbot.keyClick(panel.view, Qt.Key.Key_P)
    assert panel.message.text() == french("Équipe 2 « Dubois – Thomas » : inscription payée.")
    assert panel.counts.text() == french("Présentes : 5 / 8 · payées : 1")
    assert present_column(page) == ["présente"]
    assert context.undo_stack.undoText() == "Inscription de l'équipe 2 payée"
    context.undo_stack.undo()
    assert not teams.get_team(context.database, number=2).paid
    assert check_in.absent_teams(context.database) == [1, 3, 6]

    rounds = RoundsPage(context)
    shown(qtbot, rounds)
    rounds.tables_view.setFocus()
    qtbot.keyClick(rounds.tables_view, Qt.Key.Key_T, CTRL)
    dialog = rounds.dialog
    assert isinstance(dialog, DrawDialog)
    assert dialog.method() is DrawMethod.RANDOM  # round 1 by lot
    (said,) = [
        label.text()
        for label in dialog.findChildren(QLabel)
        if "ne seront pas tirées" in label.text()
    ]
    assert said == french(
        "<b>Équipes non pointées : elles ne seront pas tirées</b> et seront retirées avant le "
        "premier tour (réinscription possible dans Équipes) : 1 « Martin – Bernard », "
        "3 « Robert – Richard », 6 « Simon – Laurent »."
    )
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.methods[DrawMethod.RANDOM])
    qtbot.keyClick(dialog.methods[DrawMethod.RANDOM], Qt.Key.Key_Return)
    assert rounds.dialog is None

    view = draws.round_view(context.database, round_number=1)
    drawn = {n for t in view.tables for n in (t.a.number, t.b.number)}
    assert drawn | ({view.bye.number} if view.bye else set()) == {2, 4, 5, 7, 8}
    assert rounds.message.text().endswith(french("Équipes retirées : 1, 3, 6."))
    assert teams.get_team(context.database, number=3).status == "retirée avant le premier tour"
    # Undone, the draw gives the absent teams back, still not pointed present.
    context.undo_stack.undo()
    assert [t.withdrawn_after for t in teams.list_teams(context.database)] == [None] * 8
    assert check_in.absent_teams(context.database) == [1, 3, 6]


def test_a_withdrawal_after_the_draw_redraws_the_round_and_undo_puts_it_back(
    qtbot: QtBot, context: TournamentContext
) -> None:
    first = draws.round_view(context.database, round_number=1)
    page = TeamsPage(context)
    shown(qtbot, page)
    page.select(4)
    page.view.setFocus()
    qtbot.keyClick(page.view, Qt.Key.Key_R, CTRL)
    dialog = page.dialog
    assert isinstance(dialog, WithdrawalDialog)
    assert dialog.redraw.isEnabled()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.forfeit)
    qtbot.keyClick(dialog.forfeit, Qt.Key.Key_N, ALT)  # « Tirer de nouveau »
    qtbot.waitUntil(dialog.redraw.isChecked)
    qtbot.keyClick(dialog.redraw, Qt.Key.Key_Return)
    assert page.dialog is None

    redrawn = draws.round_view(context.database, round_number=1)
    playing = {n for t in redrawn.tables for n in (t.a.number, t.b.number)}
    assert 4 not in playing and redrawn.bye is not None and redrawn.bye.number != 4
    assert teams.get_team(context.database, number=4).withdrawn_after == 0
    assert page.message.text() == french(
        "Équipe 4 « Petit – Durand » retirée : tour 1 tiré de nouveau."
    )
    context.undo_stack.undo()
    assert draws.round_view(context.database, round_number=1).tables == first.tables
    assert teams.get_team(context.database, number=4).withdrawn_after is None


def test_no_redraw_once_a_result_is_entered_the_forfeit_is_scored(
    qtbot: QtBot, context: TournamentContext
) -> None:
    view = draws.round_view(context.database, round_number=1)
    scores.declare_forfeit(
        context.database, round_number=1, table=1, absent=view.tables[0].b.number, who="test"
    )
    context.changed.emit(Area.SCORES)
    leaving = view.tables[1].b
    page = TeamsPage(context)
    shown(qtbot, page)
    page.select(leaving.number)
    page.view.setFocus()
    qtbot.keyClick(page.view, Qt.Key.Key_R, CTRL)
    dialog = page.dialog
    assert isinstance(dialog, WithdrawalDialog)
    assert not dialog.redraw.isEnabled()
    assert any(
        label.text() == french("Impossible : des résultats du tour 1 sont déjà saisis.")
        for label in dialog.findChildren(QLabel)
    )
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.forfeit)
    qtbot.keyClick(dialog.forfeit, Qt.Key.Key_Return)
    table = draws.round_view(context.database, round_number=1).tables[1]
    assert (table.forfeit, table.state) == (leaving.number, scores.PartieState.FINISHED)
    assert teams.get_team(context.database, number=leaving.number).withdrawn_after == 1


def test_forfeit_losers_are_asked_about_before_the_next_draw(
    qtbot: QtBot, context: TournamentContext
) -> None:
    view = draws.round_view(context.database, round_number=1)
    absent = view.tables[0].b.number
    scores.declare_forfeit(context.database, round_number=1, table=1, absent=absent, who="test")
    finish_round_but_table_one(context)
    page = RoundsPage(context)
    shown(qtbot, page)
    page.tables_view.setFocus()
    qtbot.keyClick(page.tables_view, Qt.Key.Key_T, CTRL)
    dialog = page.dialog
    assert isinstance(dialog, DrawDialog)
    assert dialog.method() is DrawMethod.SWISS  # later rounds Swiss
    box = dialog.keep_or_withdraw[absent]
    assert box.text().startswith(f"Retirer l'équipe {absent} «")
    assert not box.isChecked()  # kept unless the arbiter says otherwise
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_Space)
    assert box.isChecked()
    qtbot.keyClick(box, Qt.Key.Key_Return)
    second = draws.round_view(context.database, round_number=2)
    playing = {n for t in second.tables for n in (t.a.number, t.b.number)}
    assert absent not in playing and len(playing) == 6 and second.bye is not None
    assert teams.get_team(context.database, number=absent).withdrawn_after == 1


def finish_round_but_table_one(context: TournamentContext) -> None:
    """Every table but the first (a forfeit) played to the end."""
    rules = get_settings(context.database).rules
    rng = random.Random(1)
    for table in draws.round_view(context.database, round_number=1).tables[1:]:
        document = sheet_document(random_sheet(rng, rules))
        scores.import_sheet(
            context.database, round_number=1, table=table.table, document=document, who="test"
        )
    context.changed.emit(Area.SCORES)


def test_the_number_of_rounds_lowered_then_undone(qtbot: QtBot, context: TournamentContext) -> None:
    finish_round(context, 1)
    draws.draw_round(context.database, method=DrawMethod.SWISS, who="test")
    context.changed.emit(Area.ROUNDS)
    page = RoundsPage(context)
    shown(qtbot, page)
    assert page.summary.text().startswith("Tour 2 sur 3")
    page.tables_view.setFocus()
    qtbot.keyClick(page.tables_view, Qt.Key.Key_E, ALT)  # « Nombre de tours… »
    qtbot.waitUntil(lambda: page.dialog is not None)  # a mnemonic clicks after a flash
    dialog = page.dialog
    assert isinstance(dialog, RoundsCountDialog)
    assert (dialog.count.minimum(), dialog.count.value()) == (2, 3)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.count)
    qtbot.keyClick(dialog.count, Qt.Key.Key_Down)
    qtbot.keyClick(dialog.count, Qt.Key.Key_Return)
    assert get_settings(context.database).rounds == 2
    assert page.summary.text().startswith("Tour 2 sur 2")
    assert context.undo_stack.undoText() == "Passer à 2 tours"
    context.undo_stack.undo()
    assert get_settings(context.database).rounds == 3
