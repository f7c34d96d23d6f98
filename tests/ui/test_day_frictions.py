"""A full Saturday at the desk: what the organiser met, each held by what the window shows."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from tests.ui.conftest import WHO
from tests.ui.keyboard import shown
from tournoi.services import draws
from tournoi.services.draws import DrawMethod
from tournoi.services.teams import check_in, fees
from tournoi.services.teams.fees import FeeBasis, FeeSettings
from tournoi.services.tournament.activity import Area
from tournoi.ui.context import TournamentContext
from tournoi.ui.entry import EntryPage
from tournoi.ui.rounds import DrawDialog, RoundsPage
from tournoi.ui.rounds.tables_model import TableColumn
from tournoi.ui.teams import Column, TeamsPage
from tournoi.ui.widgets import french

CTRL = Qt.KeyboardModifier.ControlModifier
ALT = Qt.KeyboardModifier.AltModifier


def test_the_draw_names_the_unpaid_present_teams_and_goes_on(
    qtbot: QtBot, undrawn: TournamentContext
) -> None:
    database = undrawn.database
    fees.set_fee(database, fee=FeeSettings(amount_cents=500, basis=FeeBasis.PLAYER), who=WHO)
    for number in range(1, 8):
        check_in.check_in(database, number=number, present=True, who=WHO)
        check_in.mark_paid(database, number=number, paid=number not in (2, 5), who=WHO)
    page = RoundsPage(undrawn)
    shown(qtbot, page)
    page.tables_view.setFocus()
    qtbot.keyClick(page.tables_view, Qt.Key.Key_T, CTRL)
    dialog = page.dialog
    assert isinstance(dialog, DrawDialog)
    said = [label.text() for label in dialog.findChildren(QLabel) if label.isVisible()]
    assert (
        french(
            "<b>Équipes tirées qui n'ont pas payé leur inscription</b> (le tirage les prend) : "
            "2 « Dubois – Thomas », 5 « Leroy – Moreau »."
        )
        in said
    )
    assert any("ne seront pas tirées" in text and french("8 « ") in text for text in said)
    qtbot.keyClick(dialog.methods[DrawMethod.RANDOM], Qt.Key.Key_Return)
    view = draws.round_view(database, round_number=1)
    drawn = {n for t in view.tables for n in (t.a.number, t.b.number)}
    assert drawn | ({view.bye.number} if view.bye else set()) == set(range(1, 8))


def test_alt_u_chooses_the_round_on_tours_as_on_saisie_and_alt_r_is_not_the_round(
    qtbot: QtBot, context: TournamentContext
) -> None:
    rounds = RoundsPage(context)
    shown(qtbot, rounds)
    rounds.tables_view.setFocus()
    qtbot.keyClick(rounds.tables_view, Qt.Key.Key_R, ALT)
    assert QApplication.focusWidget() is not rounds.round_box
    qtbot.keyClick(rounds.tables_view, Qt.Key.Key_U, ALT)
    assert QApplication.focusWidget() is rounds.round_box

    entry = EntryPage(context)
    shown(qtbot, entry)
    entry.bar.table_edit.setFocus()
    qtbot.keyClick(entry.bar.table_edit, Qt.Key.Key_U, ALT)
    assert QApplication.focusWidget() is entry.bar.round_combo


def test_the_status_column_says_what_the_door_said(
    qtbot: QtBot, context: TournamentContext
) -> None:
    page = TeamsPage(context)
    shown(qtbot, page)
    check_in.check_in(context.database, number=1, present=True, who=WHO)
    check_in.mark_paid(context.database, number=1, paid=True, who=WHO)
    check_in.check_in(context.database, number=2, present=True, who=WHO)
    check_in.mark_paid(context.database, number=3, paid=True, who=WHO)
    context.changed.emit(Area.TEAMS)
    status = {
        int(page.proxy.index(row, Column.NUMBER).data()): page.proxy.index(
            row, Column.STATUS
        ).data()
        for row in range(page.proxy.rowCount())
    }
    assert [status[n] for n in (1, 2, 3, 4)] == [
        "présente, payée", "présente", "inscrite, payée", "inscrite",
    ]  # fmt: skip


def test_a_long_explanation_wraps_at_its_words_on_a_1366_screen(
    qtbot: QtBot, undrawn: TournamentContext
) -> None:
    """Every team of one club: each table explains why at length; nothing is cut."""
    draws.draw_round(undrawn.database, method=DrawMethod.SWISS, avoid_clubs=True, who=WHO)
    page = RoundsPage(undrawn)
    shown(qtbot, page)
    view = page.tables_view
    assert view.horizontalScrollBar().maximum() == 0
    assert view.wordWrap()  # else Qt cuts the text with « … » on one line
    width = view.columnWidth(TableColumn.NOTE) - 8  # the cell's margins
    notes = [str(page.tables.index(row, TableColumn.NOTE).data()) for row in range(4)]
    assert all("Même club (Belote Club)" in note for note in notes)
    for row, note in enumerate(notes):
        assert view.fontMetrics().horizontalAdvance(note) > width  # it has to wrap
        needed = view.fontMetrics().boundingRect(
            QRect(0, 0, width, 10_000), int(Qt.TextFlag.TextWordWrap), note
        )
        assert view.rowHeight(row) >= needed.height(), note
