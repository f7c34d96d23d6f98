"""The paper-totals search of « Totaux de la feuille »: one sheet whose totals differ, checked.

    .venv/bin/python benchmarks/paper_totals.py [--sheets 20] [--cold] [--before DIR] [--turns 1]

For each kind of sheet (contrée of 12 and 24 donnes, classique of 24 donnes
with annonces, belotes and a litige) and each kind of paper totals (one
misreading of one donne of each kind the search looks for; two lines
misread, which no single misreading may explain; and a difference of +7 and
+3, which no line's marks give: the worst case, where every number of points
of every line is tried and nothing is found), ``--sheets`` random sheets (the
same ones in every run, seeded) are checked with ``verify_partie``, as the
desk's page does when it shows such a sheet: processor time of the first
check of each sheet and of a second check of the same sheet (the page shown
again), median and maximum, in milliseconds. One process checks every sheet,
kind after kind: what the search keeps from a check (the outcomes of donnes
alike but for their points) also serves the sheets after it, as in a
tournament. ``--cold`` forgets it all before each sheet's first check, as a
process that just started.

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
if "--child" not in sys.argv:  # a child imports the copy it measures, from its PYTHONPATH
    sys.path.insert(0, str(ROOT))

from engine import (  # noqa: E402
    FFB_CLASSIQUE,
    FFB_CONTREE,
    Coinche,
    Donne,
    EngineError,
    Partie,
    PerTeam,
    Rules,
    Team,
    Trump,
)
from tests.factories import random_sheet  # noqa: E402

Change = Callable[[random.Random, Donne], Donne | None]
Paper = Callable[[random.Random, Rules, list[Donne]], PerTeam[int] | None]


def _sheet(rng: random.Random, rules: Rules) -> list[Donne]:
    donnes = random_sheet(rng, rules)
    if not rules.is_contree:  # 81 points each, a litige held over to the next donne
        donnes[rng.randrange(len(donnes) - 1)] = Donne(taker=Team.A, trump=Trump.COEUR, points=81)
    return donnes


def _lines(donnes: list[Donne]) -> list[int]:
    """The lines with a number of points: not a blanche, a decision or a capot."""
    return [i for i, d in enumerate(donnes) if d.points is not None and d.capot is None]


def _figure(rng: random.Random, donne: Donne) -> Donne | None:
    points = (donne.points or 0) + rng.choice((-10, 10))
    return replace(donne, points=points) if 0 <= points <= 162 else None


def _far(rng: random.Random, donne: Donne) -> Donne | None:
    points = (donne.points or 0) + rng.choice((-47, -33, 36, 52))
    return replace(donne, points=points) if 0 <= points <= 162 else None


def _belote(rng: random.Random, donne: Donne) -> Donne | None:
    a, b = donne.belotes.a, donne.belotes.b
    return replace(donne, belotes=PerTeam(b, a) if a + b else PerTeam(1, 0))


def _contre(rng: random.Random, donne: Donne) -> Donne | None:
    return replace(donne, coinche=Coinche.CONTRE) if donne.coinche is Coinche.NONE else None


def _contract(rng: random.Random, donne: Donne) -> Donne | None:
    return replace(donne, contract=80 if donne.contract == 90 else 90)


def _taker(rng: random.Random, donne: Donne) -> Donne | None:
    return replace(donne, taker=None if donne.taker is None else donne.taker.other)


def _one_line(change: Change) -> Paper:
    """The totals of the sheet with one line misread by ``change``."""

    def paper(rng: random.Random, rules: Rules, donnes: list[Donne]) -> PerTeam[int] | None:
        index = rng.choice(_lines(donnes))
        changed = change(rng, donnes[index])
        if changed is None:
            return None
        return Partie(rules, [*donnes[:index], changed, *donnes[index + 1 :]]).totals

    return paper


def _line_missing(rng: random.Random, rules: Rules, donnes: list[Donne]) -> PerTeam[int] | None:
    index = rng.choice(_lines(donnes))
    return Partie(rules, [*donnes[:index], *donnes[index + 1 :]]).totals


def _line_twice(rng: random.Random, rules: Rules, donnes: list[Donne]) -> PerTeam[int] | None:
    partie = Partie(rules, donnes)
    marks = partie.scores[rng.choice(_lines(donnes))].marks
    return PerTeam(partie.totals.a + marks.a, partie.totals.b + marks.b)


def _two_lines(rng: random.Random, rules: Rules, donnes: list[Donne]) -> PerTeam[int] | None:
    """Points far off on one line, the belote on another: no single misreading explains it."""
    first, second = rng.sample(_lines(donnes), 2)
    points = _far(rng, donnes[first])
    if points is None:
        return None
    misread = list(donnes)
    misread[first], misread[second] = points, _belote(rng, donnes[second])
    return Partie(rules, misread).totals


def _no_mark(rng: random.Random, rules: Rules, donnes: list[Donne]) -> PerTeam[int] | None:
    totals = Partie(rules, donnes).totals
    return PerTeam(totals.a + 7, totals.b + 3)  # no line explains it, nor one total


def _misreadings(rules: Rules) -> dict[str, Paper]:
    misreadings = {
        "un chiffre des points": _one_line(_figure),
        "des points lointains": _one_line(_far),
        "la belote": _one_line(_belote),
        "le preneur": _one_line(_taker),
        "une ligne oubliée": _line_missing,
        "une ligne comptée deux fois": _line_twice,
    }
    if rules.is_contree:
        misreadings |= {"un contre oublié": _one_line(_contre), "le contrat": _one_line(_contract)}
    return misreadings | {
        "deux lignes fausses": _two_lines,
        "+7 et +3, rien ne l'explique": _no_mark,
    }


def _paper_sheets(kind: str, sheets: int) -> list[tuple[str, Rules, list[Donne], PerTeam[int]]]:
    """``sheets`` sheets of ``kind`` for each misreading, and the paper totals it gives them."""
    variant, count = kind.split()
    if variant == "contree":
        rules = replace(FFB_CONTREE, target=None, donnes=int(count))
    else:
        rules = replace(FFB_CLASSIQUE, target=None, donnes=int(count), annonces=True)
    cases = []
    for name, paper_of in _misreadings(rules).items():
        for seed in range(sheets):
            rng = random.Random(f"{kind} | {name} | {seed}")
            while True:
                donnes = _sheet(rng, rules)
                try:
                    paper = paper_of(rng, rules, donnes)
                except EngineError:
                    continue
                if paper is not None and paper != Partie(rules, donnes).totals:
                    break
            cases.append((name, rules, donnes, paper))
    return cases


def _forget() -> None:
    """Empty whatever the search keeps between checks, as a process that just started."""
    for name, module in list(sys.modules.items()):
        if name.startswith("tournoi.services.verification"):
            for kept in vars(module).values():
                if callable(getattr(kept, "cache_clear", None)):
                    kept.cache_clear()


def measure(sheets: int, *, cold: bool) -> dict[str, dict[str, list[float]]]:
    """In this process: the processor time of the first and second check of every case."""
    from tournoi.services.verification import Explains, verify_partie  # noqa: PLC0415

    found: dict[str, dict[str, list[float]]] = {}
    for kind in ("contree 12", "contree 24", "classique 24"):
        for name, rules, donnes, paper in _paper_sheets(kind, sheets):
            times = found.setdefault(f"{kind} | {name}", {"first": [], "again": [], "both": []})
            if cold:
                _forget()
            for turn in ("first", "again"):
                start = time.process_time()
                check = verify_partie(rules=rules, donnes=donnes, paper=paper)
                times[turn].append(time.process_time() - start)
            complete = sum(s.explains is Explains.BOTH for s in check.suspects)
            times["both"].append(complete)
    return found


def run(root: Path, sheets: int, *, cold: bool) -> dict[str, dict[str, list[float]]]:
    """:func:`measure` in a fresh process running the code at ``root``."""
    env = {**os.environ, "PYTHONPATH": str(root)}
    child = ["--child", "--sheets", str(sheets), *(["--cold"] if cold else [])]
    done = subprocess.run(
        [sys.executable, str(Path(__file__).resolve()), *child],
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
    parser.add_argument("--cold", action="store_true", help="forget what the search keeps")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    options = parser.parse_args()
    if options.child:
        print(json.dumps(measure(options.sheets, cold=options.cold)))
        return
    versions = {"before": options.before, "after": ROOT} if options.before else {"": ROOT}
    forgotten = ", what the search keeps forgotten before each sheet" if options.cold else ""
    print(
        f"{options.sheets} sheets a case{forgotten}; processor time of one check, ms, median / max"
    )
    for turn in range(options.turns):
        for label, root in versions.items():
            load = " ".join(f"{value:.2f}" for value in os.getloadavg())
            found = run(root, options.sheets, cold=options.cold)
            after = " ".join(f"{value:.2f}" for value in os.getloadavg())
            print(f"\n{label or 'this version'}, turn {turn + 1}: load average {load} -> {after}")
            print(f"{'sheet | paper totals':58} {'first check':>15} {'again':>15}  both")
            for case, times in found.items():
                both = statistics.median(times["both"])
                print(f"{case:58} {_ms(times['first'])} {_ms(times['again'])}  {both:g}")


if __name__ == "__main__":
    main()
