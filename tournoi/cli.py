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
from typing import Any, Final, NoReturn

from engine import PRESETS, PerTeam, Rules, UserError
from engine.jsonio import NotJsonError, parse_json
from tournoi.exports import documents
from tournoi.exports.documents import Document
from tournoi.services import draws, scores, standings, table_links, tournaments
from tournoi.services.draws import DrawMethod
from tournoi.services.import_teams import import_teams
from tournoi.services.settings import ByeMarks, ByeScoring, TournamentSettings
from tournoi.services.tournaments import Database
from tournoi.web.server import DEFAULT_PORT, Server


class UsageError(Exception):
    """Exit 2."""


_TRANSLATIONS = [
    (r"the following arguments are required: (.*)", r"arguments obligatoires manquants : \1"),
    (r"unrecognized arguments: (.*)", r"arguments inconnus : \1"),
    (
        r"argument (\S+): invalid choice: '?(.*?)'? \(choose from (.*)\)",
        r"\1 : choix « \2 » invalide (parmi \3)",
    ),
    (r"argument (\S+): not allowed with argument (\S+)", r"\1 et \2 ne vont pas ensemble"),
    (r"argument (\S+): expected one argument", r"\1 : une valeur est attendue"),
    (r"argument (\S+): ignored explicit argument (.*)", r"\1 ne prend pas de valeur (\2)"),
    # The French messages of _integer and _typed.
    (r"argument (\S+): (.*)", r"\1 : \2"),
]

_MAX_SHEET_BYTES: Final = 10_000_000
"""A sheet of a thousand donnes is 150 Ko: a file of more than 10 Mo is not a sheet."""


def _integer(text: str) -> int:
    """A whole number the database can store (SQLite's are 64-bit)."""
    try:
        number = int(text)
    except ValueError:  # not a whole number, or one of more than 4300 digits
        number = None
    if number is not None and -(2**63) <= number < 2**63:
        return number
    shown = text if len(text) <= 20 else f"{text[:19]}…"
    if text.strip().lstrip("+-").isdigit():
        raise argparse.ArgumentTypeError(f"nombre entier beaucoup trop grand : {shown}")
    raise argparse.ArgumentTypeError(f"nombre entier attendu, pas {shown!r}")


def _typed(text: str) -> str:
    """Text typed in a terminal, which gives bytes it cannot read as lone surrogates."""
    if any("\ud800" <= character <= "\udfff" for character in text):
        raise argparse.ArgumentTypeError(
            "caractères illisibles : le terminal n'écrit pas en UTF-8 (réglez-le en UTF-8)"
        )
    return text


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        for pattern, french in _TRANSLATIONS:
            message = re.sub(pattern, french, message)
        raise UsageError(f"{self.format_usage().strip()}\nErreur d'utilisation : {message}.")

    def parse_known_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: argparse.Namespace | None = None
    ) -> tuple[argparse.Namespace, list[str]]:
        """Also give an optional positional (``enter``'s sheet) the one left after the options.

        Argparse fills such a positional with nothing when options come between it
        and the one before (``enter FILE --round 1 --table 2 SHEET``), then calls
        the sheet an unknown argument.
        """
        parsed, extras = super().parse_known_args(args, namespace)
        for action in self._actions:
            if action.nargs != "?" or action.option_strings:
                continue
            left = [extra for extra in extras if extra == "-" or not extra.startswith("-")]
            if getattr(parsed, action.dest) is None and left:
                setattr(parsed, action.dest, left[0])
                extras.remove(left[0])
        return parsed, extras


