"""The finals' documents: the « Tableau final » and the palmarès after the finals, read back
with pdftotext."""

from __future__ import annotations

import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest
from openpyxl import load_workbook

from engine import PerTeam
from tournoi.exports import documents
from tournoi.exports.documents import Document
from tournoi.services import draws, scores
from tournoi.services.draws import DrawMethod
from tournoi.services.draws.finals_seeding import start_finals
from tournoi.services.errors import ServiceError
from tournoi.services.finals import Consolante
from tournoi.services.standings.current import standings
from tournoi.storage import Database

WHO = "Arbitre"
Make = Callable[..., Database]


def pdf_text(path: Path) -> str:
    done = subprocess.run(
        ["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True
    )
    return done.stdout


def play_round(db: Database, number: int) -> None:
    """Team A (the better seed in the finals) wins every table, 300 to 120."""
    for table in draws.round_view(db, round_number=number).tables:
        scores.record_totals(
            db, round_number=number, table=table.table, totals=PerTeam(300, 120), who=WHO
        )


@pytest.fixture
def finished(tournament: Make) -> tuple[Database, list[int]]:
    """Eight teams, one Swiss round, a final of four and a consolante of four, all played."""
    db = tournament(teams=8, draw=DrawMethod.SWISS)
    play_round(db, 1)
    order = [row.number for row in standings(db)]
    start_finals(db, qualified=4, consolante=Consolante.NEXT, who=WHO)
    play_round(db, 2)
    draws.draw_round(db, method=DrawMethod.FINALE, who=WHO)
    play_round(db, 3)
    return db, order


def test_the_bracket_prints_each_stage_and_its_winner(
    finished: tuple[Database, list[int]], tmp_path: Path
) -> None:
    db, q = finished
    path = tmp_path / "tableau.pdf"

    message = documents.export(db, path=path, what=Document.BRACKET)

    assert message == "Tableau final : 2 pages, tableau.pdf."
    text = pdf_text(path)
    finale, consolante = text.split("\f")[:2]
    assert "Tableau final — Tableau principal" in finale
    assert "Les équipes classées 1 à 4 après le tour 1" in finale
    assert "Demi-finales" in finale and "Vainqueur" in finale
    # Seed 1 beat seed 4, then seed 2 (team A at every table): it is the winner.
    assert f"(1) {q[0]} Martin{q[0]} – Durand{q[0]}" in finale
    assert f"(4) {q[3]} Martin{q[3]}" in finale
    assert finale.count("300") == 3 and finale.count("120") == 3
    assert "Tableau final — Consolante" in consolante
    assert "Les équipes classées 5 à 8 après le tour 1" in consolante
    assert f"(1) {q[4]} Martin{q[4]}" in consolante


def test_the_palmares_names_the_finals_titles(
    finished: tuple[Database, list[int]], tmp_path: Path
) -> None:
    db, q = finished
    path = tmp_path / "palmares.pdf"

    documents.export(db, path=path, what=Document.PALMARES)

    text = pdf_text(path)
    assert "Palmarès après la phase finale (3e partie)" in text
    assert f"Vainqueurs du concours : {q[0]} Martin{q[0]}" in text
    assert f"Finalistes : {q[1]} Martin{q[1]}" in text
    assert f"Consolante vainqueurs : {q[4]} Martin{q[4]}" in text
    assert f"Consolante finalistes : {q[5]} Martin{q[5]}" in text


def test_no_bracket_before_the_finals(tournament: Make, tmp_path: Path) -> None:
    db = tournament(teams=4, draw=DrawMethod.SWISS)
    with pytest.raises(ServiceError, match="Aucune phase finale n'est tirée"):
        documents.export(db, path=tmp_path / "tableau.pdf", what=Document.BRACKET)
    assert not (tmp_path / "tableau.pdf").exists()


def test_the_workbook_has_the_final_ranking_and_every_match(
    finished: tuple[Database, list[int]], tmp_path: Path
) -> None:
    db, q = finished
    path = tmp_path / "tournoi.xlsx"

    documents.export(db, path=path, what=Document.STANDINGS)

    book = load_workbook(path, read_only=True)
    assert book.sheetnames[:3] == ["Classement", "Classement final", "Phase finale"]
    ranking = list(book["Classement final"].iter_rows(values_only=True))
    assert ranking[0][:4] == ("Rang", "N°", "Équipe", "Parcours")
    assert [(row[0], row[1], row[3]) for row in ranking[1:]] == [
        (1, q[0], "Vainqueur"), (2, q[1], "Finaliste"),
        (3, q[2], "Demi-finaliste"), (4, q[3], "Demi-finaliste"),
        (5, q[4], "Consolante : vainqueur"), (6, q[5], "Consolante : finaliste"),
        (7, q[6], "Consolante : demi-finaliste"), (8, q[7], "Consolante : demi-finaliste"),
    ]  # fmt: skip
    matches = list(book["Phase finale"].iter_rows(values_only=True))[1:]
    assert [(row[0], row[1], row[3], row[4], row[6], row[9], row[11], row[13]) for row in matches] == [
        ("Tableau principal", "Demi-finales", 2, 1, q[0], q[3], 300, q[0]),
        ("Tableau principal", "Demi-finales", 2, 2, q[1], q[2], 300, q[1]),
        ("Tableau principal", "Finale", 3, 1, q[0], q[1], 300, q[0]),
        ("Consolante", "Demi-finales", 2, 3, q[4], q[7], 300, q[4]),
        ("Consolante", "Demi-finales", 2, 4, q[5], q[6], 300, q[5]),
        ("Consolante", "Finale", 3, 2, q[4], q[5], 300, q[4]),
    ]  # fmt: skip
    book.close()


def test_the_losers_consolante_prints_on_its_page_and_in_the_palmares(
    tournament: Make, tmp_path: Path
) -> None:
    db = tournament(teams=8, draw=DrawMethod.SWISS)
    play_round(db, 1)
    q = [row.number for row in standings(db)]
    start_finals(db, qualified=8, consolante=Consolante.LOSERS, who=WHO)
    path = tmp_path / "tableau.pdf"
    assert documents.export(db, path=path, what=Document.BRACKET).startswith(
        "Tableau final : 1 page"
    )  # the quarters played first: no consolante yet
    for number in (2, 3, 4):
        play_round(db, number)
        if number < 4:
            draws.draw_round(db, method=DrawMethod.FINALE, who=WHO)

    documents.export(db, path=path, what=Document.BRACKET)

    consolante = pdf_text(path).split("\f")[1]
    assert "Tableau final — Consolante des perdants des quarts de finale" in consolante
    assert (
        "Les 4 équipes battues au premier tour du tableau principal, têtes de série dans"
        in consolante
    )
    # Team A won every quarter: the losers are seeds 5 to 8, seed 5 the consolante's first.
    assert f"(1) {q[4]} Martin{q[4]}" in consolante and f"(4) {q[7]} Martin{q[7]}" in consolante
    palmares = tmp_path / "palmares.pdf"
    documents.export(db, path=palmares, what=Document.PALMARES)
    text = pdf_text(palmares)
    assert f"Consolante vainqueurs : {q[4]} Martin{q[4]}" in text
    assert f"Consolante finalistes : {q[5]} Martin{q[5]}" in text
