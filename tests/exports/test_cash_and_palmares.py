"""The cash sheet and the palmarès PDFs, through ``python -m tournoi export``: what pdftotext reads."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from tests.conftest import WHO, new_tournament
from tests.services.test_draws import finish_round
from tests.services.test_prizes import PRIZES, players
from tournoi.cli import main
from tournoi.services import draws
from tournoi.services.awards import prizes
from tournoi.services.draws import DrawMethod
from tournoi.services.teams import check_in, fees
from tournoi.services.teams import registration as teams
from tournoi.services.teams.fees import FeeBasis, FeeSettings


@pytest.fixture
def tournament(tmp_path: Path) -> Path:
    """Eight teams after round 1 of 3 (7 first, 1-2-3 second ex aequo), five of them paid."""
    path = tmp_path / "club.tournoi"
    db = new_tournament(path, teams=8, rounds=3, players=players)
    draws.draw_round(db, method=DrawMethod.RANDOM, seed=7, who=WHO)
    finish_round(db, 1)
    fees.set_fee(db, fee=FeeSettings(amount_cents=500, basis=FeeBasis.PLAYER), who=WHO)
    for number in (1, 2, 3, 5, 8):
        check_in.mark_paid(db, number=number, paid=True, who=WHO)
    teams.withdraw_team(db, number=6, who=WHO)
    prizes.replace_prizes(db, prizes=PRIZES, who=WHO)
    db.close()
    return path


def pdf_text(path: Path, *, layout: bool = True) -> str:
    options = ["-layout"] if layout else []
    text = subprocess.run(
        ["pdftotext", *options, str(path), "-"], capture_output=True, text=True, check=True
    ).stdout
    return re.sub(r"[ \u00a0]+", " ", text)


def export(tournament: Path, out: Path, *options: str) -> str:
    assert main(["export", str(tournament), str(out), *options]) == 0
    return pdf_text(out)


def test_the_cash_sheet(tournament: Path, tmp_path: Path) -> None:
    text = export(tournament, tmp_path / "caisse.pdf", "--what", "cash")
    assert "Feuille de caisse" in text
    assert "Droit d’inscription : 5 € par joueur (10 € par équipe)." in text
    assert "Reçu : 50 € · Reste dû : 30 € · Attendu : 80 €." in text
    lines = [line.strip() for line in text.splitlines()]
    team_4 = next(line for line in lines if line.startswith("4 Martin4"))
    assert team_4.endswith("10 € ☐ 10 €")
    team_5 = next(line for line in lines if line.startswith("5 Martin5"))
    assert team_5.endswith("10 € payé")
    assert "Martin6 – Durand6 (retirée)" in text
    total = next(line for line in lines if line.startswith("Total"))
    assert total == "Total 5 / 8 équipes ont payé 80 € 50 € 30 €"


def test_the_palmares_after_round_1(tournament: Path, tmp_path: Path) -> None:
    text = export(tournament, tmp_path / "palmares.pdf", "--what", "palmares")
    assert "Palmarès après la 1re partie" in text
    # Team 6, withdrawn, would have had the prize of the first team without a licence.
    assert "7 équipes primées sur 8." in text
    rows = " ".join(pdf_text(tmp_path / "palmares.pdf", layout=False).split())
    assert "1 7 Martin7 – Durand7 Jean Martin7 Paul Durand7 2 jambons" in rows
    for number in (1, 2, 3):
        assert f"2 ex. {number} Martin{number} – Durand{number}" in rows
    assert rows.count("20 €") == 2
    assert "2 ex. 3 Martin3 – Durand3 Jean Martin3 Paul Durand3 10 €" in rows
    assert (
        "Ex æquo au rang 2 (n° 1, n° 2, n° 3) sans le même lot : l'ordre du classement les a "
        "départagés, à confirmer par l'organisateur (tirage au sort)."
    ) in rows
    assert "Jean Martin4 Paul Durand4 Première équipe de Vitré : 10 € VITRE / Rennes" in rows
    assert "Lots non attribués : Première équipe sans licence, Club de Paris." in rows


def test_the_palmares_needs_a_finished_round(tmp_path: Path) -> None:
    path = tmp_path / "vide.tournoi"
    new_tournament(path, teams=4, draw=DrawMethod.RANDOM).close()
    assert main(["export", str(path), str(tmp_path / "p.pdf"), "--what", "palmares"]) == 1
