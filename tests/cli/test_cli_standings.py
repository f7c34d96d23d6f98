"""``standings FILE``: the ranking as JSON, refused as the ranked documents are on an unsound file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import SWAP, tamper
from tournoi.cli import main
from tournoi.exports import documents
from tournoi.services.integrity.soundness import IntegrityError
from tournoi.storage import Database


def test_a_sound_file_prints_the_standings_after_one_check(
    played: Path, scored: list[int], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["standings", str(played)]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [(row["number"], row["won"], row["played"]) for row in rows] == [
        (1, 1, 1), (2, 1, 1), (5, 1, 1), (3, 0, 1), (4, 0, 1),
    ]  # fmt: skip
    assert sorted(scored) == [1, 2], "the two tables checked, once each"


def test_results_the_donnes_do_not_give_are_refused_as_the_standings_document(
    played: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    tamper(played, SWAP + "(SELECT id FROM partie WHERE table_number = 1)")

    assert main(["standings", str(played)]) == 1

    captured = capsys.readouterr()
    assert captured.out == ""
    db = Database.open(played)
    with pytest.raises(IntegrityError) as document:
        documents.export(db, path=tmp_path / "classement.pdf", what=documents.Document.STANDINGS)
    db.close()
    assert captured.err == f"{document.value}\n"
    assert captured.err.startswith(
        "Export refusé : les résultats enregistrés ne correspondent pas aux donnes "
        "(table 1 du tour 1)."
    )
