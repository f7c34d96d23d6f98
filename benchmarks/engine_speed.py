"""Engine speed: donnes scored per second, and legality checks (plays) per second.

    .venv/bin/python benchmarks/engine_speed.py [--donnes 100000] [--deals 10000]

Scores random valid donnes (both variants, every trump, contres, capots,
belotes, annonces) through the public ``score_donne`` (which checks each donne
first), then plays out random deals card by card asking ``legal_plays`` for
every card. Targets on one core: 100,000 donnes and 200,000 plays a second.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from legality_speed import run_plays

from engine import Rules, Variant, score_donne
from tests.factories import random_donne

CONTREE = Rules(sans_atout_tout_atout=True)
CLASSIQUE = Rules(variant=Variant.CLASSIQUE, annonces=True, sans_atout_tout_atout=True)


def run_donnes(count: int, seed: int) -> tuple[int, float]:
    """Score ``count`` random valid donnes; return (count, seconds spent scoring)."""
    rng = random.Random(seed)
    work = [
        (random_donne(rng, rules), rules)
        for rules in (rng.choice((CONTREE, CLASSIQUE)) for _ in range(count))
    ]
    start = time.perf_counter()
    for donne, rules in work:
        score_donne(donne, rules)
    return count, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--donnes", type=int, default=100_000)
    parser.add_argument("--deals", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    donnes, seconds = run_donnes(args.donnes, args.seed)
    print(f"donnes scored: {donnes} in {seconds:.3f} s")
    print(f"donnes per second: {donnes / seconds:,.0f}")
    plays, seconds = run_plays(args.deals, args.seed)
    print(f"plays checked: {plays} in {seconds:.3f} s")
    print(f"plays per second: {plays / seconds:,.0f}")


if __name__ == "__main__":
    main()
