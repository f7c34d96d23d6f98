"""``python -m tournoi export``: every document from the command line, PDF or XLSX."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from openpyxl import load_workbook

from engine import Donne, PerTeam, Team, Trump
from engine.jsonio import donne_to_json
from tests.ui.conftest import make_tournament
from tournoi.cli import main
from tournoi.services import scores
from tournoi.services.scores.sheet_files import with_change
from tournoi.services.tournament import lifecycle as tournaments


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


def test_filled_sheets_carry_the_corrections_of_the_audit_trail(tmp_path: Path) -> None:
    path = tmp_path / "corrige.tournoi"
    make_tournament(path, count=4).close()
    db = tournaments.open_tournament(path)
    donne = Donne(taker=Team.A, contract=80, trump=Trump.PIQUE, points=117)
    for _ in range(3):
        scores.record_donne(db, round_number=1, table=1, donne=donne, who="Alice")
    fixed = Donne(taker=Team.B, contract=90, trump=Trump.COEUR, points=100)
    scores.correct_donne(db, round_number=1, table=1, number=2, donne=fixed, who="Bruno")
    assert scores.corrections(db, round_number=1, table=2) == ()
    lines = scores.corrections(db, round_number=1, table=1)
    # What was written and what stands now, in the entry line's shorthand.
    assert len(lines) == 1
    assert lines[0].endswith(", Bruno : donne 2 corrigée : A 80 p 117 devient B 90 c 100.")
    db.close()
    out = tmp_path / "feuilles.pdf"
    assert main(["export", str(path), str(out), "--what", "sheets"]) == 0
    text = pdf_text(out)
    assert "Correction — " in text
    assert "Bruno : donne 2 corrigée : A 80 p 117 devient B 90 c 100." in text


def test_a_correction_that_voids_the_signatures_says_what_changed_before_the_signatures() -> None:
    before = [donne_to_json(Donne(taker=Team.A, contract=80, trump=Trump.PIQUE, points=117))]
    after = [donne_to_json(Donne(taker=Team.A, contract=80, trump=Trump.PIQUE, points=127))]
    told = (
        "Donne 1 corrigée. Signatures des équipes A et B effacées : la feuille a changé "
        "après la signature, chaque équipe la signe de nouveau."
    )
    assert with_change(told, before, after) == (
        "Donne 1 corrigée : A 80 p 117 devient A 80 p 127. Signatures des équipes A et B "
        "effacées : la feuille a changé après la signature, chaque équipe la signe de nouveau."
    )
    assert with_change("Donne 1 corrigée.", before, before) == "Donne 1 corrigée."


def test_a_partie_validated_despite_the_gap_says_so_beside_its_paper_total(
    tmp_path: Path,
) -> None:
    path = tmp_path / "ecart.tournoi"
    make_tournament(path, count=4).close()
    db = tournaments.open_tournament(path)
    donne = Donne(taker=Team.A, contract=80, trump=Trump.PIQUE, points=117)
    for table in (1, 2):
        while not scores.sheet(db, round_number=1, table=table).over:
            scores.record_donne(db, round_number=1, table=table, donne=donne, who="Alice")
    computed = scores.sheet(db, round_number=1, table=1).totals
    assert computed == PerTeam(1080, 450)
    scores.check_paper(db, round_number=1, table=1, paper=PerTeam(1180, 424), who="Arbitre")
    scores.check_paper(db, round_number=1, table=2, paper=computed, who="Arbitre")
    for table in (1, 2):
        scores.validate_partie(db, round_number=1, table=table, who="Arbitre")
    db.close()
    sheets = tmp_path / "feuilles.pdf"
    assert main(["export", str(path), str(sheets), "--what", "sheets"]) == 0
    text = pdf_text(sheets)
    assert "Total papier 1180 – 424, validée malgré l'écart" in text
    assert "Total papier 1080 – 450\n" in text  # the table whose paper agrees: nothing more
    out = tmp_path / "club.xlsx"
    assert main(["export", str(path), str(out)]) == 0
    tours = load_workbook(out, read_only=True)["Tours"]
    states = {row[3]: row[8] for row in tours.iter_rows(min_row=2, values_only=True)}
    assert states == {1: "validée malgré l'écart", 2: "validée"}
