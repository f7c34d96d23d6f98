"""The paper-totals search of « Totaux de la feuille »: one sheet whose totals differ, checked.

    .venv/bin/python benchmarks/paper_totals.py [--sheets 20] [--before DIR] [--turns 2]

For each kind of sheet (contrée of 12 and 24 donnes, classique of 24 donnes
with annonces, belotes and a litige) and each kind of paper totals (one
misreading of one donne of each kind the search looks for, and totals that no
single misreading explains: the worst case, where every figure of every line
is tried), ``--sheets`` random sheets (the same ones in every run, seeded) are
checked with ``verify_partie``, as the desk's page does when it shows such a
sheet: processor time of the first check of each sheet (its donnes never seen
before in the process) and of a second check of the same sheet (the page
shown again), median and maximum, in milliseconds.

``--before DIR`` also measures another copy of the repository (a version
before a change, ``git archive``): each copy runs in a process of its own,
``--turns`` times, one after the other, so that both meet the same load; the
load average is printed before and after each run.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

Misreading = Callable[[random.Random, list, object], object]


def _paper_sheets(kind: str, sheets: int) -> list[tuple[object, list[object], object]]:
    """``sheets`` sheets of ``kind`` and the paper totals each misreading gives them."""
    from engine import (  # noqa: PLC0415 (imported from the copy measured)
        FFB_CLASSIQUE,
        FFB_CONTREE,
        Coinche,
        Donne,
        EngineError,
        Partie,
        PerTeam,
        Team,
        Trump,
    )
    from tests.factories import random_sheet  # noqa: PLC0415

    variant, donnes = kind.split()
    if variant == "contree":
        rules = replace(FFB_CONTREE, target=None, donnes=int(donnes))
    else:
        rules = replace(FFB_CLASSIQUE, target=None, donnes=int(donnes), annonces=True)

    def sheet(seed: int) -> list[Donne]:
        rng = random.Random(seed)
        donnes = random_sheet(rng, rules)
        if not rules.is_contree:  # 81 points each, a litige held over to the next donne
            index = rng.randrange(len(donnes) - 1)
            donnes[index] = Donne(taker=Team.A, trump=Trump.COEUR, points=81)
        return donnes

    def played(rng: random.Random, donnes: list[Donne]) -> int:
        return rng.choice([i for i, d in enumerate(donnes) if d.points is not None and not d.capot])

    def misread(change: Callable[[random.Random, Donne], Donne | None]) -> Misreading:
        def paper(rng: random.Random, donnes: list[Donne], totals: PerTeam[int]) -> object:
            index = played(rng, donnes)
            changed = change(rng, donnes[index])
            if changed is None:
                return None
            return Partie(rules, [*donnes[:index], changed, *donnes[index + 1 :]]).totals

        return paper

    def line_missing(rng: random.Random, donnes: list[Donne], totals: PerTeam[int]) -> object:
        index = played(rng, donnes)
        return Partie(rules, [*donnes[:index], *donnes[index + 1 :]]).totals

    def line_twice(rng: random.Random, donnes: list[Donne], totals: PerTeam[int]) -> object:
        marks = Partie(rules, donnes).scores[played(rng, donnes)].marks
        return PerTeam(totals.a + marks.a, totals.b + marks.b)

    def figure(rng: random.Random, donne: Donne) -> Donne | None:
        points = donne.points + rng.choice((-10, 10))
        return replace(donne, points=points) if 0 <= points <= 162 else None

    def far(rng: random.Random, donne: Donne) -> Donne | None:
        points = donne.points + rng.choice((-47, -33, 36, 52))
        return replace(donne, points=points) if 0 <= points <= 162 else None

    def belote(rng: random.Random, donne: Donne) -> Donne | None:
        a, b = donne.belotes.a, donne.belotes.b
        return replace(donne, belotes=PerTeam(b, a) if a + b else PerTeam(1, 0))

    def contre(rng: random.Random, donne: Donne) -> Donne | None:
        return replace(donne, coinche=Coinche.CONTRE) if donne.coinche is Coinche.NONE else None

    def contract(rng: random.Random, donne: Donne) -> Donne | None:
        return replace(donne, contract=80 if donne.contract == 90 else 90)

    def taker(rng: random.Random, donne: Donne) -> Donne | None:
        return replace(donne, taker=donne.taker.other)

    def nothing(rng: random.Random, donnes: list[Donne], totals: PerTeam[int]) -> object:
        return PerTeam(totals.a + 7, totals.b + 3)  # no mark ends in 7: no line explains it

    misreadings: dict[str, Misreading] = {
        "un chiffre des points": misread(figure),
        "des points lointains": misread(far),
        "la belote": misread(belote),
        "le preneur": misread(taker),
        "une ligne oubliée": line_missing,
        "une ligne comptée deux fois": line_twice,
    }
    if rules.is_contree:
        misreadings |= {"un contre oublié": misread(contre), "le contrat": misread(contract)}
    misreadings["aucune erreur unique (le pire)"] = nothing
    cases = []
    for name, paper_of in misreadings.items():
        for seed in range(sheets):
            rng = random.Random(f"{kind} | {name} | {seed}")
            while True:
                donnes = sheet(rng.randrange(10**9))
                totals = Partie(rules, donnes).totals
                try:
                    paper = paper_of(rng, donnes, totals)
                except EngineError:
                    continue
                if paper is not None and paper != totals:
                    break
            cases.append((name, rules, donnes, paper))
    return cases


def measure(sheets: int) -> dict[str, dict[str, list[float]]]:
    """In this process: the processor time of the first and second check of every case."""
    from tournoi.services.verification import Explains, verify_partie  # noqa: PLC0415

    found: dict[str, dict[str, list[float]]] = {}
    for kind in ("contree 12", "contree 24", "classique 24"):
        for name, rules, donnes, paper in _paper_sheets(kind, sheets):
            times = found.setdefault(f"{kind} | {name}", {"first": [], "again": [], "both": []})
            for turn in ("first", "again"):
                start = time.process_time()
                check = verify_partie(rules=rules, donnes=donnes, paper=paper)
                times[turn].append(time.process_time() - start)
            complete = sum(s.explains is Explains.BOTH for s in check.suspects)
            times["both"].append(complete)
    return found


def run(root: Path, sheets: int) -> dict[str, dict[str, list[float]]]:
    """:func:`measure` in a fresh process running the code at ``root``."""
    env = {**os.environ, "PYTHONPATH": str(root)}
    done = subprocess.run(
        [sys.executable, str(Path(__file__).resolve()), "--child", "--sheets", str(sheets)],
        env=env, cwd=root, check=True, stdout=subprocess.PIPE, text=True,
    )  # fmt: skip
    found: dict[str, dict[str, list[float]]] = json.loads(done.stdout)
    return found


def _ms(seconds: list[float]) -> str:
    return f"{1000 * statistics.median(seconds):6.1f} / {1000 * max(seconds):6.1f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sheets", type=int, default=20)
    parser.add_argument("--before", type=Path, help="another copy of the code, measured too")
    parser.add_argument("--turns", type=int, default=1)
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    options = parser.parse_args()
    if options.child:
        print(json.dumps(measure(options.sheets)))
        return
    versions = {"before": options.before, "after": ROOT} if options.before else {"": ROOT}
    print(f"{options.sheets} sheets a case; processor time of one check, ms, median / max")
    for turn in range(options.turns):
        for label, root in versions.items():
            load = " ".join(f"{value:.2f}" for value in os.getloadavg())
            found = run(root, options.sheets)
            after = " ".join(f"{value:.2f}" for value in os.getloadavg())
            print(f"\n{label or 'this version'}, turn {turn + 1}: load average {load} -> {after}")
            print(f"{'sheet | paper totals':58} {'first check':>15} {'again':>15}  both")
            for case, times in found.items():
                both = statistics.median(times["both"])
                print(f"{case:58} {_ms(times['first'])} {_ms(times['again'])}  {both:g}")


if __name__ == "__main__":
    main()
