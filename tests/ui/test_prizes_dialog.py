"""« Caisse et lots » : the fee typed with the cash live, prizes added from the keyboard, OK, undo."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QTableWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot
from sqlmodel import col, select

from tests.conftest import WHO, new_tournament
from tests.services.test_draws import finish_round
from tests.services.test_prizes import players
from tests.ui.keyboard import replace_text, type_text
from tournoi.services import draws
from tournoi.services.awards import prizes
from tournoi.services.awards.prizes import FilterKind, PrizeList
from tournoi.services.draws import DrawMethod
from tournoi.services.teams import check_in, fees
from tournoi.services.teams import registration as teams
from tournoi.services.teams.fees import FeeBasis, FeeSettings
from tournoi.services.tournament.activity import Area
from tournoi.storage import models
from tournoi.ui.context import TournamentContext
from tournoi.ui.main_window import MainWindow
from tournoi.ui.preferences import Preferences
from tournoi.ui.prizes import PrizesDialog
from tournoi.ui.prizes import dialog as dialog_module
from tournoi.ui.prizes.fee_box import FeeBox

NBSP = "\u00a0"


@pytest.fixture
def context(tmp_path: Path) -> Iterator[TournamentContext]:
    """Eight teams after round 1 (7 first; 1, 2, 3 second ex aequo); teams 1, 2, 3, 5, 8 paid."""
    db = new_tournament(tmp_path / "club.tournoi", teams=8, rounds=3, players=players)
    draws.draw_round(db, method=DrawMethod.RANDOM, seed=7, who=WHO)
    finish_round(db, 1)
    for number in (1, 2, 3, 5, 8):
        check_in.mark_paid(db, number=number, paid=True, who=WHO)
    shown = TournamentContext(db, who=WHO)
    yield shown
    shown.close()


@pytest.fixture
def errors(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    shown: list[str] = []

    def record(_parent: QWidget | None, error: BaseException | str, _title: str = "") -> None:
        shown.append(str(error))

    monkeypatch.setattr(dialog_module, "show_error", record)
    return shown


def open_dialog(qtbot: QtBot, context: TournamentContext) -> PrizesDialog:
    dialog = PrizesDialog(context)
    qtbot.addWidget(dialog)
    with qtbot.waitActive(dialog):
        dialog.show()
        dialog.activateWindow()
    return dialog


def press(qtbot: QtBot, widget: QWidget, key: Qt.Key, alt: bool = False) -> None:
    """``key`` (with Alt) where the focus is, in ``widget``'s window."""
    modifier = Qt.KeyboardModifier.AltModifier if alt else Qt.KeyboardModifier.NoModifier
    qtbot.keyClick(widget.window().focusWidget() or widget, key, modifier)


def add_line(qtbot: QtBot, dialog: PrizesDialog, key: Qt.Key) -> None:
    """Alt+A (« Ajouter un lot ») or Alt+P (« Ajouter un prix spécial »): one more line."""
    table = dialog.ranks if key == Qt.Key.Key_A else dialog.specials
    count = table.rowCount()
    press(qtbot, dialog, key, alt=True)
    qtbot.waitUntil(lambda: table.rowCount() == count + 1)  # a mnemonic animates its click


def type_cell(qtbot: QtBot, dialog: PrizesDialog, text: str) -> None:
    """Type into the focused table's current cell (the first key opens its editor), then Enter."""
    table = dialog.focusWidget()
    assert isinstance(table, QTableWidget)
    for char in text:
        focused = dialog.focusWidget()
        assert focused is not None
        type_text(focused, char)
    press(qtbot, dialog, Qt.Key.Key_Return)
    # The editor gives its text to the table at the next turn of the event loop.
    qtbot.waitUntil(lambda: table.state() is not QAbstractItemView.State.EditingState)
    assert dialog.isVisible()


def save(qtbot: QtBot, dialog: PrizesDialog) -> None:
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)


def test_the_fee_typed_shows_the_cash(qtbot: QtBot, context: TournamentContext) -> None:
    dialog = open_dialog(qtbot, context)
    box = dialog.fee_box
    assert (
        box.summary.text() == f"Payées{NBSP}: 5 / 8 — reçu 0{NBSP}€ — reste dû 0{NBSP}€ (3 équipes)"
    )
    replace_text(qtbot, box.amount, "7,50")
    assert (
        box.summary.text()
        == f"Payées{NBSP}: 5 / 8 — reçu 37,50{NBSP}€ — reste dû 22,50{NBSP}€ (3 équipes)"
    )
    box.basis.setFocus()
    press(qtbot, box.basis, Qt.Key.Key_Down)
    assert (
        box.summary.text()
        == f"Payées{NBSP}: 5 / 8 — reçu 75{NBSP}€ — reste dû 45{NBSP}€ (3 équipes)"
    )
    # A team paying at the door meanwhile (check-in, another station) shows at once.
    check_in.mark_paid(context.database, number=4, paid=True, who=WHO)
    context.changed.emit(Area.TEAMS)
    assert (
        box.summary.text()
        == f"Payées{NBSP}: 6 / 8 — reçu 90{NBSP}€ — reste dû 30{NBSP}€ (2 équipes)"
    )


