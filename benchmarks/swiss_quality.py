"""Quality of the Swiss pairing against an exact minimum-cost matching on the same standings.

    .venv/bin/pip install networkx   # for this benchmark only
    .venv/bin/python benchmarks/swiss_quality.py [--teams 100 1000 5000] [--rounds 10 40]
        [--window 60] [--complete 1000] [--seed 1]

For each field and round: rounds 1 to R-1 drawn by our Swiss pairing
(``tournoi.services.pairing.swiss_draw``) on the standings left by random
results (a seeded coin toss for the winner, random marks, as in
``swiss_draw.py``), then round R drawn twice on the same standings and the
same past meetings: by our pairing, and by an exact minimum-cost perfect
matching (networkx ``max_weight_matching`` with maximum cardinality, on
weights that turn it into a minimum-cost one). The cost of a table is the
gap between the two teams' places; a rematch costs more than any sum of
gaps, so the exact matching holds the fewest rematches there can be, then
the smallest sum of gaps. Reported: both numbers of rematches and both sums
of gaps. Goal: no rematch while one can be avoided, our sum within 10 % of
the exact minimum.

The exact matching is cubic in the teams: up to ``--complete`` teams the
graph holds every pair (truly exact); above, only the pairs at most
``--window`` places apart, which gives the exact minimum among such pairings
(an upper bound of the true minimum, and equal to it unless a cheaper
pairing needs a table wider than the window, which no sum near ours does).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from swiss_draw import play, standings

from tournoi.services.pairing import DrawResult, Entrant, swiss_draw

try:
    import networkx as nx
except ImportError:  # networkx is not a dependency of the application
    sys.exit(
        "networkx is missing: this benchmark needs it for the exact matching.\n"
        "Install it into the virtual environment: .venv/bin/pip install networkx"
    )

GOAL = 1.10


def simulate(teams: int, rounds: int, seed: int) -> tuple[list[Entrant], dict[int, dict[int, int]]]:
    """The standings and the meetings before round ``rounds``, every earlier round drawn by us."""
    rng = random.Random(seed)
    numbers = list(range(1, teams + 1))
    rng.shuffle(numbers)
    wins = dict.fromkeys(numbers, 0)
    marks = {team: -place for place, team in enumerate(numbers)}
    byes = dict.fromkeys(numbers, 0)
    met: dict[int, dict[int, int]] = {team: {} for team in numbers}
    for number in range(1, rounds):
        draw = swiss_draw(entrants=standings(wins, marks, byes), met=met)
        for table in draw.tables:
            met[table.a][table.b] = met[table.b][table.a] = number
        if draw.bye is not None:
            byes[draw.bye] += 1
        play(draw, rng, wins, marks)
    return standings(wins, marks, byes), met


def ours(entrants: list[Entrant], met: dict[int, dict[int, int]]) -> tuple[int, int, float]:
    """Our draw's rematches and sum of gaps, and its time."""
    start = time.perf_counter()
    draw: DrawResult = swiss_draw(entrants=entrants, met=met)
    elapsed = time.perf_counter() - start
    rank = {team.number: team.rank for team in entrants}
    gaps = sum(abs(rank[table.b] - rank[table.a]) for table in draw.tables)
    return draw.rematches, gaps, elapsed


def exact(
    entrants: list[Entrant], met: dict[int, dict[int, int]], window: int | None
) -> tuple[int, int, float]:
    """The exact matching's rematches and sum of gaps (pairs at most ``window`` apart), its time."""
    penalty = len(entrants) ** 2  # above any sum of gaps: one rematch less is always cheaper
    graph = nx.Graph()
    for i, first in enumerate(entrants):
        last = len(entrants) if window is None else min(len(entrants), i + window + 1)
        for second in entrants[i + 1 : last]:
            gap = abs(second.rank - first.rank)
            cost = gap + (penalty if second.number in met[first.number] else 0)
            graph.add_edge(first.number, second.number, weight=-cost, gap=gap)
    start = time.perf_counter()
    matching = nx.max_weight_matching(graph, maxcardinality=True)
    elapsed = time.perf_counter() - start
    assert 2 * len(matching) == len(entrants), "no perfect matching within the window"
    rematches = sum(1 for a, b in matching if b in met[a])
    return rematches, sum(graph.edges[a, b]["gap"] for a, b in matching), elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--teams", type=int, nargs="+", default=[100, 1000, 5000])
    parser.add_argument("--rounds", type=int, nargs="+", default=[10, 40])
    parser.add_argument("--window", type=int, default=60, help="widest table of the exact graph")
    parser.add_argument("--complete", type=int, default=100, help="every pair up to this field")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"networkx {nx.__version__}")
    missed = False
    for teams in args.teams:
        for rounds in args.rounds:
            entrants, met = simulate(teams, rounds, args.seed)
            our_rematches, our_gaps, our_time = ours(entrants, met)
            window = None if teams <= args.complete else args.window
            best_rematches, best_gaps, best_time = exact(entrants, met, window)
            ratio = our_gaps / best_gaps
            fine = our_rematches <= best_rematches and ratio <= GOAL
            missed |= not fine
            graph = "every pair" if window is None else f"pairs at most {window} places apart"
            print(
                f"{teams} teams, round {rounds}: ours {our_rematches} rematches, gaps {our_gaps} "
                f"({our_time:.2f} s); exact ({graph}) {best_rematches} rematches, gaps "
                f"{best_gaps} ({best_time:.1f} s); ours / exact {ratio:.3f}"
                + ("" if fine else "  <- goal missed"),
                flush=True,
            )
    print("goal (no avoidable rematch, gaps within 10 %): " + ("MISSED" if missed else "met"))


if __name__ == "__main__":
    main()
