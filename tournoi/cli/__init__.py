"""``python -m tournoi FILE ...``: the tournament from the command line, for scripts and tests.

Exit status 0 on success, 1 with a French message on standard error for
refused input, 2 for a usage error.

The arguments are read first (:mod:`~tournoi.cli.parser`, which loads
nothing of the application); only then is the command's module imported,
and with it the services it calls: ``standings`` never loads the PDF
library nor the phones' server, ``--help`` not even the database's.
"""

from __future__ import annotations

import argparse
import gc
import json
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from tournoi.cli.parser import CHECK_OPTION, UsageError, command_parser

__all__ = ["CHECK_OPTION", "Refused", "main"]

Command = Callable[[argparse.Namespace], Any]


@dataclass(frozen=True, slots=True, kw_only=True)
class Refused:
    """What a command found wrong (``check``): its output is printed, its message on standard
    error, and the exit status is 1."""

    output: Any
    message: str


def main(argv: Sequence[str] | None = None, *, prog: str = "python -m tournoi") -> int:
    """Run one command; return the exit status. ``prog`` is the name the usage gives.

    Without ``argv``, the command is the process's own (``sys.argv``).
    """
    args = list(sys.argv[1:] if argv is None else argv)
    try:
        options = command_parser(prog).parse_args(args)
    except UsageError as error:
        sys.stderr.write(f"{error}\n")
        return 2
    load = _imported_for_good if argv is None else _command
    command = load(options.command)
    from engine import UserError  # noqa: PLC0415 (loaded with the command's services anyway)

    try:
        output = command(options)
    except UsageError as error:
        sys.stderr.write(f"{error}\n")
        return 2
    except UserError as error:
        sys.stderr.write(f"{error}\n")
        return 1
    status = 0
    if isinstance(output, Refused):
        sys.stderr.write(f"{output.message}\n")
        output, status = output.output, 1
    if output is not None:
        text = json.dumps(output, ensure_ascii=False, indent=2) + "\n"
        # A file name the system gave as bytes it could not read is written back as those bytes.
        sys.stdout.buffer.write(text.encode("utf-8", errors="surrogateescape"))
    return status


def _imported_for_good(name: str) -> Command:
    """The command's function, in a process that runs this one command and ends.

    Importing the database and validation libraries makes some hundred thousand
    objects that live as long as the process and hold no garbage: the cyclic
    collector, paused meanwhile, then leaves them out of every later round
    (``gc.freeze``), down to the one at exit. About a fifth of what a command
    that reads a tournament costs. Only for the process's own command
    (``sys.argv``): a caller that runs several keeps its collector as it is.
    """
    gc.disable()
    try:
        return _command(name)
    finally:
        gc.freeze()
        gc.enable()


def _command(name: str) -> Command:
    """The command's function, its module imported now: each command loads only what it uses."""
    # Imports written out (not by name) so that the bundle's builder sees them.
    if name == "new":
        from tournoi.cli.setup import new  # noqa: PLC0415

        return new
    if name == "teams":
        from tournoi.cli.setup import import_teams  # noqa: PLC0415

        return import_teams
    if name == "players":
        from tournoi.cli.setup import import_players  # noqa: PLC0415

        return import_players
    if name == "draw":
        from tournoi.cli.rounds import draw  # noqa: PLC0415

        return draw
    if name == "finals":
        from tournoi.cli.finals import finals  # noqa: PLC0415

        return finals
    if name == "tables":
        from tournoi.cli.rounds import tables  # noqa: PLC0415

        return tables
    if name == "enter":
        from tournoi.cli.entry import enter  # noqa: PLC0415

        return enter
    if name == "standings":
        from tournoi.cli.standings import standings  # noqa: PLC0415

        return standings
    if name == "check":
        from tournoi.cli.check import check  # noqa: PLC0415

        return check
    if name == "challenge":
        from tournoi.cli.challenge import challenge  # noqa: PLC0415

        return challenge
    if name == "export":
        from tournoi.cli.export import export  # noqa: PLC0415

        return export
    if name == "publish":
        from tournoi.cli.publish import publish  # noqa: PLC0415

        return publish
    from tournoi.cli.serve import serve  # noqa: PLC0415

    return serve
