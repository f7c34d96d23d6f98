"""Each table's QR code on its blank score sheet and beside it on the table plan, when phones enter.

The code holds the table's full link, is at least 2 cm wide, and its address
is printed under it; a reader (zbarimg, when installed) decodes every code of
the rendered pages back to the links the desk shows.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from reportlab.lib.units import mm

from tests.conftest import WHO, new_tournament
from tests.services.test_draws import finish_round
from tournoi.exports import documents
from tournoi.exports.documents import Document, Phones
from tournoi.exports.pdf.layout import rules_line
from tournoi.exports.pdf.qr import QR_SIZE, address_lines, modules
from tournoi.services import audit, draws, table_links, tournaments
from tournoi.services.draws import DrawMethod
from tournoi.storage import Database

BASE = "http://192.168.1.20:8000"
PHONES = Phones(base_url=BASE, who=WHO)


@pytest.fixture
def drawn(tmp_path: Path) -> Iterator[Database]:
    """Ten teams, round 1 played, round 2 drawn: five tables."""
    db = new_tournament(tmp_path / "salle.tournoi", teams=10, rounds=3)
    draws.draw_round(db, method=DrawMethod.RANDOM, seed=4, who=WHO)
    finish_round(db, 1)
    draws.draw_round(db, method=DrawMethod.RANDOM, seed=9, who=WHO)
    yield db
    db.close()


def text_of(path: Path) -> str:
    return subprocess.run(
        ["pdftotext", str(path), "-"], capture_output=True, text=True, check=True
    ).stdout


def links(db: Database, round_number: int) -> dict[int, str]:
    return table_links.table_urls(db, round_number=round_number, base_url=BASE, who=WHO)


def decoded(path: Path, folder: Path) -> list[str]:
    """Every QR code zbarimg reads on the pages, rendered at 150 dpi as a printer would."""
    subprocess.run(["pdftoppm", "-r", "150", "-png", str(path), str(folder / "page")], check=True)
    found = []
    for page in sorted(folder.glob("page*.png")):
        read = subprocess.run(
            ["zbarimg", "--raw", "-q", "-Sdisable", "-Sqrcode.enable", str(page)],
            capture_output=True,
            text=True,
            check=False,  # a page without a code (« où est ma table ? ») exits 4
        )
        found += read.stdout.split()
    return found


def test_the_code_is_a_version_4_code_two_centimetres_wide() -> None:
    """A link of the hall (54 characters) in a 33 × 33 code, the three corners' squares in place."""
    url = f"{BASE}/table/AbCdEfGhIjKlMnOpQrStUvWx"
    rows = modules(url)
    assert len(rows) == 33 and all(len(row) == 33 for row in rows)
    corner = [row[:7] for row in rows[:7]]
    assert corner[0] == corner[6] == [True] * 7
    assert corner[1] == [True, False, False, False, False, False, True]
    assert [row[-7:] for row in rows[:7]] == corner == [row[:7] for row in rows[-7:]]
    assert QR_SIZE / mm >= 20
    assert address_lines(url) == ("192.168.1.20:8000/table/", "AbCdEfGhIjKlMnOpQrStUvWx")


@pytest.mark.parametrize("what", [Document.BLANK_SHEETS, Document.TABLES])
def test_each_table_has_its_code_and_address(
    drawn: Database, tmp_path: Path, what: Document
) -> None:
    out = tmp_path / f"{what.value}.pdf"
    documents.export(drawn, path=out, what=what, phones=PHONES)
    expected = links(drawn, 2)
    assert sorted(expected) == [1, 2, 3, 4, 5]
    text = text_of(out)
    assert text.count("192.168.1.20:8000/table/") == 5
    for url in expected.values():
        assert address_lines(url)[1] in text
    if shutil.which("zbarimg") is not None:
        assert sorted(decoded(out, tmp_path)) == sorted(expected.values())


def test_the_links_are_made_when_printed_and_recorded(drawn: Database, tmp_path: Path) -> None:
    documents.export(drawn, path=tmp_path / "plan.pdf", what=Document.TABLES, phones=PHONES)
    with drawn.session() as session:
        made = [entry for entry in audit.entries(session) if entry.action == "partie.links"]
    assert [(entry.who, entry.message) for entry in made] == [
        (WHO, "Tour 2 : liens des téléphones créés pour 5 tables.")
    ]
    # Printed again, the same links: the sheets already on the tables still open.
    first = links(drawn, 2)
    documents.export(drawn, path=tmp_path / "feuilles.pdf", what=Document.BLANK_SHEETS,
                     phones=PHONES)  # fmt: skip
    assert links(drawn, 2) == first


def test_a_round_asked_for_gets_its_own_links(drawn: Database, tmp_path: Path) -> None:
    out = tmp_path / "plan-1.pdf"
    documents.export(drawn, path=out, what=Document.TABLES, round_number=1, phones=PHONES)
    assert all(address_lines(url)[1] in text_of(out) for url in links(drawn, 1).values())


def test_blank_sheets_with_codes_stay_two_to_a_page(drawn: Database, tmp_path: Path) -> None:
    message = documents.export(
        drawn, path=tmp_path / "feuilles.pdf", what=Document.BLANK_SHEETS, phones=PHONES
    )
    assert message == "Feuilles de marque vierges : 3 pages, feuilles.pdf."


def test_without_phones_no_code_and_no_link_made(drawn: Database, tmp_path: Path) -> None:
    for what in (Document.BLANK_SHEETS, Document.TABLES):
        out = tmp_path / f"{what.value}.pdf"
        documents.export(drawn, path=out, what=what)
        assert "/table/" not in text_of(out)
    with drawn.session() as session:
        assert not any(entry.action == "partie.links" for entry in audit.entries(session))


def test_filled_sheets_carry_no_code(drawn: Database, tmp_path: Path) -> None:
    out = tmp_path / "remplies.pdf"
    documents.export(drawn, path=out, what=Document.SHEETS, round_number=1, phones=PHONES)
    assert "/table/" not in text_of(out)


def test_the_plan_says_how_to_use_the_codes(drawn: Database, tmp_path: Path) -> None:
    out = tmp_path / "plan.pdf"
    documents.export(drawn, path=out, what=Document.TABLES, phones=PHONES)
    text = re.sub(r"\s+", " ", text_of(out))
    assert "Saisie aux tables : chaque table scanne son code avec un téléphone" in text
    assert "Téléphone" in text


def test_the_rules_print_whole_beside_the_code(drawn: Database, tmp_path: Path) -> None:
    """Narrowed by the code, the rules go on two lines rather than lose their end."""
    out = tmp_path / "feuilles.pdf"
    documents.export(drawn, path=out, what=Document.BLANK_SHEETS, phones=PHONES)
    rules = rules_line(tournaments.get_settings(drawn).rules)
    first_sheet = re.sub(r"\s+", " ", text_of(out).split("Tour 2 · Table 2")[0])
    assert rules.split(". ")[0] in first_sheet
    assert rules.split(". ")[-1] in first_sheet
