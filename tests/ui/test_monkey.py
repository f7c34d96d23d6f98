"""No action can crash the window: a seeded random user drives every menu and page of it.

On a played tournament (round 1 over and validated here and there, round 2
drawn and half played, teams checked in), :class:`tests.ui.monkey.Monkey` runs a
few hundred steps per seed: any action of any menu or page, tabs, rows, typing,
Fermer le tournoi and the reopening, Quitter and the new start, undo and redo,
each dialog answered yes or no. A failure prints the seed and every step up to
it; ``benchmarks/monkey.py --seed S --steps N`` replays one or tries new seeds.
"""

from __future__ import annotations

import json
import random
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QApplication, QDialog, QMenu
from pytestqt.qtbot import QtBot

from engine import Rules
from engine.jsonio import donne_to_json
from tests.conftest import new_tournament
from tests.factories import random_sheet
from tests.ui.conftest import WHO, players_of
from tests.ui.monkey import Inputs, Monkey, reachable_actions
from tournoi.services import draws, scores
from tournoi.services.draws import DrawMethod
from tournoi.services.teams import check_in
from tournoi.ui.main_window import MainWindow
from tournoi.ui.preferences import Preferences
from tournoi.ui.tournament_tabs import PAGES

RULES = Rules(target=500)
SEEDS = (1, 2, 3, 4, 5, 6)
STEPS = 120


def played_tournament(path: Path, *, seed: int = 0) -> Path:
    """Ten teams; round 1 played to the end, tables 1 and 2 validated; round 2 drawn with two
    tables played; teams 1 to 6 checked in, 1 to 4 paid."""
    rng = random.Random(seed)
    db = new_tournament(
        path, teams=10, rules=RULES, rounds=4, name="Concours du singe", place="Salle des fêtes",
        who=WHO, players=players_of, draw=DrawMethod.SWISS,
    )  # fmt: skip
    try:
        for table in range(1, 6):
            for donne in random_sheet(rng, RULES):
                scores.record_donne(db, round_number=1, table=table, donne=donne, who=WHO)
        for table in (1, 2):
            scores.validate_partie(db, round_number=1, table=table, who=WHO)
        draws.draw_round(db, method=DrawMethod.SWISS, who=WHO)
        for table in (1, 2):
            for donne in random_sheet(rng, RULES):
                scores.record_donne(db, round_number=2, table=table, donne=donne, who=WHO)
        for number in range(1, 7):
            check_in.check_in(db, number=number, present=True, who=WHO)
        for number in range(1, 5):
            check_in.mark_paid(db, number=number, paid=True, who=WHO)
    finally:
        db.close()
    return path


def monkey_inputs(folder: Path, tournament: Path) -> Inputs:
    """What the file dialogs are answered with: a team list, a sheet, another tournament."""
    folder.mkdir(parents=True, exist_ok=True)
    teams = folder / "retardataires.csv"
    teams.write_text(
        "numéro;joueur 1;joueur 2;club\n"
        + "".join(f"{n};Jean NOM{n};Marie NOM{n};Club {n % 3}\n" for n in range(40, 44)),
        encoding="utf-8",
    )
    sheet = folder / "feuille.json"
    donnes = random_sheet(random.Random(7), RULES)
    sheet.write_text(json.dumps({"donnes": [donne_to_json(d) for d in donnes]}), "utf-8")
    other = folder / "autre.tournoi"
    shutil.copy(tournament, other)
    return Inputs(
        folder=folder,
        by_suffix={".csv": teams, ".txt": teams, ".json": sheet, ".tournoi": other},
    )


@pytest.fixture
def monkey_window(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, preferences: Preferences
) -> Iterator[MainWindow]:
    """The window on the played tournament, as the organiser leaves it in the recent list."""
    monkeypatch.setenv("HOME", str(tmp_path))  # the wizard's default folder
    opened: list[str] = []
    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(opened.append))
    application = QApplication.instance()
    assert isinstance(application, QApplication)
    # Quitter closes the window, then the organiser starts the application again: the test
    # goes on in the same process, which the last window closed must not end.
    application.setQuitOnLastWindowClosed(False)
    window = MainWindow(preferences)
    qtbot.addWidget(window)
    window.show()
    assert window.open_location(str(played_tournament(tmp_path / "singe.tournoi")))
    yield window
    window.close()
    application.setQuitOnLastWindowClosed(True)


