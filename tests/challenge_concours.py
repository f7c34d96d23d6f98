"""Finished concours for the challenge's tests: played to the end with the totals alone."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from engine import PerTeam
from tests.conftest import WHO, new_tournament
from tournoi.services import draws, scores
from tournoi.services.draws import DrawMethod, round_view
from tournoi.services.teams.info import PlayerInfo

WON_BY_A = PerTeam(310, 150)
"""Every partie won by the table's team A, 310 – 150 (contrée in 300 points)."""


def play_concours(
    path: Path,
    *,
    players: Callable[[int], list[PlayerInfo]],
    teams: int,
    rounds: int = 2,
    name: str = "Concours d'essai",
    finish: bool = True,
) -> Path:
    """A concours of ``teams`` teams drawn in rotation, each partie won by the table's team A;
    with ``finish`` false, its last round is drawn but left unplayed."""
    db = new_tournament(path, teams=teams, rounds=rounds, players=players, name=name)
    try:
        for number in range(1, rounds + 1):
            draws.draw_round(db, method=DrawMethod.ROTATION, who=WHO)
            if number == rounds and not finish:
                break
            for table in round_view(db, round_number=number).tables:
                scores.record_totals(
                    db, round_number=number, table=table.table, totals=WON_BY_A, who=WHO
                )
    finally:
        db.close()
    return path
