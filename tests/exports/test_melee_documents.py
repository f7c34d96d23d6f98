"""A mêlée's documents for every count of players: the exempt group is a team of 1 to 3."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import pytest
from openpyxl import load_workbook  # type: ignore[import-untyped, unused-ignore]

from tournoi.cli import main
from tournoi.exports import documents
from tournoi.exports.documents import Document
from tournoi.services.draws.melee_views import melee_round
from tournoi.services.teams import fees, registration
from tournoi.services.teams.player_withdrawals import withdraw_player
from tournoi.services.teams.players import set_present
from tournoi.storage import Database

NAMES = (
    "Jean DUPONT", "Paul MARTIN", "Marie DURAND", "Luc PETIT", "Anne MOREAU", "Yves LEROY",
    "Rose FAURE", "Marc ROUX", "Lise BLANC", "Hugo GIRARD", "Nina BONNET", "Théo MERCIER",
    "Zoé LAMBERT", "Noé FONTAINE", "Eva ROUSSEL",
)  # fmt: skip
CLUBS = ("Rennes", "Vitré", "Brest")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> Any:
    assert main(list(argv)) == 0, capsys.readouterr().err
    out = capsys.readouterr().out
    return json.loads(out) if out else None


def pdf_text(path: Path) -> str:
    return subprocess.run(
        ["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True
    ).stdout


def melee(tmp_path: Path, capsys: pytest.CaptureFixture[str], players: int) -> str:
    """A mêlée of ``players``, its first round drawn and every table's totals entered."""
    path = str(tmp_path / "melee.tournoi")
    run(capsys, "new", path, "--name", "Mêlée du club", "--format", "melee", "--rounds", "3")
    file = tmp_path / "joueurs.csv"
    rows = [f"{name};{CLUBS[i % 3]};L{i + 1}" for i, name in enumerate(NAMES[:players])]
    file.write_text("Joueur;Club;Licence\n" + "\n".join(rows) + "\n", encoding="utf-8")
    run(capsys, "players", "import", path, str(file))
    drawn = run(capsys, "draw", path, "--seed", "1")
    assert len(drawn["bye"]) == players % 4
    for table in drawn["tables"]:
        run(capsys, "enter", path, "--round", "1", "--table", str(table["table"]),
            "--totals", "2000", "1500")  # fmt: skip
    return path


@pytest.mark.parametrize("players", [9, 12, 13, 14, 15])
def test_every_document_of_a_melee_is_written_whatever_its_count_of_players(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], players: int
) -> None:
    path = melee(tmp_path, capsys, players)
    for what in ("standings", "tables", "sheets", "blank-sheets", "teams", "cash", "palmares"):
        out = tmp_path / f"{what}.pdf"
        written = run(capsys, "export", path, str(out), "--what", what)
        assert written["written"] == str(out)
        assert "Mêlée du club" in pdf_text(out)
    workbook = tmp_path / "melee.xlsx"
    run(capsys, "export", path, str(workbook))
    sheet = load_workbook(workbook, read_only=True)["Paires"]
    exempt = [row for row in sheet.iter_rows(values_only=True) if row[2] in ("exempt", "exempts")]
    # The exempt group's players, each with his number: « N° joueur 1 », « Joueur 1 »…
    names = [name for row in exempt for name in row[4::2] if name]
    assert len(names) == players % 4 and set(names) <= set(NAMES)
    site = tmp_path / "site"
    run(capsys, "export", path, str(site), "--what", "site")
    assert "Jean DUPONT" in (site / "index.html").read_text(encoding="utf-8")
    podium = tmp_path / "podium.png"
    run(capsys, "export", path, str(podium), "--what", "podium")
    assert podium.stat().st_size > 0


def test_a_melee_s_standings_print_one_line_per_player_with_his_club_the_withdrawn_apart(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = melee(tmp_path, capsys, 13)
    db = Database.open(Path(path))
    withdraw_player(db, number=5, who="test")
    db.close()
    out = tmp_path / "classement.pdf"
    run(capsys, "export", path, str(out), "--what", "standings")
    text = pdf_text(out)
    header = next(line for line in text.splitlines() if line.split()[:2] == ["Rang", "N°"])
    assert header.split()[:4] == ["Rang", "N°", "Joueur", "Club"]
    assert "Équipe" not in text and "Joueurs " not in header
    assert "Joueurs retirés, classés à part" in text
    words = " ".join(text.split())
    assert "Un joueur retiré est classé à part, après les joueurs en lice." in words
    # Each player's line names him and his club (clubs in turn: Rennes, Vitré, Brest).
    for number, name in enumerate(NAMES[:13], start=1):
        line = next(line for line in text.splitlines() if name in line)
        assert f" {number} " in line and CLUBS[(number - 1) % 3] in line, line
    assert "Anne MOREAU (retiré)" in text
    assert text.index("Joueurs retirés") < text.index("Anne MOREAU (retiré)")


def test_a_melee_s_door_list_is_its_players_with_their_clubs_and_boxes_to_tick(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = melee(tmp_path, capsys, 13)
    db = Database.open(Path(path))
    set_present(db, number=2, present=True, who="test")
    db.close()
    out = tmp_path / "accueil.pdf"
    written = run(capsys, "export", path, str(out), "--what", "teams")
    assert written["message"] == "Liste des joueurs : 1 page, accueil.pdf."
    text = pdf_text(out)
    assert "Liste des joueurs" in text and "13 joueurs." in text
    assert "Exempts du tour" not in text and "Équipe" not in text
    header = next(line for line in text.splitlines() if line.split()[:1] == ["N°"])
    assert header.split() == ["N°", "Joueur", "Club", "État", "Présent", "Payé"]
    lines = text.splitlines()
    for number, name in enumerate(NAMES[:13], start=1):
        # The name on a line, under it the number, club, state and boxes, then the licence.
        at = next(i for i, line in enumerate(lines) if name in line)
        boxes = ["☑", "☐"] if number == 2 else ["☐", "☐"]
        assert lines[at + 1].split() == [str(number), CLUBS[(number - 1) % 3], "inscrit", *boxes]
        assert lines[at + 2].split() == ["licence", f"L{number}"]


def test_the_command_line_s_help_names_a_melee_s_door_list(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit):
        main(["export", "--help"])
    assert "la liste des joueurs pour l'accueil" in " ".join(capsys.readouterr().out.split())


@pytest.mark.parametrize("players", [13, 14, 15])
def test_the_services_read_the_exempt_group_with_its_one_to_three_players(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], players: int
) -> None:
    path = melee(tmp_path, capsys, players)
    db = Database.open(Path(path))
    exempt = next(t for t in registration.list_teams(db) if t.name == "Exempts du tour 1")
    bye = melee_round(db, round_number=1).bye
    assert [p.full_name for p in exempt.players] == [NAMES[n - 1] for n in bye]
    summary = fees.cash_summary(db)
    assert len(summary.lines) == players
    written = documents.export(db, path=tmp_path / "tout.xlsx", what=Document.STANDINGS)
    assert written.startswith("Classeur du tournoi écrit : tout.xlsx")
    db.close()