CHECK_OPTION = "--verifier"
"""``tournoi --verifier FILE``: the window opens a tournament, says what it holds and quits."""


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(
        # The bundle's programs are called ``tournoi`` and ``tournoi-cli``.
        prog=Path(sys.argv[0]).name if getattr(sys, "frozen", False) else "python -m tournoi",
        description=(
            "Tournoi de belote : sans commande, ouvre l'application ; "
            "avec FICHIER.tournoi, l'ouvre sur ce tournoi."
        ),
        epilog=(
            f"Vérifier une installation : %(prog)s {CHECK_OPTION} FICHIER.tournoi ouvre le "
            "tournoi dans la fenêtre (sans écran s'il n'y en a pas), affiche son nom, son "
            "nombre d'équipes et de tours, puis quitte ; code de sortie 0 si tout va bien, "
            "1 si le fichier est refusé."
        ),
    )
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    new = commands.add_parser("new", help="créer un tournoi")
    new.add_argument("file", help="fichier du tournoi à créer, ou adresse d'une base")
    new.add_argument("--name", type=_typed, required=True, help="nom du tournoi")
    new.add_argument("--preset", choices=sorted(PRESETS), default="ffb-contree")
    new.add_argument("--rounds", type=_integer, default=5, help="nombre de tours (5)")
    size = new.add_mutually_exclusive_group()
    size.add_argument(
        "--target", type=_integer, help="partie en POINTS (2000 en contrée, 1000 en classique)"
    )
    size.add_argument("--donnes", type=_integer, help="partie en N donnes")

    team_commands = commands.add_parser("teams", help="équipes").add_subparsers(
        dest="action", required=True, parser_class=_Parser
    )
    team_import = team_commands.add_parser("import", help="importer une liste CSV ou XLSX")
    team_import.add_argument("file")
    team_import.add_argument("teams", help="TEAMS.csv ou TEAMS.xlsx")

    draw = commands.add_parser("draw", help="tirer le tour suivant")
    draw.add_argument("file")
    draw.add_argument("--method", choices=[m.value for m in DrawMethod], default="swiss")
    draw.add_argument("--seed", type=_integer, help="graine d'un tirage au sort (pour le rejouer)")

    tables = commands.add_parser("tables", help="les tables d'un tour (JSON)")
    tables.add_argument("file")
    tables.add_argument("--round", type=_integer, required=True)

    enter = commands.add_parser(
        "enter", help="saisir la feuille d'une table (JSON du moteur), ou ses deux totaux"
    )
    enter.add_argument("file")
    enter.add_argument("--round", type=_integer, required=True)
    enter.add_argument("--table", type=_integer, required=True)
    enter.add_argument("sheet", nargs="?", help="SHEET.json, ou - pour l'entrée standard")
    enter.add_argument(
        "--totals",
        type=_integer,
        nargs=2,
        metavar=("A", "B"),
        help="les deux totaux de la feuille seulement (« totaux seulement »), sans les donnes",
    )

    ranking = commands.add_parser("standings", help="le classement (JSON)")
    ranking.add_argument("file")

    export = commands.add_parser("export", help="imprimer (PDF) ou exporter (XLSX)")
    export.add_argument("file")
    export.add_argument("out", help="OUT.pdf (un document) ou OUT.xlsx (tout le tournoi)")
    export.add_argument("--what", choices=[d.value for d in Document], default="standings")
    export.add_argument("--round", type=_integer, help="le tour (par défaut, le dernier tiré)")
    export.add_argument("--force", action="store_true", help="remplacer OUT s'il existe déjà")

    serve = commands.add_parser("serve", help="saisie aux tables : servir les téléphones")
    serve.add_argument("file")
    serve.add_argument("--port", type=_integer, default=DEFAULT_PORT, help=f"port ({DEFAULT_PORT})")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    try:
        options = _parser().parse_args(args)
        output = _COMMANDS[options.command](options)
    except UsageError as error:
        sys.stderr.write(f"{error}\n")
        return 2
    except UserError as error:
        sys.stderr.write(f"{error}\n")
        return 1
    if output is not None:
        text = json.dumps(output, ensure_ascii=False, indent=2) + "\n"
        # A file name the system gave as bytes it could not read is written back as those bytes.
        sys.stdout.buffer.write(text.encode("utf-8", errors="surrogateescape"))
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
    if (options.sheet is None) == (options.totals is None):
        raise UsageError(
            "enter : donnez soit la feuille (SHEET.json, ou -), soit ses deux totaux (--totals A B)."
        )
    if options.totals is not None:
        return _enter_totals(options)
    try:
        if options.sheet == "-":
            raw = sys.stdin.buffer.read(_MAX_SHEET_BYTES + 1)
        else:
            with Path(options.sheet).open("rb") as file:
                raw = file.read(_MAX_SHEET_BYTES + 1)
    except OSError as error:
        raise UsageError(f"Impossible de lire « {options.sheet} » : {error.strerror}.") from None
    if len(raw) > _MAX_SHEET_BYTES:
        raise UsageError(
            f"« {options.sheet} » fait plus de {_MAX_SHEET_BYTES // 1_000_000} Mo : "
            "ce n'est pas une feuille de marque."
        )
    try:
        document = parse_json(raw)
    except NotJsonError as error:
        raise UsageError(f"« {options.sheet} » n'est pas un document JSON : {error}.") from None
    db = _open(options.file)
    try:
        change = scores.import_sheet(
            db, round_number=options.round, table=options.table, document=document, who=_who()
        )
    finally:
        db.close()
    return _entered(change)


def _enter_totals(options: argparse.Namespace) -> dict[str, Any]:
    db = _open(options.file)
    try:
        change = scores.record_totals(
            db, round_number=options.round, table=options.table,
            totals=PerTeam(*options.totals), who=_who(),
        )  # fmt: skip
    finally:
        db.close()
    return _entered(change)


def _entered(change: scores.Recorded) -> dict[str, Any]:
    sheet = change.sheet
    for warning in change.warnings:
        sys.stderr.write(f"Attention : {warning}\n")
    return {
        "round": sheet.round,
        "table": sheet.table,
        "donnes": len(sheet.lines),
        "totals": {"A": sheet.totals.a, "B": sheet.totals.b},
        "totals_only": sheet.by_totals,
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
    out = Path(options.out)
    if out.is_file() and not options.force:
        raise UserError(f"« {out} » existe déjà : il n'est pas remplacé sans --force.", field="out")
    db = _open(options.file)
    try:
        message = documents.export(
            db, path=Path(options.out), what=Document(options.what), round_number=options.round
        )
    finally:
        db.close()
    return {"written": str(Path(options.out)), "message": message}


def _serve(options: argparse.Namespace) -> None:
    """Serve the tables' pages until Ctrl+C, after printing the addresses to give."""
    db = _open(options.file)
    server = Server(db, port=options.port)
    lines = [f"Saisie aux tables sur {server.url}/ (page publique : Où est ma table ?)"]
    lines += [f"Aussi : {url}/" for url in server.urls[1:]]
    round_number = draws.last_round(db)
    if round_number:
        links = table_links.issue_links(db, round_number=round_number, who=_who())
        lines += [
            f"Tour {round_number}, table {link.table} : {server.url}{link.path}" for link in links
        ]
    lines.append("Ctrl+C pour arrêter.")
    print("\n".join(lines), flush=True)
    try:
        server.serve_forever()
    finally:
        db.close()


_COMMANDS: dict[str, Callable[[argparse.Namespace], Any]] = {
    "new": _new,
    "teams": _teams,
    "draw": _draw,
    "serve": _serve,
    "tables": _tables,
    "enter": _enter,
    "standings": _standings,
    "export": _export,
}
