"""A Swiss draw through the services against its pairing alone, at 100, 1000 and 5000 teams.

    .venv/bin/python benchmarks/draw_growth.py [--teams 100 1000 5000] [--round 6] [--repeat 3] [--kept] [--entered]

For each size, makes a tournament in a temporary folder (the tournament and
its teams through the services, rounds 1 to 5 drawn Swiss by
``draws.draw_round`` and their results written straight into the file: a
coin toss for the winner, random marks, kept as each partie's final totals
so that the integrity check before each draw finds them sound), then draws round 6 with
``draws.draw_round`` ``--repeat`` times, cancelling between runs. The
pairing's own time is taken inside the very same calls (the pairing
function wrapped by a stopwatch), so both figures come from the same draws.
Each is timed twice: on the clock, and in processor time of this process
(``time.process_time``), which other work on a shared machine hardly
changes; the ratio is taken on the processor time. The integrity check
every draw runs first is timed the same way, and the ratio given without
it too. ``--kept`` asks for the standings before each draw (not timed), as
the window keeps them up to date, and runs the integrity check once after
building (not timed), as the window at opening: the check before each draw
then scores again only the parties changed since. ``--entered`` (with
``--kept``): the last round's results are written after that check at
opening, as typed by the arbiter; the draw is then measured twice, on two
files built alike: as it is, and after one check of the changes (not timed
with the draw, its own processor time printed), as the window runs it in its
worker thread a second or two after the last result typed. Only the first
draw's check is given there: the draws after it find the memo warm either
way. Goal: the whole draw at most 5 times the pairing alone at 5000 teams.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from sqlalchemy import bindparam, insert, select, update
from timing import load_average

from engine import Rules
from tournoi.services import draws
from tournoi.services.draws import DrawMethod, drawing
from tournoi.services.integrity import soundness as integrity
from tournoi.services.settings import TournamentSettings
from tournoi.services.standings import current as standings
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.storage import Database, models

WHO = "banc d'essai"
GOAL = 5.0


def build(path: Path, teams: int, played: int, rng: random.Random, *, rounds: int) -> Database:
    """``teams`` teams, ``rounds`` planned; rounds 1 to ``played`` drawn by the service, their
    results written directly."""
    settings = TournamentSettings(rules=Rules(target=1000), rounds=rounds)
    db = tournaments.create_tournament(path, name="Banc d'essai", settings=settings, who=WHO)
    now = datetime.now(UTC)
    with db.engine.begin() as connection:
        connection.execute(
            insert(models.Team),
            [{"number": n, "name": f"Équipe {n}", "first_round": 1, "withdrawn_after": None,
              "checked_in": False, "paid": False, "created_at": now} for n in range(1, teams + 1)],
        )  # fmt: skip
        ids = dict(connection.execute(select(models.Team.number, models.Team.id)).all())
        connection.execute(
            insert(models.Player),
            [{"team_id": ids[n], "position": p, "first_name": "Jean", "surname": f"Martin{n}-{p}",
              "club": f"Club {n % 40}"} for n in range(1, teams + 1) for p in (1, 2)],
        )  # fmt: skip
    for _ in range(played):
        view = draws.draw_round(db, method=DrawMethod.SWISS, who=WHO)
        _play(db, view.number, rng)
    return db


def _play(db: Database, number: int, rng: random.Random) -> None:
    """Every partie of round ``number`` finished, its two result rows written; the bye's row."""
    partie, round_ = models.Partie, models.Round
    with db.engine.begin() as connection:
        round_id, bye = connection.execute(
            select(round_.id, round_.bye_team_id).where(round_.number == number)
        ).one()
        rows = connection.execute(
            select(partie.id, partie.team_a_id, partie.team_b_id).where(partie.round_id == round_id)
        ).all()
        results: list[dict[str, Any]] = []
        totals: list[dict[str, Any]] = []
        for partie_id, a, b in rows:
            winner, loser = (a, b) if rng.random() < 0.5 else (b, a)
            lost = rng.randrange(0, 1000, 10)
            results += [
                _result(round_id, winner, loser, partie_id, 1000, lost, "win"),
                _result(round_id, loser, winner, partie_id, lost, 1000, "loss"),
            ]
            # Recorded as final totals (« totaux seulement »): the integrity check that
            # precedes every draw finds the results the totals give.
            totals.append({"key": partie_id, "a": 1000 if winner == a else lost,
                           "b": 1000 if winner == b else lost})  # fmt: skip
        if bye is not None:
            results.append(_result(round_id, bye, None, None, 500, 0, "bye"))
        connection.execute(insert(models.Result), results)
        connection.execute(
            update(partie)
            .where(partie.id == bindparam("key"))
            .values(totals_a=bindparam("a"), totals_b=bindparam("b"), state="finished"),
            totals,
        )


def _result(  # noqa: PLR0917 (a row's columns, in order)
    round_id: int, team: int, opponent: int | None, partie: int | None, won: int, lost: int,
    outcome: str,
) -> dict[str, Any]:  # fmt: skip
    return {"round_id": round_id, "team_id": team, "opponent_id": opponent, "partie_id": partie,
            "marks_for": won, "marks_against": lost, "outcome": outcome}  # fmt: skip


Lap = tuple[float, float]
"""Seconds on the clock, seconds of processor time."""


def now() -> Lap:
    return time.perf_counter(), time.process_time()


def since(start: Lap) -> Lap:
    clock, processor = now()
    return clock - start[0], processor - start[1]


def stopwatch(function: Callable[..., Any], laps: list[Lap]) -> Callable[..., Any]:
    """``function``, its duration added to ``laps`` at each call."""

    def timed(*args: Any, **kwargs: Any) -> Any:
        start = now()
        try:
            return function(*args, **kwargs)
        finally:
            laps.append(since(start))

    return timed


