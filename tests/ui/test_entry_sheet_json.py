"""The entry page's « Exporter la feuille (JSON)… » and « Importer une feuille (JSON)… »."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMainWindow
from pytestqt.qtbot import QtBot

from engine import Team, Variant
from engine.jsonio import donne_to_json
from engine.notation import parse_donne
from tests.sheet_file_cases import BOM_DONNE, BOM_SHEET, MALFORMED, NAME
from tournoi.services import audit, scores
from tournoi.services.tables import entry as table_entry
from tournoi.services.tables import links as table_links
from tournoi.ui.context import TournamentContext
from tournoi.ui.entry import EntryPage, sheet_json
from tournoi.ui.entry import actions as entry_actions

PLAYED = ["A 110 c 117 b", "B 80 p 100", "-"]
WHOLE_PARTIE = [*PLAYED, "A 120 k x 130", "B capot t cap", "A capot p x cap"]


@pytest.fixture
def window(qtbot: QtBot, context: TournamentContext) -> Iterator[QMainWindow]:
    main = QMainWindow()
    main.setCentralWidget(EntryPage(context))
    undo = context.undo_stack.createUndoAction(main)
    undo.setShortcut(QKeySequence.StandardKey.Undo)
    main.addAction(undo)
    qtbot.addWidget(main)
    main.resize(1366, 768)
    main.show()
    qtbot.waitExposed(main)
    yield main
    context.undo_stack.clear()


@pytest.fixture
def page(window: QMainWindow) -> EntryPage:
    widget = window.centralWidget()
    assert isinstance(widget, EntryPage)
    return widget


@pytest.fixture
def questions(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The questions the import asks, each answered yes."""
    asked: list[str] = []

    def yes(_parent: object, _title: str, question: str, *_action: str) -> bool:
        asked.append(question)
        return True

    monkeypatch.setattr(sheet_json, "confirm", yes)
    monkeypatch.setattr(sheet_json, "confirm_anyway", yes)
    return asked


