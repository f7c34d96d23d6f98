"""``python -m engine score|play FILE``: JSON in, JSON out (the engine command-line specification).

Exit status 0 for valid input; 1 for invalid input, with the error object on
standard output; 2 for a usage error (unknown command, unreadable file, not
JSON), with a message on standard error.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Sequence
from typing import Any, BinaryIO, Final

from engine.errors import EngineError, os_reason
from engine.jsonio import NotJsonError, parse_json, play_json, score_json
from engine.partie import SheetError

USAGE: Final = """\
usage : python -m engine score FICHIER | python -m engine play FICHIER

  score   calcule une feuille de marque entière (JSON) ; sur une renonce (§8.4),
          l'autre équipe marque les annonces de l'équipe fautive et les garde :
          ni capot, ni chute, ni litige ne les lui reprend ; « "ended": "time" »
          sur la feuille : partie arrêtée au temps, le plus haut total gagne et
          des totaux égaux jouent une donne de plus (§10.4)
  play    dit quelles cartes un joueur peut jouer dans le pli en cours (JSON)

FICHIER est un document JSON, ou - pour l'entrée standard.
"""

COMMANDS: Final[dict[str, Callable[[object], dict[str, Any]]]] = {
    "score": score_json,
    "play": play_json,
}


class UsageError(Exception):
    """Exit 2: the command line or the input file cannot be used at all."""


def main(argv: Sequence[str] | None = None, stdin: BinaryIO | None = None) -> int:
    """Run one command; return the exit status."""
    args = list(sys.argv[1:] if argv is None else argv)
    try:
        command, document = _parse(args, stdin or sys.stdin.buffer)
    except UsageError as error:
        sys.stderr.write(f"{error}\n")
        return 2
    try:
        output = command(document)
    except EngineError as error:
        _write({"error": _error_object(error)})
        return 1
    _write(output)
    return 0


def _parse(args: list[str], stdin: BinaryIO) -> tuple[Callable[[object], dict[str, Any]], object]:
    if args in (["-h"], ["--help"]):
        sys.stdout.write(USAGE)
        raise SystemExit(0)
    if len(args) != 2 or args[0] not in COMMANDS:
        raise UsageError(USAGE.rstrip())
    name, path = args
    try:
        if path == "-":
            raw = stdin.read()
        else:
            with open(path, "rb") as file:
                raw = file.read()
    except OSError as error:
        raise UsageError(f"Impossible de lire « {path} » : {os_reason(error)}.") from None
    try:
        document = parse_json(raw)
    except NotJsonError as error:
        raise UsageError(f"« {path} » n'est pas un document JSON : {error}.") from None
    return COMMANDS[name], document


def _error_object(error: EngineError) -> dict[str, Any]:
    return {
        "donne": error.donne if isinstance(error, SheetError) else None,
        "field": error.field,
        "message": error.message,
    }


def _write(document: dict[str, Any]) -> None:
    text = json.dumps(document, ensure_ascii=False, indent=2) + "\n"
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError:
        # A lone surrogate quoted back from the input cannot be UTF-8: escape everything.
        data = (json.dumps(document, indent=2) + "\n").encode("ascii")
    sys.stdout.buffer.write(data)
    sys.stdout.flush()
