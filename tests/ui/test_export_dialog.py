"""« Imprimer ou exporter » : the document is written off the GUI thread, then can be opened."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from openpyxl import load_workbook
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from engine import PerTeam
from tests.ui.keyboard import replace_text
from tournoi.exports import documents
from tournoi.exports.documents import Document
from tournoi.services import draws, scores
from tournoi.services.draws import DrawMethod
from tournoi.ui.context import TournamentContext
from tournoi.ui.export_dialog import WORKBOOK, ExportDialog


def dialog_for(qtbot: QtBot, context: TournamentContext) -> ExportDialog:
    dialog = ExportDialog(context)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def test_the_blank_sheets_of_the_round_are_written_then_offered_to_open(
    qtbot: QtBot, context: TournamentContext, tmp_path: Path
) -> None:
    dialog = dialog_for(qtbot, context)
    dialog.buttons[Document.BLANK_SHEETS].setChecked(True)
    assert dialog.round_box.isEnabled() and dialog.round_box.currentData() == 1
    assert dialog.path_edit.text().endswith("-feuilles-vierges-tour-1.pdf")
    out = tmp_path / "feuilles.pdf"
    dialog.path_edit.setText(str(out))
    with qtbot.waitSignal(dialog.finished_export, timeout=20_000) as written:
        dialog.start()
    assert written.args == [str(out)]
    assert out.read_bytes().startswith(b"%PDF")
    assert dialog.open_button.isVisible() and not dialog.progress.isVisible()
    assert "Feuilles de marque vierges : 2 pages" in dialog.message.text()


def test_the_workbook_of_the_tournament(
    qtbot: QtBot, context: TournamentContext, tmp_path: Path
) -> None:
    dialog = dialog_for(qtbot, context)
    dialog.buttons[WORKBOOK].setChecked(True)
    assert not dialog.round_box.isEnabled()
    assert dialog.path_edit.text().endswith(".xlsx")
    out = tmp_path / "tournoi.xlsx"
    dialog.path_edit.setText(str(out))
    with qtbot.waitSignal(dialog.finished_export, timeout=20_000):
        dialog.start()
    assert load_workbook(out, read_only=True).sheetnames[0] == "Classement"


def test_a_refusal_is_shown_in_french(
    qtbot: QtBot, context: TournamentContext, tmp_path: Path
) -> None:
    dialog = dialog_for(qtbot, context)
    dialog.path_edit.setText(str(tmp_path / "classement.doc"))
    dialog.start()
    qtbot.waitUntil(lambda: not dialog.progress.isVisible(), timeout=20_000)
    assert "on exporte en .pdf ou en .xlsx" in dialog.message.text()
    assert not dialog.open_button.isVisible() and dialog.written is None


def test_an_unexpected_failure_ends_the_writing_with_a_french_message(
    qtbot: QtBot, context: TournamentContext, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A writer's bug, raised in the worker thread, must not leave « Écriture en cours… » forever."""

    def broken(*_args: object, **_options: object) -> str:
        raise RuntimeError("cellule illisible")

    monkeypatch.setattr(documents, "export", broken)
    dialog = dialog_for(qtbot, context)
    dialog.path_edit.setText(str(tmp_path / "classement.pdf"))
    dialog.start()
    qtbot.waitUntil(lambda: not dialog.progress.isVisible(), timeout=20_000)
    assert "Erreur inattendue pendant l'écriture" in dialog.message.text()
    assert not dialog.open_button.isVisible() and dialog.written is None


