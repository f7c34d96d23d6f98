"""``challenge``: the season's challenge file, its concours and its standings, as JSON."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from engine import UserError
from tournoi.services import challenge as service
from tournoi.services.challenge import ChallengeRow, ChallengeRules, ConcoursInfo, Ranked, Rule


def challenge(options: argparse.Namespace) -> Any:
    path = Path(options.file)
    if options.action == "new":
        rules = _rules(options)
        service.create_challenge(path, name=options.name, rules=rules)
        return {"file": str(path), "name": options.name.strip(), "rules": list(rules.explained())}
    if options.action == "add":
        return _concours(service.add_concours(path, tournament=Path(options.tournament)))
    if options.action == "remove":
        return _concours(service.remove_concours(path, number=_number(path, options.concours)))
    if options.action == "export":
        return _export(path, Path(options.out), force=options.force)
    season = service.season(path)
    if options.action == "concours":
        return {
            "name": season.name,
            "rules": list(season.rules.explained()),
            "concours": [_concours(info) for info in season.concours],
        }
    return [_row(row) for row in season.rows]


def _export(path: Path, out: Path, *, force: bool) -> dict[str, str]:
    if out.is_file() and not force:
        raise UserError(f"« {out} » existe déjà : il n'est pas remplacé sans --force.", field="out")
    from tournoi.exports.challenge import export_challenge  # noqa: PLC0415 (reportlab, openpyxl)

    return {"written": str(out), "message": export_challenge(path, path=out)}


def _rules(options: argparse.Namespace) -> ChallengeRules:
    placing = {} if options.placing is None else {"placing": service.parse_placing(options.placing)}
    return ChallengeRules(
        rule=Rule(options.rule),
        ranked=Ranked(options.per),
        best=options.best,
        min_concours=options.min_concours,
        win_points=options.win_points,
        bye_points=options.bye_points,
        bye_marks=options.bye_marks,
        **placing,
    )


def _number(path: Path, concours: str) -> int:
    """A concours named by its number in the challenge, or by its tournament file."""
    if concours.strip().isdigit():
        return int(concours)
    return service.number_of(path, tournament=Path(concours))


def _concours(info: ConcoursInfo) -> dict[str, Any]:
    return {
        "number": info.number,
        "name": info.name,
        "day": None if info.day is None else info.day.isoformat(),
        "place": info.place,
        "file": info.file_name,
        "teams": info.teams,
        "rounds": info.rounds,
    }


def _row(row: ChallengeRow) -> dict[str, Any]:
    return {
        "rank": row.rank,
        "name": row.name,
        "licence": row.licence,
        "club": row.club,
        "concours": row.concours,
        "counted": row.counted,
        "points": row.points,
        "marks": row.marks,
        "wins": row.wins,
        "ex_aequo": row.ex_aequo,
        "tie": row.tie,
        "note": row.note,
        "scores": [
            {
                "concours": score.concours,
                "rank": score.rank,
                "points": score.points,
                "marks": score.marks,
                "counted": score.counted,
            }
            for score in row.scores
        ],
    }