def test_a_team_that_never_came_is_left_out_of_the_cash(qtbot: QtBot, tmp_path: Path) -> None:
    """Withdrawn before the first round without paying, it owed nothing, yet it counted."""
    db = new_tournament(tmp_path / "caisse.tournoi", teams=4, rounds=3, players=players)
    fees.set_fee(db, fee=FeeSettings(amount_cents=1000), who=WHO)
    for number in (1, 2):
        check_in.mark_paid(db, number=number, paid=True, who=WHO)
    teams.withdraw_team(db, number=4, who=WHO)
    context = TournamentContext(db, who=WHO)
    try:
        box = FeeBox(context)
        qtbot.addWidget(box)
        box.load(fees.get_fee(db))
        assert box.summary.text() == (
            f"Payées{NBSP}: 2 / 3 — reçu 20{NBSP}€ — reste dû 10{NBSP}€ (1 équipe) · "
            f"équipe 4 non comptée{NBSP}: retirée avant le premier tour sans avoir payé"
        )
    finally:
        context.close()


def test_prizes_typed_saved_and_undone(
    qtbot: QtBot, context: TournamentContext, errors: list[str]
) -> None:
    dialog = open_dialog(qtbot, context)
    replace_text(qtbot, dialog.fee_box.amount, "10")
    assert dialog.preview.heading.text() == "Palmarès après le tour 1"
    assert dialog.preview.table.rowCount() == 0

    add_line(qtbot, dialog, Qt.Key.Key_A)  # « Ajouter un lot »: rank 1, on its amount
    assert dialog.ranks.currentRow() == 0 and dialog.ranks.currentColumn() == 2
    press(qtbot, dialog.ranks, Qt.Key.Key_Right)
    type_cell(qtbot, dialog, "2 jambons")
    add_line(qtbot, dialog, Qt.Key.Key_A)  # rank 2, its amount
    type_cell(qtbot, dialog, "20")
    press(qtbot, dialog.ranks, Qt.Key.Key_Left)
    type_cell(qtbot, dialog, "3")  # « 2e à 3e »
    add_line(qtbot, dialog, Qt.Key.Key_P)  # « Ajouter un prix spécial », on its name
    type_cell(qtbot, dialog, "Première équipe de Vitré")
    dialog.specials.filter_choice(0).setCurrentIndex(0)  # un joueur du club
    dialog.specials.setCurrentCell(0, 2)
    dialog.specials.setFocus()
    type_cell(qtbot, dialog, "Vitré")
    press(qtbot, dialog.specials, Qt.Key.Key_Right)
    type_cell(qtbot, dialog, "15")

    table = dialog.preview.table
    shown = [[table.item(row, column).text() for column in range(3)] for row in range(4)]
    assert shown == [
        ["1", "7 Martin7 – Durand7", "2 jambons"],
        ["2 ex.", "1 Martin1 – Durand1", f"20{NBSP}€"],
        ["2 ex.", "2 Martin2 – Durand2", f"20{NBSP}€"],
        ["5 ex.", "4 Martin4 – Durand4", f"Première équipe de Vitré : 15{NBSP}€"],
    ]
    assert table.rowCount() == 4
    assert table.item(0, 1).toolTip() == "Jean Martin7 – Paul Durand7"
    assert dialog.preview.note.text() == (
        f"Ex æquo au rang 2 sans le même lot{NBSP}: 1, 2, 3, à départager."
    )

    with qtbot.waitSignal(context.changed) as changed:
        save(qtbot, dialog)
    assert errors == []
    assert changed.args == [Area.SETTINGS]
    assert dialog.result() == QDialog.DialogCode.Accepted
    db = context.database
    with db.session() as session:
        rows = session.exec(select(models.Prize).order_by(col(models.Prize.position))).all()
        fee_row = session.exec(select(models.Settings.fee_cents, models.Settings.fee_basis)).one()
    assert [
        (
            r.first_rank,
            r.last_rank,
            r.amount_cents,
            r.item,
            r.special,
            r.filter_kind,
            r.filter_value,
        )
        for r in rows
    ] == [
        (1, 1, None, "2 jambons", "", "", ""),
        (2, 3, 2000, "", "", "", ""),
        (None, None, 1500, "", "Première équipe de Vitré", "club", "Vitré"),
    ]
    assert tuple(fee_row) == (1000, "team")
    assert context.undo_stack.undoText() == "Modifier la caisse et les lots"

    context.undo_stack.undo()
    assert prizes.get_prizes(db) == PrizeList()
    assert fees.get_fee(db) == FeeSettings()
    context.undo_stack.redo()
    assert len(prizes.get_prizes(db).ranks) == 2
    assert prizes.get_prizes(db).specials[0].filter.kind is FilterKind.CLUB
    assert fees.get_fee(db).amount_cents == 1000


