"""The schema's revisions read from the scripts agree with Alembic, which loads only to migrate."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from alembic.config import Config
from alembic.script import ScriptDirectory

from engine import Donne, Team, Trump
from tests.conftest import WHO, downgrade, new_tournament
from tournoi.services import draws, scores
from tournoi.services.draws import DrawMethod
from tournoi.services.standings import current as standings
from tournoi.services.teams import registration as teams
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.storage import Database, revisions
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


@pytest.fixture
def scripts(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A folder of migration scripts read in place of the real ones."""
    monkeypatch.setattr(revisions, "VERSIONS", tmp_path)
    revisions.known.cache_clear()
    yield tmp_path
    revisions.known.cache_clear()


def test_a_script_that_names_its_revisions_after_its_header_is_read_whole(scripts: Path) -> None:
    """The header (before the first function) is read alone only when it names both."""
    (scripts / "0001_first.py").write_text(
        '"""The first.\n\ndef in a docstring, at the start of a line.\n"""\n'
        'revision = "0001"\ndown_revision = None\n\n\ndef upgrade() -> None:\n    pass\n'
    )
    (scripts / "0002_second.py").write_text(
        'revision: str = "0002"\n\n\ndef upgrade() -> None:\n    pass\n\n\ndown_revision = "0001"\n'
    )
    assert revisions.known() == {"0001": None, "0002": "0001"}
    assert revisions.head() == "0002"


def test_opening_an_up_to_date_tournament_does_not_load_alembic(tmp_path: Path) -> None:
    path = tmp_path / "concours.tournoi"
    new_tournament(path).close()
    probe = (
        "import sys\n"
        "from tournoi.services.tournament.lifecycle import open_tournament\n"
        f"db = open_tournament({str(path)!r})\n"
        "db.close()\n"
        "print('alembic' in sys.modules, 'mako' in sys.modules)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert result.stdout.split() == ["False", "False"]


def test_a_file_of_the_first_version_opens_with_all_it_holds(tmp_path: Path) -> None:
    """Every migration since 0001 runs on a played tournament, nothing of it lost."""
    path = tmp_path / "ancien.tournoi"
    db = new_tournament(path, teams=6, draw=DrawMethod.SWISS)
    for table, donne in ((1, A_MAKES), (2, A_MAKES), (2, B_FALLS)):
        scores.record_donne(db, round_number=1, table=table, donne=donne, who=WHO)
    before = played(db)
    downgrade(db, "0001")
    assert db.schema_revision() == "0001"
    db.close()

    reopened = tournaments.open_tournament(path)
    try:
        assert reopened.schema_revision() == revisions.head()
        assert played(reopened) == before
    finally:
        reopened.close()


A_MAKES = Donne(taker=Team.A, contract=80, trump=Trump.COEUR, points=100)
B_FALLS = Donne(taker=Team.B, contract=120, trump=Trump.PIQUE, points=80)


def played(db: Database) -> tuple[object, ...]:
    """What a tournament holds that a migration must keep: teams, round, sheets, standings."""
    return (
        teams.list_teams(db),
        draws.round_view(db, round_number=1),
        [scores.sheet(db, round_number=1, table=t).lines for t in (1, 2, 3)],
        standings.standings(db),
    )
