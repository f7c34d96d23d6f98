"""``ends_equal``: a partie to a target that ends with equal totals instead of playing one more
donne (a partie of the finals whose ties go to the better seed). Both teams past the target
together with equal totals, or equal totals at the bell, end it without a winner; the engine's
JSON reads and writes the key only where it is on."""

from __future__ import annotations

import io
import json

import pytest

from engine import Donne, Ending, Partie, Rules, Team, Trump
from engine.cli import main
from engine.jsonio import rules_from_json, rules_to_json

IN_80 = Rules(target=80)


def contree(taker: Team, points: int, contract: int = 80) -> Donne:
    return Donne(taker=taker, contract=contract, trump=Trump.PIQUE, points=points)


def test_both_past_the_target_with_equal_totals_play_on_unless_the_partie_ends_equal() -> None:
    # 80 made on 81 points: 80 each, both teams reach the 80 points together.
    played_on = Partie(IN_80, [contree(Team.A, 81)])
    assert (played_on.totals.a, played_on.totals.b) == (80, 80)
    assert (played_on.winner, played_on.ended_after) == (None, None)  # contrée §10.4

    ended = Partie(Rules(target=80, ends_equal=True), [contree(Team.A, 81)])

    assert (ended.winner, ended.ended_after) == (None, 1)


def test_equal_totals_at_the_bell_end_the_partie_that_ends_equal() -> None:
    partie = Partie(Rules(target=2000, ends_equal=True), [contree(Team.A, 81)], ended=Ending.TIME)

    assert (partie.totals.a, partie.totals.b, partie.winner, partie.ended_after) == (
        80, 80, None, 1,
    )  # fmt: skip


def test_the_rules_in_words_and_in_json(capsys: pytest.CaptureFixture[str]) -> None:
    rules = Rules(target=2000, ends_equal=True)
    assert "Partie en 2000 points, égalité possible." in rules.describe()
    assert "ends_equal" not in rules_to_json(Rules(target=2000))
    assert rules_to_json(rules)["ends_equal"] is True
    assert rules_from_json(rules_to_json(rules)) == rules
    doc = {
        "rules": {"target": 80, "ends_equal": True},
        "donnes": [{"taker": "A", "contract": 80, "trump": "pique", "points": 81}],
    }
    status = main(["score", "-"], stdin=io.BytesIO(json.dumps(doc).encode()))
    out = json.loads(capsys.readouterr().out)
    assert (status, out["winner"], out["ended_after"]) == (0, None, 1)