def test_an_existing_file_is_replaced_only_once_the_user_said_so(
    qtbot: QtBot, context: TournamentContext, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[tuple[str, str]] = []
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]

    def question(_parent: object, title: str, text: str, *_args: object) -> object:
        asked.append((title, text))
        return answers.pop(0)

    monkeypatch.setattr(QMessageBox, "question", question)
    out = tmp_path / "classement.pdf"
    out.write_bytes(b"le classement d'hier")
    dialog = dialog_for(qtbot, context)
    replace_text(qtbot, dialog.path_edit, str(out))

    qtbot.keyClick(dialog.path_edit, Qt.Key.Key_Return)  # « Écrire »: asked, and « non »
    assert asked == [
        (
            "Remplacer le fichier\u00a0?",
            f"Le fichier «\u00a0classement.pdf\u00a0» existe déjà dans {tmp_path}. "
            "Le remplacer\u00a0?",
        )
    ]
    assert dialog.message.text() == "«\u00a0classement.pdf\u00a0» n'est pas remplacé."
    assert out.read_bytes() == b"le classement d'hier"
    assert not dialog.progress.isVisible()

    with qtbot.waitSignal(dialog.finished_export, timeout=20_000):
        qtbot.keyClick(dialog.path_edit, Qt.Key.Key_Return)  # asked again, and « oui »
    assert len(asked) == 2
    assert out.read_bytes().startswith(b"%PDF")


def _pdf_text(path: Path) -> str:
    done = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True)
    return done.stdout


def test_with_the_phones_server_on_the_blank_sheets_carry_its_codes(
    qtbot: QtBot, context: TournamentContext, tmp_path: Path
) -> None:
    dialog = ExportDialog(context, phones_url="http://192.168.1.20:8000")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.buttons[Document.BLANK_SHEETS].setChecked(True)
    assert dialog.codes_box.isEnabled() and dialog.codes_box.isChecked()
    out = tmp_path / "feuilles.pdf"
    dialog.path_edit.setText(str(out))
    with qtbot.waitSignal(dialog.finished_export, timeout=20_000):
        dialog.start()
    assert "192.168.1.20:8000/table/" in _pdf_text(out)
    dialog.buttons[Document.STANDINGS].setChecked(True)
    assert not dialog.codes_box.isEnabled()


def test_without_the_box_the_plan_has_no_code(
    qtbot: QtBot, context: TournamentContext, tmp_path: Path
) -> None:
    dialog = dialog_for(qtbot, context)
    dialog.buttons[Document.TABLES].setChecked(True)
    assert dialog.codes_box.isEnabled() and not dialog.codes_box.isChecked()
    out = tmp_path / "plan.pdf"
    dialog.path_edit.setText(str(out))
    with qtbot.waitSignal(dialog.finished_export, timeout=20_000):
        dialog.start()
    assert "/table/" not in _pdf_text(out)


def test_the_plans_box_offers_the_public_pages_code_and_prints_no_tables(
    qtbot: QtBot, context: TournamentContext, tmp_path: Path
) -> None:
    dialog = ExportDialog(context, phones_url="http://192.168.1.20:8000")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.buttons[Document.TABLES].setChecked(True)
    assert dialog.codes_box.text() == "Avec le &QR code de la page publique (« Où est ma table ? »)"
    assert dialog.codes_box.isEnabled() and dialog.codes_box.isChecked()
    out = tmp_path / "plan.pdf"
    dialog.path_edit.setText(str(out))
    with qtbot.waitSignal(dialog.finished_export, timeout=20_000):
        dialog.start()
    text = _pdf_text(out)
    assert "/table/" not in text and text.count("192.168.1.20:8000/") == 1
    dialog.buttons[Document.SHEETS].setChecked(True)
    assert not dialog.codes_box.isEnabled()


def test_the_table_plan_comes_first_after_a_draw_the_standings_once_results_exist(
    qtbot: QtBot, context: TournamentContext
) -> None:
    before = dialog_for(qtbot, context)
    assert before.choice() == Document.TABLES
    assert before.path_edit.text().endswith("-plan-tour-1.pdf")
    scores.record_totals(
        context.database, round_number=1, table=1, totals=PerTeam(1010, 640), who="x"
    )
    assert dialog_for(qtbot, context).choice() == Document.STANDINGS