def test_the_saved_list_is_shown_again(qtbot: QtBot, context: TournamentContext) -> None:
    fees.set_fee(
        context.database, fee=FeeSettings(amount_cents=250, basis=FeeBasis.PLAYER), who=WHO
    )
    listed = PrizeList(ranks=(prizes_rank(1, 4, 1250),))
    prizes.replace_prizes(context.database, prizes=listed, who=WHO)
    dialog = open_dialog(qtbot, context)
    assert dialog.fee_box.amount.text() == f"2,50{NBSP}€"
    assert dialog.fee_box.basis.currentText() == "par joueur"
    assert [dialog.ranks.item(0, column).text() for column in range(4)] == ["1", "4", "12,50", ""]
    assert dialog.edited().prizes == listed
    save(qtbot, dialog)  # nothing changed: nothing to undo
    assert context.undo_stack.count() == 0


def test_refusals_are_shown_and_nothing_is_saved(
    qtbot: QtBot, context: TournamentContext, errors: list[str]
) -> None:
    dialog = open_dialog(qtbot, context)
    add_line(qtbot, dialog, Qt.Key.Key_A)
    type_cell(qtbot, dialog, "abc")
    assert dialog.preview.warning.text() == (
        "Ligne 1 : montant « abc » illisible (par exemple 20 ou 12,50)."
    )
    save(qtbot, dialog)
    assert errors == ["Ligne 1 : montant « abc » illisible (par exemple 20 ou 12,50)."]
    dialog.ranks.setCurrentCell(0, 2)
    dialog.ranks.setFocus()
    type_cell(qtbot, dialog, "-5")
    save(qtbot, dialog)
    assert errors[-1] == f"Lot « 1er » : montant -5{NBSP}€ négatif."
    dialog.ranks.setCurrentCell(0, 2)
    dialog.ranks.setFocus()
    type_cell(qtbot, dialog, "5")
    add_line(qtbot, dialog, Qt.Key.Key_A)
    type_cell(qtbot, dialog, "8")
    press(qtbot, dialog.ranks, Qt.Key.Key_Left)
    press(qtbot, dialog.ranks, Qt.Key.Key_Left)
    type_cell(qtbot, dialog, "1")
    save(qtbot, dialog)
    assert errors[-1] == "Les lots « 1er » et « 1er à 2e » se chevauchent : un rang n'a qu'un lot."
    add_line(qtbot, dialog, Qt.Key.Key_P)
    dialog.specials.filter_choice(0).setCurrentIndex(1)
    save(qtbot, dialog)
    assert errors[-1] == (
        "Prix spécial sans nom : donnez-lui un nom (« Première équipe du club »)."
    )
    assert dialog.isVisible()
    assert prizes.get_prizes(context.database) == PrizeList()
    assert context.undo_stack.count() == 0
    dialog.specials.setFocus()
    press(qtbot, dialog, Qt.Key.Key_X, alt=True)  # « Retirer ce prix »
    qtbot.waitUntil(lambda: dialog.specials.rowCount() == 0)


def test_before_any_finished_round_the_preview_says_so(qtbot: QtBot, tmp_path: Path) -> None:
    db = new_tournament(tmp_path / "neuf.tournoi", teams=4, draw=DrawMethod.RANDOM)
    context = TournamentContext(db, who=WHO)
    try:
        dialog = open_dialog(qtbot, context)
        assert dialog.preview.heading.text() == (
            "Aucune partie n'est terminée : le palmarès se fait après une partie."
        )
        dialog.close()
    finally:
        context.close()


def prizes_rank(first: int, last: int, amount: int) -> prizes.RankPrize:
    return prizes.RankPrize(first=first, last=last, reward=prizes.Reward(amount_cents=amount))


