"""``python -m tournoi export``: every document from the command line, PDF or XLSX."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from openpyxl import load_workbook

from tests.ui.conftest import make_tournament
from tournoi.cli import main


@pytest.fixture
def tournament(tmp_path: Path) -> Path:
    path = tmp_path / "club.tournoi"
    make_tournament(path, count=6).close()
    return path


def pdf_text(path: Path) -> str:
    return subprocess.run(
        ["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True
    ).stdout


@pytest.mark.parametrize(
    ("what", "expected"),
    [
        ("standings", "Classement"),
        ("tables", "Où est ma table"),
        ("sheets", "Feuille de marque"),
        ("blank-sheets", "Feuille de marque"),
        ("teams", "Martin"),
    ],
)
def test_each_pdf_document(
    tournament: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], what: str, expected: str
) -> None:
    out = tmp_path / f"{what}.pdf"
    assert main(["export", str(tournament), str(out), "--what", what]) == 0
    assert '"written"' in capsys.readouterr().out
    text = pdf_text(out)
    assert "Concours de la Saint-Martin" in text and expected in text


def test_the_workbook_of_the_whole_tournament(tournament: Path, tmp_path: Path) -> None:
    out = tmp_path / "club.xlsx"
    assert main(["export", str(tournament), str(out)]) == 0
    workbook = load_workbook(out, read_only=True)
    assert workbook.sheetnames == ["Classement", "Équipes", "Tours", "Donnes", "Paramètres"]


def test_refusals_are_french_with_exit_1(
    tournament: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["export", str(tournament), str(tmp_path / "x.doc")]) == 1
    assert "on exporte en .pdf ou en .xlsx" in capsys.readouterr().err
    empty = tmp_path / "vide.tournoi"
    make_tournament(empty, draw=False).close()
    assert main(["export", str(empty), str(tmp_path / "plan.pdf"), "--what", "tables"]) == 1
    assert "Aucun tour n'est tiré" in capsys.readouterr().err
    assert main(["export", str(tournament), str(tmp_path / "a.pdf"), "--what", "tout"]) == 2
