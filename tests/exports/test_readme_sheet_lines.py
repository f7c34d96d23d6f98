"""The README's promise of lines on a blank score sheet is what the sheet prints."""

from __future__ import annotations

import re
from pathlib import Path

from engine import Rules
from tournoi.exports.pdf import score_sheet_canvas
from tournoi.exports.pdf.score_sheet import rows_needed

README = Path(__file__).resolve().parents[2] / "README.md"


def test_the_readme_says_the_lines_a_blank_sheet_prints() -> None:
    text = " ".join(README.read_text(encoding="utf-8").split())
    found = re.search(
        r"feuille de marque vierge prévoit une ligne par donne, ou une par (\d+) points "
        r"de l'objectif \((\d+) pour une partie en 2000 points\) ; au-delà de (\d+) lignes "
        r"elle prend une page entière et en imprime (\d+)",
        text,
    )
    assert found, "the README's sentence on blank sheets changed: keep it true"
    per, for_2000, half, full = (int(group) for group in found.groups())
    assert rows_needed(Rules(target=per * 10)) == 10
    assert rows_needed(Rules(target=2000)) == for_2000
    assert score_sheet_canvas._rows_fitting(score_sheet_canvas.HALF_H) == half
    assert rows_needed(Rules(target=1000)) <= half < for_2000
    # A blank sheet on a whole page fills it: more rows than the partie asks for.
    assert score_sheet_canvas._rows_fitting(score_sheet_canvas.FULL_H) == full
