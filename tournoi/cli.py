"""``python -m tournoi FILE ...``: the tournament from the command line, for scripts and tests.

Exit status 0 on success, 1 with a French message on standard error for
refused input, 2 for a usage error.
"""

from __future__ import annotations

import argparse
import getpass
import json
import re
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, NoReturn

from engine import PRESETS, EngineError, Rules
from tournoi.services import documents, draws, scores, standings, tournaments
from tournoi.services.documents import Document
from tournoi.services.draws import DrawMethod
from tournoi.services.errors import ServiceError
from tournoi.services.import_teams import import_teams
from tournoi.services.settings import ByeMarks, ByeScoring, TournamentSettings
from tournoi.services.team_file import TeamFileError
from tournoi.storage import Database, StorageError


class UsageError(Exception):
    """Exit 2."""


_TRANSLATIONS = [
    (r"the following arguments are required: (.*)", r"arguments obligatoires manquants : \1"),
    (r"unrecognized arguments: (.*)", r"arguments inconnus : \1"),
    (
        r"argument (\S+): invalid choice: '?(.*?)'? \(choose from (.*)\)",
        r"\1 : choix « \2 » invalide (parmi \3)",
    ),
    (r"argument (\S+): invalid int value: (.*)", r"\1 : nombre entier attendu, pas \2"),
    (r"argument (\S+): not allowed with argument (\S+)", r"\1 et \2 ne vont pas ensemble"),
    (r"argument (\S+): expected one argument", r"\1 : une valeur est attendue"),
]


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        for pattern, french in _TRANSLATIONS:
            message = re.sub(pattern, french, message)
        raise UsageError(f"{self.format_usage().strip()}\nErreur d'utilisation : {message}.")


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="python -m tournoi",
        description="Tournoi de belote : sans commande, ouvre l'application.",
    )
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    new = commands.add_parser("new", help="créer un tournoi")
    new.add_argument("file", help="fichier du tournoi à créer, ou adresse d'une base")
    new.add_argument("--name", required=True, help="nom du tournoi")
    new.add_argument("--preset", choices=sorted(PRESETS), default="ffb-contree")
    new.add_argument("--rounds", type=int, default=5, help="nombre de tours (5)")
    size = new.add_mutually_exclusive_group()
    size.add_argument(
        "--target", type=int, help="partie en POINTS (2000 en contrée, 1000 en classique)"
    )
    size.add_argument("--donnes", type=int, help="partie en N donnes")

    team_commands = commands.add_parser("teams", help="équipes").add_subparsers(
        dest="action", required=True, parser_class=_Parser
    )
    team_import = team_commands.add_parser("import", help="importer une liste CSV ou XLSX")
    team_import.add_argument("file")
    team_import.add_argument("teams", help="TEAMS.csv ou TEAMS.xlsx")

    draw = commands.add_parser("draw", help="tirer le tour suivant")
    draw.add_argument("file")
    draw.add_argument("--method", choices=[m.value for m in DrawMethod], default="swiss")
    draw.add_argument("--seed", type=int, help="graine d'un tirage au sort (pour le rejouer)")

    tables = commands.add_parser("tables", help="les tables d'un tour (JSON)")
    tables.add_argument("file")
    tables.add_argument("--round", type=int, required=True)

    enter = commands.add_parser("enter", help="saisir la feuille d'une table (JSON du moteur)")
    enter.add_argument("file")
    enter.add_argument("--round", type=int, required=True)
    enter.add_argument("--table", type=int, required=True)
    enter.add_argument("sheet", help="SHEET.json, ou - pour l'entrée standard")

    ranking = commands.add_parser("standings", help="le classement (JSON)")
    ranking.add_argument("file")

    export = commands.add_parser("export", help="imprimer (PDF) ou exporter (XLSX)")
    export.add_argument("file")
    export.add_argument("out", help="OUT.pdf (un document) ou OUT.xlsx (tout le tournoi)")
    export.add_argument("--what", choices=[d.value for d in Document], default="standings")
    export.add_argument("--round", type=int, help="le tour (par défaut, le dernier tiré)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    try:
        options = _parser().parse_args(args)
        output = _COMMANDS[options.command](options)
    except UsageError as error:
        sys.stderr.write(f"{error}\n")
        return 2
    except (ServiceError, StorageError, EngineError, TeamFileError) as error:
        sys.stderr.write(f"{error}\n")
        return 1
    if output is not None:
        text = json.dumps(output, ensure_ascii=False, indent=2) + "\n"
        sys.stdout.buffer.write(text.encode("utf-8"))
    return 0


def _who() -> str:
    try:
        return f"{getpass.getuser()} (ligne de commande)"
    except (KeyError, OSError):
        return "ligne de commande"


def _open(target: str) -> Database:
    return tournaments.open_tournament(target)


def _new(options: argparse.Namespace) -> None:
    preset: Rules = PRESETS[options.preset]
    if options.donnes is not None:
        rules = Rules(**{**_rules_dict(preset), "target": None, "donnes": options.donnes})
    else:
        target = preset.target if options.target is None else options.target
        rules = Rules(**{**_rules_dict(preset), "target": target})
    # Half the target means nothing in a number of donnes: the bye gets the round's average.
    bye = ByeScoring(mode=ByeMarks.AVERAGE) if rules.target is None else ByeScoring()
    settings = TournamentSettings(rules=rules, rounds=options.rounds, bye=bye)
    db = tournaments.create_tournament(
        options.file, name=options.name, settings=settings, who=_who()
    )
    db.close()


def _rules_dict(rules: Rules) -> dict[str, Any]:
    return {name: getattr(rules, name) for name in rules.__dataclass_fields__}


def _teams(options: argparse.Namespace) -> dict[str, Any]:
    db = _open(options.file)
    try:
        added = import_teams(db, path=Path(options.teams), who=_who())
    finally:
        db.close()
    return {"imported": len(added), "teams": [t.number for t in added]}


def _draw(options: argparse.Namespace) -> dict[str, Any]:
    db = _open(options.file)
    try:
        view = draws.draw_round(
            db, method=DrawMethod(options.method), seed=options.seed, who=_who()
        )
    finally:
        db.close()
    return _tables_json(view)


def _tables(options: argparse.Namespace) -> dict[str, Any]:
    db = _open(options.file)
    try:
        return _tables_json(draws.round_view(db, round_number=options.round))
    finally:
        db.close()


def _tables_json(view: draws.RoundView) -> dict[str, Any]:
    return {
        "round": view.number,
        "tables": [{"table": t.table, "A": t.a.number, "B": t.b.number} for t in view.tables],
        "bye": None if view.bye is None else view.bye.number,
    }


def _enter(options: argparse.Namespace) -> dict[str, Any]:
    try:
        raw = sys.stdin.buffer.read() if options.sheet == "-" else Path(options.sheet).read_bytes()
        document = json.loads(raw.decode("utf-8-sig"))
    except OSError as error:
        raise UsageError(f"Impossible de lire « {options.sheet} » : {error.strerror}.") from None
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise UsageError(f"« {options.sheet} » n'est pas un document JSON : {error}.") from None
    db = _open(options.file)
    try:
        change = scores.import_sheet(
            db, round_number=options.round, table=options.table, document=document, who=_who()
        )
    finally:
        db.close()
    sheet = change.sheet
    for warning in change.warnings:
        sys.stderr.write(f"Attention : {warning}\n")
    return {
        "round": sheet.round,
        "table": sheet.table,
        "donnes": len(sheet.lines),
        "totals": {"A": sheet.totals.a, "B": sheet.totals.b},
        "state": sheet.state.value,
        "result": sheet.result,
    }


def _standings(options: argparse.Namespace) -> list[dict[str, Any]]:
    db = _open(options.file)
    try:
        rows = standings.standings(db)
    finally:
        db.close()
    return [
        {
            "rank": row.rank,
            "number": row.number,
            "name": row.name,
            "played": row.played,
            "won": row.won,
            "points_for": row.points_for,
            "points_against": row.points_against,
        }
        for row in rows
    ]


def _export(options: argparse.Namespace) -> dict[str, Any]:
    db = _open(options.file)
    try:
        message = documents.export(
            db, path=Path(options.out), what=Document(options.what), round_number=options.round
        )
    finally:
        db.close()
    return {"written": str(Path(options.out)), "message": message}


_COMMANDS: dict[str, Callable[[argparse.Namespace], Any]] = {
    "new": _new,
    "teams": _teams,
    "draw": _draw,
    "tables": _tables,
    "enter": _enter,
    "standings": _standings,
    "export": _export,
}