def choose(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    monkeypatch.setattr(sheet_json, "choose_file", lambda *_args, **_options: str(path))


def type_donnes(page: EntryPage, table: int, lines: list[str]) -> None:
    assert page.presenter.load_table(table)
    for line in lines:
        page.entry.setText(line)
        assert page.presenter.submit(), page.preview.text()


def donnes_at(context: TournamentContext, table: int) -> list[dict[str, Any]]:
    """The donnes stored at ``table`` of round 1, read back from the database."""
    donnes: list[dict[str, Any]] = scores.export_sheet(
        context.database, round_number=1, table=table
    )["donnes"]
    return donnes


def donne(text: str) -> dict[str, Any]:
    return donne_to_json(parse_donne(text, variant=Variant.CONTREE))


def test_exported_then_imported_at_another_table_gives_the_same_donnes(
    page: EntryPage,
    context: TournamentContext,
    window: QMainWindow,
    questions: list[str],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    type_donnes(page, 1, PLAYED)
    folder = tmp_path / "feuilles"
    folder.mkdir()
    path = folder / "ronde-1-table-1.json"
    choose(monkeypatch, path)
    assert page.sheet_files.export() == path
    assert [entry.name for entry in folder.iterdir()] == [path.name]  # no temporary left
    assert json.loads(path.read_text(encoding="utf-8"))["donnes"] == donnes_at(context, 1)
    assert str(path) in window.statusBar().currentMessage()

    assert page.presenter.load_table(2)
    assert page.sheet_files.ask_import()
    assert donnes_at(context, 2) == donnes_at(context, 1)
    assert len(donnes_at(context, 2)) == 3
    assert page.model.rowCount() >= 3
    assert questions == [
        "Le fichier « ronde-1-table-1.json » donne 3 donnes : totaux 200 – 150.\n\n"
        "La feuille de la table 2 est vide.\n\nL'importer ?"
    ]
    assert "Table 2 : 3 donnes importées de ronde-1-table-1.json." in (
        window.statusBar().currentMessage()
    )
    with context.database.session() as session:
        entry = audit.entries(session)[-1]
    assert entry.action == "sheet.import"
    assert entry.message == "Tour 1, table 2 : Feuille importée : 3 donnes."


def test_the_export_proposes_the_round_and_table_as_its_name(
    page: EntryPage, monkeypatch: pytest.MonkeyPatch
) -> None:
    proposed: list[str] = []

    def cancel(*_args: object, start: Path, **_options: object) -> str:
        proposed.append(Path(start).name)
        return ""

    monkeypatch.setattr(sheet_json, "choose_file", cancel)
    assert page.presenter.load_table(3)
    assert page.sheet_files.export() is None
    assert proposed == ["ronde-1-table-3.json"]


@pytest.mark.parametrize(
    ("content", "message"),
    [
        *((content, f"« {NAME} » {said}") for content, said in MALFORMED.values()),
        (b'{"donnes": 3}', "La feuille de marque doit avoir une liste « donnes »."),
        (
            json.dumps(
                {"donnes": [donne("A 110 c 117"), {**donne("B 80 p 100"), "points": 200}]}
            ).encode(),
            "§",
        ),
    ],
    ids=[*MALFORMED, "wrong-shape", "impossible-donne"],
)
def test_a_bad_file_leaves_the_sheet_as_it_was_and_says_why_in_french(
    page: EntryPage,
    context: TournamentContext,
    questions: list[str],
    warnings: list[str],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    content: bytes,
    message: str,
) -> None:
    type_donnes(page, 1, PLAYED)
    before = donnes_at(context, 1)
    path = tmp_path / NAME
    path.write_bytes(content)
    choose(monkeypatch, path)
    assert not page.sheet_files.ask_import()
    assert donnes_at(context, 1) == before
    assert page.model.rowCount() >= 3
    assert questions == []
    assert len(warnings) == 1 and message in warnings[0]
    if message == "§":
        assert warnings[0].startswith("Donne 2 :"), warnings[0]


def test_a_file_that_never_ends_is_refused_and_the_sheet_stays(
    page: EntryPage,
    context: TournamentContext,
    questions: list[str],
    warnings: list[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    type_donnes(page, 1, PLAYED)
    before = donnes_at(context, 1)
    choose(monkeypatch, Path("/dev/zero"))

    assert not page.sheet_files.ask_import()

    assert warnings == ["« zero » fait plus de 10 Mo : ce n'est pas une feuille de marque."]
    assert donnes_at(context, 1) == before
    assert questions == []


def test_a_file_with_a_byte_order_mark_imports_as_the_command_line_takes_it(
    page: EntryPage,
    context: TournamentContext,
    questions: list[str],
    warnings: list[str],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    path = tmp_path / NAME
    path.write_bytes(BOM_SHEET)
    choose(monkeypatch, path)
    assert page.presenter.load_table(2)

    assert page.sheet_files.ask_import()

    assert warnings == []
    assert donnes_at(context, 2) == [BOM_DONNE]
    assert len(questions) == 1


def test_undo_brings_the_old_sheet_back(
    page: EntryPage,
    context: TournamentContext,
    questions: list[str],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    type_donnes(page, 1, PLAYED[:2])
    old = donnes_at(context, 1)
    path = tmp_path / "autre.json"
    document = {"rules": {"variant": "classique"}, "donnes": [donne("B 90 t 120 b")]}
    path.write_text(json.dumps(document), encoding="utf-8")
    choose(monkeypatch, path)
    assert page.sheet_files.ask_import()
    assert donnes_at(context, 1) == [donne("B 90 t 120 b")]
    assert "Ses règles diffèrent de celles du tournoi : elles sont ignorées" in questions[0]
    assert (
        "Elle remplace la feuille de la table 1 et ses 2 donnes (totaux 200 – 150)."
        in (questions[0])
    )
    assert page.context.undo_stack.undoText() == "l'import de la feuille, table 1"

    context.undo_stack.undo()
    assert donnes_at(context, 1) == old
    assert page.model.sheet is not None and len(page.model.sheet.lines) == 2
    context.undo_stack.redo()
    assert donnes_at(context, 1) == [donne("B 90 t 120 b")]


def test_a_validated_sheet_is_refused_as_the_desk_refuses_it(
    page: EntryPage,
    context: TournamentContext,
    questions: list[str],
    warnings: list[str],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    type_donnes(page, 1, WHOLE_PARTIE)
    assert page.presenter.load_table(1) and page.presenter.validate()
    before = donnes_at(context, 1)
    path = tmp_path / "feuille.json"
    path.write_text(json.dumps({"donnes": [donne("A 110 c 117")]}), encoding="utf-8")
    choose(monkeypatch, path)
    assert page.presenter.load_table(1)
    assert not page.sheet_files.ask_import()
    assert donnes_at(context, 1) == before
    assert questions == []
    assert warnings == [
        "La partie de la table 1 est validée par l'arbitre : déverrouillez-la avant de la modifier."
    ]


def test_the_export_never_writes_over_the_tournament_nor_half_a_file(
    page: EntryPage,
    context: TournamentContext,
    warnings: list[str],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    type_donnes(page, 1, PLAYED)
    tournament = context.database.path
    assert tournament is not None
    kept = tournament.read_bytes()
    choose(monkeypatch, tournament)
    assert page.sheet_files.export() is None
    assert tournament.read_bytes() == kept
    assert warnings == [
        f"« {tournament.name} » est le fichier du tournoi lui-même : l'exporter là "
        "l'effacerait. Choisissez un autre nom de fichier."
    ]
    missing = tmp_path / "absent" / "feuille.json"
    choose(monkeypatch, missing)
    assert page.sheet_files.export() is None
    assert not missing.parent.exists()
    assert warnings[1].startswith(f"Impossible d'écrire « {missing} » : ")


def test_a_sheet_signed_on_the_phone_asks_as_the_desk_asks_before_an_import(
    page: EntryPage,
    context: TournamentContext,
    questions: list[str],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    type_donnes(page, 1, WHOLE_PARTIE)
    link = next(
        link
        for link in table_links.issue_links(context.database, round_number=1, who="Marie")
        if link.table == 1
    )
    version = table_entry.open_sheet(context.database, secret=link.secret).sheet.version
    table_entry.sign(
        context.database, secret=link.secret, submission="envoi-0001", team=Team.A,
        version=version,
    )  # fmt: skip
    assert page.presenter.load_table(1)
    before = donnes_at(context, 1)
    asked: list[str] = []

    def no(_parent: object, _title: str, question: str, _action: str) -> bool:
        asked.append(question)
        return False

    monkeypatch.setattr(entry_actions, "confirm_anyway", no)
    path = tmp_path / "feuille.json"
    path.write_text(json.dumps({"donnes": [donne("A 110 c 117")]}), encoding="utf-8")
    choose(monkeypatch, path)
    assert not page.sheet_files.ask_import()
    assert len(questions) == 1  # what the file replaces, then the signature
    assert asked == [
        "L'équipe A a signé cette feuille sur son téléphone : la changer efface les "
        "signatures. Changer quand même ?"
    ]
    assert donnes_at(context, 1) == before
