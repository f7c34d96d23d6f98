"""The Joueurs page of a mêlée from the keyboard: a list of players imported from a file with its
bar, a refused file naming every bad row, one undo step."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel
from pytestqt.qtbot import QtBot
from sqlmodel import select

from engine import Rules
from tests.ui.conftest import WHO
from tests.ui.keyboard import shown
from tournoi.services.draws.melee import draw_melee_round
from tournoi.services.settings import Format, TournamentSettings
from tournoi.services.teams import players as melee_players
from tournoi.services.teams.info import PlayerInfo
from tournoi.services.teams.players import MeleePlayerInfo, Progress
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.services.tournament.lifecycle import Database
from tournoi.storage import models
from tournoi.ui.context import TournamentContext
from tournoi.ui.entrants.import_dialog import ImportDialog
from tournoi.ui.entrants.import_progress import ImportProgress
from tournoi.ui.players import PlayersPage

CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.fixture
def melee(qtbot: QtBot, tmp_path: Path) -> Iterator[TournamentContext]:
    """A mêlée with two players registered at the desk."""
    settings = TournamentSettings(rules=Rules(target=1000), rounds=3, format=Format.MELEE)
    db = tournaments.create_tournament(
        tmp_path / "melee.tournoi", name="Mêlée du jeudi", settings=settings, who=WHO
    )
    for first_name, surname in (("Amélie", "Poulain"), ("Noël", "Garçon")):
        melee_players.add_player(db, player=PlayerInfo(first_name, surname), who=WHO)
    context = TournamentContext(db, who=WHO)
    yield context
    context.close()


@pytest.fixture
def page(qtbot: QtBot, melee: TournamentContext) -> PlayersPage:
    page = PlayersPage(melee)
    shown(qtbot, page)
    page.view.setFocus()
    return page


def choose_file(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *_args, **_kw: (str(path), ""))
    )


def import_ended(qtbot: QtBot, page: PlayersPage) -> None:
    """The import runs in a worker thread: wait until its progress dialog has closed."""
    assert isinstance(page.dialog, ImportProgress)
    assert page.dialog.windowTitle() == "Importation des joueurs"
    qtbot.waitUntil(lambda: not isinstance(page.dialog, ImportProgress))


def rows(context: TournamentContext) -> list[tuple[int, str, str, str | None, str | None]]:
    """The players' rows as the database holds them."""
    with context.database.session() as session:
        found = session.exec(select(models.MeleePlayer).order_by(models.MeleePlayer.number))
        return [(p.number, p.first_name, p.surname, p.club, p.licence) for p in found]


def test_ctrl_i_imports_a_list_of_players_as_one_undo_step(
    qtbot: QtBot,
    page: PlayersPage,
    melee: TournamentContext,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    path = tmp_path / "joueurs.csv"
    path.write_text(
        "Joueur;Club;Licence\n"
        "Hélène LEFÈVRE;Amicale de Plouër;0412\n"
        "Jeanne DUPUIS;;\n"
        "Marc ROUX;Belote Club;0413\n",
        encoding="utf-8",
    )
    choose_file(monkeypatch, path)

    qtbot.keyClick(page.view, Qt.Key.Key_I, CTRL)
    import_ended(qtbot, page)

    assert page.dialog is None
    assert rows(melee) == [
        (1, "Amélie", "Poulain", None, None),
        (2, "Noël", "Garçon", None, None),
        (3, "Hélène", "LEFÈVRE", "Amicale de Plouër", "0412"),
        (4, "Jeanne", "DUPUIS", None, None),
        (5, "Marc", "ROUX", "Belote Club", "0413"),
    ]
    assert [player.number for player in page.model.rows()] == [1, 2, 3, 4, 5]
    assert page.count.text() == "5 joueurs, 0 présents"
    assert page.message.text() == "3 joueurs importés de «\u00a0joueurs.csv\u00a0»."
    assert page.current() is not None and page.current().number == 3  # type: ignore[union-attr]
    assert melee.undo_stack.count() == 1
    assert melee.undo_stack.undoText() == "Importer «\u00a0joueurs.csv\u00a0»"

    melee.undo_stack.undo()
    assert [row[0] for row in rows(melee)] == [1, 2]
    assert [player.number for player in page.model.rows()] == [1, 2]
    melee.undo_stack.redo()
    assert rows(melee)[2:] == [
        (3, "Hélène", "LEFÈVRE", "Amicale de Plouër", "0412"),
        (4, "Jeanne", "DUPUIS", None, None),
        (5, "Marc", "ROUX", "Belote Club", "0413"),
    ]

    # The keyboard is the page's again: Space points the player chosen present.
    page.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is page.view)
    page.select(4)
    qtbot.keyClick(page.view, Qt.Key.Key_Space)
    assert [p.number for p in melee_players.list_players(melee.database) if p.checked_in] == [4]


