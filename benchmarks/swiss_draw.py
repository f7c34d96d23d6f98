"""Speed of a late Swiss draw on a big field: round 10 of a 1000-team tournament.

    .venv/bin/python benchmarks/swiss_draw.py [--teams 1000] [--rounds 10] [--seed 1]

Draws rounds 1 to 9 Swiss, each on the standings left by random results
(winner by a coin toss, marks at random; standings by parties won, then
marks), then times the draw of the last round. Target: under 1 second, and
no rematch.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tournoi.services.pairing import DrawResult, Entrant, swiss_draw


def standings(wins: dict[int, int], marks: dict[int, int], byes: dict[int, int]) -> list[Entrant]:
    order = sorted(wins, key=lambda team: (-wins[team], -marks[team], team))
    return [
        Entrant(number=team, rank=place, byes=byes[team])
        for place, team in enumerate(order, start=1)
    ]


def play(draw: DrawResult, rng: random.Random, wins: dict[int, int], marks: dict[int, int]) -> None:
    """Random results: a coin toss for the winner, who reaches 2000 marks."""
    for table in draw.tables:
        winner, loser = (table.a, table.b) if rng.random() < 0.5 else (table.b, table.a)
        wins[winner] += 1
        marks[winner] += 2000
        marks[loser] += rng.randrange(0, 2000, 10)
    if draw.bye is not None:
        wins[draw.bye] += 1
        marks[draw.bye] += 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--teams", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=10, help="the round timed is the last")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    rng = random.Random(args.seed)
    teams = list(range(1, args.teams + 1))
    rng.shuffle(teams)  # the order of registration stands for the standings of round 1
    wins = dict.fromkeys(teams, 0)
    marks = {team: -place for place, team in enumerate(teams)}
    byes = dict.fromkeys(teams, 0)
    met: dict[int, dict[int, int]] = {team: {} for team in teams}

    started = time.perf_counter()
    for number in range(1, args.rounds):
        draw = swiss_draw(entrants=standings(wins, marks, byes), met=met)
        assert draw.rematches == 0, f"round {number}: {draw.rematches} rematches"
        for table in draw.tables:
            met[table.a][table.b] = met[table.b][table.a] = number
        if draw.bye is not None:
            byes[draw.bye] += 1
        play(draw, rng, wins, marks)
    print(f"rounds 1 to {args.rounds - 1} drawn in {time.perf_counter() - started:.3f} s")

    entrants = standings(wins, marks, byes)
    started = time.perf_counter()
    draw = swiss_draw(entrants=entrants, met=met)
    elapsed = time.perf_counter() - started
    rank = {team.number: team.rank for team in entrants}
    gaps = [rank[table.b] - rank[table.a] for table in draw.tables]
    print(
        f"round {args.rounds} of {args.teams} teams drawn in {elapsed:.3f} s: "
        f"{len(draw.tables)} tables, {draw.rematches} rematches, "
        f"widest gap {max(gaps, default=0)} places, mean gap {sum(gaps) / max(len(gaps), 1):.2f}"
    )
    if elapsed >= 1 or draw.rematches:
        sys.exit("target missed: under 1 s and no rematch")


if __name__ == "__main__":
    main()
