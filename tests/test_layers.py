"""Imports go one way (shared/design.md): faces → exports → services → storage → engine.

The rules and their reader are in :mod:`tests.layer_rules`; here they are held
over every module of ``tournoi/``, and the reader itself is tested on planted
imports, each refused, next to a legitimate one it must accept.
"""

from __future__ import annotations

import pytest

from tests.layer_rules import (
    MAY_IMPORT,
    PRESENTED,
    SHARED_BY_SCREENS,
    TOURNOI,
    layer_of,
    screen_violations,
    tournoi_sources,
    violations,
)


def test_every_module_has_a_known_layer() -> None:
    unknown = {layer_of(path) for path in tournoi_sources()} - MAY_IMPORT.keys()
    assert unknown == set(), f"add these parts of tournoi/ to the layers: {sorted(unknown)}"


def test_imports_go_one_way() -> None:
    found = [line for path in tournoi_sources() for line in violations(path)]
    assert found == [], "\n".join(found)


def test_no_module_of_a_presented_screen_imports_its_page() -> None:
    found = [line for path in tournoi_sources() for line in screen_violations(path)]
    assert found == [], "\n".join(found)


def test_every_presented_screen_and_its_widget_free_modules_exist() -> None:
    """A module renamed or moved leaves no rule guarding nothing."""
    for screen, modules in PRESENTED.items():
        page = (TOURNOI / "ui" / screen / "page.py").exists()
        assert page != (screen in SHARED_BY_SCREENS), screen
        for module in modules:
            assert (TOURNOI / "ui" / screen / f"{module}.py").exists(), module


@pytest.mark.parametrize(
    ("relative", "source", "expected"),
    [
        ("ui/entry/keys.py", "from tournoi.ui.entry.page import EntryPage\n", "imports tournoi.ui.entry.page"),
        ("ui/entry/actions.py", "if TYPE_CHECKING:\n    from tournoi.ui.entry.page import EntryPage\n",
         "the page renders"),
        ("ui/entry/sheet_json.py", "from .page import EntryPage\n", "the page renders"),
        ("ui/entry/keys.py", "from . import page\n", "the page renders"),
        ("ui/entry/keys.py", "from tournoi.ui.entry import EntryPage\n", "the page renders"),
        ("ui/entry/keys.py", "import tournoi.ui.entry\n", "the page renders"),
        ("ui/entry/presenter.py", "from PySide6.QtWidgets import QWidget\n", "without widgets"),
        ("ui/entry/judging.py", "import PySide6.QtWidgets\n", "without widgets"),
        ("ui/rounds/round_actions.py", "from tournoi.ui.rounds.page import RoundsPage\n",
         "the page renders"),
        ("ui/rounds/presenter.py", "from PySide6.QtWidgets import QDialog\n", "without widgets"),
        ("ui/teams/team_actions.py", "if TYPE_CHECKING:\n    from tournoi.ui.teams.page import TeamsPage\n",
         "the page renders"),
        ("ui/teams/check_in_panel.py", "from tournoi.ui.teams import TeamsPage\n", "the page renders"),
        ("ui/teams/presenter.py", "from PySide6.QtWidgets import QMessageBox\n", "without widgets"),
        ("ui/teams/team_form.py", "from PySide6.QtWidgets import QDialog\n", "without widgets"),
        ("ui/players/commands.py", "from tournoi.ui.players.page import PlayersPage\n",
         "the page renders"),
        ("ui/players/presenter.py", "from PySide6.QtWidgets import QWidget\n", "without widgets"),
        ("ui/entrants/presenter.py", "from PySide6.QtWidgets import QWidget\n", "without widgets"),
        ("ui/entrants/commands.py", "import PySide6.QtWidgets\n", "without widgets"),
    ],
)  # fmt: skip
def test_a_screen_module_reaching_its_page_is_found(
    relative: str, source: str, expected: str
) -> None:
    found = screen_violations(TOURNOI / relative, source)
    assert len(found) == 1 and expected in found[0], found


@pytest.mark.parametrize(
    ("relative", "source"),
    [
        ("ui/entry/presenter.py", "from tournoi.ui.entry import questions\n"),
        ("ui/entry/presenter.py", "from tournoi.ui.entry.questions import Arbiter\n"),
        ("ui/entry/presenter.py", "from PySide6.QtCore import QObject, Signal\n"),
        ("ui/entry/keys.py", "from PySide6.QtWidgets import QLineEdit\n"),
        ("ui/entry/page.py", "from tournoi.ui.entry.presenter import EntryPresenter\n"),
        ("ui/entry/__init__.py", "from tournoi.ui.entry.page import EntryPage\n"),
        ("ui/main_window.py", "from tournoi.ui.entry import EntryPage\n"),
        ("ui/standings/model.py", "from tournoi.ui.standings.page import StandingsPage\n"),
        ("ui/teams/team_actions.py", "from tournoi.ui.teams.presenter import TeamsPresenter\n"),
        ("ui/teams/presenter.py", "from tournoi.ui.teams import commands\n"),
    ],
)  # fmt: skip
def test_a_screen_module_s_legitimate_import_is_accepted(relative: str, source: str) -> None:
    assert screen_violations(TOURNOI / relative, source) == []


