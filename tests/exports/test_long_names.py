"""Every PDF document prints names of 1,200 characters, of every accent, of one letter: never fails.

The names are written straight into the file, as a file made before names were
limited, or imported, may hold them; then each document is exported as the
window and the command line export it.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest
from sqlmodel import select

from tests.conftest import WHO, new_tournament
from tests.services.test_draws import finish_round
from tests.services.test_prizes import PRIZES, players
from tournoi.exports import documents
from tournoi.exports.documents import Document
from tournoi.services import draws
from tournoi.services.awards import prizes
from tournoi.services.draws import DrawMethod
from tournoi.services.teams import fees
from tournoi.services.teams.fees import FeeBasis, FeeSettings
from tournoi.storage import Database, models

WORDED = ("Les Joyeux Belotiers de la Vallée du Couesnon " * 30)[:1200]
UNBROKEN = "Belotiers" * 133 + "Bel"
ACCENTS = "Àâäçéèêëîïôöùûüÿœæ ÀÂÄÇÉÈÊËÎÏÔÖÙÛÜŸŒÆ ñ"
NAMES = {"worded": WORDED, "unbroken": UNBROKEN, "accents": ACCENTS, "one": "Z"}


def rename(db: Database, name: str) -> None:
    """The tournament, every team, player and club named ``name``, every licence after it."""
    with db.session() as session:
        tournament = session.exec(select(models.Tournament)).one()
        tournament.name = tournament.place = tournament.organiser = tournament.arbiter = name
        rows: list[models.SQLModel] = [tournament]
        for team in session.exec(select(models.Team)):
            team.name = name
            rows.append(team)
        for index, player in enumerate(session.exec(select(models.Player))):
            player.first_name = player.surname = player.club = name
            player.licence = f"{name}{index}"  # a licence is one player's (migration 0013)
            rows.append(player)
        session.add_all(rows)


@pytest.fixture(scope="module")
def tournaments(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Eight teams after round 1, round 2 drawn, paid and with prizes: one file per name."""
    folder = tmp_path_factory.mktemp("noms")
    template = folder / "modele.tournoi"
    db = new_tournament(template, teams=8, rounds=3, players=players)
    draws.draw_round(db, method=DrawMethod.RANDOM, seed=7, who=WHO)
    finish_round(db, 1)
    draws.draw_round(db, method=DrawMethod.RANDOM, seed=8, who=WHO)
    fees.set_fee(db, fee=FeeSettings(amount_cents=500, basis=FeeBasis.PLAYER), who=WHO)
    prizes.replace_prizes(db, prizes=PRIZES, who=WHO)
    db.close()
    made = {}
    for key, name in NAMES.items():
        path = folder / f"{key}.tournoi"
        path.write_bytes(template.read_bytes())
        db = Database.open(path)
        rename(db, name)
        db.close()
        made[key] = path
    return made


def pdf_text(path: Path) -> str:
    text = subprocess.run(
        ["pdftotext", str(path), "-"], capture_output=True, text=True, check=True
    ).stdout
    return re.sub(r"\s+", " ", text)


@pytest.mark.parametrize("key", sorted(NAMES))
@pytest.mark.parametrize(
    ("what", "round_number"),
    [
        (Document.STANDINGS, None),
        (Document.TABLES, 2),
        (Document.TEAMS, None),
        (Document.BLANK_SHEETS, 2),
        (Document.SHEETS, 1),
        (Document.CASH, None),
        (Document.PALMARES, 1),
    ],
)
def test_every_document_prints_the_name(
    tournaments: dict[str, Path], tmp_path: Path, key: str, what: Document, round_number: int | None
) -> None:
    db = Database.open(tournaments[key])
    try:
        out = tmp_path / f"{what.value}.pdf"
        message = documents.export(db, path=out, what=what, round_number=round_number)
    finally:
        db.close()
    assert message.startswith(what.french.capitalize())
    text = pdf_text(out)
    name = NAMES[key]
    if len(name) < 100:
        assert name in text
    else:
        assert name[:20] in text and "…" in text
        # Cut: the name is never printed whole, and the pages stay few.
        assert name.replace(" ", "") not in text.replace(" ", "")
        pages = int(re.search(r"(\d+) pages?", message).group(1))  # type: ignore[union-attr]
        assert pages <= 6, message
