"""The filled score sheet of a partie stopped on time says « arrêtée au temps » (pdftotext)."""

from __future__ import annotations

import subprocess
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from engine import FFB_CONTREE, PerTeam
from tournoi.exports import documents
from tournoi.exports.documents import Document
from tournoi.services import scores
from tournoi.services.draws import DrawMethod
from tournoi.services.tournament.lifecycle import get_settings, update_settings
from tournoi.storage import Database


def test_the_filled_sheet_says_the_partie_was_stopped_on_time(
    tournament: Callable[..., Database], tmp_path: Path
) -> None:
    db = tournament(teams=4, rules=FFB_CONTREE, draw=DrawMethod.SWISS)
    scores.record_totals(
        db, round_number=1, table=1, totals=PerTeam(1240, 980), who="Arbitre", on_time=True
    )
    path = tmp_path / "feuilles.pdf"

    documents.export(db, path=path, what=Document.SHEETS, round_number=1)

    text = subprocess.run(
        ["pdftotext", "-raw", str(path), "-"], capture_output=True, text=True, check=True
    ).stdout
    words = " ".join(text.split())
    assert (
        "Arrêtée au temps : à la sonnerie, la donne en cours finie, la partie s'est arrêtée ; "
        "le plus haut total gagne."
    ) in words
    assert "Totaux seulement : la partie compte par les deux totaux" in words


def pdf_words(path: Path) -> str:
    text = subprocess.run(
        ["pdftotext", "-raw", str(path), "-"], capture_output=True, text=True, check=True
    ).stdout
    return " ".join(text.split())


def test_the_rules_line_says_the_duration_on_the_blank_sheets_and_the_standings(
    tournament: Callable[..., Database], tmp_path: Path
) -> None:
    db = tournament(teams=4, rules=FFB_CONTREE, draw=DrawMethod.SWISS)
    settings = replace(get_settings(db), partie_minutes=30)
    update_settings(db, settings=settings, who="Arbitre")
    scores.record_totals(
        db, round_number=1, table=1, totals=PerTeam(1300, 1250), who="Arbitre", on_time=True
    )

    for what in (Document.BLANK_SHEETS, Document.STANDINGS):
        path = tmp_path / f"{what.value}.pdf"
        documents.export(db, path=path, what=what, round_number=1)
        words = pdf_words(path)
        assert "Partie en 2000 points, au temps : 30 min." in words, what


def test_a_concours_on_points_has_no_word_of_time(
    tournament: Callable[..., Database], tmp_path: Path
) -> None:
    db = tournament(teams=4, rules=FFB_CONTREE, draw=DrawMethod.SWISS)
    path = tmp_path / "vierges.pdf"
    documents.export(db, path=path, what=Document.BLANK_SHEETS, round_number=1)
    words = pdf_words(path)
    assert "Partie en 2000 points." in words and "au temps" not in words
