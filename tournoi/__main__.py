"""``python -m tournoi``: with a command, the command line; without, the application."""

import gc
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from tournoi.cli import CHECK_OPTION
from tournoi.cli import main as command_line


def main(prog: str = "tournoi") -> int:
    """The installed ``tournoi`` command; ``prog`` is the name its usage gives."""
    args = sys.argv[1:]
    if args[:1] == [CHECK_OPTION]:
        return _check(args[1:])
    if args and not args[0].lower().endswith(".tournoi"):  # Windows: names of any case
        # The bundle's programs are called ``tournoi`` and ``tournoi-cli``.
        return command_line(prog=Path(sys.argv[0]).name if getattr(sys, "frozen", False) else prog)
    with window_imports():
        from tournoi.ui.app import main as window  # noqa: PLC0415 (Qt loads only for the window)

    return window()


@contextmanager
def window_imports() -> Iterator[None]:
    """Import the window's modules for a process that runs the window until it quits.

    Qt, the database and validation libraries and the window's modules make some
    hundred thousand objects that live as long as the process and hold no
    garbage. The cyclic collector, paused while they load, went through all of
    them again and again as they grew (building the storage's twelve model
    classes took three times as long with it), and then leaves them out of every
    later round (``gc.freeze``): the full pass the window makes when a tournament
    opens no longer goes through them either.
    """
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        gc.enable()


def _check(files: list[str]) -> int:
    if len(files) != 1:
        sys.stderr.write(
            f"Utilisation : tournoi {CHECK_OPTION} FICHIER.tournoi (un seul fichier).\n"
        )
        return 2
    with window_imports():
        from tournoi.ui.app import check_installation  # noqa: PLC0415

    return check_installation(files[0])


if __name__ == "__main__":
    sys.exit(main("python -m tournoi"))
