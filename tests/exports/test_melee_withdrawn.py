"""A mêlée's withdrawn player in the documents: « retiré », a player being spoken of in the
masculine, where a team is « retirée »; and a mêlée whose exempt group is of three players
still has its workbook."""

from __future__ import annotations

import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from openpyxl import load_workbook

from tests.conftest import WHO
from tests.services.test_melee import melee_db, play_round
from tournoi.exports.documents import Document, export
from tournoi.services.draws.melee import draw_melee_round
from tournoi.services.teams.player_withdrawals import withdraw_player
from tournoi.storage import Database


@pytest.fixture
def withdrawn(tmp_path: Path) -> Iterator[Database]:
    """Twelve players; player 5 withdrawn after round 1, so that round 2 exempts three."""
    db = melee_db(tmp_path / "melee.tournoi", 12)
    draw_melee_round(db, seed=7, who=WHO)
    play_round(db, 1)
    withdraw_player(db, number=5, who=WHO)
    draw_melee_round(db, seed=7, who=WHO)
    play_round(db, 2)
    yield db
    db.close()


def test_the_standings_pdf_says_retire_for_a_player(withdrawn: Database, tmp_path: Path) -> None:
    out = tmp_path / "classement.pdf"
    export(withdrawn, path=out, what=Document.STANDINGS)
    text = subprocess.run(
        ["pdftotext", "-layout", str(out), "-"], capture_output=True, text=True, check=True
    ).stdout
    words = " ".join(text.split())  # the legend wraps
    assert "Joueur Numéro5 (retiré)" in text
    assert "Joueurs retirés, classés à part" in text
    assert "Un joueur retiré est classé à part, après les joueurs en lice." in words
    assert "retirée" not in text and "Équipes retirées" not in text


def test_the_workbook_says_retire_for_a_player(withdrawn: Database, tmp_path: Path) -> None:
    out = tmp_path / "concours.xlsx"

    said = export(withdrawn, path=out, what=Document.STANDINGS)

    assert said.startswith("Classeur du tournoi écrit")
    rows = list(load_workbook(out, read_only=True)["Classement"].iter_rows(values_only=True))
    header = list(rows[0])
    assert header[-1] == "Retiré" and "Retirée" not in header
    by_number = {row[header.index("N°")]: row for row in rows[1:]}
    assert by_number[5][-1] is True and by_number[4][-1] is False
    assert by_number[5][header.index("Joueur")] == "Joueur Numéro5"
    assert "Équipe" not in header


def test_the_results_site_ranks_the_players_and_says_retire(
    withdrawn: Database, tmp_path: Path
) -> None:
    # It ranked the rounds' pairs as teams, linked to pages of pairs, and a round exempting
    # three players stopped it (a pair has two).
    site = tmp_path / "site"
    site.mkdir()

    export(withdrawn, path=site, what=Document.SITE)

    index = (site / "index.html").read_text(encoding="utf-8")
    assert "<th>Joueur</th>" in index and "<th>Équipe</th>" not in index
    assert 'Joueur Numéro5</a> <span class="note">(retiré)</span>' in index
    assert "retirée" not in index
    assert index.count("<tr><td") == 12  # one line a player
    pages = sorted(path.name for path in site.glob("*.html"))
    players = sorted(f"joueur-{n}.html" for n in range(1, 13))
    assert pages == sorted(["index.html", "palmares.html", "tour-1.html", "tour-2.html", *players])
    for page in pages:
        assert "equipe-" not in (site / page).read_text(encoding="utf-8"), page
    second = (site / "tour-2.html").read_text(encoding="utf-8")
    assert second.count('href="joueur-') == 8 + 3 + 12  # at the tables, exempt, ranked
    assert "Exempts du tour 2" not in second and "(retiré)" in second