def test_the_tournament_menu_opens_the_dialog(
    qtbot: QtBot, tmp_path: Path, preferences: Preferences, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "menu.tournoi"
    new_tournament(path, teams=2).close()
    window = MainWindow(preferences)
    qtbot.addWidget(window)
    assert window.open_location(str(path))
    opened: list[str] = []
    monkeypatch.setattr(PrizesDialog, "exec", lambda self: opened.append(self.windowTitle()) or 0)
    action = next(a for a in window.menus.tournament.actions() if a.text() == "Caisse et &lots…")
    action.trigger()
    assert opened == ["Caisse et lots"]
    window.close_tournament()


def test_the_cash_balance_takes_the_prizes_paid_in_cash(
    qtbot: QtBot, context: TournamentContext
) -> None:
    """Received, still due, prizes in cash and what the box should hold, as the list is typed."""
    fees.set_fee(context.database, fee=FeeSettings(amount_cents=1000), who=WHO)
    prizes.replace_prizes(
        context.database,
        prizes=PrizeList(ranks=(prizes_rank(1, 1, 2000), prizes_rank(2, 3, 1000))),
        who=WHO,
    )
    dialog = open_dialog(qtbot, context)
    assert dialog.fee_box.balance.text() == (
        f"reçu 50{NBSP}€ − lots en espèces 40{NBSP}€ = "
        f"<b>la caisse doit contenir 10{NBSP}€</b> · 30{NBSP}€ encore dû, à encaisser"
    )
    add_line(qtbot, dialog, Qt.Key.Key_A)  # rank 4, on its amount
    type_cell(qtbot, dialog, "25")
    assert dialog.fee_box.balance.text() == (
        f"reçu 50{NBSP}€ − lots en espèces 65{NBSP}€ = "
        f"<b>la caisse doit contenir -15{NBSP}€</b> (les lots dépassent les inscriptions "
        f"reçues) · 30{NBSP}€ encore dû, à encaisser"
    )


def test_the_palmares_stays_while_a_special_prize_is_incomplete(
    qtbot: QtBot, context: TournamentContext
) -> None:
    """The preview emptied to a line of warning until the special prize had its club."""
    prizes.replace_prizes(
        context.database, prizes=PrizeList(ranks=(prizes_rank(1, 2, 2000),)), who=WHO
    )
    dialog = open_dialog(qtbot, context)
    table = dialog.preview.table
    before = table.rowCount()
    assert before > 0 and not dialog.preview.warning.isVisible()
    add_line(qtbot, dialog, Qt.Key.Key_P)  # « Ajouter un prix spécial », on its name
    type_cell(qtbot, dialog, "Première équipe de Vitré")
    assert dialog.preview.warning.isVisible()
    assert dialog.preview.warning.text().startswith("Prix spécial « Première équipe de Vitré »")
    assert table.rowCount() == before  # the palmarès of the list before, still there
    assert dialog.preview.heading.text() == "Palmarès après le tour 1"
    dialog.specials.setCurrentCell(0, 2)
    dialog.specials.setFocus()
    type_cell(qtbot, dialog, "Vitré")  # typed straight into the cell, no double click
    assert dialog.specials.item(0, 2).text() == "Vitré"
    press(qtbot, dialog.specials, Qt.Key.Key_Right)
    type_cell(qtbot, dialog, "15")
    assert not dialog.preview.warning.isVisible()
    assert table.rowCount() == before + 1


def test_a_special_prize_s_long_cells_wrap_at_their_words(
    qtbot: QtBot, context: TournamentContext
) -> None:
    """« Amicale bouliste de Vitré » read « Amicale … » in a dialog 1300 pixels wide."""
    long_prize = prizes.SpecialPrize(
        name="Meilleure équipe sans licencié",
        filter=prizes.TeamFilter(kind=FilterKind.SAME_CLUB, value="Amicale bouliste de Vitré"),
        reward=prizes.Reward(amount_cents=1500, item="bouteille de cidre"),
    )
    prizes.replace_prizes(context.database, prizes=PrizeList(specials=(long_prize,)), who=WHO)
    dialog = open_dialog(qtbot, context)
    assert dialog.width() <= 1366 and dialog.height() <= 768
    table = dialog.specials
    assert table.wordWrap() and table.textElideMode() is Qt.TextElideMode.ElideNone
    for column in (0, 2, 4):
        text = table.item(0, column).text()
        width = table.columnWidth(column) - 8
        needed = table.fontMetrics().boundingRect(
            QRect(0, 0, width, 10_000), int(Qt.TextFlag.TextWordWrap), text
        )
        assert table.rowHeight(0) >= needed.height(), text
