"""The one reader of a sheet file (window and command line): bounded, BOM accepted, French refusals."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from tests.sheet_file_cases import BOM_DONNE, BOM_SHEET, MALFORMED, NAME
from tournoi.services.scores.sheet_files import (
    MAX_SHEET_BYTES,
    SheetFileError,
    read_sheet,
    read_sheet_file,
)


@pytest.mark.parametrize(("content", "said"), MALFORMED.values(), ids=MALFORMED)
def test_every_malformed_file_is_refused_naming_it(
    tmp_path: Path, content: bytes, said: str
) -> None:
    path = tmp_path / NAME
    path.write_bytes(content)

    with pytest.raises(SheetFileError) as caught:
        read_sheet_file(path)

    assert str(caught.value) == f"« {NAME} » {said}"
    assert caught.value.field == "file"


def test_a_byte_order_mark_is_accepted(tmp_path: Path) -> None:
    path = tmp_path / NAME
    path.write_bytes(BOM_SHEET)

    assert read_sheet_file(path) == {"donnes": [BOM_DONNE]}


def test_a_file_that_never_ends_is_read_no_further_than_the_limit() -> None:
    with pytest.raises(SheetFileError, match=r"^« zero » fait plus de 10 Mo"):
        read_sheet_file(Path("/dev/zero"))


def test_at_most_the_limit_and_one_byte_is_read() -> None:
    source = io.BytesIO(b" " * (3 * MAX_SHEET_BYTES))

    with pytest.raises(SheetFileError):
        read_sheet(source, name="-")

    assert source.tell() == MAX_SHEET_BYTES + 1


def test_a_file_that_cannot_be_opened_is_refused_in_french(tmp_path: Path) -> None:
    with pytest.raises(SheetFileError) as caught:
        read_sheet_file(tmp_path / "absente.json")

    assert str(caught.value) == (
        f"Impossible de lire « {tmp_path / 'absente.json'} » : No such file or directory."
    )
