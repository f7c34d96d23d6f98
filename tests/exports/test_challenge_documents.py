"""The challenge printed and exported: the PDF's words, the workbook's rows, refusals."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from openpyxl import load_workbook

from tests.challenge_concours import play_concours
from tests.conftest import pair_of_players
from tournoi.exports.atomic import ExportError
from tournoi.exports.challenge import export_challenge
from tournoi.services import challenge
from tournoi.services.challenge import ChallengeRules, Rule


@pytest.fixture(scope="module")
def season(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A challenge of two concours, wins rule, only the best one counting."""
    folder = tmp_path_factory.mktemp("documents")
    path = folder / "saison.challenge"
    challenge.create_challenge(
        path, name="Challenge du Club 2027", rules=ChallengeRules(rule=Rule.WINS, best=1)
    )
    for name, teams in (("Printemps", 5), ("Été", 4)):
        concours = play_concours(
            folder / f"{teams}.tournoi", players=pair_of_players, teams=teams, name=name
        )
        challenge.add_concours(path, tournament=concours)
    return path


def test_the_pdf_prints_the_rules_the_concours_and_each_line(season: Path, tmp_path: Path) -> None:
    out = tmp_path / "challenge.pdf"
    assert export_challenge(season, path=out) == "Classement du challenge : 1 page, challenge.pdf."
    text = subprocess.run(
        ["pdftotext", "-layout", str(out), "-"], capture_output=True, text=True, check=True
    ).stdout
    assert "Challenge du Club 2027" in text
    assert "Victoire 4 points et le score de la partie" in text
    assert "Seul le meilleur concours de chacun compte." in text
    assert "C1 : Printemps ; C2 : Été." in text
    line = next(line for line in text.splitlines() if "Jean Martin1" in line)
    # Both concours brought 8 points: one counts, the other is shown in brackets.
    assert line.split()[:11] == [
        "1",
        "ex.",
        "Jean",
        "Martin1",
        "1/2",
        "8",
        "620",
        "2",
        "8",
        "(8)",
        "Ex",
    ]


def test_the_workbook_holds_the_standings_the_concours_and_the_rules(
    season: Path, tmp_path: Path
) -> None:
    out = tmp_path / "challenge.xlsx"
    assert export_challenge(season, path=out) == "Classeur du challenge écrit : challenge.xlsx."
    workbook = load_workbook(out)
    assert workbook.sheetnames == ["Classement", "Concours", "Règles"]
    rows = list(workbook["Classement"].iter_rows(values_only=True))
    assert rows[0][:9] == (
        "Rang", "Nom", "Licence", "Club", "Concours joués", "Concours comptés", "Points",
        "Marques", "Parties gagnées",
    )  # fmt: skip
    first = next(row for row in rows if row[1] == "Jean Martin1")
    assert first[:2] == (1, "Jean Martin1")
    assert (first[4], first[5], first[6], first[9], first[10]) == (2, 1, 8, 8, "(8)")
    concours = list(workbook["Concours"].iter_rows(values_only=True))
    assert [row[:2] for row in concours[1:]] == [(1, "Printemps"), (2, "Été")]
    assert workbook["Règles"]["A2"].value == "Challenge du Club 2027"


def test_another_suffix_is_refused(season: Path, tmp_path: Path) -> None:
    with pytest.raises(ExportError, match=r"on exporte en \.pdf ou en \.xlsx"):
        export_challenge(season, path=tmp_path / "challenge.challenge")
