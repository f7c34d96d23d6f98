"""The score entry form (F3): a donne built with clicks and keys, stored as if its notation were typed."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QAbstractButton, QDialogButtonBox, QMainWindow, QPushButton
from pytestqt.qtbot import QtBot

from engine import (
    CAPOT,
    Annonce,
    AnnonceKind,
    Coinche,
    Donne,
    PerTeam,
    Rank,
    Rules,
    Suit,
    Team,
    Trump,
    Variant,
)
from tests.ui.test_entry_page import answer, stored, type_donne
from tournoi.ui.context import TournamentContext
from tournoi.ui.entry import EntryPage, Mode
from tournoi.ui.entry.form import DonneForm, Nobody
from tournoi.ui.entry.verdict import Verdict

SA_TA = Rules(target=1000, sans_atout_tout_atout=True)
ANNONCES = Rules(variant=Variant.CLASSIQUE, target=1000, annonces=True)


@pytest.fixture
def open_page(
    qtbot: QtBot, tournament_factory: Callable[..., TournamentContext]
) -> Iterator[Callable[..., EntryPage]]:
    """``open_page(rules=...)``: the entry page of a new tournament, in a window with undo."""
    contexts: list[TournamentContext] = []
    windows: list[QMainWindow] = []  # alive until the test ends

    def build(**options: object) -> EntryPage:
        context = tournament_factory(**options)
        contexts.append(context)
        window = QMainWindow()
        page = EntryPage(context)
        window.setCentralWidget(page)
        undo = context.undo_stack.createUndoAction(window)
        undo.setShortcut(QKeySequence.StandardKey.Undo)
        window.addAction(undo)
        qtbot.addWidget(window)
        windows.append(window)
        window.resize(1366, 768)
        window.show()
        window.activateWindow()
        qtbot.waitExposed(window)
        qtbot.waitUntil(window.isActiveWindow)  # for F3 and Ctrl+Z to reach the page
        return page

    yield build
    for context in contexts:
        context.undo_stack.clear()


@pytest.fixture
def page(open_page: Callable[..., EntryPage]) -> EntryPage:
    """Contrée to 1000 points, without Sans Atout and Tout Atout."""
    return open_page()


def click(qtbot: QtBot, button: QAbstractButton) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def ok_button(form: DonneForm) -> QPushButton:
    return form.buttons.button(QDialogButtonBox.StandardButton.Ok)


def fill_with(qtbot: QtBot, page: EntryPage, act: Callable[[DonneForm], None]) -> None:
    """Open the form with F3 from where the focus is (the entry line or the sheet); ``act`` on it."""
    errors = answer(DonneForm, act)
    focus = page.table if page.table.hasFocus() else page.entry
    qtbot.keyClick(focus, Qt.Key.Key_F3)
    if errors:
        raise errors[0]
    page.window().activateWindow()  # the window manager's part, once a dialog is closed
    qtbot.waitUntil(page.window().isActiveWindow)


def type_points(qtbot: QtBot, form: DonneForm, points: str) -> None:
    """Click in the points, as the mouse does, then type them."""
    click(qtbot, form.points)
    qtbot.wait(1)
    qtbot.keyClicks(form.points, points)


def context_of(page: EntryPage) -> TournamentContext:
    return page.context


def test_a_new_donne_titled_with_its_table_and_number(qtbot: QtBot, page: EntryPage) -> None:
    type_donne(qtbot, page, "A 110 c 117 b")

    def act(form: DonneForm) -> None:
        assert form.heading.text() == "Table 1 — Donne 2"
        sheet = page.model.sheet
        assert sheet is not None
        team = sheet.teams[Team.B]
        assert form.taker.button(Team.B).text() == f"&B — n° {team.number} « {team.name} »"
        assert form.taker.button(Nobody.PASSED).text() == "&Tout le monde passe"
        form.reject()

    fill_with(qtbot, page, act)
    assert len(stored(context_of(page)).lines) == 1


# A contrée donne, with the mouse then with the keyboard


def test_a_contree_donne_clicked_is_stored_as_typed(qtbot: QtBot, page: EntryPage) -> None:
    seen: list[str] = []

    def act(form: DonneForm) -> None:
        assert form.windowTitle() == "Saisir une donne avec le formulaire"
        assert not ok_button(form).isEnabled()
        assert not form.points.isEnabled()  # nothing but the taker before the taker
        click(qtbot, form.taker.button(Team.A))
        qtbot.keyClicks(form.contract, "110")
        click(qtbot, form.trump.button(Trump.COEUR))
        assert "À compléter" in form.preview.text()  # the points are missing
        type_points(qtbot, form, "117")
        click(qtbot, form.belote.button(Team.A))
        seen.append(form.notation.text())
        seen.append(form.preview.text())
        click(qtbot, ok_button(form))

    fill_with(qtbot, page, act)
    assert "A 110 c 117 b" in seen[0]
    assert "fait : A 140, B 50" in seen[1]
    line = stored(context_of(page)).lines[0]
    assert line.donne == Donne(
        taker=Team.A, contract=110, trump=Trump.COEUR, points=117, belotes=PerTeam(1, 0)
    )
    assert line.marks == PerTeam(140, 50)
    assert page.entry.text() == "" and page.presenter.editing.mode is Mode.NEW
    assert page.total_labels[Team.A].text() == "140"


def test_the_form_from_the_keyboard_alone(qtbot: QtBot, page: EntryPage) -> None:
    def act(form: DonneForm) -> None:
        qtbot.waitUntil(form.isActiveWindow)  # mnemonics work in the active window
        assert form.taker.button(Team.A).hasFocus()
        qtbot.keyClick(form, Qt.Key.Key_B, Qt.KeyboardModifier.AltModifier)
        qtbot.waitUntil(lambda: form.taker.value() is Team.B)  # a mnemonic clicks the button
        qtbot.keyClick(form, Qt.Key.Key_C, Qt.KeyboardModifier.AltModifier)
        assert form.contract.hasFocus()
        qtbot.keyClicks(form.contract, "90")
        qtbot.keyClick(form, Qt.Key.Key_O, Qt.KeyboardModifier.AltModifier)
        qtbot.keyClick(form.focusWidget(), Qt.Key.Key_Right)  # ♠ → ♥, none chosen yet
        qtbot.keyClick(form.focusWidget(), Qt.Key.Key_Space)
        assert form.trump.value() is Trump.COEUR
        qtbot.keyClick(form, Qt.Key.Key_E, Qt.KeyboardModifier.AltModifier)
        qtbot.keyClick(form.focusWidget(), Qt.Key.Key_Right)  # sans → contré
        assert form.coinche.value() is Coinche.CONTRE
        qtbot.keyClick(form, Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)
        assert form.points.hasFocus()
        qtbot.keyClicks(form.points, "95")
        qtbot.keyClick(form, Qt.Key.Key_L, Qt.KeyboardModifier.AltModifier)
        qtbot.keyClick(form.focusWidget(), Qt.Key.Key_Right)  # aucune → A
        assert "B 90 c x 95 bA" in form.notation.text()
        qtbot.keyClick(form.points, Qt.Key.Key_Return)

    fill_with(qtbot, page, act)
    line = stored(context_of(page)).lines[0]
    assert line.donne == Donne(
        taker=Team.B,
        contract=90,
        trump=Trump.COEUR,
        coinche=Coinche.CONTRE,
        points=95,
        belotes=PerTeam(1, 0),
    )
    assert line.made is True


def test_everybody_passed(qtbot: QtBot, page: EntryPage) -> None:
    def act(form: DonneForm) -> None:
        click(qtbot, form.taker.button(Team.A))
        click(qtbot, form.trump.button(Trump.PIQUE))
        click(qtbot, form.taker.button(Nobody.PASSED))
        fields = (form.contract, form.trump.widget, form.coinche.widget, form.points)
        assert not any(field.isEnabled() for field in fields)
        assert not form.capot.widget.isEnabled() and not form.belote_stack.isEnabled()
        assert form.taker.widget.isEnabled()
        assert ">-</span>" in form.notation.text()
        assert form.verdict is Verdict.OK
        click(qtbot, ok_button(form))

    fill_with(qtbot, page, act)
    line = stored(context_of(page)).lines[0]
    assert line.donne == Donne()
    assert line.marks == PerTeam(0, 0)


def test_a_capot_needs_no_points(qtbot: QtBot, page: EntryPage) -> None:
    def act(form: DonneForm) -> None:
        click(qtbot, form.taker.button(Team.A))
        qtbot.keyClicks(form.contract, "c")
        click(qtbot, form.trump.button(Trump.PIQUE))
        type_points(qtbot, form, "150")
        click(qtbot, form.capot.button(Team.A))
        assert form.capot.button(Team.A).text() == "A, les preneurs"
        assert form.points.text() == "—"  # a capot says its points
        assert "A capot p cap" in form.notation.text()
        click(qtbot, ok_button(form))

    fill_with(qtbot, page, act)
    line = stored(context_of(page)).lines[0]
    assert line.donne == Donne(
        taker=Team.A, contract=CAPOT, trump=Trump.PIQUE, points=252, capot=Team.A
    )
    assert line.marks == PerTeam(500, 0)


def test_an_impossible_donne_cannot_be_recorded(qtbot: QtBot, page: EntryPage) -> None:
    def act(form: DonneForm) -> None:
        click(qtbot, form.taker.button(Team.A))
        qtbot.keyClicks(form.contract, "80")
        click(qtbot, form.trump.button(Trump.PIQUE))
        type_points(qtbot, form, "200")
        assert form.verdict is Verdict.ERROR
        assert not ok_button(form).isEnabled()
        assert "200 points : les preneurs ont de 0 à 162 points" in form.preview.text()
        assert "(§9.1)" in form.preview.text() and "#c0182b" in form.preview.text()
        qtbot.keyClick(form.points, Qt.Key.Key_Return)  # Enter does not record it either
        assert form.isVisible()
        form.reject()

    fill_with(qtbot, page, act)
    assert stored(context_of(page)).lines == ()
    assert page.entry.text() == ""


# Belotes and trumps by the rules


def test_tout_atout_with_two_belotes(qtbot: QtBot, open_page: Callable[..., EntryPage]) -> None:
    page = open_page(rules=SA_TA)

    def act(form: DonneForm) -> None:
        click(qtbot, form.taker.button(Team.B))
        qtbot.keyClicks(form.contract, "120")
        click(qtbot, form.trump.button(Trump.TOUT_ATOUT))
        click(qtbot, form.coinche.button(Coinche.CONTRE))
        type_points(qtbot, form, "200")
        assert form.belote_counts[Team.A].isVisible()
        qtbot.keyClick(form.belote_counts[Team.A], Qt.Key.Key_Up)
        qtbot.keyClick(form.belote_counts[Team.B], Qt.Key.Key_Up)
        assert "B 120 ta x 200 b bA" in form.notation.text()
        click(qtbot, form.trump.button(Trump.SANS_ATOUT))
        assert not form.belote_stack.isEnabled()  # no belote at Sans Atout
        click(qtbot, form.trump.button(Trump.TOUT_ATOUT))
        click(qtbot, ok_button(form))

    fill_with(qtbot, page, act)
    line = stored(context_of(page)).lines[0]
    assert line.donne == Donne(
        taker=Team.B,
        contract=120,
        trump=Trump.TOUT_ATOUT,
        coinche=Coinche.CONTRE,
        points=200,
        belotes=PerTeam(1, 1),
    )
    assert line.marks == PerTeam(0, 360)


def test_no_sans_atout_nor_tout_atout_when_the_rules_leave_them_out(
    qtbot: QtBot, page: EntryPage
) -> None:
    def act(form: DonneForm) -> None:
        assert form.trump.values == [Trump.PIQUE, Trump.COEUR, Trump.CARREAU, Trump.TREFLE]
        texts = [button.text() for button in form.trump.buttons]
        assert texts == ["♠ pique", "♥ cœur", "♦ carreau", "♣ trèfle"]
        assert form.belote_counts == {}
        form.reject()

    fill_with(qtbot, page, act)
    assert stored(context_of(page)).lines == ()


# Classique with annonces


def test_a_classique_donne_with_an_annonce_and_a_belote(
    qtbot: QtBot, open_page: Callable[..., EntryPage]
) -> None:
    page = open_page(rules=ANNONCES)

    def act(form: DonneForm) -> None:
        assert not hasattr(form, "contract") and not hasattr(form, "coinche")
        click(qtbot, form.taker.button(Team.A))
        click(qtbot, form.trump.button(Trump.COEUR))
        type_points(qtbot, form, "92")
        click(qtbot, form.belote.button(Team.A))
        # A carré de valets for A, added then removed.
        qtbot.keyClicks(form.kind, "ca")
        assert not form.suit_box.isEnabled()
        qtbot.keyClicks(form.height_box, "v")
        click(qtbot, form.add_button)
        assert form.annonce_list.item(0).text() == "carré de valets, équipe A"
        click(qtbot, form.remove_button)
        assert form.annonce_list.count() == 0
        # A tierce au roi de pique for B.
        qtbot.keyClick(form.kind, Qt.Key.Key_Home)
        qtbot.keyClick(form.height_box, Qt.Key.Key_End)
        qtbot.keyClick(form.height_box, Qt.Key.Key_Up)  # as → roi
        assert form.suit_box.currentText() == "♠ pique"
        qtbot.keyClick(form.annonce_team, Qt.Key.Key_Down)  # équipe A → équipe B
        click(qtbot, form.add_button)
        assert form.annonce_list.item(0).text() == "tierce hauteur roi à pique, équipe B"
        assert "A c 92 b tierce:Rp:B" in form.notation.text()
        click(qtbot, ok_button(form))

    fill_with(qtbot, page, act)
    line = stored(context_of(page)).lines[0]
    assert line.donne == Donne(
        taker=Team.A,
        trump=Trump.COEUR,
        points=92,
        belotes=PerTeam(1, 0),
        annonces=PerTeam((), (Annonce(AnnonceKind.TIERCE, Rank.KING, Suit.SPADES),)),
    )
    assert line.marks == PerTeam(112, 90)


# Correcting, inserting, a line half typed, undo


def test_correct_a_donne_from_the_sheet(qtbot: QtBot, page: EntryPage) -> None:
    for text in ("A 110 c 117 b", "B 80 p 100", "-"):
        type_donne(qtbot, page, text)
    qtbot.keyClick(page.entry, Qt.Key.Key_Up)
    qtbot.keyClick(page.table, Qt.Key.Key_Up)
    assert page.table.hasFocus() and page.current_row() == 1

    def act(form: DonneForm) -> None:
        assert form.heading.text() == "Table 1 — Correction de la donne 2"
        assert form.taker.value() is Team.B
        assert form.contract.currentText() == "80"
        assert form.trump.value() is Trump.PIQUE
        assert form.points.value() == 100
        form.points.selectAll()
        qtbot.keyClicks(form.points, "120")
        assert "fait : A 40, B 120" in form.preview.text()
        click(qtbot, ok_button(form))

    fill_with(qtbot, page, act)
    context = context_of(page)
    assert [line.donne.points for line in stored(context).lines] == [117, 120, None]
    assert stored(context).lines[1].marks == PerTeam(40, 120)
    assert page.presenter.editing.mode is Mode.NEW
    context.undo_stack.undo()
    assert stored(context).lines[1].donne.points == 100


def test_insert_a_forgotten_donne_with_the_form(qtbot: QtBot, page: EntryPage) -> None:
    for text in ("A 110 c 117 b", "B 80 p 100"):
        type_donne(qtbot, page, text)
    qtbot.keyClick(page.entry, Qt.Key.Key_Up)
    qtbot.keyClick(page.table, Qt.Key.Key_Insert)
    assert page.presenter.editing.mode is Mode.INSERT

    def act(form: DonneForm) -> None:
        assert form.taker.value() is None
        click(qtbot, form.taker.button(Team.A))
        qtbot.keyClicks(form.contract, "90")
        click(qtbot, form.trump.button(Trump.CARREAU))
        type_points(qtbot, form, "91")
        click(qtbot, ok_button(form))

    fill_with(qtbot, page, act)
    lines = stored(context_of(page)).lines
    assert [line.donne.points for line in lines] == [117, 91, 100]
    assert lines[1].donne.trump is Trump.CARREAU


def test_a_line_half_typed_fills_the_form(qtbot: QtBot, page: EntryPage) -> None:
    qtbot.keyClicks(page.entry, "B 100 t xx")

    def act(form: DonneForm) -> None:
        assert form.taker.value() is Team.B
        assert form.contract.currentText() == "100"
        assert form.trump.value() is Trump.TREFLE
        assert form.coinche.value() is Coinche.SURCONTRE
        assert form.points.text() == "—"
        assert form.verdict is Verdict.INCOMPLETE and not ok_button(form).isEnabled()
        type_points(qtbot, form, "130")
        click(qtbot, ok_button(form))

    fill_with(qtbot, page, act)
    line = stored(context_of(page)).lines[0]
    assert line.donne == Donne(
        taker=Team.B, contract=100, trump=Trump.TREFLE, coinche=Coinche.SURCONTRE, points=130
    )
    assert line.marks == PerTeam(0, 640)  # 160 x 4, points faits


def test_cancel_leaves_the_line_as_it_was(qtbot: QtBot, page: EntryPage) -> None:
    qtbot.keyClicks(page.entry, "A 110")

    def act(form: DonneForm) -> None:
        click(qtbot, form.trump.button(Trump.COEUR))
        click(qtbot, form.buttons.button(QDialogButtonBox.StandardButton.Cancel))

    fill_with(qtbot, page, act)
    assert page.entry.text() == "A 110"
    assert stored(context_of(page)).lines == ()


def test_undo_after_the_form_undoes_the_donne(qtbot: QtBot, page: EntryPage) -> None:
    type_donne(qtbot, page, "A 110 c 117 b")

    def act(form: DonneForm) -> None:
        click(qtbot, form.taker.button(Team.B))
        qtbot.keyClicks(form.contract, "80")
        click(qtbot, form.trump.button(Trump.PIQUE))
        type_points(qtbot, form, "100")
        click(qtbot, ok_button(form))

    fill_with(qtbot, page, act)
    context = context_of(page)
    assert len(stored(context).lines) == 2
    assert context.undo_stack.undoText() == "la donne 2, table 1"
    qtbot.keyClick(page.entry, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert [line.donne.taker for line in stored(context).lines] == [Team.A]
    assert page.model.rowCount() == 1
    context.undo_stack.redo()
    assert stored(context).lines[1].marks == PerTeam(60, 100)


def test_the_form_is_closed_to_a_validated_partie(qtbot: QtBot, page: EntryPage) -> None:
    type_donne(qtbot, page, "A capot p cap")
    type_donne(qtbot, page, "A capot c cap")
    assert page.presenter.validate()
    assert page.presenter.load_table(1)  # validating moved on to table 2
    assert not page.form_button.isEnabled()
    assert not page.show_form()
    assert len(stored(context_of(page)).lines) == 2


def test_f3_is_in_the_keys_help(page: EntryPage) -> None:
    meanings = dict(page.guide.keys())
    assert meanings["F3"].startswith("saisir la donne à la souris")
    assert "F3 : formulaire" in page.keys_label.text()
    assert "F3 : formulaire" in page.legend.text()
    assert page.form_button.text() == "Formulaire… (F3)"


def test_an_arbiters_decision_through_the_form(qtbot: QtBot, page: EntryPage) -> None:
    def decide(form: DonneForm) -> None:
        assert not form.decision_box.isEnabled()
        click(qtbot, form.taker.button(Nobody.DECISION))
        assert form.decision_box.isEnabled()
        form.decision_box.marks[Team.B].selectAll()
        qtbot.keyClicks(form.decision_box.marks[Team.B], "162")
        qtbot.keyClicks(form.decision_box.reason, "3e maldonne")
        assert form.verdict is Verdict.OK
        assert "d 0 162 3e maldonne" in form.notation.text()
        click(qtbot, ok_button(form))

    fill_with(qtbot, page, decide)
    (line,) = stored(context_of(page)).lines
    assert line.donne == Donne(decision=PerTeam(0, 162), reason="3e maldonne")

    def keep(form: DonneForm) -> None:
        assert form.taker.value() is Nobody.DECISION
        assert form.decision_box.reason.text() == "3e maldonne"
        assert form.donne() == line.donne
        form.reject()

    page.table.setFocus()
    page.table.selectRow(0)
    fill_with(qtbot, page, keep)


def test_annonce_points_and_a_renonce_through_the_form(
    qtbot: QtBot, open_page: Callable[..., EntryPage]
) -> None:
    page = open_page(rules=ANNONCES)
    written = Donne(
        taker=Team.A, trump=Trump.PIQUE, points=100, annonce_points=PerTeam(0, 50), renonce=Team.B
    )

    def fill(form: DonneForm) -> None:
        assert form.paper_box is not None
        click(qtbot, form.taker.button(Team.A))
        click(qtbot, form.trump.button(Trump.PIQUE))
        type_points(qtbot, form, "100")
        click(qtbot, form.paper_box.team.button(Team.B))
        form.paper_box.points.setValue(50)
        click(qtbot, form.paper_box.renonce.button(Team.B))
        assert form.donne() == written
        assert "nB50 rB" in form.notation.text()
        click(qtbot, ok_button(form))

    fill_with(qtbot, page, fill)
    (line,) = stored(context_of(page)).lines
    assert line.donne == written
    assert line.marks == PerTeam(150, 62)
