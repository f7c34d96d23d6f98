"""``draw`` and ``tables``: the next round drawn, a round's tables, a table's sheet, as JSON."""

from __future__ import annotations

import argparse
from typing import Any

from tournoi.cli.connection import open_tournament
from tournoi.cli.station import who
from tournoi.services import draws, scores


def draw(options: argparse.Namespace) -> dict[str, Any]:
    db = open_tournament(options.file)
    try:
        view = draws.draw_round(
            db, method=draws.DrawMethod(options.method), seed=options.seed, who=who(options)
        )
    finally:
        db.close()
    return _tables_json(view)


def tables(options: argparse.Namespace) -> dict[str, Any]:
    """A round's tables; with ``--table``, that table's sheet in the engine's JSON.

    The sheet comes with the tournament's rules, so ``python -m engine score``
    scores it as the window does, and ``enter`` takes it back.
    """
    db = open_tournament(options.file)
    try:
        if options.table is not None:
            return scores.export_sheet(db, round_number=options.round, table=options.table)
        return _tables_json(draws.round_view(db, round_number=options.round))
    finally:
        db.close()


def _tables_json(view: draws.RoundView) -> dict[str, Any]:
    return {
        "round": view.number,
        "tables": [{"table": t.table, "A": t.a.number, "B": t.b.number} for t in view.tables],
        "bye": None if view.bye is None else view.bye.number,
    }
