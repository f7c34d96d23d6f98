"""``python -m tournoi``: a tournament is not created under a document's name, nor exported over."""

from __future__ import annotations

from pathlib import Path

import pytest

from tournoi.cli import main


def test_new_refuses_a_workbooks_name(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["new", str(tmp_path / "x.xlsx"), "--name", "Concours"]) == 1
    assert capsys.readouterr().err == (
        "« x.xlsx » est un nom de document (.xlsx), pas de tournoi : "
        "un export l'écraserait. Nommez le fichier en .tournoi.\n"
    )
    assert list(tmp_path.iterdir()) == []


def test_export_refuses_a_link_to_the_tournament_even_with_force(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    base = tmp_path / "base.tournoi"
    assert main(["new", str(base), "--name", "Concours"]) == 0
    before = base.read_bytes()
    link = tmp_path / "link.xlsx"
    link.symlink_to(base)
    capsys.readouterr()
    assert main(["export", str(base), str(link), "--force"]) == 1
    assert capsys.readouterr().err == (
        "« link.xlsx » est le fichier du tournoi lui-même : l'exporter là l'effacerait. "
        "Choisissez un autre nom de fichier.\n"
    )
    assert base.read_bytes() == before
    assert main(["export", str(base), str(tmp_path / "vrai.xlsx")]) == 0
