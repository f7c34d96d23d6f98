"""The score entry screen, driven from the keyboard as an arbiter does, checked against the services."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TypeVar

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QMainWindow,
    QMessageBox,
    QRadioButton,
    QTextBrowser,
)
from pytestqt.qtbot import QtBot

from engine import Coinche, PerTeam, Rules, Team, Trump, Variant, score_donne
from engine.notation import parse_donne
from tournoi.services import audit, draws, scores
from tournoi.services.scores import PartieState, SheetView
from tournoi.services.standings import current as standings
from tournoi.services.tables import entry as table_entry
from tournoi.services.tables import links as table_links
from tournoi.ui.context import TournamentContext
from tournoi.ui.entry import Editing, EntryPage, Mode, Verdict
from tournoi.ui.entry import actions as entry_page
from tournoi.ui.entry.commands import RecordDonne
from tournoi.ui.entry.dialogs import ForfeitDialog, PaperTotalsDialog, ShorthandHelp, UnlockDialog
from tournoi.ui.entry.sheet_model import SUSPECT_BACKGROUND, SUSPECT_ROLE, Column
from tournoi.ui.rounds.commands import DrawRound

WHOLE_PARTIE = [
    "A 110 c 117 b",  # A 140, B 50
    "B 80 p 100",  # A 60, B 100
    "-",
    "A 120 k x 130",  # contré made: A 320
    "B capot t cap",  # B 500
    "A capot p x cap",  # contré capot made: A 1000, over
]


@pytest.fixture
def window(qtbot: QtBot, context: TournamentContext) -> Iterator[QMainWindow]:
    """The page in a window with the Edit menu's undo and redo, as the application has them."""
    main = QMainWindow()
    page = EntryPage(context)
    main.setCentralWidget(page)
    undo = context.undo_stack.createUndoAction(main)
    undo.setShortcut(QKeySequence.StandardKey.Undo)
    redo = context.undo_stack.createRedoAction(main)
    redo.setShortcut(QKeySequence("Ctrl+Y"))
    main.addActions([undo, redo])
    qtbot.addWidget(main)
    main.resize(1366, 768)
    main.show()
    main.activateWindow()
    qtbot.waitExposed(main)
    yield main
    context.undo_stack.clear()


@pytest.fixture
def page(window: QMainWindow) -> EntryPage:
    widget = window.centralWidget()
    assert isinstance(widget, EntryPage)
    return widget


D = TypeVar("D", bound=QDialog)


def answer(kind: type[D], act: Callable[[D], None]) -> list[BaseException]:
    """Act on the next modal dialog (which must be a ``kind``) as soon as it opens.

    Whatever goes wrong, the dialog is closed, so that a failing test fails
    instead of waiting for ever; the list returned holds what went wrong.
    """
    errors: list[BaseException] = []

    def respond() -> None:
        dialog = QApplication.activeModalWidget()
        try:
            assert isinstance(dialog, kind), dialog
            act(dialog)
        except BaseException as error:  # re-raised by the test, after the dialog is closed
            errors.append(error)
            if isinstance(dialog, QDialog):
                dialog.reject()

    QTimer.singleShot(0, respond)
    return errors


def type_donne(qtbot: QtBot, page: EntryPage, text: str) -> None:
    qtbot.keyClicks(page.entry, text)
    qtbot.keyClick(page.entry, Qt.Key.Key_Return)


def stored(context: TournamentContext, table: int = 1) -> SheetView:
    return scores.sheet(context.database, round_number=1, table=table)


def shown_points(page: EntryPage) -> list[str]:
    column = page.model.column_of(Column.POINTS)
    return [str(page.model.index(row, column).data()) for row in range(page.model.rowCount())]


# Finding a sheet


def test_the_page_opens_on_the_first_table_of_the_current_round(
    page: EntryPage, context: TournamentContext
) -> None:
    first = draws.round_view(context.database, round_number=1).tables[0]
    assert page.model.sheet is not None
    assert page.model.sheet.table == first.table
    assert "Tour 1 — Table 1" in page.heading.text()
    assert f"n° {first.a.number} « {first.a.name} »" in page.teams_label.text()
    assert page.state_label.text() == "pas commencée"
    assert page.entry.hasFocus()


