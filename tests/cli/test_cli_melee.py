"""A concours à la mêlée from the command line: 16 players alone, 4 rounds, individual standings."""

from __future__ import annotations

import json
import subprocess
from collections import Counter
from pathlib import Path
from typing import Any

import openpyxl  # type: ignore[import-untyped, unused-ignore]
import pytest

from engine import PRESETS
from tournoi.cli import main
from tournoi.services import settings as settings_service
from tournoi.services.settings import Format
from tournoi.storage import Database

NAMES = (
    "Jean DUPONT", "Paul MARTIN", "Marie DURAND", "Luc PETIT", "Anne MOREAU", "Yves LEROY",
    "Rose FAURE", "Marc ROUX", "Lise BLANC", "Hugo GIRARD", "Nina BONNET", "Théo MERCIER",
    "Zoé LAMBERT", "Noé FONTAINE", "Eva ROUSSEL", "Léo VINCENT", "Inès MULLER", "Tom GARNIER",
)  # fmt: skip


def run(capsys: pytest.CaptureFixture[str], *argv: str, status: int = 0) -> Any:
    assert main(list(argv)) == status, capsys.readouterr().err
    captured = capsys.readouterr()
    if status:
        return captured.err
    return json.loads(captured.out) if captured.out else None


def player_file(tmp_path: Path, count: int) -> Path:
    path = tmp_path / "joueurs.csv"
    clubs = ("Rennes", "Vitré", "Brest", "")
    rows = [f"{name};{clubs[i % 4]};L{i + 1}" for i, name in enumerate(NAMES[:count])]
    path.write_text("Joueur;Club;Licence\n" + "\n".join(rows) + "\n", encoding="utf-8")
    return path


