"""``export --phones [URL]``: each table's QR code on its blank sheet, the public page's on the plan."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from tests.conftest import new_tournament
from tournoi.cli import main
from tournoi.services.draws import DrawMethod


@pytest.fixture
def drawn(tmp_path: Path) -> Path:
    path = tmp_path / "concours.tournoi"
    new_tournament(path, teams=4, draw=DrawMethod.ROTATION).close()
    return path


def _text(path: Path) -> str:
    done = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True)
    return done.stdout


def test_the_blank_sheets_lead_to_the_address_given(drawn: Path, tmp_path: Path) -> None:
    out = tmp_path / "feuilles.pdf"
    code = main(
        [
            "export",
            str(drawn),
            str(out),
            "--what",
            "blank-sheets",
            "--phones",
            "http://10.0.0.5:8080/",
        ]
    )
    assert code == 0
    assert _text(out).count("10.0.0.5:8080/table/") == 2  # the round's two tables


def test_without_phones_the_plan_has_no_code(drawn: Path, tmp_path: Path) -> None:
    out = tmp_path / "plan.pdf"
    assert main(["export", str(drawn), str(out), "--what", "tables"]) == 0
    assert "/table/" not in _text(out)


def test_an_address_without_its_scheme_is_refused(
    drawn: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "plan.pdf"
    assert main(["export", str(drawn), str(out), "--what", "tables", "--phones", "10.0.0.5"]) == 1
    assert "commence par http://" in capsys.readouterr().err
    assert not out.exists()


def test_the_plan_gives_the_public_page_only(drawn: Path, tmp_path: Path) -> None:
    out = tmp_path / "plan.pdf"
    code = main(
        ["export", str(drawn), str(out), "--what", "tables", "--phones", "http://10.0.0.5:8080"]
    )
    assert code == 0
    text = _text(out)
    assert "/table/" not in text
    assert text.count("10.0.0.5:8080/") == 1


def test_phones_on_the_filled_sheets_are_refused_in_french(
    drawn: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "remplies.pdf"
    options = ["--what", "sheets", "--phones", "http://10.0.0.5:8080"]
    assert main(["export", str(drawn), str(out), *options]) == 1
    assert "Pas de QR code des téléphones sur « feuilles de marque remplies »" in (
        capsys.readouterr().err
    )
    assert not out.exists()
