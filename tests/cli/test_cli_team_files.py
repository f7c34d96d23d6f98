"""``python -m tournoi teams import``: a workbook read whole whatever size its sheet declares."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import new_tournament
from tests.files.sized_workbooks import stale_workbook
from tournoi.cli import main
from tournoi.services.teams import registration as teams
from tournoi.storage import Database


@pytest.mark.parametrize("ref", ["A1:D3", "A1:XFD1048576"])
def test_a_stale_declared_size_imports_every_team(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], ref: str
) -> None:
    tournament = tmp_path / "concours.tournoi"
    new_tournament(tournament, teams=0).close()
    sheet = stale_workbook(tmp_path / "equipes.xlsx", teams=5, ref=ref)

    status = main(["teams", "import", str(tournament), str(sheet)])

    out, err = capsys.readouterr()
    assert (status, err) == (0, "")
    assert json.loads(out) == {"imported": 5, "teams": [1, 2, 3, 4, 5]}
    db = Database.open(tournament)
    try:
        assert [team.number for team in teams.list_teams(db)] == [1, 2, 3, 4, 5]
    finally:
        db.close()