@pytest.fixture
def melee(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    path = str(tmp_path / "melee.tournoi")
    run(capsys, "new", path, "--name", "Mêlée de Noël", "--format", "melee", "--rounds", "4")
    return path


def test_a_16_player_melee_of_4_rounds_end_to_end(
    melee: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    imported = run(capsys, "players", "import", melee, str(player_file(tmp_path, 16)))
    assert imported == {"imported": 16, "players": list(range(1, 17))}
    partners: Counter[tuple[int, ...]] = Counter()
    expected: dict[int, list[int]] = {n: [0, 0, 0, 0] for n in range(1, 17)}
    for round_number in range(1, 5):
        drawn = run(capsys, "draw", melee, "--seed", str(round_number))
        assert drawn["round"] == round_number and drawn["bye"] == []
        assert [t["table"] for t in drawn["tables"]] == [1, 2, 3, 4]
        seated = [p for t in drawn["tables"] for p in (*t["A"], *t["B"])]
        assert sorted(seated) == list(range(1, 17))
        assert run(capsys, "tables", melee, "--round", str(round_number)) == drawn
        for t in drawn["tables"]:
            partners.update(tuple(sorted(pair)) for pair in (t["A"], t["B"]))
            # Table t: pair A wins by 2000 + 10 t to 1000.
            a_total = 2000 + 10 * t["table"]
            run(capsys, "enter", melee, "--round", str(round_number), "--table",
                str(t["table"]), "--totals", str(a_total), "1000")  # fmt: skip
            for player in t["A"]:
                expected[player] = [
                    expected[player][0] + 1, expected[player][1] + 1,
                    expected[player][2] + a_total, expected[player][3] + 1000,
                ]  # fmt: skip
            for player in t["B"]:
                expected[player] = [
                    expected[player][0] + 1, expected[player][1],
                    expected[player][2] + 1000, expected[player][3] + a_total,
                ]  # fmt: skip
    assert max(partners.values()) == 1, "nobody partnered twice in 4 rounds of 16"

    rows = run(capsys, "standings", melee)
    assert len(rows) == 16
    assert {r["number"]: [r["played"], r["won"], r["points_for"], r["points_against"]]
            for r in rows} == expected  # fmt: skip
    assert {r["name"] for r in rows} == set(NAMES[:16])
    ranked = [(r["won"], r["points_for"]) for r in rows]
    assert ranked == sorted(ranked, reverse=True)
    assert run(capsys, "draw", melee, status=1).startswith("Les 4 tours prévus sont tous tirés")


def test_players_left_over_are_exempt_with_the_bye_s_points_and_never_twice_before_the_others(
    melee: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run(capsys, "players", "import", melee, str(player_file(tmp_path, 18)))
    byes: Counter[int] = Counter()
    for round_number in range(1, 5):
        drawn = run(capsys, "draw", melee)
        assert len(drawn["bye"]) == 2 and len(drawn["tables"]) == 4
        assert not byes.keys() & set(drawn["bye"]), "exempt again while others were not"
        byes.update(drawn["bye"])
        for t in drawn["tables"]:
            run(capsys, "enter", melee, "--round", str(round_number), "--table",
                str(t["table"]), "--totals", "2000", "1500")  # fmt: skip
    rows = {r["number"]: r for r in run(capsys, "standings", melee)}
    target = PRESETS["ffb-contree"].target
    assert target is not None
    half_target = target // 2  # the bye's marks by default
    for player, times in byes.items():
        # An exempt player wins by default, his marks the bye's (half the target).
        row = rows[player]
        assert row["played"] == 4 and row["won"] >= times
        assert row["points_for"] >= times * half_target


def test_each_format_refuses_the_other_s_registration_and_a_melee_refuses_a_method(
    melee: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    doublettes = str(tmp_path / "doublettes.tournoi")
    run(capsys, "new", doublettes, "--name", "Doublettes")
    err = run(capsys, "players", "import", doublettes, str(player_file(tmp_path, 4)), status=1)
    assert err.startswith("Ce tournoi se joue en doublettes")
    db = Database.open(Path(doublettes))
    with db.session() as session:
        assert settings_service.load(session).format is Format.DOUBLETTES
    db.close()

    teams = tmp_path / "equipes.csv"
    teams.write_text("Joueur 1;Joueur 2\nJean DUPONT;Paul MARTIN\n", encoding="utf-8")
    err = run(capsys, "teams", "import", melee, str(teams), status=1)
    assert err.startswith("Ce concours se joue à la mêlée : on y inscrit des joueurs seuls")
    run(capsys, "players", "import", melee, str(player_file(tmp_path, 8)))
    assert main(["draw", melee, "--method", "swiss"]) == 2
    assert "une mêlée est toujours tirée au sort" in capsys.readouterr().err


def test_a_player_file_with_bad_rows_is_refused_whole(
    melee: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "mauvais.csv"
    bad.write_text("Joueur;Licence\nJean DUPONT;12\nPaul;\nLuc PETIT;12\n", encoding="utf-8")
    err = run(capsys, "players", "import", melee, str(bad), status=1)
    assert err == (
        "2 lignes refusées : ligne 3 : joueur « Paul » : il faut un prénom et un nom; "
        "ligne 4 : licence 12 déjà présente ligne 2\n"
    )
    run(capsys, "players", "import", melee, str(player_file(tmp_path, 4)))
    again = run(capsys, "players", "import", melee, str(player_file(tmp_path, 4)), status=1)
    assert again.startswith(
        "4 lignes refusées : ligne 2 : La licence L1 est déjà celle de Jean DUPONT"
    )
    assert run(capsys, "draw", melee)["tables"][0]["table"] == 1


def test_too_few_players_cannot_be_drawn(
    melee: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run(capsys, "players", "import", melee, str(player_file(tmp_path, 3)))
    err = run(capsys, "draw", melee, status=1)
    assert err == "Il faut au moins quatre joueurs pour tirer le tour 1, pas 3.\n"


def test_in_4_rounds_of_16_nobody_has_the_same_partner_or_opponent_twice(
    melee: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run(capsys, "players", "import", melee, str(player_file(tmp_path, 16)))
    partners: Counter[frozenset[int]] = Counter()
    opponents: Counter[frozenset[int]] = Counter()
    for round_number in range(1, 5):
        drawn = run(capsys, "draw", melee, "--seed", "99")
        for t in drawn["tables"]:
            partners.update(frozenset(pair) for pair in (t["A"], t["B"]))
            opponents.update(frozenset((x, y)) for x in t["A"] for y in t["B"])
            run(capsys, "enter", melee, "--round", str(round_number), "--table",
                str(t["table"]), "--totals", "2000", "1500")  # fmt: skip
    assert len(partners) == 4 * 8 and max(partners.values()) == 1
    assert len(opponents) == 4 * 16 and max(opponents.values()) == 1


def test_the_documents_rank_the_players(
    melee: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run(capsys, "players", "import", melee, str(player_file(tmp_path, 8)))
    drawn = run(capsys, "draw", melee, "--seed", "4")
    for t in drawn["tables"]:
        run(capsys, "enter", melee, "--round", "1", "--table", str(t["table"]),
            "--totals", "2010", "1500")  # fmt: skip
    ranking = run(capsys, "standings", melee)
    pdf = tmp_path / "classement.pdf"
    run(capsys, "export", melee, str(pdf), "--what", "standings")
    text = subprocess.run(
        ["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True, check=True
    ).stdout
    leader = ranking[0]["name"]
    assert leader in text and all(name in text for name in NAMES[:8])
    workbook = tmp_path / "melee.xlsx"
    run(capsys, "export", melee, str(workbook))
    sheet = openpyxl.load_workbook(workbook, read_only=True)["Classement"]
    names = [cell for row in sheet.iter_rows(values_only=True) for cell in row]
    assert set(NAMES[:8]) <= set(names)
