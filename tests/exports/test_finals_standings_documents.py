"""The standings documents once the finals are played: 16 teams, 3 Swiss rounds, a final
bracket of 8 and a consolante of the next 8. Each document gives the final ranking or the
qualifying standings, never the six rounds counted together."""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from openpyxl import load_workbook

from engine import PerTeam
from tests.exports.test_finals_documents import pdf_text
from tests.services.test_finals_ranking import finals_played, qualify
from tournoi.exports import documents
from tournoi.exports.documents import Document
from tournoi.services import draws, scores
from tournoi.services.draws import DrawMethod
from tournoi.services.draws.finals_seeding import start_finals
from tournoi.services.finals import Consolante
from tournoi.services.standings.current import standings
from tournoi.storage import Database

WHO = "Arbitre"
Make = Callable[..., Database]


def play_round(db: Database, number: int) -> None:
    """Team A wins every table, 300 to 100 plus ten times the table's number."""
    for table in draws.round_view(db, round_number=number).tables:
        scores.record_totals(
            db, round_number=number, table=table.table, totals=PerTeam(300, 100 + 10 * table.table),
            who=WHO,
        )  # fmt: skip


@pytest.fixture
def noel(tournament: Make) -> tuple[Database, list[int]]:
    """Sixteen teams, three Swiss rounds, then quarters, semis and finals of both brackets,
    all played; the qualifying order."""
    db = tournament(teams=16, rounds=3, draw=DrawMethod.SWISS)
    play_round(db, 1)
    for number in (2, 3):
        draws.draw_round(db, method=DrawMethod.SWISS, who=WHO)
        play_round(db, number)
    order = [row.number for row in standings(db)]
    start_finals(db, qualified=8, consolante=Consolante.NEXT, who=WHO)
    play_round(db, 4)
    for number in (5, 6):
        draws.draw_round(db, method=DrawMethod.FINALE, who=WHO)
        play_round(db, number)
    return db, order


def test_the_standings_pdf_gives_the_final_ranking_then_the_qualifying_standings(
    noel: tuple[Database, list[int]], tmp_path: Path
) -> None:
    db, q = noel
    path = tmp_path / "classement.pdf"

    documents.export(db, path=path, what=Document.STANDINGS)

    text = pdf_text(path)
    assert "Classement après la 6e partie" not in text
    final, qualifying = text.split("Classement des tours qualificatifs, après la 3e partie")
    assert "Classement final" in final
    lines = [line.split() for line in final.splitlines() if line.strip()[:1].isdigit()]
    ranked = [(int(words[0]), int(words[1])) for words in lines if len(words) > 3]
    # The final's winner (seed 1, team A at every table), its finalist (seed 2), the
    # semi-finalists (3 and 4), the quarter-finalists, then the consolante's eight in order.
    assert ranked == [(rank, number) for rank, number in enumerate(q, start=1)]
    assert "Vainqueur" in final and "Finaliste" in final and "Demi-finaliste" in final
    assert "Consolante : vainqueur" in final
    assert "Tournoi en 3 parties" in qualifying
    # The qualifying standings count three parties for every team.
    assert f"1 {q[0]}" in " ".join(qualifying.split())


def test_the_workbook_s_classement_is_the_qualifying_standings(
    noel: tuple[Database, list[int]], tmp_path: Path
) -> None:
    db, q = noel
    path = tmp_path / "tournoi.xlsx"

    documents.export(db, path=path, what=Document.STANDINGS)

    book = load_workbook(path, read_only=True)
    rows = list(book["Classement"].iter_rows(values_only=True))
    header = rows[0]
    number, played = header.index("N°"), header.index("Jouées")
    assert [row[number] for row in rows[1:]] == q
    assert {row[played] for row in rows[1:]} == {3}
    final = list(book["Classement final"].iter_rows(values_only=True))[1:]
    assert [row[1] for row in final] == q
    book.close()