def refused_rows(qtbot: QtBot, page: PlayersPage) -> list[tuple[str, str]]:
    """Ctrl+I on the file chosen: the refusal's rows (line, reason), then Échap closes it."""
    qtbot.keyClick(page.view, Qt.Key.Key_I, CTRL)
    import_ended(qtbot, page)
    dialog = page.dialog
    assert isinstance(dialog, ImportDialog)
    assert dialog.isVisible()
    said = " ".join(label.text() for label in dialog.findChildren(QLabel))
    assert "Aucun joueur n'a été importé de «\u00a0joueurs.csv\u00a0»." in said
    assert "Les joueurs déjà inscrits n'ont pas changé." in said
    model = dialog.table.model()
    found = [
        (model.index(row, 0).data(), model.index(row, 1).data()) for row in range(model.rowCount())
    ]
    # Each reason fits on its line once the column has its width: the rows kept the height
    # of the column's first, narrow width (five lines and more for a short reason).
    line = dialog.table.fontMetrics().height()
    qtbot.waitUntil(
        lambda: all(dialog.table.rowHeight(row) < 3 * line for row in range(len(found)))
    )
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible()
    page.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is page.view)
    return found


def test_a_refused_file_names_every_bad_row_and_registers_nobody(
    qtbot: QtBot,
    page: PlayersPage,
    melee: TournamentContext,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    path = tmp_path / "joueurs.csv"
    choose_file(monkeypatch, path)
    path.write_text(
        "N°;Joueur;Licence\n10;Hélène LEFÈVRE;0412\nabc;Jeanne DUPUIS;\n12;Luc;\n",
        encoding="utf-8",
    )
    assert refused_rows(qtbot, page) == [
        ("3", "numéro « abc » : un nombre entier de 1 à 9999 est attendu"),
        ("4", "joueur « Luc » : il faut un prénom et un nom"),
    ]
    # Rows clashing with the players already registered are named too.
    path.write_text("N°;Joueur\n10;Hélène LEFÈVRE\n2;Marc ROUX\n", encoding="utf-8")
    assert refused_rows(qtbot, page) == [("3", "Le numéro 2 est déjà celui de Noël Garçon.")]
    assert [row[0] for row in rows(melee)] == [1, 2]
    assert melee.undo_stack.count() == 0


def test_an_import_is_not_undone_once_its_players_were_drawn(
    qtbot: QtBot,
    page: PlayersPage,
    melee: TournamentContext,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    path = tmp_path / "joueurs.csv"
    path.write_text("Joueur\n" + "".join(f"Joueur NOM{n}\n" for n in range(3, 9)), encoding="utf-8")
    choose_file(monkeypatch, path)
    page.import_action.trigger()
    import_ended(qtbot, page)
    assert len(rows(melee)) == 8
    draw_melee_round(melee.database, seed=1, who=WHO)
    failures: list[str] = []
    melee.failed.connect(failures.append)

    melee.undo_stack.undo()

    assert len(rows(melee)) == 8
    assert len(failures) == 1
    assert "des joueurs importés ont déjà été tirés (3, 4, 5, 6, 7, 8)" in failures[0]


def test_annuler_midway_keeps_not_one_player(
    qtbot: QtBot,
    page: PlayersPage,
    melee: TournamentContext,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    path = tmp_path / "joueurs.csv"
    path.write_text("Joueur\n" + "".join(f"Joueur NOM{n}\n" for n in range(20)), encoding="utf-8")
    choose_file(monkeypatch, path)
    reached, go_on = threading.Event(), threading.Event()
    real = melee_players.import_players

    def held(db: Database, *, path: Path, who: str, progress: Progress) -> list[MeleePlayerInfo]:
        def told(done: int, total: int) -> None:
            if done == 5:
                reached.set()
                go_on.wait(30)
            progress(done, total)

        return real(db, path=path, who=who, progress=told)

    monkeypatch.setattr(melee_players, "import_players", held)

    qtbot.keyClick(page.view, Qt.Key.Key_I, CTRL)
    dialog = page.dialog
    assert isinstance(dialog, ImportProgress)
    qtbot.waitUntil(reached.is_set)
    qtbot.waitUntil(lambda: dialog.bar.value() == 4)
    assert dialog.label.text() == (
        "Inscription des joueurs de «\u00a0joueurs.csv\u00a0»\u00a0: 4 sur 20…"
    )
    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    go_on.set()
    qtbot.waitUntil(lambda: page.dialog is None)

    assert page.message.text() == "Importation annulée\u00a0: aucun joueur n'a été importé."
    assert [row[0] for row in rows(melee)] == [1, 2]
    assert melee.undo_stack.count() == 0
