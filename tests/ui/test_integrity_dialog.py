"""The window and a tampered file: refused in French, or opened with its findings listed."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.conftest import A_WINS, SWAP, WHO, new_tournament, tamper
from tournoi.services import draws, scores
from tournoi.services.draws import DrawMethod
from tournoi.ui.integrity_dialog import IntegrityDialog
from tournoi.ui.main_window import MainWindow
from tournoi.ui.rounds import DrawDialog

SWAP_2 = SWAP + "(SELECT id FROM partie WHERE table_number = 2)"


@pytest.fixture
def dialogs(monkeypatch: pytest.MonkeyPatch) -> list[IntegrityDialog]:
    """The integrity dialogs the window shows, instead of waiting on them."""
    shown: list[IntegrityDialog] = []
    monkeypatch.setattr(IntegrityDialog, "exec", lambda dialog: shown.append(dialog) or 0)
    return shown


@pytest.mark.parametrize(
    ("statement", "said"),
    [
        (
            "UPDATE donne SET trump = 'xyz' WHERE id = 3",
            "dans la table « donne », ligne 3, la colonne « trump » vaut « xyz »",
        ),
        (
            "UPDATE partie SET state = 'bogus' WHERE id = 2",
            "dans la table « partie », ligne 2, la colonne « state » vaut « bogus »",
        ),
        ("DROP TABLE result", "la table « result » manque"),
    ],
)
def test_a_damaged_file_is_refused_in_french(
    window: MainWindow,
    played: Path,
    warnings: list[str],
    dialogs: list[IntegrityDialog],
    statement: str,
    said: str,
) -> None:
    tamper(played, statement)
    window.open_location(str(played))
    window.wait_for_check()  # the file shows at once; the check closes it when it reports
    (message,) = warnings
    assert message.startswith(f"« {played} » : fichier endommagé : {said}")
    assert window.stack.currentWidget() is window.start_page
    assert window.context is None and dialogs == []


def test_a_file_whose_results_do_not_match_opens_with_its_findings(
    qtbot: QtBot, window: MainWindow, played: Path, dialogs: list[IntegrityDialog]
) -> None:
    tamper(played, SWAP_2)
    assert window.open_location(str(played))
    assert window.stack.currentWidget() is window.tabs  # opened: the arbiter looks and corrects
    window.wait_for_check()
    (dialog,) = dialogs
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Vérification de l'intégrité"
    assert dialog.summary.text().startswith("1 problème\u00a0: ")
    assert dialog.model.rowCount() == 1
    assert dialog.model.index(0, 1).data() == "2"
    assert "Table 2 du tour 1\u00a0: le résultat enregistré" in dialog.model.index(0, 2).data()
    # Enter on the finding shows that table's sheet in the window
    dialog.show()
    qtbot.keyClick(dialog.view, Qt.Key.Key_Return)
    assert window.tabs.currentWidget() is window.entry_page
    sheet = window.entry_page.model.sheet
    assert sheet is not None and (sheet.round, sheet.table) == (1, 2)


def test_the_menu_action_checks_the_open_file(
    window: MainWindow, played: Path, dialogs: list[IntegrityDialog]
) -> None:
    assert window.open_location(str(played))
    window.wait_for_check()
    assert dialogs == []  # a sound file opens without a word
    (action,) = [
        action
        for action in window.menus.tournament.actions()
        if action.text() == "Vérifier l'&intégrité du fichier…"
    ]
    action.trigger()
    (dialog,) = dialogs
    assert dialog.summary.text() == (
        "Aucun problème\u00a0: les résultats enregistrés sont ceux que donnent les donnes "
        "(2 parties, 4 donnes vérifiées)."
    )
    assert dialog.view.isHidden()


def test_the_draw_is_refused_until_the_donnes_are_corrected(
    window: MainWindow, played: Path, dialogs: list[IntegrityDialog]
) -> None:
    tamper(played, SWAP_2)
    assert window.open_location(str(played))
    assert window.context is not None
    database = window.context.database
    with pytest.raises(Exception, match="Tirage refusé") as refused:
        draws.draw_round(database, method=DrawMethod.SWISS, who=WHO)
    assert "(table 2 du tour 1)" in str(refused.value)
    scores.correct_donne(database, round_number=1, table=2, number=2, donne=A_WINS[1], who=WHO)
    window.tools.check_integrity()
    assert dialogs[-1].report.sound


def test_the_draw_dialog_shows_the_refusal(
    qtbot: QtBot, window: MainWindow, played: Path, dialogs: list[IntegrityDialog]
) -> None:
    tamper(played, SWAP_2)
    assert window.open_location(str(played))
    page = window.rounds_page
    window.tabs.setCurrentWidget(page)
    qtbot.keyClick(page.tables_view, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    dialog = page.dialog
    assert isinstance(dialog, DrawDialog)
    qtbot.keyClick(dialog.methods[DrawMethod.SWISS], Qt.Key.Key_Return)
    assert dialog.isVisible()
    assert dialog.error.text().startswith(
        "Tirage refusé : les résultats enregistrés ne correspondent pas aux donnes "
        "(table 2 du tour 1)."
    )
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert window.context is not None
    assert len(draws.list_rounds(window.context.database)) == 1


def test_a_file_closed_before_its_check_reports_is_left_alone(
    window: MainWindow, played: Path, tmp_path: Path, dialogs: list[IntegrityDialog]
) -> None:
    """The check of a file replaced by another (opened at once after) says nothing of it."""
    tamper(played, SWAP_2)
    other = tmp_path / "autre.tournoi"
    new_tournament(other, teams=4).close()
    assert window.open_location(str(played))
    assert window.open_location(str(other))  # the first one's check is over, its word dropped
    window.wait_for_check()
    QApplication.processEvents()
    assert dialogs == []
    assert window.context is not None and window.context.database.location == str(other)