@pytest.mark.qt_no_exception_capture
@pytest.mark.parametrize("seed", SEEDS)
def test_no_action_crashes_the_window(
    qtbot: QtBot, tmp_path: Path, monkey_window: MainWindow, seed: int
) -> None:
    inputs = monkey_inputs(tmp_path / "fichiers", tmp_path / "singe.tournoi")
    monkey = Monkey(
        monkey_window, seed=seed, inputs=inputs, rules=RULES, step_seconds=15, echo=print
    )

    report = monkey.run(STEPS)

    assert report.failures == [], str(report)
    assert len(report.steps) == STEPS
    assert 0 < report.refused < report.answered  # dialogs answered both ways


def tools_menu(window: MainWindow) -> QMenu:
    menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Outils")
    assert isinstance(menu, QMenu)
    return menu


@pytest.mark.qt_no_exception_capture
def test_a_new_action_that_raises_is_driven_and_reported_with_its_seed_and_steps(
    tmp_path: Path, monkey_window: MainWindow
) -> None:
    def broken() -> None:
        raise RuntimeError("panne du menu")

    tools_menu(monkey_window).addAction("Action toute neuve").triggered.connect(broken)
    inputs = monkey_inputs(tmp_path / "fichiers", tmp_path / "singe.tournoi")
    monkey = Monkey(monkey_window, seed=11, inputs=inputs, rules=RULES, step_seconds=15)

    report = monkey.run(400)

    assert len(report.failures) == 1
    assert report.steps[-1].endswith("action « Action toute neuve »")
    assert "RuntimeError: panne du menu" in report.failures[0]
    said = str(report)
    assert said.startswith(f"seed 11: 1 failure(s) in {len(report.steps)} steps")
    assert all(step in said for step in report.steps)


class _Deaf(QDialog):
    """A dialog no answer closes: the kind that held an earlier driver forever."""

    def accept(self) -> None:
        pass

    def reject(self) -> None:
        pass

    def done(self, _result: int) -> None:
        pass


def test_a_dialog_that_never_closes_is_named_with_its_step(
    tmp_path: Path, monkey_window: MainWindow
) -> None:
    def deaf() -> None:
        dialog = _Deaf(monkey_window)
        dialog.setWindowTitle("Sourde")
        dialog.exec()

    tools_menu(monkey_window).addAction("Ouvrir la sourde").triggered.connect(deaf)
    inputs = monkey_inputs(tmp_path / "fichiers", tmp_path / "singe.tournoi")
    # Long enough for any other step on a loaded machine: only the deaf dialog passes it.
    monkey = Monkey(monkey_window, seed=11, inputs=inputs, rules=RULES, step_seconds=10)

    report = monkey.run(400)

    assert report.steps[-1].endswith("action « Ouvrir la sourde »")
    assert report.failures == [
        f"step {report.steps[-1]}: no return after 10 s (waiting: _Deaf « Sourde »)"
    ]


def test_every_menu_and_page_action_is_in_the_monkeys_reach(monkey_window: MainWindow) -> None:
    """The monkey's actions are the window's own: each page's, while it is shown, and every
    enabled entry of every menu, submenus and the recent files included."""
    menus = [
        action.text()
        for top in monkey_window.menuBar().actions()
        for action in top.menu().actions()  # type: ignore[union-attr]
        if action.isEnabled() and not action.isSeparator() and action.menu() is None
    ]
    driven = 0
    for index in range(len(PAGES)):
        monkey_window.tabs.setCurrentIndex(index)
        page = monkey_window.tabs.currentWidget()
        reached = reachable_actions(monkey_window)
        own = [action for action in page.actions() if action.isEnabled()]
        assert all(action in reached for action in own)
        driven += len(own)
        texts = [action.text() for action in reached]
        assert all(text in texts for text in menus)
        assert monkey_window.preferences.recent_files[0] in texts  # Fichier › Tournois récents
    assert driven >= 10  # Ajouter, Modifier, Importer…, Tirer le tour suivant…
    assert "&Fermer le tournoi" in menus and "&Quitter" in menus
