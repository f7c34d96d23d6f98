"""A filled score sheet says which team signed from the phone, and when, in its signature box."""

from __future__ import annotations

import re
import subprocess
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from engine import Donne, Team, Trump
from tests.conftest import WHO
from tournoi.exports import documents
from tournoi.exports.documents import Document
from tournoi.services import scores
from tournoi.services.draws import DrawMethod
from tournoi.services.tables import entry as table_entry
from tournoi.services.tables import links as table_links
from tournoi.storage import Database

CAPOT = Donne(taker=Team.A, contract=100, trump=Trump.COEUR, points=162, capot=Team.A)


def text_of(path: Path) -> str:
    done = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True)
    return re.sub(r"\s+", " ", done.stdout)


def finished(db: Database) -> str:
    """Table 1's partie played to its end; its link's secret."""
    while not scores.sheet(db, round_number=1, table=1).over:
        scores.record_donne(db, round_number=1, table=1, donne=CAPOT, who=WHO)
    return table_links.issue_links(db, round_number=1, who=WHO)[0].secret


def sign(db: Database, secret: str, team: Team, submission: str) -> None:
    version = table_entry.open_sheet(db, secret=secret).sheet.version
    table_entry.sign(db, secret=secret, team=team, submission=submission, version=version)


def test_a_signature_from_the_phone_is_printed_with_who_and_when(
    tournament: Callable[..., Database], tmp_path: Path
) -> None:
    db = tournament(teams=4, draw=DrawMethod.ROTATION)
    secret = finished(db)
    sign(db, secret, Team.B, "signature-b-0001")
    now = datetime.now().astimezone()
    out = tmp_path / "remplies.pdf"
    documents.export(db, path=out, what=Document.SHEETS, round_number=1)
    text = text_of(out)
    when = f"le {now.day:02}/{now.month:02} à {now.hour} h"
    assert text.count(f"Signée au téléphone {when}") == 1
    assert text.count("par table 1, téléphone") == 1
    sheet_1 = text.split("Tour 1 · Table 2")[0]
    # Team B's box, not team A's.
    assert re.search(r"Signature équipe B.*Signée au téléphone", sheet_1)
    assert not re.search(r"Signature équipe A Signée", sheet_1)


def test_a_signature_voided_by_a_change_is_not_printed(
    tournament: Callable[..., Database], tmp_path: Path
) -> None:
    db = tournament(teams=4, draw=DrawMethod.ROTATION)
    secret = finished(db)
    sign(db, secret, Team.A, "signature-a-0001")
    last = len(scores.sheet(db, round_number=1, table=1).lines)
    scores.delete_donne(db, round_number=1, table=1, number=last, who=WHO)
    scores.record_donne(db, round_number=1, table=1, donne=CAPOT, who=WHO)
    out = tmp_path / "remplies.pdf"
    documents.export(db, path=out, what=Document.SHEETS, round_number=1)
    assert "Signée au téléphone" not in text_of(out)