def test_type_a_table_number_and_land_on_its_sheet(
    qtbot: QtBot, page: EntryPage, context: TournamentContext
) -> None:
    qtbot.keyClick(page.entry, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
    assert page.table_edit.hasFocus()
    qtbot.keyClicks(page.table_edit, "3")
    qtbot.keyClick(page.table_edit, Qt.Key.Key_Return)
    table = draws.round_view(context.database, round_number=1).tables[2]
    assert page.model.sheet is not None and page.model.sheet.table == 3
    assert "Table 3" in page.heading.text()
    assert f"B — n° {table.b.number} « {table.b.name} »" in page.teams_label.text()
    assert page.entry.hasFocus()  # ready for the first donne


def test_a_team_number_or_name_finds_its_table(page: EntryPage, context: TournamentContext) -> None:
    seats = draws.seats(context.database, round_number=1)
    seat = next(s for s in seats if s.table == 4)
    assert page.presenter.go_to(f"e{seat.team.number}")
    assert page.model.sheet is not None and page.model.sheet.table == 4
    other = next(s for s in seats if s.table == 2)
    assert page.presenter.go_to(other.team.name.split(" – ")[0].lower())
    assert page.model.sheet.table == 2
    assert "table 2" in page.notice.text()


def test_a_table_that_does_not_exist_is_said_and_the_sheet_stays(
    qtbot: QtBot, page: EntryPage
) -> None:
    page._focus_table_edit()
    qtbot.keyClicks(page.table_edit, "99")
    qtbot.keyClick(page.table_edit, Qt.Key.Key_Return)
    assert page.notice.text() == "Il n'y a pas de table 99 au tour 1."
    assert page.model.sheet is not None and page.model.sheet.table == 1


def test_page_down_and_up_go_through_the_tables(qtbot: QtBot, page: EntryPage) -> None:
    qtbot.keyClick(page.entry, Qt.Key.Key_PageDown)
    qtbot.keyClick(page.entry, Qt.Key.Key_PageDown)
    assert page.model.sheet is not None and page.model.sheet.table == 3
    qtbot.keyClick(page.entry, Qt.Key.Key_PageUp)
    assert page.model.sheet.table == 2
    assert page.entry.hasFocus()


# Entering donnes


def test_a_whole_partie_typed_on_the_keyboard(
    qtbot: QtBot, page: EntryPage, context: TournamentContext
) -> None:
    qtbot.keyClicks(page.entry, WHOLE_PARTIE[0])
    assert page.presenter.verdict is Verdict.OK
    assert "fait : A 140, B 50" in page.preview.text()
    qtbot.keyClick(page.entry, Qt.Key.Key_Return)
    for line in WHOLE_PARTIE[1:]:
        type_donne(qtbot, page, line)
        assert page.entry.text() == ""
    sheet = stored(context)
    assert len(sheet.lines) == 6
    assert [line.marks for line in sheet.lines] == [
        PerTeam(140, 50), PerTeam(60, 100), PerTeam(0, 0), PerTeam(320, 0), PerTeam(0, 500),
        PerTeam(1000, 0),
    ]  # fmt: skip
    assert sheet.totals == PerTeam(1520, 650)
    assert sheet.state is PartieState.FINISHED and sheet.winner is Team.A
    # What the screen shows
    assert page.model.rowCount() == 6
    assert page.total_labels[Team.A].text() == "1520"
    assert page.total_labels[Team.B].text() == "650"
    total_a = page.model.column_of(Column.TOTAL_A)
    assert page.model.index(5, total_a).data() == "1520"
    assert page.end_banner.isVisible()
    assert page.end_banner.text() == f"Partie terminée après la donne 6 : {sheet.result}"
    assert page.state_label.text() == "terminée"
    assert page.validate_button.isEnabled()
    # and the standings, from the services
    rows = {row.number: row for row in standings.standings(context.database)}
    winner, loser = rows[sheet.teams.a.number], rows[sheet.teams.b.number]
    assert (winner.won, winner.points_for, winner.points_against) == (1, 1520, 650)
    assert (loser.lost, loser.points_for) == (1, 650)


def test_one_more_donne_after_the_end_is_refused(
    qtbot: QtBot, page: EntryPage, context: TournamentContext
) -> None:
    for line in WHOLE_PARTIE:
        type_donne(qtbot, page, line)
    qtbot.keyClicks(page.entry, "A 80 p 100")
    assert page.presenter.verdict is Verdict.ERROR
    assert "La partie est finie depuis la donne 6" in page.preview.text()
    assert "(§10.4)" in page.preview.text()
    qtbot.keyClick(page.entry, Qt.Key.Key_Return)
    assert len(stored(context).lines) == 6


def test_an_invalid_donne_shows_the_engine_message_and_stores_nothing(
    qtbot: QtBot, page: EntryPage, context: TournamentContext
) -> None:
    qtbot.keyClicks(page.entry, "A 85 c 100")
    message = "Contrat 85 : un contrat est un multiple de 10 de 80 à 160, ou capot. (§4.2.2)"
    assert page.presenter.verdict is Verdict.ERROR
    assert message in page.preview.text()
    qtbot.keyClick(page.entry, Qt.Key.Key_Return)
    assert stored(context).lines == ()
    assert page.model.rowCount() == 0
    assert page.entry.text() == "A 85 c 100"  # kept, to be corrected
    assert message in page.preview.text()
    assert context.undo_stack.count() == 0


def test_impossible_points_and_unknown_words_are_refused_while_typing(
    qtbot: QtBot, page: EntryPage, context: TournamentContext
) -> None:
    qtbot.keyClicks(page.entry, "A 80 p 161")
    assert "161 points : impossible" in page.preview.text() and "(§6)" in page.preview.text()
    page.entry.clear()
    qtbot.keyClicks(page.entry, "A 80 z 100")
    assert "« z » : abréviation inconnue" in page.preview.text()
    qtbot.keyClick(page.entry, Qt.Key.Key_Return)
    assert stored(context).lines == ()


def test_a_rule_refusing_a_word_goes_on_in_lower_case_after_the_colon(
    qtbot: QtBot, page: EntryPage
) -> None:
    qtbot.keyClicks(page.entry, "A 80 p 100 carre:8")
    assert page.presenter.verdict is Verdict.ERROR
    assert "« carre:8 » : un carré de 8 ne compte pas. (§8.1)" in page.preview.text()
    page.entry.clear()
    qtbot.keyClicks(page.entry, "A 80 p 100 tierce:v")
    assert "« tierce:v » : une tierce doit avoir une couleur. (§8.1)" in page.preview.text()


def test_a_donne_half_typed_asks_for_what_is_missing(qtbot: QtBot, page: EntryPage) -> None:
    qtbot.keyClicks(page.entry, "A 110")
    assert page.presenter.verdict is Verdict.INCOMPLETE
    assert "À compléter : Atout manquant" in page.preview.text()
    qtbot.keyClicks(page.entry, " c")
    assert page.presenter.verdict is Verdict.INCOMPLETE
    assert "Points des preneurs manquants" in page.preview.text()
    qtbot.keyClicks(page.entry, " 117")
    assert page.presenter.verdict is Verdict.OK


def test_enter_on_an_empty_line_records_nothing(
    qtbot: QtBot, page: EntryPage, context: TournamentContext
) -> None:
    qtbot.keyClick(page.entry, Qt.Key.Key_Return)
    assert stored(context).lines == ()
    assert page.presenter.verdict is Verdict.EMPTY
    assert "Tapez la donne 1 puis Entrée, ou les deux totaux de la feuille" in page.preview.text()


# Correcting, deleting, inserting, with undo and redo


def test_correct_a_donne_then_undo_and_redo(
    qtbot: QtBot, page: EntryPage, context: TournamentContext
) -> None:
    for line in WHOLE_PARTIE[:3]:
        type_donne(qtbot, page, line)
    qtbot.keyClick(page.entry, Qt.Key.Key_Up)
    assert page.table.hasFocus() and page.current_row() == 2
    qtbot.keyClick(page.table, Qt.Key.Key_Up)
    qtbot.keyClick(page.table, Qt.Key.Key_Return)
    assert page.presenter.editing.mode is Mode.CORRECT and page.presenter.editing.number == 2
    assert page.entry.hasFocus()
    assert page.entry.text() == "B 80 p 100"
    assert page.entry_label.text() == "Correction de la do&nne 2\u00a0:"
    qtbot.keyClick(page.entry, Qt.Key.Key_Backspace)
    qtbot.keyClick(page.entry, Qt.Key.Key_Backspace)
    qtbot.keyClicks(page.entry, "20")
    assert "fait : A 40, B 120" in page.preview.text()
    qtbot.keyClick(page.entry, Qt.Key.Key_Return)
    assert stored(context).lines[1].donne.points == 120
    assert shown_points(page) == ["117", "120", ""]
    assert page.presenter.editing.mode is Mode.NEW
    context.undo_stack.undo()
    assert stored(context).lines[1].donne.points == 100
    assert shown_points(page) == ["117", "100", ""]
    assert page.total_labels[Team.B].text() == "150"
    context.undo_stack.redo()
    assert stored(context).lines[1].donne.points == 120
    assert shown_points(page) == ["117", "120", ""]
    assert page.total_labels[Team.B].text() == "170"


def test_f2_corrects_and_escape_gives_up(qtbot: QtBot, page: EntryPage) -> None:
    type_donne(qtbot, page, "A 110 c 117 b")
    qtbot.keyClick(page.entry, Qt.Key.Key_Up)
    qtbot.keyClick(page.table, Qt.Key.Key_F2)
    assert page.presenter.editing == Editing(Mode.CORRECT, 1)
    qtbot.keyClick(page.entry, Qt.Key.Key_Escape)
    assert page.presenter.editing.mode is Mode.NEW
    assert page.entry.text() == ""
    assert page.entry_label.text() == "Do&nne 2\u00a0:"


def test_a_refused_correction_changes_nothing(
    qtbot: QtBot, page: EntryPage, context: TournamentContext
) -> None:
    type_donne(qtbot, page, "A 110 c 117 b")
    page.presenter.start_correction(0)
    page.entry.selectAll()
    qtbot.keyClicks(page.entry, "A 110 c 117 b b")
    assert "2 belotes" in page.preview.text() and "(§7)" in page.preview.text()
    qtbot.keyClick(page.entry, Qt.Key.Key_Return)
    assert stored(context).lines[0].donne.belotes == PerTeam(1, 0)
    assert page.presenter.editing.mode is Mode.CORRECT


def test_delete_a_donne_then_undo(
    qtbot: QtBot, page: EntryPage, context: TournamentContext, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[str] = []
    monkeypatch.setattr(
        entry_page, "confirm", lambda _p, _t, question: asked.append(question) or True
    )
    for line in WHOLE_PARTIE[:3]:
        type_donne(qtbot, page, line)
    qtbot.keyClick(page.entry, Qt.Key.Key_Up)
    qtbot.keyClick(page.table, Qt.Key.Key_Up)
    qtbot.keyClick(page.table, Qt.Key.Key_Up)
    qtbot.keyClick(page.table, Qt.Key.Key_Delete)
    assert asked and asked[0].startswith("Supprimer la donne 1 (A prend à 110 cœur")
    assert [line.donne.taker for line in stored(context).lines] == [Team.B, None]
    assert shown_points(page) == ["100", ""]
    context.undo_stack.undo()
    assert [line.donne for line in stored(context).lines] == [
        parse_donne(line, variant=Variant.CONTREE) for line in WHOLE_PARTIE[:3]
    ]
    assert shown_points(page) == ["117", "100", ""]
    context.undo_stack.redo()
    assert len(stored(context).lines) == 2


def test_delete_the_last_donne_then_undo(
    qtbot: QtBot, page: EntryPage, context: TournamentContext
) -> None:
    for line in WHOLE_PARTIE[:2]:
        type_donne(qtbot, page, line)
    assert page.presenter.delete_row(1, ask=False)
    assert len(stored(context).lines) == 1
    context.undo_stack.undo()
    assert stored(context).lines[1].donne.points == 100
    assert page.model.rowCount() == 2


def test_insert_a_forgotten_donne_before_another(
    qtbot: QtBot, page: EntryPage, context: TournamentContext
) -> None:
    for line in WHOLE_PARTIE[:2]:
        type_donne(qtbot, page, line)
    qtbot.keyClick(page.entry, Qt.Key.Key_Up)
    qtbot.keyClick(page.table, Qt.Key.Key_Insert)
    assert page.presenter.editing == Editing(Mode.INSERT, 2)
    assert page.entry_label.text() == "Do&nne insérée avant la 2\u00a0:"
    type_donne(qtbot, page, "A 90 k 91")
    assert shown_points(page) == ["117", "91", "100"]
    assert stored(context).lines[1].donne.trump is Trump.CARREAU
    context.undo_stack.undo()
    assert shown_points(page) == ["117", "100"]


def test_ctrl_z_on_the_entry_line_undoes_the_last_donne(
    qtbot: QtBot, page: EntryPage, context: TournamentContext
) -> None:
    type_donne(qtbot, page, "A 110 c 117 b")
    type_donne(qtbot, page, "B 80 p 100")
    qtbot.keyClick(page.entry, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(stored(context).lines) == 1
    assert page.model.rowCount() == 1
    qtbot.keyClick(page.entry, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert len(stored(context).lines) == 2
    # Even while something is typed, Ctrl+Z undoes the last recorded action, not the typing.
    qtbot.keyClicks(page.entry, "A 9")
    qtbot.keyClick(page.entry, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(stored(context).lines) == 1
    assert page.model.rowCount() == 1
    assert page.entry.text() == "A 9"
    assert context.undo_stack.redoText() == "la donne 2, table 1"


def test_typing_in_the_sheet_types_a_new_donne(qtbot: QtBot, page: EntryPage) -> None:
    type_donne(qtbot, page, "A 110 c 117 b")
    qtbot.keyClick(page.entry, Qt.Key.Key_Up)
    qtbot.keyClicks(page.table, "B")
    assert page.entry.hasFocus() and page.entry.text() == "B"


# Changes made elsewhere


def test_the_sheet_follows_changes_made_elsewhere(
    page: EntryPage, context: TournamentContext
) -> None:
    donne = parse_donne("B 80 p 100", variant=Variant.CONTREE)
    sheet = scores.sheet(context.database, round_number=1, table=1)
    context.push(RecordDonne(context, sheet, donne))  # as the form or another page would
    assert page.model.rowCount() == 1
    assert page.total_labels[Team.B].text() == "100"
    context.undo_stack.undo()
    assert page.model.rowCount() == 0


def test_a_sheet_changed_by_another_station_is_refused_until_reloaded(
    qtbot: QtBot, page: EntryPage, context: TournamentContext
) -> None:
    donne = parse_donne("B 80 p 100", variant=Variant.CONTREE)
    scores.record_donne(context.database, round_number=1, table=1, donne=donne, who="poste 2")
    type_donne(qtbot, page, "A 110 c 117 b")
    assert "a été modifiée entre-temps par poste 2" in page.preview.text()
    assert len(stored(context).lines) == 1


# Paper totals, validation, forfeit


def test_paper_totals_that_differ_point_at_the_suspect_donne(
    qtbot: QtBot, page: EntryPage, context: TournamentContext
) -> None:
    type_donne(qtbot, page, "A 80 p 102")
    type_donne(qtbot, page, "B 90 c 95 bB")  # totals 170 - 180

    def fill(dialog: PaperTotalsDialog) -> None:
        dialog.spins[Team.A].setValue(190)
        dialog.spins[Team.B].setValue(160)
        dialog.accept()

    errors = answer(PaperTotalsDialog, fill)
    qtbot.mouseClick(page.paper_button, Qt.MouseButton.LeftButton)
    assert not errors
    assert page.presenter.verification is not None and not page.presenter.verification.matches
    assert page.suspects.count() == 3
    assert page.suspects.item(0).text().startswith("Donne 2 : si la belote était à l'équipe A")
    assert (
        page.suspects.item(1)
        .text()
        .startswith("Donne 1 : si les preneurs (équipe A) avaient 122 points et non 102")
    )
    suspect = page.model.index(1, 0)
    assert suspect.data(SUSPECT_ROLE) is True
    assert suspect.data(Qt.ItemDataRole.BackgroundRole) == SUSPECT_BACKGROUND
    assert page.model.index(0, 0).data(SUSPECT_ROLE) is True
    assert stored(context).paper == PerTeam(190, 160)
    # A suspect chosen in the list selects its donne in the sheet.
    page._suspect_chosen(page.suspects.item(0))
    assert page.current_row() == 1
    # The donne corrected: the sheet changed, the old suspects are gone.
    page.presenter.start_correction(1)
    page.entry.setText("B 90 c 95 bA")
    qtbot.keyClick(page.entry, Qt.Key.Key_Return)
    assert page.model.suspects == frozenset()
    assert page.check_label.text() == (
        "Les totaux de la feuille (190 – 160) sont bien les totaux calculés."
    )
    assert page.suspects.count() == 0


def test_paper_totals_off_by_one_donnes_points_name_that_donne(
    qtbot: QtBot, page: EntryPage
) -> None:
    type_donne(qtbot, page, "A 100 c 121")  # A 120, B 40; with 131 points: A 130, B 30
    type_donne(qtbot, page, "A capot p cap")  # 620 - 40

    def fill() -> None:
        # Alt+X clicks « Totaux de la feuille… » a moment later: wait for its dialog.
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, PaperTotalsDialog):
            QTimer.singleShot(10, fill)
            return
        dialog.spins[Team.A].setValue(630)
        dialog.spins[Team.B].setValue(30)
        dialog.accept()

    QTimer.singleShot(0, fill)
    qtbot.keyClick(page.entry, Qt.Key.Key_X, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: page.presenter.verification is not None)
    assert page.check_label.text() == (
        "Les totaux de la feuille (630 – 30) diffèrent des totaux calculés (620 – 40) : "
        "écart +10 pour A, −10 pour B. Une seule correction l'explique entièrement. "
        "Donne 1 : si les preneurs (équipe A) avaient 131 points et non 121 (ou tout nombre "
        "de 128 à 134 : mêmes marques), les totaux seraient ceux de la feuille (630 – 30)."
    )
    assert [page.model.index(row, 0).data(SUSPECT_ROLE) for row in range(2)] == [True, False]


def test_paper_totals_that_match(page: EntryPage, qtbot: QtBot) -> None:
    type_donne(qtbot, page, "A 80 p 102")
    verification = page.presenter.check_paper(PerTeam(100, 60))
    assert verification is not None and verification.matches
    assert page.check_label.text() == verification.message
    assert page.suspects.count() == 0


def press_in_question(qtbot: QtBot, key: Qt.Key, modifier: Qt.KeyboardModifier) -> list[str]:
    """Press ``key`` in the next question box once it is the active window: a button's Alt
    key clicks it a moment later, so the box is waited for. Its text and default button are
    returned."""
    asked: list[str] = []

    def respond() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox) or QApplication.activeWindow() is not box:
            QTimer.singleShot(10, respond)
            return
        asked.extend([box.text(), box.defaultButton().text()])
        qtbot.keyClick(box, key, modifier)

    QTimer.singleShot(0, respond)
    return asked


def test_validating_with_paper_totals_that_differ_asks_first(
    qtbot: QtBot, page: EntryPage, context: TournamentContext
) -> None:
    type_donne(qtbot, page, "A capot p cap")
    type_donne(qtbot, page, "A capot c cap")  # 1000 - 0: over
    page.presenter.check_paper(PerTeam(990, 10))
    alt = Qt.KeyboardModifier.AltModifier
    # Alt+V asks; Enter takes « Annuler »: nothing validated.
    asked = press_in_question(qtbot, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier)
    qtbot.keyClick(page.entry, Qt.Key.Key_V, alt)
    qtbot.waitUntil(lambda: len(asked) == 2)
    assert asked == [
        "Les totaux de la feuille papier (990 – 10) diffèrent des totaux calculés "
        "(1000 – 0) : écart −10 pour A, +10 pour B.\n\n"
        "Valider quand même la partie de la table 1 avec les totaux calculés ? "
        "Le journal notera qu'elle a été validée malgré l'écart.",
        "Annuler",
    ]
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    assert stored(context).state is PartieState.FINISHED
    page.activateWindow()  # the offscreen screen gives it back only when asked
    qtbot.waitUntil(lambda: QApplication.activeWindow() is page.window())
    # Alt+V again, then Alt+V in the question: « Valider quand même ».
    asked = press_in_question(qtbot, Qt.Key.Key_V, alt)
    qtbot.keyClick(page.entry, Qt.Key.Key_V, alt)
    qtbot.waitUntil(lambda: stored(context).state is PartieState.VALIDATED)
    assert len(asked) == 2
    with context.database.session() as session:
        event = audit.entries(session)[-1]
    assert event.action == "partie.validate"
    assert event.message == (
        "Tour 1, table 1 : partie validée alors que les totaux de la feuille (990 – 10) "
        "diffèrent des totaux calculés (1000 – 0)."
    )
    assert event.after == {"state": "validated", "paper": [990, 10], "computed": [1000, 0]}


def sign_on_the_phone(context: TournamentContext, team: Team) -> None:
    """Team ``team`` signs table 1's sheet on its phone, as the server would have it."""
    link = next(
        link
        for link in table_links.issue_links(context.database, round_number=1, who="Marie")
        if link.table == 1
    )
    version = table_entry.open_sheet(context.database, secret=link.secret).sheet.version
    table_entry.sign(
        context.database, secret=link.secret, submission="envoi-0001", team=team,
        version=version,
    )  # fmt: skip


SIGNED_A = (
    "L'équipe A a signé cette feuille sur son téléphone : la changer efface les signatures. "
    "Changer quand même ?"
)


def test_changing_a_sheet_signed_on_the_phone_asks_first(
    qtbot: QtBot, page: EntryPage, context: TournamentContext
) -> None:
    type_donne(qtbot, page, "A capot p cap")
    type_donne(qtbot, page, "A capot c cap")  # 1000 - 0: over
    sign_on_the_phone(context, Team.A)
    page.presenter.reload_sheet()
    # Correcting donne 2: Enter in the question takes « Annuler », the signature holds.
    page.presenter.start_correction(1)
    page.entry.setText("B 80 c 100")
    asked = press_in_question(qtbot, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier)
    qtbot.keyClick(page.entry, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(asked) == 2)
    assert asked == [SIGNED_A, "Annuler"]
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    assert stored(context).totals == PerTeam(1000, 0)
    assert page.entry.text() == "B 80 c 100"  # what was typed stays, to confirm or to drop
    # Deleting asks too, the deletion and the signature in one question; Échap keeps all.
    asked = press_in_question(qtbot, Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier)
    assert not page.presenter.delete_row(0)
    assert asked[0].endswith(f"remontent d'un rang.\n\n{SIGNED_A}")
    assert asked[1] == "Annuler"
    assert len(stored(context).lines) == 2
    # « Changer quand même » (Alt+C): corrected, and the audit says the signature is void.
    page.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is page.window())
    page.entry.setFocus()
    asked = press_in_question(qtbot, Qt.Key.Key_C, Qt.KeyboardModifier.AltModifier)
    qtbot.keyClick(page.entry, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: stored(context).totals != PerTeam(1000, 0))
    assert asked == [SIGNED_A, "Annuler"]
    with context.database.session() as session:
        event = audit.entries(session)[-1]
    assert event.message.endswith(
        "Signature de l'équipe A effacée : la feuille a changé après la signature, "
        "chaque équipe la signe de nouveau."
    )


def test_a_sheet_nobody_signed_is_corrected_without_a_question(
    qtbot: QtBot, page: EntryPage, context: TournamentContext
) -> None:
    type_donne(qtbot, page, "A capot p cap")
    page.presenter.start_correction(0)
    page.entry.setText("B 80 c 100")
    qtbot.keyClick(page.entry, Qt.Key.Key_Return)
    assert QApplication.activeModalWidget() is None
    assert [line.donne.taker for line in stored(context).lines] == [Team.B]


def test_validate_then_editing_is_refused_until_unlocked(
    qtbot: QtBot, page: EntryPage, context: TournamentContext
) -> None:
    assert not page.validate_button.isEnabled()
    type_donne(qtbot, page, "A capot p cap")
    type_donne(qtbot, page, "A capot c cap")
    assert stored(context).state is PartieState.FINISHED
    qtbot.mouseClick(page.validate_button, Qt.MouseButton.LeftButton)
    assert stored(context).state is PartieState.VALIDATED
    # Validating moved on to the next table not finished.
    assert page.model.sheet is not None and page.model.sheet.table == 2
    assert page.notice.text() == "Table 1 validée."
    assert page.presenter.load_table(1)
    assert page.state_label.text() == "validée — verrouillée"
    assert page.presenter.verdict is Verdict.LOCKED
    assert not page.validate_button.isEnabled() and page.unlock_button.isEnabled()
    page.presenter.start_correction(1)
    page.entry.setText("A capot c x cap")
    qtbot.keyClick(page.entry, Qt.Key.Key_Return)
    assert "est validée par l'arbitre : déverrouillez-la" in page.preview.text()
    assert stored(context).lines[1].donne.coinche is Coinche.NONE

    def fill(dialog: UnlockDialog) -> None:
        dialog.reason.setText("contre oublié à la donne 2")
        dialog.accept()

    errors = answer(UnlockDialog, fill)
    qtbot.mouseClick(page.unlock_button, Qt.MouseButton.LeftButton)
    assert not errors
    assert stored(context).state is PartieState.FINISHED
    with context.database.session() as session:
        trail = audit.entries(session)
    assert trail[-1].action == "partie.unlock"
    assert "contre oublié à la donne 2" in trail[-1].message
    page.presenter.start_correction(1)
    page.entry.setText("A capot c x cap")
    qtbot.keyClick(page.entry, Qt.Key.Key_Return)
    assert stored(context).lines[1].donne.coinche is Coinche.CONTRE
    assert stored(context).totals == PerTeam(1500, 0)
    # Undo the correction, the unlocking: validated again.
    context.undo_stack.undo()
    context.undo_stack.undo()
    assert stored(context).state is PartieState.VALIDATED
    assert page.state_label.text() == "validée — verrouillée"


def test_a_forfeit_declared_then_undone(
    qtbot: QtBot, page: EntryPage, context: TournamentContext
) -> None:
    sheet = page.model.sheet
    assert sheet is not None

    def choose(dialog: ForfeitDialog) -> None:
        choices = dialog.findChildren(QRadioButton)
        assert [button.text() for button in choices] == [
            f"L'équipe A — n° {sheet.teams.a.number} « {sheet.teams.a.name} » est absente",
            f"L'équipe B — n° {sheet.teams.b.number} « {sheet.teams.b.name} » est absente",
        ]
        choices[1].setChecked(True)
        dialog.accept()

    errors = answer(ForfeitDialog, choose)
    qtbot.mouseClick(page.forfeit_button, Qt.MouseButton.LeftButton)
    assert not errors
    assert stored(context).forfeit is Team.B
    assert page.end_banner.isVisible()
    assert page.end_banner.text().startswith(f"Forfait de l'équipe {sheet.teams.b.number}")
    assert page.presenter.verdict is Verdict.LOCKED
    # The table shows what the standings count: the present team marks as a bye.
    present = next(
        row for row in standings.standings(context.database) if row.number == sheet.teams.a.number
    )
    assert present.points_for > 0
    assert [page.total_labels[team].text() for team in Team] == [str(present.points_for), "0"]
    context.undo_stack.undo()
    assert stored(context).forfeit is None
    assert not page.end_banner.isVisible()


# Help and variants


def test_f1_shows_every_abbreviation(qtbot: QtBot, page: EntryPage) -> None:
    shown: list[str] = []

    def read(dialog: ShorthandHelp) -> None:
        shown.append(dialog.findChild(QTextBrowser).toPlainText())
        dialog.reject()

    errors = answer(ShorthandHelp, read)
    qtbot.keyClick(page.entry, Qt.Key.Key_F1)
    assert not errors
    text = " ".join(shown[0].split())
    for code, meaning in page.guide.rows() + page.guide.keys():
        assert " ".join(code.split()) in text and meaning in text
    # A capot reads as the paper sheet writes it, not as the 252 points the rules count.
    assert "A capot k cap exemple : A prend capot à carreau : capot de A." in text
    assert "252" not in text


def test_a_capot_reads_capot_in_the_points_column(qtbot: QtBot, page: EntryPage) -> None:
    type_donne(qtbot, page, "A capot p cap")
    type_donne(qtbot, page, "A 110 c capB")
    type_donne(qtbot, page, "B 80 k 100")
    assert shown_points(page) == ["capot", "0", "100"]
    column = page.model.column_of(Column.POINTS)
    tips = [page.model.index(row, column).data(Qt.ItemDataRole.ToolTipRole) for row in range(2)]
    assert tips[0].startswith("A prend capot à pique : capot de A.")
    assert tips[1].startswith("A prend à 110 cœur : capot de B.")


@pytest.mark.parametrize(
    "rules",
    [
        Rules(target=1000),
        Rules(target=1000, sans_atout_tout_atout=True),
        Rules(variant=Variant.CLASSIQUE, target=1000),
        Rules(variant=Variant.CLASSIQUE, target=1000, annonces=True),
    ],
)
def test_the_examples_on_screen_are_donnes_these_rules_accept(
    qtbot: QtBot, tournament_factory: Callable[..., TournamentContext], rules: Rules
) -> None:
    page = EntryPage(tournament_factory(rules=rules))
    qtbot.addWidget(page)
    for example in page.guide.examples():
        assert f"<b>{example}</b>" in page.legend.text() or example != page.guide.examples()[0]
        score_donne(parse_donne(example, variant=rules.variant), rules)
    for code, _meaning in page.guide.rows():
        assert code


def test_classique_with_annonces(
    qtbot: QtBot, tournament_factory: Callable[..., TournamentContext]
) -> None:
    rules = Rules(variant=Variant.CLASSIQUE, target=1000, annonces=True)
    context = tournament_factory(rules=rules)
    page = EntryPage(context)
    qtbot.addWidget(page)
    assert page.model.column_of(Column.CONTRACT) == -1
    assert page.model.column_of(Column.ANNONCES) >= 0
    assert "tierce:Rc" in page.legend.text()
    page.entry.setText("A c 92 tierce:Rp:B bA")
    assert page.presenter.verdict is Verdict.OK
    assert page.presenter.submit()
    line = stored(context).lines[0]
    assert line.marks == PerTeam(112, 70 + 20)
    annonces = page.model.index(0, page.model.column_of(Column.ANNONCES)).data()
    assert annonces == "B : tierce R♠"
    page.entry.setText("B k 81")
    assert "litige" in page.preview.text()


def test_a_renonce_is_previewed_and_explained_as_a_penalty(
    qtbot: QtBot, tournament_factory: Callable[..., TournamentContext]
) -> None:
    page = EntryPage(tournament_factory(rules=Rules(variant=Variant.CLASSIQUE, target=1000,
                                                    annonces=True)))  # fmt: skip
    qtbot.addWidget(page)
    # A capot with a renonce on its own 50: the 50 go to B, the capot does not take them
    # back (scoring.md, decisions): A 252, B 50.
    page.entry.setText("A p cap n50 r")
    assert "fait : A 252, B 50" in page.preview.text()
    help = ShorthandHelp(page.guide, page)  # what F1 opens
    qtbot.addWidget(help)
    text = " ".join(help.findChild(QTextBrowser).toPlainText().split())
    assert "une pénalité que ni capot, ni chute, ni litige ne lui reprend" in text


def test_before_any_draw_then_a_round_drawn(
    qtbot: QtBot, tournament_factory: Callable[..., TournamentContext]
) -> None:
    context = tournament_factory(draw=False)
    page = EntryPage(context)
    qtbot.addWidget(page)
    assert page.heading.text() == "Aucun tour n'est tiré"
    assert not page.entry.isEnabled() and not page.round_combo.isEnabled()
    context.push(DrawRound(context, number=1, method=draws.DrawMethod.SWISS, seed=None))
    assert page.round_combo.currentText() == "Tour 1"
    assert page.heading.text() == "Tour 1 — Table 1"
    assert page.entry.isEnabled()
    context.undo_stack.undo()
    assert page.heading.text() == "Aucun tour n'est tiré"
    assert page.model.rowCount() == 0 and not page.entry.isEnabled()


def test_the_points_a_classique_litige_holds_over_are_shown(
    qtbot: QtBot, tournament_factory: Callable[..., TournamentContext]
) -> None:
    context = tournament_factory(rules=Rules(variant=Variant.CLASSIQUE, target=1000))
    page = EntryPage(context)
    qtbot.addWidget(page)
    assert page.held_label.text() == ""
    for line in ("A c 92", "B k 81"):
        page.entry.setText(line)
        assert page.presenter.submit()
    held = stored(context).held_over
    assert held > 0
    assert page.held_label.text() == (
        f"Litige : {held} points en attente, au gagnant de la prochaine donne."
    )
    page.entry.setText("A p 100")
    assert page.presenter.submit()
    assert page.held_label.text() == ""


def test_a_validation_undone_then_redone(
    qtbot: QtBot, page: EntryPage, context: TournamentContext
) -> None:
    type_donne(qtbot, page, "A capot p cap")
    type_donne(qtbot, page, "A capot c cap")
    assert page.presenter.validate()
    assert context.undo_stack.undoText() == "la validation de la table 1"
    assert page.presenter.load_table(1)
    context.undo_stack.undo()
    assert stored(context).state is PartieState.FINISHED
    with context.database.session() as session:
        assert "validation annulée" in audit.entries(session)[-1].message
    assert page.validate_button.isEnabled()
    context.undo_stack.redo()
    assert stored(context).state is PartieState.VALIDATED
    assert page.state_label.text() == "validée — verrouillée"
