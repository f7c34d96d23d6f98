"""A mêlée's documents name each pair by its players' numbers and names, never by the number
of the round's team the draw made of it: the table plan, the score sheets, the palmarès and
the workbook's Paires sheet, read from their text (a 17-player mêlée, one exempt a round)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from openpyxl import load_workbook  # type: ignore[import-untyped, unused-ignore]

from tests.exports.test_melee_documents import CLUBS, pdf_text, run
from tournoi.services.draws.melee_views import MeleeRoundView, melee_round
from tournoi.storage import Database

NAMES = (
    "Jean DUPONT", "Paul MARTIN", "Marie DURAND", "Luc PETIT", "Anne MOREAU", "Yves LEROY",
    "Rose FAURE", "Marc ROUX", "Lise BLANC", "Hugo GIRARD", "Nina BONNET", "Théo MERCIER",
    "Zoé LAMBERT", "Noé FONTAINE", "Eva ROUSSEL", "Léa GARNIER", "Tom CHEVALIER",
)  # fmt: skip


@pytest.fixture
def seventeen(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[str, MeleeRoundView]:
    """Seventeen players: round 1 played by its totals, round 2 drawn, its table 1 played."""
    path = str(tmp_path / "melee.tournoi")
    run(capsys, "new", path, "--name", "Mêlée du club", "--format", "melee", "--rounds", "3")
    file = tmp_path / "joueurs.csv"
    rows = [f"{name};{CLUBS[i % 3]}" for i, name in enumerate(NAMES)]
    file.write_text("Joueur;Club\n" + "\n".join(rows) + "\n", encoding="utf-8")
    run(capsys, "players", "import", path, str(file))
    for number in (1, 2):
        drawn = run(capsys, "draw", path, "--seed", str(number))
        tables = drawn["tables"] if number == 1 else drawn["tables"][:1]
        for table in tables:
            run(capsys, "enter", path, "--round", str(number), "--table", str(table["table"]),
                "--totals", "2000", "1500")  # fmt: skip
    db = Database.open(Path(path))
    view = melee_round(db, round_number=2)
    db.close()
    assert len(view.bye) == 1
    return path, view


def words(number: int) -> str:
    return f"{number} {NAMES[number - 1]}"


def test_the_table_plan_names_the_pairs_by_their_players_and_the_exempt(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], seventeen: tuple[str, MeleeRoundView]
) -> None:
    path, view = seventeen
    out = tmp_path / "plan.pdf"
    run(capsys, "export", path, str(out), "--what", "tables")
    text = pdf_text(out)
    lines = text.splitlines()
    assert "Paire A" in text and "Paire B" in text
    assert "Équipe" not in text and "Exempts du tour" not in text and "n°" not in text
    for table in view.tables:
        # The pair's first players on the table's line, their partners on the next.
        at = next(i for i, line in enumerate(lines) if line.split()[:1] == [str(table.table)])
        first = lines[at].split()
        assert first[1:] == [*words(table.a[0]).split(), *words(table.b[0]).split()]
        second = lines[at + 1].split()
        assert second == [*words(table.a[1]).split(), *words(table.b[1]).split()]
        # No round-team number anywhere near: those numbers are past 8 in round 2.
        assert str(table.team_a) not in first[:1]
    (exempt,) = view.bye
    assert f"Exempt : {words(exempt)}" in text
    # « Où est ma table ? » by player: his surname first, number, table, partner.
    for table in view.tables:
        for first, second in (table.a, table.b):
            first_name, surname = NAMES[first - 1].split()
            line = next(line for line in lines if line.split()[:2] == [surname, first_name])
            assert line.split()[2:4] == [str(first), str(table.table)]
            at = lines.index(line)
            assert words(second) in lines[at - 1] + lines[at] + lines[at + 1]
    first_name, surname = NAMES[exempt - 1].split()
    line = next(i for i, line in enumerate(lines) if line.split()[:2] == [surname, first_name])
    assert "exempt" in lines[line - 1] + lines[line]


@pytest.mark.parametrize("what", ["sheets", "blank-sheets"])
def test_the_score_sheets_name_the_pairs_by_their_players(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    seventeen: tuple[str, MeleeRoundView],
    what: str,
) -> None:
    path, view = seventeen
    out = tmp_path / f"{what}.pdf"
    run(capsys, "export", path, str(out), "--what", what)
    text = pdf_text(out)
    assert "Équipe" not in text and "équipe" not in text
    assert text.count("Signature paire A") == len(view.tables)
    lines = text.splitlines()
    for table in view.tables:
        at = next(i for i, line in enumerate(lines) if f"Paire A — {words(table.a[0])}" in line)
        assert f"Paire B — {words(table.b[0])}" in lines[at]
        assert lines[at + 1].split() == [*words(table.a[1]).split(), *words(table.b[1]).split()]
    if what == "sheets":
        assert "Victoire de la paire A, 2000 à 1500 contre la paire B (totaux seulement)." in text
        # The round's team numbers, past 8 in round 2, are nowhere.
        assert not re.search(rf"\b{view.tables[0].team_a}\b «", text)


def test_the_palmares_ranks_players_with_their_clubs(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], seventeen: tuple[str, MeleeRoundView]
) -> None:
    path, _ = seventeen
    out = tmp_path / "palmares.pdf"
    run(capsys, "export", path, str(out), "--what", "palmares")
    text = pdf_text(out)
    assert "Équipe" not in text and "équipe" not in text
    header = next(line for line in text.splitlines() if line.split()[:1] == ["Rang"])
    assert header.split() == ["Rang", "N°", "Joueur", "Club", "Lot"]
    assert "0 joueur primé sur 17." in " ".join(text.split())
    for number, name in enumerate(NAMES, start=1):
        line = next(line for line in text.splitlines() if name in line)
        assert line.split()[-1] == CLUBS[(number - 1) % 3] and f" {number} " in line


def test_the_workbook_lists_each_round_s_pairs_by_their_players(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], seventeen: tuple[str, MeleeRoundView]
) -> None:
    path, view = seventeen
    out = tmp_path / "concours.xlsx"
    run(capsys, "export", path, str(out))
    book = load_workbook(out, read_only=True)
    assert "Équipes" not in book.sheetnames and "Paires" in book.sheetnames
    rows = list(book["Paires"].iter_rows(values_only=True))
    assert rows[0] == (
        "Tour", "Table", "Paire", "N° joueur 1", "Joueur 1", "N° joueur 2", "Joueur 2",
        "N° joueur 3", "Joueur 3",
    )  # fmt: skip
    # Read only, a row ends at its last written cell: the empty ones are None.
    second = [(*row, *(None,) * (9 - len(row))) for row in rows[1:] if row[0] == 2]
    expected = [
        (2, table.table, side, first, NAMES[first - 1], other, NAMES[other - 1], None, None)
        for table in view.tables
        for side, (first, other) in (("A", table.a), ("B", table.b))
    ]
    (exempt,) = view.bye
    expected.append((2, None, "exempt", exempt, NAMES[exempt - 1], None, None, None, None))
    assert second == expected
    assert len([row for row in rows[1:] if row[0] == 1]) == 9
