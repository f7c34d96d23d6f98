"""``enter --replace`` over a finished partie: one backup copy of the file, not two."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine import Donne, PerTeam, Rules, Team, Trump
from tests.conftest import new_tournament
from tournoi.cli import main
from tournoi.services import scores
from tournoi.services.draws import DrawMethod
from tournoi.services.settings import ByeMarks, ByeScoring
from tournoi.storage.backup import backup_folder

A80 = Donne(taker=Team.A, contract=80, trump=Trump.PIQUE, points=117)


def test_replacing_a_finished_sheet_makes_one_copy(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    location = tmp_path / "concours.tournoi"
    db = new_tournament(
        location,
        rules=Rules(target=None, donnes=4),
        bye=ByeScoring(mode=ByeMarks.AVERAGE),
        draw=DrawMethod.ROTATION,
    )
    for _ in range(4):
        scores.record_donne(db, round_number=1, table=1, donne=A80, who="Alice")
    assert scores.sheet(db, round_number=1, table=1).state is scores.PartieState.FINISHED
    db.close()
    folder = backup_folder(location)
    before = set(folder.iterdir()) if folder.exists() else set()
    sheet = tmp_path / "feuille.json"
    sheet.write_text(
        json.dumps({"donnes": [{"taker": "B", "contract": 90, "trump": "coeur", "points": 100}]}),
        encoding="utf-8",
    )

    status = main(["enter", str(location), "--round", "1", "--table", "1", str(sheet),
                   "--replace"])  # fmt: skip

    out = json.loads(capsys.readouterr().out)
    assert (status, out["donnes"]) == (0, 1)
    made = set(folder.iterdir()) - before
    assert made == {Path(out["replaced"]["backup"])}


def test_replacing_finished_totals_makes_one_copy(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Totals that ended the partie, replaced: the replacement's copy only, not the recording's."""
    location = tmp_path / "concours.tournoi"
    db = new_tournament(location, rules=Rules(target=2000), draw=DrawMethod.ROTATION)
    scores.record_totals(db, round_number=1, table=1, totals=PerTeam(2070, 1290), who="Alice")
    assert scores.sheet(db, round_number=1, table=1).state is scores.PartieState.FINISHED
    db.close()
    folder = backup_folder(location)
    before = set(folder.iterdir()) if folder.exists() else set()

    status = main(["enter", str(location), "--round", "1", "--table", "1",
                   "--totals", "2010", "1500", "--replace"])  # fmt: skip

    out = json.loads(capsys.readouterr().out)
    assert (status, out["totals"]) == (0, {"A": 2010, "B": 1500})
    assert set(folder.iterdir()) - before == {Path(out["replaced"]["backup"])}