def test_alt_e_writes(qtbot: QtBot, context: TournamentContext, tmp_path: Path) -> None:
    """« &Écrire » put the mnemonic on É, which no Alt+letter reaches."""
    dialog = dialog_for(qtbot, context)
    with qtbot.waitActive(dialog):
        dialog.activateWindow()
    out = tmp_path / "plan.pdf"
    dialog.path_edit.setText(str(out))
    with qtbot.waitSignal(dialog.finished_export, timeout=20_000):
        qtbot.keyClick(dialog.path_edit, Qt.Key.Key_E, Qt.KeyboardModifier.AltModifier)
    assert out.read_bytes().startswith(b"%PDF")


def test_file_names_say_which_round_so_that_a_round_never_replaces_the_last(
    qtbot: QtBot, context: TournamentContext
) -> None:
    def name(choice: str, round_number: int | None = None) -> str:
        dialog = dialog_for(qtbot, context)
        dialog.buttons[choice].setChecked(True)
        if round_number is not None:
            dialog.round_box.setCurrentIndex(dialog.round_box.findData(round_number))
        return Path(dialog.path_edit.text()).name.removeprefix("tournoi-0-")

    database = context.database
    assert name(Document.TABLES) == "plan-tour-1.pdf"
    assert name(Document.STANDINGS) == "classement.pdf"  # nothing played yet
    for table in range(1, 5):
        scores.record_totals(
            database, round_number=1, table=table, totals=PerTeam(1010, 640), who="x"
        )
    draws.draw_round(database, method=DrawMethod.SWISS, who="x")
    assert name(Document.TABLES) == "plan-tour-2.pdf"
    assert name(Document.BLANK_SHEETS) == "feuilles-vierges-tour-2.pdf"
    assert name(Document.SHEETS, 1) == "feuilles-remplies-tour-1.pdf"
    assert name(Document.STANDINGS) == "classement-apres-tour-1.pdf"
    scores.record_totals(database, round_number=2, table=1, totals=PerTeam(1010, 640), who="x")
    assert name(Document.STANDINGS) == "classement-tour-2-en-cours.pdf"
    assert name(WORKBOOK) == "tournoi-tour-2-en-cours.xlsx"
    assert name(Document.PALMARES) == "palmares-apres-tour-1.pdf"
    assert name(Document.CASH) == "caisse.pdf"


def test_the_results_site_is_a_folder_whose_first_page_opens(
    qtbot: QtBot, context: TournamentContext, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = dialog_for(qtbot, context)
    dialog.buttons[Document.SITE].setChecked(True)
    assert not dialog.round_box.isEnabled() and not dialog.codes_box.isEnabled()
    assert dialog.path_edit.text().endswith("-site")
    out = tmp_path / "resultats"
    dialog.path_edit.setText(str(out))
    with qtbot.waitSignal(dialog.finished_export, timeout=20_000):
        dialog.start()
    assert (out / "index.html").read_text(encoding="utf-8").startswith("<!DOCTYPE html>")
    assert "Site des résultats : " in dialog.message.text()
    opened: list[str] = []
    monkeypatch.setattr(
        "tournoi.ui.export_dialog.QDesktopServices.openUrl",
        lambda url: opened.append(url.toLocalFile()),
    )
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    assert opened == [str(out / "index.html")]


def test_a_site_written_before_is_replaced_only_once_confirmed(
    qtbot: QtBot, context: TournamentContext, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "resultats"
    documents.export(context.database, path=out, what=Document.SITE)
    (out / "tour-9.html").write_text("ancien")
    dialog = dialog_for(qtbot, context)
    dialog.buttons[Document.SITE].setChecked(True)
    dialog.path_edit.setText(str(out))
    asked: list[str] = []

    def refuse(_parent: object, _title: str, text: str) -> bool:
        asked.append(text)
        return False

    monkeypatch.setattr("tournoi.ui.export_dialog.confirm", refuse)
    dialog.start()
    assert len(asked) == 1 and "resultats" in asked[0] and "n'est pas vide" in asked[0]
    assert (out / "tour-9.html").exists()