def median(laps: list[Lap]) -> Lap:
    return statistics.median(lap[0] for lap in laps), statistics.median(lap[1] for lap in laps)


@dataclass(frozen=True, slots=True, kw_only=True)
class Measured:
    pairing: Lap
    check: Lap
    whole: Lap
    """Medians."""
    first_check: Lap
    first_whole: Lap
    """The first draw and its check: the one the arbiter waits for after typing results."""
    background: Lap | None
    """The window's check of the changes, run before the draws, when asked for."""
    tables: int


def measure(
    teams: int, number: int, repeat: int, seed: int, *, kept: bool, entered: bool = False,
    background: bool = False,
) -> Measured:  # fmt: skip
    """Pairing, integrity check and whole draw of round ``number``.

    ``kept``: the standings asked for before each draw (not timed), as the
    window has them up to date when the arbiter draws, and the integrity
    check run once before the first (not timed), as the window at opening.
    ``entered``: the results of round ``number - 1`` written after that check;
    ``background``: then checked once, as the window's background check.
    """
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory(prefix="tournoi-draw-") as folder:
        played = number - 2 if entered else number - 1
        db = build(Path(folder) / "banc.tournoi", teams, played, rng, rounds=number)
        if entered:
            draws.draw_round(db, method=DrawMethod.SWISS, who=WHO)
        if kept:
            integrity.check(db)  # as the window once the tournament is open
        ran = None
        if entered:
            _play(db, number - 1, rng)  # typed after opening
            if background:
                start = now()
                integrity.check(db, full=False)  # the window's, in its worker thread
                ran = since(start)
        pairing: list[Lap] = []
        checks: list[Lap] = []
        whole: list[Lap] = []
        original, check = drawing.swiss_draw, integrity.refuse_draw_if_unsound
        drawing.swiss_draw = stopwatch(original, pairing)  # type: ignore[assignment]
        integrity.refuse_draw_if_unsound = stopwatch(check, checks)  # type: ignore[assignment]
        try:
            for run in range(repeat):
                if kept:
                    standings.standings(db)
                start = now()
                view = draws.draw_round(db, method=DrawMethod.SWISS, who=WHO)
                whole.append(since(start))
                if run < repeat - 1:
                    draws.cancel_draw(db, round_number=number, who=WHO)
        finally:
            drawing.swiss_draw = original  # type: ignore[assignment]
            integrity.refuse_draw_if_unsound = check  # type: ignore[assignment]
            db.close()
    return Measured(
        pairing=median(pairing), check=median(checks), whole=median(whole),
        first_check=checks[0], first_whole=whole[0], background=ran, tables=len(view.tables),
    )  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--teams", type=int, nargs="+", default=[100, 1000, 5000])
    parser.add_argument("--round", type=int, default=6, help="the round drawn and timed")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--kept",
        action="store_true",
        help="the standings up to date and the file checked at opening, as the window",
    )
    parser.add_argument(
        "--entered",
        action="store_true",
        help="the last round's results typed after opening; the draw without and with the "
        "window's background check",
    )
    args = parser.parse_args()
    if args.entered:
        entered(args)
        return
    print(f"load average at the start: {load_average()}")
    print(
        "standings: " + ("kept up to date, as the window" if args.kept else "computed by the draw")
    )
    ratio = 0.0
    for teams in args.teams:
        measured = measure(teams, args.round, args.repeat, args.seed, kept=args.kept)
        pairing, check, whole, tables = (
            measured.pairing, measured.check, measured.whole, measured.tables
        )  # fmt: skip
        ratio = whole[1] / pairing[1]
        print(
            f"{teams} teams, round {args.round} ({tables} tables), median of {args.repeat}: "
            f"pairing {pairing[0] * 1000:.1f} ms (processor {pairing[1] * 1000:.1f} ms), "
            f"integrity check {check[0] * 1000:.1f} ms (processor {check[1] * 1000:.1f} ms), "
            f"whole draw {whole[0] * 1000:.1f} ms (processor {whole[1] * 1000:.1f} ms), "
            f"ratio {ratio:.1f} (clock {whole[0] / pairing[0]:.1f}), "
            f"without the check {(whole[1] - check[1]) / pairing[1]:.1f}"
        )
    print(f"load average at the end: {load_average()}")
    print(f"goal at {args.teams[-1]} teams: at most {GOAL:.0f}× the pairing: "
          + ("met" if ratio <= GOAL else "MISSED"))  # fmt: skip


def entered(args: argparse.Namespace) -> None:
    """The draw after results typed since opening, without and with the background check."""
    print(f"load average at the start: {load_average()}")
    print("standings kept up to date; round's results written after the check at opening")
    for teams in args.teams:
        for background in (False, True):
            m = measure(
                teams, args.round, args.repeat, args.seed, kept=True, entered=True,
                background=background,
            )  # fmt: skip
            ran = (
                f"background check {m.background[0] * 1000:.1f} ms "
                f"(processor {m.background[1] * 1000:.1f} ms), "
                if m.background is not None
                else "no background check, "
            )
            print(
                f"{teams} teams, round {args.round} ({m.tables} tables): {ran}"
                f"first draw's check {m.first_check[0] * 1000:.1f} ms "
                f"(processor {m.first_check[1] * 1000:.1f} ms), "
                f"pairing {m.pairing[0] * 1000:.1f} ms (processor {m.pairing[1] * 1000:.1f} ms), "
                f"first draw {m.first_whole[0] * 1000:.1f} ms "
                f"(processor {m.first_whole[1] * 1000:.1f} ms, "
                f"{m.first_whole[1] / m.pairing[1]:.1f}× the pairing)"
            )
    print(f"load average at the end: {load_average()}")


if __name__ == "__main__":
    main()
