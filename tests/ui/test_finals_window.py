"""« Phase finale » on the Rounds page, from the keyboard: the dialog, the draw, the bracket's tab,
undo and redo; the projector's bracket; the partie au temps set up, the projector's clock
starting from it."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QTreeWidgetItem
from pytestqt.qtbot import QtBot

from engine import PerTeam
from tournoi.services import draws, scores
from tournoi.services.draws import DrawMethod
from tournoi.services.draws.finals_seeding import start_finals
from tournoi.services.finals import Consolante
from tournoi.services.standings.current import standings
from tournoi.services.tournament.activity import Area
from tournoi.services.tournament.lifecycle import get_settings, update_settings
from tournoi.ui.context import TournamentContext
from tournoi.ui.projector import ProjectorWindow
from tournoi.ui.rounds import RoundsPage
from tournoi.ui.rounds.finals_dialog import FinalsDialog
from tournoi.ui.settings import SettingsDialog

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
    return shown


def play_round(context: TournamentContext, number: int) -> None:
    """Team A wins every table 1000 to 400."""
    for table in draws.round_view(context.database, round_number=number).tables:
        scores.record_totals(
            context.database,
            round_number=number,
            table=table.table,
            totals=PerTeam(1000, 400),
            who=WHO,
        )
    context.changed.emit(Area.SCORES)


def texts(item: QTreeWidgetItem) -> list[str]:
    return [item.child(row).text(0) for row in range(item.childCount())]


def test_the_finals_are_drawn_from_their_dialog_and_shown_as_a_bracket(
    qtbot: QtBot, page: RoundsPage, context: TournamentContext
) -> None:
    play_round(context, 1)
    q = [row.number for row in standings(context.database)]
    names = {row.number: row.name for row in standings(context.database)}

    qtbot.keyClick(page.tables_view, Qt.Key.Key_F, CTRL_SHIFT)
    dialog = page.dialog
    assert isinstance(dialog, FinalsDialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.qualified)
    # Eight teams registered: no bracket of 16 or 32 is offered.
    offered = [dialog.qualified.itemData(i) for i in range(dialog.qualified.count())]
    assert offered == [4, 8]
    assert dialog.qualified.currentData() == 4  # eight of eight would leave no consolante
    next_teams = dialog.choices[Consolante.NEXT]
    assert next_teams.text().endswith("les 5e à 8e du classement")
    qtbot.keyClick(dialog.qualified, Qt.Key.Key_Down)  # 4 → 8 qualified: no one left over
    assert not next_teams.isEnabled()
    assert dialog.choice().consolante is Consolante.NONE
    qtbot.keyClick(dialog.qualified, Qt.Key.Key_Up)  # 8 → 4 qualified
    assert next_teams.isEnabled()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_A, ALT)  # the consolante of all others
    qtbot.waitUntil(lambda: dialog.choice().consolante is Consolante.ALL)
    qtbot.keyClick(dialog.choices[Consolante.ALL], Qt.Key.Key_Return)

    assert page.dialog is None or not page.dialog.isVisible()
    view = draws.round_view(context.database, round_number=2)
    assert (view.method, [(t.a.number, t.b.number) for t in view.tables]) == (
        DrawMethod.FINALE,
        [(q[0], q[3]), (q[1], q[2]), (q[4], q[7]), (q[5], q[6])],
    )
    assert page.tabs.currentWidget() is page.bracket
    finale, consolante = (page.bracket.topLevelItem(i) for i in range(2))
    # The main bracket is not called « Finale »: that is its last match.
    assert (finale.text(0), consolante.text(0)) == ("Tableau principal", "Consolante")
    assert texts(finale) == ["Demi-finales", "Finale"]
    semis = finale.child(0)
    assert semis.child(0).text(0) == (f"(1) {q[0]} {names[q[0]]} contre (4) {q[3]} {names[q[3]]}")
    assert semis.child(0).text(1) == "tour 2, table 1"
    assert "Phase finale" in page.summary.text()
    assert not page.finals_action.isEnabled()

    assert semis.child(0).text(3) == ""
    play_round(context, 2)  # the page reads the brackets again on the change
    semis = page.bracket.topLevelItem(0).child(0)
    assert (semis.child(0).text(2), semis.child(0).text(3)) == (
        "1000 – 400",
        f"{q[0]} {names[q[0]]}",
    )
    final = page.bracket.topLevelItem(0).child(1).child(0)
    assert final.text(0) == f"(1) {q[0]} {names[q[0]]} contre (2) {q[1]} {names[q[1]]}"


def test_undo_cancels_the_finals_draw_and_redo_draws_it_again(
    qtbot: QtBot, page: RoundsPage, context: TournamentContext
) -> None:
    play_round(context, 1)
    qtbot.keyClick(page.tables_view, Qt.Key.Key_F, CTRL_SHIFT)
    dialog = page.dialog
    assert isinstance(dialog, FinalsDialog)
    qtbot.keyClick(dialog.qualified, Qt.Key.Key_Up)
    qtbot.keyClick(dialog.choices[Consolante.NEXT], Qt.Key.Key_Return)
    drawn = draws.round_view(context.database, round_number=2)

    context.undo_stack.undo()
    assert draws.last_round(context.database) == 1
    assert page.finals_action.isEnabled()
    context.undo_stack.redo()

    again = draws.round_view(context.database, round_number=2)
    assert [(t.a.number, t.b.number) for t in again.tables] == [
        (t.a.number, t.b.number) for t in drawn.tables
    ]


def test_a_refusal_stays_in_the_dialog(
    qtbot: QtBot, page: RoundsPage, context: TournamentContext
) -> None:
    qtbot.keyClick(page.tables_view, Qt.Key.Key_F, CTRL_SHIFT)  # round 1 has no result yet
    dialog = page.dialog
    assert isinstance(dialog, FinalsDialog)
    qtbot.keyClick(dialog.choices[Consolante.NEXT], Qt.Key.Key_Return)

    assert dialog.isVisible()
    assert (
        dialog.error.text() == "Le tour 1 n'est pas terminé : 4 tables sans résultat (1, 2, 3, 4)."
    )
    assert draws.last_round(context.database) == 1


def test_the_projector_clock_starts_from_the_partie_au_temps(
    qtbot: QtBot, context: TournamentContext
) -> None:
    settings = replace(get_settings(context.database), partie_minutes=45)
    update_settings(context.database, settings=settings, who=WHO)

    window = ProjectorWindow(context)
    qtbot.addWidget(window)
    qtbot.keyClick(window, Qt.Key.Key_R)

    assert window.controls.minutes_spin.value() == 45
    assert window.clock_label.text() == "45:00"


def test_the_projector_shows_the_bracket_and_follows_its_results(
    qtbot: QtBot, context: TournamentContext
) -> None:
    play_round(context, 1)
    q = [row.number for row in standings(context.database)]
    names = {row.number: row.name for row in standings(context.database)}
    start_finals(context.database, qualified=4, consolante=Consolante.NONE, who=WHO)
    context.changed.emit(Area.ROUNDS)
    window = ProjectorWindow(context)
    qtbot.addWidget(window)
    window.show()

    qtbot.keyClick(window, Qt.Key.Key_F)

    assert window.title_label.text() == "Tableau final"
    rows = window.board.page_rows()
    assert rows[0] == (
        "Tableau principal — demi-finales",
        f"{names[q[0]]} ({q[0]}) contre {names[q[3]]} ({q[3]})",
        "1",
        "",
        "",
    )
    play_round(context, 2)
    qtbot.waitUntil(lambda: window.board.page_rows()[0][3] == "1000 – 400")
    assert window.board.page_rows()[0][4] == f"{names[q[0]]} ({q[0]})"
    assert window.board.page_rows()[2][1] == (
        f"{names[q[0]]} ({q[0]}) contre {names[q[1]]} ({q[1]})"
    )


def test_the_duration_is_set_up_in_the_settings_dialog_and_undone(
    qtbot: QtBot, context: TournamentContext
) -> None:
    dialog = SettingsDialog(context)
    qtbot.addWidget(dialog)
    dialog.show()
    form = dialog.forms.format_form
    assert not form.timed_box.isChecked() and not form.minutes_spin.isEnabled()
    form.timed_box.setFocus()
    qtbot.keyClick(form.timed_box, Qt.Key.Key_Space)
    form.minutes_spin.setFocus()
    form.minutes_spin.selectAll()
    qtbot.keyClicks(form.minutes_spin, "50")
    qtbot.keyClick(form.minutes_spin, Qt.Key.Key_Return)

    assert get_settings(context.database).partie_minutes == 50
    again = SettingsDialog(context)
    qtbot.addWidget(again)
    assert (
        again.forms.format_form.timed_box.isChecked(),
        again.forms.format_form.minutes_spin.value(),
    ) == (True, 50)
    again.reject()
    context.undo_stack.undo()
    assert get_settings(context.database).partie_minutes is None


def test_a_consolante_of_the_losers_is_chosen_from_the_keyboard_and_shown_once_seeded(
    qtbot: QtBot, page: RoundsPage, context: TournamentContext
) -> None:
    play_round(context, 1)
    q = [row.number for row in standings(context.database)]
    qtbot.keyClick(page.tables_view, Qt.Key.Key_F, CTRL_SHIFT)
    dialog = page.dialog
    assert isinstance(dialog, FinalsDialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.qualified)
    qtbot.keyClick(dialog.qualified, Qt.Key.Key_Down)  # 8 of 8: no one left over but losers
    losers = dialog.choices[Consolante.LOSERS]
    assert losers.isEnabled() and not dialog.choices[Consolante.ALL].isEnabled()
    assert losers.text().startswith("Consolante des p&erdants des quarts de finale")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_E, ALT)
    qtbot.waitUntil(lambda: dialog.choice().consolante is Consolante.LOSERS)
    qtbot.keyClick(losers, Qt.Key.Key_Return)

    assert page.dialog is None or not page.dialog.isVisible()
    assert len(draws.round_view(context.database, round_number=2).tables) == 4
    finale, pending = (page.bracket.topLevelItem(i) for i in range(2))
    assert finale.text(0) == "Tableau principal"
    assert pending.text(0) == (
        "Consolante des perdants des quarts de finale : tirée avec le tour suivant du tableau "
        "(demi-finales)"
    )
    play_round(context, 2)  # the better seeds win: the losers are seeds 5 to 8
    draws.draw_round(context.database, method=DrawMethod.FINALE, who=WHO)
    context.changed.emit(Area.ROUNDS)

    consolante = page.bracket.topLevelItem(1)
    assert consolante.text(0) == "Consolante des perdants des quarts de finale"
    assert texts(consolante) == ["Demi-finales", "Finale"]
    first = consolante.child(0).child(0)
    assert first.text(0).startswith(f"(1) {q[4]} ") and f"(4) {q[7]} " in first.text(0)
    assert first.text(1) == "tour 3, table 3"


def test_the_projector_shows_the_losers_consolante_with_the_main_semi_finals(
    qtbot: QtBot, context: TournamentContext
) -> None:
    play_round(context, 1)
    q = [row.number for row in standings(context.database)]
    names = {row.number: row.name for row in standings(context.database)}
    start_finals(context.database, qualified=8, consolante=Consolante.LOSERS, who=WHO)
    play_round(context, 2)
    draws.draw_round(context.database, method=DrawMethod.FINALE, who=WHO)
    window = ProjectorWindow(context)
    qtbot.addWidget(window)
    window.show()

    qtbot.keyClick(window, Qt.Key.Key_F)

    rows = window.board.page_rows()
    titles = [row[0] for row in rows]
    assert titles.count("Consolante — demi-finales") == 2
    first = rows[titles.index("Consolante — demi-finales")]
    assert first[1:3] == (f"{names[q[4]]} ({q[4]}) contre {names[q[7]]} ({q[7]})", "3")