def page_text(path: Path) -> str:
    """A page's words, its tags taken out and its spaces made single."""
    text = re.sub(r"<[^>]+>", " ", path.read_text(encoding="utf-8"))
    return " ".join(html.unescape(text).split())


def test_the_site_ranks_by_the_finals_and_shows_the_bracket_and_the_qualifications(
    noel: tuple[Database, list[int]], tmp_path: Path
) -> None:
    db, q = noel
    folder = tmp_path / "site"

    documents.export(db, path=folder, what=Document.SITE)

    index = page_text(folder / "index.html")
    assert "Classement après la 6e" not in index
    assert "Classement final" in index
    ranked = re.findall(r"<tr><td class=\"n\">(\d+)</td><td class=\"n extra\">(\d+)</td>",
                        (folder / "index.html").read_text(encoding="utf-8"))  # fmt: skip
    assert [(int(rank), int(number)) for rank, number in ranked] == list(enumerate(q, start=1))
    assert "Demi-finaliste" in index and "Consolante : vainqueur" in index
    qualifying = page_text(folder / "qualifications.html")
    assert "Classement après la 3e partie, dernière des qualifications" in qualifying
    bracket = page_text(folder / "tableau.html")
    assert "Quarts de finale" in bracket and "Consolante" in bracket and "exempt" not in bracket
    semis = page_text(folder / "tour-5.html")
    assert "Tour 5 : Demi-finales du tableau principal et de la consolante" in semis
    assert "Classement après la 5e" not in semis
    assert "Tour 3" in page_text(folder / "tour-3.html")
    assert "après la 3e partie, dernière des qualifications" in page_text(folder / "tour-3.html")
    palmares = page_text(folder / "palmares.html")
    assert f"Vainqueurs du concours : {q[0]} Martin{q[0]}" in palmares
    assert f"Consolante vainqueurs : {q[8]} Martin{q[8]}" in palmares
    assert "Tableau final" in index and "Qualifications" in index  # the navigation's links
    winner = page_text(folder / f"equipe-{q[0]}.html")
    assert "rang au classement final : 1 (vainqueur)" in winner
    assert "rang au classement final : 9 (consolante : vainqueur)" in page_text(
        folder / f"equipe-{q[8]}.html"
    )


def test_every_document_ranks_the_consolante_by_its_bracket(
    tournament: Make, tmp_path: Path
) -> None:
    """The consolante's last seed wins it: the PDF, the workbook and the site rank it 9th, where
    the qualifying order would have put it 16th, and give the rule in words."""
    db, q = qualify(tournament)
    order = finals_played(db, q)
    pdf, book_path, folder = tmp_path / "classement.pdf", tmp_path / "t.xlsx", tmp_path / "site"

    for path, what in ((pdf, Document.STANDINGS), (book_path, Document.STANDINGS),
                       (folder, Document.SITE)):  # fmt: skip
        documents.export(db, path=path, what=what)

    final = pdf_text(pdf).split("Classement des tours qualificatifs")[0]
    lines = [line.split() for line in final.splitlines() if line.strip()[:1].isdigit()]
    assert [int(words[1]) for words in lines if len(words) > 3] == order
    assert "la consolante classe ensuite les siennes de même" in " ".join(final.split())
    book = load_workbook(book_path, read_only=True)
    rows = list(book["Classement final"].iter_rows(values_only=True))[1:]
    assert [(row[0], row[1], row[3]) for row in rows[8:10]] == [
        (9, q[15], "Consolante : vainqueur"), (10, q[13], "Consolante : finaliste"),
    ]  # fmt: skip
    assert [row[1] for row in rows] == order
    book.close()
    index = (folder / "index.html").read_text(encoding="utf-8")
    ranked = re.findall(r"<tr><td class=\"n\">\d+</td><td class=\"n extra\">(\d+)</td>", index)
    assert [int(number) for number in ranked] == order
    assert "la consolante classe ensuite les siennes de même" in page_text(folder / "index.html")
    assert "rang au classement final : 9 (consolante : vainqueur)" in page_text(
        folder / f"equipe-{q[15]}.html"
    )
