"""« Journal des modifications » : what the arbiter reads to settle a dispute, from the menu."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QModelIndex, Qt
from pytestqt.qtbot import QtBot

from engine import CAPOT, Donne, Team, Trump
from tournoi.services import round_clock, scores
from tournoi.services.scores import journal
from tournoi.ui.context import TournamentContext
from tournoi.ui.journal_dialog import CHANGES_PAUSE_MS, JournalDialog, JournalModel
from tournoi.ui.main_window import MainWindow

PHONE = "table 2, téléphone"
ARBITER = "Arbitre principal"
A80 = Donne(taker=Team.A, contract=80, trump=Trump.PIQUE, points=117)
B90 = Donne(taker=Team.B, contract=90, trump=Trump.COEUR, points=112)
CAPOT_B = Donne(taker=Team.B, contract=CAPOT, trump=Trump.TREFLE, points=162, capot=Team.B)
JOURNAL = "&Journal des modifications…"


def shown_rows(dialog: JournalDialog, count: int | None = None) -> list[tuple[str, ...]]:
    """Author, round, table and sentence of the first ``count`` rows the window shows."""
    model = dialog.view.model()
    rows = model.rowCount() if count is None else count
    return [
        tuple(str(model.index(row, column).data()) for column in (1, 2, 3, 4))
        for row in range(rows)
    ]


def open_journal(window: MainWindow) -> JournalDialog:
    (action,) = [a for a in window.menus.tournament.actions() if a.text() == JOURNAL]
    assert action.isEnabled()
    action.trigger()
    dialog = window.tools.journal
    assert dialog is not None and dialog.isVisible()
    return dialog


def play_a_disputed_partie(window: MainWindow) -> None:
    """Table 2 of round 1, 1000 points: the phone types, the arbiter corrects and validates,
    then unlocks it on a claim."""
    assert window.context is not None
    db = window.context.database
    scores.record_donne(db, round_number=1, table=2, donne=A80, who=PHONE)
    scores.correct_donne(db, round_number=1, table=2, number=1, donne=B90, who=ARBITER)
    for _ in range(2):
        scores.record_donne(db, round_number=1, table=2, donne=CAPOT_B, who=PHONE)
    scores.validate_partie(db, round_number=1, table=2, who=ARBITER)
    scores.unlock_partie(
        db, round_number=1, table=2, who=ARBITER, reason="Réclamation de l'équipe 3"
    )


def test_the_journal_tells_who_changed_the_sheet_and_follows_the_changes(
    qtbot: QtBot, window: MainWindow, tournament_file: Path
) -> None:
    assert window.open_location(str(tournament_file))
    dialog = open_journal(window)
    before = dialog.model.total
    assert before > 0 and dialog.count.text() == f"{before} modifications"

    play_a_disputed_partie(window)
    assert window.context is not None
    window.context.look_elsewhere()  # what the watch does every few seconds
    qtbot.waitUntil(lambda: dialog.model.total == before + 6)
    assert dialog.count.text() == f"{before + 6} modifications"
    assert shown_rows(dialog, 3) == [
        (ARBITER, "1", "2", "Partie déverrouillée\u00a0: Réclamation de l'équipe 3."),
        (ARBITER, "1", "2", "Partie validée."),
        (PHONE, "1", "2", "Donne 3 saisie\u00a0: B capot t 162 cap."),
    ]
    assert (ARBITER, "1", "2", "Donne 1 corrigée\u00a0: A 80 p 117 devient B 90 c 112.") in (
        shown_rows(dialog)
    )


def test_enter_on_a_change_shows_its_table_sheet(
    qtbot: QtBot, window: MainWindow, tournament_file: Path
) -> None:
    assert window.open_location(str(tournament_file))
    play_a_disputed_partie(window)
    dialog = open_journal(window)
    window.tabs.setCurrentIndex(0)
    dialog.view.setCurrentIndex(dialog.model.index(0, 0))
    qtbot.keyClick(dialog.view, Qt.Key.Key_Return)
    assert window.tabs.currentWidget() is window.entry_page
    assert dialog.isVisible()  # the journal stays beside the sheet
    sheet = window.entry_page.model.sheet
    assert sheet is not None and (sheet.round, sheet.table) == (1, 2)


def test_the_filters_narrow_the_journal(
    qtbot: QtBot, window: MainWindow, tournament_file: Path
) -> None:
    assert window.open_location(str(tournament_file))
    play_a_disputed_partie(window)
    dialog = open_journal(window)

    dialog.table_spin.setValue(2)
    assert dialog.count.text() == "6 modifications"
    assert {row[2] for row in shown_rows(dialog)} == {"2"}
    dialog.author_combo.setCurrentIndex(dialog.author_combo.findData(PHONE))
    assert dialog.count.text() == "3 modifications"
    assert {row[0] for row in shown_rows(dialog)} == {PHONE}
    dialog.author_combo.setCurrentIndex(0)
    dialog.search.setText("DÉVERROUILLÉE")  # as typed, the search waits for a pause
    qtbot.waitUntil(lambda: dialog.count.text() == "1 modification")
    assert shown_rows(dialog)[0][3].startswith("Partie déverrouillée")
    dialog.search.setText("validée")
    qtbot.keyClick(dialog.search, Qt.Key.Key_Return)  # at once, and the journal stays open
    assert dialog.isVisible() and dialog.count.text() == "1 modification"
    assert shown_rows(dialog)[0][3] == "Partie validée."
    dialog.search.clear()
    dialog.table_spin.setValue(0)
    dialog.round_spin.setValue(2)
    qtbot.waitUntil(lambda: dialog.count.text() == "0 modification")
    assert dialog.model.rowCount() == 0


def test_the_journal_is_only_in_a_tournament_menu(
    window: MainWindow, tournament_file: Path
) -> None:
    assert not window.menus.tournament.isEnabled()
    assert all(a.text() != JOURNAL for a in window.menus.tournament.actions())
    assert window.open_location(str(tournament_file))
    open_journal(window)
    window.close_tournament()
    assert window.tools.journal is None
    assert not window.menus.tournament.isEnabled()


def test_a_long_journal_is_read_a_page_at_a_time(
    monkeypatch: pytest.MonkeyPatch, context: TournamentContext
) -> None:
    for _ in range(3):
        scores.record_donne(context.database, round_number=1, table=1, donne=A80, who=PHONE)
    monkeypatch.setattr(journal, "PAGE", 2)
    model = JournalModel(context)
    model.reload()
    assert model.rowCount() == 2 < model.total
    resets: list[str] = []
    model.modelReset.connect(lambda: resets.append("reset"))
    scores.record_donne(context.database, round_number=1, table=1, donne=A80, who=PHONE)
    while model.canFetchMore(QModelIndex()):
        model.fetchMore(QModelIndex())
    ids = [line.id for line in model.rows()]
    assert len(ids) == model.total == len(journal.journal(context.database).lines) - 1
    assert ids == sorted(set(ids), reverse=True)
    assert resets == []  # the view scrolled down stays where it is
    assert model.rows()[0].sentence == "Donne 3 saisie : A 80 p 117."  # read before the 4th

    model.reload()  # the newest page read again, the older rows already read kept
    assert model.rowCount() == model.total == len(ids) + 1
    assert [line.id for line in model.rows()][1:] == ids
    assert model.rows()[0].sentence == "Donne 4 saisie : A 80 p 117."

    for _ in range(3):  # more changes than a page: what was read no longer joins the page
        scores.record_donne(context.database, round_number=1, table=2, donne=A80, who=PHONE)
    model.reload()
    assert [(line.table, line.sentence) for line in model.rows()] == [
        (2, "Donne 3 saisie : A 80 p 117."), (2, "Donne 2 saisie : A 80 p 117."),
    ]  # fmt: skip
    assert model.canFetchMore(QModelIndex())


def test_a_closed_journal_is_read_again_when_shown(
    qtbot: QtBot, window: MainWindow, tournament_file: Path
) -> None:
    assert window.open_location(str(tournament_file))
    assert window.context is not None
    dialog = open_journal(window)
    before = dialog.model.total
    dialog.close()
    scores.record_donne(window.context.database, round_number=1, table=1, donne=A80, who=PHONE)
    window.context.look_elsewhere()
    qtbot.wait(CHANGES_PAUSE_MS + 200)
    assert dialog.model.total == before
    assert open_journal(window) is dialog
    assert dialog.model.total == before + 1
    assert shown_rows(dialog, 1) == [(PHONE, "1", "1", "Donne 1 saisie\u00a0: A 80 p 117.")]


def test_the_journal_says_who_started_the_clock_at_another_station(
    qtbot: QtBot, window: MainWindow, tournament_file: Path
) -> None:
    assert window.open_location(str(tournament_file))
    dialog = open_journal(window)
    before = dialog.model.total
    assert window.context is not None
    round_clock.start(window.context.database, who="Table de marque 2", seconds=45 * 60)
    window.context.look_elsewhere()
    qtbot.waitUntil(lambda: dialog.model.total == before + 1)
    assert shown_rows(dialog, 1) == [("Table de marque 2", "", "", "Chrono du tour 1 démarré.")]
