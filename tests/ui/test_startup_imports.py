"""The window starts without what it needs only later: documents, the phones' server, migrations."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LATER = ("reportlab", "openpyxl", "uvicorn", "starlette", "segno", "alembic")


def _loaded_by(statement: str) -> list[str]:
    """The modules ``statement`` loads, in the order they were loaded."""
    probe = f"import sys\n{statement}\nprint(' '.join(sys.modules))\n"
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [sys.executable, "-c", probe],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
        env=environment,
    )
    return result.stdout.split()


def test_the_window_loads_the_heavy_libraries_only_when_asked() -> None:
    loaded = _loaded_by("import tournoi.ui.app, tournoi.ui.main_window")
    assert [name for name in LATER if name in loaded] == []


def test_the_teams_page_starts_without_the_scoring_nor_the_draws() -> None:
    """The integrity check loads them in its thread, after the first paint; a draw when asked."""
    loaded = _loaded_by("import tournoi.ui.app, tournoi.ui.main_window, tournoi.ui.teams")
    later = ("tournoi.services.integrity.soundness", "tournoi.services.draws", "tournoi.services.scores",
             "tournoi.services.draws.withdrawals", "tournoi.ui.integrity_dialog")  # fmt: skip
    assert [name for name in later if name in loaded] == []


def test_a_melee_s_players_page_loads_first() -> None:
    """A mêlée opens on its Joueurs page, before the Équipes page was ever loaded: the list
    the two share loads nothing of the teams' screen."""
    loaded = _loaded_by("import tournoi.ui.app, tournoi.ui.main_window, tournoi.ui.players")
    assert "tournoi.ui.players.page" in loaded
    assert "tournoi.ui.teams.page" not in loaded


def test_the_storage_loads_before_qt() -> None:
    """PySide6's import hook reads the source of every module imported after it."""
    loaded = _loaded_by("import tournoi.ui.app")
    assert (
        loaded.index("sqlmodel") < loaded.index("tournoi.storage.models") < loaded.index("PySide6")
    )
    assert loaded.index("sqlalchemy.dialects.sqlite.pysqlite") < loaded.index("PySide6")


def test_the_window_imports_its_modules_for_good() -> None:
    """Made once and kept to the end: out of the collector's rounds, its pass at opening included."""
    probe = (
        "import gc, tournoi.__main__ as entry\n"
        "with entry.window_imports():\n"
        "    paused = not gc.isenabled()\n"
        "    from tournoi.storage.models import Team\n"
        "    from tournoi.ui.main_window import MainWindow\n"
        "young = {id(o) for o in gc.get_objects()}\n"
        "print(paused, gc.isenabled(), id(Team) in young, id(MainWindow) in young)\n"
    )
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [sys.executable, "-c", probe],
        cwd=ROOT, capture_output=True, text=True, check=True, env=environment,
    )  # fmt: skip
    assert result.stdout.split() == ["True", "True", "False", "False"]
