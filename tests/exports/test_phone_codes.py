"""Each table's QR code on its own blank score sheet; the public page's alone on the table plan.

The plan hangs on the wall: a table's code there would let anyone write on
that table's sheet. A code holds its full link, is at least 2 cm wide, and
its address is printed under it; a reader (zbarimg, when installed) decodes
every code of the rendered pages back to the links the desk shows.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from reportlab.lib.units import mm

from tests.conftest import WHO, new_tournament
from tests.services.test_draws import finish_round
from tournoi.exports import documents
from tournoi.exports.documents import Document, Phones
from tournoi.exports.pdf import qr
from tournoi.exports.pdf.layout import rules_line
from tournoi.exports.pdf.qr import QR_SIZE, address_lines, draw_code, modules
from tournoi.services import audit, draws
from tournoi.services.draws import DrawMethod
from tournoi.services.errors import ServiceError
from tournoi.services.tables import links as table_links
from tournoi.services.tournament import lifecycle as tournaments
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


@pytest.fixture
def drawn_codes(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The address of every QR code the PDF writer draws, in order."""
    seen: list[str] = []

    def draw(canvas: Any, url: str, *args: Any, **kwargs: Any) -> None:
        seen.append(url)
        draw_code(canvas, url, *args, **kwargs)

    monkeypatch.setattr(qr, "draw_code", draw)
    return seen


def test_each_blank_sheet_has_its_own_tables_code_and_address(
    drawn: Database, tmp_path: Path, drawn_codes: list[str]
) -> None:
    out = tmp_path / "feuilles.pdf"
    documents.export(drawn, path=out, what=Document.BLANK_SHEETS, phones=PHONES)
    expected = links(drawn, 2)
    assert drawn_codes == [expected[table] for table in (1, 2, 3, 4, 5)]
    assert sorted(expected) == [1, 2, 3, 4, 5]
    subprocess.run(["pdfseparate", str(out), str(tmp_path / "page-%d.pdf")], check=True)
    pages = [text_of(tmp_path / f"page-{n}.pdf") for n in (1, 2, 3)]
    # Two sheets to a page: each sheet's code is its own table's, printed on that sheet.
    for table, url in expected.items():
        page = pages[(table - 1) // 2]
        assert address_lines(url)[1] in page
        sheet = page.split(f"Tour 2 · Table {table}")[1].split("Tour 2 · Table")[0]
        assert address_lines(url)[1] in sheet
    assert text_of(out).count("192.168.1.20:8000/table/") == 5
    if shutil.which("zbarimg") is not None:
        assert sorted(decoded(out, tmp_path)) == sorted(expected.values())


def test_the_plan_carries_only_the_public_pages_code(
    drawn: Database, tmp_path: Path, drawn_codes: list[str]
) -> None:
    out = tmp_path / "plan.pdf"
    documents.export(drawn, path=out, what=Document.TABLES, phones=PHONES)
    assert drawn_codes == [f"{BASE}/"]
    text = text_of(out)
    assert "/table/" not in text
    assert text.count("192.168.1.20:8000/") == 1  # one address: the public page's code
    assert "Où est ma table ? Scannez ce code" in re.sub(r"\s+", " ", text)
    if shutil.which("zbarimg") is not None:
        assert decoded(out, tmp_path) == [f"{BASE}/"]
    # Printing the plan makes no table's link: nobody can write from the wall.
    with drawn.session() as session:
        assert not any(entry.action == "partie.links" for entry in audit.entries(session))


def test_the_links_are_made_when_printed_and_recorded(drawn: Database, tmp_path: Path) -> None:
    documents.export(
        drawn, path=tmp_path / "feuilles.pdf", what=Document.BLANK_SHEETS, phones=PHONES
    )
    with drawn.session() as session:
        made = [entry for entry in audit.entries(session) if entry.action == "partie.links"]
    assert [(entry.who, entry.message) for entry in made] == [
        (WHO, "Tour 2 : liens des téléphones créés pour 5 tables.")
    ]
    # Printed again, the same links: the sheets already on the tables still open.
    first = links(drawn, 2)
    documents.export(drawn, path=tmp_path / "encore.pdf", what=Document.BLANK_SHEETS,
                     phones=PHONES)  # fmt: skip
    assert links(drawn, 2) == first


def test_a_round_asked_for_gets_its_own_links(drawn: Database, tmp_path: Path) -> None:
    out = tmp_path / "feuilles-1.pdf"
    documents.export(drawn, path=out, what=Document.BLANK_SHEETS, round_number=1, phones=PHONES)
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
        assert "192.168.1.20" not in text_of(out)
    with drawn.session() as session:
        assert not any(entry.action == "partie.links" for entry in audit.entries(session))


@pytest.mark.parametrize("what", [Document.SHEETS, Document.STANDINGS])
def test_phones_on_another_document_are_refused_in_french(
    drawn: Database, tmp_path: Path, what: Document
) -> None:
    out = tmp_path / "autre.pdf"
    with pytest.raises(ServiceError) as refused:
        documents.export(drawn, path=out, what=what, round_number=1, phones=PHONES)
    assert refused.value.message == (
        f"Pas de QR code des téléphones sur « {what.french} » : le code de chaque table "
        "s'imprime sur sa feuille de marque vierge, celui de la page publique sur le plan "
        "des tables."
    )
    assert not out.exists()


def test_the_rules_print_whole_beside_the_code(drawn: Database, tmp_path: Path) -> None:
    """Narrowed by the code, the rules go on two lines rather than lose their end."""
    out = tmp_path / "feuilles.pdf"
    documents.export(drawn, path=out, what=Document.BLANK_SHEETS, phones=PHONES)
    rules = rules_line(tournaments.get_settings(drawn).rules)
    first_sheet = re.sub(r"\s+", " ", text_of(out).split("Tour 2 · Table 2")[0])
    assert rules.split(". ")[0] in first_sheet
    assert rules.split(". ")[-1] in first_sheet


def test_phones_on_the_workbook_are_refused_in_french(drawn: Database, tmp_path: Path) -> None:
    out = tmp_path / "tournoi.xlsx"
    with pytest.raises(ServiceError) as refused:
        documents.export(drawn, path=out, what=Document.TABLES, phones=PHONES)
    assert refused.value.message.startswith("Pas de QR code des téléphones sur le classeur : ")
    assert not out.exists()
