"""``draw`` and ``tables``: the next round drawn, a round's tables, a table's sheet, as JSON."""

from __future__ import annotations

import argparse
from typing import Any

from tournoi.cli.connection import open_tournament
from tournoi.cli.parser import UsageError
from tournoi.cli.station import who
from tournoi.services import draws, scores
from tournoi.services.draws import melee_views
from tournoi.services.teams import players


def draw(options: argparse.Namespace) -> dict[str, Any]:
    """The next round; with ``--phase finale``, the finals seeded and their first stage drawn
    (:func:`tournoi.cli.finals.finals`)."""
    if options.phase is not None or options.qualified is not None:
        return _finals_phase(options)
    if options.consolante is not None or options.departage is not None:
        raise UsageError("--consolante et --departage vont avec --phase finale.")
    db = open_tournament(options.file)
    try:
        if players.is_melee(db):
            if options.method not in {None, draws.DrawMethod.RANDOM.value}:
                raise UsageError(
                    f"Erreur d'utilisation : --method {options.method} : une mêlée est "
                    "toujours tirée au sort (les équipiers changent à chaque tour)."
                )
            from tournoi.services.draws.melee import draw_melee_round  # noqa: PLC0415

            return melee_views.round_json(draw_melee_round(db, seed=options.seed, who=who(options)))
        method = draws.DrawMethod(options.method or draws.DrawMethod.SWISS.value)
        view = draws.draw_round(db, method=method, seed=options.seed, who=who(options))
    finally:
        db.close()
    return _tables_json(view)


def _finals_phase(options: argparse.Namespace) -> dict[str, Any]:
    if options.phase is None:
        raise UsageError("--qualified va avec --phase finale.")
    if options.qualified is None:
        raise UsageError(
            "--phase finale demande --qualified : le nombre d'équipes qualifiées pour le "
            "tableau principal (4, 8, 16 ou 32)."
        )
    if options.method is not None or options.seed is not None:
        raise UsageError("--phase finale se tire sur le classement : ni --method, ni --seed.")
    from tournoi.cli.finals import finals  # noqa: PLC0415 (the finals' command, loaded when asked)

    return finals(argparse.Namespace(**vars(options), teams=options.qualified))


def tables(options: argparse.Namespace) -> dict[str, Any]:
    """A round's tables; with ``--table``, that table's sheet in the engine's JSON.

    The sheet comes with the tournament's rules, so ``python -m engine score``
    scores it as the window does, and ``enter`` takes it back.
    """
    db = open_tournament(options.file)
    try:
        if options.table is not None:
            return scores.export_sheet(db, round_number=options.round, table=options.table)
        if players.is_melee(db):
            return melee_views.round_json(melee_views.melee_round(db, round_number=options.round))
        return _tables_json(draws.round_view(db, round_number=options.round))
    finally:
        db.close()


def _tables_json(view: draws.RoundView) -> dict[str, Any]:
    return {
        "round": view.number,
        "tables": [{"table": t.table, "A": t.a.number, "B": t.b.number} for t in view.tables],
        "bye": None if view.bye is None else view.bye.number,
    }
