"""``check FILE``: the integrity of a tournament file from the command line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import tamper
from tournoi.cli import main


def test_a_sound_file_exits_0_with_what_was_checked(
    played: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["check", str(played)]) == 0
    output = json.loads(capsys.readouterr().out)
    assert output == {"sound": True, "parties": 2, "donnes": 4, "findings": []}


def test_a_changed_result_exits_1_naming_the_table(
    played: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    tamper(  # the loser given the win, as a SQLite tool can
        played,
        "UPDATE result SET outcome = CASE outcome WHEN 'win' THEN 'loss' ELSE 'win' END "
        "WHERE partie_id = (SELECT id FROM partie WHERE table_number = 1)",
    )
    assert main(["check", str(played)]) == 1
    captured = capsys.readouterr()
    output = json.loads(captured.out)
    assert output["sound"] is False
    assert [(f["round"], f["table"]) for f in output["findings"]] == [(1, 1)]
    assert captured.err.startswith("Vérification de l'intégrité : 1 problème.\n- Table 1 du tour 1")


def test_a_draw_checks_the_file_once(
    played: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from tournoi.services.integrity import soundness as integrity  # noqa: PLC0415

    reports: list[integrity.Report] = []
    check = integrity.check

    def counted(db: object, **options: bool) -> integrity.Report:
        reports.append(check(db, **options))  # type: ignore[arg-type]
        return reports[-1]

    monkeypatch.setattr(integrity, "check", counted)
    assert main(["draw", str(played), "--method", "swiss"]) == 0
    assert json.loads(capsys.readouterr().out)["round"] == 2
    assert [(report.sound, report.parties, report.donnes) for report in reports] == [(True, 2, 4)]