def test_migrations_belong_to_storage() -> None:
    for path in (TOURNOI / "storage" / "migrations").rglob("*.py"):
        assert layer_of(path) == "storage"
        assert violations(path) == []


@pytest.mark.parametrize(
    ("relative", "source", "expected"),
    [
        ("ui/page.py", "from tournoi.storage import Database\n", "may not import storage"),
        ("ui/page.py", "import sqlalchemy\n", "may import sqlalchemy"),
        ("ui/page.py", "from engine import Partie, Team\n", "ask a service for scores"),
        ("cli.py", "from engine.scoring import thing\n", "ask a service for scores"),
        ("services/x.py", "def f():\n    from tournoi.exports import pdf\n", "not import exports"),
        ("services/x.py", "from PySide6.QtCore import Qt\n", "may import PySide6"),
        ("services/x.py", "import openpyxl\n", "may import openpyxl"),
        ("exports/x.py", "from tournoi.storage import models\n", "may not import storage"),
        ("exports/pdf/x.py", "from ...ui import widgets\n", "may not import ui"),
        ("storage/x.py", "from tournoi.services.teams import registration as teams\n", "may not import services"),
        ("ui/page.py", "from tournoi.cli import main\n", "may not import cli"),
        ("ui/page.py", "from tournoi import storage\n", "may not import storage"),
        ("ui/page.py", "from engine import scoring\n", "ask a service for scores"),
        ("cli.py", "from engine.notation import capot_made_points\n", "ask a service for scores"),
        # Imports written as strings.
        ("services/x.py", "import importlib\nimportlib.import_module('tournoi.exports.pdf')\n",
         "may not import exports"),
        ("services/x.py", "from importlib import import_module\nimport_module('tournoi.ui')\n",
         "may not import ui"),
        ("services/x.py", "def f():\n    return __import__('PySide6.QtCore')\n",
         "may import PySide6"),
        # A scoring name read as an attribute of the engine, or of one of its modules.
        ("ui/page.py", "import engine\n\ndef f(d, r):\n    return engine.score_donne(d, r)\n",
         "reads engine.score_donne"),
        ("web/x.py", "import engine as e\ntotal = e.Partie(rules, donnes).totals\n",
         "reads engine.Partie"),
        ("cli.py", "from engine import notation as n\nn.capot_made_points\n",
         "reads engine.notation.capot_made_points"),
        # A scoring module taken by name from the engine.
        ("ui/page.py", "from engine import annonces\n", "ask a service for scores"),
        ("web/x.py", "from engine import Team, annonces as a\n", "ask a service for scores"),
        # The phones' pages other than the server that starts them.
        ("ui/page.py", "from tournoi.web import app\n", "may import only tournoi.web.server"),
        ("ui/page.py", "import tournoi.web.app\n", "may import only tournoi.web.server"),
        ("ui/x/page.py", "from ...web.views import page\n", "may import only tournoi.web.server"),
        ("cli/serve.py", "from tournoi.web.app import make_app\n",
         "may import only tournoi.web.server"),
    ],
)  # fmt: skip
def test_a_new_violation_is_found(relative: str, source: str, expected: str) -> None:
    """The checker itself: each kind of wrong import, written in a module of that layer."""
    found = violations(TOURNOI / relative, source)
    assert len(found) == 1 and expected in found[0], found


@pytest.mark.parametrize(
    ("relative", "source"),
    [
        ("services/x.py", "import importlib\nimportlib.import_module('tournoi.storage.models')\n"),
        ("services/x.py", "def f():\n    return __import__('sqlalchemy')\n"),
        ("ui/page.py", "from importlib import import_module\nimport_module(name)\n"),
        ("ui/page.py", "import engine\nside = engine.Team.A\n"),
        ("ui/page.py", "import engine\nengine.parse_donne(text, variant=engine.Variant.CONTREE)\n"),
        ("ui/page.py", "from engine import words\nwords.KIND_WORDS\n"),
        ("ui/page.py", "from engine import Annonce, AnnonceKind\n"),
        ("ui/page.py", "from tournoi.web.server import DEFAULT_PORT, Server\n"),
        ("ui/page.py", "from tournoi.web import server\n"),
        ("cli/serve.py", "from tournoi.web.server import Server\n"),
        ("web/x.py", "from tournoi.web.app import make_app\n"),
        ("services/x.py", "from engine import score_donne\nscore_donne\n"),
    ],
)  # fmt: skip
def test_a_legitimate_import_is_accepted(relative: str, source: str) -> None:
    """The checker refuses only what breaks a rule: each hole's legitimate neighbour."""
    assert violations(TOURNOI / relative, source) == []
