"""A partie stopped on time (« arrêtée au temps »): ``"ended": "time"`` on a sheet.

At the bell the donne in play is finished and the partie ends: the higher
total wins; equal totals play one more donne until they differ (contrée
§10.4, classique §10.3), save in a partie in a number of donnes whose tie is
a draw. Old sheets, without the key, read and score the same.
"""

from __future__ import annotations

import io
import json
from typing import Any

import pytest

from engine import Donne, Ending, Partie, Rules, Team, Tie, Trump
from engine.cli import main
from engine.errors import PartieOverError


def contree(taker: Team, points: int, contract: int = 80) -> Donne:
    return Donne(taker=taker, contract=contract, trump=Trump.PIQUE, points=points)


def score(capsys: pytest.CaptureFixture[str], doc: dict[str, Any]) -> tuple[int, dict[str, Any]]:
    status = main(["score", "-"], stdin=io.BytesIO(json.dumps(doc).encode()))
    return status, json.loads(capsys.readouterr().out)


def test_the_higher_total_wins_at_the_bell() -> None:
    # 120 + 60 against 50 + 100 = 180 against 150: A is ahead when the bell rings.
    partie = Partie(
        Rules(target=2000), [contree(Team.A, 117), contree(Team.B, 100)], ended=Ending.TIME
    )
    assert (partie.totals.a, partie.totals.b) == (180, 150)
    assert partie.winner is Team.A
    assert partie.ended_after == 2
    assert partie.ended is Ending.TIME


def test_equal_totals_at_the_bell_play_one_more_donne_until_they_differ() -> None:
    partie = Partie(Rules(target=2000), [contree(Team.A, 81)], ended=Ending.TIME)
    assert (partie.totals.a, partie.totals.b) == (80, 80)
    assert (partie.winner, partie.ended_after) == (None, None)
    partie.add(contree(Team.B, 81))  # 80 each again: still equal
    assert (partie.winner, partie.ended_after) == (None, None)
    partie.add(contree(Team.B, 100))  # B 160 + 100 against A 160 + 60
    assert (partie.totals.a, partie.totals.b) == (220, 260)
    assert (partie.winner, partie.ended_after) == (Team.B, 3)
    with pytest.raises(PartieOverError):
        partie.add(contree(Team.A, 100))


def test_a_partie_in_donnes_whose_tie_is_a_draw_ends_equal_at_the_bell() -> None:
    partie = Partie(Rules(donnes=12, tie=Tie.DRAW), [contree(Team.A, 81)], ended=Ending.TIME)
    assert (partie.winner, partie.ended_after) == (None, 1)
    extra = Partie(Rules(donnes=12, tie=Tie.EXTRA_DONNE), [contree(Team.A, 81)])
    extra.stop_on_time()
    assert (extra.winner, extra.ended_after) == (None, None)


def test_the_bell_does_not_change_a_partie_already_won_on_points() -> None:
    partie = Partie(Rules(target=100), [contree(Team.A, 117)], ended=Ending.TIME)
    assert (partie.winner, partie.ended_after, partie.ended) == (Team.A, 1, None)


def test_the_json_sheet_says_ended_time(capsys: pytest.CaptureFixture[str]) -> None:
    doc = {
        "rules": {"target": 2000},
        "donnes": [
            {"taker": "A", "contract": 80, "trump": "pique", "points": 117},
            {"taker": "B", "contract": 80, "trump": "coeur", "points": 100},
        ],
        "ended": "time",
    }
    status, out = score(capsys, doc)
    assert status == 0
    assert out["totals"] == {"A": 180, "B": 150}
    assert (out["winner"], out["ended_after"], out["ended"]) == ("A", 2, "time")


def test_a_sheet_without_the_key_reads_as_before(capsys: pytest.CaptureFixture[str]) -> None:
    doc = {"rules": {"target": 2000}, "donnes": [{"taker": None}]}
    status, out = score(capsys, doc)
    assert status == 0
    assert out == {
        "donnes": [{"made": None, "litige": False, "marks": {"A": 0, "B": 0}}],
        "totals": {"A": 0, "B": 0},
        "winner": None,
        "ended_after": None,
    }


def test_an_unknown_ending_is_refused_in_french(capsys: pytest.CaptureFixture[str]) -> None:
    status, out = score(capsys, {"donnes": [], "ended": "abandon"})
    assert status == 1
    assert out["error"]["field"] == "ended"
    assert "arrêtée au temps" in out["error"]["message"]
