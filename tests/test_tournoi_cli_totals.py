"""``python -m tournoi enter FILE --round N --table T --totals A B``: a whole concours by totals only."""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from tournoi.cli import main

TEAMS = 24
ROUNDS = 4


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, Any, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, json.loads(out) if out else None, err


def ok(capsys: pytest.CaptureFixture[str], *argv: str) -> Any:
    status, out, err = run(capsys, *argv)
    assert (status, err) == (0, ""), err
    return out


@pytest.fixture
def concours(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    """FFB contrée in 2000 points, 24 teams, 4 rounds, round 1 not drawn yet."""
    path = str(tmp_path / "concours.tournoi")
    ok(capsys, "new", path, "--name", "Concours de la Saint-Martin", "--rounds", str(ROUNDS))
    csv = tmp_path / "equipes.csv"
    lines = ["numéro;équipe;joueur 1;joueur 2"] + [
        f"{n};Équipe {n};Jean MARTIN{n};Paul DURAND{n}" for n in range(1, TEAMS + 1)
    ]
    csv.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert ok(capsys, "teams", "import", path, str(csv))["imported"] == TEAMS
    return path


def totals(concours: str, table: int, a: int, b: int, round_number: int = 1) -> list[str]:
    return [
        "enter", concours, "--round", str(round_number), "--table", str(table),
        "--totals", str(a), str(b),
    ]  # fmt: skip


def test_a_whole_concours_by_totals_only(concours: str, capsys: pytest.CaptureFixture[str]) -> None:
    chance = random.Random(2026)
    won: Counter[int] = Counter()
    marks_for: Counter[int] = Counter()
    marks_against: Counter[int] = Counter()
    met: set[frozenset[int]] = set()
    for round_number in range(1, ROUNDS + 1):
        drawn = ok(capsys, "draw", concours)
        assert drawn["round"] == round_number and drawn["bye"] is None
        assert len(drawn["tables"]) == TEAMS // 2
        for table in drawn["tables"]:
            pair = frozenset((table["A"], table["B"]))
            assert pair not in met, "the Swiss draw never repeats a partie"
            met.add(pair)
            winner_total = chance.randrange(2000, 2600, 10)
            loser_total = chance.randrange(0, 2000, 10)
            a, b = (winner_total, loser_total) if chance.random() < 0.5 else (loser_total, winner_total)  # fmt: skip
            entered = ok(capsys, *totals(concours, table["table"], a, b, round_number))
            assert (entered["totals"], entered["totals_only"], entered["state"]) == (
                {"A": a, "B": b}, True, "finished"
            )  # fmt: skip
            assert entered["donnes"] == 0
            assert entered["result"].endswith("(totaux seulement).")
            won[table["A"] if a > b else table["B"]] += 1
            marks_for[table["A"]] += a
            marks_for[table["B"]] += b
            marks_against[table["A"]] += b
            marks_against[table["B"]] += a
    # Every round was complete: a fifth one is refused by the number of rounds, not by a table.
    rows = ok(capsys, "standings", concours)
    assert len(rows) == TEAMS
    for row in rows:
        number = row["number"]
        assert row["played"] == ROUNDS
        assert (row["won"], row["points_for"], row["points_against"]) == (
            won[number], marks_for[number], marks_against[number]
        )  # fmt: skip
    # Ranked by wins, then marks (the default criteria).
    keys = [(row["won"], row["points_for"]) for row in rows]
    assert keys == sorted(keys, reverse=True)
    assert sum(row["won"] for row in rows) == ROUNDS * TEAMS // 2


@pytest.mark.parametrize(
    ("a", "b", "message"),
    [
        ("1890", "1290", "Totaux 1890 – 1290 : aucune équipe n'atteint les 2000 points, la partie n'est pas finie. (§10.4)"),
        ("2070", "1295", "Total de l'équipe B : 1295. Les points sont arrondis à la dizaine : un total se termine par 0. (§10.3)"),
        ("2050", "2050", "Totaux 2050 – 2050 : les deux équipes dépassent les 2000 points à égalité ; une nouvelle donne est jouée jusqu'à ce que l'égalité soit rompue, la partie n'est pas finie. (§10.4)"),
        ("2000", "2000", "Totaux 2000 – 2000 : les deux équipes atteignent les 2000 points à égalité ; une nouvelle donne est jouée jusqu'à ce que l'égalité soit rompue, la partie n'est pas finie. (§10.4)"),
        ("-10", "2000", "Total de l'équipe A : « -10 ». Un total est un nombre entier, 0 ou plus. (§10)"),
    ],
)  # fmt: skip
def test_totals_the_rules_refuse_exit_1_with_the_rule(
    concours: str, capsys: pytest.CaptureFixture[str], a: str, b: str, message: str
) -> None:
    ok(capsys, "draw", concours)
    status, out, err = run(capsys, *totals(concours, 1, 0, 0)[:-2], a, b)
    assert (status, out, err) == (1, None, message + "\n")


def test_enter_wants_either_a_sheet_or_totals(
    concours: str, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    ok(capsys, "draw", concours)
    status, out, err = run(capsys, "enter", concours, "--round", "1", "--table", "1")
    assert (status, out) == (2, None)
    assert "soit la feuille (SHEET.json, ou -), soit ses deux totaux (--totals A B)" in err
    status, out, err = run(capsys, *totals(concours, 1, 2070, 1290), "-")
    assert (status, out) == (2, None)
