"""A partie recorded by its totals alone, in the documents: marked « totaux seulement », counted."""

from __future__ import annotations

import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest
from openpyxl import load_workbook  # type: ignore[import-untyped]

from engine import FFB_CONTREE, Donne, PerTeam, Team, Trump
from tournoi.exports import documents
from tournoi.exports.documents import Document
from tournoi.services import scores
from tournoi.services.draws import DrawMethod
from tournoi.services.publication.export_data import all_donnes
from tournoi.storage import Database

WHO = "Arbitre"


@pytest.fixture
def played(tournament: Callable[..., Database]) -> Database:
    """Round 1 of FFB contrée in 2000 points: table 1 by its totals, table 2 not played."""
    db = tournament(teams=4, rules=FFB_CONTREE, draw=DrawMethod.SWISS)
    scores.record_totals(db, round_number=1, table=1, totals=PerTeam(2070, 1290), who=WHO)
    return db


def test_the_workbook_marks_and_counts_a_partie_by_its_totals(
    played: Database, tmp_path: Path
) -> None:
    path = tmp_path / "concours.xlsx"
    said = documents.export(played, path=path, what=Document.STANDINGS)
    assert (
        said == "Classeur du tournoi écrit : concours.xlsx (0 donne, 1 partie en totaux seulement)."
    )
    workbook = load_workbook(path, read_only=True)
    tours = list(workbook["Tours"].iter_rows(min_row=2, values_only=True))
    assert [(row[3], row[8]) for row in tours] == [
        (1, "terminée — totaux seulement"), (2, "pas commencée")
    ]  # fmt: skip
    donnes = list(workbook["Donnes"].iter_rows(min_row=2, values_only=True))
    assert [(row[0], row[1], row[2], row[3], row[4], row[14], row[15]) for row in donnes] == [
        (1, 1, "totaux seulement", 1, 2, 2070, 1290)
    ]
    classement = {row[2]: row for row in workbook["Classement"].iter_rows(min_row=2, values_only=True)}  # fmt: skip
    assert (classement[1][5], classement[1][11], classement[1][12]) == (1, 2070, 1290)


def test_donnes_entered_later_come_before_the_totals_row_until_they_end_the_partie(
    played: Database, tmp_path: Path
) -> None:
    first = Donne(taker=Team.A, contract=80, trump=Trump.PIQUE, points=117)
    scores.record_donne(played, round_number=1, table=1, donne=first, who=WHO)
    rows = all_donnes(played)
    assert [(row.number, row.totals_only, row.marks_a, row.marks_b) for row in rows] == [
        (1, False, 120, 50), (0, True, 2070, 1290)
    ]  # fmt: skip
    said = documents.export(played, path=tmp_path / "concours.xlsx", what=Document.STANDINGS)
    assert said.endswith("(1 donne, 1 partie en totaux seulement).")


def test_the_filled_score_sheet_says_totaux_seulement(played: Database, tmp_path: Path) -> None:
    path = tmp_path / "feuilles.pdf"
    documents.export(played, path=path, what=Document.SHEETS, round_number=1)
    text = subprocess.run(
        ["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True
    ).stdout
    assert "Totaux seulement : la partie compte par les deux totaux de la feuille" in text
    assert "2070" in text and "1290" in text
    assert "contre l'équipe 2 (totaux seulement)." in text
