"""The schema's revisions read from the scripts agree with Alembic, which loads only to migrate."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from alembic.config import Config
from alembic.script import ScriptDirectory

from tests.conftest import new_tournament
from tournoi.storage import revisions
from tournoi.storage.database import MIGRATIONS

ROOT = Path(__file__).resolve().parents[2]


def alembic_scripts() -> ScriptDirectory:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    return ScriptDirectory.from_config(config)


def test_the_scripts_read_without_alembic_are_alembics() -> None:
    scripts = alembic_scripts()
    assert revisions.head() == scripts.get_current_head()
    assert revisions.known() == {
        script.revision: script.down_revision for script in scripts.walk_revisions()
    }


def test_opening_an_up_to_date_tournament_does_not_load_alembic(tmp_path: Path) -> None:
    path = tmp_path / "concours.tournoi"
    new_tournament(path).close()
    probe = (
        "import sys\n"
        "from tournoi.services.tournaments import open_tournament\n"
        f"db = open_tournament({str(path)!r})\n"
        "db.close()\n"
        "print('alembic' in sys.modules, 'mako' in sys.modules)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert result.stdout.split() == ["False", "False"]
