"""A tournament's longest name and place (80 characters each) print whole at the head of a
score sheet and at the foot of the palmarès, written smaller rather than cut."""

from __future__ import annotations

import subprocess
from pathlib import Path

from tests.conftest import WHO, new_tournament
from tests.services.test_draws import finish_round
from tournoi.exports import documents
from tournoi.exports.documents import Document
from tournoi.services.awards import prizes
from tournoi.services.awards.prizes import PrizeList, RankPrize, Reward
from tournoi.services.draws import DrawMethod

NAME = "Grand concours de belote de la Saint-Martin, organisé par l'Amicale de Vitré"
PLACE = "Salle polyvalente Jean-Baptiste de La Villemarqué, Saint-Martin-des-Champs"


def lines_of(path: Path) -> list[str]:
    text = subprocess.run(
        ["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True
    ).stdout
    return [" ".join(line.split()) for line in text.splitlines()]


def test_a_long_place_and_name_print_whole_on_the_sheets_and_the_palmares(
    tmp_path: Path,
) -> None:
    db = new_tournament(
        tmp_path / "t.tournoi", teams=4, draw=DrawMethod.RANDOM, name=NAME, place=PLACE
    )
    try:
        sheets = tmp_path / "feuilles.pdf"
        documents.export(db, path=sheets, what=Document.BLANK_SHEETS)
        head = lines_of(sheets)[:3]
        assert f"Feuille de marque · {NAME}" in head
        assert PLACE in head
        assert not any("…" in line for line in head)
        finish_round(db, 1)
        one = RankPrize(first=1, last=1, reward=Reward(amount_cents=2000))
        prizes.replace_prizes(db, prizes=PrizeList(ranks=(one,)), who=WHO)
        palmares = tmp_path / "palmares.pdf"
        documents.export(db, path=palmares, what=Document.PALMARES)
        assert f"{NAME} — palmarès après la 1re partie page 1 / 1" in lines_of(palmares)
    finally:
        db.close()
