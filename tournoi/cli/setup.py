"""``new`` and ``teams import``: a tournament created with its rules, its teams read from a file."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from engine import PRESETS, Rules
from tournoi.cli.connection import create_tournament, open_tournament
from tournoi.cli.station import who
from tournoi.services.settings import ByeMarks, ByeScoring, Format, TournamentSettings
from tournoi.services.teams import file_import as team_files
from tournoi.services.teams import players


def new(options: argparse.Namespace) -> None:
    preset: Rules = PRESETS[options.preset]
    if options.donnes is not None:
        rules = Rules(**{**_rules_dict(preset), "target": None, "donnes": options.donnes})
    else:
        target = preset.target if options.target is None else options.target
        rules = Rules(**{**_rules_dict(preset), "target": target})
    # Half the target means nothing in a number of donnes: the bye gets the round's average.
    bye = ByeScoring(mode=ByeMarks.AVERAGE) if rules.target is None else ByeScoring()
    settings = TournamentSettings(
        rules=rules,
        rounds=options.rounds,
        bye=bye,
        partie_minutes=options.minutes,
        format=Format(options.format),
    )
    db = create_tournament(options.file, name=options.name, settings=settings, who=who(options))
    db.close()


def _rules_dict(rules: Rules) -> dict[str, Any]:
    return {name: getattr(rules, name) for name in rules.__dataclass_fields__}


def import_teams(options: argparse.Namespace) -> dict[str, Any]:
    db = open_tournament(options.file)
    try:
        added = team_files.import_teams(db, path=Path(options.teams), who=who(options))
    finally:
        db.close()
    return {"imported": len(added), "teams": [t.number for t in added]}


def import_players(options: argparse.Namespace) -> dict[str, Any]:
    db = open_tournament(options.file)
    try:
        added = players.import_players(db, path=Path(options.players), who=who(options))
    finally:
        db.close()
    return {"imported": len(added), "players": [player.number for player in added]}
