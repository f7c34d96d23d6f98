"""A partie of the finals ended equal, its better seed through (the organiser's tie-break): the
« Tableau final » says why, read back with pdftotext."""

from __future__ import annotations

import subprocess
from collections.abc import Callable
from pathlib import Path

from engine import PerTeam
from tournoi.exports import documents
from tournoi.exports.documents import Document
from tournoi.services import draws, scores
from tournoi.services.draws import DrawMethod
from tournoi.services.draws.finals_seeding import start_finals
from tournoi.services.finals import Consolante
from tournoi.services.settings import KnockoutTie
from tournoi.services.standings.current import standings
from tournoi.storage import Database

WHO = "Arbitre"
Make = Callable[..., Database]


def test_the_bracket_says_the_better_seed_went_through_on_a_tie(
    tournament: Make, tmp_path: Path
) -> None:
    db = tournament(teams=8, draw=DrawMethod.SWISS)
    for table in draws.round_view(db, round_number=1).tables:
        scores.record_totals(
            db, round_number=1, table=table.table, totals=PerTeam(300, 120), who=WHO
        )
    q = [row.number for row in standings(db)]
    start_finals(
        db, qualified=4, consolante=Consolante.NONE, who=WHO, tie_break=KnockoutTie.BETTER_SEED
    )
    scores.record_totals(db, round_number=2, table=2, totals=PerTeam(310, 310), who=WHO)
    path = tmp_path / "tableau.pdf"

    documents.export(db, path=path, what=Document.BRACKET)

    done = subprocess.run(
        ["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True
    )
    text = " ".join(done.stdout.split())
    assert "Égalité : la tête de série 2 passe" in text
    assert (
        "Totaux égaux : la tête de série la mieux classée passe (règle de l'organisateur)." in text
    )
    assert text.count("310") == 2 and f"(2) {q[1]}" in text


def test_the_final_ranking_says_how_an_equal_match_was_decided(
    tournament: Make, tmp_path: Path
) -> None:
    db = tournament(teams=8, draw=DrawMethod.SWISS)
    for table in draws.round_view(db, round_number=1).tables:
        scores.record_totals(
            db, round_number=1, table=table.table, totals=PerTeam(300, 20 * table.table), who=WHO
        )
    q = [row.number for row in standings(db)]
    start_finals(
        db, qualified=4, consolante=Consolante.NONE, who=WHO, tie_break=KnockoutTie.BETTER_SEED
    )
    scores.record_totals(db, round_number=2, table=1, totals=PerTeam(300, 120), who=WHO)
    scores.record_totals(db, round_number=2, table=2, totals=PerTeam(310, 310), who=WHO)
    path = tmp_path / "classement.pdf"

    documents.export(db, path=path, what=Document.STANDINGS)

    done = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True)
    final = " ".join(done.stdout.split("\f")[0].split())  # a cell's lines read in order
    words = f"Égalité : l'équipe {q[1]} (tête de série 2) passe au tour suivant"
    assert f"En lice : finale ; {words}" in final  # the seed through
    assert f"Demi-finaliste ; {words}" in final  # the team it put out
