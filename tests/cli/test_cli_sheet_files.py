"""``enter``'s sheet file, read by the window's reader: the same refusals, a BOM accepted."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from tests.conftest import new_tournament
from tests.sheet_file_cases import BOM_DONNE, BOM_SHEET, MALFORMED, NAME
from tournoi.cli import main
from tournoi.services import scores
from tournoi.services.draws import DrawMethod
from tournoi.services.tournament.lifecycle import open_tournament


@pytest.fixture
def drawn(tmp_path: Path) -> Path:
    path = tmp_path / "concours.tournoi"
    new_tournament(path, draw=DrawMethod.SWISS).close()
    return path


def enter(drawn: Path, sheet: str) -> list[str]:
    return ["enter", str(drawn), "--round", "1", "--table", "1", sheet]


def donnes_at_table_1(drawn: Path) -> list[object]:
    db = open_tournament(str(drawn))
    try:
        donnes: list[object] = scores.export_sheet(db, round_number=1, table=1)["donnes"]
        return donnes
    finally:
        db.close()


@pytest.mark.parametrize(("content", "said"), MALFORMED.values(), ids=MALFORMED)
def test_a_malformed_file_is_refused_as_the_window_refuses_it(
    drawn: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes, said: str
) -> None:
    sheet = tmp_path / NAME
    sheet.write_bytes(content)

    status = main(enter(drawn, str(sheet)))

    out, err = capsys.readouterr()
    assert (status, out, err) == (2, "", f"« {NAME} » {said}\n")
    assert donnes_at_table_1(drawn) == []


def test_standard_input_that_never_ends_is_refused(
    drawn: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    with Path("/dev/zero").open("rb") as zero:
        monkeypatch.setattr("sys.stdin", io.TextIOWrapper(zero))
        status = main(enter(drawn, "-"))

    out, err = capsys.readouterr()
    assert (status, out) == (2, "")
    assert err == "« - » fait plus de 10 Mo : ce n'est pas une feuille de marque.\n"


def test_a_sheet_with_a_byte_order_mark_is_entered(
    drawn: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    sheet = tmp_path / NAME
    sheet.write_bytes(BOM_SHEET)

    assert main(enter(drawn, str(sheet))) == 0

    capsys.readouterr()
    assert donnes_at_table_1(drawn) == [BOM_DONNE]
